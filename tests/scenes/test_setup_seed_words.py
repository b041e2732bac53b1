"""The seed field takes digits only: a letter typed there was dropped without a word (a
play-test); the setup screen now says why, and the words go once a digit is typed."""
from __future__ import annotations

import pygame
import pytest

from driver import click, key, make_app, type_text
from game import i18n, startup
from game.scenes.common.setup import SetupScene
from game.ui import textrecord


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)
    yield
    i18n.set_language("en")


def _drawn(app) -> str:
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return "".join("".join(t.string.split()) for t in rec.texts)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_letter_typed_in_the_seed_field_is_answered(lang):
    i18n.set_language(lang)
    app = make_app()
    setup = app.push(SetupScene(app, "paddy"))
    click(app, setup.seed_field.rect.center)
    type_text(app, "4a")
    assert setup.seed_field.text == "4"
    said = i18n._("The seed is a whole number: type digits only.")
    assert setup.message == said and "".join(said.split()) in _drawn(app)
    type_text(app, "2")
    assert setup.seed_field.text == "42" and setup.message == ""
    type_text(app, "1234567890")   # nine digits at most
    assert len(setup.seed_field.text) == 9
    assert setup.message == i18n._("The seed has at most {n} digits.").format(n=9)
    key(app, pygame.K_BACKSPACE)
    assert setup.message == ""
