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
from game.rules.replay import MASK_SEED, Timeline
from game.saves import load_match, save_named
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.load import ContinueScene, LoadScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.replay import MoveMark, ReplayScene, open_replay
from game.scenes.common.replay_table import ReplayTableMixin
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
