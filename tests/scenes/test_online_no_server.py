"""The online screens when no table server answers, with real mouse events and real server
processes on loopback: Host a table and Join with a code say that no server answers at the
address (not that a server refused), as My online tables does."""
from __future__ import annotations

import socket

import pygame
import pytest

from driver import click, key, type_text
from online_windows import press, pump, type_into, window


def silent_address() -> str:
    """A loopback address where nothing listens (a port just freed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"127.0.0.1:{port}"


@pytest.fixture
def app():
    made = window()
    yield made
    pygame.quit()


def said(app) -> str:
    scene = app.top
    return scene.message if scene.message_bad else ""


def test_creating_a_table_where_no_server_runs_says_so(app):
    address = silent_address()
    press(app, "Play online")
    press(app, "Host a table")
    press(app, "Koinobori")
    press(app, "Another server")
    type_into(app, app.top.address, address)
    press(app, "Create the table")
    pump([app], lambda: said(app), what="the problem")
    assert said(app) == f"No table server answers at ws://{address}/."


def test_joining_where_no_server_runs_says_so(app):
    address = silent_address()
    press(app, "Play online")
    press(app, "Join with a code")
    join = app.top
    type_into(app, join.address, address)
    type_into(app, join.code, "ABCDE-FGHJK")
    click(app, join.name.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Ana")
    press(app, "Join the table")
    pump([app], lambda: said(app), what="the problem")
    assert said(app) == f"No table server answers at ws://{address}/."
