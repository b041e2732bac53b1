"""A score column's heading in two lines breaks between Japanese phrases: 押し込んだ / カード,
never 押し込ん / だカード (a play-test read the Pondscape solo results so)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from driver import make_app
from game import i18n
from game.scenes.common.results import ResultsScene
from game.ui import theme


@pytest.mark.parametrize("label", ["_breakdown_label", "_header_lines"])
def test_a_two_line_japanese_heading_breaks_between_phrases(label):
    i18n.set_language("ja")
    try:
        app = make_app()
        scene = SimpleNamespace(assets=app.assets)
        text = "押し込んだカード"
        whole = app.assets.width(text, 13, True)
        seen = 0
        phrase = app.assets.width("押し込んだ", 13, True)   # narrower, no phrase break fits at 13 px
        for width in range(phrase, whole - 1, 2):   # too narrow for one line at 13 px
            size, lines = getattr(ResultsScene, label)(scene, text, width)
            if len(lines) == 2 and size >= 12:
                assert lines == ["押し込んだ", "カード"], (width, size, lines)
                seen += 1
        assert seen
    finally:
        i18n.set_language("en")
