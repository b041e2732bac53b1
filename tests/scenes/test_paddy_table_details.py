"""Paddy's table, details a play-test found: the panel's words while a harvest waits for End
turn name the harvest (it read "hands over to ;" with an empty name, then "hands over to the
harvest"; End turn starts the harvest)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import key, make_app, recorded_texts
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import PlacePaddy
from game.rules.paddy.geometry import cell_name
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from keyboard import focused
from test_keyboard_play import make_move
from test_paddy_cycle_end import last_move_of_a_cycle, open_table


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def test_the_panel_names_the_harvest_that_end_turn_hands_over_to(app, monkeypatch):
    match, action = last_move_of_a_cycle()
    scene = open_table(app, monkeypatch, match)
    assert scene.act(action, (640, 360)) and scene.turn_done
    assert match.state.current_player() is None          # the harvest: no seat is next
    seen = recorded_texts(monkeypatch)
    scene.draw(app.canvas)
    said = " ".join(text for text, _rect in seen)
    assert "hands over to ;" not in said and "hands over to ." not in said
    # End turn starts the harvest (it read "hands over to the harvest": a play-test), in the help and the bar
    assert "hands over to the harvest" not in said
    assert "Your turn is done: End turn starts the harvest; Undo takes your move back." in said
    assert f"{match.setup.players[scene.viewer]}: your turn is done — End turn starts the harvest, or Undo." in said


def first_placement(find, seed_range, what: str):
    """(match, *found): a hot-seat match (Ana, Ben) walked at random to the first Paddy tile
    step where `find(state, placements away from the board's edge)` finds something."""
    setup = Setup("paddy", ("Ana", "Ben"), 0)
    for seed in seed_range:
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _n in range(200):
            st = match.state
            if st.is_over():
                break
            legal = st.legal_actions()
            if st.step == "paddy":
                inner = [a for a in legal if isinstance(a, PlacePaddy) and 1 <= a.cell // 8 <= 5 and 1 <= a.cell % 8 <= 5]
                found = find(st, inner)
                if found is not None:
                    return (match, *found)
            match.apply(chooser.choice(legal))
    raise AssertionError(f"no match offers {what}")


def at_a_tile_to_place(tile: int, seed_range=range(1, 60)):
    """A match where the seat to move may place a tile of `tile` plots on a bare plot away from
    the board's edge, and that placement."""
    def find(st, inner):
        fits = [a for a in inner if a.tile == tile and not st.level[a.cell]]
        return (fits[0],) if fits else None
    return first_placement(find, seed_range, f"a {tile}-plot tile")


def open_hot_seat(app, match) -> PaddyScene:
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(match.state.current_player())
    return scene


def test_after_placing_a_tile_by_enter_the_info_reads_the_ringed_plot(app):
    match, action = at_a_tile_to_place(4)
    scene = open_hot_seat(app, match)
    make_move(app, scene, action)                 # the cards picked and the tile placed by keys
    ring = focused(app)
    assert ring is not None and ring.key == ("plot", action.cell)
    assert scene.state.level[action.cell] >= 1    # the plot is raised: drawn higher than before
    line = scene._info_line(app.input.pointer)
    assert line.startswith(cell_name(action.cell) + " "), (line, cell_name(action.cell))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [1, 1.25, 1.5, 1.75, 2])
def test_the_table_buttons_labels_are_whole_at_every_scale(monkeypatch, scale, lang):
    """"Harvest now?" read "Harvest no…" in a 1920x1080 window (scale 1.5): its label, at the
    smallest size it may shrink to, was a few pixels wider there than at 1280x720."""
    from at_scale import app_at
    from game import i18n

    app = app_at(scale)
    try:
        i18n.set_language(lang)
        match, action = last_move_of_a_cycle()
        scene = open_table(app, monkeypatch, match)
        assert scene.act(action, (640, 360))
        scene.end_turn()                              # the harvest: "Harvests (1)" joins the buttons
        scene.settle()
        labels = [i18n._(b.label) for b in scene.buttons]
        assert i18n._("Harvest now?") in labels and i18n._("Harvests ({n})").format(n=1) in labels
        seen = recorded_texts(monkeypatch)
        scene.draw(app.canvas)
        drawn = [text for text, _rect in seen]
        for label in labels:
            assert label in drawn, (label, [t for t in drawn if t.endswith("…")])
    finally:
        pygame.quit()


def l_tile_turned_illegal(seed_range=range(1, 80)):
    """A match at a placement where an L tile fits at some anchor turned one way and, turned once
    more (R), does not: (match, the legal placement, the reason after R)."""
    def find(st, inner):
        for a in inner:
            if a.tile == 3:
                reason = st.placement_reason(a.card, a.half, (a.rotation + 1) % 4, a.cell)
                if reason is not None:
                    return a, reason
        return None
    return first_placement(find, seed_range, "an L tile that R makes illegal")


def aim_l_tile_by_keys(app, scene, action) -> None:
    """The L tile's cards picked, the tile turned and the ring brought to its anchor, by keys."""
    from keyboard import go_to, press, with_key
    press(app, with_key(("card", "paddy", action.card)), "the paddy card")
    press(app, with_key(("card", "half", action.half)), "the day/night card")
    while scene.rotation != action.rotation:
        key(app, pygame.K_r)
    go_to(app, with_key(("plot", action.cell)), "the anchor")


def drawn_after(app, press_key) -> str:
    """Every text the frame after `press_key` draws (the app's own drawing), run together
    without spaces (a callout breaks its words into lines)."""
    from game.ui import textrecord
    with textrecord.recording() as rec:
        key(app, press_key)
    return "".join(t.string for t in rec.texts).replace(" ", "")


@pytest.mark.parametrize("with_hint", [False, True])
def test_r_turning_the_tile_illegal_says_why_at_once(app, monkeypatch, with_hint):
    match, action, reason = l_tile_turned_illegal()
    scene = open_hot_seat(app, match)
    aim_l_tile_by_keys(app, scene, action)
    if with_hint:   # the hint's words stand in the info strip (what H brings once the worker decided)
        scene._hint_arrived(action, None)
        app.step()
    drawn = drawn_after(app, pygame.K_r)
    ghost = scene._ghost_state(app.input.pointer)
    assert ghost is not None and ghost[1] == reason      # the ghost is red
    assert reason.replace(" ", "") in drawn, "the red ghost's reason is not drawn"


def test_the_ring_arriving_at_an_illegal_spot_says_why_while_a_hint_stands(app):
    from keyboard import plan
    match, action, _reason = l_tile_turned_illegal()
    scene = open_hot_seat(app, match)
    aim_l_tile_by_keys(app, scene, action)
    scene._hint_arrived(action, None)     # the hint's words stand in the info strip
    app.step()
    st = scene.state

    def illegal(t) -> bool:
        return (t.key[0] == "plot" and st.placement_reason(scene.sel_card, scene.sel_half, scene.rotation,
                                                           t.key[1]) is not None)
    keys = plan(app, illegal)
    assert keys
    for k, mod in keys[:-1]:
        key(app, k, mod)
    drawn = drawn_after(app, keys[-1][0])
    ghost = scene._ghost_state(app.input.pointer)
    assert ghost is not None and ghost[1] is not None
    assert ghost[1].replace(" ", "") in drawn, "the red ghost's reason is not drawn"
    assert scene.message is not None                  # (the hint still stands)


def test_r_after_a_refusal_shows_the_turned_tiles_own_verdict(app):
    match, action, reason = l_tile_turned_illegal()
    scene = open_hot_seat(app, match)
    aim_l_tile_by_keys(app, scene, action)
    key(app, pygame.K_r)                               # turned: it does not fit there
    drawn = drawn_after(app, pygame.K_RETURN)          # Enter: refused, the reason beside the ring
    assert scene.message is not None and scene.message[0] == reason
    assert reason.replace(" ", "") in drawn
    drawn = drawn_after(app, pygame.K_r)               # turned again: the refusal spoke of the last way
    st = scene.state
    now = st.placement_reason(action.card, action.half, (action.rotation + 2) % 4, action.cell)
    assert scene.message is None
    if now is None:
        assert "Landsatlevel" in drawn
    else:
        assert now.replace(" ", "") in drawn
