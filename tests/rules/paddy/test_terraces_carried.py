"""terraces(), made from pieces derived from the last board's (geometry.note_level_change, told
the tile's plots), are exactly those a flood fill of every level gives, in the same order,
through random games; and a tile given with its plots yields the same pieces as a flood fill."""
import random

from game.rules.paddy import geometry as g

from .helpers import new_game


def rebuilt(s):
    masks, levels, tof = [], [], [-1] * 64
    for lvl in range(1, s.maxlevel + 1):
        for comp in g.components(s.lvmask[lvl]):
            for c in g.bits(comp):
                tof[c] = len(masks)
            masks.append(comp)
            levels.append(lvl)
    return masks, levels, tof


def test_terraces_match_a_flood_fill_through_random_games():
    rng = random.Random(3)
    for seed in range(6):
        s = new_game(2 + seed % 3, seed)
        while not s.is_over():
            before = s.terraces()
            copy = (list(before[0]), list(before[1]), list(before[2]))
            s.apply(rng.choice(s.legal_actions()))
            assert tuple(s.terraces()) == rebuilt(s)
            assert tuple(before) == copy   # the old lists are never changed in place


def test_pieces_after_a_tile_given_with_its_plots():
    rng = random.Random(11)
    tiles = [cells for (size, rot), row in g.FOOTPRINTS.items() for cells in row if cells is not None]
    for _ in range(3000):
        level = rng.getrandbits(64) & rng.getrandbits(64)
        cells = rng.choice(tiles)
        tile = sum(1 << c for c in cells)
        for old, new in ((level & ~tile, level | tile), (level | tile, level & ~tile)):
            g._PIECES.pop(new, None)
            g._PIECES[old] = tuple((comp, tuple(g.bits(comp))) for comp in g.components(old))
            got = g.note_level_change(old, new, tile, cells)
            assert got == g._PIECES[new] == tuple((comp, tuple(g.bits(comp))) for comp in g.components(new))
