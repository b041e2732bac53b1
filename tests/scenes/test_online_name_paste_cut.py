"""A name pasted into Host a table (every seat's field) or Join with a code and cut to 16
characters says that the paste was cut, under its field, in the setup screen's words (a
play-tester pasted 「こいのぼり祭りの実行委員長わたなべ」, 17 characters, into a seat's name on Host
a table: it was cut to 16 without a word).  Real clicks, Ctrl+A, Ctrl+V and the real clipboard;
English and Japanese."""
from __future__ import annotations

import pygame
import pytest

from driver import click, key
from game import i18n
from game.ui import clipboard
from online_windows import data, press, window  # noqa: F401  (data: a fixture)
from test_online_name_limit import said_under

pytestmark = pytest.mark.usefixtures("data")

LONG = "こいのぼり祭りの実行委員長わたなべ"


@pytest.fixture
def app():
    made = window()
    yield made
    i18n.set_language("en")
    pygame.quit()


def pasted(app, field) -> None:
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_v, pygame.KMOD_CTRL)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_host_a_table_says_a_paste_was_cut_under_every_seats_name(app, lang):
    i18n.set_language(lang)
    assert clipboard.copy_text(LONG)
    press(app, i18n._("Play online"))
    press(app, i18n._("Host a table"))
    host = app.top
    press(app, "Koinobori")
    press(app, "5")   # five seats: every name field
    said = i18n._("A name has at most {n} characters: the paste was cut.").format(n=16)
    for field in host.name_fields[: host.count]:
        pasted(app, field)
        assert field.text == LONG[:16]
        said_under(app, field, said)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_join_with_a_code_says_a_paste_was_cut(app, lang):
    i18n.set_language(lang)
    assert clipboard.copy_text(LONG)
    press(app, i18n._("Play online"))
    press(app, i18n._("Join with a code"))
    join = app.top
    pasted(app, join.name)
    assert join.name.text == LONG[:16]
    said_under(app, join.name, i18n._("A name has at most {n} characters: the paste was cut.").format(n=16))
