"""A table whose creator chose its deal (a seed, on a server started with
`--allow-chosen-deals`): the creator can replay it and know every hidden card, so the guest's
and a watcher's windows say so when the table opens, and Players and seats says it to every
seat.  A security test's guest was told nothing.  A real server on loopback, real windows."""
from __future__ import annotations

import asyncio

from game.ui import textrecord
from online_windows import data, is_table, join_table, press, pump, server, watch_table, windows  # noqa: F401
from online.wire import Wire, create

SAID = "This table's creator chose its deal: they can know every hidden card."
PLAYERS_SAID = SAID   # (the same sentence, in Players and seats' note)


def _created(url: str, **extra) -> dict:
    async def run():
        host = await Wire.open(url)
        created = await create(host, "koinobori", 2, seats=["human", "invite"], **extra)
        await host.close()
        return created

    return asyncio.run(run())


def drawn(app) -> list[str]:
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return [t.string for t in rec.texts]


def test_a_guest_and_a_watcher_are_told_the_deal_was_chosen(server, windows, data):
    created = _created(server.url, seed=42)
    guest = windows()
    join_table(guest, f"127.0.0.1:{server.port}", created["table"], "Hanako")
    pump([guest], lambda: is_table(guest), what="the guest's table")
    table = guest.top
    assert table.match.chosen_deal
    assert table.message is not None and table.message[0].endswith(SAID), table.message
    texts = drawn(guest)
    assert SAID.replace(" ", "") in "".join(texts).replace(" ", ""), texts
    press(guest, "Menu")
    press(guest, "Players and seats")
    assert type(guest.top).__name__ == "PlayersScene"
    texts = drawn(guest)
    assert PLAYERS_SAID.replace(" ", "") in "".join(texts).replace(" ", ""), texts

    watcher = windows()
    watching = watch_table(watcher, f"tabletop://127.0.0.1:{server.port}/watch/{created['spectator']}")
    assert watching.message is not None and watching.message[0].endswith(SAID), watching.message


def test_a_table_the_server_dealt_says_nothing_of_it(server, windows, data):
    created = _created(server.url)
    guest = windows()
    join_table(guest, f"127.0.0.1:{server.port}", created["table"], "Hanako")
    pump([guest], lambda: is_table(guest), what="the guest's table")
    table = guest.top
    assert not table.match.chosen_deal
    assert table.message is None or SAID not in table.message[0]
    press(guest, "Menu")
    press(guest, "Players and seats")
    assert PLAYERS_SAID.replace(" ", "") not in "".join(drawn(guest)).replace(" ", "")


def test_in_japanese_the_note_runs_on_without_a_space(server, windows, data):
    """A play-test: 「今テーブルにいる人です。 このテーブルの…」 had an ASCII space between the two
    Japanese sentences (the English joining); they run on as Japanese sentences do."""
    from game import i18n
    from game.scenes.online.pause import PlayersScene

    created = _created(server.url, seed=42)
    guest = windows()
    join_table(guest, f"127.0.0.1:{server.port}", created["table"], "Hanako")
    pump([guest], lambda: is_table(guest), what="the guest's table")
    i18n.set_language("ja")
    try:
        guest.push(PlayersScene(guest, guest.top))
        joined = "".join(drawn(guest))
        said = i18n._(SAID)
    finally:
        i18n.set_language("en")
    assert said[:6] in joined and "。 " not in joined and "。" + said[:4] in joined, joined
