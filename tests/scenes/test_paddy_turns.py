"""Paddy's table with a computer seat, driven with real events: clicks that hurried the computer
never act for the person when the turn comes back (their cards pre-selected), Esc always opens the
pause menu, right click or "Put the cards back" backs out of a choice and it stays backed out, and
Done ends the turn in one click when the rules skip the waterfall step."""
import random

import pygame
import pytest

from driver import advance, button_pos, click, key, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done, PlacePaddy
from game.scenes import registry
from game.scenes.common.pause import PauseScene
from game.scenes.paddy import PaddyScene
from game.scenes.common.turnflow import INPUT_GRACE_MS as SETTLE_MS


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def preselected(st) -> bool:
    """Seat 0 will hold one kind of paddy card and one of day/night card, with a placement."""
    return len(set(st.paddy_hands[0])) == 1 and len(set(st.dn_hands[0])) == 1 and st.paddy_hands[0]


def computer_ends_its_turn_next(seed: int) -> Match | None:
    """A game against a computer (seat 1) where the computer is in step 2.2 and the person's
    next turn starts with a single card of each kind (the table pre-selects them)."""
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), seed)
    chooser = random.Random(seed)
    for _ in range(400):
        st = match.state
        if st.is_over():
            return None
        if (st.current_player() == 1 and st.step == "animals" and Done() in st.legal_actions()
                and _next_is_preselected(match)):
            return match
        match.apply(chooser.choice(st.legal_actions()))
        match.confirm_turn_end()
    return None


def _next_is_preselected(match: Match) -> bool:
    probe = Match.replay(match.setup, match.seed, list(match.actions), match.start)
    st = probe.state
    while st.current_player() == 1 and not st.is_over():
        acts = st.legal_actions()
        st.apply(Done() if Done() in acts else acts[0])
    return st.current_player() == 0 and st.step == "paddy" and preselected(st) and st.placement_choices()


def open_against_computer(app, monkeypatch) -> tuple[PaddyScene, Match]:
    for seed in range(1, 60):
        match = computer_ends_its_turn_next(seed)
        if match is not None:
            break
    else:
        pytest.fail("no position found")
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    # the computer's moves are made by the test (no worker process): it "thinks" forever
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    return scene, match


def finish_computer_turn(scene) -> None:
    while scene.state.current_player() == 1:
        acts = scene.state.legal_actions()
        scene.act(Done() if Done() in acts else acts[0], by_viewer=False)


def board_point(scene) -> tuple[int, int]:
    """A spot on the board where the pre-selected tile could be placed."""
    assert scene.sel_card is not None and scene.sel_half is not None and scene.anchors
    return scene.art.anchor_point(scene.anchors[0], scene.tile_size)


def placed(scene) -> bool:
    return any(isinstance(a, PlacePaddy) for a in scene.match.actions[-3:]) and scene.state.current_player() == 0 \
        and scene.state.step != "paddy"


def test_press_before_the_turn_release_after_is_not_an_action(app, monkeypatch):
    scene, match = open_against_computer(app, monkeypatch)
    pos = scene.art.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    finish_computer_turn(scene)
    advance(app, SETTLE_MS + 50)
    assert scene.sel_card is not None and scene.sel_half is not None   # pre-selected
    pos = board_point(scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    assert scene.state.step == "paddy" and scene.state.current_player() == 0
    click(app, pos)                          # a click of the person's own turn places it
    assert scene.state.step != "paddy"


def test_clicks_that_hurried_the_computer_only_finish_its_landing(app, monkeypatch):
    import game.scenes.common.turnflow as turnflow
    settle = 60_000    # the app's own steps pass real time: a loaded machine must not end the grace
    monkeypatch.setattr(turnflow, "INPUT_GRACE_MS", settle)
    scene, match = open_against_computer(app, monkeypatch)
    click(app, scene.art.rect.center)        # hurries the computer
    assert scene.state.current_player() == 1
    finish_computer_turn(scene)              # its move lands: the person's turn, cards pre-selected
    assert scene.sel_card is not None and scene.sel_half is not None
    pos = board_point(scene)
    click(app, pos)                          # the next hurrying click arrives: it settles, nothing else
    click(app, pos)
    assert scene.state.step == "paddy" and scene.state.current_player() == 0
    advance(app, settle + 50)
    click(app, pos)
    assert scene.state.step != "paddy"       # now the person's click places the tile


def test_esc_opens_the_pause_menu_with_cards_pre_selected(app, monkeypatch):
    scene, match = open_against_computer(app, monkeypatch)
    finish_computer_turn(scene)
    assert scene.sel_card is not None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_right_click_or_the_button_puts_the_cards_back_and_they_stay_back(app, monkeypatch):
    scene, match = open_against_computer(app, monkeypatch)
    finish_computer_turn(scene)
    advance(app, SETTLE_MS + 50)
    assert scene.sel_card is not None and scene.sel_half is not None
    hand = scene.layout.zone("hand")
    click(app, (hand.right - 20, hand.bottom - 20), button=3)     # right click off the board
    assert scene.sel_card is None and scene.sel_half is None
    advance(app, 50)
    scene.refresh()
    assert scene.sel_card is None and scene.sel_half is None     # no re-selection loop
    for kind, value, rect in list(scene.hand_cards):
        if kind in ("paddy", "half"):
            click(app, rect.center)
    assert scene.sel_card is not None and scene.sel_half is not None
    click(app, button_pos(scene, "Put the cards back"))
    assert scene.sel_card is None and scene.sel_half is None


def test_done_ends_the_turn_in_one_click_when_no_waterfall_can_be_placed(app, monkeypatch):
    scene, match = open_against_computer(app, monkeypatch)
    finish_computer_turn(scene)
    advance(app, SETTLE_MS + 50)
    click(app, board_point(scene))
    st = scene.state
    assert st.step == "animals" and st.current_player() == 0
    if st.waterfall_skip_reason() is None:
        pytest.skip("this position offers a waterfall")
    # the button says what Done does (a draw, while a deck has cards), never "end turn"
    done = "Done: draw cards" if st.paddy_deck or st.dn_deck else "Done"
    assert [b.label for b in scene.buttons][-1] == done
    click(app, button_pos(scene, done))
    assert scene.turn_done                                   # End turn waits, the turn is undoable
    assert button_pos(scene, "End turn")
    assert scene.match.can_undo()


def test_the_computers_last_move_stays_marked_until_the_person_acts(app, monkeypatch):
    from game.rules.paddy import PlaceAnimal
    from game.ui import theme
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), 3)
    chooser = random.Random(3)
    while not (match.state.current_player() == 1 and match.state.step == "paddy" and match.state.cycle == 1):
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    placed = next(a for a in match.state.legal_actions() if isinstance(a, PlacePaddy) and a.tile)
    scene.act(placed, by_viewer=False)
    cells = tuple(match.state.tiles[match.state.new_tile][3])
    dst = next((a for a in match.state.legal_actions() if isinstance(a, PlaceAnimal) and a.src < 0), None)
    if dst is not None:
        scene.act(dst, by_viewer=False)
    finish_computer_turn(scene)
    assert match.state.current_player() == 0
    mark = scene.last_moves[1]
    assert mark["tile"] == cells and mark["cards"] == (placed.card, placed.half)
    assert dst is None or (-1, dst.dst) in mark["animals"]
    outlined, rings = [], []
    real = scene._mark_plots
    monkeypatch.setattr(scene, "_mark_plots", lambda surface, c, colour, *a, **k: (
        outlined.append((tuple(c), tuple(colour))), real(surface, c, colour, *a, **k)))
    app.render()
    assert (cells, theme.PLAYER_COLOURS[1]) in outlined               # the tile it laid, in its colour
    tip = scene.tooltip_at(scene.played_rect(1).center)              # the cards it played, by its name
    assert tip is not None and f"{placed.card}-plot card" in tip.lines[0]
    advance(app, SETTLE_MS + 50)
    app.render()
    assert (cells, theme.PLAYER_COLOURS[1]) in outlined               # still there: the person has not acted
    for kind, value, rect in list(scene.hand_cards):
        if kind in ("paddy", "half") and scene._card_clickable(kind, value) and \
                (scene.sel_card is None if kind == "paddy" else scene.sel_half is None):
            click(app, rect.center)
    click(app, scene.art.anchor_point(scene.anchors[0], scene.tile_size))   # the person acts: the marks go
    assert scene.state.step != "paddy" and scene.marks_to_show() == []
    assert set(scene.last_moves) <= {0}   # only the person's own move, kept for another person to see


def test_a_move_says_what_it_changed_in_the_harvest_forecast(app, monkeypatch):
    from game.rules.paddy import PlaceAnimal
    from game.ui import draw
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), 3)
    chooser = random.Random(3)
    while not (match.state.current_player() == 1 and match.state.step == "paddy" and match.state.cycle == 1):
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    scene.act(next(a for a in match.state.legal_actions() if isinstance(a, PlacePaddy) and a.tile), by_viewer=False)
    before = [p["total"] for p in match.state.harvest_now()["players"]]
    move = next(a for a in match.state.legal_actions() if isinstance(a, PlaceAnimal) and a.src < 0)
    scene.act(move, by_viewer=False)
    after = [p["total"] for p in match.state.harvest_now()["players"]]
    change = [b - a for a, b in zip(before, after)]
    assert any(change), "the animal should change the forecast"
    assert scene.now_delta == change                                    # the rules' harvest, before and after
    for q, c in enumerate(change):
        beside = changes_drawn(app, monkeypatch, scene, q)
        assert [t for t, _r in beside] == ([f"+{c}" if c > 0 else f"\u2212{-c}"] if c else []), (q, beside)
    # a wide total (two or three digits) and a wide change: side by side, never one over the other
    saved = list(scene.now_delta)
    for total, c in ((16, 1), (16, 12), (123, 12), (8, -15)):
        scene.now["players"][0]["total"] = total
        scene.now_delta = [c] + [0] * (len(change) - 1)
        (label, rect), = changes_drawn(app, monkeypatch, scene, 0)
        total_rect = next(r for t, r in drawn_texts(app, monkeypatch) if t == f"+{total}"
                          and r.centery == scene.player_rows[0].centery and r.right > rect.right)
        assert not rect.colliderect(total_rect) and rect.h >= 12, (total, c, rect, total_rect)
    scene.refresh()
    scene.now_delta = saved
    tip = scene.tooltip_at(scene.now_rect(1).center)
    assert any("last move changed" in line for line in tip.lines) == bool(change[1])


def drawn_texts(app, monkeypatch) -> list:
    from game.ui import draw
    drawn = []
    real = draw.text

    def record(surface, assets, string, pos, *a, **k):
        rect = real(surface, assets, string, pos, *a, **k)
        drawn.append((string, rect))
        return rect

    monkeypatch.setattr(draw, "text", record)
    app.render()
    monkeypatch.setattr(draw, "text", real)
    return drawn


def changes_drawn(app, monkeypatch, scene, q: int) -> list:
    """The change texts drawn in seat q's row: between the highest terrace's figure and the total."""
    row = scene.player_rows[q]
    return [(t, r) for t, r in drawn_texts(app, monkeypatch)
            if r.centery == row.centery and r.left >= row.right - scene.NOW_CHANGE_FROM
            and r.right < row.right - scene.NOW_TOTAL_X - 30 and (t[:1] in "+\u2212") and t != "+"]
