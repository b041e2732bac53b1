"""How a score is written on screen.

A score below zero takes a true minus sign (U+2212), as typeset scores do, not the hyphen
`str()` gives: the Load list wrote Koinobori's "−2" while the results, the chart and the score
panels wrote "-2", and a hyphen before a figure reads as a dash in a list of scores.
"""

MINUS = "\u2212"


def score(value: int) -> str:
    """'15', '0' or '−15'."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def change(delta: int) -> str:
    """A change of score: '+5', '+0' or '−5'."""
    return f"+{delta}" if delta >= 0 else f"{MINUS}{-delta}"
