"""Paddy's table as a play-tester found it (four cosmetic defects): a seat's "×3" count badge
readable over the ring marking where its last animal landed, the info box's supply line inside
the box's margin at its longest, and on a finished game the players panel's columns headed as
the final harvest they show (not "If the harvest were now:")."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, click, make_app, recorded_texts
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done, PaddyState, PlaceAnimal, PlacePaddy
from game.rules.paddy.data import DN_CARDS, PADDY_CARDS, TILE_COUNTS
from game.scenes import registry
from game.scenes.common.results import ResultsScene
from game.scenes.paddy import PaddyScene
from game.scenes.paddy.layers import DUCK
from game.ui import theme
from game.ui.canvas import pixels
from test_paddy_height import open_scene


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def away(app) -> None:
    """The pointer off the board and the panels (no hover frame, no tooltip)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1275, 715), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


# ---------------------------------------------------------------- 1. the count badge over the ring
def computer_stacks_three(seed: int):
    """A two-seat game (the person, a computer) where the computer's first turn lays a tile and
    puts all three of its animals on one plot of it; the match before that turn, the turn's
    actions and the plot."""
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), seed)
    chooser = random.Random(seed)
    while not (match.state.current_player() == 1 and match.state.step == "paddy"):
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    for placed in [a for a in match.state.legal_actions() if isinstance(a, PlacePaddy) and a.tile]:
        probe = match.state.clone()
        probe.apply(placed)
        for dst in probe.tiles[probe.new_tile][3]:
            trial = probe.clone()
            for _ in range(3):
                if PlaceAnimal(-1, dst) not in trial.legal_actions():
                    break
                trial.apply(PlaceAnimal(-1, dst))
            else:
                return match, placed, dst
    return None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_count_badge_stays_readable_over_the_last_moves_ring(app, monkeypatch, lang):
    i18n.set_language(lang)
    found = next(f for f in (computer_stacks_three(seed) for seed in range(1, 30)) if f is not None)
    match, placed, dst = found
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)   # the test plays seat 1
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    scene.act(placed, by_viewer=False)
    for _ in range(3):
        assert scene.act(PlaceAnimal(-1, dst), by_viewer=False)
    while scene.state.current_player() == 1:
        acts = scene.state.legal_actions()
        scene.act(Done() if Done() in acts else acts[0], by_viewer=False)
    advance(app, 3000)   # the animals have landed
    assert scene.state.current_player() == 0 and scene.viewer == 0
    assert scene.animals_at[dst] == [1, 1, 1]
    assert (-1, dst) in scene.last_moves[1]["animals"]   # the ring where they landed is up

    badges = []
    real = scene._count_badge
    monkeypatch.setattr(scene, "_count_badge", lambda surface, n, centre: (badges.append((n, centre)),
                                                                         real(surface, n, centre)))

    def frame():
        badges.clear()
        away(app)
        app.render()
        return pixels(app.canvas).copy()

    marked = frame()
    assert [n for n, _c in badges] == [3]
    centre = badges[0][1]
    label = scene.assets.text("\u00d7" + "3", theme.SMALL_SIZE, theme.INK_ON_DARK, True)
    at = label.get_rect(center=centre)
    ink = [(x, y) for x in range(at.w) for y in range(at.h) if label.get_at((x, y)).a >= 128]
    assert len(ink) > 20
    ring = scene.animal_spot(dst, 0, 1)
    ring_top = (ring[0], ring[1] - 18)   # (marks.py: a ring of radius 18 in the seat's colour)

    scene.last_moves.clear()   # the same board without the last move's marks
    clean = frame()
    assert marked.get_at(ring_top) != clean.get_at(ring_top)   # the ring was drawn in the first frame
    changed = [(x, y) for x, y in ink if marked.get_at((at.x + x, at.y + y)) != clean.get_at((at.x + x, at.y + y))]
    assert not changed, f"{len(changed)} of the badge's {len(ink)} letter pixels are painted over by the ring"
    assert centre[1] == ring[1] + DUCK // 2 - 1   # the badge is where it was: under the pawn's feet


# ---------------------------------------------------------------- 2. the supply line's margin
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_supply_line_keeps_the_info_boxs_margin_at_its_longest(app, monkeypatch, lang):
    i18n.set_language(lang)
    state = PaddyState.new(Setup("paddy", ("Ana", "Ben"), 0), 3)   # nothing laid nor dealt yet
    assert dict(state.supply) == {size: TILE_COUNTS[size] for size in TILE_COUNTS}
    assert (len(state.paddy_deck), len(state.dn_deck)) == (len(PADDY_CARDS), len(DN_CARDS))   # the most it shows
    scene = open_scene(app, state)
    texts = recorded_texts(monkeypatch)
    away(app)
    app.render()
    box = scene.layout.zone("info")
    word = i18n._("Tiles left: {single} single, {l_shaped} L, {square} square · Decks: {paddy} paddy, "
                  "{day_night} day/night").split("{")[0]
    lines = [r for s, r in texts if s.startswith(word) and box.contains(r)]
    assert lines, [s for s, _r in texts]
    line = lines[-1]
    shown = next(s for s, r in texts if r == line)
    assert all(str(v) in shown for v in (*TILE_COUNTS.values(), len(PADDY_CARDS), len(DN_CARDS))), shown
    assert "\u2026" not in shown   # whole (smaller type first)
    margin = line.x - box.x
    assert box.right - line.right >= margin, (shown, line, box)


# ---------------------------------------------------------------- 4. the finished game's header
def finished(seed: int) -> Match:
    match = Match(Setup("paddy", ("Ana", "Ben", "Cy", "Di"), 0), seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    return match


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_finished_games_players_panel_is_headed_by_the_final_harvest(app, monkeypatch, lang):
    i18n.set_language(lang)
    match = finished(14)   # its last harvest's Mud or Dew made one total differ from the board's now
    st = match.state
    assert [p["total"] for p in st.harvests[-1]["players"]] != [p["total"] for p in st.harvest_now()["players"]]
    scene = PaddyScene(app, match)
    app.reset(scene)
    scene.settle()
    texts = recorded_texts(monkeypatch)
    away(app)
    app.render()
    panel = scene.layout.zone("players")
    said = [s for s, r in texts if panel.contains(r)]
    assert i18n._("Final harvest:") in said, said
    assert i18n._("If the harvest were now:") not in said
    # and the columns under it are the final harvest's (with its Dew and Mud), each seat's total
    final = match.state.harvests[-1]["players"]
    for q, row in enumerate(scene.player_rows):
        inside = [s for s, r in texts if row.collidepoint(r.center)]
        assert f"+{final[q]['total']}" in inside, (q, inside)
    tip = scene.tooltip_at(scene.now_rect(0).center)
    assert tip is not None and tip.title == i18n._("{name}: the final harvest").format(name="Ana")


def test_a_game_going_on_keeps_the_forecasts_header(app, monkeypatch):
    scene = open_scene(app, PaddyState.new(Setup("paddy", ("Ana", "Ben"), 0), 5))
    texts = recorded_texts(monkeypatch)
    away(app)
    app.render()
    said = [s for s, r in texts if scene.layout.zone("players").contains(r)]
    assert "If the harvest were now:" in said and "Final harvest:" not in said


def test_a_finished_game_foresees_no_harvest(app, monkeypatch):
    """On a finished game "Harvest now?" would show a forecast nobody will harvest: it is off and
    says where the harvests are; a preview open when the game ended turns to the final harvest."""
    match = finished(14)
    scene = PaddyScene(app, match)
    app.reset(scene)
    scene.settle()
    scene.show_harvest = "now"
    scene.refresh()
    now = next(b for b in scene.buttons if b.label == "Harvest now?")
    assert not now.enabled and "Harvests" in now.hint
    assert scene.shown_harvest() is match.state.harvests[-1]


def test_on_a_finished_game_harvests_opens_the_final_harvest_and_the_off_button_says_why(app):
    """A play-test: on a finished game "Harvests (4)" went to the results (every click did), the
    panel stayed on cycle 3's harvest, and the greyed "Harvest now?" kept its old tooltip."""
    match = finished(14)
    scene = PaddyScene(app, match)
    app.reset(scene)
    scene.settle()
    st = match.state
    harvests = next(b for b in scene.buttons if b.label.startswith("Harvests"))
    if scene.show_harvest is not None:   # (open or not as the game ended: the click toggles it)
        click(app, harvests.rect.center)
        assert app.top is scene and scene.show_harvest is None
    click(app, harvests.rect.center)
    assert app.top is scene, "a click on Harvests went to the results"
    assert scene.shown_harvest() is st.harvests[-1]
    now = next(b for b in scene.buttons if b.label == "Harvest now?")
    tip = scene.tooltip_at(now.rect.center)
    assert tip is not None and "Harvests" in " ".join(tip.lines) and "game is over" in " ".join(tip.lines)
    click(app, now.rect.center)
    assert app.top is scene and scene.message is not None and "Harvests" in scene.message[0]
    click(app, (640, 400))   # elsewhere on the table: the results, as before
    assert isinstance(app.top, ResultsScene)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_three_digit_score_stands_clear_of_a_computers_badge(app, monkeypatch, lang):
    """A play-test saw "108" run into the "CPU Easy" badge beside a two-line 16-character name."""
    i18n.set_language(lang)
    registry.start_new(app, Setup("paddy", ("Ana", "棚田の水守り山本さくら之介様です"), 0, seats=("human", "easy")), 5)
    scene = app.find(PaddyScene)
    scene.settle()
    away(app)   # (the table takes the language first: its match is replayed in it)
    scene.state.scores[1] = 108   # (drawn as it stands; a position with it would not load)
    texts = recorded_texts(monkeypatch)
    scene.draw(app.canvas)
    row = scene.player_rows[1]
    score = next(r for s, r in texts if s == "108" and row.collidepoint(r.center))
    badge_words = [r for s, r in texts
                   if s in (i18n.pgettext("computer badge", "CPU"), i18n._("Easy")) and row.collidepoint(r.center)]
    assert badge_words, "the computer's badge was drawn"
    assert all(r.right + 4 <= score.left for r in badge_words), (badge_words, score)
