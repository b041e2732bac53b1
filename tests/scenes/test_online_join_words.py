"""Join with a code says what is missing in one sentence of the player's language (one full
stop: none added after a Japanese 。, and a Japanese sentence gets 。 rather than "."; an
address it starts with keeps its case), and a refusal goes away once the player edits a field.
A code or seat the server does not know is worded by what the person gave (a code, a watch
link, a saved seat), through a real server on loopback."""
from __future__ import annotations

import socket

import pytest

from driver import click
from game import i18n
from game.scenes.online import known
from game.scenes.online.join import JoinScene
from game.scenes.online.tables import TablesScene
from online_windows import data, japanese, press, pump, quick_give_up, server, type_into, window  # noqa: F401  (fixtures: data, japanese, quick_give_up, server)

pytestmark = pytest.mark.usefixtures("data")   # a user data folder of each test's own


def _join_screen(app, online: str, join: str) -> JoinScene:
    press(app, online)
    press(app, join)
    assert isinstance(app.top, JoinScene)
    return app.top


def test_a_japanese_refusal_ends_with_one_full_stop_and_goes_when_a_field_changes(japanese):
    app = window()
    join = _join_screen(app, i18n._("Play online"), i18n._("Join with a code"))
    press(app, i18n._("Join the table"))
    assert join.message and join.message_bad
    assert join.message.endswith("。") and not join.message.endswith("。.")
    type_into(app, join.link, "t")
    assert join.message == ""


def test_an_english_refusal_ends_with_a_full_stop_and_goes_when_a_field_changes():
    app = window()
    join = _join_screen(app, "Play online", "Join with a code")
    type_into(app, join.link, "tabletop://127.0.0.1:8765/")
    press(app, "Join the table")
    assert join.message.endswith(".") and not join.message.endswith("..")
    type_into(app, join.link, "A")
    assert join.message == ""


def test_ctrl_a_then_ctrl_v_replaces_the_link_and_the_name(monkeypatch):
    """Ctrl+A selects a field's text; the paste that follows replaces it, as typing does (it was
    added after the old text: an old link and a new one ran together, refused as no address)."""
    import pygame

    from driver import key
    from game.ui import clipboard

    app = window()
    join = _join_screen(app, "Play online", "Join with a code")
    type_into(app, join.link, "tabletop://127.0.0.1:8765/ABCDE-FGHJK")
    copied = ["tabletop://127.0.0.1:8766/WM4GK-GE7AN"]
    monkeypatch.setattr(clipboard, "pasted_text", lambda: copied[0])
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert join.link.text == copied[0] and not join.link.all_selected
    key(app, pygame.K_v, pygame.KMOD_CTRL)      # nothing selected now: the paste goes after the text
    assert join.link.text.startswith(copied[0] + "tabletop")
    type_into(app, join.name, "Ana")
    copied[0] = "棚田の水守り山本さくら之介様です"
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert join.name.text == copied[0] and not join.name.refused


def test_my_online_tables_refresh_is_not_koinobori_s_ability_in_japanese(japanese):
    app = window()
    press(app, i18n._("Play online"))
    press(app, i18n._("My online tables"))
    labels = [i18n._(b.label) for b in app.top.buttons]
    assert "更新" in labels and "入れ替え" not in labels   # 入れ替え is Koinobori's Refresh ability


# --- one sentence in the player's language (as_sentence) -----------------------------------------
def _join_with(app, address: str, code: str, name: str | None = None) -> JoinScene:
    join = app.top
    type_into(app, join.address, address)
    type_into(app, join.code, code)
    if name is not None:
        type_into(app, join.name, name)
    press(app, i18n._("Join the table"))
    return join


def test_a_japanese_refusal_of_a_code_ends_with_a_japanese_full_stop_not_an_english_one(japanese):
    """A play-test: "…'O0IL1-ZZ' は使えません." (an English full stop after Japanese)."""
    app = window()
    join = _join_with(_join_app(app), "127.0.0.1:18786", "O0IL1-ZZ")
    wording = i18n._("an invite code is 10 letters and digits such as ABCDE-FGHJK, not {code}")
    assert wording != "an invite code is 10 letters and digits such as ABCDE-FGHJK, not {code}"   # (translated)
    assert join.message == wording.format(code="'O0IL1-ZZ'") + "。"
    assert join.message_bad and not join.message.endswith(".")


def test_an_english_refusal_of_a_code_is_still_capitalised_with_one_full_stop():
    app = window()
    join = _join_with(_join_app(app), "127.0.0.1:18786", "O0IL1-ZZ")
    assert join.message == "An invite code is 10 letters and digits such as ABCDE-FGHJK, not 'O0IL1-ZZ'."


def test_a_japanese_sentence_starting_with_an_address_keeps_it_as_typed(japanese, quick_give_up):
    """A play-test: "Ws://127.0.0.1:1/ のテーブルサーバーから応答がありません." (the address
    capitalised, an English full stop)."""
    address = silent_address()
    app = window()
    join = _join_with(_join_app(app), address, "ABCDE-FGHJK", "Kenji")
    pump([app], lambda: join.message and join.message_bad, what="the problem")
    assert join.message == i18n._("no table server answers at {address}; check the address, and that the server "
                                   "(or the host's program) is running").format(address=f"ws://{address}/") + "。"
    assert join.message.startswith(f"ws://{address}/ ") and join.message.endswith("確かめてください。")


def silent_address() -> str:
    """A loopback address where nothing listens (a port just freed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{probe.getsockname()[1]}"


def _join_app(app):
    _join_screen(app, i18n._("Play online"), i18n._("Join with a code"))
    return app


# --- a code or seat the server does not know: worded by what the person gave ---------------------
def test_a_well_formed_code_no_table_has_is_said_without_a_token(server):
    """A play-test: "No table has that code, or no seat that token." to a person who typed a code."""
    app = window()
    join = _join_with(_join_app(app), f"127.0.0.1:{server.port}", "ABCDE-FGHJK", "Kenji")
    pump([app], lambda: join.message and join.message_bad, what="the refusal")
    assert join.message == "No table has that code."


def test_a_well_formed_code_no_table_has_in_japanese_says_nothing_of_a_token(server, japanese):
    app = window()
    join = _join_with(_join_app(app), f"127.0.0.1:{server.port}", "ABCDE-FGHJK", "Kenji")
    pump([app], lambda: join.message and join.message_bad, what="the refusal")
    assert join.message == i18n._("No table has that code.") and "トークン" not in join.message


def test_a_watch_link_no_table_has_says_so(server):
    app = window()
    join = _join_app(app).top
    type_into(app, join.link, f"tabletop://127.0.0.1:{server.port}/watch/{'Q' * 32}")
    press(app, "Watch the table")
    pump([app], lambda: join.message and join.message_bad, what="the refusal")
    assert join.message == "No table on that server has this watch link."


def test_a_saved_seat_the_server_no_longer_has_says_so_when_reopened(server):
    entry = {"server": server.url + "/", "table": "ABCDEFGHJK", "seat": 1, "token": "Q" * 32,
             "title": "koinobori", "names": ["Ana", "Hanako"]}
    assert known.remember(entry) is None
    app = window()
    press(app, "Play online")
    press(app, "My online tables")
    tables = app.top
    assert isinstance(tables, TablesScene)
    gone = "This server no longer has this table."
    pump([app], lambda: tables.row_words(entry)[1] == gone, what="the server's answer")
    click(app, tables.rows[0][0].center)
    pump([app], lambda: tables.opening is None, what="the opening to give up")
    assert tables.message == gone and tables.message_bad
