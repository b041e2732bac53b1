"""Koinobori (David Bernal; Perro Loko Games / Devir, 2024): raise carp streamers on the
festival poles.  2-5 players.  Rules as implemented: docs/rules/koinobori.md."""
from .actions import (ACTION_TYPES, Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh,
                      Steal, TakeCard)
from .data import (ABILITY_NAMES, CARD_ABILITY, CARD_CARP, COLOUR_IDS, COLOUR_NAMES, LEVELS,
                   NUM_CARDS, card_info, card_name)
from .scoring import resolve_pole, score_game, visible_tally
from .state import KoinoboriState, component_census

STATE_CLASS = KoinoboriState

__all__ = [
    "STATE_CLASS", "KoinoboriState", "ACTION_TYPES", "component_census",
    "TakeCard", "PlayCard", "PlayToOwnPole", "MoveTop", "Steal", "Refresh", "Done", "Pass",
    "CARD_CARP", "CARD_ABILITY", "COLOUR_IDS", "COLOUR_NAMES", "ABILITY_NAMES", "LEVELS",
    "NUM_CARDS", "card_info", "card_name", "resolve_pole", "score_game", "visible_tally",
]
