"""bench/paddy_oracle.py's variant options: a check variant and a knob on Hard's copy only."""

import pytest

from .bench import load_bench


def test_check_variants_name_their_width_deals_and_repliers():
    oracle = load_bench("paddy_oracle")
    assert oracle.check_variant("16x2") == (16, 2, oracle.ONE_REPLY)
    assert oracle.check_variant("all6x6") == (6, 6, oracle.every_reply)
    with pytest.raises(ValueError):
        oracle.check_variant("wide")


def test_a_knob_is_set_on_a_copy_and_keeps_its_type():
    oracle = load_bench("paddy_oracle")
    k = oracle.knob_variant("scale=16")
    assert k.scale == 16.0 and isinstance(k.scale, float) and oracle.K.scale == 8.0
    assert oracle.knob_variant("reply_top=12").reply_top == 12 and oracle.K.reply_top == 8
    assert oracle.knob_variant("every_reply_at=3,4").every_reply_at == (3, 4)   # as ladder_screen's --set
    assert oracle.K.every_reply_at == (3,)
    with pytest.raises(AttributeError):
        oracle.knob_variant("no_such_knob=1")
