"""Pondscape play-test fixes: a 16-character Japanese name in the English edition (the pond's
title at the end, the log panel, the solo results' title), the guided first game's outlines and
panel, the rules' word for the jumping frog's move, the card panel on a new turn, and the word
for a seat a person plays.  Texts are checked with the recorder (game/ui/textrecord.py)."""
from __future__ import annotations

import random

import pytest

from driver import make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.pondscape import PondscapeScene
from game.ui import textrecord

NAME = "鯉のぼり大好きおじいちゃん様です"   # the play-tester's name: 16 wide characters


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))   # (solo scores are not kept)
    return make_app()


def solo(seed: int = 11, finish: bool = True, steps: int = 0) -> Match:
    """A solo game seated with NAME, played by random legal moves to its end (or `steps` moves)."""
    match = Match(Setup("pondscape", (NAME,)), seed)
    rng = random.Random(seed)
    while not match.state.is_over() and (finish or len(match.actions) < steps):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def frame(app) -> textrecord.Recorder:
    """The screen drawn whole with the text recorder on."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return rec


def open_solo(app, match: Match) -> PondscapeScene:
    table = PondscapeScene(app, match)
    app.reset(table)
    table.show_to(0)
    return table


def test_the_pond_title_at_the_end_stays_clear_of_the_food_row_label(app):
    """p27: "NAME's pond · 46 points +8" ran over "Food row · the jumping frog…"."""
    table = open_solo(app, solo())
    assert table.state.is_over()
    rec = frame(app)
    title = [t for t in rec.texts if t.string.startswith(NAME)]
    assert title and not title[0].full, "the title is drawn whole"
    assert [str(f) for f in rec.findings((NAME,)) if f.kind == "overlap"] == []


@pytest.mark.parametrize("steps", [0, 1, 4])
def test_log_lines_with_a_japanese_name_stay_in_the_panel_on_one_line_spacing(app, steps):
    """p_solo_setup: a log line ran past the panel's right border (the wrap measured the Latin
    line after a name in the Japanese font, narrower than the DejaVu it is drawn in), and a
    line in the Japanese font sat 4 units lower than a Latin one: lines 16 and 24 apart."""
    from game.ui import theme

    table = open_solo(app, solo(finish=False, steps=steps))
    rec = frame(app)
    log = table.layout.zone("log")
    lines = [t for t in rec.texts if log.collidepoint(t.pos) and t.string in table._log_lines]
    assert len(lines) >= 2 and NAME in lines[0].string
    assert [str(f) for f in rec.findings((NAME,)) if f.string in table._log_lines] == []
    assert all(log.contains(t.ink) for t in lines)
    baselines = [t.pos[1] + app.assets.font(theme.SMALL_SIZE, False, t.string).get_ascent() for t in lines]
    assert {b - a for a, b in zip(baselines, baselines[1:])} == {20}, baselines


def test_the_full_log_keeps_one_line_spacing_with_a_japanese_name(app):
    """The whole log (L) drew a line in the taller Japanese type (a Japanese name in the English
    edition) lower than a Latin one, so the spacing looked uneven: its lines share baselines,
    LINE_H apart, as the table's log panel's do."""
    from driver import key
    from game.scenes.common.log import LINE_H, LogScene
    from game.ui import theme
    import pygame

    open_solo(app, solo(finish=False, steps=12))
    key(app, pygame.K_l)
    log = app.top
    assert isinstance(log, LogScene)
    rec = frame(app)
    drawn = {(t.string, t.pos[1]): t for t in rec.texts}
    tops = log.row_tops()
    pairs, mixed = 0, 0
    for (i, y), (j, y2) in zip(tops, tops[1:]):
        (kind, first), (kind2, second) = log.rows[i], log.rows[j]
        if kind != "line" or kind2 != "line":
            continue
        a = next(t for (text, _y), t in drawn.items() if text == first and abs(_y - y) < LINE_H)
        b = next(t for (text, _y), t in drawn.items() if text == second and abs(_y - y2) < LINE_H)
        base = [t.pos[1] + app.assets.font(theme.SMALL_SIZE, False, t.string).get_ascent() for t in (a, b)]
        assert base[1] - base[0] == LINE_H, (first, second, base)
        pairs += 1
        mixed += (NAME in first) != (NAME in second)
    assert pairs >= 3 and mixed >= 1


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (2560, 1440)])
def test_the_solo_results_title_shows_the_whole_name_and_mode(tmp_path, monkeypatch, size):
    """p_results: "NAME · Pondscape against the C…" was cut; it is set in smaller type."""
    from game import layoutcheck
    from game.scenes.common.results import ResultsScene

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = layoutcheck.make_app(size)
    app.reset(ResultsScene(app, solo()))
    rec = frame(app)
    assert any(t.string == f"{NAME} \u00b7 Pondscape against the Croaker" for t in rec.texts)
    assert [str(f) for f in rec.findings((NAME,))] == []


def lesson_frames(app, table):
    """Click the Pondscape lesson through from its start, one outlined place at a time (as
    test_tutorial_scene does), yielding after each frame drawn with the recorder on."""
    from driver import advance, button_pos, click, end_turn

    guide = table.lesson
    for _ in range(400):
        if guide.finished():
            return
        rec = frame(app)
        yield rec
        if end_turn(app):
            continue
        if guide.lesson.waiting_note(table.match):
            click(app, button_pos(guide, "Next"))
        elif guide.expected() is None:
            advance(app, 1000)   # the computer's scripted move
        else:
            if table.input_grace > 0:
                advance(app, table.input_grace + 1)
            click(app, guide.outlines()[0].center)   # the first place outlined, then the next...
    raise AssertionError("the lesson never ended")


def test_the_lessons_outlines_and_panel_leave_the_tables_texts_and_panels_readable(app):
    """pt3, pk3: the lesson's outline over the Flip button hid "face up" above it, and over a
    top-row pond space the pond's title (over a food card its count, over a frog's spot its
    "+2"); pt1: the lesson's panel, grown upwards for step 1's words, covered the card panel's
    corner.  At every step: no text of the table under an outline, the panel over no panel."""
    from test_tutorial_scene import open_lesson

    table = open_lesson(app, "pondscape")
    guide = table.lesson
    seen = 0
    for rec in lesson_frames(app, table):
        panel = guide.panel
        for other in [table.layout.zone("preview"), *table.other_rects.values(), *table.hand_rects]:
            assert not panel.colliderect(other), (guide.words()[0], panel, other)
        table_layer = min(t.layer for t in rec.texts)   # (a tooltip is drawn on a layer of its own)
        texts = [t for t in rec.texts if t.layer == table_layer and not panel.colliderect(t.ink)]
        for place in guide.outlines():
            reach = guide.reach(place)
            covered = [t.string for t in texts if reach.colliderect(t.ink) and not place.contains(t.ink)]
            assert not covered, (guide.words()[0], place, covered)
            seen += 1
    assert seen > 20


def test_the_jumping_frogs_move_is_counted_in_borders_as_the_rules_say(app):
    """p8: the bar said "Move the jumping frog 1 or 2 spaces", the buttons "Jump 1 space",
    where the rules page and the food row count borders (docs/rules/pondscape.md)."""
    from game.rules.pondscape import Jump, Tuck

    match = Match(Setup("pondscape", ("Ana", "Ben")), 3)
    rng = random.Random(3)
    while match.state.phase != "jump":
        match.apply(rng.choice(match.state.legal_actions()))
    seat = match.state.current_player()
    table = PondscapeScene(app, match)
    app.reset(table)
    table.show_to(seat)
    drawn = [t.string for t in frame(app).texts]
    assert "Jump 1 border" in drawn and "Jump 2 borders" in drawn
    assert table.bar_text.endswith(": Move the jumping frog 1 or 2 borders forward.")
    said = [match.state.check(Jump(3)), match.state.check(Tuck(match.state.hands[seat][0], 0)),
            Jump(1).describe(), Jump(2).describe(), *drawn]
    assert not [s for s in said if "space" in s and ("frog" in s or "Jump" in s)], said


def test_a_new_turn_shows_its_help_not_the_card_left_under_the_pointer(app):
    """pt6: at the learner's next turn the card panel still described the card just played
    ("Face up: Horned frog"), the pointer resting where it was clicked, while the bar asked
    to take a card.  The panel shows the turn's help until the pointer moves; then it
    describes the card pointed at, as before."""
    import pygame
    from test_tutorial_scene import open_lesson

    table = open_lesson(app, "pondscape")
    guide = table.lesson
    for rec in lesson_frames(app, table):
        if guide.lesson.index(table.match) == 5 and table.phase == "take":
            break
    pointer = app.input.pointer
    played = table._cell_at(pointer)
    assert played is not None and table.view["ponds"][0][played] is not None, "the pointer rests on the card played"
    drawn = [t.string for t in rec.texts]
    assert not any(s.startswith("Face up:") for s in drawn), drawn
    assert any(s.startswith("Take a card from the display.") for s in drawn)
    moved = (pointer[0] + 3, pointer[1] + 3)   # still on the card, but moved
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(3, 3), buttons=(0, 0, 0)))
    app.step()
    assert any(t.string.startswith("Face up:") for t in frame(app).texts)


def test_a_seat_a_person_plays_is_called_human_as_on_the_setup_screen(app):
    """ph2: the other seat's box said "person" where the setup screen's seat choice says
    "Human" (game/scenes/common/setup.py SEAT_CHOICES)."""
    table = PondscapeScene(app, Match(Setup("pondscape", ("Ana", "Ben")), 5))
    app.reset(table)
    table.show_to(table.state.current_player())
    drawn = [t.string for t in frame(app).texts]
    assert "Human" in drawn and "person" not in drawn


def test_one_point_is_said_in_the_singular(app):
    """"Your pond · 1 point", never "1 points" (play-test, round 2)."""
    table = PondscapeScene(app, Match(Setup("pondscape", ("Ana", "Ben")), 5))
    app.reset(table)
    table.show_to(table.state.current_player())
    table.totals[table.focus] = 1
    table._labels()
    assert table.pond_title.endswith("1 point")
    table.totals[table.focus] = 2
    table._labels()
    assert table.pond_title.endswith("2 points")


def test_after_the_game_a_tucked_foods_tooltip_says_what_it_scored_not_what_one_more_would():
    """After the game nothing more can be tucked: the tooltip says what the tucked cards scored
    (play-test, round 2: "one more tucked card would score 7" on the results' table)."""
    app = make_app()
    over = open_solo(app, solo())
    tip = over._tip_tucked(0)
    assert "would score" not in tip.lines[0] and "scored" in tip.lines[0]
    playing = open_solo(app, solo(finish=False, steps=4))
    assert "one more tucked card would score" in playing._tip_tucked(0).lines[0]


def test_the_jumping_frogs_tuck_prompt_says_one_card_under_each_food():
    """"Tuck up to one card … under your butterfly and your spider" read as one card in all;
    the rule is one under each (play-test, round 2)."""
    for seed in range(1, 40):
        match = Match(Setup("pondscape", ("Ana", "Ben")), seed)
        rng = random.Random(seed)
        while not match.state.is_over():
            st = match.state
            if st.phase == "jump_tuck" and len(st.jump_foods) == 2:
                assert "under each of your" in st.prompt(), st.prompt()
                return
            match.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no tuck after a jump in 39 games")
