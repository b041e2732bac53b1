"""A watched table in the online tables file is found in a server's `tables` answer whether
that server names it by its watch id (since 2026-12) or, as older servers and older files
do, by its invite code (game/scenes/online/known.py, names_of)."""
from game.online import codes
from game.scenes.online import known


def test_a_watched_table_answers_to_its_saved_name_and_to_its_watch_id():
    token = codes.new_token()
    watched = {"server": "ws://example.org:8765", "table": "ABCDE-FGHJK", "seat": None, "token": token,
               "title": "koinobori"}
    watch = codes.shown(codes.watch_id(codes.token_hash(token)))
    assert known.names_of(watched) == {"ABCDE-FGHJK", watch}


def test_a_seat_answers_to_its_invite_code_only():
    seat = {"server": "ws://example.org:8765", "table": "ABCDE-FGHJK", "seat": 2, "token": codes.new_token(),
            "title": "koinobori"}
    assert known.names_of(seat) == {"ABCDE-FGHJK"}
