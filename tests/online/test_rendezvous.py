"""Which address a table's seats meet at (game/online/client/rendezvous.py): the same whatever the
order of a client's list, few tables move when a node is added, and a node that failed within
the last minute is passed over until that minute is over.  The address is chosen by the table's
meeting key (codes.meeting_key), which a seat makes from the code and a spectator is told."""
from __future__ import annotations

import random

from game.online import codes
from game.online.client.rendezvous import UNREACHABLE_FOR_S, home_address, meeting_address, meeting_key_of

NODES = ["ws://a.example:8765/", "ws://b.example:8765/", "ws://c.example:8765/"]
_draw = random.Random(11)
CODES = [codes.shown("".join(_draw.choice(codes.ALPHABET) for _n in range(codes.CODE_LENGTH)))
         for _m in range(300)]
KEYS = {code: meeting_key_of(code) for code in CODES}


def test_every_order_of_the_list_and_every_spelling_of_the_code_meets_at_one_address():
    for code in CODES[:50]:
        key = KEYS[code]
        assert key == meeting_key_of(code.lower()) == meeting_key_of(code.replace("-", " "))
        home = home_address(NODES, key)
        assert home == home_address(list(reversed(NODES)), key) == home_address(NODES[1:] + NODES[:1], key)
        assert home == home_address(NODES, key.lower())


def test_a_meeting_key_is_three_letters_of_the_code_alphabet_and_keys_differ_between_tables():
    assert all(len(key) == 3 and set(key) <= set(codes.ALPHABET) for key in KEYS.values())
    assert len(set(KEYS.values())) > 280    # 300 tables, 29,791 keys: few share one
    assert meeting_key_of("not a code") is None and meeting_key_of(None) is None


def test_tables_spread_over_the_nodes_and_a_new_node_moves_only_tables_to_itself():
    homes = {code: home_address(NODES, KEYS[code]) for code in CODES}
    counts = {url: list(homes.values()).count(url) for url in NODES}
    assert min(counts.values()) > len(CODES) / len(NODES) / 2, counts
    more = NODES + ["ws://d.example:8765/"]
    moved = [code for code in CODES if home_address(more, KEYS[code]) != homes[code]]
    assert moved and all(home_address(more, KEYS[code]) == more[-1] for code in moved)


def test_a_node_that_failed_within_the_minute_is_passed_over_then_chosen_again():
    code = KEYS[CODES[7]]
    home = home_address(NODES, code)
    failed = {home: 1000.0}
    elsewhere = meeting_address(NODES, code, failed, now=1000.0 + UNREACHABLE_FOR_S - 1)
    assert elsewhere != home and elsewhere == home_address([u for u in NODES if u != home], code)
    assert meeting_address(NODES, code, failed, now=1000.0 + UNREACHABLE_FOR_S) == home
    everyone = {u: 1000.0 for u in NODES}      # all failed: the home among all of them still
    assert meeting_address(NODES, code, everyone, now=1001.0) == home
