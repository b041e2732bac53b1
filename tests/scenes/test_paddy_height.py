"""Paddy's board drawn in height: the picture itself (a plot one level higher moves its top face up
and grows its wall), hit-testing on what is drawn (tall stacks in front), the worst case the supply
allows still fitting the table, tooltips, the harvest forecast and the level-numeral setting."""
import math
import random

import pygame
from game.ui import paint
from game.ui.canvas import pixels
import pytest

from game import settings
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import PaddyState, PlaceAnimal, PlacePaddy, RemoveTile
from game.rules.paddy.geometry import footprint_cells
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.paddy import PaddyScene
from game.scenes.paddy.board import CAP_LEVEL, CAP_PX, KNEE, STEP, TOP_LEVELS, lift
from game.simulate import default_setup
from driver import click, drag, make_app

NAMES = ("Ana", "Ben", "Cai", "Dee")


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


# ---------------------------------------------------------------- positions built by hand
def cell(name: str) -> int:
    return (int(name[1:]) - 1) * 8 + "ABCDEFGH".index(name[0])


def fresh(players: int = 4, seed: int = 3) -> PaddyState:
    s = PaddyState.new(Setup("paddy", NAMES[:players], 0), seed)
    while s.step == "draft":
        s.apply(s.legal_actions()[0])
    return s


def touch(s: PaddyState) -> None:
    s._ver += 1
    s._bump_board()


def stack(s: PaddyState, where: int, levels: int) -> None:
    """Raise one plot by `levels` single tiles (then bigger tiles once the singles run out are not
    needed: tests stay within 28 levels a plot unless they use `tower`)."""
    for _ in range(levels):
        tid = s.next_tile_id
        s.next_tile_id += 1
        s._push_tile(tid, 1, 0, where, (where,))
    touch(s)


def raise_to(s: PaddyState, target: list[int]) -> None:
    """Stack tiles until every plot's level is `target`: each layer with squares where they fit,
    then L tiles, then singles (so a whole board fits the supply)."""
    for lvl in range(1, max(target) + 1):
        need = {c for c in range(64) if target[c] >= lvl and s.level[c] == lvl - 1}
        for size in (4, 3, 1):
            for rot in range(4 if size == 3 else 1):
                for a in range(64):
                    cells = footprint_cells(size, rot, a)
                    if cells and all(c in need for c in cells) and s.supply[size] > 0:
                        tid = s.next_tile_id
                        s.next_tile_id += 1
                        s._push_tile(tid, size, rot, a, cells)
                        need -= set(cells)
        assert not need, "the supply cannot build this board"
    assert s.level == target
    touch(s)


def tower(s: PaddyState, anchor: int) -> None:
    """The tallest stack the supply allows: every one of the 56 tiles covers `anchor` (12 squares, then
    16 L tiles on three of those plots, then all 28 singles): level 56, flat at every step."""
    for size, count, rot in ((4, 12, 0), (3, 16, 0), (1, 28, 0)):
        for _ in range(count):
            cells = footprint_cells(size, rot, anchor)
            assert len({s.level[c] for c in cells}) == 1
            tid = s.next_tile_id
            s.next_tile_id += 1
            s._push_tile(tid, size, rot, anchor, cells)
    touch(s)


def give_hand(s: PaddyState, p: int, paddy: list[int], halves: list[str]) -> None:
    """Player p holds exactly these paddy card sizes and day/night halves (cards taken from the decks
    and other hands, every card still accounted for; a hand a card is taken from gets one from the
    deck, so hands and decks keep the sizes play gives them)."""
    from game.rules.paddy.data import DN_CARDS, PADDY_CARDS
    for hands, deck, wanted, names in ((s.paddy_hands, s.paddy_deck, paddy, PADDY_CARDS),
                                       (s.dn_hands, s.dn_deck, halves, DN_CARDS)):
        deck += hands[p]
        hands[p] = []
        for want in wanted:
            pile = next(pl for pl in [deck] + hands if any(names[c] == want for c in pl))
            cid = next(c for c in pile if names[c] == want)
            pile.remove(cid)
            hands[p].append(cid)
            if pile is not deck:
                pile.append(deck.pop(0))
    touch(s)


def restart_arrangements(s: PaddyState) -> None:
    """Step 2.2's record as if the step started now (as tests/rules/paddy/helpers.py does)."""
    s.arrangements = [tuple(sorted(s.animals[s.current]))] if s.step == "animals" else []


def at_step(s: PaddyState, step: str, p: int = 0, new_tile: int | None = None) -> None:
    s.current = p
    s.step = step
    s.new_tile = new_tile
    restart_arrangements(s)
    touch(s)


def open_scene(app, state) -> PaddyScene:
    match = Match.from_state(state)
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    scene.settle()
    return scene


# ---------------------------------------------------------------- reading the picture
def _kind(pixel) -> str:
    r, g, b, a = pixel
    if a < 128:
        return " "
    if b > r and b >= g - 10:
        return "b"          # bare night board
    if g > r and g > b:
        return "g"          # a paddy top face (levels 1..8 are greens)
    return "w"              # wall, outline, seams


def column(scene, x: int) -> str:
    """The picture's pixels down screen column x, as a string of kinds."""
    pic, origin = scene.board_surface, scene.art.rect
    return "".join(_kind(pic.get_at((x - origin.x, y))) for y in range(pic.get_height()))


def measure(scene, where: int) -> tuple[int, int]:
    """(screen y of the plot's top face, height of what stands below the face down to the bare board
    in front) measured from the pixels of the plot's column, in a field of bare night plots."""
    face = scene.art.face_rect(where, 0)
    col = column(scene, face.x + 36)
    top = col.index("g")
    last = col.rindex("g")
    below = col.index("b", last) - last - 1
    return scene.art.rect.y + top, below


def test_a_plot_one_level_higher_raises_its_top_face_and_grows_its_wall(app):
    for name in ("F1", "G4", "E8"):
        where = cell(name)
        seen = []
        for level in range(1, KNEE + 2):
            s = fresh()
            stack(s, where, level)
            scene = open_scene(app, s)
            seen.append(measure(scene, where))
            app.pop()
        for (top_a, wall_a), (top_b, wall_b), level in zip(seen, seen[1:], range(1, KNEE + 1)):
            rise = STEP if level < KNEE else lift(KNEE + 1) - lift(KNEE)
            assert top_b == top_a - rise, (name, level)          # the face moved up
            assert wall_b == wall_a + rise, (name, level)        # and the wall under it grew
        assert seen[0][1] >= STEP                               # a level-1 tile shows its side


def test_every_plot_one_level_higher_lifts_every_face_and_grows_the_front_walls(app):
    # (1) the whole board: bare, then one tile on every plot
    pictures = []
    for level in (0, 1):
        s = fresh()
        raise_to(s, [level] * 64)
        scene = open_scene(app, s)
        pictures.append((scene, [column(scene, scene.art.floor.x + c * scene.art.w + 36) for c in range(8)],
                         [scene.art.face_rect(c) for c in range(64)]))
        app.pop()
    (_sa, cols_a, faces_a), (_sb, cols_b, faces_b) = pictures
    for c in range(64):
        assert faces_b[c] == faces_a[c].move(0, -STEP)
    for col_a, col_b in zip(cols_a, cols_b):
        assert len(col_a) - len(col_a.lstrip(" ")) - (len(col_b) - len(col_b.lstrip(" "))) == STEP
        last = col_b.rindex("g")                          # the front row's face ends ...
        wall = col_b[last + 1:last + 1 + STEP + 2]        # ... and its wall (outline + one slab) follows
        assert "g" not in wall and "b" not in wall and " " not in wall
    # (2) a terraced night half (levels 1-2), then the same with one more tile on every one of its plots
    rng = random.Random(5)
    base = [rng.randint(1, 2) if c % 8 >= 4 else 0 for c in range(64)]
    pictures = []
    for extra in (0, 1):
        s = fresh()
        raise_to(s, [v + extra if c % 8 >= 4 else 0 for c, v in enumerate(base)])
        scene = open_scene(app, s)
        pictures.append(([column(scene, scene.art.floor.x + c * scene.art.w + 36) for c in range(4, 8)],
                         [scene.art.face_rect(c) for c in range(64)]))
        app.pop()
    (cols_a, faces_a), (cols_b, faces_b) = pictures
    for c in range(64):
        if c % 8 >= 4:
            assert faces_b[c] == faces_a[c].move(0, -STEP)
    for col_a, col_b in zip(cols_a, cols_b):
        top_a, top_b = col_a.index("g"), col_b.index("g")
        assert top_b == top_a - STEP                       # the back row's face rose by one step
        end_a = col_a.rindex("g") + 1
        # every face, outline and wall in the column moved up by exactly one step ...
        assert col_b[top_b:end_a - STEP] == col_a[top_a:end_a]
        # ... and the front row's wall, down to the board's front rim, grew by one step
        assert len(col_b[end_a - STEP:].rstrip(" ")) == len(col_a[end_a:].rstrip(" ")) + STEP


def test_levels_above_the_measured_range_still_rise_then_the_numeral_tells(app):
    where = cell("G5")
    tops = []
    for level in (KNEE, KNEE + 1, CAP_LEVEL, CAP_LEVEL + 9):
        s = fresh()
        stack(s, where, level)
        scene = open_scene(app, s)
        tops.append(scene.art.face_rect(where).y)
        assert scene.art.face_rect(where).y == scene.art.face_rect(where, 0).y - lift(level)
        app.pop()
    assert tops[0] > tops[1] > tops[2] == tops[3]
    assert lift(CAP_LEVEL + 9) == CAP_PX


def test_neighbouring_levels_are_clearly_distinct_in_colour(app):
    def oklab(rgb):
        def lin(v):
            v /= 255
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (lin(v) for v in rgb)
        lms = [(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3),
               (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3),
               (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)]
        return (0.2104542553 * lms[0] + 0.7936177850 * lms[1] - 0.0040720468 * lms[2],
                1.9779984951 * lms[0] - 2.4285922050 * lms[1] + 0.4505937099 * lms[2],
                0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.8086757660 * lms[2])

    s = fresh()
    scene = open_scene(app, s)
    means = []
    for level in range(1, TOP_LEVELS + 1):
        image = scene.art.top_sprite(0, level)
        means.append(paint.average_color(image)[:3])
    for level, (a, b) in enumerate(zip(means, means[1:]), start=1):
        assert math.dist(oklab(a), oklab(b)) >= 0.06, (level, a, b)


# ---------------------------------------------------------------- hit-testing on what is drawn
def behind_a_tall_stack(step: str, front_levels: int = 7):
    """F4 at level 1 (its own tile) with F5 a stack of `front_levels` in front of it."""
    s = fresh()
    stack(s, cell("F5"), front_levels)
    back_tile = s.next_tile_id
    stack(s, cell("F4"), 1)
    at_step(s, step, 0, new_tile=back_tile)
    return s


def hidden_point(scene):
    """A point inside F4's patch of ground that the taller F5 stack covers on the screen."""
    back, front = scene.art.face_rect(cell("F4")), scene.art.face_rect(cell("F5"))
    assert front.y < back.bottom            # the front stack really hides part of F4
    return (back.centerx, (front.y + back.bottom) // 2)


def test_the_visible_part_of_a_plot_behind_a_tall_stack_is_that_plot(app):
    s = behind_a_tall_stack("animals")
    scene = open_scene(app, s)
    art = scene.art
    vis = art.cell_rect(cell("F4"))
    assert vis.h >= 16 and vis.bottom == art.face_rect(cell("F5")).y
    assert art.cell_at(hidden_point(scene)) == cell("F5")
    assert art.cell_at(vis.center) == cell("F4")
    # clicking the front stack where it hides F4: not F4 (F5 is no place for this animal)
    count = len(scene.match.actions)
    click(app, hidden_point(scene))
    assert len(scene.match.actions) == count and scene.message is not None
    # clicking the visible strip of F4 places the animal there
    click(app, vis.center)
    assert scene.match.actions[-1] == PlaceAnimal(-1, cell("F4"))
    assert scene.state.animals[0].count(cell("F4")) == 1


def test_erosion_click_on_a_tall_stack_takes_its_top_tile_not_the_plot_behind(app):
    s = behind_a_tall_stack("erode")
    scene = open_scene(app, s)
    top = s.top_tile(cell("F5"))
    assert RemoveTile(top) in s.legal_actions() and RemoveTile(s.top_tile(cell("F4"))) in s.legal_actions()
    click(app, hidden_point(scene))
    assert scene.match.actions[-1] == RemoveTile(top)
    assert scene.state.level[cell("F5")] == 6 and scene.state.level[cell("F4")] == 1


def test_placing_on_top_of_a_tall_stack_and_behind_it(app):
    for target, expected_level in (("F5", 8), ("F4", 2)):
        s = behind_a_tall_stack("paddy")
        s.new_tile = None
        give_hand(s, 0, [1, 1], ["night", "night"])
        scene = open_scene(app, s)
        night = [a for a in s.legal_actions() if isinstance(a, PlacePaddy) and a.half == "night"
                 and a.tile == 1 and a.cell == cell(target)]
        assert night, "the hand can place a single tile in the night half"
        action = night[0]
        scene.sel_card, scene.sel_half = action.card, action.half
        scene.refresh()
        vis = scene.art.cell_rect(cell(target))
        # the ghost sits at the height it would land on, over the plot pointed at
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=vis.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        cells, reason, anchor = scene._ghost_state(vis.center)
        assert anchor == cell(target) and reason is None
        assert scene.art.face_rect(cell(target), expected_level).bottom == \
            scene.art.face_rect(cell(target)).bottom - (lift(expected_level) - lift(expected_level - 1))
        click(app, vis.center)
        assert scene.match.actions[-1] == action
        assert scene.state.level[cell(target)] == expected_level
        app.pop()


def test_the_worst_stack_the_supply_allows_fits_and_hides_no_plot(app):
    # every one of the 56 tiles on one plot: in the back row it rises into the header's margin, in
    # the front row it stands before the rows behind it; both fit the table and leave every plot
    # visible and clickable
    for anchor in (cell("A1"), cell("G7")):
        s = fresh()
        tower(s, anchor)
        assert s.level[anchor] == 56 and sum(s.supply.values()) == 0
        at_step(s, "animals", 0, new_tile=None)
        scene = open_scene(app, s)
        art, L = scene.art, scene.layout
        screen = pygame.Rect(0, 0, 1280, 720)
        assert screen.contains(art.rect)
        for zone in ("halves", "info", "players", "track", "hand", "log", "btn_done", "btn_now", "btn_alt", "bar"):
            assert not art.rect.colliderect(L.zone(zone)), zone
        assert art.rect.contains(art.face_rect(anchor))
        for c in range(64):
            vis = art.cell_rect(c)
            assert vis.h >= 16, c
            assert art.cell_at(vis.center) == c
        app.pop()


def test_hit_testing_inverts_the_drawing_on_random_late_boards(app):
    for seed in (1, 2, 3):
        match = Match(default_setup("paddy", 4), seed)
        chooser = random.Random(seed)
        while match.state.cycle < 4 and not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        registry.open_table(app, match)
        scene = app.find(PaddyScene)
        scene.settle()
        art = scene.art
        for c in range(64):
            assert art.cell_at(art.cell_rect(c).center) == c
            for side in "NESW":
                mark = art.edge_mark(c, side)
                assert art.cell_at(mark.center) == c and art.edge_side(mark.center, c) == side
        for size in (1, 3, 4):
            for anchor in range(64):
                assert art.anchor_at(art.anchor_point(anchor, size), size) == anchor
        app.pop()


# ---------------------------------------------------------------- water, tooltips, forecast
def cascade_board():
    s = fresh()
    target = [0] * 64
    for name, levels in (("E1", 6), ("G1", 6), ("E2", 4), ("F2", 4), ("G2", 4), ("E3", 1), ("F3", 1),
                         ("G3", 1), ("H1", 5), ("H2", 1)):
        target[cell(name)] = levels
    raise_to(s, target)
    s.waterfalls += [(0, cell("E1"), "S"), (1, cell("F2"), "S"), (1, cell("H1"), "S")]
    s.wf_reserve[0] -= 1
    s.wf_reserve[1] -= 2
    s.animals[1] = [cell("F3"), -1, -1]
    at_step(s, "animals", 0, new_tile=None)
    return s


def test_waterfalls_are_drawn_on_their_edge_and_hovering_one_outlines_its_cascade(app):
    s = cascade_board()
    scene = open_scene(app, s)
    art = scene.art
    for i, (_o, c, side) in enumerate(s.waterfalls):
        w = art.water[i]
        face = art.face_rect(c)
        assert side == "S" and w["lip"].bottom == face.bottom and w["lip"].centerx == face.centerx
        # the water runs from the plot's edge down to the lower plot in front
        below = art.face_rect(c + 8)
        assert w["fall"].top <= face.bottom and w["fall"].bottom >= below.top
        assert art.water_at(w["fall"].center) == i
    tip = scene.tooltip_at(art.water[0]["fall"].center)
    assert tip is not None and "cascade" in " ".join(tip.lines).lower()
    assert scene.cascades[0]["chain"] == [0, 1] and scene.cascades[2]["chain"] == [2]
    # the terrace that counts the cascade: the level-1 row E3-G3, receiving both waterfalls
    entry = scene.now_of[scene.tof[cell("F3")]]
    assert entry["received"] == 2 and entry["majority"] == 1 and entry["irrigation"] == 20
    assert "+20" in " ".join(tip.lines)


def test_a_terrace_tooltip_tells_level_size_majority_and_what_it_would_score_now(app):
    s = cascade_board()
    scene = open_scene(app, s)
    tip = scene.tooltip_at(scene.art.cell_rect(cell("G3")).center)
    text = tip.title + " " + " ".join(tip.lines)
    now = s.harvest_now()
    entry = next(t for t in now["terraces"] if cell("G3") in t["cells"])
    assert "level 1" in text and f"{entry['plots']} plots" in text
    assert "Majority: Ben" in text
    gain = entry["profile"] + entry["irrigation"] + entry["highest"]
    assert f"Ben +{gain}" in text
    for reason in entry["reasons"]:
        assert reason in text
    # the highest terrace says so, and carries the pennant
    tip = scene.tooltip_at(scene.art.cell_rect(cell("E1")).center)
    assert "the highest" in " ".join(tip.lines)


def test_the_harvest_forecast_is_the_rules_harvest_of_the_board_now(app):
    s = cascade_board()
    scene = open_scene(app, s)
    assert scene.now == s.harvest_now()
    assert scene.now["players"][1]["total"] > 0
    # Ben's figures, and which terraces make them, on hover of his row's forecast
    tip = scene.tooltip_at(scene.now_rect(1).center)
    figures = scene.now["players"][1]
    assert f"+{figures['total']} in all" in " ".join(tip.lines)
    assert scene._hover_target(scene.now_rect(1).center, None) == ("player", 1)
    click(app, scene.layout.zone("btn_now").center)
    assert scene.show_harvest == "now"
    shown = [t for _rect, t in scene.harvest_rows]
    assert shown and all(t in s.harvest_now()["terraces"] for t in shown)
    app.render()
    click(app, scene.layout.zone("btn_now").center)
    assert scene.show_harvest is None


# ---------------------------------------------------------------- dragging a tile, the numerals
def test_dragging_a_paddy_card_onto_the_board_places_the_tile_where_it_is_let_go(app):
    s = fresh()
    at_step(s, "paddy", 0)
    scene = open_scene(app, s)
    choices = {k: v for k, v in s.placement_choices().items() if v}
    (card, half), options = sorted(choices.items())[0]
    action = options[len(options) // 2]
    if scene.sel_half != half:
        click(app, next(r.center for k, v, r in scene.hand_cards if k == "half" and v == half))
    assert scene.sel_half == half
    start = next(r.center for k, v, r in scene.hand_cards if k == "paddy" and v == card)
    if action.tile == 3:
        scene.rotation = action.rotation
    drag(app, start, scene.art.anchor_point(action.cell, action.tile))
    assert scene.match.actions[-1] == action


def test_level_numerals_are_on_by_default_and_the_toggle_is_remembered(app):
    assert settings.load()["paddy_level_numerals"] is True
    s = fresh()
    stack(s, cell("F3"), 3)
    scene = open_scene(app, s)
    assert scene.numerals
    on = scene.board_surface.copy()
    click(app, scene.layout.zone("btn_numerals").center)
    assert scene.numerals is False and settings.load()["paddy_level_numerals"] is False
    face = scene.art.face_rect(cell("F3")).move(-scene.art.rect.x, -scene.art.rect.y)
    corner = pygame.Rect(face.x, face.y, 20, 20)
    assert any(on.get_at((x, y)) != scene.board_surface.get_at((x, y))
               for x in range(corner.x, corner.right) for y in range(corner.y, corner.bottom))
    click(app, scene.layout.zone("btn_numerals").center)
    assert settings.load()["paddy_level_numerals"] is True


def test_damaged_or_unknown_settings_fall_back_to_defaults(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_text('{"names": ["A", "B", "C", "D", "E"], "paddy_level_numerals": "yes", "other": 1}')
    loaded = settings.load()
    assert loaded["names"] == ["A", "B", "C", "D", "E"] and loaded["paddy_level_numerals"] is True
    assert "other" not in loaded
    path.write_text('{"paddy_level_numerals": false, "names": 7}')
    loaded = settings.load()
    assert loaded["paddy_level_numerals"] is False and loaded["names"] == settings.DEFAULTS["names"]
    path.write_text("not json")
    assert settings.load() == settings.defaults()
