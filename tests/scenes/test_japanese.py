"""The Japanese edition on screen: every scene renders in Japanese with its text inside its
panel (or the window, for a table), a whole game of each title is played by real mouse clicks
in Japanese, the language switch on the settings screen applies at once (menus, a table's log
and prompts, the rules page), and Japanese names are typed through the input method."""
from __future__ import annotations

import pygame
import pytest

import test_koinobori_scene as koinobori_scene
import test_ladybird_scene as ladybird_scene
import test_paddy_scene as paddy_scene
import test_pondscape_scene as pondscape_scene
from driver import button_pos, click, make_app
from driver import recorded_texts as recorded
from game import i18n, settings, smoke
from game.scenes.common.menu import MenuScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.rules_help import RulesScene
from game.scenes.common.settings_screen import SettingsScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.ui import draw, theme
from game.ui.linebreak import has_cjk

SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


@pytest.fixture
def japanese(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language("ja")
    yield
    i18n.set_language("en")




def test_every_scene_renders_in_japanese_with_its_text_inside_its_panel(japanese, monkeypatch):
    app = make_app()
    seen = recorded(monkeypatch)
    for name, factory in smoke._scenes(app):
        scene = factory()
        smoke.show(app, scene)
        seen.clear()
        app.render()
        assert seen, name
        assert any(has_cjk(text) for text, _rect in seen), f"{name}: nothing drawn in Japanese"
        layout = getattr(scene, "layout", None)
        box = layout.zone("panel") if layout is not None and layout.has("panel") and not isinstance(
            scene, TableScene) else SCREEN
        outside = [(text, tuple(rect)) for text, rect in seen if text and not box.contains(rect)]
        assert outside == [], f"{name}: text outside {tuple(box)}"
        if isinstance(scene, RulesScene):   # read to the end: every row drawn whole, inside its area
            assert smoke.read_rules_page(app, scene) == [], name


@pytest.mark.parametrize("module", [paddy_scene, koinobori_scene, pondscape_scene, ladybird_scene],
                         ids=["paddy", "koinobori", "pondscape", "ladybird"])
def test_a_whole_game_of_each_title_is_played_by_clicks_in_japanese(japanese, module):
    """The titles' own whole-game scene tests (real mouse events on the table, the hand-offs,
    the results), run in the Japanese edition."""
    app = make_app()
    try:
        module.test_a_whole_game_through_the_scene_reaches_the_results(app) if hasattr(
            module, "test_a_whole_game_through_the_scene_reaches_the_results") else \
            module.test_a_whole_game_is_played_through_the_scene_to_the_results(app)
        assert i18n.language() == "ja"
    finally:
        pygame.quit()


def open_settings_from_the_pause_menu(app, table) -> SettingsScene:
    click(app, button_pos(table, "Menu"))
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "Settings"))
    screen = app.top
    assert isinstance(screen, SettingsScene)
    return screen


def language_button(screen: SettingsScene, lang: str):
    return next(b for b in screen.languages if b.label == i18n.NAMES[lang])


def test_the_language_switch_applies_at_once_and_is_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    app.go_home()
    match = paddy_scene.Match(paddy_scene.Setup("paddy", ("Ana", "Ben")), 17)
    table = paddy_scene.open_scene(app, match)
    chooser = __import__("random").Random(1)
    for _ in range(6):   # a few moves, so the log has lines
        paddy_scene.reveal(app)
        paddy_scene.perform(app, table, chooser.choice(match.state.legal_actions()))
    paddy_scene.reveal(app)
    actions, floor = list(match.actions), match.can_undo()
    screen = open_settings_from_the_pause_menu(app, table)
    seen = recorded(monkeypatch)
    click(app, language_button(screen, "ja").rect.center)
    assert i18n.language() == "ja" and settings.load()["language"] == "ja"
    assert app.top is screen and screen.message == ""
    app.render()
    assert "言語" in [text for text, _r in seen] and "設定" in [text for text, _r in seen]
    # the table below made its texts again: same game, same actions, nothing undone
    assert match.actions == actions and match.can_undo() == floor
    assert len(match.log_marks) == len(match.state.log)
    app.pop()   # back to the pause menu, then the table: both in Japanese at once
    seen.clear()
    app.render()
    assert "一時停止中" in [text for text, _r in seen]
    app.pop()
    seen.clear()
    app.render()
    texts = [text for text, _r in seen]
    assert "ログ全体：クリックまたは L" in texts and "取り消し" in texts
    # the rules page follows the language too (a Japanese page where there is one)
    click(app, button_pos(table, "Rules"))
    assert isinstance(app.top, RulesScene)
    app.pop()
    # and back to English, from the same screen
    screen = open_settings_from_the_pause_menu(app, table)
    click(app, language_button(screen, "en").rect.center)
    app.go_home()
    seen.clear()
    app.render()
    assert "Settings" in [text for text, _r in seen] and not any(has_cjk(t) for t, _r in seen if t)
    assert settings.load()["language"] == "en"
    i18n.set_language("en")


def test_default_seat_names_follow_the_language_until_changed(japanese):
    assert settings.load()["names"][0] == "プレイヤー1"
    stored = settings.load()
    stored["names"][1] = "花子"
    settings.save(stored)
    i18n.set_language("en")
    assert settings.load()["names"][:2] == ["Ana", "花子"]


def test_japanese_names_are_typed_through_the_input_method(japanese, monkeypatch):
    app = make_app()
    app.go_home()
    app.push(SetupScene(app, "koinobori"))
    setup = app.top
    field = setup.fields[0]
    click(app, field.rect.center)
    assert field.focused
    seen = recorded(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="",
                                         scancode=0))
    app.step()
    # the input method composes: shown underlined after the text, not typed yet
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="はなこ", start=3, length=0))
    app.step()
    assert field.composition == "はなこ" and field.text == "プレイヤー1"
    assert "はなこ" in [text for text, _r in seen]
    # Backspace goes to the input method while it composes
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    app.step()
    assert field.text == "プレイヤー1"
    # the choice is committed: TEXTINPUT replaces the selected name
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="", start=0, length=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="花子"))
    app.step()
    assert field.text == "花子" and field.composition == ""
    assert setup.setup().players[0] == "花子"


def test_a_japanese_name_in_the_english_edition_is_drawn_with_the_japanese_font():
    app = make_app()
    font = app.assets.font(theme.BODY_SIZE, False, "花子")
    assert font is not app.assets.font(theme.BODY_SIZE, False, "Hana")
    assert font.size("花子")[0] > 0 and app.assets.text("花子").get_width() > 20
    assert isinstance(app.top, (MenuScene, type(None)))


@pytest.mark.parametrize("focused", [False, True])
def test_a_sixteen_character_japanese_name_stays_whole_inside_its_field(japanese, monkeypatch, focused):
    """16 wide characters (the longest name allowed) do not fit the setup screen's name field
    at the body size: the field draws the name whole in smaller type, inside its box, whether
    it is being typed (caret after it) or not."""
    name = "田中はなこの棚田名人でございます"
    assert len(name) == 16
    app = make_app()
    setup = app.push(SetupScene(app, "paddy"))
    field = setup.fields[0]
    field.text = name
    field.focused = focused
    seen = recorded(monkeypatch)
    app.render()
    drawn = [rect for string, rect in seen if string == name]
    assert drawn, "the whole name is drawn (no ellipsis)"
    assert all(field.rect.contains(rect) for rect in drawn)
    assert not any(name in string and string != name for string, _rect in seen if "\u2026" in string)


def test_a_long_japanese_name_breaks_into_two_lines_without_a_hyphen(japanese, monkeypatch):
    """Paddy's players panel gives a name 102 px: a 16-character Japanese name goes on two
    small lines, broken between characters as Japanese is (no hyphen), and whole."""
    name = "田中はなこの棚田名人でございます"
    app = make_app()
    seen = recorded(monkeypatch)
    draw.name_in_box(app.canvas, app.assets, name, pygame.Rect(0, 0, 102, 36))
    lines = [string for string, _rect in seen]
    assert len(lines) == 2 and "".join(lines) == name


@pytest.mark.parametrize("text, words", [
    ("棚田の水守り山本さくら之介様です：使うガーデンタイルを選んでください。", ["使う", "ガーデンタイルを"]),
    ("棚田の水守り山本さくら之介様です：公開するカードを（秘密で）選んでください。", ["公開する", "カードを"]),
    ("棚田の水守り山本さくら之介様ですのターンが終わりました。ターン終了を押してください。", ["終わりました。"]),
])
def test_a_two_line_japanese_prompt_breaks_between_phrases(japanese, text, words):
    """The top bar's prompt in two lines: a play-test read 「使／うガーデンタイル」, 「公開／する」
    and 「終わりまし／た」 with a 16-character name.  The break falls between phrases (BudouX)."""
    from game.scenes.common.chrome import balanced_lines

    assets = make_app().assets
    for width in range(360, 700, 20):
        lines = balanced_lines(assets, text, width, theme.SMALL_SIZE)
        if len(lines) != 2:
            continue
        assert "".join(lines) == text
        assert all(assets.width(line, theme.SMALL_SIZE, True) <= width for line in lines)
        for word in words:
            assert any(word in line for line in lines), (width, lines)


def test_a_two_line_japanese_prompt_keeps_a_quoted_button_name_whole(japanese):
    """「ター／ン終了」 (a play-test): where a break outside the quotes fits, the quoted name of a
    button stays on one line."""
    from game.scenes.common.chrome import balanced_lines

    assets = make_app().assets
    text = "山本さくら：もう1枚取るか「終了：これ以上取らない」を押します。"
    room = max(assets.width(half, theme.SMALL_SIZE, True) for half in ("山本さくら：もう1枚取るか",
                                                                    "「終了：これ以上取らない」を押します。"))
    for width in range(room, room + 200, 10):
        lines = balanced_lines(assets, text, width, theme.SMALL_SIZE)
        if len(lines) == 2:
            assert any("「終了：これ以上取らない」" in line for line in lines), (width, lines)


def test_a_koinobori_table_keeps_its_players_names_and_colour_names_whole(japanese):
    """A play-test read 「オレンジ+黄／緑+ピンク」 in the log (yellow and green) and a name cut
    「鯉／のぼり大好き…」: the table tells the line breaker its names and, in the language shown,
    its colours; the log's lines then break outside them."""
    from game.rules.base import Setup
    from game.scenes import registry
    from game.ui import linebreak

    name = "鯉のぼり大好き太郎左衛門之助様"
    app = make_app()
    registry.start_new(app, Setup("koinobori", ("アナ", name), 0), 3)
    assert app.find(TableScene) is not None
    line = f"{name}は個人竿にオレンジ+黄緑+ピンクを裏向きで置きました。"
    for room in range(120, 420, 15):
        lines = app.assets.wrap(line, room, theme.SMALL_SIZE)
        assert "".join(lines) == line
        assert any("黄緑" in text for text in lines), (room, lines)
        if app.assets.width(name, theme.SMALL_SIZE) <= room:
            assert any(name in text for text in lines), (room, lines)
    linebreak.keep_whole([])


def test_choosing_the_language_in_use_remembers_it(tmp_path, monkeypatch):
    """A run in Japanese by TABLETOP_LANG stores no language until the player chooses one;
    choosing 日本語, the language in use, is a choice too: the next run without the variable
    is in Japanese."""
    import json

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("TABLETOP_LANG", "ja")
    settings.start_language()
    app = make_app()
    screen = SettingsScene(app)
    app.push(screen)
    app.render()
    assert settings.stored_language() is None
    click(app, language_button(screen, "ja").rect.center)
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "ja"
    monkeypatch.delenv("TABLETOP_LANG")
    assert settings.start_language() == "ja"
    i18n.set_language("en")
