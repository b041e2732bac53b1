"""Line breaking (game/ui/linebreak.py, used by every wrapped text and the rules pages):
English at spaces, Japanese between any two characters except where kinsoku forbids."""
from __future__ import annotations

import pytest

from game.ui.linebreak import NO_END, NO_START, segments, wrap


def width(text: str) -> int:  # a monospace measure: 10 px a character
    return 10 * len(text)


def test_english_still_breaks_at_spaces_and_drops_them():
    assert wrap("Stack rice terraces, herd animals", 120, width) == ["Stack rice", "terraces,", "herd animals"]
    assert wrap("a\n\nb", 100, width) == ["a", "", "b"]


def test_japanese_breaks_between_characters_without_spaces():
    lines = wrap("水田タイルをボードに置きます", 50, width)
    assert "".join(lines) == "水田タイルをボードに置きます" and all(width(line) <= 50 for line in lines)
    assert len(lines) == 3


@pytest.mark.parametrize("text", [
    "ターン終了を押してください。次のプレイヤーに交代します。",
    "「峰の露」か「溝の中の泥」をプレイするか、パスします。",
    "ちょっと待ってください！キャンセル？ショッピング・ゲーム",
    "アブラムシ（3匹）を払ってエサタイルを取ります、ハーレクイン。",
])
@pytest.mark.parametrize("room", range(30, 160, 10))
def test_no_line_starts_with_closing_marks_or_small_kana_and_none_ends_with_an_opening_bracket(text, room):
    lines = wrap(text, room, width)
    assert "".join(lines) == text
    for line in lines[1:]:
        assert line[0] not in NO_START, (line, lines)
    for line in lines[:-1]:
        assert line[-1] not in NO_END, (line, lines)


def test_the_kinsoku_sets_hold_the_marks_the_rules_name():
    assert set("、。，．」』）・ー？！ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ") <= NO_START
    assert set("「『（") <= NO_END


def test_a_closing_mark_stays_with_the_character_before_it():
    assert segments("です。次") == ["で", "す。", "次"]
    assert segments("「水」") == ["「水」"]


def test_mixed_english_and_japanese():
    lines = wrap("Paddyの水田タイル (L) を置く", 60, width)
    assert "".join(l if i == 0 else l for i, l in enumerate(lines)).replace(" ", "") == \
        "Paddyの水田タイル(L)を置く"
    assert all(width(line) <= 60 for line in lines)


def test_a_word_wider_than_the_line_is_cut_between_characters():
    assert wrap("Dorotheavonstein", 60, width) == ["Doroth", "eavons", "tein"]


def test_a_katakana_word_stays_whole_unless_it_is_wider_than_the_line():
    """A tooltip's title broke コスト into コ / スト: a loan word in katakana is one piece (the
    long-vowel mark with it), but the middle dot still separates two."""
    assert segments("コスト2") == ["コスト", "2"]
    assert segments("ハーレクイン・カード") == ["ハーレクイン・", "カード"]
    assert wrap("エサのコスト", 50, width) == ["エサの", "コスト"]
    assert wrap("ライフサイクルカード", 50, width) == ["ライフサイ", "クルカード"]   # wider: cut
