"""Koinobori component data, loaded once from data/cards.json.

The JSON file is the one place to correct the card list or the level table; values we
designed ourselves are marked "ours" there.  Everything here is plain tuples for speed.
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

from ...i18n import N_, _, ngettext, pgettext

_PATH = os.path.join(os.path.dirname(__file__), "data", "cards.json")


class Level(NamedTuple):
    level: int
    take: int
    play: int
    hand: int
    take_anywhere: bool
    ours: bool


class DataError(ValueError):
    """The data file is malformed."""


def _load(path: str = _PATH) -> dict:
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


_RAW = _load()

COLOUR_IDS: tuple[str, ...] = tuple(_RAW["colours"]["ids"])
COLOUR_NAMES: tuple[str, ...] = tuple(_RAW["colours"]["names"])
NUM_COLOURS = len(COLOUR_IDS)
COLOUR_INDEX = {c: i for i, c in enumerate(COLOUR_IDS)}

ABILITY_IDS: tuple[str, ...] = tuple(_RAW["abilities"]["ids"])
ABILITY_NAMES: dict[str, str] = dict(zip(_RAW["abilities"]["ids"], _RAW["abilities"]["names"]))

FLAG_COLOURS: tuple[int, ...] = tuple(COLOUR_INDEX[c] for c in _RAW["flags"]["carp"])
NUM_FLAGS = len(FLAG_COLOURS)

LEVELS: tuple[Level, ...] = tuple(
    Level(int(x["level"]), int(x["take"]), int(x["play"]), int(x["hand"]),
          bool(x["take_anywhere"]), bool(x.get("ours", False)))
    for x in _RAW["levels"]["list"]
)

_S = _RAW["scoring"]
PENALTY = int(_S["penalty_per_unscored_carp"])
FLAG_VALUE = int(_S["flag_fallback_value"])
POLE_SIZE = int(_S["pole_size"])
OWN_POLE_SIZE = int(_S["own_pole_size"])
ROW_SIZE = int(_S["row_size"])
REFILL_AT = int(_S["refill_at_or_below"])
STARTING_HAND = int(_S["starting_hand"])

CARDS_OURS = bool(_RAW["cards"].get("ours", True))

MIN_PLAYERS, MAX_PLAYERS = 2, 5  # the box


def _cards() -> tuple[tuple[tuple[int, ...], ...], tuple[str | None, ...]]:
    carp, abilities = [], []
    for number, entry in enumerate(_RAW["cards"]["list"]):
        if entry["id"] != number:
            raise DataError(f"card ids must run 0, 1, 2, ...; entry {number} has id {entry['id']}")
        colours = tuple(COLOUR_INDEX[c] for c in entry["carp"])
        if not colours:
            raise DataError(f"card {number} shows no carp")
        ability = entry.get("ability")
        if ability is not None and ability not in ABILITY_IDS:
            raise DataError(f"card {number} has unknown ability {ability!r}")
        carp.append(colours)
        abilities.append(ability)
    return tuple(carp), tuple(abilities)


CARD_CARP, CARD_ABILITY = _cards()
NUM_CARDS = len(CARD_CARP)
ALL_CARDS = frozenset(range(NUM_CARDS))

if len(LEVELS) != OWN_POLE_SIZE + 1:
    raise DataError("the level table needs one row per personal-pole card (own_pole_size + 1)")
if len(set(FLAG_COLOURS)) != NUM_FLAGS:
    raise DataError("each start flag must show a different colour")


def card_name(card: int) -> str:
    """'orange + black' or 'pink (Steal)', in the current language."""
    text = pgettext("carp colours on a card", " + ").join(colour_name(c) for c in CARD_CARP[card])
    ability = CARD_ABILITY[card]
    if ability:
        return _("{carp} ({ability})").format(carp=text, ability=ability_name(ability))
    return text


def colour_name(colour: int) -> str:
    """A carp colour's name in the current language (COLOUR_NAMES holds the English ones)."""
    return _(COLOUR_NAMES[colour])


def ability_name(ability: str) -> str:
    """A card ability's name in the current language (ABILITY_NAMES holds the English ones)."""
    return _(ABILITY_NAMES[ability])


def card_info(card: int) -> dict:
    """JSON-able facts printed on a card: its carp (colour ids, left to right) and ability."""
    return {"id": card, "carp": [COLOUR_IDS[c] for c in CARD_CARP[card]],
            "ability": CARD_ABILITY[card], "name": card_name(card)}


# ------------------------------------------------------------------ words for the table's tooltips
_ABILITY_DOES: dict[str, str] = dict(_RAW["abilities"]["does"])
_ABILITY_WHEN: dict[str, str] = dict(_RAW["abilities"]["when"])
_HELP: dict[str, str] = {k: v for k, v in _RAW["help"].items() if not k.startswith("_")}
_HELP_VALUES = {"pole_size": POLE_SIZE, "own_pole_size": OWN_POLE_SIZE, "penalty": PENALTY,
                "refill": REFILL_AT, "row_size": ROW_SIZE, "flag_value": FLAG_VALUE}
if set(_ABILITY_DOES) != set(ABILITY_IDS) or set(_ABILITY_WHEN) != set(ABILITY_IDS):
    raise DataError("every ability needs a 'does' and a 'when' text")


def ability_help(ability: str) -> dict:
    """{"name", "does", "when"}: what a card ability does and when it triggers, in player words."""
    return {"name": ability_name(ability), "does": _(_ABILITY_DOES[ability]), "when": _(_ABILITY_WHEN[ability])}


def help_text(key: str) -> str:
    """A rule in player words (data/cards.json "help"), with the figures of this data filled in."""
    return _(_HELP[key]).format(**_HELP_VALUES)


def level_help(level: int) -> str:
    """What level 1-4 of a personal pole gives: 'Take up to 2 cards from either end of the draw row,
    play up to 1, hold at most 4 cards.'"""
    lv = LEVELS[level - 1]
    values = dict(take=lv.take, play=lv.play, hand=lv.hand)
    if lv.take_anywhere:
        return ngettext("Take up to {take} card from anywhere in the draw row, play up to {play}, hold at most "
                        "{hand} cards.",
                        "Take up to {take} cards from anywhere in the draw row, play up to {play}, hold at most "
                        "{hand} cards.", lv.take).format(**values)
    return ngettext("Take up to {take} card from either end of the draw row, play up to {play}, hold at most "
                    "{hand} cards.",
                    "Take up to {take} cards from either end of the draw row, play up to {play}, hold at most "
                    "{hand} cards.", lv.take).format(**values)


def via_words(via: str) -> str:
    """Why a colour scores a pole: "majority", "cascade" or "flag" (see scoring.resolve_pole)."""
    return help_text("via_" + via)


# The texts of data/cards.json (colour and ability names, ability and help texts), marked for
# translation; the catalog test checks that every text there is listed here.
DATA_MESSAGES = (
    N_("dark green"),
    N_("orange"),
    N_("black"),
    N_("purple"),
    N_("yellow-green"),
    N_("pink"),
    N_("Stack"),
    N_("Move"),
    N_("Extra play"),
    N_("Take 2"),
    N_("Take 1"),
    N_("Steal"),
    N_("Refresh"),
    N_("Play this card covering the top card of an open festival pole instead of above it. The pole does not grow, and the covered carp no longer count."),
    N_("Move the top card of an open festival pole, with any cards stacked under it, to the top of another open pole. The moved card's own ability does not trigger."),
    N_("You may play one more card onto a festival pole this turn."),
    N_("Take up to 2 cards from the draw row by the normal rules (from the ends; anywhere at level 4), never over your hand limit."),
    N_("Take 1 card from the draw row by the normal rules (from the ends; anywhere at level 4), never over your hand limit."),
    N_("Draw a random card from another player's hand, never over your hand limit."),
    N_("Discard the whole draw row and lay out 7 new cards, then take 1 card by the normal rules."),
    N_("As you play this card onto an open festival pole that has a top card (never onto a bare flag). Optional: the card may also be played normally."),
    N_("When you play this card onto a festival pole that is still open afterwards; the pole it closes triggers nothing. Optional: you may skip it."),
    N_("The start flag is not a card: its carp never counts, except when every count on the pole ties. Then the flag's colour scores the pole, with value {flag_value}."),
    N_("Covered by a Stack card: its carp no longer count."),
    N_("A festival pole closes when it holds its {pole_size}th card; nothing is played on it or moved from or to it after that. The game ends when every pole is closed."),
    N_("At the end the colour with the most visible carp scores the pole, unless another colour has as many; then the next lower count is tried, and so on. Its value is its number of carp there."),
    N_("the most carp, with no other colour as many"),
    N_("the higher counts tie, so the next count down decides"),
    N_("every count ties, so the flag's colour scores, value {flag_value}"),
    N_("Cards go on your personal pole face down, one per play action (that is the whole action), covering your lowest uncovered level card; your abilities improve at once. Only {own_pole_size} fit."),
    N_("At the end each festival pole scores its value for every carp of its colour on your personal pole; every carp of a colour that scored nowhere costs {penalty} points."),
    N_("How many cards you may take from the draw row in one take action."),
    N_("How many cards you may play onto festival poles in one play action."),
    N_("You can never hold more cards than this, and you can never discard."),
    N_("Take cards one at a time from either end of the row (anywhere at level 4). After a take action, a row of {refill} or fewer slides down and is refilled to {row_size} from the deck."),
    N_("When the deck runs out, the discard pile (rows thrown away by Refresh) is shuffled into a new deck."),
    N_("This colour scored on a festival pole: its carp on personal poles score there, and cost nothing."),
    N_("This colour scored on no festival pole: every carp of it on a personal pole costs {penalty} points."),
)
