"""A name stops at 16 characters, and the setup screen says so right under the field being
typed in (a play-tester typed "Wilhelmina-Maximiliane", kept "Wilhelmina-Maxim" and saw no word:
the sentence was at the panel's foot, 300 px away); a paste that is cut says that it was.
Real clicks, keys and text events (one per letter, as a keyboard sends them) and the real
clipboard; English and Japanese; windows of 1024x600 and 1280x720; every seat's field."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click
from driver import key, type_text
from game import i18n
from game.scenes.common.setup import SetupScene
from game.ui import clipboard, textrecord
from keyboard import go_to

LONG = "Wilhelmina-Maximiliane"


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")
    pygame.quit()


def setup_screen(size, lang: str) -> tuple:
    i18n.set_language(lang)
    app = app_at(size)
    setup = app.push(SetupScene(app, "koinobori"))   # five seats: names in both rows
    setup.choose_count(5)
    return app, setup


def typed(app, field, text: str) -> None:
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    for letter in text:
        type_text(app, letter)


def note_under(app, field, sentence: str) -> pygame.Rect:
    """`sentence` drawn whole just under `field` (touching its columns), inside the panel, nothing
    of it cut or dropped; returns its ink."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    lines = [t for t in rec.texts if t.string and t.string in sentence and t.ink.top >= field.rect.bottom - 2]
    assert "".join(t.string for t in lines).replace(" ", "") == sentence.replace(" ", ""), [t.string for t in lines]
    ink = lines[0].ink.unionall([t.ink for t in lines])
    assert 0 <= ink.top - field.rect.bottom <= 22, (ink, field.rect)         # right under the field
    assert ink.left < field.rect.right and ink.right > field.rect.left       # in its columns
    assert app.top.layout.zone("panel").contains(ink)
    assert [str(f) for f in rec.findings() if f.string in sentence] == []
    return ink


def drawn(app) -> str:
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return "".join("".join(t.string.split()) for t in rec.texts)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_name_typed_past_16_characters_is_answered_under_its_field(size, lang):
    app, setup = setup_screen(size, lang)
    said = i18n._("A name has at most {n} characters.").format(n=16)
    for field in setup.fields[: setup.count]:
        typed(app, field, LONG)
        assert field.text == LONG[:16]
        note_under(app, field, said)
        key(app, pygame.K_BACKSPACE)                 # shorter again: the sentence goes
        assert "".join(said.split()) not in drawn(app)
        type_text(app, "x")                          # sixteen: taken, nothing said
        assert field.text == LONG[:15] + "x" and "".join(said.split()) not in drawn(app)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_pasted_name_cut_to_16_characters_says_it_was_cut(size, lang):
    app, setup = setup_screen(size, lang)
    assert clipboard.copy_text(LONG)
    said = i18n._("A name has at most {n} characters: the paste was cut.").format(n=16)
    for field in (setup.fields[0], setup.fields[2], setup.fields[4]):   # left, right, second row
        click(app, field.rect.center)
        key(app, pygame.K_a, pygame.KMOD_CTRL)
        key(app, pygame.K_v, pygame.KMOD_CTRL)
        assert field.text == LONG[:16]
        note_under(app, field, said)
        click(app, setup.seed_field.rect.center)     # elsewhere: the sentence goes with the red edge
        assert "".join(said.split()) not in drawn(app)


def test_the_sentence_goes_when_the_next_name_is_typed_by_keys():
    """Tab away from the long name, the ring to the next one, a letter typed there: the first
    field's sentence no longer stands over the seat buttons (nor its red edge)."""
    app, setup = setup_screen((1280, 720), "en")
    first, second = setup.fields[0], setup.fields[1]
    typed(app, first, LONG)
    key(app, pygame.K_TAB)                           # Tab leaves the field, keeping what was typed
    go_to(app, lambda t: t.rect == second.rect, "the second name")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="B", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    app.step()
    assert second.text == "B" and first.text == LONG[:16]
    assert "".join(i18n._("A name has at most {n} characters.").format(n=16).split()) not in drawn(app)
    assert not first.refused


@pytest.mark.parametrize("leave", [pygame.K_TAB, pygame.K_RETURN])
def test_the_sentence_goes_when_the_field_is_left_by_keys(leave):
    """Tab (or Enter) out of the long name: the sentence, drawn over what lies under the field
    (the next row's name and seat buttons, where the ring goes next), goes with the red edge, as
    it does at a click elsewhere; the name keeps its 16 characters."""
    app, setup = setup_screen((1280, 720), "en")
    first = setup.fields[0]
    typed(app, first, LONG)
    said = "".join(i18n._("A name has at most {n} characters.").format(n=16).split())
    assert said in drawn(app)
    key(app, leave)                                  # (Enter ends the typing; it starts no game)
    assert app.top is setup and not first.focused and first.text == LONG[:16]
    assert said not in drawn(app) and not first.refused
