"""The replay viewer keeps what an unfinished game hides hidden (a play-test's three finds):
"Play from here" on an unfinished game deals a new game from what the replay shows, not from
the true deck; a hot-seat game's replay shows no one's hand, however it is reached; and the
computer's second opinion is outlined only on the table of the seat it is for."""
import random
from dataclasses import replace

import pygame
import pytest

from driver import advance, click, key, make_app
from game import autosaves, paths
from game.rules.koinobori.actions import TakeCard
from game.rules.match import Match
from game.replay_view import ViewedTimeline as Timeline
from game.rules.replay import MASK_SEED
from game.saves import branch_of, load_match, save_named
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.load import ContinueScene, LoadScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.replay import MoveMark, ReplayScene, open_replay
from game.scenes.common.replay_table import PUBLIC_ONLY, ReplayTableMixin
from game.scenes.common.table import TableScene
from game.ui import textrecord
from game.ui.canvas import pixels
from titles import every_title, random_match


def drawn(app) -> bytes:
    app.input.pointer = (-10_000, -10_000)
    app.render()
    return pygame.image.tobytes(pixels(app.window), "RGB")


def seated(match: Match, seats: tuple[str, ...]) -> Match:
    """The same game with `seats` saying who plays each seat (the rules never read it)."""
    return Match.replay(replace(match.setup, seats=seats), match.seed, match.actions)


def koinobori_to_take(seats: tuple[str, ...], seed: int = 11) -> Match:
    """An unfinished two-player Koinobori game stopped where seat 0 is about to take cards."""
    match = random_match("koinobori", players=2, steps=30, seed=seed)
    chooser = random.Random(seed)
    while not (match.state.current_player() == 0 and match.state.step == "start"):
        match.apply(chooser.choice(match.state.legal_actions()))
    return seated(match, seats)


def watch_from_continue(app, match: Match) -> ReplayScene:
    """Continue -> "Watch replay" on the row of `match`'s autosave slot."""
    saver = autosaves.start_game(match)
    scene = app.push(ContinueScene(app))
    rect, _row = next((r, w) for r, w in scene._rows() if w.path == saver.path)
    click(app, scene.watch_rect(rect).center)
    assert isinstance(app.top, ReplayScene)
    return app.top


def test_play_from_here_on_an_unfinished_game_deals_what_the_replay_hides_afresh():
    match = koinobori_to_take(("human", "easy"))
    app = make_app()
    replay = watch_from_continue(app, match)
    assert replay.step == len(match.actions) and replay.timeline.seen_by == 0
    click(app, replay.here_button.rect.center)
    table = app.find(TableScene)
    assert table is not None and not isinstance(table, ReplayTableMixin) and replay not in app.stack
    copy, truth = table.match, match.state
    # what seat 0 saw is the same: the row, the poles, its own hand and pole
    assert copy.state.view(0) == truth.view(0)
    # what it did not see is dealt afresh: the deck's order, the other hand and personal pole
    assert copy.state.deck != truth.deck
    assert (copy.state.hands[1], copy.state.own_poles[1]) != (truth.hands[1], truth.own_poles[1])
    # the play-tester's check: the same takes, and the row's refill (from the deck's top) is
    # not the original's
    original = Match.replay(match.setup, match.seed, match.actions)
    refills = 0
    while refills == 0:
        lines = len(original.state.log)
        for m in (original, copy):
            m.apply(TakeCard(0))   # the row's left card, whoever is to act (seat 1 too)
        refills = sum("refilled" in line for line in original.state.log[lines:])
    assert copy.state.row != original.state.row
    # the copy is a game of its own, kept in its own slot, and Continue reopens it as it is
    assert copy.start is not None and table.saver is not None
    again = load_match(table.saver.path)
    assert again.state.to_position() == Match(copy.setup, copy.seed, copy.start).state.to_position()
    assert load_match(autosaves.slot_path(table.saver.game_id)).start == copy.start
    # ...and the Continue list tells it from its original (a play-test saw two rows alike)
    rows = {row.path: row for row in autosaves.list_unfinished()}
    copied = rows[autosaves.slot_path(table.saver.game_id)]
    assert "from a replay" in autosaves.continue_label(copied)
    for row in rows.values():   # (other tests' games may share this folder)
        loaded = load_match(row.path)
        assert ("from a replay" in autosaves.continue_label(row)) == (loaded.start is not None
                                                                       or branch_of(loaded) is not None)
    assert any(load_match(row.path).start is None for row in rows.values())   # the original, plain
    # and the deal is not a fixed one that could be learnt: another copy is dealt otherwise
    replay = open_replay(app, match)
    click(app, replay.here_button.rect.center)
    assert app.find(TableScene).match.state.deck != table.match.state.deck


def test_play_from_here_on_a_finished_game_keeps_the_true_game():
    match = random_match("koinobori", players=2, steps=10_000, seed=5)
    app = make_app()
    replay = open_replay(app, match, 9)
    click(app, replay.here_button.rect.center)
    table = app.find(TableScene)
    assert table.match.start is None and table.match.actions == match.actions[:9]


@every_title
def test_a_hot_seat_games_replay_shows_no_ones_hand(title):
    players = 3 if title != "ladybird" else 2
    match = random_match(title, players=players, steps=40, seed=11)   # every seat a person
    assert not match.state.is_over()
    app = make_app()
    replay = watch_from_continue(app, match)
    timeline = replay.timeline
    assert timeline.public_only and timeline.seen_by is None
    assert replay.view_button.who == "no one's hand"
    click(app, replay.view_button.rect.center)   # refused, with the reason
    assert replay.table.message is not None and "no one's hand" in replay.table.message[0]
    advance(app, 4000)

    class Indistinguishable(Timeline):
        """The same game for everyone at the screen, every hidden card dealt otherwise."""

        def match_at(self, step):
            m = super().match_at(step)
            m.state = m.state.determinize(None, random.Random(step + 99))
            return m

    # where a hand would be, a table that says so says why, whole, inside its panel
    with textrecord.recording() as rec:
        drawn(app)
    words = PUBLIC_ONLY
    assert not [f for f in rec.findings() if f.string in words]
    if title in ("paddy", "pondscape"):
        assert " ".join(t.string for t in rec.texts if t.string in words and t.ink.y > 44) == words

    other = Indistinguishable(match.setup, match.seed, match.actions)
    for step in (len(match.actions), 0, 19):
        replay.go(step)
        truth = Match.replay(match.setup, match.seed, match.actions[:step]).state
        given = replay.table.state
        assert replay.table.viewer is None and not replay.table.open_hands
        assert given.to_position() == truth.determinize(None, random.Random(MASK_SEED)).to_position()
        picture = drawn(app)
        alt = app.push(ReplayScene(app, other, step))
        assert drawn(app) == picture   # nothing of anyone's hidden cards shows
        app.pop()


def test_the_pause_menu_over_a_hand_off_reaches_a_replay_that_shows_no_ones_hand():
    match = koinobori_to_take(("human", "human"))
    save = save_named(match)
    app = make_app()
    registry.open_table(app, match)
    assert isinstance(app.top, HandoffScene)   # "Pass to P1": the table hides the hand
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    load_button = next(b for b in pause.buttons if b.label == "Load game")
    click(app, load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    rect, _row = next((r, w) for r, w in load._rows() if w.path == save)
    click(app, load.watch_rect(rect).center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.timeline.public_only
    assert replay.table.viewer is None
    truth = match.state
    shown = replay.table.state
    assert shown.hands[0] != truth.hands[0] or shown.own_poles[0] != truth.own_poles[0]


def test_one_person_among_computers_sees_their_own_seat_even_when_a_computer_is_to_act():
    match = random_match("koinobori", players=2, steps=30, seed=11)
    chooser = random.Random(3)
    while match.state.current_player() != 1:
        match.apply(chooser.choice(match.state.legal_actions()))
    match = seated(match, ("human", "normal"))
    app = make_app()
    replay = watch_from_continue(app, match)
    assert replay.timeline.seen_by == 0 and replay.pinned == 0
    assert replay.table.viewer == 0
    assert replay.table.state.hands[0] == match.state.hands[0]
    assert replay.table.state.hands[1] != match.state.hands[1]   # the computer's hand is not shown
    with pytest.raises(ValueError):
        replay.show_as(1)


def test_a_game_only_computers_play_is_replayed_as_its_table_shows_it():
    match = koinobori_to_take(("easy", "normal"))
    app = make_app()
    replay = watch_from_continue(app, match)
    assert replay.timeline.public_only and replay.table.viewer is None
    click(app, replay.view_button.rect.center)
    assert replay.table.message[0].startswith("Computers play this unfinished game")


@pytest.mark.parametrize("title", ["paddy", "pondscape"])
def test_a_suggested_move_is_outlined_only_on_its_movers_own_table(title):
    match = random_match(title, players=2, steps=10_000, seed=4)
    app = make_app()
    timeline = Timeline.of(match)
    step = next(k for k in range(5, timeline.steps) if timeline.facts[k].to_act in (0, 1))
    mover = timeline.facts[step].to_act
    other = 1 - mover
    suggestion = timeline.match_at(step).state.legal_actions()[-1]
    replay = open_replay(app, match, step)
    marks = {step + 1: MoveMark((222, 48, 72), "")}
    replay.set_marks(marks, {})
    replay.show_as(other)
    plain = drawn(app)
    replay.set_marks(marks, {step: suggestion})
    assert replay.table.viewer == other and replay.table.hinted is None
    assert drawn(app) == plain   # nothing outlined on the other seat's cards or board
    replay.show_as(mover)
    assert replay.table.hinted == suggestion
    outlined = drawn(app)
    replay.set_marks(marks, {})
    assert drawn(app) != outlined   # on the mover's own table it is
    replay.set_marks(marks, {step: suggestion})
    replay.show_as(None)   # "every seat": shown as the seat to act, the mover
    assert replay.table.viewer == mover and replay.table.hinted == suggestion


@pytest.mark.parametrize("seats", [("human", "easy"), ("human", "human")])
def test_a_copy_of_an_unfinished_game_says_what_was_dealt_afresh(seats):
    """A play-tester's hot-seat copy showed other hands (and a secret choice) than the game it
    came from, without a word: once a person has the copy's table (after its hand-off, in hot
    seat), the table says the hidden cards were dealt afresh and the saved game is unchanged."""
    from game.i18n import _
    from game.scenes.common.replay import REDEALT
    match = koinobori_to_take(seats)
    app = make_app()
    replay = watch_from_continue(app, match)
    click(app, replay.here_button.rect.center)
    table = app.find(TableScene)
    if isinstance(app.top, HandoffScene):   # hot seat: nothing is said over the hand-off
        assert table.message is None or table.message[0] != _(REDEALT)
        app.top._ready()
    advance(app, 50)
    assert table.viewer is not None and table.message is not None and table.message[0] == _(REDEALT)


def test_a_finished_games_copy_is_the_game_itself_and_says_nothing_of_a_deal():
    from game.i18n import _
    from game.scenes.common.replay import REDEALT
    match = random_match("koinobori", players=2, steps=100_000, seed=3)
    assert match.state.is_over()
    app = make_app()
    replay = open_replay(app, seated(match, ("human", "easy")), 10)
    click(app, replay.here_button.rect.center)
    advance(app, 50)
    table = app.find(TableScene)
    assert table.message is None or table.message[0] != _(REDEALT)
