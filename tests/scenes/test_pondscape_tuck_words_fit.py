"""Pondscape's tuck prompt in the controls (two short lines under the buttons) ran past the
controls' zone under the players' panel at 1024x600 in Japanese (「…光っているエサカード」 lost its
last character there: fonts drawn at 0.8 are a little wider on the plan): each line now fits
the zone at every window scale, in both languages."""
from __future__ import annotations

import pytest

from driver import make_app
from game import i18n
from game.scenes.pondscape.table import PondscapeScene  # noqa: F401  (its layout)
from game.ui import layout, theme
from game.ui.canvas import set_scale

WORDS = ("Tuck: pick a hand card,\nthen a lit food card", "Tuck up to {n} more:\nthen a lit food card",
         "Take a card: the number\nabove it moves the frog.")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_each_line_of_the_tuck_prompt_fits_the_controls(lang, size):
    i18n.set_language(lang)
    app = make_app(size)
    try:
        zone = layout.load("pondscape").zone("controls")
        for msgid in WORDS:
            for line in i18n._(msgid).format(n=2).split("\n"):
                width = app.assets.width(line, theme.SMALL_SIZE, False)
                assert width <= zone.w, (lang, size, line, width, zone.w)
    finally:
        set_scale(1.0)
        i18n.set_language("en")
