"""A player name that shows nothing, in real windows (a security test, 2026-12-06: a lone
U+FE0F as a seat name closed every window at the table, "Text has zero width"):

- the setup screen, Join with a code and Host a table refuse a name that shows nothing in the
  one sentence of files.NAME_NEEDS_INK (an empty field still means the default name);
- any string is either refused by the name rule or drawn as a seat name on every title's table
  (hypothesis)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from hypothesis import HealthCheck, example, given, settings as hsettings, strategies as st

from driver import button_pos, click, key, make_app, type_text
from game import i18n, startup
from game.files import NAME_NEEDS_INK, name_problem
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.simulate import default_setup
from titles import AVAILABLE



@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)  # no start-up check message on the menu
    app = make_app()
    app.go_home()
    yield app
    i18n.set_language("en")


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.full_frame = True
        app.render()
        app.step()


def setup_screen(app) -> SetupScene:
    scene = SetupScene(app, "paddy")
    app.push(scene)
    frames(app, 1)
    return scene


def retype(app, field, text: str) -> None:
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    type_text(app, text)


@pytest.mark.parametrize("blank", ["\ufe0f", "\u3164", "\u0301", "\u2800"])
def test_the_setup_screen_refuses_a_name_that_shows_nothing_in_one_sentence(app, blank):
    scene = setup_screen(app)
    field = scene.focus_fields()[1]
    retype(app, field, blank)
    assert field.text == blank
    frames(app, 1)   # the field draws what was typed (a lone U+FE0F raised here)
    click(app, button_pos(scene, "Start game"))
    assert app.top is scene and app.find(TableScene) is None
    assert scene.message == NAME_NEEDS_INK and field.focused
    frames(app, 1)
    retype(app, field, "Bo")
    click(app, button_pos(scene, "Start game"))
    assert app.find(TableScene).match.setup.players[1] == "Bo"


def test_an_empty_name_field_still_means_the_default_name(app):
    scene = setup_screen(app)
    retype(app, scene.focus_fields()[1], "")
    click(app, button_pos(scene, "Start game"))
    assert app.find(TableScene).match.setup.players[1] == "Player 2"


def test_join_with_a_code_refuses_a_name_that_shows_nothing_in_the_same_sentence(app):
    from online_windows import press, type_into
    from test_online_remembered import silent_address

    press(app, "Play online")
    press(app, "Join with a code")
    join = app.top
    type_into(app, join.address, silent_address())
    type_into(app, join.code, "ABCDE-FGHJK")
    type_into(app, join.name, "\ufe0f")
    frames(app, 1)
    press(app, "Join the table")
    assert not join.joining and join.session is None
    assert join.message == NAME_NEEDS_INK and join.message_bad and join.name.focused
    frames(app, 1)


def test_host_a_table_refuses_a_name_that_shows_nothing_in_the_same_sentence(app):
    from online_windows import press

    press(app, "Play online")
    press(app, "Host a table")
    host = app.top
    retype(app, host.name_fields[1], "\u115f\u1160")
    press(app, "Create the table")
    assert host.session is None and host.name_fields[1].focused
    assert host.message == NAME_NEEDS_INK
    frames(app, 1)


# --- the property: refused by the rule, or drawn at every title's table ---------------------------
TRICKY = "\ufe0f\ufe0e\u0301\u034f\u200b\u200d\u2060\u00ad\u3164\u115f\u1160\uffa0\u2800\u3000 \U000E0100a\u00e9\u3042"
names = st.one_of(st.text(max_size=16), st.text(st.sampled_from(TRICKY), min_size=1, max_size=4))


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    import os

    before = os.environ.get("TABLETOP_DATA_DIR")
    os.environ["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    startup._done = True
    yield make_app()
    if before is None:
        os.environ.pop("TABLETOP_DATA_DIR", None)
    else:
        os.environ["TABLETOP_DATA_DIR"] = before


@hsettings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=names)
@example(name="\ufe0f").via("the tester's name")
@example(name="\u0301\u0302").via("marks alone")
@example(name="Ana\ufe0f").via("a variation selector after a letter")
def test_any_name_is_refused_or_drawn_at_every_table(shared_app, name):
    if name_problem(name) is not None:
        return
    for title in AVAILABLE:
        base = default_setup(title, 3 if title == "pondscape" else 2)
        players = (name, *base.players[1:])
        table = registry.open_table(shared_app, Match(replace(base, players=players), 5))
        shared_app.full_frame = True
        shared_app.render()   # the hand-off screen names the seat to play
        if isinstance(shared_app.top, HandoffScene):
            click(shared_app, shared_app.top.button.rect.center)
        assert shared_app.top is table
        shared_app.full_frame = True
        shared_app.render()
