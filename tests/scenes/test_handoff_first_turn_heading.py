"""The hand-off's log heading on a seat's first turn says "Since the game began": that seat
has no last turn (a play-test read "Since your last turn" on the first hand-off); from its
second turn on it says "Since your last turn"."""
from __future__ import annotations

import pytest

from driver import button_pos, click, make_app, recorded_texts
from game import i18n
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.simulate import default_setup
from test_end_turn import open_at

FIRST, LATER = "Since the game began", "Since your last turn"


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    yield make_app()
    i18n.set_language("en")


def turn_end(match):
    """A legal action that ends the mover's turn."""
    mover = match.state.current_player()
    return next(a for a in match.state.legal_actions()
                if Match.replay(match.setup, match.seed, match.actions + [a]).state.current_player() != mover)


def heading_after_ending_a_turn(app, monkeypatch, match, action) -> list[str]:
    """End the mover's turn with `action` and the End turn button; the hand-off's headings drawn."""
    table = open_at(app, match)
    assert table.act(action, (640, 360))
    if table.turn_done:      # (a move that reveals a card ends the turn at once)
        click(app, button_pos(table, "End turn"))
    assert isinstance(app.top, HandoffScene) and app.top.note
    seen = recorded_texts(monkeypatch)
    app.full_frame = True
    app.render()
    return [text for text, _rect in seen if text in (i18n._(FIRST), i18n._(LATER))]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_second_seats_first_hand_off_says_since_the_game_began(app, monkeypatch, lang):
    i18n.set_language(lang)
    match = Match(default_setup("koinobori", 2), 5)
    assert heading_after_ending_a_turn(app, monkeypatch, match, turn_end(match)) == [i18n._(FIRST)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_later_hand_off_says_since_your_last_turn(app, monkeypatch, lang):
    i18n.set_language(lang)
    match = Match(default_setup("koinobori", 2), 5)
    for _ in range(2):              # each seat plays a turn
        match.apply(turn_end(match))
    assert heading_after_ending_a_turn(app, monkeypatch, match, turn_end(match)) == [i18n._(LATER)]
