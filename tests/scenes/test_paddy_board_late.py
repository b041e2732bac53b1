"""Paddy's board late in the game, drawn from real positions: levels told apart by their top and
their side, one pawn per seat with a count badge, waterfalls that keep clear of the pawns, the
hand back in view when a new cycle asks for a card (the harvest's totals beside it), hand headings
clear of a picked card's outline in Japanese, and every computer seat named as one with its level."""
import math
import random

import pygame
from game.ui import paint
from game.ui.canvas import pixels
import pytest

from driver import advance, click, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from game.scenes.common.turnflow import INPUT_GRACE_MS as SETTLE_MS
from game.ui import draw, theme
from test_paddy_height import at_step, cell, fresh, open_scene, stack, touch


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def oklab_distance(a, b) -> float:
    def lab(rgb):
        def lin(v):
            v /= 255
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (lin(v) for v in rgb)
        l, m, s = ((0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3),
                   (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3),
                   (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3))
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    return math.dist(lab(a), lab(b))


def test_the_levels_a_game_lives_on_differ_clearly_by_top_and_by_side(app):
    scene = open_scene(app, fresh())
    art = scene.art
    tops = [paint.average_color(art.top_sprite(0, level))[:3] for level in range(1, 6)]
    for level, (a, b) in enumerate(zip(tops, tops[1:]), start=1):
        assert oklab_distance(a, b) >= 0.09, (level, a, b)    # levels 1-5: clearly different shades
    # the wall's top slab is washed with its own level's colour: a level-1 and a level-4 side differ
    sides = []
    for level in (1, 2, 4):
        wall = art.wall(level)
        sides.append(paint.average_color(wall, pygame.Rect(0, 0, wall.get_width(), 5))[:3])
    assert oklab_distance(sides[0], sides[2]) >= 0.03 and sides[0] != sides[1]


def test_three_animals_of_one_seat_on_a_plot_are_one_pawn_and_a_count_badge(app, monkeypatch):
    s = fresh()
    where = cell("C3")
    stack(s, where, 1)
    s.animals[1][:] = [where, where, where]
    s.animals[2][:] = [where, -1, -1]
    touch(s)
    scene = open_scene(app, s)
    pawns, badges = [], []
    real_duck, real_badge = scene._duck, scene._count_badge
    monkeypatch.setattr(scene, "_duck", lambda surface, q, centre, size=30: (pawns.append((q, centre)),
                                                                           real_duck(surface, q, centre, size)))
    monkeypatch.setattr(scene, "_count_badge", lambda surface, n, centre: (badges.append((n, centre)),
                                                                         real_badge(surface, n, centre)))
    app.render()
    on_plot = [(q, c) for q, c in pawns if scene.art.cell_rect(where).inflate(8, 8).collidepoint(c)]
    assert sorted(q for q, _c in on_plot) == [1, 2]                     # one pawn per seat
    assert [n for n, _c in badges] == [3]                               # and "×3" under seat 1's
    assert abs(on_plot[0][1][0] - on_plot[1][1][0]) >= 20              # side by side, not one blob


def test_pawns_stand_clear_of_a_waterfall_lip_on_their_plot(app):
    s = fresh()
    top, below = cell("D3"), cell("D4")
    stack(s, top, 4)
    s.waterfalls.append((0, top, "S"))
    s.wf_reserve[0] -= 1
    s.animals[1][:] = [top, top, -1]
    s.animals[2][:] = [top, -1, -1]
    touch(s)
    scene = open_scene(app, s)
    lip = next(w["lip"] for w in scene.art.water if w["cell"] == top)
    for i in range(2):
        x, y = scene.animal_spot(top, i, 2)
        pawn = pygame.Rect(0, 0, 30, 30)
        pawn.center = (x, y)
        assert not pawn.colliderect(lip), (i, pawn, lip)
    assert lip.w >= 60 and below >= 0          # the lip is drawn larger than before (52 px)


def harvest_next_for_the_person(seed: int) -> Match | None:
    """Against a computer: its next move ends the cycle and the person starts the next one."""
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        st = match.state
        if st.current_player() == 1 and len(st.harvests) == 0:
            for action in st.legal_actions():
                probe = st.clone()
                probe.apply(action)
                while (step := probe.forced_action()) is not None:   # the cycle's end (the match applies it)
                    probe.apply(step)
                if probe.harvests and probe.current_player() == 0 and probe.step == "paddy":
                    match.pending = action
                    return match
        if st.harvests:
            return None
        match.apply(chooser.choice(st.legal_actions()))
        match.confirm_turn_end()
    return None


def test_a_new_cycle_asking_for_a_card_shows_the_hand_with_the_harvest_beside_it(app, monkeypatch):
    match = next(m for m in map(harvest_next_for_the_person, range(1, 80)) if m is not None)
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    scene.act(match.pending, by_viewer=False)
    assert match.state.harvests and match.state.current_player() == 0 and match.state.step == "paddy"
    assert scene.show_harvest is None and scene.hand_cards          # the hand, not the summary
    assert scene.harvest_note == len(match.state.harvests) - 1
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, assets, string, *a, **k: (drawn.append(string),
                                                                              real(surface, assets, string, *a, **k))[1])
    app.render()
    cycle = match.state.harvests[-1]["cycle"]
    assert f"Cycle {cycle} harvest:" in drawn
    for row in match.state.harvests[-1]["players"]:
        assert f"+{row['total']}" in drawn
    advance(app, SETTLE_MS + 50)                                     # the computer's move has landed
    click(app, scene.layout.zone("btn_alt").center)                # the whole summary, on request
    assert scene.show_harvest == len(match.state.harvests) - 1


def test_computer_seats_say_so_with_their_level_in_the_players_panel(app, monkeypatch):
    match = Match(Setup("paddy", ("You", "Kenta", "Mio"), 0, seats=("human", "hard", "easy")), 4)
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, assets, string, pos, *a, **k: (drawn.append((string, pos)),
                                                                                   real(surface, assets, string, pos, *a, **k))[1])
    app.render()
    pz = scene.layout.zone("players")
    tags = [t for t, pos in drawn if pz.collidepoint(pos)]
    assert "Computer, Hard" in tags and "Computer, Easy" in tags
    assert not any(t.startswith("Computer") and "You" in t for t in tags)
    assert sum(t.startswith("Computer, ") for t in tags) == 2


def test_hand_headings_clear_the_picked_cards_outline_in_japanese(app):
    i18n.set_language("ja")
    try:
        s = fresh(2)
        at_step(s, "paddy", 0)
        scene = open_scene(app, s)
        for kind, value, rect in list(scene.hand_cards):
            if kind in ("paddy", "half") and scene._card_clickable(kind, value):
                click(app, rect.center)
        assert scene.sel_card is not None or scene.sel_half is not None
        hz = scene.layout.zone("hand")
        for label, x in scene.group_labels:
            heading = scene.assets.text(label, theme.SMALL_SIZE, theme.INK_SOFT, True).get_rect(topleft=(x, hz.y + 8))
            for kind, value, rect in scene.hand_cards:
                outline = rect.move(0, -4).inflate(6, 6)    # the picked card: raised, its frame drawn inside this
                if outline.colliderect(heading.inflate(0, 0)):
                    pytest.fail(f"{label!r} {heading} cut by the outline of {kind} {value} {outline}")
    finally:
        i18n.set_language("en")


def test_after_the_game_every_hand_and_the_face_down_cards_are_shown_face_up(app, monkeypatch):
    match = Match(Setup("paddy", ("You", "Kenta", "Mio"), 0, seats=("human", "normal", "normal")), 5)
    chooser = random.Random(5)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    st = match.state
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(0)
    assert scene.show_harvest is None                       # the hands, not the last harvest's summary
    held = sorted((q, k, v) for q in range(3) for k, key in (("paddy", "paddy"), ("half", "day_night"),
                                                            ("event", "events"))
                  for v in st.view(None)["revealed"][q][key])
    assert any(q != 0 for q, _k, _v in held), "some other seat should still hold a card"
    assert sorted(x for x in scene.face_up if x[0] is not None) == held
    assert [v for o, k, v in scene.face_up if o is None] == st.view(None)["facedown"]
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, assets, string, pos, *a, **k: (drawn.append((string, pos)),
                                                                                   real(surface, assets, string, pos, *a, **k))[1])
    app.render()
    hand = scene.layout.zone("hand")
    assert any(t == "The game is over: every hand, face up" and hand.collidepoint(pos) for t, pos in drawn)


@pytest.mark.parametrize("side", ["N", "E", "S", "W"])
def test_the_highest_terraces_pennant_never_lies_over_a_waterfall_of_its_plot(app, side):
    s = fresh()
    top = cell("F2")
    stack(s, top, 4)                       # a one-plot terrace, the highest: its pennant is on it
    s.waterfalls.append((0, top, side))
    s.wf_reserve[0] -= 1
    touch(s)
    scene = open_scene(app, s)
    art = scene.art
    assert top in art._flag_cells(s.level, s.terraces()[2], max(s.level))
    flag = art.flag_rect(top, app.assets.sprite("paddy", "peak_flag").get_size())
    lip = next(w["lip"] for w in art.water if w["cell"] == top)
    assert not flag.colliderect(lip), (side, flag, lip)
    face = art.face_rect(top)
    assert face.inflate(8, 24).contains(flag)   # still on its plot
    numeral = pygame.Rect(face.x + 2, face.y - 2, *art.numeral(s.level[top]).get_size())
    assert not flag.colliderect(numeral), (side, flag, numeral)
