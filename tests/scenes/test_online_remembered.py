"""What the online screens remember between visits (the settings file), with real mouse and key
events: Join with a code offers the name last joined under (a placeholder, not a seat's default
name, when there is none) and refuses a blank name rather than joining seat 2 as "Player 1";
Host a table keeps "Another server" and its address, and asks in words for an empty one."""
from __future__ import annotations

import socket

import pygame
import pytest

from driver import type_text
from game import i18n, settings
from game.scenes.online.host import HostScene
from game.scenes.online.join import JoinScene
from online_windows import data, japanese, press, type_into, window  # noqa: F401  (data, japanese: fixtures)

pytestmark = pytest.mark.usefixtures("data")   # a user data folder of each test's own


def silent_address() -> str:
    """A loopback address where nothing listens (a port just freed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{probe.getsockname()[1]}"


def open_screen(app, label: str):
    press(app, i18n._("Play online"))
    press(app, i18n._(label))
    return app.top


# --- Join with a code: the name ---------------------------------------------------------------------
def test_a_first_join_offers_a_placeholder_not_a_seat_s_default_name(japanese):
    """A play-test: the field held "プレイヤー1" as text, and a click into it appended to it."""
    app = window()
    join = open_screen(app, "Join with a code")
    assert isinstance(join, JoinScene)
    assert join.name.text == "" and i18n._(join.name.placeholder) not in settings.DEFAULT_NAMES["ja"]
    type_into(app, join.name, "Kenji")
    assert join.name.text == "Kenji"


def join_as(app, name: str) -> JoinScene:
    """Join with a code as `name`, at an address where no server listens (so nothing joins)."""
    join = open_screen(app, "Join with a code")
    type_into(app, join.address, silent_address())
    type_into(app, join.code, "ABCDE-FGHJK")
    type_into(app, join.name, name)
    press(app, "Join the table")
    return join


def test_the_name_last_joined_under_is_offered_next_time_even_after_a_restart():
    app = window()
    join = join_as(app, "Kenji")
    assert join.joining
    press(app, "Back")
    press(app, "Join with a code")
    assert app.top is not join and app.top.name.text == "Kenji"
    pygame.quit()
    again = window()   # a new run of the program
    assert open_screen(again, "Join with a code").name.text == "Kenji"


def test_a_blank_name_is_refused_in_one_sentence_not_joined_as_player_1():
    """A play-test: a blank name joined seat 2 as "Player 1"."""
    app = window()
    join = join_as(app, "  ")
    assert not join.joining and join.session is None
    assert join.message == "Type your name for the table." and join.message_bad
    assert join.name.focused
    type_text(app, "Kenji")
    assert join.name.text.strip() == "Kenji" and join.message == ""


# --- Host a table: the server ------------------------------------------------------------------------
def selected_server(host: HostScene) -> str:
    chosen = [i18n._(b.label) for b in host.buttons
              if b.selected and b.label in ("This computer", "Another server")]
    assert len(chosen) == 1, chosen
    return chosen[0]


def test_host_a_table_keeps_another_server_and_its_address_even_after_a_restart():
    """A play-test: after hosting on Another server 127.0.0.1:18786, the next Host a table
    chose "This computer" with an empty address."""
    address = silent_address()
    app = window()
    host = open_screen(app, "Host a table")
    assert isinstance(host, HostScene) and selected_server(host) == "This computer" and host.address.text == ""
    press(app, "Another server")
    type_into(app, host.address, address)
    press(app, "Create the table")
    assert host.wanted is not None   # (connecting: no server answers there, Back gives up)
    press(app, "Back")
    press(app, "Host a table")
    again = app.top
    assert again is not host and selected_server(again) == "Another server" and again.address.text == address
    assert again.address in again.fields
    pygame.quit()
    later = open_screen(window(), "Host a table")   # a new run of the program
    assert selected_server(later) == "Another server" and later.address.text == address


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_address_for_another_server_is_asked_for_in_words(lang):
    """A play-test: Another server, no address, Create the table -> "Not a server address: ''."."""
    i18n.set_language(lang)
    try:
        app = window()
        host = open_screen(app, "Host a table")
        press(app, i18n._("Another server"))
        press(app, i18n._("Create the table"))
        assert host.wanted is None and host.message_bad
        assert host.message == i18n._("Type the server's address (host:port).")
        assert "''" not in host.message and host.address.focused
        if lang == "en":
            assert host.message == "Type the server's address (host:port)."
    finally:
        i18n.set_language("en")
