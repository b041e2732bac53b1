"""The draft prompt offers a harlequin only when one lies in the pool (a play-test read "draft an
adult (or a harlequin)" with no harlequin there), and draws 2 only when the stage is missing."""
from __future__ import annotations

import random

import pytest

from game.rules.base import Setup
from game.rules.ladybird import data as D
from game.rules.match import Match


def _at_a_draft(seed: int) -> Match:
    match = Match(Setup("ladybird", ("Ana", "Ben", "Chiyo"), 0), seed)
    chooser = random.Random(seed)
    for _ in range(400):
        st = match.state
        if st.step == "draft" and st.draft_stage != D.ANY_STAGE:
            return match
        match.apply(chooser.choice(st.legal_actions()))
        match.confirm_turn_end()
    raise AssertionError("no draft reached")


HARLEQUINS = [c for c, h in enumerate(D.IS_HARLEQUIN) if h]


@pytest.mark.parametrize("stage_there, harlequin_there, expected", [
    (True, True, "Ana: draft {a} (or a harlequin) from the pool."),
    (True, False, "Ana: draft {a} from the pool."),
    (False, True, "Ana: no {word} in the pool: draw 2 from the deck (or take a harlequin)."),
    (False, False, "Ana: no {word} in the pool: draw 2 from the deck."),
])
def test_the_draft_prompt_offers_only_what_lies_in_the_pool(stage_there, harlequin_there, expected):
    st = _at_a_draft(1).state
    name = st.players[st.current_player()]
    stage = st.draft_stage
    natives_of = [c for c in range(len(D.IS_HARLEQUIN)) if not D.IS_HARLEQUIN[c] and D.CARD_STAGE[c] == stage]
    others = [c for c in range(len(D.IS_HARLEQUIN)) if not D.IS_HARLEQUIN[c] and D.CARD_STAGE[c] != stage]
    pool = others[:len(st.pool)]
    if stage_there:
        pool[0] = natives_of[0]
    if harlequin_there:
        pool[1] = HARLEQUINS[0]
    st.pool = pool
    word = D.stage_word(stage)
    assert st.prompt() == expected.replace("Ana", name).format(a=D.a(word), word=word)


def test_a_solo_choice_is_described_as_a_card_to_place_not_to_reveal():
    """Undo's note and the hint name the move: alone, a chosen card is placed, never revealed."""
    from game.rules.ladybird import Choose
    solo = Match(Setup("ladybird", ("Ana",), 0), 2).state
    duo = Match(Setup("ladybird", ("Ana", "Ben"), 0), 2).state
    for st, word in ((solo, "to place"), (duo, "to reveal")):
        choose = next(a for a in st.legal_actions() if isinstance(a, Choose))
        assert st.describe_action(choose) == f"Choose the {D.card_name(choose.card)} {word}"


def test_solo_words_never_speak_of_a_reveal_or_of_everyone():
    """Alone there is no reveal phase and no one else: the prompt names the player as every other
    prompt does, refusals speak of the card to place, and the log names the player (a play-test
    read "the reveal phase", "everyone adds the Orchard" and "your" in a solo game)."""
    import random

    from game.rules.ladybird import Choose, PlaceCard
    from .helpers import HQ, cid, set_hand, start_turn

    st = Match(Setup("ladybird", ("Ana",), 0), 2).state
    assert st.prompt() == "Ana: choose a card from your hand to place."
    assert st.check(PlaceCard(st.hands[0][0])) == "First choose the card you will place this round."
    set_hand(st, 0, [HQ[0], cid("red", "egg")])
    start_turn(st, 0, "place")
    assert st.check(PlaceCard(HQ[0])) == ("A harlequin can only be played as the card you choose at the "
                                          "start of a round.")
    # a whole solo game: the day's start and a harlequin's replacement name the player
    match = Match(Setup("ladybird", ("Ana",), 0), 7)
    rng = random.Random(7)
    while not match.state.is_over():
        legal = match.state.legal_actions()
        harlequins = [a for a in legal if isinstance(a, Choose) and D.IS_HARLEQUIN[a.card]]
        match.apply(harlequins[0] if harlequins else rng.choice(legal))
    log = match.state.log
    assert "Day 2 begins: Ana adds the Orchard." in log
    assert not any("everyone" in line or "your" in line.lower().split() for line in log), log
    assert any(line.startswith("Ana's harlequin replaces their ") for line in log)
