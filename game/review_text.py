"""The review in words: each reviewed move described as the table and the Hint describe it,
its values and its mark, for `python -m game review` and the replay viewer."""
from __future__ import annotations

from .ai.knowledge import knowledge_for
from .ai.review import MoveReview, mark
from .i18n import _, ngettext
from .rules.match import Match

MARK_SIGNS = {"mistake": "?", "doubtful": "?!"}


def mark_name(name: str) -> str:
    return {"mistake": _("mistake"), "doubtful": _("doubtful")}[name]


def move_mark(title: str, solo: bool, review: MoveReview) -> str | None:
    """"mistake", "doubtful" or None (the title's thresholds, game/ai/titles/)."""
    if review.best == review.played:
        return None
    return mark(title, solo, review.loss)


def value_text(solo: bool, value: float) -> str:
    """A value as shown: the expected result 0.00-1.00, or solo the expected points."""
    return _("{points} pts").format(points=f"{value:.1f}") if solo else f"{value:.2f}"


def descriptions(match: Match, reviews: dict[int, MoveReview]) -> dict[int, tuple[str, str]]:
    """{index: (move played, best move)} in player words, each described on the state it was
    chosen in (a replay of the match; the game is finished, so every card may be named)."""
    replay = Match(match.setup, match.seed, match.start)
    out = {}
    for index, action in enumerate(match.actions):
        review = reviews.get(index)
        if review is not None:
            state = replay.state
            out[index] = (state.describe_action(review.played), state.describe_action(review.best))
        replay.apply(action)
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
    return _("Values: the result Hard expects for the mover after the move, from 0 (a sure loss) to 1 "
             "(a sure win). {doubtful_sign} doubtful: {doubtful} or more below Hard's move; {mistake_sign} mistake: "
             "{mistake} or more.").format(**signs)


def report(review) -> list[str]:
    """The command's lines for a finished `reviews.Review`."""
    match = review.match
    names = match.state.score_sheet().players
    texts = descriptions(match, review.moves)
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
