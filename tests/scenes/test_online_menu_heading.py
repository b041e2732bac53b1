"""An online table's menu is titled "Menu", not "Paused" (the game goes on at the server; a
play-tester read "Paused" over a footnote saying so, a spectator's menu too), and its footnote
says the game goes on while the menu is open.  A real server on loopback, real clicks; the
heading and the footnote drawn whole in the panel, in English and in Japanese."""
from __future__ import annotations

import pytest

from game import i18n
from game.ui import textrecord
from online_windows import data, host_table, is_table, press, pump, server, watch_table, windows  # noqa: F401


def menu_words(app) -> list[str]:
    """The menu's texts as a whole frame draws them, none cut, dropped or outside its panel."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    panel = app.top.layout.zone("panel")
    texts = [t for t in rec.texts if t.string and panel.colliderect(t.ink)]
    assert [f for f in rec.findings() if any(f.string == t.string for t in texts)] == []
    return [t.string for t in texts]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_online_menu_is_titled_menu_for_a_player_and_a_spectator(data, server, windows, lang):
    host, watcher = windows(), windows()
    shared = host_table(host, server.url, "Koinobori", second="Easy")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    watch_table(watcher, shared["watch"])
    i18n.set_language(lang)
    try:
        heading = i18n.pgettext("the heading of an online table's menu (the game does not pause)", "Menu")
        note = i18n._("The game goes on at the server while this menu is open.")
        for app in (host, watcher):
            press(app, i18n._("Menu"))
            words = menu_words(app)
            assert heading in words and i18n._("Paused") not in words
            lines = [w for w in words if w in note and w != heading]   # (the Japanese note names the menu)
            assert "".join(lines).replace(" ", "") == note.replace(" ", "")
    finally:
        i18n.set_language("en")
