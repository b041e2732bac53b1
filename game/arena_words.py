"""The `arena` command's report in the chosen language (--json prints the result itself).

It lives outside game/ai: the ladder of strength (bench/ladder.py) hashes game/ai's code as the
computer players' version, and words for people change nothing a game runs."""
from __future__ import annotations

from .i18n import _, ngettext


def format_report(result: dict, solo: bool = False) -> str:
    """The command's words for `result` (in the current language; --json prints `result` itself)."""
    lines = [ngettext("{title}: {games} game", "{title}: {games} games", result["games"]).format(
        title=result["title"], games=result["games"])]
    for i, s in enumerate(result["seats"]):
        times = dict(median=f"{s['median_decision_ms']:.1f}", worst=f"{s['max_decision_ms']:.1f}")
        if solo:
            lines.append("  " + _("seat {seat} {kind}: mean score {mean}, decision median {median} ms, "
                                  "worst {worst} ms").format(seat=i + 1, kind=s["kind"],
                                                            mean=f"{s['mean_score']:.1f}", **times))
        else:
            lines.append("  " + _("seat {seat} {kind}: wins {wins} ({rate}%; interval at 95%: {low}-{high}%), "
                                  "mean score {mean}, decision median {median} ms, worst {worst} ms").format(
                seat=i + 1, kind=s["kind"], wins=f"{s['wins']:g}", rate=f"{100 * s['win_rate']:.1f}",
                low=f"{100 * s['win_rate_low']:.1f}", high=f"{100 * s['win_rate_high']:.1f}",
                mean=f"{s['mean_score']:.1f}", **times))
    return "\n".join(lines)
