"""Keyboard play after a move made by keys (a play-test of 2026-12-06): what the table says
about the thing under the ring names the thing the ring is drawn on, never the one that slid
into the place Enter was pressed on."""
from __future__ import annotations

import random

import pygame
import pytest

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


def ladybird_at_a_two_way_tile(app, seed: int):
    """A Ladybird game (two people) played at random until the person to act may use the Shed
    (day 4) or Tea time (day 5); the table and that tile's number."""
    from game.rules.ladybird import UseTile

    table = table_of(app, "ladybird", seed=seed)
    chooser = random.Random(seed)
    for _ in range(600):
        settle(app, table)
        if table.state.is_over():
            break
        legal = table.state.legal_actions()
        two_way = [a for a in legal if isinstance(a, UseTile) and a.tile in (4, 5)]
        if two_way:
            return table, two_way[0].tile
        table.act(chooser.choice([a for a in legal if not isinstance(a, UseTile) or a.tile < 4] or legal))
    raise AssertionError("no Shed or Tea time came up")


def test_ladybird_enter_on_the_shed_puts_the_ring_on_a_and_the_bar_asks_for_a_or_b():
    """Enter on the Shed (or Tea time) shows its A and B buttons: the ring goes to A and the top
    bar asks for A or B (the play-test's ring stayed on the tile, where more Enters did nothing,
    and the bar still asked for a garden tile); Enter then uses the tile's A."""
    from game.rules.ladybird import UseTile

    app = make_app()
    table, tile = ladybird_at_a_two_way_tile(app, seed=3)
    press(app, lambda t: t.key == ("tile", tile), "the two-way tile")
    assert table.tile_pick == tile
    app.step()
    here = focused(app)
    assert here.rect == table.buttons[0].rect, f"the ring stayed on {here.key!r}, not on A"
    assert "choose A or B" in table.bar_text, table.bar_text
    key(app, pygame.K_RETURN)
    assert table.match.actions[-1] == UseTile(tile, "A")
    assert "choose A or B" not in table.bar_text


def test_pondscape_lesson_is_played_with_enter_alone():
    """Learn to play Pondscape by the keyboard: at each taught move the ring already stands
    where the move begins (the hand card before the outlined pond space or food card), and once
    the card is picked (turned to water if taught so) it goes on to the outlined place, so Enter
    alone plays the lesson through.  The play-test's ring waited on the outlined space, where
    Enter only asked for a card, and the keys went looking through the bar's Menu and Rules."""
    from test_tutorial_scene import open_lesson

    app = make_app()
    table = open_lesson(app, "pondscape")
    guide = table.lesson
    key(app, pygame.K_TAB)
    made = 0
    for _ in range(300):
        app.render()
        if guide.finished():
            break
        if table.input_grace > 0 or (guide.expected() is None and not guide.lesson.waiting_note(table.match)
                                     and not table.turn_done):
            from driver import advance

            advance(app, max(table.input_grace + 1, 1000))
            continue
        done = len(table.match.actions)
        expected = guide.expected() if not guide.lesson.waiting_note(table.match) else None
        presses = 0
        while len(table.match.actions) == done and presses < 4 and expected is not None:
            key(app, pygame.K_RETURN)
            presses += 1
        if expected is None:
            key(app, pygame.K_RETURN)   # Next, End turn
            continue
        assert table.match.actions[done:done + 1] == [expected], (
            f"Enter alone did not make {expected!r}: the ring stood on {focused(app).key!r}, "
            f"the table said {table.message and table.message[0]!r}")
        made += 1
    assert guide.finished() and made >= 6, made


def play_lesson_by_keys(app, table, each_step=None) -> None:
    """Learn to play by the keyboard: Enter on Next and End turn, the taught move's outlined
    places reached by the ring's keys (`press`), the computer's scripted moves waited for.
    `each_step(expected)` is called before each of the learner's moves."""
    from driver import advance

    guide = table.lesson
    if not app.keyboard:
        key(app, pygame.K_TAB)
    for _ in range(300):
        app.render()
        if guide.finished():
            return
        if table.turn_done or guide.lesson.waiting_note(table.match):
            key(app, pygame.K_RETURN)
            continue
        expected = guide.expected()
        if expected is None or table.input_grace > 0:
            advance(app, max(table.input_grace + 1, 500))
            continue
        if each_step is not None:
            each_step(expected)
        done = len(table.match.actions)
        for _ in range(3):
            rects = table.hint_rects(expected)
            press(app, on_rect(rects[0], targets(app)), repr(expected))
            if len(table.match.actions) > done:
                break
        assert table.match.actions[done:done + 1] == [expected], table.message
    raise AssertionError("the lesson never ended")


def test_ladybird_lesson_complete_puts_the_ring_on_play_on():
    """When Ladybird's lesson ends with the learner's move, "Lesson complete" offers Play on and
    the ring stands on it (the play-test's stayed on the refilled pool slot, seven Tabs away);
    Enter plays on."""
    from test_tutorial_scene import open_lesson

    app = make_app()
    table = open_lesson(app, "ladybird")
    play_lesson_by_keys(app, table)
    app.step()
    play_on = table.lesson.buttons[0]
    assert play_on.primary and focused(app).rect == play_on.rect, focused(app).key
    key(app, pygame.K_RETURN)
    assert not table.lesson.active
    # played on, the ring goes where the turn's next move begins (the regression hunt's stayed
    # on the pupa just drafted, a hand card no move uses now, four Tabs from the garden tiles)
    app.step()
    here = focused(app)
    starts = [r for a in table.state.legal_actions() for r in table.move_begins_at(a)]
    assert here is not None and any(r.collidepoint(here.at) for r in starts), here.key


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pondscape_lesson_a_rings_tooltip_keeps_clear_of_the_note_and_the_outlines(monkeypatch, tmp_path, lang):
    """Learn to play Pondscape by keys: the tooltip of whatever the ring stands on (the display,
    the hand, the pond's spaces) leaves the lesson's note and the outlined places in view (a
    Japanese play-test's covered the outlined pond space, another the note)."""
    from driver import advance
    from game import i18n
    from game.scenes.common import table as table_module
    from test_tutorial_scene import open_lesson

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    try:
        tooltips_keep_clear(monkeypatch, table_module, advance, open_lesson)
    finally:
        i18n.set_language("en")


def tooltips_keep_clear(monkeypatch, table_module, advance, open_lesson) -> None:
    shown = []
    real = table_module.draw_tooltip

    def record(*args, **kwargs):
        rect = real(*args, **kwargs)
        shown.append(rect)
        return rect

    monkeypatch.setattr(table_module, "draw_tooltip", record)
    app = make_app()
    table = open_lesson(app, "pondscape")
    guide = table.lesson
    checked = []

    def each_step(expected):
        if len(checked) > 40:
            return
        here = focused(app).key
        for target in [t for t in targets(app) if t.group in ("display", "hand", "pond")][::2]:
            press_keys = target.key
            from keyboard import go_to

            go_to(app, lambda t: t.key == press_keys, repr(press_keys))
            advance(app, 1500)
            shown.clear()
            app.dirty = True
            app.render()
            if not shown:
                continue
            box = shown[-1]
            keep = [guide.panel] + [guide.reach(r) for r in guide.outlines()]
            covered = [r for r in keep if box.colliderect(r)]
            assert not box.colliderect(guide.panel), f"the tooltip of {press_keys!r} at {box} covers the note"
            if covered:   # then no place on the screen has room for it clear of them and the ring
                ring = app.focus.ring_rect(focused(app))
                room = [(x, y) for x in range(0, 1280 - box.w + 1, 8) for y in range(0, 720 - box.h + 1, 8)
                        if not any(pygame.Rect((x, y), box.size).colliderect(r) for r in keep + [ring])]
                assert not room, f"the tooltip of {press_keys!r} at {box} covers {covered}; {room[0]} is clear"
            checked.append(press_keys)
        go_to(app, lambda t: t.key == here, "where the ring stood")

    play_lesson_by_keys(app, table, each_step)
    assert len(checked) >= 10, checked


def test_ladybird_lesson_after_end_turn_the_ring_is_drawn_on_the_outlined_card():
    """Learn to play Ladybird by keys: after Enter on End turn and the computer's scripted
    moves, the ring is drawn on the outlined pool card it now stands on, not left drawn on Hint
    (a play-test: the frames while the lesson's outline pulses redraw only what a pointer move
    changes, and the ring's new place was not among it; the next Tab went on from the pool)."""
    import time

    from test_focus_ring import ring_pixels
    from test_tutorial_scene import open_lesson

    app = make_app()
    table = open_lesson(app, "ladybird")
    guide = table.lesson
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                          # Next
    taught = guide.expected()
    press(app, on_rect(table.hint_rects(taught)[0], targets(app)), repr(taught))
    assert table.turn_done
    end = focused(app)
    assert end.rect == table._end_button.rect
    key(app, pygame.K_RETURN)                          # End turn
    start = time.monotonic()                           # the loop as it runs, in real time
    while not (guide.expected() is not None and table._person_to_act()):
        assert time.monotonic() - start < 20, "the lesson did not come back to the learner"
        app.step(16)
    for _ in range(10):
        app.step(16)
    here = focused(app)
    outlined = table.hint_rects(guide.expected())
    assert here.group == "pool" and any(r.collidepoint(here.at) for r in outlined), here.key
    assert ring_pixels(app, here.rect) > 20, "the ring is not drawn where it stands"
    assert ring_pixels(app, end.rect) == 0, "the ring is still drawn on the bar's button"
