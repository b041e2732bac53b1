"""Issue 13 point 2: every component explains itself on hover, through the one tooltip system.

Each title's table is driven with real MOUSEMOTION events and the rest timer; the fairness tests
hover a grid over the whole table in a hot-seat position and check that no tooltip, text or
picture, names or draws a card the viewer may not see."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.ui.tooltip import REST_MS


@pytest.fixture(scope="module")
def app():
    app = make_app()
    yield app


def hover(app, pos):
    """Rest the pointer at `pos` (a real motion event, then the rest timer): the tooltip shown."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    table = app.top
    assert table.hover.visible is None or table.hover.visible.key == getattr(table.tooltip_at(pos), "key", None)
    advance(app, REST_MS + 10)
    return table.hover.visible


def table_for(app, match, seat=None):
    table = registry.scene_class(match.setup.title)(app, match)
    app.reset(table)
    current = match.state.current_player()
    table.show_to(seat if seat is not None else (0 if current is None or current < 0 else current))
    table.settle()
    return table


def match_where(title, players, pred, seeds=range(1, 60), steps=600):
    """The first position of a seeded random game that satisfies `pred`."""
    for seed in seeds:
        match = Match(Setup(title, tuple(f"P{i + 1}" for i in range(players))), seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if pred(match.state):
                return match
            if match.state.is_over():
                break
            match.apply(rng.choice(match.state.legal_actions()))
    raise AssertionError("no such position")


def text_of(tip) -> str:
    return " ".join((tip.title, *tip.lines))


# ====================================================================== Koinobori
def test_koinobori_cards_say_their_carp_and_what_their_ability_does_and_when(app):
    from game.rules.koinobori import CARD_ABILITY, CARD_CARP, COLOUR_NAMES, card_name
    from game.rules.koinobori.data import ability_help, level_help

    match = match_where("koinobori", 3, lambda s: s.step == "start" and any(CARD_ABILITY[c] for c in s.row)
                        and any(len(space) > 1 for pole in s.poles for space in pole))
    table = table_for(app, match)
    st = match.state
    k = next(k for k, c in enumerate(st.row) if CARD_ABILITY[c])
    card = st.row[k]
    tip = hover(app, table.row_rects[k].center)
    words = ability_help(CARD_ABILITY[card])
    assert tip.title == card_name(card)
    assert f"{words['name']} ability \u2014 {words['does']}" in tip.lines and words["when"] in tip.lines
    assert f"{len(CARD_CARP[card])} carp: " + ", ".join(COLOUR_NAMES[c] for c in CARD_CARP[card]) + "." in tip.lines
    assert tip.icon is not None                        # the ability icon, drawn beside the name
    app.render()                                        # and the box draws
    # a card covered by a Stack card is named in the top card's tooltip
    i, s = next((i, s) for i, pole in enumerate(st.poles) for s, space in enumerate(pole) if len(space) > 1)
    tip = hover(app, table.slot_rects[i][s].center)
    assert tip.title == card_name(st.poles[i][s][-1])
    assert any(card_name(st.poles[i][s][-2]) in line and "no longer count" in line for line in tip.lines)
    # a pole's tally and who would score it now
    tip = hover(app, (table.columns[i].x + 8, table.columns[i].y + 20))
    tally = st.pole_tally(i)
    assert tip.title.startswith(f"Pole {i + 1}: {len(st.poles[i])} of 5")
    assert all(f"{COLOUR_NAMES[['dark_green', 'orange', 'black', 'purple', 'yellow_green', 'pink'].index(c)]} {v}"
               in tip.lines[0] for c, v in tally.items())
    assert any(line.startswith("If the game ended now:") for line in tip.lines)
    # the start flag, the level card, the players panel
    assert hover(app, table.flag_rects[0].center).title.startswith("Start flag of pole 1")
    tip = hover(app, table.level_rect.center)
    assert [line for line in tip.lines if line.startswith("Level")] == [
        f"Level {n}{' (now)' if n == st.level(table.viewer) else ''}: {level_help(n)}" for n in range(1, 5)]
    other = (table.viewer + 1) % 3
    tip = hover(app, table.player_rects[other].center)
    assert tip.title == st.names[other]
    assert f"Hand: {len(st.hands[other])} of {st.abilities(other).hand} cards (hidden)." in tip.lines
    assert f"Personal pole: {len(st.own_poles[other])} of 3 cards, face down." in tip.lines
    # moving off every component hides the tooltip
    hover(app, (5, 700))
    assert app.top.hover.visible is None


def test_koinobori_scoring_cards_and_scores_explain_the_end(app):
    match = match_where("koinobori", 3, lambda s: s.is_over(), steps=2000)
    table = table_for(app, match)
    result = match.state.scoring()
    cid = result["flip_order"][0]
    from game.scenes.koinobori.layout import scoring_card_rects
    rects = dict(zip(["dark_green", "orange", "black", "purple", "yellow_green", "pink"],
                     scoring_card_rects(table.layout.zone("row"), 6)))
    tip = hover(app, rects[cid].center)
    assert tip.title.endswith("scoring card: positive")
    sz = table.layout.zone("scores")
    tip = hover(app, (sz.x + 60, sz.y + 40))
    assert tip.title.startswith(f"{match.state.names[0]}: {result['totals'][0]} points")
    assert any("scored nowhere" in line for line in tip.lines)


# ====================================================================== Ladybird
def test_ladybird_bonus_icons_cards_food_and_tiles_explain_themselves(app):
    from game.rules.ladybird import data as D

    def ready(s):
        return (s.step == "choose" and not s.is_over()
                and any(o for q in range(s.num_players) for o in s.orch[q])
                and any(c >= 0 and not D.IS_HARLEQUIN[c] for c in s.pool))
    match = match_where("ladybird", 3, ready)
    table = table_for(app, match)
    st = match.state
    # the bonus icons above a column (about 15 px): what they are and what they score now
    q, k = next((q, k) for q in range(3) for k, tab in enumerate(table.tableaux[q]) if tab["orchard"])
    tab = table.tableaux[q][k]
    tip = hover(app, table.seats[q].bonus[k].center)
    assert tip.title == f"Bonus cards above {st.players[q]}'s {tab['colour']} column"
    column = next(c for c in st.score_details(q)["columns"] if c["colour"] == tab["colour"])
    assert any(D.help_text("orchard", value=1) in line for line in tip.lines)
    assert tip.lines[-1].startswith(f"Worth {column['points']} points now")
    # a pool card: colour, stage (what it unlocks), type (how it scores)
    s = next(s for s, c in enumerate(st.pool) if c >= 0 and not D.IS_HARLEQUIN[c])
    card = st.pool[s]
    tip = hover(app, table.pool_rects[s].center)
    assert tip.title == D.card_name(card)
    assert f"Stage: {D.STAGES[D.CARD_STAGE[card]]}. {D.unlock_help(D.CARD_STAGE[card])}" in tip.lines
    assert f"Type: {D.TYPES[D.CARD_TYPE[card]]}. {D.type_help(D.CARD_TYPE[card])}" in tip.lines
    from game.scenes.ladybird.art import stage_frame
    assert tip.icon == ("ladybird", stage_frame(D.CARD_STAGE[card], D.CARD_TYPE[card]))
    # a food stack's top tile: cost, points, honeydew / mould
    top = st.stacks[0][-1]
    tip = hover(app, table.stack_rects[0].center)
    assert tip.title == D.food_name(top).capitalize()
    assert all(line in tip.lines for line in D.food_help(top))
    # a garden tile with its two options, even before its day
    tip = hover(app, table.tile_rects[3].center)
    assert "Shed" in tip.title and D.tile_help(4) in tip.lines
    assert "A: place a card" in D.tile_help(4) and "B: take an orchard card" in D.tile_help(4)
    # another seat's hand: only how many cards
    other = next(p for p in range(3) if p != table.viewer)
    seat = table.seats[other]
    tip = hover(app, seat.hand_icon.center)
    assert tip.title == f"{st.players[other]}'s hand: {len(st.hands[other])} cards (hidden)"
