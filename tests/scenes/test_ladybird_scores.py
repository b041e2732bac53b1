"""Ladybird's scores on the table: every seat's running total while playing, and at the end each
column's points on the column and every seat's points by category, all from the rules."""
import random

import pygame
import pytest

from driver import make_app, recorded_texts
from game.rules.base import Setup
from game.rules.ladybird import data as D
from game.rules.match import Match
from game.scenes.ladybird import LadybirdScene
from game.ui import draw
from test_ladybird_scene import open_table, pass_handoff, play_until

LONG_NAMES = ("Maximiliana Wolf", "Bartholomew Kaye", "Chiyo Watanabe-K", "Devendra Rao Jr.")


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def drawn(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every (text, rect) one frame draws."""
    real = draw.text
    seen = recorded_texts(monkeypatch)
    app.render()
    monkeypatch.setattr(draw, "text", real)
    return seen


def test_every_seat_shows_its_running_total_after_every_move(app, monkeypatch):
    scene = open_table(app, 3, 4)
    seen = []

    def check(st) -> bool:
        assert scene.totals == st.score_sheet().totals()
        seen.append(tuple(scene.totals))
        return len(seen) > 120
    play_until(app, scene, random.Random(4), check)
    assert len(set(seen)) > 3  # the totals moved during play
    texts = drawn(app, monkeypatch)
    for q, seat in enumerate(scene.seats):
        assert seat.rect.contains(seat.score)
        assert not seat.score.colliderect(seat.revealed)
        assert any(s == str(scene.totals[q]) and seat.score.contains(r) for s, r in texts), q


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_end_shows_each_column_and_each_category_from_the_rules(app, monkeypatch, players):
    match = Match(Setup("ladybird", LONG_NAMES[:players]), 8)
    chooser = random.Random(8)
    scene = LadybirdScene(app, match)
    app.push(scene)
    pass_handoff(app)
    play_until(app, scene, chooser, lambda st: st.is_over(), limit=1500)
    st = scene.state
    texts = drawn(app, monkeypatch)
    sheet = st.score_sheet()
    bottom = scene.layout.zone("hand").union(scene.layout.zone("tiles"))
    for q, seat in enumerate(scene.seats):
        details = {c["colour"]: c for c in st.score_details(q)["columns"]}
        assert scene.column_points[q] == details
        for c, area in seat.columns:  # each column's cards x points per card, and its points, on it
            col = details[D.COLOURS[c]]
            label = [r for s, r in texts if s == f"{col['cards']}\u00d7{col['per_card']}" and area.contains(r)]
            assert label, (q, D.COLOURS[c])
        assert any(s == str(sheet.totals()[q]) and seat.score.contains(r) for s, r in texts)
        # the final table where the hand was: the whole name, every category and the total
        row = [r for s, r in texts if s.startswith(LONG_NAMES[q]) and bottom.contains(r)]
        assert row, q
        cells = [s for s, r in texts if bottom.contains(r) and abs(r.centery - row[0].centery) < 4]
        assert [str(sheet.rows[q][c]) for c in sheet.categories] + [str(sheet.totals()[q])] == cells[1:]
    # nothing of the hand or the garden tiles is drawn any more
    assert not any(s.startswith("Your hand") or s.startswith("Your garden") for s, _r in texts)


def test_a_long_name_never_runs_into_the_seat_counters(app, monkeypatch):
    match = Match(Setup("ladybird", LONG_NAMES), 3)
    scene = LadybirdScene(app, match)
    app.push(scene)
    pass_handoff(app)
    texts = drawn(app, monkeypatch)
    for q, seat in enumerate(scene.seats):
        header = [r for s, r in texts if s.rstrip("\u2026") and LONG_NAMES[q].startswith(s.rstrip("\u2026").split("  (")[0])
                  and seat.rect.collidepoint(r.center) and r.y < seat.rect.y + 34]
        assert header, q
        assert header[0].right < seat.hand_icon.x - 88  # left of the memories counter
