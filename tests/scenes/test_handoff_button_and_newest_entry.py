"""The hand-off screen with a 16-character Japanese name: the button says the whole 'I am <name>
— show my cards' (it widens within the panel rather than cutting or shrinking it), and the
newest entry of 'since your last turn' is dark on every line it wraps to."""
from __future__ import annotations

import pytest

from driver import click, make_app
from game import i18n, layoutcheck
from game.scenes.common.handoff import HandoffScene
from game.ui import textrecord, theme


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
def test_the_handoff_button_holds_a_long_name_and_the_newest_entry_is_dark_throughout(app, lang, names, monkeypatch):
    i18n.set_language(lang)
    ready = []
    long_entry = "Ben plays yellow-green (Extra play) on pole 1, and then a great deal more happens on the table."
    scene = HandoffScene(app, names[3], 3, lambda: ready.append(True), note=["Ann starts.", long_entry])
    app.push(scene)
    from game.ui import draw
    seen = []
    real = draw.text

    def record(surface, assets, string, pos, size=theme.BODY_SIZE, colour=theme.INK, bold=False, anchor="topleft"):
        seen.append((string, colour, size))
        return real(surface, assets, string, pos, size, colour, bold, anchor)

    monkeypatch.setattr(draw, "text", record)
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    assert [f for f in rec.findings(names) if f.kind in ("button cut", "name cut", "tiny")] == []
    label = [(s, size) for s, _c, size in seen if names[3] in s and s == scene.button.label]
    assert label and label[0][1] == theme.BODY_SIZE            # whole, at the button's own size
    assert scene.layout.zone("panel").contains(scene.button.rect)
    newest = [c for s, c, _z in seen if s and s in long_entry]
    assert len(newest) >= 2 and all(c == theme.INK for c in newest)   # every line of the newest entry
    assert [c for s, c, _z in seen if s == "Ann starts."] == [theme.INK_SOFT]
    click(app, scene.button.rect.center)
    assert ready == [True]
