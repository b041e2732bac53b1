"""The replay viewer (issue 28): a save stepped through on its own title's table, driven by
real mouse and key events — stepping by moves and turns, the timeline, the log, play/pause,
what may be shown of an unfinished game, the read-only table and "Play from here"."""
import random
from dataclasses import replace

import pygame
from game.ui.canvas import pixels
import pytest

from driver import advance, click, drag, key, make_app
from game import paths
from game.rules.match import Match
from game.replay_view import ViewedTimeline as Timeline
from game.rules.replay import MASK_SEED
from game.saves import save_match
from game.scenes.common.load import LoadScene
from game.scenes.common.replay import ReplayScene, open_replay
from game.scenes.common.replay_log import ReplayLogScene
from game.scenes.common.replay_table import READ_ONLY, ReplayTableMixin
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import TableScene
from titles import every_title, random_match


def finished(title: str = "koinobori", players: int = 2, seed: int = 5) -> Match:
    return random_match(title, players=players, steps=10_000, seed=seed)


def shown_log(replay: ReplayScene) -> list[str]:
    return list(replay.table.state.log)


def true_match(replay: ReplayScene) -> Match:
    """The match after the step shown, replayed here independently of the viewer."""
    t = replay.timeline
    return Match.replay(t.setup, t.seed, t.actions[:replay.step])


def drawn(app) -> bytes:
    app.input.pointer = (-10_000, -10_000)
    app.render()
    return pygame.image.tobytes(pixels(app.window), "RGB")


def test_watch_from_the_load_screen_and_step_by_move_turn_start_and_end():
    match = finished()
    path = paths.saves_dir() / "koinobori-watch.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(match, path)
    before = path.read_bytes()
    app = make_app()
    load = app.push(LoadScene(app))
    rect, row = next((r, w) for r, w in load._rows() if w.path == path)
    click(app, load.watch_rect(rect).center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    steps = len(match.actions)
    assert replay.step == steps and replay.table.state.is_over()
    key(app, pygame.K_HOME)
    assert replay.step == 0 and replay.table.match.actions == []
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.step == 2
    assert shown_log(replay) == list(true_match(replay).state.log)   # the table draws that very step
    key(app, pygame.K_LEFT)
    assert replay.step == 1
    turn = replay.timeline.next_turn(1)
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert replay.step == turn and turn > 1
    assert true_match(replay).state.turn_id != Match.replay(match.setup, match.seed, match.actions[:turn - 1]).state.turn_id
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert replay.step == replay.timeline.next_turn(turn)
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert replay.step == turn
    key(app, pygame.K_END)
    assert replay.step == steps
    key(app, pygame.K_RIGHT)
    assert replay.step == steps
    # the icon buttons do the same
    start, back, _play, forward, end = replay.icon_buttons
    click(app, start.rect.center)
    click(app, forward.rect.center)
    assert replay.step == 1
    click(app, end.rect.center)
    click(app, back.rect.center)
    assert replay.step == steps - 1
    assert path.read_bytes() == before   # watching never writes the save
    key(app, pygame.K_ESCAPE)
    assert app.top is load


def test_the_timeline_is_clicked_and_dragged():
    match = finished()
    app = make_app()
    replay = open_replay(app, match, 0)
    track = replay.track
    click(app, track.center)
    half = replay.step
    assert abs(half - len(match.actions) / 2) <= 1
    drag(app, (track.x + 2, track.centery), (track.right + 30, track.centery))
    assert replay.step == len(match.actions)
    drag(app, track.center, (track.x - 30, track.centery))
    assert replay.step == 0


def test_play_steps_on_at_the_watch_speed_and_space_pauses():
    app = make_app()
    replay = open_replay(app, finished(), 0)
    key(app, pygame.K_SPACE)
    assert replay.playing
    for _ in range(10):
        advance(app, 300)   # the "Normal" speed: a move every 900 ms
    moved = replay.step
    assert moved == 3
    key(app, pygame.K_SPACE)
    for _ in range(10):
        advance(app, 500)
    assert replay.step == moved and not replay.playing


def test_the_log_follows_the_step_and_a_click_on_a_line_jumps_to_its_move():
    match = finished()
    app = make_app()
    replay = open_replay(app, match, 12)
    lines = replay.timeline.new_lines(12)
    assert list(replay.table.state.log) == list(replay.timeline.final.state.log[:lines.stop])
    # the newest entries of the log panel are the move shown's, drawn bright
    assert replay.table._log_bright >= 1
    assert replay.table._log_lines[-1] in replay.timeline.final.state.log[lines.stop - 1]
    key(app, pygame.K_l)
    log = app.top
    assert isinstance(log, ReplayLogScene)
    assert log.current_rows()    # the move shown's lines are outlined
    # click a line written by an earlier move
    target = None
    for i, y in log.row_tops():
        index = log.line_of_row[i]
        if index is not None and 0 < replay.timeline.step_of_log_line(index) < 12:
            target = (i, y, replay.timeline.step_of_log_line(index))
    assert target is not None
    i, y, step = target
    click(app, (log.layout.zone("text").x + 60, y + 5))
    assert app.top is replay and replay.step == step
    # a click on the table's own log panel opens it too
    click(app, replay.table.layout.zone("log").center)
    assert isinstance(app.top, ReplayLogScene)


def test_by_keyboard_the_ring_walks_the_log_lines_and_enter_jumps_to_a_move():
    """The replay's log by keys alone (issue 30): the ring shows on the move shown's first line,
    ↑ walks to earlier lines (the log scrolls under it past the first shown), Enter shows the
    table after that line's move, as a click does."""
    match = finished()
    app = make_app()
    replay = open_replay(app, match, 12)
    key(app, pygame.K_l)
    log = app.top
    assert isinstance(log, ReplayLogScene)
    key(app, pygame.K_UP)                    # the first key shows the ring, on the move shown
    target = log.focus_ring.current(log.focus_targets())
    assert target.key == ("line", log.line_of_row[log.current_rows()[0]])
    scroll = log.scroll
    for _n in range(40):                     # earlier lines, past the first one shown
        key(app, pygame.K_UP)
    assert log.scroll < scroll
    line = log.focus_ring.current(log.focus_targets()).key[1]
    step = replay.timeline.step_of_log_line(line)
    assert step < 12
    key(app, pygame.K_RETURN)
    assert app.top is replay and replay.step == step


def test_a_click_on_the_table_never_changes_the_game(tmp_path):
    match = finished("paddy", seed=2)
    save = tmp_path / "paddy.json"
    save_match(match, save)
    before = save.read_bytes()
    slots = sorted(paths.autosave_dir().glob("*.json")) if paths.autosave_dir().exists() else []
    app = make_app()
    replay = open_replay(app, match, 30)
    shown = list(replay.table.state.log)
    for x in range(20, 1280, 60):
        for y in range(60, 720, 50):
            click(app, (x, y))
            drag(app, (x, y), (x + 40, y + 30))
    assert replay.step == 30
    assert replay.table.match.actions == match.actions[:30]
    assert list(replay.table.state.log) == shown
    assert replay.table.message is not None and replay.table.message[0] == READ_ONLY
    assert save.read_bytes() == before
    assert (sorted(paths.autosave_dir().glob("*.json")) if paths.autosave_dir().exists() else []) == slots
    # even an action the title's input would make is refused by the table's match
    action = true_match(replay).state.legal_actions()[0]
    assert replay.table.match.check(action) == READ_ONLY
    assert replay.table.act(action) is False and replay.table.match.actions == match.actions[:30]


@every_title
def test_an_unfinished_game_shows_only_what_the_seat_to_act_at_its_end_may_see(title):
    match = random_match(title, players=3 if title != "ladybird" else 2, steps=40, seed=11)
    assert not match.state.is_over()
    # that seat is the one person at the screen, the others computers (several people: no
    # one's hand is shown, test_replay_privacy.py)
    to_act = match.state.current_player()
    seats = tuple("human" if q == to_act else "easy" for q in range(len(match.setup.players)))
    match = Match.replay(replace(match.setup, seats=seats), match.seed, match.actions)
    app = make_app()
    replay = open_replay(app, match, 0)
    seen = replay.timeline.seen_by
    assert seen == match.state.current_player()
    # "View" stays on that seat: clicking it (or V) is refused with the reason
    click(app, replay.view_button.rect.center)
    key(app, pygame.K_v)
    assert replay.pinned == seen and replay.table.message is not None
    advance(app, 4000)   # (the refusal fades)

    class Indistinguishable(Timeline):
        """The same game for `seen`, every other hidden card dealt otherwise."""

        def match_at(self, step):
            m = super().match_at(step)
            m.state = m.state.determinize(seen, random.Random(step + 99))
            return m

    other = Indistinguishable(match.setup, match.seed, match.actions)
    for step in (0, 7, 19, 40):
        key(app, pygame.K_HOME)
        for _ in range(step):
            key(app, pygame.K_RIGHT)
        assert replay.step == step and replay.table.viewer == seen and not replay.table.open_hands
        truth = true_match(replay).state
        given = replay.table.state
        # what the scene was given is the rules' re-deal for that seat, not the true state
        assert given is not truth
        # nor the seed and the actions, from which the true game could be rebuilt
        assert replay.table.match.seed == 0 and replay.table.match.actions == [None] * step
        assert given.view(seen) == truth.view(seen)
        assert given.to_position() == truth.determinize(seen, random.Random(MASK_SEED)).to_position()
        picture = drawn(app)
        # the same step of a game that differs only in what the seat cannot see: the same picture
        alt = app.push(ReplayScene(app, other, step))
        assert alt.table.state.to_position() != other.match_at(step).state.to_position() or step == 0
        assert drawn(app) == picture
        app.pop()


def test_a_finished_game_can_be_shown_as_each_seat_and_hides_nothing_at_the_end():
    match = finished("paddy", players=3, seed=4)
    app = make_app()
    replay = open_replay(app, match, 25)
    facts = replay.timeline.facts[25]
    assert replay.pinned is None and replay.table.viewer == facts.to_act   # every seat: the one to act
    assert replay.table.state.to_position() == true_match(replay).state.to_position()   # nothing re-dealt
    for seat in (0, 1, 2):
        click(app, replay.view_button.rect.center)
        assert replay.pinned == seat and replay.table.viewer == seat
        key(app, pygame.K_RIGHT)
        assert replay.table.viewer == seat
    click(app, replay.view_button.rect.center)
    assert replay.pinned is None
    key(app, pygame.K_END)
    assert replay.table.view["revealed"] is not None and len(replay.table.view["revealed"]) == 3


def test_play_from_here_starts_a_new_game_in_a_slot_of_its_own(tmp_path):
    match = finished()
    save = tmp_path / "k.json"
    save_match(match, save)
    before = save.read_bytes()
    app = make_app()
    replay = open_replay(app, match, 9)
    slots = set(paths.autosave_dir().glob("*.json")) if paths.autosave_dir().exists() else set()
    click(app, replay.here_button.rect.center)
    table = app.find(TableScene)   # (a hot-seat game: its hand-off screen on top)
    assert table is not None and not isinstance(table, ReplayTableMixin) and replay not in app.stack
    assert table.match.actions == match.actions[:9]
    assert table.match.state.to_position() == Match.replay(match.setup, match.seed, match.actions[:9]).state.to_position()
    new = set(paths.autosave_dir().glob("*.json")) - slots
    assert len(new) == 1 and table.saver is not None and next(iter(new)).stem == table.saver.game_id
    assert save.read_bytes() == before
    # at the end of a finished game there is nothing to play: the button says so
    replay = open_replay(app, match)
    click(app, replay.here_button.rect.center)
    assert app.top is replay and replay.table.message is not None


def test_watch_the_replay_from_the_results_and_close_comes_back():
    match = finished()
    app = make_app()
    results = app.push(ResultsScene(app, match))
    button = next(b for b in results.buttons if b.label == "Watch the replay")
    click(app, button.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.step == len(match.actions)
    click(app, replay.close_button.rect.center)
    assert app.top is results


def test_marks_and_a_suggested_move_are_drawn_for_a_review():
    """The hook the review uses: marks on the timeline, a suggested move outlined."""
    from game.scenes.common.replay import MoveMark

    match = finished()
    app = make_app()
    replay = open_replay(app, match, 4)
    plain = drawn(app)
    state = true_match(replay).state
    suggestion = state.legal_actions()[0]
    replay.set_marks({4: MoveMark((222, 48, 72), "Blunder")}, {4: suggestion})
    assert "Blunder" in replay.caption()
    assert replay.table.hinted == suggestion and replay.table.hint_rects(suggestion)
    assert drawn(app) != plain


def test_a_change_of_language_keeps_the_step_and_writes_the_log_anew():
    from game import i18n

    match = finished()
    app = make_app()
    replay = open_replay(app, match, 10)
    english = list(replay.table.state.log)
    i18n.set_language("ja")
    try:
        app.apply_language()
        assert replay.step == 10 and replay.table.match.actions == match.actions[:10]
        japanese = list(replay.table.state.log)
        assert len(japanese) == len(english) and japanese != english
        assert replay.caption().startswith(f"{len(match.actions)}手中10手目")
    finally:
        i18n.set_language("en")
        app.apply_language()


@every_title
def test_every_seat_of_a_finished_game_shows_every_hand_face_up(title):
    from game.ui import textrecord

    players = 3 if title != "ladybird" else 2
    match = finished(title, players=players, seed=6)
    app = make_app()
    replay = open_replay(app, match, len(match.actions) // 2)
    table = replay.table
    truth = true_match(replay).state
    assert table.open_hands and replay.pinned is None
    if title == "paddy":
        assert any(any(hand.values()) for hand in truth.hands_face_up())   # (cards to show)
    else:
        assert any(truth.hands[q] for q in range(players))
    with textrecord.recording() as rec:
        app.input.pointer = (-10_000, -10_000)
        app.render()
    texts = [t.string for t in rec.texts]
    if title == "paddy":
        assert table.revealed == truth.hands_face_up() and "Every hand, face up" in texts
    elif title == "koinobori":
        assert "hand, face up" in texts
    elif title == "pondscape":
        shown = sorted((seat, card) for side, card, seat in table.drawn if side == "front" and seat is not None)
        for q in range(players):
            assert all((q, card) in shown for card in truth.hands[q])
        assert "Every hand, face up" in texts
    else:
        zone = table.layout.zone("hand")
        assert "Every hand, face up" in texts
        for q in range(players):   # a row per seat in the hand panel, its name beside its cards
            assert any(t.string == truth.players[q] and zone.contains(t.ink) for t in rec.texts)
    # "View" on one seat: only that seat's hand, as it saw the game
    click(app, replay.view_button.rect.center)
    assert replay.pinned == 0 and not replay.table.open_hands and replay.table.viewer == 0


def test_a_finished_games_autosave_is_on_the_load_screen_to_look_back_on(tmp_path, monkeypatch):
    """A finished game whose results were closed without a Save stays on the Load screen (its
    autosave is kept): Watch replay opens it, and a click opens the game in its own slot, not
    a copy (a play-test found "No saves yet" and lost the replay)."""
    from game import autosaves

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))   # (its own folder: the first row)
    match = finished()
    saver = autosaves.Autosaver.for_new_game("koinobori")
    assert saver.save(match)
    app = make_app()
    load = app.push(LoadScene(app))
    rect, row = next((r, w) for r, w in load._rows() if w.path == saver.path)
    first, second = load.row_text(row)
    assert first.startswith("Koinobori") and second.startswith("finished") and "automatic save" in second
    click(app, load.watch_rect(rect).center)
    assert isinstance(app.top, ReplayScene) and app.top.step == len(match.actions)
    app.pop()
    slots = sorted(paths.autosave_dir().glob("*.json"))
    load = app.top
    rect, row = next((r, w) for r, w in load._rows() if w.path == saver.path)
    click(app, rect.center)
    table = app.find(TableScene)
    assert table is not None and table.state.is_over() and table.saver.path == saver.path
    assert sorted(paths.autosave_dir().glob("*.json")) == slots       # no second slot
