"""Paddy's lesson, step 8 (a play-test): Kai's turn ended with the pointer resting on the board;
both cards were picked for the learner (only one of each kind left), and a red "At least one plot
of the tile must be in the Night half" stood under the pointer while the note still waited for
Next.  No ghost tile nor its refusal shows under the pointer resting where it was when the cards
were picked, until the learner moves it: not while the note waits, nor after Next by the keyboard;
a move of the mouse shows it again."""
from __future__ import annotations

import pygame

from driver import advance, key, recorded_texts
from keyboard import focused
from game.i18n import _
from test_tutorial_scene import make_app, open_lesson, play_through

NOTE = 12          # "Kai added a plot to your terrace...": read at the start of the learner's turn
DAY_PLOT = 5 * 8 + 2   # C6, in the Day half: a Night tile cannot lie there alone


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def test_no_refusal_shows_under_a_resting_pointer_until_the_learner_moves(monkeypatch):
    texts = recorded_texts(monkeypatch)
    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    play_through(app, table, lambda: guide.lesson.index(table.match) == NOTE - 1 and guide.expected() is None)
    resting = table.art.face_rect(DAY_PLOT).center
    move(app, resting)   # the pointer rests on the board while Kai plays
    for _tries in range(20):
        if guide.lesson.index(table.match) == NOTE:
            break
        advance(app, 1000)
    assert guide.lesson.waiting_note(table.match) and guide.lesson.index(table.match) == NOTE
    assert table.sel_card is not None and table.sel_half == "night", "the cards were not picked for the learner"
    refusal = _("At least one plot of the tile must be in the Night half")

    from game.ui import draw
    real = draw.callout
    callouts: list[str] = []

    def record(surface, assets, string, *args, **kwargs):
        callouts.append(string)
        return real(surface, assets, string, *args, **kwargs)

    monkeypatch.setattr(draw, "callout", record)

    def drawn() -> list[str]:
        """What the frame says: its texts and the callout beside the pointer."""
        texts.clear()
        callouts.clear()
        app.full_frame = True
        app.render()
        return [text for text, _rect in texts] + callouts

    assert tuple(app.input.pointer) == resting
    assert not any(t.startswith(refusal[:20]) for t in drawn()), "a refusal while the note waits"
    key(app, pygame.K_TAB)      # Next by the keyboard: the pointer stays where it rested
    assert focused(app).group == "lesson"
    key(app, pygame.K_RETURN)
    assert guide.expected() is not None
    shown = drawn()
    assert not any(t.startswith(refusal[:20]) for t in shown), "a refusal before the learner acts"
    other = table.art.face_rect(7 * 8 + 0).center   # A8, Day half too
    move(app, other)
    assert any(t.startswith(refusal[:20]) for t in drawn()), "the ghost's verdict never comes back"
