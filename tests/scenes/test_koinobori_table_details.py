"""Koinobori's table, details a play-test found: at 1024x600 in Japanese the glowing ここにプレイ
space (and the focus ring around it) was drawn over the "4/5" count at the top of a pole
holding four cards."""
from __future__ import annotations

import random

import pygame
import pytest

from at_scale import app_at, click
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.koinobori import KoinoboriScene
from keyboard import go_to, with_key


def four_on_a_pole() -> Match:
    """A hot-seat match (Ana, Ben) where a pole holds four cards and a person is to move."""
    setup = Setup("koinobori", ("Ana", "Ben"), 0)
    for seed in range(1, 100):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _n in range(300):
            st = match.state
            if st.is_over():
                break
            if any(len(pole) == 4 for pole in st.poles) and st.current_player() is not None:
                return match
            match.apply(chooser.choice(st.legal_actions()))
    raise AssertionError("no match puts four cards on a pole")


@pytest.fixture
def app():
    i18n.set_language("ja")
    app = app_at((1024, 600))
    yield app
    pygame.quit()


def test_the_free_space_and_its_ring_keep_clear_of_the_pole_count(app):
    match = four_on_a_pole()
    registry.open_table(app, match)
    scene = app.find(KoinoboriScene)
    scene.show_to(match.state.current_player())
    pole = next(i for i, cards in enumerate(match.state.poles) if len(cards) == 4)
    click(app, scene.hand_rects[0].center)                      # a card picked: the free spaces glow
    assert pole in scene.targets and False in scene.targets[pole]
    target = go_to(app, with_key(("pole", pole)), "the pole's free space")   # the ring on it, as in the play-test
    app.full_frame = True
    app.render()
    count = scene.labels[f"pole {pole}"][0]                     # the "4/5" tag, as drawn
    space = scene.slot_rects[pole][4]
    assert target.rect == space
    halo = pygame.Rect(space.x - 8, space.y - 8, space.w + 16, space.h + 16)   # draw.glow's halo
    ring = app.focus.ring_rect(target)
    assert not count.colliderect(halo), (count, halo)
    assert not count.colliderect(ring), (count, ring)
    assert count.top >= scene.layout.zone("bar").bottom         # and still below the top bar


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_h_while_the_move_waits_for_end_turn_says_so(lang):
    """H after your move, while it waits for End turn, said (in Japanese) that hints are only
    for the person whose turn it is: it still is your turn.  It says the move waits for End turn."""
    from driver import key, make_app

    i18n.set_language(lang)
    app = make_app()
    try:
        setup = Setup("koinobori", ("Ana", "Ben"), 0)
        match = Match(setup, 3)
        chooser = random.Random(3)
        registry.open_table(app, match)
        scene = app.find(KoinoboriScene)
        scene.show_to(match.state.current_player())
        mover = match.state.current_player()
        for _n in range(10):
            assert scene.act(chooser.choice(match.state.legal_actions()), (640, 360))
            if scene.turn_done:
                break
        assert scene.turn_done and scene.viewer == mover
        key(app, pygame.K_h)
        said = scene.message[0]
        assert said == i18n._("No hint now: your move is made and waits for End turn.")
        assert said != i18n._("Hints are for the person whose turn it is.")
    finally:
        pygame.quit()
