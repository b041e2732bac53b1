"""Overlays over what you must click (a play-test, 2026-12-06, 1024x600 and 1280x720):
Koinobori's last-move arrow stayed drawn across the "Play here" spaces of poles 3-6 while the
person chose a pole for a picked card (17b); after a hint the focus ring's tooltip covered the
ここにプレイ spaces (150b) and the plots round a Paddy animal (119a).  Now the arrow is put away
once a card is picked (it shows until then), and the ring's tooltip keeps clear of the hinted
places and of the places the picked thing can go.  Real clicks and keys; what is drawn is read
as it is drawn (the arrow's ends, the tooltip's box)."""
from __future__ import annotations


import pygame
import pytest

from at_scale import click
from driver import advance, key
from game.rules.koinobori.actions import PlayCard
from game.rules.paddy import PlaceAnimal
from game.scenes.koinobori import recent
import game.scenes.common.table as table_module
from hint_enter import table_with_a_hint_of
from keyboard import go_to


def segment_hits(rect: pygame.Rect, start, end) -> bool:
    return bool(pygame.Rect(rect).clipline(start, end))


@pytest.fixture
def arrows(monkeypatch):
    """The ends of every last-move arrow drawn from now on."""
    drawn = []
    real = recent.RecentMoves._arrow

    def recording(surface, start, end, colour):
        drawn.append((start, end))
        real(surface, start, end, colour)
    monkeypatch.setattr(recent.RecentMoves, "_arrow", staticmethod(recording))
    return drawn


@pytest.fixture
def tooltips(monkeypatch):
    """The box of every tooltip drawn from now on."""
    boxes = []
    real = table_module.draw_tooltip

    def recording(*args, **kwargs):
        box = real(*args, **kwargs)
        boxes.append(pygame.Rect(box))
        return box
    monkeypatch.setattr(table_module, "draw_tooltip", recording)
    return boxes


def a_card_to_play(action) -> bool:
    return isinstance(action, PlayCard) and action.card >= 0


def after_another_seat_moved_a_card(table, action) -> bool:
    """Another seat's last turn moved a card (its arrow shows) and the card to play is in hand."""
    return action.card in table.hand_cards and any(
        m["moved"] and table._visible_top(m["moved"][2]) for m in table.shown_trail().values())


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_last_move_arrow_goes_once_a_card_is_picked(size, arrows):
    players = ("Ana", "Ben", "Cid", "Dee", "Eve")
    for seed in range(1, 10):
        got = table_with_a_hint_of("koinobori", a_card_to_play, seed, players=players, size=size,
                                   ready=after_another_seat_moved_a_card)
        if got is not None:
            break
    else:
        pytest.fail("no turn began after another seat's move")
    app, table, action = got
    arrows.clear()
    app.render()
    assert arrows, "the last move's arrow shows until a card is picked"
    hand = next(r for c, r in zip(table.hand_cards, table.hand_rects) if c == action.card)
    click(app, hand.center)
    assert table.selected == action.card
    spaces = table.choice_keep_clear()
    assert spaces
    arrows.clear()
    app.render()
    crossed = [(a, s) for a in arrows for s in spaces if segment_hits(s, *a)]
    assert not crossed, crossed
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_ring_s_tooltip_keeps_clear_of_the_play_here_spaces(lang, tooltips):
    from game import i18n

    i18n.set_language(lang)
    try:
        for seed in (5, 7, 10):
            got = table_with_a_hint_of("koinobori", lambda a: isinstance(a, PlayCard) and a.card >= 0, seed,
                                       players=("A", "B", "C", "D", "E"), size=(1024, 600))
            assert got is not None
            app, table, action = got
            key(app, pygame.K_TAB)
            table._hint_arrived(action, None)   # (as the hint worker delivers it: the card is picked)
            app.render()
            hand = next(r for c, r in zip(table.hand_cards, table.hand_rects) if c == action.card)
            go_to(app, lambda t: t.rect.collidepoint(hand.center), "the picked card")
            for _ in range(10):
                advance(app, 300)   # the ring rests: its tooltip shows
            tooltips.clear()
            app.render()
            assert tooltips, "no tooltip for the ring"
            box = tooltips[-1]
            play_here = [table.slot_rects[a.pole][len(table.state.poles[a.pole])]   # (from the rules' moves)
                         for a in table.state.legal_actions()
                         if isinstance(a, PlayCard) and a.card == table.selected and not a.stack]
            assert play_here
            keep = table.hint_rects(action) + play_here
            assert not [r for r in keep if box.colliderect(r)], (seed, box, keep)
            pygame.quit()
    finally:
        i18n.set_language("en")


def test_the_ring_s_tooltip_keeps_clear_of_the_plots_round_a_picked_animal(tooltips):
    def a_click_picks_it_up(table, action) -> bool:   # (a click on a plot the reserve can go to places one)
        return action.src not in table.animal_dsts

    for seed in range(1, 12):
        got = table_with_a_hint_of("paddy", lambda a: isinstance(a, PlaceAnimal) and a.src >= 0, seed,
                                   ready=a_click_picks_it_up)
        if got is None:
            continue
        app, table, action = got
        click(app, table.art.face_rect(action.src).center)   # the animal picked up
        if table.sel_animal == action.src and len(table.animal_dsts) > 1:
            break
        pygame.quit()
    else:
        pytest.fail("no animal to pick up")
    key(app, pygame.K_TAB)
    animal = table.art.face_rect(action.src)
    go_to(app, lambda t: t.rect.collidepoint(animal.center), "the picked animal")
    assert table.sel_animal == action.src
    for _ in range(10):
        advance(app, 300)
    tooltips.clear()
    app.render()
    assert tooltips, "no tooltip for the ring"
    box = tooltips[-1]
    plots = [table.art.face_rect(a.dst) for a in table.state.legal_actions()   # (from the rules' moves)
             if isinstance(a, PlaceAnimal) and a.src == action.src]
    assert plots and not [r for r in plots if box.colliderect(r)], (box, plots)
    pygame.quit()


def test_the_ring_s_tooltip_on_a_pond_space_keeps_clear_of_the_spaces_the_picked_card_can_go(tooltips):
    """A review (k5): with a hand card picked, the tooltip of the pond space under the ring
    (row 1, column 1) covered about half the glowing spaces the card could go to; the side of
    the screen with the display and the log had room (Pondscape had no `choice_keep_clear`)."""
    from game.rules.pondscape.actions import Play

    got = table_with_a_hint_of("pondscape", lambda a: isinstance(a, Play), 3, players=("Ana",))
    assert got is not None
    app, table, action = got
    key(app, pygame.K_TAB)
    hand = next(r for c, r in zip(table.hand, table.hand_rects) if c == action.card)
    go_to(app, lambda t: t.rect.collidepoint(hand.center), "the card to play")
    key(app, pygame.K_RETURN)   # picked up
    assert table.selected == action.card
    first = table.cell_rects[0]
    go_to(app, lambda t: t.rect.collidepoint(first.center), "the pond's first space")
    for _ in range(10):
        advance(app, 300)   # the ring rests: its tooltip shows
    tooltips.clear()
    app.render()
    assert tooltips, "no tooltip for the ring"
    box = tooltips[-1]
    spaces = [table.cell_rects[c] for c in table.state.legal_cells()]   # (from the rules)
    assert len(spaces) > 3 and not [r for r in spaces if box.colliderect(r)], (box, spaces)
    pygame.quit()
