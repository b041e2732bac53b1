"""Pondscape component data, loaded once from data/pondscape.json.

Everything the rulebook does not print (the 120-card deck, the scoring tables, the Croaker's
deck, the solo achievement table) lives in that JSON file, so a player who owns the game can
correct it in one place.  This module turns it into flat tuples indexed by card id, which the
rules read in their hot paths.
"""
from __future__ import annotations

import json
from pathlib import Path

from ...i18n import N_, _, ngettext, pgettext

DATA_FILE = Path(__file__).with_name("data") / "pondscape.json"

with DATA_FILE.open(encoding="utf-8") as _fh:
    RAW: dict = json.load(_fh)

FOODS: tuple[str, ...] = tuple(RAW["foods"]["order"])
FOOD_NAMES: tuple[str, ...] = tuple(RAW["foods"]["names"][f] for f in FOODS)
NUM_FOODS = len(FOODS)
FOOD_INDEX = {name: i for i, name in enumerate(FOODS)}

SPECIES: tuple[str, ...] = tuple(RAW["species"]["names"])
SPECIES_NAMES: tuple[str, ...] = tuple(RAW["species"]["names"][s] for s in SPECIES)
SPECIES_INDEX = {name: i for i, name in enumerate(SPECIES)}
SPECIES_CONDITIONS: dict[str, str] = dict(RAW["species"]["conditions"])
DESERT = SPECIES_INDEX["desert"]

HABITATS: tuple[str, ...] = tuple(RAW["habitats"]["names"])
HABITAT_NAMES: tuple[str, ...] = tuple(RAW["habitats"]["names"][h] for h in HABITATS)
HABITAT_INDEX = {name: i for i, name in enumerate(HABITATS)}

SOLITARY: dict[str, dict] = dict(RAW["solitary"]["conditions"])
LEAVES: dict[str, str] = dict(RAW["leaves"])
LEAF_DRAW = {"draw1": 1, "draw2": 2, "draw3": 3}

GROUP_POINTS: tuple[int, ...] = tuple(RAW["group_points"]["by_size"])
GROUP_BEYOND: int = int(RAW["group_points"]["beyond_per_card"])
HABITAT_POINTS: tuple[int, ...] = tuple(RAW["habitat_points"]["by_types"])
CROAKER_CARDS: tuple[tuple[int, int], ...] = tuple((int(m), int(s)) for m, s in RAW["croaker"]["cards"])
ACHIEVEMENTS: tuple[tuple[int, str], ...] = tuple((int(t), str(n)) for t, n in RAW["achievements"]["levels"])
SPECIAL_TUCK_MAX: int = int(RAW["deck"]["special_tuck_max"])

CARDS: tuple[dict, ...] = tuple(RAW["cards"])
NUM_CARDS = len(CARDS)

# Flat per-card tables (index = card id).
IS_FROG: tuple[bool, ...] = tuple(c["kind"] == "frog" for c in CARDS)
IS_HABITAT: tuple[bool, ...] = tuple(c["kind"] == "habitat" for c in CARDS)
CARD_SPECIES: tuple[int, ...] = tuple(SPECIES_INDEX[c["species"]] if c["kind"] == "frog" else -1 for c in CARDS)
CARD_HABITAT: tuple[int, ...] = tuple(HABITAT_INDEX[c["habitat"]] if c["kind"] == "habitat" else -1 for c in CARDS)
FRONT_FOODS: tuple[tuple[int, ...], ...] = tuple(tuple(FOOD_INDEX[f] for f in c["foods"]) for c in CARDS)
FRONT_LEAF: tuple[str | None, ...] = tuple(c.get("leaf") for c in CARDS)
SPECIAL_TUCK: tuple[int, ...] = tuple(int(c.get("special_tuck", 0)) for c in CARDS)
CARD_SOLITARY: tuple[str | None, ...] = tuple(c.get("solitary") for c in CARDS)
CARD_WILD: tuple[int, ...] = tuple(int(c.get("wild", 0)) for c in CARDS)
BACK_FOODS: tuple[tuple[int, ...], ...] = tuple(tuple(FOOD_INDEX[f] for f in c["back"]["foods"]) for c in CARDS)
BACK_LEAF: tuple[str | None, ...] = tuple(c["back"].get("leaf") for c in CARDS)
BACK_POINTS: tuple[int, ...] = tuple(int(c["back"].get("points", 0)) for c in CARDS)

assert all(c["id"] == i for i, c in enumerate(CARDS)), "card ids must be 0..N-1 in order"


def card_name(card: int) -> str:
    """The card's name as a player reads it, e.g. 'Clown tree frog' or 'Reed bed habitat', in the
    current language."""
    if not 0 <= card < NUM_CARDS:
        return _("card {number}").format(number=card)
    if IS_FROG[card]:
        return species_name(CARD_SPECIES[card])
    return _("{habitat} habitat").format(habitat=habitat_name(CARD_HABITAT[card]))


# The data's names and texts in the current language (FOOD_NAMES, SPECIES_NAMES... hold the English).
def food_label(food: int) -> str:
    """'Fly', 'Cricket'... (capitalised in English)."""
    return _(FOOD_NAMES[food])


def species_name(species: int) -> str:
    return _(SPECIES_NAMES[species])


def habitat_name(habitat: int) -> str:
    return _(HABITAT_NAMES[habitat])


def species_condition(species: str) -> str:
    """A species' group condition in words (key as in SPECIES, e.g. "horned")."""
    return _(SPECIES_CONDITIONS[species])


def solitary_text(condition: str) -> str:
    """A solitary frog's condition in words (key as in SOLITARY, e.g. "adj_water")."""
    return _(SOLITARY[condition]["text"])


def leaf_text(leaf: str) -> str:
    """A leaf effect in words (key as in LEAVES, e.g. "jump")."""
    return _(LEAVES[leaf])


def achievement_name(name: str) -> str:
    """A solo achievement (English name, as in ACHIEVEMENTS) in the current language."""
    return _(name)


def group_points(size: int) -> int:
    if size <= 0:
        return 0
    if size < len(GROUP_POINTS):
        return GROUP_POINTS[size]
    return GROUP_POINTS[-1] + GROUP_BEYOND * (size - len(GROUP_POINTS) + 1)


def habitat_points(types: int) -> int:
    return HABITAT_POINTS[min(types, len(HABITAT_POINTS) - 1)]


def achievement(score: int) -> str:
    """The solo achievement for `score`, in English (ACHIEVEMENTS): achievement_name() translates."""
    level = ACHIEVEMENTS[0][1]
    for threshold, name in ACHIEVEMENTS:
        if score >= threshold:
            level = name
    return level


def achievement_bounds(name: str) -> tuple[int, int | None] | None:
    """(lowest score, lowest score of the next level or None) of achievement `name`."""
    for i, (threshold, level) in enumerate(ACHIEVEMENTS):
        if level == name:
            return threshold, (ACHIEVEMENTS[i + 1][0] if i + 1 < len(ACHIEVEMENTS) else None)
    return None


def achievement_range(name: str) -> str:
    """'60–79', 'under 60' or '120+' for achievement `name` (English name)."""
    bounds = achievement_bounds(name)
    if bounds is None:
        return ""
    low, high = bounds
    if high is None:
        return _("{low}+").format(low=low)
    if low:
        return _("{low}–{high}").format(low=low, high=high - 1)
    return _("under {limit}").format(limit=high)


def face_text(card: int, face_down: bool) -> dict:
    """What one side of a card gives, for previews: foods, leaf effect, points, special tuck."""
    if face_down:
        return {"side": "water", "foods": [FOODS[f] for f in BACK_FOODS[card]], "leaf": BACK_LEAF[card],
                "points": BACK_POINTS[card], "special_tuck": 0}
    return {"side": "front", "foods": [FOODS[f] for f in FRONT_FOODS[card]], "leaf": FRONT_LEAF[card],
            "points": 0, "special_tuck": SPECIAL_TUCK[card], "solitary": CARD_SOLITARY[card],
            "wild": CARD_WILD[card]}

_TEXTS: dict[str, str] = {k: v for k, v in RAW["texts"].items() if not k.startswith("_")}


def help_text(key: str, **values) -> str:
    """A rule in player words (pondscape.json "texts"), for the table's tooltips, in the current
    language.  "movement" takes n (its plural is chosen here; an `s` value is ignored)."""
    if key == "movement":
        n = values["n"]
        return ngettext("Taking the display card under movement card {n} moves the jumping frog {n} border "
                        "forward.",
                        "Taking the display card under movement card {n} moves the jumping frog {n} borders "
                        "forward.", n).format(n=n)
    return _(_TEXTS[key]).format(levels=achievement_words(), **values)


def achievement_words() -> str:
    """'under 60 Tadpole, 60 Froglet, ...' from the achievement table."""
    levels = list(ACHIEVEMENTS)
    words = [_("under {limit} {level}").format(limit=levels[1][0], level=achievement_name(levels[0][1]))]
    words += [_("{score} {level}").format(score=t, level=achievement_name(n)) for t, n in levels[1:]]
    return pgettext("list separator", ", ").join(words)


# The texts of data/pondscape.json (food, species and habitat names, conditions, leaf effects, solo
# achievements, tooltip texts), marked for translation; the catalog test checks that every text there is
# listed here.  ("movement" is worded in code, for its plural: help_text.)
DATA_MESSAGES = (
    N_("Fly"),
    N_("Cricket"),
    N_("Dragonfly"),
    N_("Butterfly"),
    N_("Spider"),
    N_("Horned frog"),
    N_("Red-eyed tree frog"),
    N_("Golden frog"),
    N_("Tomato frog"),
    N_("Clown tree frog"),
    N_("Cobalt dart frog"),
    N_("Indian bullfrog"),
    N_("Desert tree frog"),
    N_("The pond shows at least 4 different food symbols."),
    N_("The pond holds at most 3 frog species (this one included)."),
    N_("At least 4 cards are tucked under one of your food cards."),
    N_("At least 4 water cards (face down) are in the pond."),
    N_("The group touches frogs of at least 3 different species."),
    N_("The group touches at least 2 habitat cards."),
    N_("The group touches at least 1 water card, 1 frog card and 1 habitat card."),
    N_("Never forms a group; some cards score alone (solitary condition)."),
    N_("Water lily"),
    N_("Reed bed"),
    N_("Mossy log"),
    N_("River stones"),
    N_("Fern bank"),
    N_("3 points per adjacent water card."),
    N_("3 points per adjacent habitat card."),
    N_("2 points per adjacent frog card."),
    N_("2 points per different food symbol on the adjacent cards."),
    N_("3 points per water card in this card's row."),
    N_("3 points per habitat card in this card's row."),
    N_("Jumping frog: move it 1 or 2 borders forward, then tuck up to 1 card under each of the two "
       "straddled foods."),
    N_("Draw 1 card."),
    N_("Draw 2 cards."),
    N_("Draw 3 cards."),
    N_("Tadpole"),
    N_("Froglet"),
    N_("Pond Keeper"),
    N_("Marsh Guardian"),
    N_("Pond Legend"),
    N_("The jumping frog sits on the border between two food cards and only moves forward; after the spider and fly border it comes round to the fly and cricket. Taking a display card under movement card 1 or 2 moves it, and so does a Jumping frog leaf effect."),
    N_("When a Jumping frog effect moves the frog, you may tuck one card from your hand under your own food card for each of the two foods it then straddles."),
    N_("Taking the display card under movement card 0 does not move the jumping frog."),
    N_("Three face-up cards from the deck. Take one at the start of your turn; its slot is refilled at once. A front shows a small preview of its water side."),
    N_("The pond deck, face down. The game has no discards: when it runs out, empty display slots stay empty."),
    N_("Each card tucked under a food card scores 1 point per matching food symbol showing in the pond at the end (face-up fronts and water sides, not the small previews). How many are tucked is public; which cards, only their owner knows."),
    N_("Cards in hand are hidden from the other players. There is no hand limit; on a tie, more cards left in hand wins."),
    N_("15 spaces in three rows of five. A card is played face up, or face down as a water card (then only its water side counts: its food, effect or points). Cards never move again."),
    N_("A water card: only its water side counts, and its front stays hidden from the other players."),
    N_("The Croaker plays after each of your turns, 15 turns in all, and builds no pond. It flips the top card of its six-card deck: the frog jumps that many borders, then it removes the display card in the slot shown (left, middle or right) and the display is refilled. After its sixth card its deck is shuffled again."),
    N_("At the end your score gives your achievement: {levels}."),
)
