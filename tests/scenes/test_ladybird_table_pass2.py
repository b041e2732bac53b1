"""Ladybird's table, second pass (issue 24): readable bonus cards and column signs, who is a
computer, three seats using all the room, no text over text (16-character names, both
languages), the other seats' last moves marked until the person acts, the points each column is
worth now with what a move changed, and every hand face up once the game is over."""
import random
import re

import pygame
import pytest

from driver import click, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.ladybird import Draft, UseTile
from game.rules.ladybird import data as D
from game.rules.match import Match
from game.scenes.ladybird import LadybirdScene
from game.scenes.ladybird import layout as geo
from game.scenes.ladybird.panels import TILE_HELP
from game.ui import theme
from game.ui.anim import Flash
from test_ladybird_scene import hand_pos, pass_handoff, perform, play_until
from test_ladybird_scores import drawn

NAMES = {"en": ("Maximiliana Wolf", "Bartholomewsmith", "Chiyo Watanabe-K", "Devendra Rao Jr."),
         "ja": ("ながいなまえのプレイヤーです一二", "わたなべちよこのおばあちゃん家", "コンピューターのなまえ十六文字だ", "さいごのひとりのなまえもながい")}


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def table(app, players, seed, seats=(), lang="en"):
    i18n.set_language(lang)
    setup = Setup("ladybird", NAMES[lang][:players], first_player=0, seats=seats,
                  options=(("solo", True),) if players == 1 else ())
    scene = LadybirdScene(app, Match(setup, seed))
    scene.computers.begin = lambda *args, **kwargs: None   # the test plays the computer seats itself
    scene.computers.update = lambda dt_ms: None             # (through act(), as the table does)
    app.push(scene)
    pass_handoff(app)
    return scene


def play(app, scene, chooser, done, limit=3000) -> None:
    """The person (seat 0) plays by clicks; the computer seats' moves go through the table's
    own act(), as its computer seats' do (no worker process in a test)."""
    for _ in range(limit):
        st = scene.state
        if done(st):
            return
        if scene.turn_done:
            scene.end_turn()
            continue
        action = chooser.choice(st.legal_actions())
        if scene.computers.is_computer(st.current_player()):
            assert scene.act(action, None, by_viewer=False)
        else:
            count = len(scene.match.actions)
            perform(app, scene, action)
            assert len(scene.match.actions) == count + 1, (action, scene.message)
    raise AssertionError("condition never reached")


def ink_box(app, string, rect, size_guess=None) -> pygame.Rect:
    """A drawn text's box shrunk to its glyphs' height band (a line image has air above and below)."""
    return rect.inflate(0, -max(2, rect.h // 4))


def assert_no_overlaps(app, texts, area: pygame.Rect, where: str) -> None:
    inside = [(s, ink_box(app, s, r)) for s, r in texts if area.contains(r) and s.strip()]
    for i, (s1, r1) in enumerate(inside):
        for s2, r2 in inside[i + 1:]:
            assert not r1.colliderect(r2), f"{where}: {s1!r} {r1} overlaps {s2!r} {r2}"


def test_three_seats_use_the_whole_tableaux_zone_and_bonus_cards_are_readable():
    zone = pygame.Rect(320, 52, 948, 464)
    for n in (1, 2, 3, 4):
        rects = geo.seat_rects(zone, n)
        assert all(zone.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert sum(r.w * r.h for r in rects) > 0.95 * zone.w * zone.h, n   # no quadrant left empty
        tableau = [{"colour": c, "cards": [0, 1, 2], "orchard": [], "lifecycle": None, "flowerbed": None}
                   for c in D.COLOURS]
        # every type's food fits its panel, all seven types (test_ladybird_food.py draws them)
        types = list(range(len(D.TYPES)))
        seats = geo.layout_seats(zone, [tableau] * n, [types] * n, n == 1, 70)
        for s in seats:
            food = [pygame.Rect(r.x, r.y, r.w + 2 + s.food_text_w, r.h) for r in s.food_rects.values()]
            assert s.food_text_w >= 16 and all(s.rect.contains(r) for r in food), n
            assert not any(a.colliderect(b) for i, a in enumerate(food) for b in food[i + 1:]), n
            assert s.bonus_icon >= 18   # was 16x22 cards with ~12 px pictures
            for bonus in s.bonus:       # all three kinds of bonus card fit above their column
                assert 3 * s.bonus_icon <= bonus.w
            parts = [s.revealed, s.score, *s.feet, *s.tile_rects, *s.counters.values()]
            assert all(s.rect.contains(p) for p in parts if p.h)
            for i, a in enumerate(s.counters.values()):
                assert not any(a.colliderect(b) for b in list(s.counters.values())[i + 1:])
                assert not any(a.colliderect(t) for t in s.tile_rects)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_opponent_panels_say_who_is_a_computer_and_at_which_level(app, monkeypatch, lang):
    scene = table(app, 3, 5, ("human", "hard", "easy"), lang)
    texts = drawn(app, monkeypatch)
    for q, level in ((1, "Hard"), (2, "Easy")):
        tag = i18n._("Computer, {level}").format(level=i18n._(level))
        header = scene.seats[q].header
        assert any(s == tag and header.contains(r) for s, r in texts), (q, tag)
    assert not any(s.startswith(i18n._("Computer, {level}").split("{")[0]) and scene.seats[0].header.contains(r)
                   for s, r in texts)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players, people", [(1, 1), (2, 1), (3, 1), (4, 1), (3, 3)])
def test_nothing_is_drawn_over_anything_in_play_and_at_the_end(app, monkeypatch, lang, players, people):
    scene = table(app, players, 11 + players, ("human",) * people + ("hard",) * (players - people), lang)
    chooser = random.Random(players)
    checks = 0

    def check(st) -> bool:
        nonlocal checks
        if len(scene.match.actions) % 37 == 0 or st.is_over():
            texts = drawn(app, monkeypatch)
            for q, seat in enumerate(scene.seats):
                assert_no_overlaps(app, texts, seat.rect, f"seat {q}")
                for s, r in texts:   # nothing leaves its panel
                    if seat.rect.colliderect(r):
                        assert seat.rect.contains(r), (s, r, seat.rect)
            for name in ("hand", "tiles", "pool", "orchard", "food"):
                assert_no_overlaps(app, texts, scene.layout.zone(name), name)
            checks += 1
        return st.is_over()
    play(app, scene, chooser, check)
    check(scene.state)
    bottom = scene.layout.zone("hand").union(scene.layout.zone("tiles"))
    texts = drawn(app, monkeypatch)
    assert_no_overlaps(app, texts, bottom, "final scores")
    for s, r in texts:   # the final table's headers are whole (never cut, never below 12 px)
        if bottom.contains(r):
            assert not s.endswith("\u2026"), s
    assert checks > 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_garden_tiles_help_is_drawn_whole(app, monkeypatch, lang):
    scene = table(app, 2, 3, (), lang)
    block = scene.tile_help_block()
    a = scene.assets
    assert not scene.layout.zone("tiles").clip(block) != block   # under the tiles, inside the panel
    assert block.top >= scene.tile_rects[0].bottom
    for number, text in TILE_HELP.items():
        text = i18n._(text)
        size = scene.help_size(text, block)
        lines = a.wrap(text, block.w, size)
        assert size >= 11
        # text_block draws a line only while it fits: every line fits, so none is dropped
        assert sum(a.text(line, size, theme.INK_ON_DARK).get_height() for line in lines) <= block.h, number
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        scene.tile_pick = number
        app.render()
    scene.tile_pick = None


def test_another_seats_last_move_stays_marked_until_the_person_acts(app):
    scene = table(app, 2, 21, ("human", "hard"))
    chooser = random.Random(2)
    st = scene.state
    # play the person's moves by clicks and the computer's through the table's own act()
    for _ in range(400):
        if st.current_player() == 1 and st.step == "draft" and not scene.turn_done:
            break
        if scene.turn_done:
            scene.end_turn()
            continue
        action = chooser.choice(st.legal_actions())
        if st.current_player() == 0:
            perform(app, scene, action)
        else:
            scene.act(action, None, by_viewer=False)
        st = scene.state
    else:
        raise AssertionError("the computer never drafted")
    draft = next(a for a in st.legal_actions() if isinstance(a, Draft))
    scene.act(draft, None, by_viewer=False)
    assert ("slot", draft.slot) in scene.marks[1]
    used = False
    for _ in range(20):   # the rest of its turn: the tile it uses is marked too
        if scene.state.current_player() != 1:
            break
        action = scene.state.legal_actions()[0]
        scene.act(action, None, by_viewer=False)
        if isinstance(action, UseTile):
            used = True
            assert ("tile", 1, action.tile) in scene.marks[1]
            pulses = [f for f in scene.anims.of(Flash) if f.payload[0] == "mark"]
            assert pulses and pulses[-1].payload == ("mark", 1, ("tile", 1, action.tile))
            assert 150 <= pulses[-1].duration <= 400   # a short movement as it lands
    assert used and scene.marks[1]
    scene.settle()   # landed: every mark is drawn where its component now lies
    assert all(scene._mark_rect(m) is not None for m in scene.marks[1]), scene.marks[1]
    # the person acts: the marks go
    st = scene.state
    assert st.current_player() == 0
    action = chooser.choice(st.legal_actions())
    perform(app, scene, action)
    assert not scene.marks.get(1)


def test_each_column_says_what_it_is_worth_now_and_what_a_move_changed(app, monkeypatch):
    scene = table(app, 2, 9)
    chooser = random.Random(9)
    changed = []

    def check(st) -> bool:
        for q in range(st.num_players):
            now = {c["colour"]: c for c in st.score_details(q)["columns"]}
            assert scene.live_columns[q] == now
        return len(scene.match.actions) > 80
    before = None
    for _ in range(200):
        st = scene.state
        if check(st):
            break
        old = [{c["colour"]: c["points"] for c in st.score_details(q)["columns"]} for q in range(2)]
        old_totals = st.score_sheet().totals()
        perform(app, scene, chooser.choice(st.legal_actions()))
        st = scene.state
        for q in range(2):
            new = {c["colour"]: c["points"] for c in st.score_details(q)["columns"]}
            diff = {c: p - old[q].get(c, 0) for c, p in new.items() if p != old[q].get(c, 0)}
            total = st.score_sheet().totals()[q] - old_totals[q]
            if diff or total:
                assert scene.deltas[q] == {"total": total, **diff}
                changed.append(q)
    assert changed
    texts = drawn(app, monkeypatch)
    for q, seat in enumerate(scene.seats):
        for k, (c, _area) in enumerate(seat.columns):
            points = scene.live_columns[q][D.COLOURS[c]]["points"]
            assert any(s == str(points) and seat.feet[k].contains(r) for s, r in texts), (q, k)


def test_every_hand_is_face_up_once_the_game_is_over(app, monkeypatch):
    scene = table(app, 3, 4)
    play_until(app, scene, random.Random(4), lambda st: st.is_over(), limit=3000)
    st = scene.state
    blits = []
    real = scene.art.card

    def card(c, size):
        blits.append(c)
        return real(c, size)
    monkeypatch.setattr(scene.art, "card", card)
    app.render()
    for q in range(3):
        assert scene.view["seats"][q]["hand"] == list(st.hands[q])
        assert set(st.hands[q]) <= set(blits), q


def test_other_hands_stay_hidden_until_the_end():
    st = Match(Setup("ladybird", ("A", "B")), 1).state
    assert st.view(0)["seats"][1]["hand"] is None
    assert st.view(0)["seats"][0]["hand"] == list(st.hands[0])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_score_says_what_every_part_is_worth_now(app, lang):
    scene = table(app, 2, 9, (), lang)
    play_until(app, scene, random.Random(9), lambda st: len(scene.match.actions) > 60)
    st = scene.state
    for q, seat in enumerate(scene.seats):
        tip = scene.tooltip_at(seat.score.center)
        d = st.score_details(q)
        assert str(scene.totals[q]) in tip.title
        for col in d["columns"]:
            assert any(line.endswith(f"= {col['points']}") and i18n._(D.COLOUR_NAMES[col["colour"]]) in line
                       for line in tip.lines), col
        for part in ("memories", "aphids"):   # "…: 5" (English) or "…：5点" (Japanese)
            assert any(re.search(f"[:：] ?{d[part]['points']}(点)?$", line) for line in tip.lines), part
        # the header counters answer for themselves where they are drawn
        assert scene.tooltip_at(seat.counters["aphids"].center).key[0] == "aphids"
        assert scene.tooltip_at(seat.counters["memories"].center).key[0] == "memories"
        assert scene.tooltip_at(seat.counters["hand"].center).key[0] == "seat_hand"


def test_undo_forgets_what_the_undone_move_changed(app):
    scene = table(app, 2, 9, ("human", "hard"))
    chooser = random.Random(5)
    for _ in range(300):
        st = scene.state
        if st.current_player() == 0 and not scene.turn_done and scene.match.can_undo() and scene.deltas.get(0):
            break
        if scene.turn_done:
            scene.end_turn()
            continue
        action = chooser.choice(st.legal_actions())
        if st.current_player() == 0:
            perform(app, scene, action)
        else:
            scene.act(action, None, by_viewer=False)
    else:
        raise AssertionError("no undoable scoring move")
    scene.on_undo()
    assert scene.deltas == {}
