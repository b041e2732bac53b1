"""Markdown text -> a small document model (blocks of styled inline runs), with markdown-it-py.

The model is plain data with no pygame in it, so it can be laid out at any width
(`mdlayout`) and checked by tests. What it understands:

- headings, paragraphs, bullet and numbered lists (nested, with their real numbers),
  tables (with column alignment), horizontal rules, block quotes and code blocks;
- inside a paragraph: **bold**, *italic*, `code`, links (kept as styled text, never
  followed), ~~strikethrough~~, hard line breaks, and the game's own icons.

**Icons**: ``:icon[sheet/frame]`` draws the frame `frame` of the sprite sheet `sheet` (the
names of ``docs/art.md``) inline at the height of the text; ``:icon[sheet/frame]{size=40}``
draws it 40 pixels high. On GitHub the same text simply shows as written. An icon the
sheets do not have is not an error here: it is kept as it is written, and drawn as a
visible placeholder (and failed by the tests).

Raw HTML is off (shown as text), so nothing in a page can hide or inject anything.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:  # markdown-it-py itself is imported on the first page (it takes ~0.1 s)
    from markdown_it import MarkdownIt
    from markdown_it.rules_inline import StateInline

ICON_RE = re.compile(r":icon\[([^\]\s]*)\](?:\{size=(\d{1,3})\})?")
MAX_ICON_SIZE = 128


# --- inline runs ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Span:
    """A run of text in one style."""
    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False
    link: bool = False
    strike: bool = False


@dataclass(frozen=True)
class Icon:
    """A sprite frame drawn inline; `size` is its height in pixels (None: the text's height)."""
    sheet: str
    frame: str
    size: int | None = None
    source: str = ""  # as written, for messages and the placeholder

    @property
    def name(self) -> str:
        return f"{self.sheet}/{self.frame}"


@dataclass(frozen=True)
class LineBreak:
    """A hard line break inside a paragraph (two spaces or a backslash at the end of a line)."""


Inline = Union[Span, Icon, LineBreak]


# --- blocks -------------------------------------------------------------------------------------
@dataclass
class Heading:
    level: int
    inlines: list[Inline]


@dataclass
class Paragraph:
    inlines: list[Inline]


@dataclass
class ListBlock:
    ordered: bool
    start: int
    items: list[list["Block"]]
    tight: bool = True


@dataclass
class Table:
    aligns: list[str]                   # "left", "center" or "right", one per column
    header: list[list[Inline]]          # one inline list per cell
    rows: list[list[list[Inline]]] = field(default_factory=list)


@dataclass
class Rule:
    pass


@dataclass
class CodeBlock:
    text: str


@dataclass
class Quote:
    blocks: list["Block"]


Block = Union[Heading, Paragraph, ListBlock, Table, Rule, CodeBlock, Quote]


# --- parsing ------------------------------------------------------------------------------------
def _icon_rule(state: "StateInline", silent: bool) -> bool:
    """markdown-it inline rule for ``:icon[sheet/frame]`` and ``:icon[sheet/frame]{size=N}``."""
    if state.src[state.pos] != ":":
        return False
    match = ICON_RE.match(state.src, state.pos)
    if match is None or match.end() > state.posMax:
        return False
    if not silent:
        sheet, _slash, frame = match.group(1).partition("/")
        if not frame:
            sheet, frame = "", sheet
        token = state.push("icon", "", 0)
        size = int(match.group(2)) if match.group(2) else None
        token.meta = {"sheet": sheet, "frame": frame, "source": match.group(0),
                      "size": None if size is None else max(8, min(MAX_ICON_SIZE, size))}
    state.pos = match.end()
    return True


_MD: "MarkdownIt | None" = None


def _parser() -> "MarkdownIt":
    global _MD
    if _MD is None:
        from markdown_it import MarkdownIt

        md = MarkdownIt("commonmark", {"html": False, "typographer": False})
        md.enable(["table", "strikethrough"])
        md.inline.ruler.before("link", "icon", _icon_rule)
        _MD = md
    return _MD


def parse(text: str) -> list[Block]:
    """The blocks of a Markdown text."""
    from markdown_it.tree import SyntaxTreeNode

    root = SyntaxTreeNode(_parser().parse(text))
    return _blocks(root.children)


def _blocks(nodes) -> list[Block]:
    out: list[Block] = []
    for node in nodes:
        block = _block(node)
        if block is not None:
            out.append(block)
    return out


def _block(node) -> Block | None:
    kind = node.type
    if kind == "heading":
        return Heading(int(node.tag[1:]), _inlines(node.children[0]))
    if kind == "paragraph":
        return Paragraph(_inlines(node.children[0]))
    if kind in ("bullet_list", "ordered_list"):
        start = 1
        if kind == "ordered_list":
            try:
                start = int(node.attrs.get("start", 1))
            except (TypeError, ValueError):
                start = 1
        items = [_blocks(item.children) for item in node.children]
        # markdown-it hides the paragraphs of a tight list
        tight = all(child.hidden for item in node.children for child in item.children
                    if child.type == "paragraph")
        return ListBlock(kind == "ordered_list", start, items, tight)
    if kind == "table":
        return _table(node)
    if kind == "hr":
        return Rule()
    if kind in ("code_block", "fence"):
        return CodeBlock(node.content.rstrip("\n"))
    if kind == "blockquote":
        return Quote(_blocks(node.children))
    if kind in ("html_block",):  # html is off; kept for safety: shown as text
        return Paragraph([Span(node.content.strip())])
    return None


def _table(node) -> Table:
    rows: list[list[list[Inline]]] = []
    aligns: list[str] = []
    for section in node.children:  # thead, tbody
        for tr in section.children:
            cells = []
            for cell in tr.children:
                style = str(cell.attrs.get("style", ""))
                if section.type == "thead":
                    aligns.append("right" if "right" in style else "center" if "center" in style else "left")
                cells.append(_inlines(cell.children[0]) if cell.children else [])
            rows.append(cells)
    header, body = (rows[0], rows[1:]) if rows else ([], [])
    return Table(aligns, header, body)


def _inlines(inline_node) -> list[Inline]:
    """The styled runs of an `inline` node (emphasis nesting flattened into run styles)."""
    out: list[Inline] = []
    style = {"bold": 0, "italic": 0, "link": 0, "strike": 0}

    def span(text: str, code: bool = False) -> None:
        if not text:
            return
        run = Span(text, bold=style["bold"] > 0, italic=style["italic"] > 0, code=code,
                   link=style["link"] > 0, strike=style["strike"] > 0)
        last = out[-1] if out else None
        if isinstance(last, Span) and not code and not last.code and \
                (last.bold, last.italic, last.link, last.strike) == (run.bold, run.italic, run.link, run.strike):
            out[-1] = Span(last.text + text, run.bold, run.italic, False, run.link, run.strike)
        else:
            out.append(run)

    def walk(nodes) -> None:
        for node in nodes:
            kind = node.type
            if kind == "text":
                span(node.content)
            elif kind == "softbreak":
                span(" ")
            elif kind == "hardbreak":
                out.append(LineBreak())
            elif kind == "code_inline":
                span(node.content, code=True)
            elif kind == "icon":
                meta = node.meta
                out.append(Icon(meta["sheet"], meta["frame"], meta["size"], meta["source"]))
            elif kind in ("strong", "em", "link", "s"):
                key = {"strong": "bold", "em": "italic", "link": "link", "s": "strike"}[kind]
                style[key] += 1
                walk(node.children)
                style[key] -= 1
            elif kind == "image":  # no pictures from files or the web: the alt text, in italics
                style["italic"] += 1
                walk(node.children)
                style["italic"] -= 1
            else:  # html_inline with html off never appears; anything else: its text
                span(node.content)

    walk(inline_node.children if inline_node.type == "inline" else [inline_node])
    return out


# --- helpers ------------------------------------------------------------------------------------
def plain(inlines: list[Inline]) -> str:
    """The text of inline runs (icons by their written form, line breaks as spaces)."""
    parts = []
    for run in inlines:
        if isinstance(run, Span):
            parts.append(run.text)
        elif isinstance(run, Icon):
            parts.append(run.source)
        else:
            parts.append(" ")
    return "".join(parts)


def icons(blocks: list[Block]) -> list[Icon]:
    """Every icon the blocks use, in order."""
    found: list[Icon] = []

    def runs(inlines):
        found.extend(run for run in inlines if isinstance(run, Icon))

    def walk(items):
        for block in items:
            if isinstance(block, (Heading, Paragraph)):
                runs(block.inlines)
            elif isinstance(block, ListBlock):
                for item in block.items:
                    walk(item)
            elif isinstance(block, Table):
                for row in [block.header, *block.rows]:
                    for cell in row:
                        runs(cell)
            elif isinstance(block, Quote):
                walk(block.blocks)

    walk(blocks)
    return found
