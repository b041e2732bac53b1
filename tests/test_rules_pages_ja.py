"""The Japanese rules pages (docs/rules/<name>.ja.md, issue 15): one beside every English page,
with the same structure (headings, tables, lists' shape) and the same icons, written in Japanese,
in Markdown our renderer reads as meant, found by F1 in Japanese and drawn whole."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game import smoke
from game.rules.registry import TITLES
from game.scenes.common.rules_help import RulesScene, page_file
from game.ui import mdparse, theme
from game.ui.assets import latin_only
from driver import make_app

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
ENGLISH = sorted(p for p in RULES.glob("*.md") if not p.name.endswith(".ja.md"))
PAIRS = [(p, p.with_name(p.stem + ".ja.md")) for p in ENGLISH]

KANA_KANJI = re.compile("[\u3040-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN = re.compile("[A-Za-z]")
# characters between which a line break inside a paragraph must not fall: the renderer turns a
# soft line break into a space, and Japanese has no spaces between words
CJK_TEXT = re.compile("[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def blocks(path: Path) -> list:
    return mdparse.parse(path.read_text(encoding="utf-8"))


def walk(items, depth: int = 0):
    """(block, depth) for every block, lists and quotes opened."""
    for block in items:
        yield block, depth
        if isinstance(block, mdparse.ListBlock):
            for item in block.items:
                yield from walk(item, depth + 1)
        elif isinstance(block, mdparse.Quote):
            yield from walk(block.blocks, depth + 1)


def inline_runs(items) -> list:
    """Every inline run of the blocks (headings, paragraphs, table cells), in order."""
    runs = []
    for block, _ in walk(items):
        if isinstance(block, (mdparse.Heading, mdparse.Paragraph)):
            runs += block.inlines
        elif isinstance(block, mdparse.Table):
            for row in [block.header, *block.rows]:
                for cell in row:
                    runs += cell
    return runs


def prose(items) -> str:
    """The text a reader sees, without code spans and icons."""
    return "".join(r.text for r in inline_runs(items) if isinstance(r, mdparse.Span) and not r.code)


def shape(items) -> list:
    """The page's skeleton: headings by level, lists (ordered or not, item count, depth), tables
    (columns, rows, alignment), rules, quotes and code blocks, in order."""
    out = []
    for block, depth in walk(items):
        if isinstance(block, mdparse.Heading):
            out.append(("heading", block.level))
        elif isinstance(block, mdparse.ListBlock):
            out.append(("list", depth, block.ordered, block.start, len(block.items)))
        elif isinstance(block, mdparse.Table):
            out.append(("table", depth, len(block.header), len(block.rows), tuple(block.aligns)))
        elif not isinstance(block, mdparse.Paragraph):
            out.append((type(block).__name__, depth))
    return out


def japanese_share(text: str) -> float:
    cjk, latin = len(KANA_KANJI.findall(text)), len(LATIN.findall(text))
    return cjk / max(1, cjk + latin)


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_every_english_page_has_a_japanese_page(english, japanese):
    assert japanese.is_file(), f"{english.name} has no Japanese page {japanese.name}"


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_the_same_headings_at_each_level_in_the_same_order(english, japanese):
    def levels(path):
        return [b.level for b, _ in walk(blocks(path)) if isinstance(b, mdparse.Heading)]

    en, ja = levels(english), levels(japanese)
    assert Counter(ja) == Counter(en)
    assert ja == en
    assert [b for b in blocks(japanese) if isinstance(b, mdparse.Heading)][0].level == 1  # the F1 title


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_the_same_icons(english, japanese):
    def sources(path):
        return Counter(icon.source for icon in mdparse.icons(blocks(path)))

    assert set(sources(japanese)) == set(sources(english))
    assert sources(japanese) == sources(english)  # and as many of each
    # written the same way in the file (nothing hidden in code spans, nothing extra)
    def written(path):
        return Counter(mdparse.ICON_RE.findall(path.read_text(encoding="utf-8")))

    assert written(japanese) == written(english)


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_the_same_lists_tables_and_blocks(english, japanese):
    assert shape(blocks(japanese)) == shape(blocks(english))


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_the_japanese_page_is_in_japanese(english, japanese):
    assert japanese_share(prose(blocks(english))) < 0.05  # the measure tells the two apart
    share = japanese_share(prose(blocks(japanese)))
    assert share > 0.85, f"{japanese.name}: only {share:.0%} of its letters are kana or kanji"


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_emphasis_parses_and_no_markup_is_left_as_text(english, japanese):
    """CommonMark's emphasis rules depend on the characters beside * (punctuation such as 「
    or （ inside the stars can stop them from parsing): none may be drawn as a literal star."""
    for run in inline_runs(blocks(japanese)):
        if isinstance(run, mdparse.Span) and not run.code:
            assert "*" not in run.text and "`" not in run.text, run.text
    # as much bold and code as in English (italic may differ: Japanese has no italics habit)
    def styled(path):
        runs = [r for r in inline_runs(blocks(path)) if isinstance(r, mdparse.Span)]
        return sum(r.bold for r in runs) > 0, sum(r.code for r in runs) > 0

    assert styled(japanese) == styled(english)


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda p: p.name)
def test_no_line_break_inside_japanese_words(english, japanese):
    """A soft line break becomes a space when drawn: between two Japanese characters it would
    show as a stray gap, so a Japanese paragraph is one source line (or breaks beside Latin)."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable("table").parse(japanese.read_text(encoding="utf-8"))
    bad = []
    for token in tokens:
        children = token.children or []
        for i, child in enumerate(children):
            if child.type != "softbreak" or i == 0 or i + 1 == len(children):
                continue
            before, after = children[i - 1].content, children[i + 1].content
            if before and after and CJK_TEXT.match(before[-1]) and CJK_TEXT.match(after[0]):
                bad.append(f"{before[-12:]}⏎{after[:12]}")
    assert bad == []


def test_links_between_rules_pages_stay_in_japanese():
    for _, japanese in PAIRS:
        text = japanese.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+\.md)\)", text) + re.findall(r"`([\w-]+\.md)`", text):
            if (RULES / Path(target).name.replace(".ja.md", ".md")).is_file():
                assert target.endswith(".ja.md"), f"{japanese.name} points to the English {target}"


# --- in the game: F1 finds the pages and draws them whole ---------------------------------------------
@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


@pytest.mark.parametrize("title", list(TITLES))
def test_f1_in_japanese_opens_the_japanese_page(title):
    assert page_file(title, "ja") == RULES / f"{title}.ja.md"
    assert page_file(title, "en").name == f"{title}.md"


@pytest.mark.parametrize("path", [ja for _, ja in PAIRS], ids=lambda p: p.name)
def test_the_japanese_page_is_drawn_whole_inside_the_text_area(app, path):
    """Every line inside the page's width (glyphs: the next test)."""
    scene = RulesScene(app, None, path=path)
    smoke.show(app, scene)
    assert smoke.read_rules_page(app, scene) == []
    page = scene.page
    assert page.title and KANA_KANJI.search(page.title)
    assert len(scene.view.seen) == len(page.rows) and scene.view.strays == []
    for row in page.rows:
        for piece in row.pieces:
            assert 0 <= piece.x and piece.right <= page.width, (row.text(), piece)
    # that no text is lost block by block is tests/test_rules_pages.py's check (it reads these pages too)


@pytest.mark.parametrize("path", [ja for _, ja in PAIRS], ids=lambda p: p.name)
def test_every_character_of_the_japanese_page_has_a_glyph_in_the_japanese_font(path):
    """No box for a missing glyph: the subset font (tools/make_cjk_font.py) covers each page, and
    the few Latin letters it lacks (a designer's "š") are drawn with DejaVu (assets.runs)."""
    pygame.freetype.init()
    chars = sorted(set(path.read_text(encoding="utf-8")) - set(" \n\u00a0"))
    for file, drawn in ((theme.CJK_FONT_FILE, [c for c in chars if not latin_only(c)]),
                        (theme.FONT_FILE, [c for c in chars if latin_only(c)])):
        font = pygame.freetype.Font(str(ROOT / "assets" / file), 18)
        missing = [c for c, m in zip(drawn, font.get_metrics("".join(drawn))) if m is None]
        assert missing == [], f"{path.name} uses characters {file} cannot draw: {missing}"


@pytest.mark.parametrize("title", list(TITLES))
def test_the_rules_scene_in_japanese_shows_the_japanese_title(app, title):
    scene = RulesScene(app, title, lang="ja")
    assert scene.path.name == f"{title}.ja.md" and not scene.missing
    assert KANA_KANJI.search(scene.page.title)


# --- the generated deck page -------------------------------------------------------------------------
def test_the_japanese_deck_page_matches_the_data_file():
    from game.rules.pondscape import deckdoc_ja

    assert deckdoc_ja.stale() == [], "update the Japanese in game/rules/pondscape/deckdoc_ja.py"
    assert (RULES / "pondscape-deck.ja.md").read_text(encoding="utf-8") == deckdoc_ja.render(), \
        "regenerate: python -m game.rules.pondscape.deckdoc_ja > docs/rules/pondscape-deck.ja.md"


def test_a_changed_english_sentence_in_the_data_marks_its_japanese_stale(monkeypatch):
    from game.rules.pondscape import deckdoc_ja

    data = dict(deckdoc_ja.SOURCE["leaf effect"][1], draw1="Draw 1 card, then discard 1.")
    monkeypatch.setitem(deckdoc_ja.SOURCE, "leaf effect", (deckdoc_ja.EFFECT, data))
    assert [p.split(":")[0] for p in deckdoc_ja.stale()] == ["leaf effect 'draw1' changed in the data"]
