"""The table's log panel lights the newest entry on every one of its lines (issue 24: the first
line of a wrapped newest entry was grey and the rest bright), and only the newest entries."""
from __future__ import annotations

import random

import pytest

from driver import end_turn, make_app
from game import i18n
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui import textrecord, theme
from titles import AVAILABLE


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_wrapped_newest_entry_is_bright_on_all_its_lines(title):
    i18n.set_language("en")
    app = make_app()
    registry.start_new(app, Setup(title, ("Maximiliana Wolf", "Bartholomewsmith"), 0), 2)
    table = app.find(TableScene)
    if not table.layout.has("log"):
        pytest.skip("no log panel")
    rng = random.Random(4)
    area = table.layout.zone("log")
    checked = 0
    for _ in range(60):
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        elif not end_turn(app) and not table.state.is_over():
            table.act(rng.choice(table.state.legal_actions()))
        if table.message_over_log() or not table.state.log:
            continue
        newest = app.assets.wrap(table.state.log[-1], area.w - 16, theme.SMALL_SIZE)
        if len(newest) < 2 or len(newest) >= len(table._log_lines):
            continue
        app.render()
        with textrecord.recording() as rec:
            table._draw_log(app.canvas)
        drawn = [t for t in rec.texts if t.string in table._log_lines]
        bright = [t.string for t in drawn if _ink(app.canvas, t.ink) == tuple(theme.INK_ON_DARK[:3])]
        assert newest == table._log_lines[-len(newest):]
        assert all(line in bright for line in newest), (newest, bright)
        assert table._log_lines[0] not in bright, "an older entry is drawn bright too"
        checked += 1
        if checked >= 3:
            break
    assert checked, "no wrapped newest entry met"


def _ink(canvas, rect):
    """The brightest colour inside a text's ink (its glyphs' colour)."""
    best = None
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = canvas.get_at((x, y))[:3]
            if best is None or sum(c) > sum(best):
                best = c
    return tuple(best)
