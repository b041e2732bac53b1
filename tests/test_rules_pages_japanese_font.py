"""The rules pages (F1) in the Japanese edition: the Japanese page where there is one, every
character drawable by the bundled Japanese font, and every row drawn whole inside the text area."""
from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from driver import make_app
from game import i18n, paths, smoke
from game.rules.registry import TITLES
from game.scenes.common.rules_help import RulesScene
from game.ui import theme
from game.ui.assets import runs


@pytest.fixture
def app():
    i18n.set_language("ja")
    app = make_app()
    yield app
    pygame.quit()
    i18n.set_language("en")


@pytest.mark.parametrize("title", [None, *TITLES])
def test_every_f1_page_reads_whole_in_japanese_with_the_japanese_font(app, title):
    scene = RulesScene(app, title)
    if title is None:
        assert scene.path.name == "controls.ja.md"
    smoke.show(app, scene)
    assert smoke.read_rules_page(app, scene) == []
    pygame.freetype.init()
    fonts = {True: pygame.freetype.Font(str(paths.resource("assets", theme.CJK_FONT_FILE)), 18),
             False: pygame.freetype.Font(str(paths.resource("assets", theme.FONT_FILE)), 18)}
    texts = [p.text for row in scene.page.rows for p in row.pieces if p.kind == "text"] + [scene.heading]
    pieces = [run for text in texts for run in runs(text)]
    for cjk, font in fonts.items():   # each run is drawn by the font picked for it
        chars = sorted(set("".join(piece for piece, on in pieces if on == cjk)) - {" ", "\u00a0"})
        missing = [c for c, m in zip(chars, font.get_metrics("".join(chars))) if m is None]
        assert missing == [], f"{scene.path.name} uses characters its font cannot draw: {missing}"


@pytest.mark.parametrize("title", [None, *TITLES])
def test_no_japanese_text_on_an_f1_page_is_slanted(app, title):
    """Japanese has no italics (docs/glossary.md): a term is put in 「」, emphasis in bold.  A
    play-test saw the setting names of the controls page slanted (``*言語*``)."""
    scene = RulesScene(app, title)
    slanted = [p.text for row in scene.page.rows for p in row.pieces
               if p.kind == "text" and p.style.italic and any(on for _piece, on in runs(p.text))]
    assert slanted == []
