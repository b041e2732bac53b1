"""Learn to play, clicked through with real events: each title's lesson from the title menu's
button to its end (the learner clicks where the lesson outlines, the computer plays the
script's moves), another move refused with the lesson's words, an illegal one with the rules'."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, button_pos, click, end_turn, key, make_app
from game import settings
from game.rules.paddy import PlacePaddy
from game.scenes.common.menu import MenuScene
from game.scenes.common.table import TableScene
from game.tutorial import script as tutorial_script
from game.tutorial.script import PERSON
from test_hints import perform

def note_describes(match, step) -> str:
    """The refusal of another legal move where the step's words are in the note: it names the
    taught move (a play-test read only "the one its note describes")."""
    from game.i18n import _
    return _("That move is allowed, but the lesson asks for another one now: “{move}”.").format(
        move=match.state.describe_action(step.action))
TITLES = sorted(path.stem for path in tutorial_script.DATA_DIR.glob("*.json"))


def open_lesson(app, title: str) -> TableScene:
    app.go_home()
    app.render()
    menu = app.top
    assert isinstance(menu, MenuScene)
    index = list(__import__("game.rules.registry", fromlist=["TITLES"]).TITLES).index(title)
    click(app, menu.layout.zone(f"learn_{index}").center)
    table = app.find(TableScene)
    assert table is not None and table.lesson is not None, "Learn to play opened no lesson"
    return table


def place_tile(app, table, action: PlacePaddy) -> None:
    """Pick the two cards, turn the tile as outlined (R), click the outlined plots until it lies."""
    if table.sel_card != action.card:
        click(app, table.hint_rects(action)[0].center)
    if table.sel_half != action.half:
        click(app, table.hint_rects(action)[0].center)
    assert (table.sel_card, table.sel_half) == (action.card, action.half)
    for _ in range(4):
        if table.rotation == action.rotation or action.tile != 3:
            break
        key(app, pygame.K_r)
    done = len(table.match.actions)
    for rect in table.hint_rects(action):   # the plots (the cards are picked up now)
        app.input.pointer = rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        click(app, rect.center)
        if len(table.match.actions) > done:
            return


def learner_moves(app, table, action) -> None:
    if isinstance(action, PlacePaddy):
        place_tile(app, table, action)
    else:
        perform(app, table.hint_rects(action), action)


def play_through(app, table, each_frame=None) -> int:
    """Click the lesson from where it stands to its end; returns the learner's moves made.
    `each_frame()` is called after every frame drawn (the last one too); if it answers True,
    the clicking stops there."""
    guide, made = table.lesson, 0
    for _ in range(400):
        app.render()
        if each_frame is not None and each_frame():
            return made
        if guide.finished():
            return made
        if end_turn(app):
            continue
        if guide.lesson.waiting_note(table.match):
            click(app, button_pos(guide, "Next"))
            continue
        expected = guide.expected()
        if expected is None:   # the computer's scripted move
            advance(app, 1000)
            continue
        if table.input_grace > 0:
            advance(app, table.input_grace + 1)   # the learner's clicks come after the computer's move has landed
        done = len(table.match.actions)
        learner_moves(app, table, expected)
        assert table.match.actions[done:done + 1] == [expected], (
            f"clicking the outline of {expected!r} made {table.match.actions[done:]!r}: {table.message}")
        made += 1
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("title", TITLES)
def test_a_whole_lesson_clicked_through_then_played_on(title):
    app = make_app()
    table = open_lesson(app, title)
    made = play_through(app, table)
    assert made >= 4
    assert title in settings.load()["played"]
    assert table.saver is None, "a lesson is not autosaved"
    if not table.state.is_over():
        moves = len(table.match.actions)
        advance(app, 5000)
        assert len(table.match.actions) == moves, "the computer moved before Play on"
        click(app, button_pos(table.lesson, "Play on"))
        assert not table.lesson.active and table.saver is not None   # an ordinary game from now on


@pytest.mark.parametrize("title", TITLES)
def test_another_legal_move_is_refused_with_the_lessons_words(title):
    app = make_app()
    table = open_lesson(app, title)
    guide = table.lesson
    for _ in range(20):
        if guide.lesson.waiting_note(table.match):
            click(app, button_pos(guide, "Next"))
    expected = guide.expected()
    step = guide.lesson.step(table.match)
    other = next(a for a in table.state.legal_actions() if a != expected)
    done = len(table.match.actions)
    assert not table.act(other, (400, 400))
    assert len(table.match.actions) == done
    from game.i18n import _
    if step.why:
        assert _(step.why) in table.message[0]
    else:   # the step's words stand in the note beside it: the refusal points there, not repeats them
        assert table.message[0] == note_describes(table.match, step) and _(step.say) not in table.message[0]


def test_leaving_the_lesson_goes_back_to_the_title_menu():
    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    while not guide.finished():
        guide.lesson.read.update(range(len(guide.lesson.script.steps)))
        if guide.expected() is None and guide.lesson.computer_move(table.match) is None:
            break
        table.match.apply(guide.expected() or guide.lesson.computer_move(table.match))
        table.match.confirm_turn_end()
    table.refresh()
    app.render()
    click(app, button_pos(guide, "Leave the lesson"))
    assert isinstance(app.top, MenuScene)


def test_the_setup_screen_offers_the_lesson_until_the_title_is_played():
    from game.scenes.common.setup import SetupScene

    stored = settings.load()
    stored["played"] = []
    settings.save(stored)
    app = make_app()
    app.go_home()
    app.push(SetupScene(app, "paddy"))
    app.render()
    click(app, button_pos(app.top, "Learn to play first"))
    assert app.find(TableScene).lesson is not None
    app.go_home()
    app.push(SetupScene(app, "paddy"))
    app.render()
    click(app, button_pos(app.top, "Start game"))
    app.go_home()
    setup = SetupScene(app, "paddy")
    app.push(setup)
    assert not any(b.label == "Learn to play first" for b in setup.buttons)


def to_first_move(app, table) -> None:
    """Past the lesson's opening notes, to the learner's first taught move."""
    guide = table.lesson
    while guide.lesson.waiting_note(table.match):
        app.render()
        click(app, button_pos(guide, "Next"))
    assert guide.expected() is not None


def test_clicks_on_another_card_are_refused_in_the_lessons_or_the_rules_words():
    """Koinobori's first step takes the left end of the draw row: clicking the right end (legal)
    is answered with the step's words, a middle card (illegal at level 2) with the rules'."""
    from game.i18n import _
    from game.rules.koinobori import TakeCard

    app = make_app()
    table = open_lesson(app, "koinobori")
    to_first_move(app, table)
    expected, step = table.lesson.expected(), table.lesson.lesson.step(table.match)
    assert expected == TakeCard(0)
    done = len(table.match.actions)
    app.render()
    click(app, table.row_rects[-1].center)
    assert len(table.match.actions) == done
    assert table.message[0] == note_describes(table.match, step) and step.why is None
    middle = TakeCard(3)
    reason = table.match.check(middle)
    assert reason
    click(app, table.row_rects[3].center)
    assert len(table.match.actions) == done and table.message[0] == reason
    click(app, table.hint_rects(expected)[0].center)   # the outlined card is taken
    assert table.match.actions[done:] == [expected]


def test_undo_takes_the_lesson_back_a_step():
    app = make_app()
    table = open_lesson(app, "koinobori")
    to_first_move(app, table)
    before = table.lesson.lesson.index(table.match)
    click(app, table.hint_rects(table.lesson.expected())[0].center)
    assert table.lesson.lesson.index(table.match) == before + 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.lesson.lesson.index(table.match) == before


def test_the_played_titles_setting_keeps_only_known_titles():
    stored = settings.load()
    stored["played"] = ["paddy", "chess", 3, "paddy"]
    settings.save(stored)
    assert settings.load()["played"] == ["paddy"]


def test_the_lessons_next_is_reached_by_the_keyboard():
    """Keyboard play: the ring reaches the panel's Next, and Enter on it reads the note."""
    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    assert guide.lesson.waiting_note(table.match)
    targets = table.focus_targets()
    assert any(t.rect == guide.buttons[0].rect for t in targets)
    for _ in range(40):
        key(app, pygame.K_TAB)
        here = table.focus_ring.find(table.focus_targets())
        if here is not None and here.rect == guide.buttons[0].rect:
            break
    else:
        raise AssertionError("Tab never reached the lesson's Next")
    key(app, pygame.K_RETURN)
    assert not guide.lesson.waiting_note(table.match)


def test_a_lesson_cannot_be_saved_from_the_pause_menu_until_played_on():
    """A lesson is not a game to save (docs/controls.md): the pause menu's Save game is off and
    says why; a play-test saved one and loaded it as an ordinary game with no lesson."""
    from game.scenes.common.pause import PauseScene
    from game.scenes.common.save_name import SaveNameScene

    app = make_app()
    table = open_lesson(app, "koinobori")
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "Save game"))
    assert app.top is pause and not isinstance(app.top, SaveNameScene)
    assert table.lesson.active
    key(app, pygame.K_ESCAPE)
    table.lesson.active = False                       # as "Play on" leaves it
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app.top, "Save game"))
    assert isinstance(app.top, SaveNameScene)


def test_a_steady_lesson_outline_is_yellow_not_the_focus_rings_white():
    """Once it stops pulsing (after a minute) the lesson's outline stays in the yellow of what
    can be clicked; it stayed white, the keyboard ring's colour (a play-test could not tell the
    two apart)."""
    from game.ui import theme

    app = make_app()
    table = open_lesson(app, "koinobori")
    to_first_move(app, table)
    advance(app, 61_000)
    rects = table.lesson.outlines()
    assert rects
    app.full_frame = True
    app.render()
    band = rects[0].inflate(6, 6)
    assert app.canvas.get_at((band.centerx, band.y + 1))[:3] == theme.LEGAL


def test_a_refusal_beside_the_pointer_is_drawn_over_the_lessons_outlines(monkeypatch):
    """Paddy's ghost verdict (a refusal beside the pointer) was drawn before the lesson's rings,
    which hid its first letters (a play-test): the table draws it after the lesson."""
    from game.ui import draw

    app = make_app()
    table = open_lesson(app, "paddy")
    to_first_move(app, table)
    order = []
    real_lesson, real_callout = table.lesson.draw, draw.callout
    monkeypatch.setattr(table.lesson, "draw", lambda surface: order.append("lesson") or real_lesson(surface))
    monkeypatch.setattr(draw, "callout", lambda *a, **k: order.append("callout") or real_callout(*a, **k))
    table._callout = ("A refusal", (200, 40, 40))   # what the ghost keeps for `_draw_callout`
    table.hinted = None
    app.full_frame = True
    app.render()
    assert "lesson" in order and "callout" in order
    assert order.index("callout") > order.index("lesson")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_ladybird_lessons_panel_never_covers_the_other_seats_garden(lang):
    """A play-test: Ladybird's lesson panel stood over Kai's columns (its layout zone lay in the
    gardens), hiding what the lesson spoke of.  At every frame of the lesson, clicked through in
    English and in Japanese, the panel covers nothing of the zones where the table draws the
    other seat's cards (its garden panel: columns, bonus cards, revealed card) and no outlined
    place."""
    from game import i18n

    i18n.set_language(lang)
    app = make_app()
    table = open_lesson(app, "ladybird")
    guide = table.lesson
    seen = set()

    def check() -> None:
        if not guide.active:
            return
        kai = table.seats[1]
        zones = [kai.rect, kai.revealed, *kai.bonus, *(rect for column in kai.card_rects for _card, rect in column)]
        for zone in zones:
            assert not guide.panel.colliderect(zone), (lang, guide.words(), guide.panel, zone)
        for place in guide.outlines():
            assert not guide.panel.colliderect(place), (lang, guide.words(), guide.panel, place)
        if any(type(action).__name__ == "UseTile" for action in table.legal):   # (the last panel hid them)
            tiles_seen.append(guide.lesson.index(table.match))
            assert not guide.panel.colliderect(table.layout.zone("tiles")), (lang, guide.words(), guide.panel)
        seen.add(guide.lesson.index(table.match))

    tiles_seen = []
    play_through(app, table, check)
    assert tiles_seen, "no step of the lesson offered a garden tile"
    steps = guide.lesson.script.steps
    learners = {n for n, step in enumerate(steps) if step.action is None or step.say}
    assert learners | {None} <= seen, sorted(learners - seen)


def test_paddys_lesson_names_the_tied_terrace_as_the_prompt_does():
    """A play-test: at the tie, the rules' prompt named the terrace by its first plot ("the
    terrace at E1 is tied") while the lesson spoke only of F4, a plot of the same terrace, so the
    learner could not match them.  Clicked through to the tie, the step's words (and its answer
    to another move) name the terrace by the plot the prompt uses."""
    from game.i18n import _
    from game.rules.paddy.geometry import cell_name

    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    play_through(app, table, lambda: bool(table.state.tied_terraces()) and guide.expected() is not None)
    ties = table.state.tied_terraces()
    assert ties, "the lesson never reached its tie"
    label = cell_name(min(ties[0]["cells"]))
    assert f"terrace at {label}" in table.bar_text   # the prompt as the top bar shows it
    step = guide.lesson.step(table.match)
    heading, body = guide.words()
    assert f"terrace at {label}" in body, body
    assert f"terrace at {label}" in _(step.why)


@pytest.mark.parametrize("title", TITLES)
def test_a_guided_move_that_lowers_the_learners_score_says_so_and_why(title):
    """A play-test: guided moves lowered the learner's score and the lesson did not say why
    (Koinobori's card on pole 3, after which every count there ties and the flag's colour
    scores 1 instead of pink 2; Ladybird's cream-spot food tile, paid with an aphid worth a
    point, for a garden without a cream-spot ladybird).  Clicked through, a learner's move that
    lowers the learner's score has words that say by how much (and why); Ladybird's lesson now
    buys the eyed tile, worth 2 at once, and its score does not fall."""
    from game.i18n import _

    app = make_app()
    table = open_lesson(app, title)
    guide = table.lesson
    waiting: dict = {}
    falls = []

    def watch() -> None:
        moves = len(table.match.actions)
        score = table.state.score_sheet().totals()[PERSON]
        if waiting and moves == waiting["moves"] + 1 and score < waiting["score"]:
            falls.append((waiting["number"], waiting["score"] - score))
        waiting.clear()
        if guide.expected() is not None and not table.turn_done:
            waiting.update(moves=moves, score=score, number=guide.lesson.index(table.match))

    play_through(app, table, watch)
    steps = guide.lesson.script.steps
    for number, fall in falls:
        assert f"score by {fall}" in _(steps[number].say), (number, fall, steps[number].say)
    assert [n for n, _fall in falls] == {"koinobori": [6]}.get(title, [])
