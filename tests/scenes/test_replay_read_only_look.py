"""The replay viewer's table looks read-only (issue 28, second pass): when the seat shown is the
one to act, nothing on the table glows as clickable (legal moves, hover glows), no title button
or prompt asks it to act, and the review's suggestion is the only outline drawn."""
import re

import pygame
import pytest

from driver import make_app
from game.rules.base import AUTOMA
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.replay import open_replay
from game.smoke import show
from game.ui import draw, textrecord
from titles import every_title, random_match


@pytest.fixture
def glows(monkeypatch):
    """The rects `draw.glow` ("you can click this") is asked to draw, frame by frame."""
    drawn: list[pygame.Rect] = []
    real = draw.glow

    def recorded(surface, rect, *args, **kwargs):
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "glow", recorded)
    return drawn


def render_at(app, pos) -> None:
    app.input.pointer = pos
    app.full_frame = True
    app.render()


def live_table_at(app, match: Match, step: int):
    """A played table of `match` after `step` moves, shown to the seat to act (None if that is
    the automa or nobody)."""
    m = Match.replay(match.setup, match.seed, match.actions[:step])
    seat = m.state.current_player()
    if seat is None or seat == AUTOMA or m.state.is_over():
        return None
    table = registry.scene_class(match.setup.title)(app, m)
    show(app, table)
    return table


@every_title
def test_the_seat_to_act_sees_no_glow_no_button_and_no_prompt_to_act(title, glows):
    players = 1 if title == "pondscape" else (2 if title == "ladybird" else 3)
    match = random_match(title, players=players, steps=10_000, seed=6)
    app = make_app()
    checked = 0
    for step in range(4, len(match.actions), 7):
        table = live_table_at(app, match, step)
        if table is None:
            continue
        glows.clear()
        render_at(app, (-10_000, -10_000))
        live = list(glows)
        if not live:
            continue   # (a step the live table has nothing to glow at either)
        seat = table.state.current_player()
        acting = {b.label for b in table.buttons if b.label}
        table.show_to(None)   # the same table seen by nobody at it: its buttons only look at the game
        acting -= {b.label for b in table.buttons}
        show(app, table)
        # the replay of that step, in both modes that show the seat to act
        for view in (None, seat):
            replay = open_replay(app, match, step)
            if view is not None:
                replay.show_as(view)
            assert replay.table.viewer == seat
            spots = [(-10_000, -10_000)] + [r.center for r in live] + [b.rect.center for b in table.buttons]
            for pos in spots:   # still, and hovering where the played table glows or has buttons
                glows.clear()
                with textrecord.recording() as rec:
                    render_at(app, pos)
                assert glows == [], (title, step, view, pos)
            assert not any(b.enabled for b in replay.table.buttons)
            assert not acting & {b.label for b in replay.table.buttons}, (title, step)
            assert not acting & texts(rec), (title, step)
            app.pop()
        checked += 1
        if checked >= 3:
            break
    assert checked, f"no {title} step where the seat to act has a move to glow"


def texts(rec) -> set[str]:
    return {t.string for t in rec.texts}


def test_koinobori_players_panel_names_the_seat_watched_and_keeps_the_counts_beside_every_hand():
    match = random_match("koinobori", players=3, steps=10_000, seed=6)
    app = make_app()
    replay = open_replay(app, match, 20)
    table = replay.table
    st = table.state
    panel = table.layout.zone("players")

    def panel_texts() -> list[str]:
        with textrecord.recording() as rec:
            render_at(app, (-10_000, -10_000))
        return [t.string for t in rec.texts if panel.contains(t.ink)]

    assert table.open_hands and not st.is_over()
    shown = panel_texts()
    # every hand face up (a cell per seat: its name, under it its cards), and still each seat's
    # personal pole and level counts, each word beside its number
    assert shown.count("pole") == 3 and shown.count("level") == 3
    for q in range(3):
        assert st.names[q] in shown
        assert f"{len(st.own_poles[q])}/3" in shown and str(st.level(q)) in shown
        assert table.player_rects[q].h >= 60   # (room for a name line and cards under it)
    assert "you" not in shown
    # one seat's view: that seat is named as the view, never "you"
    replay.show_as(1)
    shown = panel_texts()
    assert "you" not in shown and "view" in shown and shown.count("Human") == 2
    assert "hand" in shown   # (its own count column again, the others' hands hidden)
    tip = replay.table.tooltip_at(replay.table.player_rects[1].center)
    assert tip is not None and "(you)" not in tip.title


PROMPTS = re.compile(r"\b(click|drag|hurry|your|you|wait for|end turn)\b", re.IGNORECASE)
PROMPTS_JA = re.compile(r"クリック|ドラッグ|あなた|急が|ターン終了")
ALLOWED = {"Full log: click or L"}   # the viewer's own log opens with a click (replay_log.py)


@every_title
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_text_on_the_table_asks_the_seat_shown_to_act_or_calls_it_you(title, language):
    """No "click to hurry it", "Your turn is done: End turn…", "Your hand", hand-off words:
    at a spread of steps, shown as every seat and as one seat, in English and Japanese."""
    from game import i18n

    players = 1 if title == "pondscape" else (2 if title == "ladybird" else 3)
    match = random_match(title, players=players, steps=10_000, seed=6)
    app = make_app()
    i18n.set_language(language)
    app.apply_language()
    try:
        allowed = {i18n._(text) for text in ALLOWED}
        pattern = PROMPTS if language == "en" else PROMPTS_JA
        steps = len(match.actions)
        facts = open_replay(app, match, 0).timeline.facts
        app.pop()
        automa = [k for k in range(steps) if facts[k].to_act == AUTOMA][:2]   # (the Croaker's turns: "hurry it")
        assert automa or title != "pondscape"
        for step in sorted({round(steps * k / 11) for k in range(12)} | set(automa)):
            replay = open_replay(app, match, step)
            for view in ([None, 0] if players > 1 else [None]):
                replay.show_as(view)
                with textrecord.recording() as rec:
                    render_at(app, (-10_000, -10_000))
                bad = [t.string for t in rec.texts if pattern.search(t.string) and t.string not in allowed]
                assert not bad, (title, language, step, view, bad)
                if step in automa:   # the Croaker's turn is said, without "click to hurry it"
                    assert i18n._("The Croaker's turn: its move is the next step.") in {t.string for t in rec.texts}
            app.pop()
    finally:
        i18n.set_language("en")
        app.apply_language()
