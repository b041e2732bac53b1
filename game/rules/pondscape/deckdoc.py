"""Render docs/rules/pondscape-deck.md from data/pondscape.json.

Run ``python -m game.rules.pondscape.deckdoc > docs/rules/pondscape-deck.md`` after editing the
data file; a test checks that the committed page matches the data.
"""
from __future__ import annotations

from collections import Counter

from .data import (ACHIEVEMENTS, CARDS, CROAKER_CARDS, FOOD_NAMES, FOODS, GROUP_BEYOND, GROUP_POINTS,
                   HABITAT_NAMES, HABITAT_POINTS, HABITATS, LEAVES, SOLITARY, SPECIAL_TUCK_MAX, SPECIES,
                   SPECIES_CONDITIONS, SPECIES_NAMES, achievement_range)

FOOD_LABEL = dict(zip(FOODS, FOOD_NAMES))
LEAF_LABEL = {None: "—", "jump": "jumping frog", "draw1": "draw 1", "draw2": "draw 2", "draw3": "draw 3"}
SLOTS = ("left (0)", "middle (1)", "right (2)")


def _foods(foods: list[str]) -> str:
    return ", ".join(FOOD_LABEL[f] for f in foods) or "—"


def _back(back: dict) -> str:
    if back.get("points"):
        return f"{back['points']} points"
    text = _foods(back["foods"])
    if back.get("leaf"):
        text += " + " + LEAF_LABEL[back["leaf"]]
    return text


def _front_extra(card: dict) -> str:
    if card.get("solitary"):
        return "solitary: " + SOLITARY[card["solitary"]]["text"]
    if card.get("wild") == 1:
        return "wild: any one food"
    if card.get("wild") == 2:
        return "wild: two different foods"
    if card["kind"] == "frog":
        return "group: " + SPECIES_CONDITIONS[card["species"]]
    return "habitat variety"


def render() -> str:
    out = ["# Pondscape — the pond deck, card by card", "",
           "Generated from `game/rules/pondscape/data/pondscape.json` by "
           "`python -m game.rules.pondscape.deckdoc`; do not edit by hand.", "",
           "**Every figure on this page is ours** (the Tabletop project's design, following the product "
           "owner's rulings): the published card list is unknown to us. A player who owns the game can "
           "correct the data file, then regenerate this page.", "",
           "## Summary", ""]
    kinds = Counter(c.get("species") or c.get("habitat") for c in CARDS)
    out.append("| card | copies | scoring |")
    out.append("|---|---|---|")
    for s, name in zip(SPECIES, SPECIES_NAMES):
        out.append(f"| {name} | {kinds[s]} | {SPECIES_CONDITIONS[s]} |")
    for h, name in zip(HABITATS, HABITAT_NAMES):
        out.append(f"| {name} (habitat) | {kinds[h]} | counts toward habitat variety |")
    out.append(f"| **total** | **{len(CARDS)}** | |")
    out.append("")
    front = Counter(f for c in CARDS for f in c["foods"])
    back = Counter(f for c in CARDS for f in c["back"]["foods"])
    out.append("Food symbols: " + ", ".join(f"{FOOD_LABEL[f]} {front[f]} on fronts / {back[f]} on backs"
                                            for f in FOODS) + ".")
    leaves = Counter(c["leaf"] for c in CARDS if c["leaf"])
    bleaves = Counter(c["back"]["leaf"] for c in CARDS if c["back"]["leaf"])
    points = Counter(c["back"]["points"] for c in CARDS if c["back"]["points"])
    out.append("Leaf effects: " + ", ".join(f"{LEAF_LABEL[k]} {leaves[k]} on fronts / {bleaves[k]} on backs"
                                            for k in ("jump", "draw1", "draw2", "draw3")) + ".")
    out.append("Water sides with points: " + ", ".join(f"{points[p]} × {p}" for p in sorted(points)) + ".")
    out.append(f"Every desert tree frog's front also carries the special tuck (up to {SPECIAL_TUCK_MAX} cards "
               "from hand under any of your food cards), resolved before its leaf effect.")
    out += ["", "## Effects", ""]
    for key, text in LEAVES.items():
        out.append(f"- **{LEAF_LABEL[key]}**: {text}")
    out += ["", "## Solitary conditions (desert tree frogs)", ""]
    desert = [c for c in CARDS if c.get("species") == "desert"]
    per = Counter(c["solitary"] for c in desert if c.get("solitary"))
    wild = Counter(c["wild"] for c in desert if c.get("wild"))
    out.append(f"A desert tree frog never joins a frog group. {sum(per.values())} of the {len(desert)} desert tree "
               "frogs score on their own at the end, each by the one condition printed on it. \"Adjacent\" means "
               "the cards directly above, below, left and right of it, never diagonally; \"its row\" is the row of "
               "five cards it lies in; a water card is a card played face down.")
    out.append("")
    for key, cond in SOLITARY.items():
        out.append(f"- **{per[key]} cards**: {cond['text']}")
    out += ["", f"The other {sum(wild.values())} score nothing themselves but are wild: {wild[1]} count as any one "
            f"food and {wild[2]} as any two different foods in your pond at the end, chosen to score best."]
    out += ["", "## Tables (ours)", "",
            "Frog group by size: " + ", ".join(f"{i} → {p}" for i, p in enumerate(GROUP_POINTS) if i)
            + f", +{GROUP_BEYOND} per card beyond.",
            "Different habitat types: " + ", ".join(f"{i} → {p}" for i, p in enumerate(HABITAT_POINTS) if i) + ".",
            "", "The Croaker's six cards (frog moves, display slot taken): "
            + ", ".join(f"({m}, {SLOTS[s]})" for m, s in CROAKER_CARDS) + ".",
            "Solo achievement: " + ", ".join(f"{name} ({achievement_range(name)})" for _low, name in ACHIEVEMENTS) + ".",
            "", "## All 120 cards", "",
            "| id | card | front foods | front leaf | front scoring | water side (back) |",
            "|---|---|---|---|---|---|"]
    for c in CARDS:
        name = SPECIES_NAMES[SPECIES.index(c["species"])] if c["kind"] == "frog" else \
            HABITAT_NAMES[HABITATS.index(c["habitat"])] + " (habitat)"
        leaf = LEAF_LABEL[c["leaf"]]
        if c.get("special_tuck"):
            leaf = f"special tuck {c['special_tuck']}, then {leaf}" if c["leaf"] else f"special tuck {c['special_tuck']}"
        out.append(f"| {c['id']} | {name} | {_foods(c['foods'])} | {leaf} | {_front_extra(c)} | {_back(c['back'])} |")
    out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    print(render(), end="")
