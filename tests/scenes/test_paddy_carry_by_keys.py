"""Carrying a Paddy animal by keys (Space) to the reserve: Tab goes between the board and the
reserve, nothing else is reachable while it is held (a keyboard play-test)."""
from __future__ import annotations

import pygame

from driver import key, make_app
from game.ui import textrecord
from keyboard import focused, go_to
from test_focus_ring import paddy_with_an_animal_to_return


def test_a_picked_up_animal_goes_to_the_reserve_with_one_tab():
    """Carrying an animal (Space), Tab goes from the board to the reserve, and nothing else is
    in the ring's way: no button (a play-test's Tab went to "Harvest now?", Up to Rules, Down
    to Done, with the animal drawn over them)."""
    app = make_app()
    table, back = paddy_with_an_animal_to_return(app)
    before = len(table.match.actions)
    go_to(app, lambda t: t.key == ("plot", back.cell), "the animal's plot")
    key(app, pygame.K_SPACE)
    assert app.top.focus_ring.held is not None
    # the table says how: Tab is named, the words drawn whole at 1280x720
    assert table.message is not None and "Tab goes between the board and the reserve" in table.message[0]
    with textrecord.recording() as rec:
        app.render()
    drawn = " ".join(t.string for t in rec.texts)
    assert "Tab goes between" in drawn and "puts it back." in drawn   # wrapped, never cut
    assert not rec.dropped and not any("Picked up" in full for full, _w, _fw in rec.cuts.values())
    groups = {t.group for t in app.top.focus_targets()}
    assert groups == {"board", "reserve"}, groups
    key(app, pygame.K_TAB)
    assert focused(app).key == "reserve"
    key(app, pygame.K_TAB)                       # and back to the board
    assert focused(app).group == "board"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert table.match.actions[before:before + 1] == [back]
    assert app.top.focus_ring.held is None
    assert any(t.group == "bar" for t in app.top.focus_targets())   # all back once put down
