"""Which sound effect a table's events make: one table per title of the action that makes each
sound, and the events every title shares, read from the rules' public state before and after a
change (a deck that grew again was shuffled; a scoring phase was added; the game ended).

The rules know nothing of sound: this module only reads what any seat may see (an action's type,
deck sizes, the scoring phases, `is_over`).  The table (turnflow.py) asks it after every move
applied — its own, a computer's, the automa's, another seat's online — and after End turn (an
automatic step such as Paddy's harvest may follow it), then plays what it names."""
from __future__ import annotations

from typing import NamedTuple

# an action's own sound, by title and action type; an action not named makes the card-draw sound
# when it revealed something (a draw at the end of a turn), else none (Done, Pass...)
ACTION_EFFECTS: dict[str, dict[str, str]] = {
    "paddy": {"KeepEvents": "card_play", "PlacePaddy": "tile", "RemoveTile": "tile", "PlaceAnimal": "token",
              "ReturnAnimal": "token", "PlaceWaterfall": "token", "PlayEvent": "card_play"},
    "koinobori": {"TakeCard": "card_draw", "Steal": "card_draw", "Refresh": "card_draw", "PlayCard": "card_play",
                  "PlayToOwnPole": "card_play", "MoveTop": "card_play"},
    "pondscape": {"Take": "card_draw", "CroakerTurn": "card_draw", "Play": "card_play", "Tuck": "card_play",
                  "Jump": "token"},
    "ladybird": {"Draft": "card_draw", "DrawTwo": "card_draw", "TakeOrchard": "card_draw", "Choose": "card_play",
                 "Invade": "card_play", "PlaceCard": "card_play", "Discard": "card_play", "FlowerBed": "tile",
                 "UseTile": "token", "TakeFood": "token", "PassLeaf": "token"},
}
# the piles a title shuffles during play (their sizes are public): one that grows was reshuffled
DECKS: dict[str, tuple[str, ...]] = {
    "paddy": ("paddy_deck", "dn_deck"), "koinobori": ("deck",), "pondscape": ("croaker_deck",),
    "ladybird": ("deck",),
}
# when several effects fall on one moment, each after the first waits this long more
STAGGER_MS = 160


class Marks(NamedTuple):
    """What the cues compare before and after a change."""
    decks: tuple[int, ...]
    phases: int
    reveals: int
    over: bool


def marks(title: str, state) -> Marks:
    decks = tuple(len(getattr(state, name, ()) or ()) for name in DECKS.get(title, ()))
    return Marks(decks, len(state.phase_scores()), state.reveal_count, state.is_over())


def effects_after(title: str, action, before: Marks, state) -> list[str]:
    """The effects of `action` (None: an automatic step alone) that took the state from `before`
    to `state`, in the order they are played."""
    after = marks(title, state)
    out = []
    own = ACTION_EFFECTS.get(title, {}).get(type(action).__name__) if action is not None else None
    if own is None and after.reveals > before.reveals and action is not None:
        own = "card_draw"
    if own:
        out.append(own)
    if any(a > b for a, b in zip(after.decks, before.decks)):
        out.append("shuffle")
    if after.over and not before.over:
        out.append("game_end")   # the final scoring is the end's own sound
    elif after.phases > before.phases:
        out.append("score")
    return out
