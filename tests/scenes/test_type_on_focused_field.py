"""A character typed with the focus ring on a text field starts editing it (a keyboard play-test:
Tab to the setup screen's Seed field, type "42": nothing happened until Enter).  The keys are
posted as a keyboard makes them: KEYDOWN, then the TEXTINPUT of the character."""
from __future__ import annotations

import pygame

from driver import make_app
from game import settings
from game.scenes.common.menu import MenuScene
from keyboard import focused, go_to, press, with_key


def typed(app, key: int, char: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step()


def setup_screen():
    app = make_app()
    app.go_home()
    assert isinstance(app.top, MenuScene)
    press(app, with_key(("title", "paddy")), "Paddy")
    return app, app.top


def test_typing_on_the_focused_seed_field_types_into_it():
    app, setup = setup_screen()
    go_to(app, lambda t: t.rect == setup.seed_field.rect, "the Seed field")
    assert not setup.typing()
    typed(app, pygame.K_4, "4")
    typed(app, pygame.K_2, "2")
    assert setup.seed_field.text == "42" and setup.typing()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.step()                                   # Tab leaves it, keeping what was typed
    assert not setup.typing() and setup.seed_field.text == "42"


def test_typing_on_a_focused_name_replaces_it_and_is_no_shortcut():
    before = settings.load()
    app, setup = setup_screen()
    sound = app.sound.on
    go_to(app, lambda t: t.rect == setup.fields[1].rect, "the second name")
    typed(app, pygame.K_m, "M")                  # M is the sound key elsewhere
    typed(app, pygame.K_i, "i")
    assert setup.fields[1].text == "Mi"          # the old name replaced, as a field reached by Tab
    assert focused(app).rect == setup.fields[1].rect
    assert app.sound.on == sound                 # (not switched by the M)
    settings.save(before)
