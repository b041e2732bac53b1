"""Where a line of text may break, in English and in Japanese.  Plain Python (no pygame).

English breaks at spaces.  Japanese is written without spaces: a line breaks between phrases
(文節), found by BudouX (`phrases`); without its model, between any two characters except inside
a katakana word (コスト).  Either way not where the Japanese rules of line breaking (kinsoku
shori, JIS X 4051) forbid it: no line starts with closing brackets, the small kana, the
long-vowel mark, the middle dot or 、。？！ and the like (`NO_START`), and no line ends with an
opening bracket (`NO_END`).  A character that may not start a line stays on the line before,
with the character before it ("oikomi"); an opening bracket moves to the next line with what
follows.

`segments(text)` cuts a paragraph into the pieces between break opportunities;
`wrap(text, width, measure)` fills lines greedily with them, breaking a piece that is wider
than a whole line between its characters.  Words the table names (`keep_whole`: the players'
names, Koinobori's colour names) are never broken inside by `wrap` unless wider than the line:
BudouX cut 「鯉／のぼり大好き…」, a name, and 「オレンジ+黄／緑+ピンク」, which read as yellow and
green (a play-test).  The rules pages (game/ui/mdlayout.py) use the same
sets for their own, style-aware breaker.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

NO_START = frozenset(
    "、。，．,.・：；:;？！?!‐゠–〜～ー"            # punctuation, dashes, the long-vowel mark
    "）〕］｝〉》」』】〙〗〟’”)]}»"                 # closing brackets and quotes
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"  # small kana
    "ゝゞヽヾ々〻…‥%％")
NO_END = frozenset("（〔［｛〈《「『【〘〖〝‘“([{«")
_CJK_RE = re.compile("[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002ffff]")


def is_cjk(ch: str) -> bool:
    """A character of scripts written without spaces (each is a place to break)."""
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF
            or 0xFF00 <= o <= 0xFFEF or 0x20000 <= o <= 0x2FFFF)


def is_katakana(ch: str) -> bool:
    """A katakana letter (or the long-vowel mark): a run of them is one loan word (コスト,
    ハーレクイン), kept whole on a line as Japanese UI text does; a run wider than the line is
    still cut (`_split_long`)."""
    return "\u30a1" <= ch <= "\u30fa" or ch == "\u30fc"   # (not the middle dot ・, a word break)


_phrase_parser = None   # BudouX's Japanese model, loaded on first use (False: unavailable)


def phrases(text: str) -> list[str] | None:
    """`text` cut into Japanese phrases (文節: 「使う」「ガーデンタイルを」「選んでください。」)
    by BudouX, Google's small phrase model, or None where it is unavailable (a play-test read
    「使／うガーデンタイル」 where lines broke between characters)."""
    global _phrase_parser
    if _phrase_parser is None:
        try:
            import budoux
            _phrase_parser = budoux.load_default_japanese_parser()
        except (ImportError, OSError, ValueError):   # a bundle without its model: characters only
            _phrase_parser = False
    if _phrase_parser is False:
        return None
    return list(_parsed(text))


@lru_cache(maxsize=4096)
def _parsed(text: str) -> tuple[str, ...]:
    """BudouX's phrases of `text`, kept: a table wraps the same prompts and log lines frame
    after frame, and the model's parse was a twentieth of a Japanese table's drawing time."""
    return tuple(_phrase_parser.parse(text))


_kept: tuple[str, ...] = ()   # words `wrap` keeps whole, longest first (`keep_whole`)
kept_version = 0              # changes with them: a cache of wrapped lines keys on it


def keep_whole(words) -> None:
    """The words `wrap` and `kept_phrases` never break inside (a table sets its players' names
    and its own terms when it opens or changes language).  Words of one character change nothing."""
    global _kept, kept_version
    kept = tuple(sorted({w for w in words if len(w) > 1}, key=lambda w: (-len(w), w)))
    if kept != _kept:
        _kept, kept_version = kept, kept_version + 1


def _inside_kept(text: str, fits: Callable[[str], bool] | None = None) -> set[int]:
    """The offsets of `text` that fall inside a kept word (a break there would cut it); with
    `fits`, only of the words that fit on a line (one wider breaks where it would anyway:
    "Bartholomew / Long", never "Bartholomew Lo / ng")."""
    inside: set[int] = set()
    for word in _kept:
        if fits is not None and not fits(word):
            continue
        start = text.find(word)
        while start >= 0:
            inside.update(range(start + 1, start + len(word)))
            start = text.find(word, start + 1)
    return inside


def join_kept(pieces: list[str], text: str, fits: Callable[[str], bool] | None = None) -> list[str]:
    """`pieces` (which join to `text`) with no break left inside a kept word of `text` (with
    `fits`, a word that fits on a line)."""
    if not _kept or not pieces:
        return pieces
    inside = _inside_kept(text, fits)
    if not inside:
        return pieces
    out: list[str] = []
    at = 0
    for piece in pieces:
        if out and at in inside:
            out[-1] += piece
        else:
            out.append(piece)
        at += len(piece)
    return out


def kept_phrases(text: str) -> list[str] | None:
    """`phrases(text)` with the kept words whole (a two-line prompt broken between phrases)."""
    parts = phrases(text)
    return None if parts is None else join_kept(parts, text)


def has_cjk(text: str) -> bool:
    return _CJK_RE.search(text) is not None


def segments(paragraph: str) -> list[str]:
    """The pieces of `paragraph` between break opportunities, spaces kept at a piece's end.
    Joined, they give the paragraph back.  Japanese breaks between phrases (BudouX: a line
    broken inside a word, 「取／りました」 or 「110／点」, read badly in a play-test), each phrase
    cut again at its spaces (English words beside a Japanese name); without the phrase model,
    between characters."""
    if has_cjk(paragraph):
        parts = phrases(paragraph)
        if parts is not None:
            return _kinsoku(_labels(_glued([piece for part in parts for piece in _at_spaces(part)])))
    return _character_segments(paragraph)


LABEL_CHARS = 12   # a label this short, up to its colon (「コンピューターの手：」), stays on one line
_LIST_NUMBER = re.compile(r"(^|\s)\(?\d+[.)）] +$")   # "1. ", "2) ": a list's number before its item


def _labels(pieces: list[str]) -> list[str]:
    """A short label before a full-width colon is one piece, and a line may break after its
    colon: BudouX cuts 「コンピューターの／手：ベルツノガエルを」, and a review note broke its
    label 「コンピューターの／手：…」 over two lines (a play-test); now 「コンピューターの手：／
    ベルツノガエルを」.  A label runs from the start of its clause (after 。、！？ or a space),
    but not one that follows a list's number (「1. めくったソロカード：」): held whole it could not
    sit beside its number in a narrow panel, and "1." stood alone on its line (a play-test)."""
    split: list[str] = []
    for piece in pieces:
        while "：" in piece[:-1]:
            cut = piece.index("：") + 1
            split.append(piece[:cut])
            piece = piece[cut:]
        split.append(piece)
    out: list[str] = []
    start = 0   # where the clause the next piece belongs to began, in `out`
    for piece in split:
        out.append(piece)
        if piece.endswith("："):
            label = "".join(out[start:])
            numbered = _LIST_NUMBER.search("".join(out[max(0, start - 3):start])) is not None
            if len(out) - start > 1 and " " not in label and len(label) <= LABEL_CHARS and not numbered:
                out[start:] = [label]
            start = len(out)
        elif piece[-1] in "。、！？!?" or piece.endswith(" "):
            start = len(out)
    return out


# Where BudouX breaks and a reader would not: inside a compound particle (「1匹に／つき」,
# 「竿に／ついて」) and after a demonstrative before its noun (「その／区画は」); a play-test.
_COMPOUND_PARTICLES = ("つき", "ついて", "つい", "よって", "よる", "より", "とって", "おいて", "対して", "関して", "応じて")
_DEMONSTRATIVES = frozenset(("その", "この", "あの", "どの"))


def _glued(pieces: list[str]) -> list[str]:
    """The pieces with a compound particle joined to the に before it, and a demonstrative to
    the word after it."""
    out: list[str] = []
    for piece in pieces:
        if out and ((out[-1].endswith("に") and piece.startswith(_COMPOUND_PARTICLES))
                    or out[-1] in _DEMONSTRATIVES):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def _at_spaces(text: str) -> list[str]:
    """`text` cut after each run of spaces (the spaces kept at a piece's end)."""
    out = re.findall(r"[^ ]* *", text)
    return [piece for piece in out if piece]


def _kinsoku(pieces: list[str]) -> list[str]:
    """Glue a piece that may not start a line to the one before, and a piece after an opening
    bracket to the bracket."""
    out: list[str] = []
    for piece in pieces:
        if out and (piece[0] in NO_START or out[-1][-1] in NO_END):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def _character_segments(paragraph: str) -> list[str]:
    """Between any two Japanese characters (a katakana word kept whole), at spaces otherwise."""
    pieces: list[str] = []
    current = ""
    for ch in paragraph:
        if ch == " ":
            current += ch
            continue
        if current and (current[-1] == " " or is_cjk(ch) or is_cjk(current[-1])) \
                and not (is_katakana(ch) and is_katakana(current[-1])):
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return _kinsoku(pieces)


def script(ch: str) -> str:
    """The script of a Japanese character: kanji, hiragana, katakana or other."""
    o = ord(ch)
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if is_katakana(ch):
        return "katakana"
    if 0x3400 <= o <= 0x9FFF or ch == "\u3005":
        return "kanji"
    return "other"


def starts_word(before: str, after: str) -> bool:
    """Whether a word of another script begins at `after` (after "・", before a kanji or
    katakana word: 山本|さくら, おばあちゃん・|花子, テントウムシ|大好き): where a Japanese
    name breaks best.  Not kanji|hiragana: that is a word's own ending (大好|き)."""
    first, second = script(before), script(after)
    return first != second and (first == "other" or second in ("kanji", "katakana"))


SOFT_FILL = 3   # a line ended where a word begins holds a third of the line at least


def _split_long(piece: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """A piece wider than the line, cut between characters (never before a NO_START one), and
    not inside a kept word unless that word alone is wider than the line (the cut moves back to
    the word's start: 「オレンジ+黄緑+／ピンクを」, not 「…+ピ／ンクを」).  A kept Japanese word
    wider than the line (a player's name) is cut where a word of it begins (`starts_word`) if
    the line keeps a third of its width: such a name in the log panel read 「テントウムシ大好き
    おばあちゃ／ん chooses」 (a play-test); now 「テントウムシ／大好きおばあちゃん chooses」.
    Other text is cut where it fills, as before: a break at a word there would cost a line
    (「水田／タイルを」) in panels sized for the text as it wraps."""
    blocked = _inside_kept(piece, lambda word: measure(word) <= width) if _kept else set()
    wide = _inside_kept(piece, lambda word: measure(word) > width) if _kept else set()
    parts, start = [], 0   # `start`: where the line being filled begins in `piece`
    for i, ch in enumerate(piece):
        current = piece[start:i]
        if current and measure((current + ch).rstrip()) > width and ch not in NO_START \
                and current[-1] not in NO_END:
            cut = _word_start(piece, start, i, width, measure, wide)
            while cut in blocked and cut > start + 1:
                cut -= 1
            if cut in blocked:   # the word alone is wider than the line: cut it where it fills
                cut = i
            parts.append(piece[start:cut])
            start = cut
    if start < len(piece):
        parts.append(piece[start:])
    return parts


def _word_start(piece: str, start: int, full: int, width: int, measure: Callable[[str], int],
                inside: set[int]) -> int:
    """Where the line `piece[start:full]` (full: the next character would not fit) ends best:
    the last offset of `inside` (a wide name's) in it where a Japanese word begins, if the line
    keeps a third of `width` and the rules of line breaking allow it; else `full`."""
    for cut in range(full, start + 1, -1):
        before, after = piece[cut - 1], piece[cut]
        if cut not in inside or not (is_cjk(before) or is_cjk(after)) or after in NO_START or before in NO_END:
            continue
        if SOFT_FILL * measure(piece[start:cut]) < width:
            break
        if starts_word(before, after):
            return cut
    return full


ORPHAN_CHARS = 2   # a Japanese line of one phrase this short ("卵") takes the phrase before it along


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """`text` in lines at most `width` wide as `measure` says (each "\\n" starts a paragraph).
    Spaces at a break are dropped; an empty paragraph gives an empty line.  In Japanese a line
    left with one short phrase takes the last phrase of the line before along (`_no_orphans`)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        rows: list[list[str]] = []   # each line as its pieces
        row: list[str] = []
        # a kept word wider than the line breaks as ever ("Bartholomew / Long"), but a
        # Japanese one is one piece, which `_split_long` cuts where a word of it begins
        # (BudouX cut a name wider than the line 「ヴィルヘルミーナ・たかは／し・は／な」)
        whole = lambda word: measure(word) <= width or (" " not in word and has_cjk(word))  # noqa: E731
        for piece in join_kept(segments(paragraph), paragraph, whole):
            if row and measure(("".join(row) + piece).rstrip()) <= width:
                row.append(piece)
                continue
            if len(row) == 1 and _LIST_NUMBER.match(row[0]):
                # a list's number never stands alone on its line (「3.」 over 「コバルトヤドク
                # ガエル」 in the Croaker's narrow panel, a play-test): its item starts beside it,
                # cut between characters where it must be
                piece, row = row[0] + piece, []
            if row:
                rows.append(row)
            row = [piece]
            if measure(piece.rstrip()) > width:  # one piece wider than the line
                parts = _split_long(piece, width, measure)
                rows.extend([p] for p in parts[:-1])
                row = [parts[-1]]
        rows.append(row)
        if has_cjk(paragraph):
            _no_orphans(rows, width, measure)
        lines.extend("".join(r).rstrip() for r in rows)
    return lines


def _no_orphans(rows: list[list[str]], width: int, measure: Callable[[str], int]) -> None:
    """A line of one short phrase between longer ones reads as a stray word (「…緑の／卵／（シロ
    ジュウシホシテントウ）」: a play-test): where it fits, the last phrase of the line before
    moves down to join it (「…は／緑の卵／…」).  The count of lines never changes."""
    for k in range(1, len(rows)):
        row, before = rows[k], rows[k - 1]
        if len(row) != 1 or len(row[0].strip()) > ORPHAN_CHARS or len(before) < 2:
            continue
        joined = [before[-1], *row]
        if measure("".join(joined).rstrip()) <= width:
            rows[k - 1], rows[k] = before[:-1], joined
