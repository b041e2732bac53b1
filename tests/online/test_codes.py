"""Invite codes and tokens (game/online/codes.py)."""
import base64

from game.online import codes


def test_codes_use_the_alphabet_and_read_back_however_typed():
    seen = {codes.new_code() for _n in range(200)}
    assert len(seen) == 200
    for code in seen:
        assert len(code) == 10 and set(code) <= set(codes.ALPHABET)
        shown = codes.shown(code)
        assert shown[5] == "-" and shown.replace("-", "") == code
        for typed in (shown, shown.lower(), f" {code[:3]} {code[3:]} ", code.lower().replace("", "-")):
            assert codes.normalize(typed) == code
    assert not set("01ILO") & set(codes.ALPHABET)
    for bad in ("", "ABCDE-FGHJ", "ABCDE-FGHJKL", "ABCDE-FGHJ0", "ABCDE-FGHJI", "x" * 41, None, 5):
        assert codes.normalize(bad) is None


def test_tokens_hold_at_least_128_random_bits_and_are_stored_as_hashes():
    token = codes.new_token()
    assert len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8 >= 128
    assert codes.new_token() != token
    digest = codes.token_hash(token)
    assert len(digest) == 64 and token not in digest
    assert codes.same(digest, codes.token_hash(token))
    assert not codes.same(digest, codes.token_hash(codes.new_token()))
    assert not codes.same(None, digest) and not codes.same(digest, None)


def test_a_token_never_starts_with_a_dash_so_it_never_reads_as_an_option():
    tokens = [codes.new_token() for _ in range(3000)]   # ~1 in 64 would start with "-" unchecked
    assert not any(t.startswith("-") for t in tokens)
    assert all(len(t) == 32 for t in tokens) and len(set(tokens)) == len(tokens)
