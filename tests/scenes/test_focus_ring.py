"""The keyboard focus ring (issue 30): shown by a key, hidden by the mouse, drawn where it stands;
arrows between neighbours, Tab between areas; Enter makes the click a mouse makes (the same
refusal in words); Esc backs out of a choice before it pauses; Space picks up what a mouse drags
(Paddy's animals); the pause menu, the settings, the rules page and the load list by keys."""
from __future__ import annotations

import random

import pygame

from driver import advance, click, key, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import ReturnAnimal
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.rules_help import RulesScene
from game.scenes.common.settings_screen import SettingsScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.ui import theme
from keyboard import focused, go_to, press, with_key


def mouse_move(app, pos=(5, 5)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.step()


def ring_pixels(app, rect: pygame.Rect) -> int:
    """How many pixels of the ring's light band (drawn round `rect`) show the ring's colour."""
    band = rect.inflate(2 * theme.FOCUS_GAP, 2 * theme.FOCUS_GAP)
    points = [(x, band.y + 1) for x in range(band.x + 14, band.right - 14)]
    points += [(band.x + 1, y) for y in range(band.y + 14, band.bottom - 14)]
    return sum(app.canvas.get_at(p)[:3] == theme.FOCUS_INNER for p in points)


def menu_app():
    app = make_app()
    app.go_home()
    assert isinstance(app.top, MenuScene)
    return app


def test_a_key_shows_the_ring_and_the_mouse_hides_it():
    app = menu_app()
    assert not app.keyboard
    first = app.top.focus_ring.find(app.top.focus_targets())   # (Continue, when there are games)
    assert ring_pixels(app, first.rect) == 0
    key(app, pygame.K_TAB)
    assert app.keyboard and focused(app).key == first.key
    assert ring_pixels(app, first.rect) > 100  # drawn all along its top and left edges
    go_to(app, with_key(("title", "paddy")), "the Paddy card")
    paddy = app.top.cards[0][0]
    assert ring_pixels(app, paddy) > 100
    assert first.key == ("title", "paddy") or ring_pixels(app, first.rect) == 0   # moved, not copied
    mouse_move(app)
    assert not app.keyboard
    assert ring_pixels(app, paddy) == 0        # the whole frame drawn again, without it
    key(app, pygame.K_DOWN)                    # any ring key shows it again, where it stood
    assert app.keyboard and focused(app).key == ("title", "paddy")


def test_arrows_move_between_neighbours_and_tab_between_areas():
    app = menu_app()
    go_to(app, with_key(("title", "paddy")), "the Paddy card")
    key(app, pygame.K_RIGHT)
    assert focused(app).key == ("title", "koinobori")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert focused(app).key == ("title", "ladybird")
    key(app, pygame.K_LEFT)
    assert focused(app).key == ("title", "pondscape")
    key(app, pygame.K_TAB)                     # the buttons' area
    assert focused(app).group == "buttons"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to the cards, at the one left
    assert focused(app).key == ("title", "pondscape")
    key(app, pygame.K_DOWN)                    # below the card: its "Learn to play" (the same area)
    assert focused(app).group == "games" and focused(app).key[1] == "learn"
    key(app, pygame.K_UP)                      # and back up to its card, not to the top buttons
    assert focused(app).key == ("title", "pondscape")
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)                    # below the lessons: a button (another area)
    assert focused(app).group == "buttons"
    go_to(app, lambda t: t.group == "top" and t.rect.x > 640, "Settings")
    key(app, pygame.K_DOWN)                    # from Settings down: the card under it, not Quit
    assert focused(app).key == ("title", "ladybird")


def test_enter_opens_the_focused_game_and_escape_goes_back():
    app = menu_app()
    press(app, with_key(("title", "ladybird")), "Ladybird")
    assert isinstance(app.top, SetupScene) and app.top.title_id == "ladybird"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def koinobori_table(app) -> TableScene:
    registry.start_new(app, Setup("koinobori", ("Ana", "Ben"), 0, seats=("human", "easy")), 3)
    table = app.find(TableScene)
    advance(app, 1000)
    assert table.viewer == 0 and table.state.current_player() == 0
    return table


def test_enter_on_a_target_is_a_click_there_with_the_same_refusal():
    clicked = make_app()
    table = koinobori_table(clicked)
    click(clicked, table.slot_rects[0][len(table.state.poles[0])].center)   # a pole, no card picked
    said = table.message[0]
    assert "Pick a card from your hand first" in said

    keys = make_app()
    table = koinobori_table(keys)
    press(keys, with_key(("pole", 0)), "the first pole")
    assert table.message[0] == said and not table.match.actions


def test_escape_backs_out_of_a_choice_before_it_pauses():
    app = make_app()
    table = koinobori_table(app)
    card = table.hand_cards[0]
    press(app, with_key(("hand", card)), "a hand card")
    assert table.selected == card
    key(app, pygame.K_ESCAPE)
    assert table.selected is None and app.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_a_card_is_played_by_keys_and_the_ring_then_waits_on_end_turn():
    app = make_app()
    table = koinobori_table(app)
    from game.rules.koinobori import PlayCard

    play = next(a for a in table.state.legal_actions() if isinstance(a, PlayCard) and a.card >= 0 and not a.stack)
    press(app, with_key(("hand", play.card)), "the card")
    press(app, with_key(("pole", play.pole)), "the pole")
    assert table.match.actions[-1] == play
    if table.turn_done:
        assert focused(app).rect == table._end_button.rect   # Enter now ends the turn
        key(app, pygame.K_RETURN)
        assert not table.turn_done


def paddy_with_an_animal_to_return(app) -> tuple[TableScene, ReturnAnimal]:
    """A Paddy game (two people) played at random until the person to act may take an animal
    back from the board, on its table."""
    match = Match(Setup("paddy", ("Ana", "Ben"), 0), 4)
    chooser = random.Random(4)
    for _ in range(600):
        legal = match.state.legal_actions()
        back = [a for a in legal if isinstance(a, ReturnAnimal)]
        if back:
            break
        match.apply(chooser.choice(legal))
    assert back, "no position with an animal to return"
    registry.open_table(app, match)
    for _ in range(3):
        if isinstance(app.top, HandoffScene):
            key(app, pygame.K_RETURN)
        advance(app, 1000)
    table = app.find(TableScene)
    assert app.top is table and table.viewer == match.state.current_player()
    return table, back[0]


def test_space_picks_up_an_animal_and_enter_puts_it_back_in_the_reserve():
    app = make_app()
    table, back = paddy_with_an_animal_to_return(app)
    before = len(table.match.actions)
    plot = go_to(app, with_key(("plot", back.cell)), "the animal's plot")
    assert plot.drag
    key(app, pygame.K_SPACE)
    assert app.top.focus_ring.held is not None and len(table.match.actions) == before
    # it shows at once: the table says so, and only the dashed ring stands there (a play-test
    # saw nothing change until the ring moved)
    assert table.message is not None and table.message[0].startswith("Picked up")
    app.full_frame = True
    app.render()
    assert ring_pixels(app, plot.rect) < 100        # no solid ring over the dashed one
    key(app, pygame.K_ESCAPE)                       # let go: nothing moved, the table is still there
    assert app.top.focus_ring.held is None and app.top is table and len(table.match.actions) == before
    go_to(app, with_key(("plot", back.cell)), "the animal's plot")
    key(app, pygame.K_SPACE)
    press(app, with_key("reserve"), "the reserve")
    assert table.match.actions[before:before + 1] == [back]


def test_pause_settings_and_language_by_keys():
    app = make_app()
    table = koinobori_table(app)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    settings = next(b for b in pause.buttons if b.label == "Settings")
    press(app, lambda t: t.rect == settings.rect, "Settings")
    screen = app.top
    assert isinstance(screen, SettingsScene)
    try:
        japanese = next(b for b in screen.languages if b.label == i18n.NAMES["ja"])
        press(app, lambda t: t.rect == japanese.rect, "日本語")
        assert i18n.language() == "ja"
        english = next(b for b in screen.languages if b.label == i18n.NAMES["en"])
        press(app, lambda t: t.rect == english.rect, "English")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")
    press(app, lambda t: t.rect == screen.back.rect, "Done")
    assert app.top is pause
    resume = pause.buttons[0]
    press(app, lambda t: t.rect == resume.rect, "Resume")
    assert app.top is table


def test_the_rules_page_still_scrolls_with_the_arrows():
    app = menu_app()
    key(app, pygame.K_TAB)                     # the ring shown on the menu
    key(app, pygame.K_F1)
    page = app.top
    assert isinstance(page, RulesScene)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_PAGEDOWN)
    assert page.view.scroll > 0
    press(app, lambda t: t.rect == page.close.rect, "Close")
    assert isinstance(app.top, MenuScene)


def test_when_the_turn_comes_back_the_ring_is_back_on_the_table():
    """Against a computer: after End turn the ring stands in the bar while the computer plays,
    and goes back to the table (where it stood) when it is the person's turn again."""
    import time

    from game.rules.koinobori import TakeCard

    app = make_app()
    table = koinobori_table(app)
    take = next(a for a in table.state.legal_actions() if isinstance(a, TakeCard))
    press(app, with_key(("row", take.index)), "a card of the draw row")
    assert table.match.actions == [take]
    while not table.turn_done:                 # the turn's other choices: Done ends it
        done = next(b for b in table.buttons if b.primary)
        press(app, lambda t: t.rect == done.rect, "Done")
    key(app, pygame.K_RETURN)                  # End turn: the computer's turn
    assert table.computers.is_computer(table.state.current_player())
    assert focused(app).group == "bar"
    end = time.monotonic() + 60
    while table.state.current_player() != 0 or table.input_grace > 0 or table.turn_done:
        assert time.monotonic() < end, "the computer did not move in time"
        if table.turn_done:
            key(app, pygame.K_RETURN)
        advance(app, 250)
        time.sleep(0.005)
    here = focused(app)
    # where it stood, unless no move begins at that place now (a full hand takes no card): then
    # the nearest place a move begins at (a keyboard play-test's ring stood on what it could
    # not use; a later one's on a pole, where Enter only asks for a card from the hand first)
    stood = next(t for t in table.table_targets() if t.key == ("row", take.index))
    places = [rects[0] for a in table.state.legal_actions() if (rects := table.hint_rects(a))]
    used = [t for t in table.table_targets() if any(r.collidepoint(t.at) for r in places)]
    x, y = stood.rect.center
    nearest = min(used, key=lambda t: (t.rect.centerx - x) ** 2 + (t.rect.centery - y) ** 2)
    assert here.key == (stood.key if stood in used else nearest.key), here


def test_the_setup_screen_offers_only_what_it_shows():
    """Five name fields are kept for the largest count; the ring visits only the seats shown."""
    app = menu_app()
    press(app, with_key(("title", "koinobori")), "Koinobori")
    setup = app.top
    two = next(b for b in setup.buttons if b.label == "2")
    press(app, lambda t: t.rect == two.rect, "2 players")
    fields = [t for t in setup.focus_targets() if t.key[0] == "field"]
    assert [t.rect for t in fields] == [setup.fields[0].rect, setup.fields[1].rect, setup.seed_field.rect]
    press(app, lambda t: t.rect == setup.fields[1].rect, "the second name")
    assert setup.fields[1].focused and setup.typing()
    key(app, pygame.K_RIGHT)                   # a field has the keys: the ring stays
    assert focused(app).rect == setup.fields[1].rect
    key(app, pygame.K_TAB)                     # Tab leaves the field
    assert not setup.typing() and focused(app).rect != setup.fields[1].rect


def test_after_a_pondscape_game_the_other_ponds_are_seen_by_keys():
    """Pondscape's table after the game: Enter on another pond shows it full size (a click does)."""
    match = Match(Setup("pondscape", ("Ana", "Ben"), 0), 2)
    chooser = random.Random(2)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    app = make_app()
    registry.open_table(app, match)
    table = app.find(TableScene)
    advance(app, 5000)
    key(app, pygame.K_TAB)
    press(app, with_key(("pond of", 1)), "Ben's pond")
    assert table.focus_override == 1
    press(app, with_key("own pond"), "the pond shown")
    assert table.focus_override is None


def test_save_under_a_typed_name_and_load_it_by_keys():
    """Pause menu -> Save game (the name typed, Enter) -> Load game -> the save's row -> the
    table again, all by keys."""
    from driver import type_text
    from game.scenes.common.load import LoadScene
    from game.scenes.common.save_name import SaveNameScene

    app = make_app()
    table = koinobori_table(app)
    press(app, with_key(("row", 0)), "the draw row's first card")
    moves = list(table.match.actions)
    key(app, pygame.K_ESCAPE)                   # nothing picked up: the pause menu
    pause = app.top
    save = next(b for b in pause.buttons if b.label == "Save game")
    press(app, lambda t: t.rect == save.rect, "Save game")
    dialog = app.top
    assert isinstance(dialog, SaveNameScene) and dialog.typing()
    type_text(app, "by keys")                   # replaces the offered name
    key(app, pygame.K_RETURN)
    assert app.top is pause and "by keys" in pause.message
    load = next(b for b in pause.buttons if b.label == "Load game")
    press(app, lambda t: t.rect == load.rect, "Load game")
    screen = app.top
    assert isinstance(screen, LoadScene)
    row = next(r for r in screen.files if r.save_name == "by keys")
    press(app, with_key(("row", str(row.path))), "the save's row")
    again = app.find(TableScene)
    assert again is not None and again is not table and again.match.actions == moves


def test_the_replay_viewer_by_keys_its_own_arrows_kept():
    """Results -> Watch the replay (by the ring) -> ← and Home step it as before, with the
    ring shown; Tab and Enter reach its bar's buttons (Close comes back)."""
    from game.scenes.common.replay import ReplayScene
    from game.scenes.common.results import ResultsScene
    from titles import random_match

    match = random_match("koinobori", steps=400, seed=5)
    assert match.state.is_over()
    app = make_app()
    results = app.push(ResultsScene(app, match))
    watch = next(b for b in results.buttons if b.label == "Watch the replay")
    press(app, lambda t: t.rect == watch.rect, "Watch the replay")
    replay = app.top
    assert isinstance(replay, ReplayScene) and app.keyboard
    end = replay.step
    key(app, pygame.K_LEFT)
    assert replay.step == end - 1
    key(app, pygame.K_HOME)
    assert replay.step == 0
    press(app, lambda t: t.rect == replay.close_button.rect, "Close")
    assert app.top is results


def test_a_saved_game_is_watched_from_the_load_screen_by_keys():
    """Load game -> a row's Watch replay (→ from the row) -> the replay viewer."""
    from game.saves import save_named
    from game.scenes.common.load import LoadScene
    from game.scenes.common.replay import ReplayScene

    match = Match(Setup("koinobori", ("Ana", "Ben"), 0), 6)
    match.apply(match.state.legal_actions()[0])
    path = save_named(match, name="watched by keys")
    app = menu_app()
    load = next(b for b in app.top.buttons if b.label == "Load game")
    press(app, lambda t: t.rect == load.rect, "Load game")
    assert isinstance(app.top, LoadScene)
    go_to(app, with_key(("row", str(path))), "the save's row")
    key(app, pygame.K_RIGHT)
    assert focused(app).key == ("watch", str(path))
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene)


def test_a_tooltip_and_a_refusal_keep_clear_of_the_ring(monkeypatch):
    """The ring is drawn over the screen, and it covered the first letters of a tooltip or a
    refusal beside the target it stands on (a play-test): both are placed off the ring."""
    from game.scenes.common import table as table_module
    from game.ui import draw

    app = make_app()
    table = koinobori_table(app)
    boxes = []
    real = table_module.draw_tooltip
    monkeypatch.setattr(table_module, "draw_tooltip", lambda *a: boxes.append(real(*a)) or boxes[-1])
    go_to(app, with_key(("pole", 0)), "the first pole")
    advance(app, 3000)                         # the pointer (the ring) rests: the tooltip shows
    app.render()
    ring = focused(app).rect.inflate(2 * theme.FOCUS_GAP + 8, 2 * theme.FOCUS_GAP + 8)   # as drawn
    assert boxes
    assert not boxes[-1].colliderect(ring), (boxes[-1], ring)
    key(app, pygame.K_RETURN)                  # no card picked: refused, in words, beside the ring
    said = table.message
    assert said is not None and "Pick a card" in said[0]
    app.render()
    box = draw.callout_rect(app.assets, said[0], said[3], app.canvas.get_rect())
    assert not box.colliderect(ring), (box, ring)


def test_pondscape_the_ring_follows_the_turns_step():
    """Pondscape by keys: after taking a card the ring goes to the hand (it stayed on the emptied
    display slot), and when the frog is to jump, to the frog's lit spots (a play-test took three
    Tabs to find them)."""
    from game.rules.pondscape import Play

    app = make_app()
    match = Match(Setup("pondscape", ("Ann",), 0), 3)
    registry.open_table(app, match)
    table = app.find(TableScene)
    advance(app, 2000)
    key(app, pygame.K_TAB)
    assert table.state.phase == "take"
    press(app, with_key(("slot", 0)), "the first display card")
    assert table.state.phase == "play" and focused(app).group == "hand"
    # a game where playing a card makes the frog jump: the ring goes to its spots
    for seed in range(1, 60):
        match = Match(Setup("pondscape", ("Ann",), 0), seed)
        chooser = random.Random(seed)
        jump = None
        while not match.state.is_over() and jump is None:
            state = match.state
            if state.phase == "play":
                for action in state.legal_actions():
                    probe = state.clone()
                    probe.apply(action)
                    if isinstance(action, Play) and probe.phase == "jump":
                        jump = action
                        break
            if jump is None:
                match.apply(chooser.choice(state.legal_actions()))
        if jump is not None:
            break
    else:
        raise AssertionError("no jump found")
    app = make_app()
    registry.open_table(app, match)
    table = app.find(TableScene)
    advance(app, 2000)
    key(app, pygame.K_TAB)
    go_to(app, lambda t: t.group == "pond", "a pond space")
    assert table.act(jump)
    assert table.state.phase == "jump"
    assert focused(app).group == "frog", focused(app)   # where the ring is drawn now


def test_f11_keeps_the_ring_and_the_mouse_still_hides_it():
    """F11 made the ring go away (a play-test): the system's pointer move as the window fills
    the screen is not the mouse being used.  A real move a moment later still hides it."""
    import time

    app = menu_app()
    try:
        key(app, pygame.K_TAB)
        assert app.keyboard
        key(app, pygame.K_F11)
        mouse_move(app, (6, 6))                    # the system's move as the window changes
        assert app.keyboard
        time.sleep(0.45)
        mouse_move(app, (9, 9))                    # the mouse, used
        assert not app.keyboard
    finally:
        if app.fullscreen:
            app.toggle_fullscreen()                # (and remembered so: later tests open a window)
