"""F1: the rules page of the current title (docs/rules/<title>.md), rendered and scrollable.

The Markdown is parsed with markdown-it-py (`ui/mdparse`), laid out once per page and width
(`ui/mdlayout`) and drawn by a `ui/mdview.PageView`: headings, emphasis, lists, tables,
rules and the game's own icons (``:icon[sheet/frame]``). The page's first-level heading is
the screen's title. Without a title the page is the controls page (docs/controls.md).

Pages by language: `page_file(title, "ja")` picks docs/rules/<title>.ja.md when it exists
and falls back to the English page.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ... import i18n, paths
from ...i18n import N_, _
from ..base import Scene
from ...rules.registry import TITLES
from ...ui import draw, layout, theme
from ...ui.mdlayout import Page, layout_page
from ...ui.mdview import PageView, metrics_for
from ...ui.widgets import Button, handle_buttons

MAX_PAGE_BYTES = 512 * 1024
HINT = N_("Scroll: wheel, \u2191 \u2193, Page Up / Page Down, Home / End")


def page_file(title_id: str | None, lang: str | None = None) -> Path:
    """The Markdown file of a title's rules page (the controls page for None), in `lang` if
    that translation exists, else in English."""
    folder = paths.resource("docs", "rules") if title_id else paths.resource("docs")
    stem = title_id or "controls"
    if lang and lang != "en":
        translated = folder / f"{stem}.{lang}.md"
        if translated.is_file():
            return translated
    return folder / f"{stem}.md"


def rules_page_files() -> list[Path]:
    """Every page F1 can show: the controls page, then each title's rules."""
    return [page_file(None), *(page_file(title) for title in TITLES)]


class RulesScene(Scene):
    """The rules page of a title (or the controls page); F1, Esc or Close closes it."""

    # the page scrolls with these (game/ui/mdview.py); the focus ring has only Close here
    own_keys = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                          pygame.K_HOME, pygame.K_END))

    def __init__(self, app, title_id: str | None, lang: str | None = None, path: Path | None = None) -> None:
        super().__init__(app)
        self.title_id = title_id
        self.layout = layout.load("rules")
        self._given = (lang, path)
        self._load_page()

    def language_changed(self) -> None:
        self._load_page()   # the page of the new language (laid out with its font)

    def scale_changed(self) -> None:
        """Laid out again with the new scale's measures (widths in units differ a little at
        each scale, and its text is drawn at the new pixel size), at the same place in the text:
        the row that holds the words the first row began with comes first."""
        anchor = self.view.anchor()
        self._load_page()
        self.view.scroll_to_anchor(anchor)

    def _load_page(self) -> None:
        lang, path = self._given
        title_id = self.title_id
        self.path = path or page_file(title_id, lang or i18n.language())
        self.missing = False
        try:
            data = self.path.read_bytes()[:MAX_PAGE_BYTES]
            text = data.decode("utf-8", errors="replace").replace("\x00", "\ufffd")
        except OSError:
            self.missing = True
            text = _("The rules summary is missing from this build.")
        area = self.layout.zone("text")
        self.page: Page = layout_page(text, area.w, metrics_for(self.assets))
        if self.page.title:
            self.heading = self.page.title
        elif title_id:
            self.heading = _("{title} \u2014 rules summary").format(title=TITLES[title_id].name)
        else:
            self.heading = _("How to use Tabletop")
        self.heading = draw.fit_text(self.assets, self.heading, self.layout.zone("heading").w,
                                     theme.HEADING_SIZE, bold=True)
        self.view = PageView(self.page, area, self.layout.zone("scrollbar"))
        self.close = Button(self.layout.zone("close"), N_("Close"), self.app.pop)

    @property
    def lines(self) -> list[tuple[str, str]]:
        """(block kind, text) of every row of the page, top to bottom."""
        return [(self.page.blocks[row.block].kind, row.text()) for row in self.page.rows]

    def problems(self) -> list[str]:
        """What went wrong drawing this page so far (see PageView.problems)."""
        return ([_("page file {path} is missing").format(path=self.path)] if self.missing else []) + self.view.problems()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
            return True
        if self.view.handle(event):
            return True
        return handle_buttons([self.close], event) is not None

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        L = self.layout
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, self.assets, self.heading, L.zone("heading").midleft, theme.HEADING_SIZE,
                  theme.INK, bold=True, anchor="midleft")
        pointer = self.app.input.pointer
        self.view.draw(surface, self.assets, pointer)
        if self.view.scrollable:
            view = self.view
            share = round(100 * view.scroll / view.max_scroll) if view.max_scroll else 0
            where = _("top") if view.scroll == 0 else _("end") if view.at_end() else f"{share}%"
            draw.text(surface, self.assets, f"{_(HINT)}   \u00b7   {where}", L.zone("hint").midleft,
                      theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
        self.close.draw(surface, self.assets, pointer)


class OffersRules:
    """Mixin for screens where F1 opens the rules of their title (the controls page if none)."""

    def help_screen(self) -> Scene:
        return RulesScene(self.app, self.title_id)
