"""The log panel's lines end above its "Full log" caption, in both languages (Japanese type is
taller than the 20-px rows)."""
from __future__ import annotations

import random

import pytest

from driver import end_turn, make_app
from game import i18n
from game.rules.base import AUTOMA, Setup
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui import theme
from titles import AVAILABLE


@pytest.mark.parametrize("lang, names", [("en", ("Ana", "Ben")), ("ja", ("Ana", "Ben")),
                                         # English type with a Japanese name: its lines are in the taller
                                         # Japanese font (a play-test saw the last one touch the caption)
                                         ("en", ("テントウムシ大好きおばあちゃんの", "プレイヤー3"))])
@pytest.mark.parametrize("title", AVAILABLE)
def test_the_log_lines_end_above_the_caption(title, lang, names):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        app = make_app()
        registry.start_new(app, Setup(title, names, 0), 2)
        table = app.find(TableScene)
        rng = random.Random(1)
        for _ in range(30):   # enough moves to fill the panel
            if isinstance(app.top, HandoffScene):
                app.top._ready()
            elif not end_turn(app) and not table.state.is_over():
                table.act(rng.choice(table.state.legal_actions()))
        table._update_chrome()
        if not table.layout.has("log"):
            pytest.skip("no log panel")
        area = table.layout.zone("log")
        caption = i18n._("Full log: click or L")
        caption_top = area.bottom - 4 - app.assets.font(theme.SMALL_SIZE, text=caption).get_height()
        lines = table._log_lines
        assert len(lines) >= 2   # whole entries only: a long entry that does not fit is left out
        last = lines[-1]
        bottom = area.y + 6 + 20 * (len(lines) - 1) + max(
            app.assets.font(theme.SMALL_SIZE, text=line).get_height() for line in lines[-1:])
        assert bottom <= caption_top, (title, lang, lines)
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_full_panel_of_lines_naming_a_japanese_player_ends_above_the_caption(title):
    """English type, a full log of short entries that name a player in Japanese: every line is
    in the taller Japanese font, and the panel takes no more of them than fit (a play-test saw
    "プレイヤー3 chooses a card." touch "Full log: click or L")."""
    app = make_app()
    registry.start_new(app, Setup(title, ("プレイヤー3", "Ben"), 0), 2)
    table = app.find(TableScene)
    if not table.layout.has("log"):
        pytest.skip("no log panel")
    table.state.log.extend(["プレイヤー3 chooses a card."] * 12)
    table._update_chrome()
    area = table.layout.zone("log")
    caption = i18n._("Full log: click or L")
    caption_top = area.bottom - 4 - app.assets.font(theme.SMALL_SIZE, text=caption).get_height()
    lines = table._log_lines
    assert lines and all(line == "プレイヤー3 chooses a card." for line in lines)
    bottom = area.y + 6 + 20 * (len(lines) - 1) + app.assets.font(theme.SMALL_SIZE, text=lines[-1]).get_height()
    assert bottom <= caption_top, (title, len(lines), bottom, caption_top)
