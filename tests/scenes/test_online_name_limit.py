"""Host a table and Join with a code say why a long name stops at 16 characters, in the offline
setup screen's words (a play-tester typed "Bartholomew-Smithson": the field stopped and turned
red without a word).  Real key and text events; the sentence is drawn whole in its panel."""
from __future__ import annotations

import pygame
import pytest

from driver import click, key, type_text
from game import i18n
from game.ui import textrecord
from online_windows import data, japanese, press, window  # noqa: F401  (data, japanese: fixtures)

pytestmark = pytest.mark.usefixtures("data")


@pytest.fixture
def app():
    made = window()
    yield made
    pygame.quit()


def open_screen(app, label: str):
    press(app, i18n._("Play online"))
    press(app, i18n._(label))
    return app.top


def typed_long_name(app, field) -> None:
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Bartholomew-Smithson")


def said_under(app, field, words: str) -> None:
    """`words` drawn whole just under (or over) `field`, inside the panel, clear of everything
    (at the panel's foot, where it was first said, a play-tester missed it)."""
    scene = app.top
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    lines = [t for t in rec.texts if t.string and t.string in words]
    assert "".join(t.string for t in lines).replace(" ", "") == words.replace(" ", ""), lines
    ink = lines[0].ink.unionall([t.ink for t in lines])
    assert scene.layout.zone("panel").contains(ink)
    assert 0 <= ink.top - field.rect.bottom <= 24 or 0 <= field.rect.top - ink.bottom <= 24, (ink, field.rect)
    assert [f for f in rec.findings() if f.string in words] == []


def not_said(app, words: str) -> None:
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    assert not [t for t in rec.texts if t.string and t.string in words and len(t.string) > 3]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_host_a_table_says_a_name_has_at_most_16_characters(app, lang):
    i18n.set_language(lang)
    try:
        host = open_screen(app, "Host a table")
        typed_long_name(app, host.name_fields[1])
        assert host.name_fields[1].text == "Bartholomew-Smit"
        said_under(app, host.name_fields[1], i18n._("A name has at most {n} characters.").format(n=16))
        key(app, pygame.K_BACKSPACE)   # shorter again: the sentence goes
        not_said(app, i18n._("A name has at most {n} characters.").format(n=16))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_join_with_a_code_says_a_name_has_at_most_16_characters(app, lang):
    i18n.set_language(lang)
    try:
        join = open_screen(app, "Join with a code")
        typed_long_name(app, join.name)
        assert join.name.text == "Bartholomew-Smit"
        said_under(app, join.name, i18n._("A name has at most {n} characters.").format(n=16))
    finally:
        i18n.set_language("en")
