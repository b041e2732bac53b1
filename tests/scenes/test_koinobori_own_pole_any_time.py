"""Koinobori's rulebook: 「ゲーム中いつでも自分の個人竿に配置された鯉のぼりカードを確認できます」 (a
player may look at the cards on their own personal pole at any time).  A play-test (2026-12-06,
online, 5 seats): a click on your own pole while another seat played said "Waiting for ...";
it only worked on your own turn.  Now it turns your pole's cards face up (for you alone) while
another seat plays too; never for the next person behind a hand-off.  Real clicks."""
from __future__ import annotations

import pygame

from driver import advance, click, end_turn, make_app
from game.rules.base import Setup
from game.rules.koinobori.actions import PlayToOwnPole
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene


def to_after_a_card_on_anas_pole(seats, seed=3):
    """A table where Ana (seat 0) has put a card on her pole and ended her turn: (app, table)."""
    app = make_app()
    registry.start_new(app, Setup("koinobori", ("Ana", "Ben"), 0, seats=seats), seed)
    table = app.find(TableScene)
    for _ in range(300):
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        st = table.state
        if st.current_player() == table.viewer and not table.turn_done and app.top is table:
            table.input_grace = 0
            own = [a for a in st.legal_actions() if isinstance(a, PlayToOwnPole)] if table.viewer == 0 else []
            table.act(own[0] if own else st.legal_actions()[0])
            continue
        if table.turn_done:
            ended_by = table.viewer
            end_turn(app)
            if ended_by == 0 and table.state.own_poles[0] and table.state.current_player() == 1:
                return app, table
            continue
        advance(app, 200)
    raise AssertionError("Ana never put a card on her pole")


def test_your_own_pole_is_looked_at_while_a_computer_plays():
    app, table = to_after_a_card_on_anas_pole(("human", "easy"))
    assert table.viewer == 0 and table.state.current_player() == 1 and not table.peek
    table.input_grace = 0
    click(app, table.own_zone.center)
    assert table.peek and table.own_pole_face_up(0), table.message
    click(app, table.own_zone.center)
    assert not table.peek   # and face down again
    pygame.quit()


def test_the_look_never_passes_to_the_next_person():
    app, table = to_after_a_card_on_anas_pole(("human", "human"))
    # Ana's End turn: her move shows, then the hand-off; a click meanwhile looks at nothing
    click(app, table.own_zone.center)
    assert not table.peek
    for _ in range(20):
        if isinstance(app.top, HandoffScene):
            break
        advance(app, 300)
    assert isinstance(app.top, HandoffScene)
    app.top._ready()
    assert table.viewer == 1 and not table.peek and not table.own_pole_face_up(0)
    pygame.quit()


def test_the_look_shows_your_own_pole_only():
    app, table = to_after_a_card_on_anas_pole(("human", "easy"))
    table.input_grace = 0
    click(app, table.own_zone.center)
    assert table.peek
    assert not table.own_pole_face_up(1)   # never another seat's
    pygame.quit()


def test_an_empty_own_pole_says_so_while_a_computer_plays():
    """A later play-test: a click on your own pole with nothing on it while another seat played
    said "Waiting for ..."; it says what it says on your own turn."""
    app = make_app()
    registry.start_new(app, Setup("koinobori", ("Ana", "Ben"), 1, seats=("human", "easy")), 3)
    table = app.find(TableScene)
    table.computers.begin = lambda *args, **kwargs: None   # (Ben stays to play)
    for _ in range(20):
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        advance(app, 200)
    assert table.viewer == 0 and table.state.current_player() == 1 and not table.state.own_poles[0]
    table.input_grace = 0
    click(app, table.own_zone.center)
    assert table.message is not None
    assert table.message[0] == "Your personal pole holds no cards yet: there is nothing to look at.", table.message
    pygame.quit()
