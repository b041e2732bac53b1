"""Server addresses and invitation links as people paste them (game/online/client/links.py)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.online.client.links import CODE_ALPHABET, Link, make_link, make_watch_link, normalize_code, parse_link, parse_servers


@pytest.mark.parametrize("text, expected", [
    ("tabletop://192.168.1.20:8765/ABCDE-FGHJK", Link("ws://192.168.1.20:8765/", "ABCDEFGHJK")),
    ("  tabletop://host.example:9000/abcde fghjk \n", Link("ws://host.example:9000/", "ABCDEFGHJK")),
    ("tabletop://127.0.0.1:8765", Link("ws://127.0.0.1:8765/", None)),
    ("tabletop://127.0.0.1:8765/", Link("ws://127.0.0.1:8765/", None)),
    ("tabletops://example.org:443/play/ABCDEFGHJK", Link("wss://example.org:443/play/", "ABCDEFGHJK")),
    ("ws://localhost:8765", Link("ws://localhost:8765/", None)),
    ("WS://localhost:8765/", Link("ws://localhost:8765/", None)),
    ("wss://example.org/tabletop/", Link("wss://example.org:443/tabletop/", None)),
    ("ws://example.org", Link("ws://example.org:80/", None)),
    ("127.0.0.1:8765", Link("ws://127.0.0.1:8765/", None)),
    ("[::1]:9000", Link("ws://[::1]:9000/", None)),
])
def test_a_link_or_address_names_the_server_and_the_table(text, expected):
    assert parse_link(text) == expected


@pytest.mark.parametrize("text", [
    "", "   ", "localhost",                       # no port
    "http://example.org:80/", "ftp://x:1/",      # not a WebSocket or a Tabletop link
    "ws://h:99999/", "ws://h:0/", "ws://h:port/",
    "tabletop://h:1/XYZ", "tabletop://h:1/ABCDE-FGHJ0",   # a code of the wrong length / a 0
    "tabletop://h/ABCDEFGHJK",                    # a link names its port
    "ws://user@h:1/", "ws://h:1/?token=x", "ws://h:1/#x", "ws://h:1/a b",
    "ws://" + "a" * 400 + ":1/",
])
def test_a_bad_address_is_refused_in_one_sentence(text):
    with pytest.raises(ValueError) as refusal:
        parse_link(text)
    words = str(refusal.value)
    assert words and "\n" not in words and len(words) < 200


@pytest.mark.parametrize("text, port", [("127.0.0.1:99999", "99999"), ("ws://h:0/", "0"),
                                        ("tabletop://h:123456/ABCDE-FGHJK", "123456"), ("ws://[::1]:70000", "70000")])
def test_a_port_out_of_range_is_named_as_the_trouble(text, port):
    """Host and port are both there: the refusal says the port is out of range (it said an
    address "needs a host and a port", which this one has)."""
    with pytest.raises(ValueError) as refusal:
        parse_link(text)
    assert str(refusal.value) == f"a server's port is a number from 1 to 65535, not {port}"


def test_the_shared_link_reads_back_as_the_same_server_and_code():
    for url in ("ws://127.0.0.1:8765/", "ws://[::1]:9000/", "wss://example.org:443/t/"):
        link = make_link(url, "abcdefghjk")
        assert link.endswith("/ABCDE-FGHJK")
        assert parse_link(link) == Link(url, "ABCDEFGHJK")
    assert make_link("ws://127.0.0.1:8765", "ABCDEFGHJK") == "tabletop://127.0.0.1:8765/ABCDE-FGHJK"


def test_codes_are_read_without_case_dashes_or_spaces():
    assert normalize_code("abcde-fghjk") == normalize_code(" ABCDE FGHJK ") == "ABCDEFGHJK"
    for bad in ("ABCDEFGHJ", "ABCDEFGHJKL", "ABCDEFGHJ0", "ABCDEFGHJI", "ABCDE_FGHJ"):
        with pytest.raises(ValueError):
            normalize_code(bad)


def test_a_list_of_servers_keeps_its_order_without_repeats():
    assert parse_servers("ws://a:1, b:2,ws://a:1/") == ["ws://a:1/", "ws://b:2/"]
    for bad in ("", ",", "ws://a:1,nope"):
        with pytest.raises(ValueError):
            parse_servers(bad)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80) | st.builds(lambda s, h, p, c: f"{s}://{h}:{p}/{c}",
                                         st.sampled_from(["ws", "wss", "tabletop", "tabletops", "http"]),
                                         st.text(max_size=12), st.integers(-5, 70000),
                                         st.text(max_size=12) | st.text(max_size=70).map(lambda t: "watch/" + t)))
def test_any_text_gives_a_link_or_a_refusal_never_a_crash(text):
    try:
        link = parse_link(text)
    except ValueError:
        return
    assert link.url.startswith(("ws://", "wss://")) and link.url.endswith("/")
    assert link.code is None or (len(link.code) == 10 and set(link.code) <= set(CODE_ALPHABET))
    assert link.watch is None or (link.code is None and 16 <= len(link.watch) <= 64)
    assert parse_link(link.url) == Link(link.url, None)


TOKEN = "Zq3-_x9AbCdEfGhIjKlMnOpQrStUvWxYz012345678"


@pytest.mark.parametrize("text, expected", [
    (f"tabletop://192.168.1.20:8765/watch/{TOKEN}", Link("ws://192.168.1.20:8765/", None, TOKEN)),
    (f"  tabletops://example.org:443/play/watch/{TOKEN}/ \n", Link("wss://example.org:443/play/", None, TOKEN)),
    ("tabletop://h:1/watch/-starts-with-a-dash", Link("ws://h:1/", None, "-starts-with-a-dash")),
])
def test_a_watch_link_names_the_server_and_the_spectator_token(text, expected):
    assert parse_link(text) == expected


@pytest.mark.parametrize("text", [
    "tabletop://h:1/watch", "tabletop://h:1/watch/",            # no token
    "tabletop://h:1/watch/short",                               # under 16 characters
    "tabletop://h:1/watch/ABCDE-FGHJK",                         # an invite code is not a spectator token
    "tabletop://h:1/watch/" + "a" * 65,                         # over 64
    "tabletop://h:1/watch/abcdefghijklmnop.q",                  # a character tokens never have
    "tabletop://h:1/watch/abcdefghijklmnopq?x=1",
    "tabletop://h/watch/" + TOKEN,                              # a link names its port
])
def test_a_malformed_watch_link_is_refused_in_one_sentence(text):
    with pytest.raises(ValueError) as refusal:
        parse_link(text)
    words = str(refusal.value)
    assert words and "\n" not in words and len(words) < 200


def test_the_watch_link_reads_back_as_the_same_server_and_token():
    for url in ("ws://127.0.0.1:8765/", "ws://[::1]:9000/", "wss://example.org:443/t/"):
        link = make_watch_link(url, TOKEN)
        assert link.endswith("/watch/" + TOKEN)
        assert parse_link(link) == Link(url, None, TOKEN)
        assert parse_servers(link) == [url]   # the headless client's --server takes it as the address
    assert make_watch_link("ws://127.0.0.1:8765", TOKEN) == f"tabletop://127.0.0.1:8765/watch/{TOKEN}"
    with pytest.raises(ValueError):
        make_watch_link("ws://127.0.0.1:8765", "not a token")


def test_the_typed_address_is_host_and_port_for_a_plain_server():
    from game.online.client.links import typed_address

    assert typed_address("ws://127.0.0.1:18792/") == "127.0.0.1:18792"
    assert typed_address("ws://127.0.0.1:18792") == "127.0.0.1:18792"
    assert typed_address("wss://tables.example.org/") == "wss://tables.example.org"
    assert typed_address("ws://host:80/tabletop/") == "ws://host:80/tabletop"
