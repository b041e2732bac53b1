"""F1 rules pages: Markdown parsed, laid out and drawn whole inside the text area, with the
game's own icons. Every page is read the way the smoke run reads it (PageDown from the top
to the end, drawing each screenful), and what the view drew is checked."""
import re
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game import paths, smoke
from game.rules.registry import TITLES
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.rules_help import RulesScene, page_file, rules_page_files
from game.ui import mdlayout, mdparse, mdtext, theme
from game.ui.mdlayout import Metrics, Style, layout, layout_page
from game.ui.mdview import PageView
from driver import button_pos, click, key, make_app

ROOT = Path(__file__).resolve().parent.parent
ALL_PAGES = [ROOT / "docs" / "controls.md", ROOT / "docs" / "controls.ja.md", *sorted((ROOT / "docs" / "rules").glob("*.md"))]
F1_PAGES = [None, *TITLES]
SPACES = re.compile(r"[\s\u00a0\u2007\u202f]+")


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def read(app, path=None, title=None, text=None, tmp_path=None) -> RulesScene:
    """Open a rules page as the top scene and draw it whole, screen by screen."""
    if text is not None:
        path = tmp_path / "page.md"
        path.write_text(text, encoding="utf-8")
    scene = RulesScene(app, title, path=path)
    smoke.show(app, scene)
    scene.read_problems = smoke.read_rules_page(app, scene)
    return scene


def squash(text: str) -> str:
    return SPACES.sub("", mdparse.ICON_RE.sub("", text))


# --- every page, whole ----------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ALL_PAGES, ids=lambda p: p.name)
def test_every_page_is_drawn_whole_inside_the_text_area(app, path):
    scene = read(app, path=path)
    assert scene.read_problems == []
    page = scene.page
    assert page.rows and len(scene.view.seen) == len(page.rows)
    assert scene.view.strays == [] and scene.view.missing_icons == set()
    if page.height > scene.view.area.h:
        assert scene.view.frames_drawn >= 2 and scene.view.at_end()


@pytest.mark.parametrize("path", ALL_PAGES, ids=lambda p: p.name)
def test_no_text_is_lost_and_no_line_is_wider_than_the_area(app, path):
    scene = RulesScene(app, None, path=path)
    page = scene.page
    previous = None
    for row in page.rows:
        if previous is not None:
            assert row.y >= previous.bottom - 1  # table rows share their grid line
        previous = row
        for piece in row.pieces:
            assert 0 <= piece.x and piece.right <= page.width, (row.text(), piece)
            assert row.y <= piece.y and piece.bottom <= row.bottom, (row.text(), piece)
    for block in page.blocks:
        drawn = "".join(page.rows[i].text() for i in block.rows)
        icons = sum(p.kind == "icon" for i in block.rows for p in page.rows[i].pieces)
        if block.kind == "table":
            expected = "".join(cell for row in block.cells for cell in row)
        else:
            expected = block.marker + block.text
        assert squash(drawn) == squash(expected), block
        assert icons == len(mdparse.ICON_RE.findall(expected)), block


@pytest.mark.parametrize("title", F1_PAGES)
def test_every_icon_names_a_real_sprite_frame(app, title):
    scene = RulesScene(app, title)
    assert not scene.missing
    for icon in scene.page.icons:
        assert Metrics().frame_size(icon) is not None, f"unknown icon {icon.source} in {scene.path.name}"
        assert app.assets.has(icon.sheet, icon.frame), icon.source


def test_each_title_shows_the_pieces_players_see_on_its_table(app):
    def frames(title):
        return {icon.name for icon in RulesScene(app, title).page.icons}

    koinobori = frames("koinobori")
    assert {f"koinobori/ability_{a}" for a in
            ("stack", "move", "extra_play", "take_2", "take_1", "steal", "refresh")} <= koinobori
    assert sum(name.startswith("koinobori/carp_") for name in koinobori) == 6
    pondscape = frames("pondscape")
    assert {f"pondscape/food_{f}" for f in ("fly", "cricket", "dragonfly", "butterfly", "spider")} <= pondscape
    assert sum(name.startswith("pondscape/frog_") for name in pondscape) == 8
    assert sum(name.startswith("pondscape/habitat_") for name in pondscape) == 5
    ladybird = frames("ladybird")
    assert {f"ladybird/garden_{g}" for g in ("rose_garden", "orchard", "picnic", "shed", "tea_time")} <= ladybird
    assert {f"ladybird/stage_{s}" for s in ("egg", "larva", "pupa", "adult")} <= ladybird
    assert {"ladybird/orchard_card_red", "ladybird/life_cycle_card_red", "ladybird/flower_bed"} <= ladybird
    paddy = frames("paddy")
    assert {f"paddy/card_event_{c}" for c in "abcdefgh"} <= paddy
    assert {"paddy/plot_day", "paddy/plot_night", "paddy/animal_p1", "paddy/waterfall_s"} <= paddy


@pytest.mark.parametrize("title", F1_PAGES)
def test_every_character_has_a_glyph_in_the_fonts(app, title):
    pygame.freetype.init()
    fonts = [pygame.freetype.Font(str(paths.resource("assets", f)), 18)
             for f in (theme.FONT_FILE, theme.FONT_BOLD_FILE)]
    scene = RulesScene(app, title)
    text = "".join(row.text() for row in scene.page.rows) + scene.heading
    chars = sorted(set(text) - {" ", "\u00a0"})
    for font in fonts:
        missing = [c for c, m in zip(chars, font.get_metrics("".join(chars))) if m is None]
        assert missing == [], f"{scene.path.name} uses characters the font cannot draw: {missing}"


# --- what the Markdown becomes -------------------------------------------------------------------------
SAMPLE = """# The title

Intro with *italic*, **bold**, `code` and a [link](https://example.org) :icon[ui/icon_star].

## Section

### Sub-section

3. three
   - nested bullet
     1. deep
4. four

| name | points |
|---|--:|
| **x** | 10 |
| y | 2 |

---

> a quote
"""


def test_markdown_becomes_headings_lists_tables_and_rules(app):
    page = layout(mdparse.parse(SAMPLE), 900, Metrics())
    assert page.title == "The title"
    kinds = [(b.kind, b.level, b.marker) for b in page.blocks]
    assert kinds == [
        ("paragraph", 0, ""), ("heading", 2, ""), ("heading", 3, ""),
        ("item", 0, "3."), ("item", 1, "\u25e6"), ("item", 2, "1."), ("item", 0, "4."),
        ("table", 0, ""), ("rule", 0, ""), ("paragraph", 0, ""),
    ]
    table = page.blocks[7]
    assert table.cells == [["name", "points"], ["x", "10"], ["y", "2"]]
    assert len(table.rows) == 3
    header = page.rows[table.rows[0]]
    assert any(p.kind == "fill" and p.colour == theme.PAPER_SHADE and p.h > 10 for p in header.pieces)
    assert all(p.style.bold for p in header.pieces if p.kind == "text")
    # the right-aligned column: "2" ends where "10" ends
    ends = [max(p.right for p in page.rows[i].pieces if p.kind == "text" and p.text in ("10", "2"))
            for i in table.rows[1:]]
    assert ends[0] == ends[1]
    intro = [p for p in page.rows[page.blocks[0].rows[0]].pieces]
    styles = {p.text.strip(): p.style for p in intro if p.kind == "text"}
    assert styles["italic"].italic and styles["bold"].bold and styles["code"].code
    assert styles["link"].colour == mdtext.LINK_COLOUR
    assert any(p.kind == "fill" and p.colour == mdtext.SHADE_COLOUR for p in intro)  # code shading
    assert [p.icon.name for p in intro if p.kind == "icon"] == ["ui/icon_star"]
    # hanging indent: the nested items start further right, their markers left of their text
    items = [b for b in page.blocks if b.kind == "item"]
    lefts = [min(p.x for p in page.rows[b.rows[0]].pieces if p.kind == "text" and p.text != b.marker)
             for b in items]
    assert lefts[0] < lefts[1] < lefts[2] and lefts[3] == lefts[0]


def test_real_pages_keep_their_structure(app):
    paddy = RulesScene(app, "paddy").page
    assert paddy.title == "Paddy \u2014 how to play"
    steps = [b for b in paddy.blocks if b.kind == "item" and b.marker in ("1.", "2.", "3.", "4.") and b.level == 0]
    assert [b.marker for b in steps] == ["1.", "2.", "3.", "4."]
    assert steps[0].text.startswith("Place paddy")
    assert any(b.kind == "item" and b.level == 1 and b.text.startswith("on the grid") for b in paddy.blocks)
    assert [b.text for b in paddy.blocks if b.kind == "heading" and b.level == 3] == \
        ["1. Sowing", "2. Growing", "3. Harvest"]
    events = next(b for b in paddy.blocks if b.kind == "table")
    assert len(events.cells) == 9 and events.cells[0] == ["card", "when", "effect"]
    # a cell that starts with a sized icon shows it at the cell's left, the text beside it
    first = paddy.rows[events.rows[1]]
    icon = next(p for p in first.pieces if p.kind == "icon")
    name = next(p for p in first.pieces if p.kind == "text" and p.text.startswith("A"))
    assert icon.h == 36 and name.x >= icon.right


def test_every_f1_page_is_listed():
    assert [p.name for p in rules_page_files()] == ["controls.md", *(f"{t}.md" for t in TITLES)]
    assert all(p.is_file() for p in rules_page_files())


# --- icons ------------------------------------------------------------------------------------------------
def test_an_unknown_icon_draws_a_visible_placeholder_and_is_reported(app, tmp_path):
    scene = read(app, text="A :icon[koinobori/no_such_frame] and :icon[../../etc] and :icon[nosheet/x].",
                 tmp_path=tmp_path)
    assert sorted(scene.view.missing_icons) == [":icon[../../etc]", ":icon[koinobori/no_such_frame]",
                                                ":icon[nosheet/x]"]
    assert any("unknown icon :icon[koinobori/no_such_frame]" in p for p in scene.read_problems)
    row = scene.page.rows[0]
    boxes = [p for p in row.pieces if p.kind == "icon"]
    assert len(boxes) == 3
    box = boxes[0]
    x, y = scene.view.area.x + box.x, scene.view.area.y + box.y
    edge = [tuple(app.canvas.get_at((x + i, y))[:3]) for i in range(box.w)]
    assert theme.ILLEGAL in edge


def test_icon_syntax_and_size():
    blocks = mdparse.parse("a :icon[paddy/card_event_a]{size=36} b :icon[ui/icon_star] c :icon[x]{size=999}")
    runs = [r for r in blocks[0].inlines if isinstance(r, mdparse.Icon)]
    assert [(r.sheet, r.frame, r.size) for r in runs] == [("paddy", "card_event_a", 36), ("ui", "icon_star", None),
                                                          ("", "x", mdparse.MAX_ICON_SIZE)]
    # inside code it is only text
    code = mdparse.parse("`:icon[ui/icon_star]`")[0].inlines
    assert code == [mdparse.Span(":icon[ui/icon_star]", code=True)]


# --- wrapping ---------------------------------------------------------------------------------------------
def _lay(text: str, width: int):
    page = layout(mdparse.parse(text), width, Metrics())
    for row in page.rows:
        for piece in row.pieces:
            assert piece.x >= 0 and piece.right <= width, piece
    return page


def test_a_run_without_spaces_breaks_between_characters(app):
    japanese = "ラテン文字のように単語の間に空白を置かない文章でも、行の幅に合わせて折り返します。" * 6
    path = "game/rules/ladybird/data/" + "very_long_folder_name/" * 12 + "components.json"
    page = _lay(f"{japanese}\n\nSee `{path}` here.", 300)
    first, second = page.blocks
    assert len(first.rows) > 3 and len(second.rows) > 3
    texts = [page.rows[i].text() for i in first.rows]
    assert "".join(texts) == japanese
    assert not any(t.startswith(("\u3002", "\u3001")) for t in texts)  # no line starts with 。 or 、
    code_rows = [page.rows[i].text() for i in second.rows]
    assert squash("".join(code_rows)) == squash(f"See {path} here.")
    assert all(t.rstrip().endswith("/") for t in code_rows[1:-2])  # long paths break after a slash
    page = _lay("x" * 200, 120)  # with nothing to prefer: anywhere
    assert "".join(page.rows[i].text() for i in page.blocks[0].rows) == "x" * 200


def test_words_wrap_across_style_changes_and_never_split(app):
    page = _lay("**Stack**, then *more* " + "word " * 60, 250)
    texts = [page.rows[i].text() for i in page.blocks[0].rows]
    assert texts[0].startswith("Stack, then more")
    words = " ".join(texts).split()
    assert set(words[3:]) == {"word"}


def test_no_break_spaces_join(app):
    text = "Points: " + ", ".join(f"{n}\u00a0\u2192\u00a0{n * 5}" for n in range(1, 40))
    page = _lay(text, 240)
    for i in page.blocks[0].rows:
        assert not page.rows[i].text().rstrip().endswith("\u2192")


def test_a_table_wider_than_the_page_still_fits(app):
    header = "| " + " | ".join(f"column_{c}_with_a_long_unbroken_name" for c in range(8)) + " |"
    rule = "|" + "---|" * 8
    row = "| " + " | ".join("some words that wrap inside the cell" for _ in range(8)) + " |"
    page = _lay("\n".join([header, rule, row, row]), 420)
    table = page.blocks[0]
    assert table.kind == "table" and len(table.rows) == 3
    drawn = "".join(page.rows[i].text() for i in table.rows)
    assert squash(drawn) == squash("".join(c for r in table.cells for c in r))


def test_column_widths_come_from_content():
    assert mdlayout._column_widths([50, 80], [30, 40], 500) == [50, 80]     # everything fits
    widths = mdlayout._column_widths([100, 900], [60, 90], 600)
    assert widths[0] == 100 and sum(widths) <= 600                     # the short column does not wrap
    widths = mdlayout._column_widths([400, 400], [300, 300], 200)
    assert sum(widths) <= 200 and widths[0] == widths[1]               # shrunk: words will break


# --- scrolling, by real keys and the mouse ----------------------------------------------------------------
def post_wheel(app, dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                         precise_y=float(dy)))
    app.step()


def test_f1_opens_the_page_and_every_key_scrolls_it(app):
    app.push(MenuScene(app))
    key(app, pygame.K_F1)
    scene = app.top
    assert isinstance(scene, RulesScene) and scene.heading == "How to use Tabletop"
    key(app, pygame.K_ESCAPE)
    smoke.show(app, RulesScene(app, "koinobori"))
    scene = app.top
    view = scene.view
    tops = view.tops
    assert view.scroll == 0 and view.scrollable
    key(app, pygame.K_DOWN)
    assert view.scroll == tops[1]
    key(app, pygame.K_UP)
    assert view.scroll == 0
    shown = view.visible_rows()
    key(app, pygame.K_PAGEDOWN)  # the first row not shown becomes the top row
    first_screen = view.scroll
    assert first_screen == scene.page.rows[shown[-1] + 1].y
    key(app, pygame.K_PAGEUP)
    assert view.scroll == 0
    key(app, pygame.K_SPACE)
    assert view.scroll == first_screen
    key(app, pygame.K_SPACE, pygame.KMOD_SHIFT)
    assert view.scroll == 0
    post_wheel(app, -1)
    assert view.scroll == tops[3]
    post_wheel(app, 1)
    assert view.scroll == 0
    key(app, pygame.K_END)
    assert view.at_end() and view.scroll == view.max_scroll
    key(app, pygame.K_DOWN)
    assert view.scroll == view.max_scroll
    key(app, pygame.K_HOME)
    assert view.scroll == 0
    app.render()
    key(app, pygame.K_F1)
    assert not isinstance(app.top, RulesScene)


def test_the_scrollbar_can_be_dragged_and_its_track_clicked(app):
    smoke.show(app, RulesScene(app, "ladybird"))
    view = app.top.view
    thumb = view.thumb()
    assert view.track.contains(thumb) and thumb.h < view.track.h
    start, end = thumb.center, (thumb.centerx, view.track.bottom + 40)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for y in range(start[1], end[1], 20):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], y), rel=(0, 20), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()
    assert view.at_end()
    above = (view.track.centerx, view.track.y + 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=above, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=above, button=1))
    app.step()
    assert 0 <= view.scroll < view.max_scroll
    app.render()
    assert view.problems() == [] or "never drawn whole" in view.problems()[0]


def test_the_layout_is_computed_once_not_per_frame(app, monkeypatch):
    first = RulesScene(app, "pondscape")
    again = RulesScene(app, "pondscape")
    assert again.page is first.page

    def boom(*args, **kwargs):
        raise AssertionError("laid out again")

    monkeypatch.setattr(mdlayout, "layout", boom)
    smoke.show(app, RulesScene(app, "pondscape"))
    for _ in range(3):
        key(app, pygame.K_PAGEDOWN)
        app.render()


def test_f1_on_a_game_card_of_the_title_menu_shows_that_games_rules(app):
    """A newcomer reads a game's rules before starting it: F1 with the ring (or the pointer) on
    its card opens them (F1 there always opened how to use Tabletop); elsewhere on the menu,
    how to use Tabletop."""
    menu = MenuScene(app)
    app.push(menu)
    app.render()
    key(app, pygame.K_TAB)                       # the ring shows; Tab on to the games' cards
    for _ in range(6):
        if app.focus.target().key[0] == "title":
            break
        key(app, pygame.K_TAB)
    assert app.focus.target().key[0] == "title"
    key(app, pygame.K_RIGHT)
    title = app.focus.target().key[1]
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.title_id == title
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_DOWN)                      # the card's own "Learn to play": its game too
    assert app.focus.target().key[0] != "title"
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.title_id == title
    key(app, pygame.K_ESCAPE)
    app.focus.hide()
    rect, mouse_title, _ok = menu.cards[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.title_id == mouse_title
    key(app, pygame.K_ESCAPE)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.heading == "How to use Tabletop"


def test_the_setup_screen_has_a_rules_button_for_its_game(app):
    """F1 there opened the rules, but nothing on the screen said so."""
    from game.scenes.common.setup import SetupScene

    setup = SetupScene(app, "ladybird")
    app.push(setup)
    app.render()
    click(app, button_pos(setup, "Rules"))
    assert isinstance(app.top, RulesScene) and app.top.title_id == "ladybird"
    key(app, pygame.K_ESCAPE)
    assert app.top is setup
    # a game played before offers no lesson: Rules stands at the panel's edge, no gap beside it
    setup.offers_lesson = False
    setup._build()
    rules = next(b for b in setup.buttons if b.label == "Rules")
    assert rules.rect.right == setup.layout.zone("learn").right


def test_f1_on_the_hand_off_screen_shows_the_games_rules(app):
    app.push(HandoffScene(app, "Ana", 0, lambda: None, "", title_id="paddy"))
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.title_id == "paddy"
    assert app.top.heading == "Paddy \u2014 how to play"


def test_a_missing_page_says_so_and_fails_the_smoke(app, tmp_path):
    scene = RulesScene(app, None, path=tmp_path / "gone.md")
    smoke.show(app, scene)
    problems = smoke.read_rules_page(app, scene)
    assert scene.missing and any("missing" in p for p in problems)
    assert "missing" in scene.lines[0][1]


def test_a_translated_page_is_chosen_by_language(monkeypatch, tmp_path):
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    for name in ("paddy.md", "paddy.ja.md", "koinobori.md"):
        (tmp_path / "docs" / "rules" / name).write_text("# x\n", encoding="utf-8")
    (tmp_path / "docs" / "controls.md").write_text("# x\n", encoding="utf-8")
    monkeypatch.setattr(paths, "resource_root", lambda: tmp_path)
    assert page_file("paddy", "ja").name == "paddy.ja.md"
    assert page_file("paddy").name == "paddy.md"
    assert page_file("koinobori", "ja").name == "koinobori.md"
    assert page_file(None, "ja").name == "controls.md"


def test_a_page_shorter_than_the_area_has_no_scrollbar(app, tmp_path):
    scene = read(app, text="# Short\n\nOne line.", tmp_path=tmp_path)
    assert scene.heading == "Short" and not scene.view.scrollable and scene.read_problems == []
    key(app, pygame.K_PAGEDOWN)
    assert scene.view.scroll == 0


def test_rows_are_only_ever_drawn_whole(app):
    page = layout_page((ROOT / "docs" / "rules" / "paddy.md").read_text(encoding="utf-8"), 916, Metrics())
    view = PageView(page, pygame.Rect(180, 104, 916, 516))
    for top in view.tops:
        view.scroll = top
        for i in view.visible_rows():
            row = page.rows[i]
            assert view.scroll <= row.y and row.bottom <= view.scroll + view.area.h
        shown = view.visible_rows()
        if shown and shown[-1] + 1 < len(page.rows) and view.scroll < view.max_scroll:
            last = page.blocks[page.rows[shown[-1]].block]
            assert last.kind != "heading"  # a heading never ends a screen
    assert Style().size == theme.BODY_SIZE


def test_a_comma_after_an_italic_title_sits_where_it_would_after_the_upright_word(app):
    """"*Paddy*, for 2–4 players" drew a gap between the italic title and its comma (a
    play-test): the slanted word was measured at its ink's top right, and the comma, on the
    baseline, stood off by the slant."""
    metrics = Metrics()
    page = layout_page("*Paddy*, for 2–4 players. *Koinobori* and more.", 800, metrics)
    pieces = [p for p in page.rows[0].pieces if p.kind == "text"]
    title, comma = pieces[0], pieces[1]
    assert title.text == "Paddy" and title.style.italic and comma.text.startswith(",")
    assert comma.x - title.x == metrics.width("Paddy", Style(18)), "the comma where it follows upright “Paddy”"
    spaced = next(p for p in pieces if p.text.startswith(" and"))
    koinobori = next(p for p in pieces if p.text == "Koinobori")
    assert spaced.x == koinobori.x + koinobori.w   # a space after an italic word: as before
