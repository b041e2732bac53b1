"""The setup screen with 16-character names, in both languages and every player count of every
title: each first-player button shows its seat's mark and the whole name (on two lines of
readable type when it must), and a real click on it makes that seat first."""
from __future__ import annotations

import pygame
import pytest

from driver import click, make_app
from game import i18n, layoutcheck
from game.rules.registry import TITLES
from game.scenes.common.setup import SeatButton, SetupScene
from game.ui import textrecord


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
def test_first_player_buttons_show_whole_long_names_and_choose_that_seat(app, lang, names):
    i18n.set_language(lang)
    for title in TITLES:
        scene = SetupScene(app, title)
        app.reset(scene)
        scene.seat_names(names)
        for count in scene.player_counts():
            scene.choose_count(count)
            with textrecord.recording() as rec:
                app.full_frame = True
                app.render()
            assert rec.findings(names) == [], (title, count, [str(f) for f in rec.findings(names)])
            seats = [b for b in scene.buttons if isinstance(b, SeatButton)]
            assert len(seats) == (count if count > 1 else 0)
            for seat in seats:   # every letter of the name on its button, on one line or two
                lines = [t for t in rec.texts if seat.rect.contains(t.ink)]
                assert "".join(t.string.rstrip("-") for t in lines).replace(" ", "") == seat.label.replace(" ", "")
                assert min(t.size for t in lines) >= textrecord.READABLE
                click(app, seat.rect.center)
                assert scene.setup().first_player == seat.seat


def test_ctrl_v_pastes_a_name_on_the_setup_screen(app, monkeypatch):
    """Ctrl+V did nothing in the setup's name fields (only the online screens pasted): a name
    that cannot be typed (kanji without an input method) is pasted, Ctrl+A first replacing it."""
    from driver import key
    from game.ui import clipboard

    setup = SetupScene(app, "paddy")
    app.push(setup)
    app.render()
    field = setup.name_fields[0] if hasattr(setup, "name_fields") else setup.focus_fields()[0]
    click(app, field.rect.center)
    monkeypatch.setattr(clipboard, "pasted_text", lambda: "棚田の水守り山本さくら之介様です")
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert field.text == "棚田の水守り山本さくら之介様です"


def test_down_goes_row_by_row_from_the_last_seat_to_first_player_and_seed(app):
    """↓ from seat 2's Hard went to Back, past First player and Seed (a play-test)."""
    from driver import key
    from game.ui.focus import Target

    setup = SetupScene(app, "koinobori")
    app.push(setup)
    app.render()
    key(app, pygame.K_TAB)
    hard = next(t for t in setup.focus_targets() if t.rect == max(
        (r for r, kind in setup.kind_rects if kind == "hard"), key=lambda r: (r.y, r.x)))
    setup.focus_ring.place(hard)
    seen = []
    for _ in range(3):
        key(app, pygame.K_DOWN)
        here: Target = app.focus.target()
        seen.append(here.rect.centery)
    first_y = setup.layout.zone("first_random").centery
    seed_y = setup.layout.zone("seed").centery
    assert seen[0] == first_y, (seen, first_y)
    assert abs(seen[1] - seed_y) <= 12, (seen, seed_y)


def test_left_in_settings_stays_in_the_row(app):
    """← from "Paddy: level numbers" went down to the Sound + instead of Full screen beside it."""
    from driver import key
    from game.scenes.common.settings_screen import SettingsScene

    screen = SettingsScene(app)
    app.push(screen)
    app.render()
    key(app, pygame.K_TAB)
    targets = screen.focus_targets()
    paddy = screen.controls["paddy_level_numerals"][0]
    here = next(t for t in targets if t.rect == paddy.rect)
    screen.focus_ring.place(here)
    key(app, pygame.K_LEFT)
    there = app.focus.target()
    assert abs(there.rect.centery - paddy.rect.centery) <= 12 and there.rect.centerx < paddy.rect.centerx
