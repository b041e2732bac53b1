"""The review in words: each reviewed move described as the table and the Hint describe it,
its values and its mark, for `python -m game review` and the replay viewer."""
from __future__ import annotations

from .ai.knowledge import knowledge_for
from .ai.review import MoveReview, mark
from .i18n import _, ngettext

MARK_SIGNS = {"mistake": "?", "doubtful": "?!"}


def mark_name(name: str) -> str:
    return {"mistake": _("mistake"), "doubtful": _("doubtful")}[name]


def move_mark(title: str, solo: bool, review: MoveReview) -> str | None:
    """"mistake", "doubtful" or None (the title's thresholds, game/ai/titles/)."""
    if review.best == review.played:
        return None
    return mark(title, solo, review.loss)


def value_text(solo: bool, value: float) -> str:
    """A value as shown: the mover's outlook as Hard judges it, 0-100 ("outlook 29/100"; a
    play-test could not read a bare 0.29), or solo the expected points.  (Not a chance to win:
    the search's reward mixes the win with the margin, game/ai/knowledge.py `rewards`.)"""
    if solo:
        return _("{points} pts").format(points=f"{value:.1f}")
    return _("outlook {score}/100").format(score=round(100 * value))


def descriptions(review) -> dict[int, tuple[str, str]]:
    """{index: (move played, best move)} in player words for a `reviews.Review`'s moves, each
    worded on the position it was chosen in, as its mover saw it."""
    out = {}
    for d in review.decisions:
        r = review.moves.get(d.index)
        if r is not None:
            out[d.index] = (d.info.describe_action(r.played), d.info.describe_action(r.best))
    return out


def legend(title: str, solo: bool) -> str:
    """What the numbers mean and where the marks start, for this title."""
    k = knowledge_for(title)
    doubtful, mistake = k.review_solo if solo else k.review_limits
    signs = {"doubtful_sign": MARK_SIGNS["doubtful"], "mistake_sign": MARK_SIGNS["mistake"],
             "doubtful": f"{doubtful:g}", "mistake": f"{mistake:g}"}
    if solo:
        return _("Values: the final score Hard expects after the move, in points. {doubtful_sign} doubtful: "
                 "{doubtful} points or more below Hard's move; {mistake_sign} mistake: {mistake} or more.").format(**signs)
    signs.update(doubtful=f"{100 * doubtful:g}", mistake=f"{100 * mistake:g}")
    return _("Values: the mover's outlook after the move as Hard judges it, from 0 (a sure loss) to 100 "
             "(a sure win), 50 when level. {doubtful_sign} doubtful: {doubtful} or more below Hard's move; "
             "{mistake_sign} mistake: {mistake} or more.").format(**signs)


def report(review) -> list[str]:
    """The command's lines for a finished `reviews.Review`."""
    match = review.match
    names = match.state.score_sheet().players
    texts = descriptions(review)
    lines = [_("Review of {title} by the Hard player: {iterations} iterations a move, seed {seed}").format(
        title=_title_name(review.title),
        iterations=review.iterations, seed=review.seed),
        legend(review.title, review.solo)]
    marked = 0
    for index in sorted(review.moves):
        r = review.moves[index]
        played, best = texts[index]
        who = _("{name} (seat {seat})").format(name=names[r.seat], seat=r.seat + 1)
        if r.best == r.played:
            lines.append(_("Move {number}, {who}: {move} [{value}] (Hard's move too)").format(
                number=index + 1, who=who, move=played, value=value_text(review.solo, r.value_played)))
            continue
        sign = move_mark(review.title, review.solo, r)
        marked += sign is not None
        line = _("Move {number}, {who}: {move} [{value}]; Hard: {best} [{best_value}]").format(
            number=index + 1, who=who, move=played, value=value_text(review.solo, r.value_played),
            best=best, best_value=value_text(review.solo, r.value_best))
        if sign is not None:
            line += f"  {MARK_SIGNS[sign]} " + mark_name(sign)
        lines.append(line)
    total = len(review.moves)
    lines.append(ngettext("{total} move reviewed, {marked} marked.", "{total} moves reviewed, {marked} marked.",
                          total).format(total=total, marked=marked))
    return lines


def _title_name(title: str) -> str:
    from .rules.registry import TITLES

    return TITLES[title].name
