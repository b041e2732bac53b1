"""The save dialog reads the reason a save failed whole: a play-test saved into a read-only
folder and read "Could not save “pondscape-20261206-050650.json”: permission" without "denied."
(the Japanese showed no reason at all): the message area held one line and the rest was
dropped without a "…"."""
from __future__ import annotations

import errno
import random

import pygame
import pytest

from driver import click, key, make_app
from game import files, i18n
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.save_name import SaveNameScene
from game.simulate import default_setup
from game.ui import draw, textrecord


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _save_dialog(app) -> SaveNameScene:
    match = Match(default_setup("pondscape", 2), 3)
    chooser = random.Random(3)
    for _ in range(4):
        match.apply(chooser.choice(match.state.legal_actions()))
    registry.open_table(app, match)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, next(b for b in pause.buttons if b.label == "Save game").rect.center)
    assert isinstance(app.top, SaveNameScene)
    return app.top


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refused_save_says_why_whole(app, monkeypatch, lang):
    i18n.set_language(lang)
    dialog = _save_dialog(app)

    def read_only_folder(*args, **kwargs):   # what a read-only saves folder answers
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(files, "_create_temp", read_only_folder)   # (the temporary file a save is written to)
    key(app, pygame.K_RETURN)
    assert app.top is dialog and "pondscape-" in dialog.message
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    shown = _squeezed("".join(t.string for t in rec.texts if t.layer == max(x.layer for x in rec.texts)))
    assert _squeezed(dialog.message) in shown, dialog.message   # the file's name and the reason, whole
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny")]
    assert not problems, problems


def test_a_text_block_with_no_room_for_its_last_lines_ends_in_an_ellipsis(app):
    """draw.text_block's other callers: a line left out is never silent."""
    surface = app.canvas
    words = "a sentence long enough to need three lines in a narrow box of text " * 2
    with textrecord.recording() as rec:
        draw.text_block(surface, app.assets, words, pygame.Rect(0, 0, 200, 40), 16)
    drawn = [t.string for t in rec.texts]
    assert drawn and drawn[-1].endswith("\u2026")
    assert [f for f in rec.findings([]) if f.kind == "dropped"]   # still a finding for the layout checks
