"""Keyboard play after a move made by keys (a play-test of 2026-12-06): what the table says
about the thing under the ring names the thing the ring is drawn on, never the one that slid
into the place Enter was pressed on."""
from __future__ import annotations

import random

import pygame

from driver import key, make_app, recorded_texts
from game.rules.ladybird import Choose, Discard, PlaceCard, TakeFood, TakeOrchard
from keyboard import focused, on_rect, press, targets
from test_hints import settle, table_of


def hand_caption(app, table, seen) -> str:
    """The caption drawn under Ladybird's hand (the name of what the pointer is on), or ""."""
    seen.clear()
    app.dirty = True
    app.render()
    zone = table.layout.zone("hand")
    lines = [text for text, rect in seen if rect.x == zone.x + 8 and rect.y >= zone.bottom - 30]
    return lines[-1] if lines else ""


def test_ladybird_caption_names_what_the_ring_stands_on_after_a_move_by_keys(monkeypatch):
    """A hand card revealed, placed or discarded, a food tile or an orchard card taken, all by
    keys: afterwards the caption under the hand names the card or tile the ring is drawn on, or
    nothing (the ring on End turn); the play-test's named the card that slid into the played
    card's place, the tile now on top of the stack, the orchard card that replaced the taken one."""
    seen = recorded_texts(monkeypatch)
    app = make_app()
    table = table_of(app, "ladybird", seed=7)
    key(app, pygame.K_TAB)
    chooser = random.Random(7)
    kinds = (Choose, PlaceCard, Discard, TakeFood, TakeOrchard)
    checked = 0
    for _ in range(40):
        settle(app, table)
        if table.state.is_over():
            break
        if not app.keyboard:
            key(app, pygame.K_TAB)
        legal = table.state.legal_actions()
        wanted = [a for a in legal if isinstance(a, kinds)]
        action = chooser.choice(wanted or legal)
        rects = table.hint_rects(action)
        if not rects:
            table.act(action)
            continue
        done = len(table.match.actions)
        want = on_rect(rects[0], targets(app))
        for _ in range(2):   # a hot seat's reveal: Enter picks the card, Enter again reveals it
            press(app, want, repr(action))
            if len(table.match.actions) > done:
                break
        assert len(table.match.actions) > done, f"Enter did not make {action!r}: {table.message}"
        if not isinstance(action, kinds):
            continue
        app.step()
        here = focused(app)
        under_ring = table._hover_name(table._hit(here.at)) if here is not None else ""
        caption = hand_caption(app, table, seen)
        assert caption == under_ring, (
            f"after {action!r} by keys the ring stands on {here.key!r} but the caption says {caption!r}")
        checked += 1
    assert checked >= 8
