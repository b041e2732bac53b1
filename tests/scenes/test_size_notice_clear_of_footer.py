"""`python -m game --size 1600x900` on a smaller screen opens a window the screen holds and says
so in a notice; a play-test's notice lay over the title menu's footer (its keys line).  Now the
notice is said on the message line under the menu's buttons, covering no text; when the menu
has a message of its own there (the start-up check's), on the footer's line, whose keys give way
while it shows and come back after.  English and Japanese, 1280x720 and 1024x600 screens; what
is drawn is read as it is drawn (the recorded texts and their rects)."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, paths, startup
from game.launch import make_app as launch_app
from game.scenes.common.menu import MenuScene
from game.ui import textrecord, uiscale


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", False)
    yield
    i18n.set_language("en")


def opened_too_large(monkeypatch, screen, lang):
    """The app as `--size 1600x900` opens it on a screen of `screen`, home shown, one frame
    drawn: (app, the menu, the texts drawn)."""
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect((0, 0), screen))
    i18n.set_language(lang)
    app = launch_app(size=(1600, 900))
    app.go_home()
    assert app.notice is not None and "1600x900" in app.notice[0]
    assert app.window.get_size()[0] <= screen[0] and app.window.get_size()[1] <= screen[1]
    menu = app.top
    assert isinstance(menu, MenuScene)
    with textrecord.recording() as rec:
        app.render()
    return app, menu, rec.texts


def split(texts):
    """(the notice's lines, every other text on the frame's top layer)."""
    notice = [t for t in texts if t.box is not None and t.box.name == "callout"]
    assert notice, "the notice was not drawn"
    top = max(t.layer for t in texts if t not in notice)
    return notice, [t for t in texts if t not in notice and t.layer == top]


SCREENS = [(1280, 720), (1024, 600)]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", SCREENS)
def test_the_size_notice_covers_neither_the_footer_nor_any_other_text(monkeypatch, screen, lang):
    app, menu, texts = opened_too_large(monkeypatch, screen, lang)
    notice, others = split(texts)
    assert "".join("".join(t.string.split()) for t in notice) == "".join(app.notice[0].split())   # whole
    box = notice[0].box.rect
    footer = menu.layout.zone("footer")
    keys = [t for t in others if t.ink.colliderect(footer)]
    assert keys, "the footer's keys line is drawn"
    assert not [t.string for t in keys if t.ink.colliderect(box)], (box, [t.ink for t in keys])
    assert not [t.string for t in others if t.ink.colliderect(box)]
    assert pygame.Rect(0, 0, 1280, 720).contains(box)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", SCREENS)
def test_with_the_menu_s_own_message_the_footer_gives_way_while_the_notice_shows(monkeypatch, screen, lang):
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text("{{{")   # the start-up check has a sentence for the menu
    app, menu, texts = opened_too_large(monkeypatch, screen, lang)
    assert menu.message
    notice, others = split(texts)
    box = notice[0].box.rect
    assert not [t.string for t in others if t.ink.colliderect(box)], box
    footer = menu.layout.zone("footer")
    assert not [t for t in others if t.ink.colliderect(footer) and t.string.startswith("F1")]
    app.notice = (app.notice[0], pygame.time.get_ticks() - 1)   # (its NOTICE_MS have passed)
    app.step()
    assert app.notice is None
    with textrecord.recording() as rec:
        app.render()
    assert [t for t in rec.texts if t.ink.colliderect(footer) and t.string.startswith("F1")], \
        "the footer's keys came back"
