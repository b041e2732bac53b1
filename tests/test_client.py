"""The client driven like a player would: real mouse and key events posted to the scenes."""
import json

import pygame
import pytest

from game import autosaves, paths
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.load import LoadScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.rules_help import RulesScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from driver import advance, button_pos, click, key, make_app, type_text
from titles import AVAILABLE, random_match

PLAYABLE = [t for t in AVAILABLE if registry.playable(t)]
needs_title = pytest.mark.skipif(not PLAYABLE, reason="no playable title in this build")


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


@pytest.fixture(autouse=True)
def clean_saves():
    for folder in (paths.saves_dir(), paths.autosave_dir()):
        for path in folder.glob("*.json"):
            path.unlink()


def test_menu_renders_and_quit_button_stops_the_app(app):
    app.push(MenuScene(app))
    app.render()
    assert app.running
    click(app, button_pos(app.top, "Quit"))
    assert not app.running


def test_continue_is_disabled_without_an_unfinished_game(app):
    menu = app.push(MenuScene(app))
    click(app, button_pos(menu, "Continue"))
    assert app.top is menu
    assert "no unfinished game" in menu.message


def test_the_greyed_continue_explains_itself_in_japanese(app):
    """Its reason was shown as the English msgid in the Japanese edition."""
    from game import i18n

    i18n.set_language("ja")
    try:
        menu = app.push(MenuScene(app))
        click(app, button_pos(menu, i18n._("Continue")))
        assert menu.message == "途中のゲームはありません。"
    finally:
        i18n.set_language("en")


def test_f1_on_the_menu_shows_the_controls_and_esc_closes_it(app):
    app.push(MenuScene(app))
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    assert any("Ctrl+Z" in line for _, line in app.top.lines)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_load_screen_refuses_a_corrupt_save_with_its_reason(app):
    (paths.saves_dir() / "broken.json").write_text('{"format": "tabletop-save", "version": 1, "tit')
    app.push(MenuScene(app))
    click(app, button_pos(app.top, "Load game"))
    load = app.top
    assert isinstance(load, LoadScene)
    rect, row = load._rows()[0]
    assert row.status == "damaged" and "unreadable" not in load.row_text(row)[0]
    assert "damaged" in load.row_text(row)[1]
    click(app, rect.center)
    assert app.top is load
    assert "damaged or truncated" in load.message


@needs_title
def test_new_game_from_the_menu_through_setup_to_the_hand_off(app):
    title = PLAYABLE[0]
    menu = app.push(MenuScene(app))
    card = next(rect for rect, t, ok in menu.cards if t == title)
    click(app, card.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    # rename the first seat by clicking its field and typing
    field = setup.fields[0]
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoe")
    click(app, setup.seed_field.rect.center)
    type_text(app, "42")
    click(app, button_pos(setup, "Start game"))
    handoff = app.top
    assert isinstance(handoff, HandoffScene)
    table = app.stack[-2]
    assert isinstance(table, TableScene)
    assert table.match.seed == 42 and table.match.setup.players[0] == "Zoe"
    assert table.viewer is None  # nothing private shows before the click
    first = table.state.current_player()
    assert handoff.name == table.match.setup.players[first]
    click(app, handoff.button.rect.center)
    assert app.top is table and table.viewer == first
    # the game's own autosave slot holds the new game, and the menu now offers to continue it
    data = json.loads(table.saver.path.read_text())
    assert data["seed"] == 42 and data["finished"] is False
    assert [row.path for row in autosaves.list_unfinished()] == [table.saver.path]


@needs_title
def test_escape_pauses_and_save_writes_a_loadable_file(app):
    match = random_match(PLAYABLE[0], steps=12)
    registry.open_table(app, match)
    table = app.stack[1]
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "Save game"))
    key(app, pygame.K_RETURN)   # the offered name
    assert app.top is pause and pause.message.startswith("Saved as")
    saved = list(paths.saves_dir().glob("*.json"))
    assert len(saved) == 1
    click(app, button_pos(pause, "Resume"))
    assert app.top is table
    # load it back through the load screen
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app.top, "Load game"))
    load = app.top
    row = next(rect for rect, row in load._rows() if row.path == saved[0])
    click(app, row.center)
    reopened = app.find(TableScene)
    assert reopened is not table and reopened.match.actions == match.actions


@needs_title
def test_ctrl_z_with_nothing_to_undo_explains_why(app):
    match = random_match(PLAYABLE[0], steps=0)
    registry.open_table(app, match)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    table = app.top
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.message is not None and "Nothing to undo" in table.message[0]


@needs_title
def test_a_finished_game_opens_the_results_with_the_breakdown(app):
    title = PLAYABLE[0]
    match = random_match(title, steps=100000)
    assert match.state.is_over()
    registry.open_table(app, match)
    table = app.top
    for _ in range(30):  # titles may reveal the final scoring step by step first
        advance(app, 1000)
    assert app.top is table  # nothing opens by itself
    click(app, (640, 400))
    results = app.top
    assert isinstance(results, ResultsScene)
    sheet = match.state.score_sheet()
    assert results.sheet.totals() == sheet.totals()
    click(app, button_pos(results, "Title menu"))
    assert isinstance(app.top, MenuScene)


def test_the_window_scales_and_clicks_map_to_the_table(app):
    app.window = pygame.display.set_mode((640, 360), pygame.RESIZABLE)
    app._fit_window()
    menu = app.push(MenuScene(app))
    quit_rect = next(b.rect for b in menu.buttons if b.label == "Quit")
    click(app, (quit_rect.centerx // 2, quit_rect.centery // 2))  # window pixels at half scale
    assert not app.running


def test_idle_table_does_not_redraw(app):
    app.push(MenuScene(app))
    app.step()
    drawn = app.frames_drawn
    for _ in range(5):
        app.step()
    assert app.frames_drawn == drawn
