"""The Japanese edition's habits (issue 29), checked where they live: the words of the glossary
(docs/glossary.md, read as a table) in the catalog and the pages, full-width brackets and
punctuation in every Japanese message, no italics in the Japanese rules pages, the top bar's
prompt inside the bar in every scene of the smoke run, and the log panel showing whole entries."""
from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from driver import end_turn, make_app
from game import i18n, smoke
from game.rules.base import Setup
from game.rules.registry import title_info
from game.scenes import registry
from game.scenes.common.chrome import prompt_block_height
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui import mdparse
from titles import AVAILABLE

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "game" / "locale" / "ja" / "LC_MESSAGES" / "tabletop.po"
GLOSSARY = ROOT / "docs" / "glossary.md"
PAGES = sorted((ROOT / "docs" / "rules").glob("*.ja.md"))
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
KEY_NAME = re.compile(r"^[A-Za-z0-9.+\- ]+$")   # (H), (E): key names and letters may stay half-width
METAVARIABLES = {"SEAT:LEVEL", "host:port"}       # the colon is the syntax typed


def messages(with_context: bool = True) -> list[tuple[str, str]]:
    """(msgid, msgstr) for every string of the Japanese catalog (each plural form)."""
    with open(PO, "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id or (m.context and not with_context):
            continue
        msgid = m.id[0] if isinstance(m.id, tuple) else m.id
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            out.append((msgid, text))
    return out


def half_width_faults(text: str) -> list[str]:
    """The half-width brackets and marks of a Japanese text: a ( ) pair around anything but a key
    name, and : ? ! after a Japanese character, a placeholder or a closing bracket."""
    if not CJK.search(text):
        return []
    faults = [m.group(0) for m in re.finditer(r"(?<!%)\(([^()]*)\)", text) if not KEY_NAME.match(m.group(1))]
    faults += [m.group(0) for m in re.finditer(r"([^\x00-\x7f]|\}|\))[:?!](?!//)", text)]
    return faults


def test_no_half_width_brackets_or_marks_in_japanese_messages():
    bad = {msgid: (text, half_width_faults(text)) for msgid, text in messages()
           if msgid not in METAVARIABLES and half_width_faults(text)}
    assert not bad, bad


def test_the_half_width_check_finds_what_it_should():
    assert half_width_faults("テラスを選んでください(何もないボード)。")
    assert half_width_faults("壊滅的な侵食: タイルを選んでください。")
    assert half_width_faults("誰から始めますか?")
    assert half_width_faults("{name}: {prompt}を選んでください")
    assert not half_width_faults("ヒント (H)")
    assert not half_width_faults("サーバーのアドレス（例：ws://127.0.0.1:8765）")
    assert not half_width_faults("Hint (H)")


def glossary_table(heading: str) -> list[list[str]]:
    """The rows of the table under `heading` in docs/glossary.md (cells stripped)."""
    text = GLOSSARY.read_text(encoding="utf-8")
    part = text.split(heading, 1)[1].split("\n## ", 1)[0]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in part.splitlines()
            if line.startswith("|")]
    return [r for r in rows[2:]]   # without the header and its rule


def scoped_texts(scope: str) -> list[tuple[str, str]]:
    """(where, text) of the catalog and pages a glossary row's scope names."""
    if scope == "all":
        return [(f"catalog: {msgid!r}", text) for msgid, text in messages()] + \
               [(p.name, p.read_text(encoding="utf-8")) for p in PAGES]
    names = [s.strip() for s in scope.split(",")]
    return [(p.name, p.read_text(encoding="utf-8")) for p in PAGES if p.name.split(".")[0] in names]


WORDS_NOT_USED = glossary_table("## Words we do not use")


def test_the_glossary_lists_words_we_do_not_use():
    assert len(WORDS_NOT_USED) >= 15
    assert all(len(row) == 4 and row[0] and row[1] for row in WORDS_NOT_USED)


@pytest.mark.parametrize("row", WORDS_NOT_USED, ids=lambda r: r[0])
def test_a_word_the_glossary_replaces_is_not_used(row):
    wrong, right, scope, _why = row
    found = [where for where, text in scoped_texts(scope) if wrong in text.replace(right, "")]
    assert not found, f"{wrong} (write {right}) in {found}"


def glossary_terms() -> dict[str, str]:
    """English term -> Japanese form of every glossary row whose English cell is one term (not a
    pair "a / b", nor a phrase in quotes), parenthesised notes dropped from both."""
    text = GLOSSARY.read_text(encoding="utf-8").split("## Words we do not use")[0]
    terms = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("English", "short") or set(cells[0]) <= set("-"):
            continue
        english, japanese = cells[0], cells[1]
        if "/" in english or "/" in japanese or "…" in japanese or "(" in english:
            continue   # pairs, ranges and terms qualified by a note ("take (number)") are read by people
        english = english.strip('"').strip()
        japanese = re.sub(r"\s*[(（][^)）]*[)）]", "", japanese).strip()
        if english and japanese:
            terms[english.lower()] = japanese
    return terms


def test_glossary_terms_are_used_as_listed_in_the_catalog():
    """A message that is exactly a glossary term (a button, a heading, a card's name) says the
    glossary's Japanese, so the table, the log and the pages use one word."""
    terms = glossary_terms()
    assert len(terms) > 100
    checked, bad = 0, []
    for msgid, text in messages(with_context=False):
        japanese = terms.get(msgid.strip().lower().rstrip("?"))
        if japanese is None:
            continue
        checked += 1
        if japanese.rstrip("？").removesuffix("する") not in text:
            bad.append((msgid, text, japanese))
    assert checked >= 40
    assert not bad, bad


def italic_spans(node) -> list[str]:
    if isinstance(node, mdparse.Span):
        return [node.text] if node.italic else []
    if isinstance(node, (list, tuple)):
        return [t for item in node for t in italic_spans(item)]
    if dataclasses.is_dataclass(node):
        return [t for f in dataclasses.fields(node) for t in italic_spans(getattr(node, f.name))]
    return []


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_no_italics_in_japanese_pages(page):
    """Japanese has no italics (a slanted kana reads as a fault): bold or 「」 instead."""
    assert italic_spans(mdparse.parse(page.read_text(encoding="utf-8"))) == []


def test_the_italics_check_finds_italics():
    assert italic_spans(mdparse.parse("これは*斜体*です。")) == ["斜体"]


def table_scenes(app):
    """Every table scene of the smoke run, and each title at every player count."""
    for name, factory in smoke._scenes(app):
        if name.endswith("table"):
            yield name, factory
    for title in AVAILABLE:
        info = title_info(title)
        for players in range(info.min_players, info.max_players + 1):
            yield f"{title} {players}p", lambda t=title, n=players: registry.scene_class(t)(app, smoke.busy_match(t, n))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_prompt_wraps_past_the_bar(lang):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        app = make_app()
        checked = 0
        for name, factory in table_scenes(app):
            scene = factory()
            smoke.show(app, scene)
            app.render()
            bar = scene.layout.zone("bar")
            size, lines = scene._bar_lines
            assert 1 <= len(lines) <= 2, (name, lines)
            assert prompt_block_height(app.assets, "".join(lines), size, len(lines)) <= bar.h, (name, size, lines)
            width = scene._status_right - scene._bar_x
            assert all(app.assets.width(line, size, True) <= width for line in lines), (name, lines)
            if len(lines) == 2:   # balanced: no lone fragment (「い。」) on the second line
                first, second = (app.assets.width(line, size, True) for line in lines)
                assert second >= first // 3, (name, lines)
            checked += 1
        assert checked >= 8
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", AVAILABLE)
def test_the_log_panel_starts_with_a_whole_entry(title, lang):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        app = make_app()
        registry.start_new(app, Setup(title, ("Ana", "Ben", "Cy"), 0), 3 if title != "ladybird" else 2)
        table = app.find(TableScene)
        rng = random.Random(3)
        for _ in range(40):
            if isinstance(app.top, HandoffScene):
                app.top._ready()
            elif not end_turn(app) and not table.state.is_over():
                table.act(rng.choice(table.state.legal_actions()))
            table._update_chrome()
            if not table.layout.has("log"):
                pytest.skip("no log panel")
            lines = table._log_lines
            area = table.layout.zone("log")
            entries = table.state.log[-8:]
            wrapped = [app.assets.wrap(e, area.w - 16, 16) for e in entries]
            # the panel is the last k entries, whole
            assert any(lines == [line for w in wrapped[k:] for line in w] for k in range(len(wrapped))) \
                or (len(lines) and lines[:-1] == wrapped[-1][:len(lines) - 1]), (lines, entries[-3:])
    finally:
        i18n.set_language(before)
