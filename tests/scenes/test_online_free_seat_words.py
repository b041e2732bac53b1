"""A play-test (2026-12-06, session 2): an invite seat nobody had claimed yet was listed as
"Human" in the online table's players panel (Koinobori's "plays" column, Pondscape's seat
boxes), as if someone played it; its seat mark's tooltip said "not joined yet".  The panel says
"invited" (the column has room for "Normal" in bold: "not joined yet" was cut there), whole and
in type still readable at 1024x600, in English and Japanese, and "Human" once a person has
joined (at once: a presence changes no state's seq).  A real loopback server, real clicks."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import draw

# the least type size (layout units) drawn readable at 1024x600 (draw.readable_size at its 0.8)
READABLE_AT_1024 = 14
CONTEXT = "the players panel: an invite seat nobody has joined yet"
from online_windows import host_table, is_table, join_table, press, pump, server, windows  # noqa: F401


def drawn_texts(app, monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    """(text, rect, type size) of every text one full frame of `app` draws."""
    seen = []
    real = draw.text

    def record(surface, assets, string, pos, size=18, colour=(0, 0, 0), bold=False, anchor="topleft"):
        rect = real(surface, assets, string, pos, size, colour, bold, anchor)
        seen.append((string, rect, size))
        return rect

    monkeypatch.setattr(draw, "text", record)
    app.full_frame = True
    app.render()
    monkeypatch.setattr(draw, "text", real)
    return seen


def said_of_seat(table, app, monkeypatch, words: str) -> list[int]:
    """The type sizes `words` is drawn in, whole, where the table shows seat 1 (Koinobori's
    players panel, Pondscape's box of the other seat)."""
    if table.title_id == "koinobori":
        zone = table.layout.zone("players")
    else:
        zone = table.others_zone
    return [size for text, rect, size in drawn_texts(app, monkeypatch) if text == words and zone.colliderect(rect)]


@pytest.mark.parametrize("title_name", ["Koinobori", "Pondscape"])
def test_a_seat_nobody_has_joined_says_so_in_the_players_panel(server, windows, monkeypatch, title_name):
    host = windows()
    shared = host_table(host, server.url, title_name)
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top
    pump([host], lambda: mine.match.status_of(1) == "free", what="the seat nobody has joined")
    assert mine.seat_words(1) == (False, "invited")
    sizes = said_of_seat(mine, host, monkeypatch, "invited")
    assert sizes and min(sizes) >= READABLE_AT_1024, sizes
    assert not said_of_seat(mine, host, monkeypatch, "Human")
    i18n.set_language("ja")
    try:
        mine.refresh()
        words = i18n.pgettext(CONTEXT, "invited")
        sizes = said_of_seat(mine, host, monkeypatch, words)
        assert sizes and min(sizes) >= READABLE_AT_1024, (words, sizes)
    finally:
        i18n.set_language("en")
        mine.refresh()
    guest = windows()
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest) and mine.match.status_of(1) == "online",
         what="the host to see the guest")
    assert mine.seat_words(1) == (False, "Human")
    assert said_of_seat(mine, host, monkeypatch, "Human")           # redrawn at once, no move made
    assert not said_of_seat(mine, host, monkeypatch, "invited")
