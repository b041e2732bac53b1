"""Drawing text never raises, whatever the string (a security test, 2026-12-06): a player name
made of a lone variation selector U+FE0F made pygame raise "Text has zero width" when a table
drew it, so every window at the table died, again at each reopening, and `python -m game
screenshot` stopped on the tester's saves (tests/data/*_vs16.json).  A text the font draws at
zero width now draws nothing; a NUL or a broken surrogate does not stop the drawing either."""
import shutil
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game.cli import main

DATA = Path(__file__).parent / "data"
LEGACY_SAVES = ["paddy_vs16.json", "koi_vs16.json"]

TEXTS = ["\ufe0f", "\u200b", "\u00ad\u2060", "\U000E0001", "\ufeff", "a\x00b", "\x00", "a\ud800b", "\udfff",
         "\u3164", "", "Ann"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_drawing_any_text_never_raises(lang):
    """Every way the program renders text: cached text, a font's render and size, wrapping,
    the markdown pages' metrics (Japanese text with a DejaVu-only letter is drawn in runs)."""
    from game import i18n
    from game.ui.assets import Assets
    from game.ui.mdtext import Metrics, Style

    pygame.font.init()
    i18n.set_language(lang)
    try:
        assets, metrics = Assets(), Metrics()
        for text in TEXTS + ["š\ufe0f", "ł\u200b", "\ufe0fš"]:
            for size, bold in ((16, False), (13, True)):
                assets.text(text, size, bold=bold)
                font = assets.font(size, bold, text)
                font.render(text, True, (0, 0, 0))
                font.size(text)
                assets.width(text, size, bold)
                assets.wrap(text, 100, size, bold)
            metrics.render(text, Style(16))
            metrics.width(text, Style(16, italic=True))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("name", LEGACY_SAVES)
def test_the_screenshot_command_draws_a_save_holding_such_a_name(name, tmp_path):
    """`python -m game screenshot` stopped with "Text has zero width" on the tester's saves."""
    save = tmp_path / name
    shutil.copy(DATA / name, save)
    out = tmp_path / "shot.png"
    assert main(["screenshot", str(save), str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=24), st.sampled_from(["en", "ja"]))
def test_any_string_draws_and_measures(text, lang):
    from game import i18n
    from game.ui.assets import Assets

    pygame.font.init()
    i18n.set_language(lang)
    try:
        assets = Assets()
        image = assets.text(text, 16)
        assert image.get_width() >= 0
        assets.width(text, 16, True)
        assets.font(16, False, text).render(text, True, (0, 0, 0))
    finally:
        i18n.set_language("en")
