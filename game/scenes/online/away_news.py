"""What happened at an online table while this seat was away, said when the player comes back
to it (from My online tables, after closing the window or the program): "While you were away:
3 turns" over the table, with the log lines written since the table was last shown in this
player's window, the newest that fit (as the hot-seat hand-off says "Since your last turn" to
the next person).  The lines are the seat's own log from the server: nothing hidden from it.

The count and the lines come from the log the window shows (its marks name who wrote each line
in which turn, game/rules/match.py) and the log length My online tables keeps for the table
(known.py `seen`); nothing here decides a rule."""
from __future__ import annotations

import pygame

from ...i18n import N_, _, ngettext
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from ..common.damage import buttons_damage
from ..common.newest_lines import draw_newest_lines
from ..common.rules_help import OffersRules

BACK = N_("Back to the table")


def away_news(match, seen: int | None) -> tuple[int, list[str]] | None:
    """(turns of the other seats, log lines) written since the first `seen` log lines, or None
    when there is nothing to say (never shown before, nothing new, or only this seat's own)."""
    log, marks = list(match.state.log), list(match.log_marks)
    if seen is None or not 0 <= seen < len(log):
        return None
    turns, last = 0, object()
    for mark in marks[seen:len(log)]:
        if mark != last and mark[0] is not None and mark[0] != match.seat:
            turns += 1
        last = mark
    if turns == 0:
        return None
    return turns, log[seen:]


class AwayNewsScene(OffersRules, Scene):
    """Over the table (its own seat's view shows through the veil): the count, the lines and
    Back to the table (Enter, Space, Esc or a click)."""

    opaque = False

    def __init__(self, app, title_id: str, seat: int, turns: int, lines: list[str]) -> None:
        super().__init__(app)
        self.title_id, self.seat, self.turns, self.lines = title_id, seat, turns, list(lines)
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
        self._draw_lines(surface, L.zone("note"))
        self.button.draw(surface, a, self.app.input.pointer)

    def _draw_lines(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The newest lines that fit whole, oldest first (all of them news, dark); a count of
        those left out first."""
        draw_newest_lines(surface, self.assets, self.lines, area, lambda _k, _n: True)
