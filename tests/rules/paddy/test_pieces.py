"""The terraces' pieces derived from the last board's (geometry.note_level_change) are exactly
those a flood fill of the whole level finds, in the same order."""
import random

from game.rules.paddy import geometry as g


def fresh(mask):
    return tuple((comp, tuple(g.bits(comp))) for comp in g.components(mask))


def tiles():
    for size in (1, 3, 4):
        for rot in range(g.ROTATIONS[size]):
            for anchor in range(64):
                cells = g.footprint_cells(size, rot, anchor)
                if cells is not None:
                    yield sum(1 << c for c in cells)


def test_adding_or_taking_a_tile_gives_the_pieces_a_flood_fill_gives():
    rng = random.Random(5)
    shapes = list(tiles())
    for _ in range(3000):
        level = rng.getrandbits(64) & rng.getrandbits(64)
        tile = rng.choice(shapes)
        for old, new in ((level & ~tile, level | tile), (level | tile, level & ~tile)):
            g._PIECES.pop(new, None)
            g._PIECES[old] = fresh(old)
            g.note_level_change(old, new, tile)
            assert g._PIECES[new] == fresh(new)
            assert g.level_pieces(new) == fresh(new)
