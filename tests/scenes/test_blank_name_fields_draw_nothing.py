"""A name pasted into a player-name field that shows nothing (a lone U+FE0F, the Hangul filler
U+3164, combining marks with nothing to sit on) stood in the field as boxes (the Japanese font
draws U+3164 and lone marks as a box, the Latin one as a stray accent) until the name was refused
at Start (a play-test).  Now every name field (the hot-seat setup, Host a table, Join with a code)
draws such a text as nothing, edges it in red and, while it is typed in, says under itself the
one sentence its screen refuses it with; the screen still refuses it at Start, Create or Join
(the sentence then said once, in the screen's message).
Real clicks, Ctrl+A, Ctrl+V and the real clipboard; what is drawn is read as it is drawn."""
from __future__ import annotations

import pygame
import pytest

from driver import button_pos, click, key
from game import i18n, startup
from game.files import NAME_NEEDS_INK
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.ui import clipboard, textrecord
from online_windows import press, type_into, window
from test_online_remembered import silent_address
from test_online_name_limit import said_under

BLANKS = ["\ufe0f", "\u3164", "\u0301\u0301"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)   # no start-up check message on the menu
    made = window()
    yield made
    i18n.set_language("en")
    pygame.quit()


def pasted(app, field, text: str) -> None:
    assert clipboard.copy_text(text)
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert field.text == text   # kept as pasted: the screen refuses it in words


def draws_nothing_in(app, field) -> None:
    """No text is inked inside the field (no box, no stray accent), and its edge is red."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    inked = [(t.string, t.ink) for t in rec.texts if t.ink.colliderect(field.rect)]
    assert not inked, inked


def the_names_screen(app, which: str):
    if which == "setup":
        app.push(SetupScene(app, "paddy"))
        app.render()
        return app.top, app.top.fields[1], "Start game"
    press(app, i18n._("Play online"))
    if which == "host":
        press(app, i18n._("Host a table"))
        return app.top, app.top.name_fields[1], i18n._("Create the table")
    press(app, i18n._("Join with a code"))
    join = app.top
    type_into(app, join.address, silent_address())   # (a server that never answers: none is asked)
    type_into(app, join.code, "ABCDE-FGHJK")
    return join, join.name, i18n._("Join the table")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("which", ["setup", "host", "join"])
@pytest.mark.parametrize("blank", BLANKS)
def test_a_pasted_name_that_shows_nothing_draws_nothing_and_says_why(app, which, blank, lang):
    i18n.set_language(lang)
    scene, field, go = the_names_screen(app, which)
    pasted(app, field, blank)
    draws_nothing_in(app, field)
    said_under(app, field, i18n._(NAME_NEEDS_INK))
    key(app, pygame.K_TAB)   # left: the sentence goes with the focus, the field still draws nothing
    assert not field.focused
    draws_nothing_in(app, field)
    if which == "setup":
        click(app, button_pos(scene, go))
        assert app.find(TableScene) is None and scene.message == i18n._(NAME_NEEDS_INK)
    else:
        press(app, go)
        assert scene.session is None and scene.message == i18n._(NAME_NEEDS_INK)
    assert field.focused   # the screen puts the focus back on it, and says the sentence once
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    said = i18n._(NAME_NEEDS_INK)
    assert "".join(t.string for t in rec.texts if t.string in said).replace(" ", "") == said.replace(" ", "")
    draws_nothing_in(app, field)


def test_a_real_name_with_a_mark_still_draws(app):
    scene, field, _go = the_names_screen(app, "setup")
    pasted(app, field, "Jose\u0301")
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    assert [t for t in rec.texts if t.string == "Jose\u0301" and t.ink.colliderect(field.rect)]
