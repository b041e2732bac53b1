"""What happened at an online table while this seat was away, said when the player comes back
to it (from My online tables, after closing the window or the program): "While you were away:
3 turns" over the table, with the log lines written since the table was last shown in this
player's window, the newest that fit (as the hot-seat hand-off says "Since your last turn" to
the next person).  The lines are the seat's own log from the server: nothing hidden from it.
Turns of this seat that a computer played (the host handed the absent player's seat to one)
count among them, and are said first: "A computer played 1 of your turns." (the log's lines
name the player, not who moved for them: a play-test's returning player read their own name
on moves they had not made).

The count and the lines come from the log the window shows (its marks name who wrote each line
in which turn, game/rules/match.py) and the log length My online tables keeps for the table
(known.py `seen`); nothing here decides a rule."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import N_, _, ngettext
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from ..common.damage import buttons_damage
from ..common.newest_lines import draw_newest_lines
from ..common.rules_help import OffersRules

BACK = N_("Back to the table")


@dataclass(frozen=True)
class AwayNews:
    turns: int          # turns played since: the other seats', and this seat's by a computer
    yours: int          # ... of which this seat's, played by a computer
    lines: list[str]    # the log lines written since


def away_news(match, seen: int | None) -> AwayNews | None:
    """What happened since the first `seen` log lines of the online `match` (a RemoteMatch:
    `stand_in` holds the lines of turns a computer played for a person), or None when there is
    nothing to say (never shown before, nothing new, or only this seat's own moves)."""
    log, marks = list(match.state.log), list(match.log_marks)
    if seen is None or not 0 <= seen < len(log):
        return None
    turns = yours = 0
    last = object()
    for index in range(seen, len(log)):
        mark = marks[index]
        if mark != last and mark[0] is not None:
            if mark[0] != match.seat:
                turns += 1
            elif index in match.stand_in:
                turns, yours = turns + 1, yours + 1
        last = mark
    if turns == 0:
        return None
    return AwayNews(turns, yours, log[seen:])


class AwayNewsScene(OffersRules, Scene):
    """Over the table (its own seat's view shows through the veil): the count, the lines and
    Back to the table (Enter, Space, Esc or a click)."""

    opaque = False

    def __init__(self, app, title_id: str, seat: int, news: AwayNews) -> None:
        super().__init__(app)
        self.title_id, self.seat = title_id, seat
        self.turns, self.yours, self.lines = news.turns, news.yours, list(news.lines)
        self.layout = layout.load("handoff")
        self.button = Button(self.layout.zone("ready"), BACK, self.app.pop, primary=True)

    def heading(self) -> str:
        return ngettext("While you were away: {n} turn", "While you were away: {n} turns",
                        self.turns).format(n=self.turns)

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER,
                                                 pygame.K_ESCAPE):
            self.app.pop()
            return True
        return handle_buttons([self.button], event) is not None

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        return buttons_damage([self.button], before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.player_shape(surface, self.seat, L.zone("mark").center, 56)
        zone = L.zone("name")
        draw.text_fit(surface, a, self.heading(), zone.center, zone.w - 20, theme.HEADING_SIZE, theme.INK, True,
                      "center")
        area = L.zone("note")
        if self.yours:
            said = ngettext("A computer played {n} of your turns.", "A computer played {n} of your turns.",
                            self.yours).format(n=self.yours)
            lines = a.wrap(said, area.w, theme.BODY_SIZE, True)
            step = a.font(theme.BODY_SIZE, True, said).get_linesize()
            for k, line in enumerate(lines):
                draw.text(surface, a, line, (area.x, area.y + k * step), theme.BODY_SIZE, theme.INK, True)
            used = len(lines) * step + 8
            area = pygame.Rect(area.x, area.y + used, area.w, area.h - used)
        self._draw_lines(surface, area)
        self.button.draw(surface, a, self.app.input.pointer)

    def _draw_lines(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The newest lines that fit whole, oldest first (all of them news, dark); a count of
        those left out first."""
        draw_newest_lines(surface, self.assets, self.lines, area, lambda _k, _n: True)
