"""Ladybird's component data, loaded once from data/components.json.

Everything a player who owns the game might want to correct (card list, food tiles, the
memories table) lives in that JSON file; this module only turns it into flat tuples that
the rules index by id.  Several values there are *ours* (see its "ours" list).
"""
from __future__ import annotations

import json
from pathlib import Path

from ...i18n import N_, _, ngettext, pgettext

DATA_FILE = Path(__file__).resolve().parent / "data" / "components.json"

with open(DATA_FILE, encoding="utf-8") as _f:
    RAW = json.load(_f)

COLOURS: tuple[str, ...] = tuple(RAW["colours"])
COLOUR_NAMES: dict[str, str] = dict(RAW["colour_names"])
STAGES: tuple[str, ...] = tuple(RAW["stages"])
TYPES: tuple[str, ...] = tuple(RAW["types"])
HARLEQUIN_TYPE = TYPES.index("harlequin")
TWENTY_TWO_TYPE = TYPES.index("twenty-two-spot")
SETUP = dict(RAW["setup"])
HAND_SIZE = SETUP["hand_size"]
HAND_LIMIT = SETUP["hand_limit"]
NUM_STACKS = SETUP["food_stacks"]
STACK_HEIGHT = SETUP["food_stack_height"]
DRAW_WHEN_NONE = SETUP["draw_when_none"]
ANY_STAGE = len(STAGES)  # draft mode of the solo harlequin: any card of the pool

GARDEN_TILES: tuple[dict, ...] = tuple(RAW["garden_tiles"])
TILE_NAMES: tuple[str, ...] = tuple(t["name"] for t in GARDEN_TILES)
TILE_OPTIONS: tuple[tuple[str, ...], ...] = tuple(tuple(t["options"]) for t in GARDEN_TILES)
ROSE, ORCHARD, PICNIC, SHED, TEA = 1, 2, 3, 4, 5
NUM_DAYS = len(GARDEN_TILES)

MEMORIES_TABLE: tuple[int, ...] = tuple(RAW["memories_table"])


def memories_points(n: int) -> int:
    """Points for n childhood memories; past the table each token adds one more than the last."""
    table = MEMORIES_TABLE
    if n < len(table):
        return table[n]
    points, step = table[-1], table[-1] - table[-2]
    for _n in range(len(table) - 1, n):
        step += 1
        points += step
    return points


def _index(values: tuple[str, ...], value) -> int:
    return -1 if value is None else values.index(value)


CARDS: tuple[dict, ...] = tuple(RAW["ladybird_cards"])
NUM_CARDS = len(CARDS)
CARD_COLOUR: tuple[int, ...] = tuple(_index(COLOURS, c["colour"]) for c in CARDS)
CARD_STAGE: tuple[int, ...] = tuple(_index(STAGES, c["stage"]) for c in CARDS)
CARD_TYPE: tuple[int, ...] = tuple(TYPES.index(c["type"]) for c in CARDS)
IS_HARLEQUIN: tuple[bool, ...] = tuple(t == HARLEQUIN_TYPE for t in CARD_TYPE)

ORCHARD_CARDS: tuple[dict, ...] = tuple(RAW["orchard_cards"])
NUM_ORCHARD = len(ORCHARD_CARDS)
ORCHARD_COLOUR: tuple[int, ...] = tuple(COLOURS.index(c["colour"]) for c in ORCHARD_CARDS)
ORCHARD_VALUE: tuple[int, ...] = tuple(c["value"] for c in ORCHARD_CARDS)

LIFECYCLE_CARDS: tuple[dict, ...] = tuple(RAW["lifecycle_cards"])
NUM_LIFECYCLE = len(LIFECYCLE_CARDS)
LIFECYCLE_COLOUR: tuple[int, ...] = tuple(COLOURS.index(c["colour"]) for c in LIFECYCLE_CARDS)
LIFECYCLE_VALUE: tuple[int, ...] = tuple(c["value"] for c in LIFECYCLE_CARDS)

FLOWERBED_CARDS: tuple[dict, ...] = tuple(RAW["flowerbed_cards"])
NUM_FLOWERBEDS = len(FLOWERBED_CARDS)
FLOWERBED_VALUE: tuple[int, ...] = tuple(c["value"] for c in FLOWERBED_CARDS)

FOOD_TILES: tuple[dict, ...] = tuple(RAW["food_tiles"])
NUM_FOOD = len(FOOD_TILES)
FOOD_TYPE: tuple[int, ...] = tuple(TYPES.index(t["type"]) for t in FOOD_TILES)
FOOD_VALUE: tuple[int, ...] = tuple(t["value"] for t in FOOD_TILES)
FOOD_COST: tuple[int, ...] = tuple(t["cost"] for t in FOOD_TILES)
FOOD_HONEYDEW: tuple[bool, ...] = tuple(bool(t["honeydew"]) for t in FOOD_TILES)
FOOD_MOULD: tuple[bool, ...] = tuple(t["kind"] == "mould" for t in FOOD_TILES)

if NUM_FOOD != NUM_STACKS * STACK_HEIGHT:
    raise ValueError("components.json: food tiles must fill the stacks exactly")


def colour_word(colour: str) -> str:
    """A column colour ("red", as in COLOURS) in the current language."""
    return _(colour)


def colour_label(colour: str) -> str:
    """A colour with its plant ("red (strawberry)", COLOUR_NAMES) in the current language."""
    return _(COLOUR_NAMES[colour])


def stage_word(stage: int) -> str:
    """A life-cycle stage (index into STAGES) in the current language."""
    return _(STAGES[stage])


def type_word(type_index: int) -> str:
    """A ladybird type (index into TYPES) in the current language."""
    return _(TYPES[type_index])


def tile_name(number: int) -> str:
    """Garden tile 1-5's name in the current language (TILE_NAMES holds the English)."""
    return _(TILE_NAMES[number - 1])


def orchard_name(card: int) -> str:
    """An orchard card's name ("Strawberry bed") in the current language."""
    return _(ORCHARD_CARDS[card]["name"])


def card_name(card: int) -> str:
    """'blue egg (seven-spot)' or 'harlequin', in the current language."""
    if not 0 <= card < NUM_CARDS:
        return _("card {number}").format(number=card)
    if IS_HARLEQUIN[card]:
        return _("harlequin")
    return _("{colour} {stage} ({type})").format(colour=colour_word(COLOURS[CARD_COLOUR[card]]),
                                                 stage=stage_word(CARD_STAGE[card]),
                                                 type=type_word(CARD_TYPE[card]))


def food_name(tile: int) -> str:
    if not 0 <= tile < NUM_FOOD:
        return _("tile {number}").format(number=tile)
    t = FOOD_TILES[tile]
    if t["kind"] == "mould":
        return _("mould tile +{value}").format(value=t["value"])
    values = dict(type=_(t["type"]), value=t["value"], cost=t["cost"])
    if t["honeydew"]:
        return _("{type} food +{value} (cost {cost}, honeydew)").format(**values)
    return _("{type} food +{value} (cost {cost})").format(**values)


def a(name: str) -> str:
    """'an orange egg (...)', 'a harlequin': the name with its English article (none in Japanese)."""
    if name[:1] in "aeiou":
        return pgettext("indefinite article before a vowel", "an {thing}").format(thing=name)
    return pgettext("indefinite article", "a {thing}").format(thing=name)


def card_info(card: int) -> dict:
    """The card's data as the JSON file gives it (for the scene)."""
    return CARDS[card]


# ------------------------------------------------------------------ words for the table's tooltips
_TEXTS: dict = {k: v for k, v in RAW["texts"].items() if not k.startswith("_")}
_TEXT_VALUES = {"orchard_new": SETUP["orchard_aphids_new"], "orchard_growth": SETUP["orchard_aphids_growth"],
                "hand_limit": HAND_LIMIT, "draw": DRAW_WHEN_NONE,
                "table": ", ".join(str(v) for v in MEMORIES_TABLE[1:6])}


def help_text(key: str, **values) -> str:
    """A rule in player words (components.json "texts"), with this file's figures filled in, in
    the current language.  "food_cost" takes cost (its plural is chosen here; cost_s is ignored)."""
    if key == "food_cost":
        cost = values["cost"]
        return ngettext("Taken in a picnic for {cost} aphid.", "Taken in a picnic for {cost} aphids.",
                        cost).format(cost=cost)
    return _(_TEXTS[key]).format(**_TEXT_VALUES, **values)


def tile_help(number: int) -> str:
    """What garden tile 1-5 lets you do (both options of the Shed and Tea time)."""
    return _(_TEXTS["tiles"][str(number)]).format(**_TEXT_VALUES)


def unlock_help(stage: int) -> str:
    """What placing a card of `stage` (an index into STAGES) lets you draft."""
    nxt = (stage + 1) % len(STAGES)
    return help_text("unlock", next=a(stage_word(nxt)), next_word=stage_word(nxt))


def type_help(type_index: int) -> str:
    """How a ladybird type scores at the end."""
    return help_text("type", type=type_word(type_index))


def food_help(tile: int) -> list[str]:
    """What a food tile costs and scores, with its honeydew or mould rule."""
    if FOOD_MOULD[tile]:
        lines = [help_text("mould")]   # it says whom its points count for
    else:
        lines = [help_text("food", type=type_word(FOOD_TYPE[tile]))]
        lines.append(help_text("food_cost", cost=FOOD_COST[tile]))
    if FOOD_HONEYDEW[tile]:
        lines.append(help_text("honeydew"))
    return lines


# The texts of data/components.json (colour, stage, type, garden tile and orchard card names, tooltip
# texts), marked for translation; the catalog test checks that every text there is listed here.
# ("food_cost" is worded in code, for its plural: help_text.)
DATA_MESSAGES = (
    N_("red"),
    N_("blue"),
    N_("orange"),
    N_("green"),
    N_("purple"),
    N_("red (strawberry)"),
    N_("blue (blueberry)"),
    N_("orange (orange tree)"),
    N_("green (apple tree)"),
    N_("purple (ivy)"),
    N_("egg"),
    N_("larva"),
    N_("pupa"),
    N_("adult"),
    N_("seven-spot"),
    N_("two-spot"),
    N_("fourteen-spot"),
    N_("eyed"),
    N_("cream-spot"),
    N_("twenty-two-spot"),
    N_("harlequin"),
    N_("Rose garden"),
    N_("Orchard"),
    N_("Picnic"),
    N_("Shed"),
    N_("Tea time"),
    N_("Strawberry bed"),
    N_("Blueberry bush"),
    N_("Orange tree"),
    N_("Apple tree"),
    N_("Ivy"),
    N_("Place a card from your hand (not a harlequin) on its colour column, then draft the card it unlocks."),
    N_("Take a face-up orchard card with all its aphids and put it above the column of its colour. Its space gets a new card with {orchard_new} aphids, and every other face-up orchard card gets {orchard_growth} more."),
    N_("Take the top food tile of a stack, paying its aphid cost. You must take one if you can; after a tile with honeydew you may take another one (if you can pay) or stop."),
    N_("A: place a card and draft, as the Rose garden. B: take an orchard card, as the Orchard."),
    N_("A: gain a childhood memory. B: hold a last picnic (food tiles, as at the Picnic)."),
    N_("Each garden tile is used once a day, then turned to its portrait side; all turn back at the start of the next day. One more tile joins every day."),
    N_("Placing it lets you draft {next} from the pool (or a harlequin); with no {next_word} in the pool, draw {draw} from the deck instead."),
    N_("At the end your {type} cards score: their number in your garden times the points of your {type} food tiles."),
    N_("An invasive species with no colour, stage or type. It can only be revealed, and only while another player has a column to invade: it replaces that column's most recently placed card, which joins your garden. It stays there to the end and counts for that column's colour."),
    N_("An invasive species with no colour, stage or type. Revealed, it replaces the most recently placed card of one of your own columns (that card is discarded); then you take any card from the pool."),
    N_("A harlequin: it counts for this column's colour but has no stage and no type."),
    N_("At the end this column scores its number of cards (harlequins included) times the points of the bonus cards above it."),
    N_("Orchard card: +{value} per card in the column of its colour at the end."),
    N_("Life cycle card: earned when a column shows an egg, a larva, a pupa and an adult; +{value} per card in that column at the end. It goes back if a harlequin breaks the cycle."),
    N_("Flower bed: earned by completing a row (a k-th card from the bottom in all five columns) and put on any column without one; +{value} per card in that column at the end."),
    N_("A food tile scores its points for every {type} card in your garden at the end."),
    N_("Honeydew: after taking it you may take another tile in the same picnic, or stop."),
    N_("Mould: free, but only for twenty-two-spots: your k-th mould tile needs at least k twenty-two-spot cards in your garden. Its points count for every twenty-two-spot card."),
    N_("Aphids pay for food tiles; each one left scores 1 point at the end."),
    N_("Childhood memories come from emptying a pool row or column, or from Tea time A. Points at the end for 1, 2, 3, 4, 5 memories: {table}, and so on; the most memories also wins a tie."),
    N_("The sticky leaf: its holder plays first in this round's garden phase. It passes to the next player at the end of every round."),
    N_("At the end of a round a hand of more than {hand_limit} cards is discarded down to {hand_limit}."),
    N_("Draft the stage your placed card unlocks (egg, larva, pupa, adult, then egg again) or a harlequin. Taking the last card of a pool row or column earns a childhood memory, and that row or column is refilled."),
    N_("Draft the stage your placed card unlocks (egg, larva, pupa, adult, then egg again) or a harlequin. Emptying a pool row earns a childhood memory and refills it; an emptied column is refilled without one."),
    N_("Chosen in secret: every card is revealed at once when everyone has chosen."),
    N_("It goes on its column at its owner's garden turn."),
    N_("It has been played already; it shows here until the next reveal."),
)
