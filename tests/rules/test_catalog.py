"""The Japanese catalog against the rules' code (issue 15): every text the rules mark has a
Japanese translation with the same {placeholders}; the data files' names and texts are marked;
and no rules module hides gettext's `_` behind a variable of the same name."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "game" / "rules"
PO = ROOT / "game" / "locale" / "ja" / "LC_MESSAGES" / "tabletop.po"
# The keywords `make i18n` extracts with (Makefile)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def _rules_messages() -> dict:
    """{(context, msgid): (msgid, plural or None)} of every text marked under game/rules."""
    out = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(RULES), method_map=[("**.py", "python")], keywords=KEYWORDS):
        if isinstance(message, tuple):
            single, plural = message[0], message[1] if len(message) > 1 else None
        else:
            single, plural = message, None
        out[(context, single)] = (single, plural)
    return out


MESSAGES = _rules_messages()


@pytest.fixture(scope="module")
def catalog():
    with PO.open("rb") as handle:
        cat = read_po(handle, locale="ja")
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id): m for m in cat if m.id}


def _names(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def test_the_rules_mark_their_texts():
    assert len(MESSAGES) > 500


def test_the_japanese_catalog_says_plural_forms_of_japanese(catalog):
    text = PO.read_text(encoding="utf-8")
    assert '"Plural-Forms: nplurals=1; plural=0;\\n"' in text
    assert '"Language: ja\\n"' in text


def test_every_text_of_the_rules_has_a_japanese_translation(catalog):
    missing = [key for key in MESSAGES if key not in catalog]
    assert not missing, f"{len(missing)} texts not in the catalog (run make i18n): {missing[:5]}"
    untranslated = [key for key in MESSAGES
                    if not (catalog[key].string if isinstance(catalog[key].string, str)
                            else all(catalog[key].string))]
    assert not untranslated, untranslated[:5]
    fuzzy = [key for key in MESSAGES if catalog[key].fuzzy]
    assert not fuzzy, fuzzy[:5]


def test_every_placeholder_survives_in_japanese(catalog):
    """The same {names} on both sides (none lost, none invented), and the translation formats."""
    wrong = []
    for key, (single, plural) in MESSAGES.items():
        message = catalog[key]
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        for source in filter(None, (single, plural)):
            for string in strings:
                if _names(string) != _names(source):
                    wrong.append((source, string))
        for string in strings:
            string.format(**{name: "x" for name in _names(string)})   # braces balanced
    assert not wrong, wrong[:5]


def test_the_catalog_holds_the_rules_texts_and_no_stale_ones_of_theirs(catalog):
    """Entries the rules no longer make are gone (the UI's own entries are not judged here)."""
    stale = [key for key, m in catalog.items()
             if any("game/rules" in f for f, _line in m.locations) and key not in MESSAGES]
    assert not stale, stale[:5]


def _json_texts(path: Path, pick) -> set[str]:
    return set(pick(json.loads(path.read_text(encoding="utf-8"))))


def _data_texts():
    """Each data file's names and texts a player reads (what the rules hand out through _())."""
    def paddy(d):
        for card in d["events"]["cards"]:
            yield card["name"]
            yield card["text"]

    def koinobori(d):
        yield from d["colours"]["names"]
        yield from d["abilities"]["names"]
        yield from d["abilities"]["does"].values()
        yield from d["abilities"]["when"].values()
        yield from (v for k, v in d["help"].items() if not k.startswith("_"))

    def pondscape(d):
        yield from d["foods"]["names"].values()
        yield from d["species"]["names"].values()
        yield from d["species"]["conditions"].values()
        yield from d["habitats"]["names"].values()
        yield from (v["text"] for v in d["solitary"]["conditions"].values())
        yield from d["leaves"].values()
        yield from (name for _t, name in d["achievements"]["levels"])
        yield from (v for k, v in d["texts"].items() if not k.startswith("_") and k != "movement")

    def ladybird(d):
        yield from d["colours"]
        yield from d["colour_names"].values()
        yield from d["stages"]
        yield from d["types"]
        yield from (t["name"] for t in d["garden_tiles"])
        yield from (c["name"] for c in d["orchard_cards"])
        for k, v in d["texts"].items():
            if k.startswith("_") or k == "food_cost":
                continue
            yield from (v.values() if isinstance(v, dict) else [v])

    return [
        ("paddy", RULES / "paddy" / "data" / "components.json", paddy),
        ("koinobori", RULES / "koinobori" / "data" / "cards.json", koinobori),
        ("pondscape", RULES / "pondscape" / "data" / "pondscape.json", pondscape),
        ("ladybird", RULES / "ladybird" / "data" / "components.json", ladybird),
    ]


@pytest.mark.parametrize("title, path, pick", _data_texts(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_name_and_text_of_the_data_files_is_marked(title, path, pick):
    """A data file's text is translated by _() where the rules hand it out, so it must be listed
    (N_) in the title's data module: a text changed in the JSON alone would stay English."""
    marked = {single for (context, single) in MESSAGES if context is None}
    unmarked = sorted(t for t in _json_texts(path, pick) if t not in marked)
    assert not unmarked, unmarked[:5]


def test_data_texts_come_out_in_japanese():
    from game.rules.koinobori.data import card_name, help_text as koinobori_help
    from game.rules.ladybird import data as ladybird
    from game.rules.paddy.data import event_name, event_text
    from game.rules.pondscape.data import help_text as pondscape_help

    i18n.set_language("ja")
    try:
        assert event_name("A") == "子午線日食" and event_text("G").startswith("収穫の開始時")
        from game.rules.koinobori import CARD_ABILITY, CARD_CARP
        several = next(c for c in range(len(CARD_CARP)) if len(CARD_CARP[c]) > 1)
        able = next(c for c in range(len(CARD_CARP)) if CARD_ABILITY[c])
        assert "+" in card_name(several) and "（「" in card_name(able)   # the ability named in 「」
        assert not re.search(r"[A-Za-z]", card_name(several) + card_name(able))


        assert not re.search(r"[A-Za-z]", koinobori_help("pole"))
        assert pondscape_help("movement", n=2, s="s") == "移動カード2の下のカードを取ると、ジャンピングカエルが2スペース前に進みます。"   # (the rulebook says スペース)
        assert not re.search(r"[A-Za-z]", pondscape_help("achievement"))
        assert ladybird.help_text("food_cost", cost=2, cost_s="s") == "ピクニックでアブラムシ2匹を払って取ります。"
        assert ladybird.unlock_help(0) == ladybird.help_text("unlock", next="幼虫", next_word="幼虫")
    finally:
        i18n.set_language("en")
    assert pondscape_help("movement", n=1, s="") == ("Taking the display card under movement card 1 moves the "
                                                     "jumping frog 1 border forward.")
    assert ladybird.help_text("food_cost", cost=1, cost_s="") == "Taken in a picnic for 1 aphid."


def _binds_underscore(tree: ast.AST) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            lines.append(node.lineno)
        elif isinstance(node, ast.arg) and node.arg == "_":
            lines.append(node.lineno)
    return lines


def test_no_rules_module_hides_gettext_behind_a_variable_named_underscore():
    """`for _ in range(n)` in a function that also calls _() makes _ a local int there."""
    offenders = []
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.ImportFrom) and (n.module or "").endswith("i18n")
               and any(a.name == "_" for a in n.names) for n in ast.walk(tree)):
            offenders += [f"{path.relative_to(ROOT)}:{line}" for line in _binds_underscore(tree)]
    assert not offenders, offenders


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def test_every_formatted_text_gets_each_of_its_placeholders():
    """`_("{player} takes {card}.").format(player=..., card=...)`: the code passes every name the
    English text uses, so neither language can fail with a KeyError on a path no game reached."""
    wrong = []
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "format" and isinstance(node.func.value, ast.Call)):
                continue
            inner = node.func.value
            name = getattr(inner.func, "id", None)
            if name == "_":
                texts = [_literal(inner.args[0])]
            elif name == "ngettext":
                texts = [_literal(inner.args[0]), _literal(inner.args[1])]
            elif name == "pgettext":
                texts = [_literal(inner.args[1])]
            else:
                continue
            if any(k.arg is None for k in node.keywords) or None in texts:
                continue   # **values: checked by the games
            given = {k.arg for k in node.keywords}
            for text in texts:
                if not _names(text) <= given:
                    wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text!r} gets {sorted(given)}")
    assert not wrong, wrong
