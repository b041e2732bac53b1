"""The first Tab on a table (keyboard play): while nothing on the table has been focused yet (it
came with the ring already shown: a game started from the menu by keys), the first Tab lands
where the turn's move begins (`TableFocus.move_begins_at`: the display's card to take,
the hand's card to choose), not one area past it (a play-test took four Tabs, through the hand,
the pond and the food row, to come back to Pondscape's display).  Mixed into each title's focus
class; `Scene.focus_start` is the hook (game/ui/focuskeys.py)."""
from __future__ import annotations

from ...ui.focus import Target, first_at


class FirstTab:
    """focus_start() of a title's table."""

    def focus_start(self, targets: list[Target]) -> Target | None:
        table = getattr(self, "_focus_table_now", None)   # (the table's things while the person acts)
        if not table:
            return None
        guide = self.lesson if self.lesson is not None and self.lesson.active else None
        moves = [guide.expected()] if guide is not None else self.state.legal_actions()
        starts = [r for action in moves if action is not None for r in self.move_begins_at(action)]
        return first_at(table, starts)
