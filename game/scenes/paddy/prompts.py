"""The mover's prompt on Paddy's table in the table's own words.

The rules' prompts (game/rules/paddy/state.py) say "click Done"; Done is pressed by Enter as
well as by a click (issue 30), so the table says "choose Done" instead, true for both.  Every
other step's prompt is the rules' own.  tests/scenes/test_click_words.py checks that these
stay the rules' sentences word for word but for that verb."""
from __future__ import annotations

from ...i18n import _
from ...rules.paddy import cell_name


def mover_prompt(state) -> str:
    """What the seat to act is asked to do, as the person at the screen reads it."""
    step = state.step
    if step == "animals":
        migration = state.turn_event == "D"
        ties = state._pending_ties()
        if ties:
            masks = state.terraces()[0]
            first = cell_name((masks[ties[0][0]] & -masks[ties[0][0]]).bit_length() - 1)
            if migration:
                return _("Arrange your animals on any tile (Summer migration); the terrace at {cell} is tied, "
                         "so change it before you choose Done.").format(cell=first)
            return _("Arrange your animals on the tile you just placed; the terrace at {cell} is tied, "
                     "so change it before you choose Done.").format(cell=first)
        if migration:
            return _("Place animals on any tile (Summer migration), or choose Done.")
        return _("Place animals on the tile you just placed, or choose Done.")
    if step == "waterfall":
        return _("Place a waterfall, or choose Done to draw cards and end your turn.")
    if step == "draw":
        return _("Choose Done to draw cards and end your turn.")
    return state.prompt()
