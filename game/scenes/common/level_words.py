"""The seat choices' tooltips on the setup screen: what each kind of seat is, and for a
computer level how strong it is in this title, in words a player understands.

The strength comes from measurement, never from a hand-written claim: game/ladder_figures.py
holds each level's two-player step of the ladder of strength (bench/ladder.py) at the code it
was measured on, and Hard's share of the wins against Normals at bigger tables where that is
measured; a level whose step is not measured there (or no longer, after a change to its
player) is described without a figure.  With more players chosen, the figure for that table
is told where there is one, else the two-player one, which says it is.
"""
from __future__ import annotations

from ...i18n import N_, _, ngettext, pgettext
from ...ladder_figures import AT_TABLES, FIGURES

SEAT_TIPS = {
    "human": N_("A person plays this seat here; the hand-off screen comes between people."),
    "easy": N_("A computer player that takes the best move it sees at once, with some mistakes: good for learning the game."),
    "normal": N_("A computer player that tries each good move in a few sampled games: a fair opponent."),
    "hard": N_("A computer player that searches about a second a move: a strong opponent."),
}


def opponent_name(kind: str) -> str:
    """The level beaten, as it reads inside a sentence (Japanese quotes the level's name)."""
    if kind == "random":
        return pgettext("the opponent in a level's figure", "a player who moves at random")
    if kind == "easy":
        return pgettext("the opponent in a level's figure", "Easy")
    return pgettext("the opponent in a level's figure", "Normal")


def strength_line(title_id: str, title_name: str, level: str) -> str | None:
    """How often `level` beat the level below it in this title, in tenths of the games it
    played (a shared win counts as a part), or None where that is not measured.  The figure
    is the two-player step and says so: it is shown whatever the table's size, and with more
    players a level's share of the wins is measured apart (docs/dev/computer-players.md)."""
    figure = FIGURES.get(title_id, {}).get(level)
    if figure is None or not figure["games"]:
        return None
    tenths = round(10 * figure["wins"] / figure["games"])
    words = {"title": title_name, "opponent": opponent_name(figure["against"]), "games": figure["games"]}
    if tenths >= 10:
        return _("In two-player games of {title} it wins almost every game against {opponent} "
                 "(measured over {games} games between computers).").format(**words)
    if tenths <= 0:
        return _("In two-player games of {title} it hardly ever wins against {opponent} "
                 "(measured over {games} games between computers).").format(**words)
    return ngettext("In two-player games of {title} it wins about {wins} game in 10 against {opponent} "
                    "(measured over {games} games between computers).",
                    "In two-player games of {title} it wins about {wins} games in 10 against {opponent} "
                    "(measured over {games} games between computers).", tenths).format(wins=tenths, **words)


def table_line(title_id: str, title_name: str, level: str, players: int) -> str | None:
    """How often `level` won at a table of `players` with the level below it in all the other
    seats, beside an equal player's share (1 / players), or None where that is not measured.
    In whole percent, both: tenths of games would round the two differently (5 in 20 at four
    players read "2 in 10, where an equal player would win 2.5")."""
    figure = AT_TABLES.get(title_id, {}).get(str(players), {}).get(level)
    if figure is None or not figure["games"]:
        return None
    percent = pgettext("a share of games won", "{n}%")      # the sign kept out of the sentence's format
    return _("In {title} with {players} players and {opponent} in all the other seats, it wins "
             "{share} of its games, where an equal player would win {fair} (measured over {games} "
             "games between computers).").format(
        title=title_name, players=players, opponent=opponent_name(figure["against"]), games=figure["games"],
        share=percent.format(n=round(100 * figure["wins"] / figure["games"])),
        fair=percent.format(n=round(100 / players)))


def seat_tip_lines(title_id: str, title_name: str, kind: str, players: int = 2) -> tuple[str, ...]:
    """The tooltip's lines for one seat choice: what it is, then its measured strength at a
    table of `players` where that is measured, else in two-player games."""
    figure = table_line(title_id, title_name, kind, players) or strength_line(title_id, title_name, kind)
    return (_(SEAT_TIPS[kind]),) + ((figure,) if figure else ())
