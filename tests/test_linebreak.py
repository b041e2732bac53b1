"""Line breaking (game/ui/linebreak.py, used by every wrapped text and the rules pages):
English at spaces, Japanese between any two characters except where kinsoku forbids."""
from __future__ import annotations

import pytest

from game.ui import linebreak
from game.ui.linebreak import NO_END, NO_START, _character_segments, segments, wrap


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
    assert _character_segments("です。次") == ["で", "す。", "次"]   # (without the phrase model)
    assert _character_segments("「水」") == ["「水」"]
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
    assert _character_segments("コスト2") == ["コスト", "2"]
    assert _character_segments("ハーレクイン・カード") == ["ハーレクイン・", "カード"]
    assert wrap("エサのコスト", 50, width) == ["エサの", "コスト"]
    assert wrap("ライフサイクルカード", 50, width) == ["ライフサイ", "クルカード"]   # wider: cut


@pytest.mark.parametrize("text, whole", [
    ("プレイヤー1はフタモンテントウのエサタイル+2（コスト2）を取りました。", ["取りました。", "プレイヤー1は"]),
    ("ゲーム終了：プレイヤー1 110点。", ["110点。"]),
    ("棚田の水守り山本さくら之介様です: discard 1 card (hand limit 4).", ["discard", "limit"]),
])
@pytest.mark.parametrize("room", range(60, 200, 10))
def test_japanese_breaks_between_phrases_and_english_words_stay_whole(text, whole, room):
    """Lines break between Japanese phrases (BudouX), not inside a word (「取／りました」,
    「110／点」 in a play-test's log), and the English beside a Japanese name at its spaces."""
    lines = wrap(text, room, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for word in whole:
        if width(word) <= room:
            assert any(word in line for line in lines), (room, lines)


def test_a_japanese_line_of_one_short_phrase_takes_the_phrase_before_it_along(monkeypatch):
    """A play-test read 「…緑の／卵／（シロジュウシホシテントウ）／を捨てました。」 in Ladybird's log:
    the stray 「卵」 now has 「緑の」 with it, and the count of lines stays."""
    from game.ui import linebreak

    text = "花子さんは緑の卵（シロジュウシホシテントウ）を捨てました。"
    lines = wrap(text, 75, width)   # 「花子さんは緑の」 fills a line; 「卵」 would be alone on the next
    assert "".join(lines) == text and all(width(line) <= 75 for line in lines)
    assert "緑の卵" in lines and "卵" not in lines, lines
    monkeypatch.setattr(linebreak, "_no_orphans", lambda *args: None)
    plain = wrap(text, 75, width)
    assert "卵" in plain and len(plain) == len(lines)   # what it was, in as many lines


def test_a_short_last_line_that_cannot_take_more_is_left_as_it_is():
    # the phrase before would not fit beside it: nothing moves, nothing is lost
    text = "シロジュウシホシテントウ卵"
    assert "".join(wrap(text, 120, width)) == text


def test_a_list_number_is_never_left_alone_by_a_label_kept_whole():
    """「1. めくったソロカード：…」 in the Croaker's narrow panel: held whole, the label could not
    sit beside its number, and "1." stood alone on a line (a play-test)."""
    text = "1. めくったソロカード：カエル +1（合計4）"
    for room in range(90, 200, 5):
        lines = wrap(text, room, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert lines[0].strip() not in ("1.", "1"), (room, lines)


NOTE = ("?! 43手目は疑問手：ベルツノガエルを表向きで3行2列にプレイ（見込み 72/100）。"
        "コンピューターの手：ベルツノガエルを表向きで2行3列にプレイ（見込み 83/100）。")


@pytest.mark.parametrize("room", range(100, 400, 10))
def test_a_short_label_before_a_colon_stays_on_one_line_and_a_line_may_break_after_it(room):
    """A review note broke its label 「コンピューターの／手：…」 over two lines (a play-test; BudouX
    cuts after 「の」): the label up to its full-width colon is kept whole where it fits."""
    lines = wrap(NOTE, room, width)
    assert "".join(lines).replace(" ", "") == NOTE.replace(" ", "")
    assert all(width(line) <= room for line in lines)
    assert not any(line.endswith("コンピューターの") for line in lines), lines
    assert any("コンピューターの手：" in line for line in lines), lines
    assert "ベルツノガエルを" in segments(NOTE)   # (what follows the colon may start a line)


LOG = "アナは個人竿にオレンジ+黄緑+ピンクを裏向きで置き、鯉のぼり大好き太郎左衛門之助様の番です。"


@pytest.fixture
def kept_words():
    """The words a Koinobori table keeps whole: its players' names and the carp colours."""
    linebreak.keep_whole(["アナ", "鯉のぼり大好き太郎左衛門之助様", "濃い緑", "オレンジ", "黄緑", "ピンク"])
    yield
    linebreak.keep_whole([])


@pytest.mark.parametrize("room", range(60, 400, 10))
def test_a_players_name_and_a_colour_are_never_broken_inside_unless_wider_than_the_line(kept_words, room):
    """A play-test read 「オレンジ+黄／緑+ピンク」 (yellow and green, not yellow-green) and
    「鯉／のぼり大好き…」 (a name cut in two): BudouX breaks inside them, `wrap` does not."""
    lines = wrap(LOG, room, width)
    assert "".join(lines) == LOG
    for word in ("黄緑", "オレンジ", "ピンク", "鯉のぼり大好き太郎左衛門之助様"):
        if width(word) <= room:
            assert any(word in line for line in lines), (word, lines)
    assert all(width(line) <= room for line in lines)



@pytest.mark.parametrize("room", range(60, 200, 10))
def test_a_list_number_never_stands_alone_before_a_long_katakana_word(room):
    """「3.」 alone over 「コバルトヤドクガエル（右）を」 in the Croaker's narrow panel (a
    play-test): the item starts beside its number, the word cut between characters if it must."""
    text = "3. コバルトヤドクガエル（右）を取り除きました。"
    lines = wrap(text, room, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert lines[0].strip() not in ("3.", "3"), (room, lines)


def test_a_kept_name_wider_than_the_line_breaks_between_its_words_as_before():
    """"Bartholomew Long" kept whole but wider than a narrow box broke "Bartholomew Lo / ng" (the
    regression hunt): a kept word that does not fit breaks where it would anyway."""
    linebreak.keep_whole(["Bartholomew Long", "Alexandrina Wuuu"])
    try:
        for room in range(110, 160, 10):   # narrower than the name (160), wider than "Bartholomew"
            assert wrap("Bartholomew Long", room, width) == ["Bartholomew", "Long"], room
        assert wrap("Bartholomew Long plays", 160, width) == ["Bartholomew Long", "plays"]
    finally:
        linebreak.keep_whole([])


def test_a_compound_particle_and_a_demonstrative_stay_with_their_words():
    """A play-test read 「…1匹に／つき3ポイントを失います」 and 「その／区画は滝より／低いまま」:
    BudouX breaks inside につき and after その."""
    assert segments("1匹につき3ポイントを失います")[0] == "1匹につき3ポイントを"
    assert segments("その区画は滝より低いままです")[0] == "その区画は"
    assert "".join(segments("この竿について、色によって違います。")) == "この竿について、色によって違います。"
    assert not any(piece.startswith(("つき", "ついて", "よって")) for piece in segments("この竿について、色によって違います。"))


def test_a_japanese_name_wider_than_the_line_breaks_where_a_word_of_it_begins():
    """The log panel cut a player's name wider than its line where the line filled:
    「テントウムシ大好きおばあちゃ」 / 「ん chooses a card.」 (a play-test), and BudouX's own
    phrases cut 「ヴィルヘルミーナ・たかは／し・は／な」.  A kept Japanese name wider than the
    line now breaks where one of its words begins; text that is not a name still breaks where
    it fills."""
    linebreak.keep_whole(["テントウムシ大好きおばあちゃん", "ヴィルヘルミーナ・たかはし・はな"])
    try:
        assert wrap("テントウムシ大好きおばあちゃん chooses a card.", 140, width) == [
            "テントウムシ", "大好きおばあちゃん", "chooses a", "card."]
        assert wrap("テントウムシ大好きおばあちゃんはカードを選びます。", 140, width) == [
            "テントウムシ", "大好きおばあちゃんはカードを", "選びます。"]
        assert wrap("ヴィルヘルミーナ・たかはし・はな chooses", 120, width) == [
            "ヴィルヘルミーナ・", "たかはし・はな", "chooses"]
        # where the name's word would leave less than a third of the line, it fills the line
        linebreak.keep_whole(["アイ大好きおばあちゃんとおじいちゃん"])
        assert wrap("アイ大好きおばあちゃんとおじいちゃん", 140, width) == ["アイ大好きおばあちゃんとおじ", "いちゃん"]
    finally:
        linebreak.keep_whole([])
    assert wrap("テントウムシ大好きおばあちゃん chooses", 140, width)[0] == "テントウムシ大好きおばあちゃ"
    assert wrap("水田タイルをボードに置きます", 50, width) == ["水田タイル", "をボードに", "置きます"]
