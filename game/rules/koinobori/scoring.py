"""End-of-game scoring for Koinobori, as structured data the scene can reveal step by step."""
from __future__ import annotations

from .data import CARD_CARP, COLOUR_IDS, FLAG_VALUE, NUM_COLOURS, PENALTY, colour_name


def visible_tally(pole: list[list[int]]) -> list[int]:
    """Carp per colour on a festival pole, counting only the top card of each space
    (covered cards and the start flag do not count)."""
    tally = [0] * NUM_COLOURS
    for space in pole:
        for colour in CARD_CARP[space[-1]]:
            tally[colour] += 1
    return tally


def resolve_pole(tally: list[int], flag: int) -> dict:
    """Which colour scores on a pole, and its value.

    The most numerous colour scores if no other colour has as many; when several tie,
    the next count down is tried, and so on; when every count is tied the start flag's
    colour scores with value 1.  Returns ``colour`` (index), ``value``, ``via``
    ("majority", "cascade" or "flag") and ``cascade``: the counts examined, highest
    first, each with its colours and whether they tied.
    """
    cascade = []
    for count in sorted({c for c in tally if c > 0}, reverse=True):
        colours = [c for c in range(NUM_COLOURS) if tally[c] == count]
        tied = len(colours) > 1
        cascade.append({"count": count, "colours": colours, "tied": tied})
        if not tied:
            via = "majority" if len(cascade) == 1 else "cascade"
            return {"colour": colours[0], "value": count, "via": via, "cascade": cascade}
    return {"colour": flag, "value": FLAG_VALUE, "via": "flag", "cascade": cascade}


def own_pole_carp(own_pole: list[int]) -> list[int]:
    counts = [0] * NUM_COLOURS
    for card in own_pole:
        for colour in CARD_CARP[card]:
            counts[colour] += 1
    return counts


def score_game(poles: list[list[list[int]]], flags: list[int],
               own_poles: list[list[int]]) -> dict:
    """The full end-of-game scoring.

    Returns a JSON-able dict:
    - ``poles``: one entry per festival pole, in scoring order (left to right):
      ``pole`` (index), ``flag`` (colour id), ``tally`` ({colour id: visible carp}),
      ``cascade`` (list of {count, colours (ids), tied}), ``colour`` (scoring colour id),
      ``colour_name``, ``value``, ``via`` ("majority" / "cascade" / "flag"),
      ``flips_card`` (True when this pole turned that colour's scoring card positive),
      ``carp`` (per player: carp of that colour on their own pole) and ``points`` (per player).
    - ``flip_order``: colour ids in the order their scoring cards were flipped.
    - ``scoring_cards``: {colour id: "positive" | "negative"} after all poles.
    - ``penalties``: per player {player, unscored_carp {colour id: n}, carp, points}.
    - ``totals``: per player.  ``winners``: seats with the best total (all of them on a tie).
    """
    n = len(own_poles)
    own_counts = [own_pole_carp(own) for own in own_poles]
    flipped: list[int] = []
    pole_results = []
    for index, pole in enumerate(poles):
        tally = visible_tally(pole)
        result = resolve_pole(tally, flags[index])
        colour, value = result["colour"], result["value"]
        flips = colour not in flipped
        if flips:
            flipped.append(colour)
        carp = [own_counts[p][colour] for p in range(n)]
        pole_results.append({
            "pole": index,
            "flag": COLOUR_IDS[flags[index]],
            "tally": {COLOUR_IDS[c]: tally[c] for c in range(NUM_COLOURS) if tally[c]},
            "cascade": [{"count": step["count"], "colours": [COLOUR_IDS[c] for c in step["colours"]],
                         "tied": step["tied"]} for step in result["cascade"]],
            "colour": COLOUR_IDS[colour],
            "colour_name": colour_name(colour),
            "value": value,
            "via": result["via"],
            "flips_card": flips,
            "carp": carp,
            "points": [value * carp[p] for p in range(n)],
        })
    penalties = []
    for p in range(n):
        unscored = {COLOUR_IDS[c]: own_counts[p][c] for c in range(NUM_COLOURS)
                    if own_counts[p][c] and c not in flipped}
        carp = sum(unscored.values())
        penalties.append({"player": p, "unscored_carp": unscored, "carp": carp,
                          "points": -PENALTY * carp})
    totals = [sum(r["points"][p] for r in pole_results) + penalties[p]["points"] for p in range(n)]
    best = max(totals) if totals else 0
    return {
        "poles": pole_results,
        "flip_order": [COLOUR_IDS[c] for c in flipped],
        "scoring_cards": {COLOUR_IDS[c]: ("positive" if c in flipped else "negative")
                          for c in range(NUM_COLOURS)},
        "penalties": penalties,
        "totals": totals,
        "winners": [p for p in range(n) if totals[p] == best],
    }
