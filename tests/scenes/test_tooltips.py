"""Issue 13 point 2: every component explains itself on hover, through the one tooltip system.

Each title's table is driven with real MOUSEMOTION events and the rest timer; the fairness tests
hover a grid over the whole table in a hot-seat position and check that no tooltip, text or
picture, names or draws a card the viewer may not see."""
from __future__ import annotations

import random
import re

import pygame
from game.ui import paint
from game.ui.canvas import pixels
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


# ====================================================================== Pondscape
def test_pondscape_an_opponents_pond_shows_full_size_water_cards_face_down(app):
    from game.rules.pondscape.data import card_name
    from game.scenes.pondscape.tips import PICTURE_CELL

    def ready(s):
        return (s.phase == "play" and s.current_player() == 0
                and any(s.downs[1][c] and s.ponds[1][c] >= 0 for c in range(15))
                and any(not s.downs[1][c] and s.ponds[1][c] >= 0 for c in range(15)))
    match = match_where("pondscape", 3, ready)
    table = table_for(app, match)
    st = match.state
    tip = hover(app, table._mini_cell(1, 7).center)      # a 28-pixel cell of P2's small pond
    assert tip.key == ("pond", 1) and tip.title.startswith("P2's pond")
    assert tip.picture is not None and tip.picture_size[0] >= 5 * PICTURE_CELL[0]
    assert PICTURE_CELL[0] >= 2 * 28                   # at least twice the table's cells
    app.render()                                       # the tooltip draws the pond with the table's art
    drawn = table.picture_drawn
    placed = [c for c in range(15) if st.ponds[1][c] >= 0]
    assert len(drawn) == len(placed)
    for side, card, seat in drawn:
        assert seat == 1
        if side == "water":
            assert card is None                        # a water card's front stays hidden
        else:
            assert card in st.ponds[1] and not st.downs[1][st.ponds[1].index(card)]
    # your own cards: both sides, as the rules allow
    card = table.hand[0]
    r = table.hand_rects[0]
    tip = hover(app, (r.x + 6, r.centery))
    assert tip.title == card_name(card)
    assert any(line.startswith("Face up:") for line in tip.lines)
    assert any(line.startswith("Face down: water card") for line in tip.lines)
    # a display card and its movement card
    tip = hover(app, table.slot_rects[2].center)
    assert tip.title == card_name(st.display[2]) and tip.lines[0].startswith("Display, right slot")
    assert hover(app, table.move_rects[1].center).title == "Movement card 1"


def test_pondscape_the_croaker_and_its_deck_explain_themselves(app):
    match = match_where("pondscape", 1, lambda s: s.current_player() == 0 and s.croaker_turns >= 2)
    table = table_for(app, match)
    tip = hover(app, table.others_zone.center)
    assert tip.title == "The Croaker"
    croaker = match.state.view(0)["croaker"]
    assert any(line.startswith(f"Its deck: {croaker['deck_count']} card") for line in tip.lines)
    assert any("Tadpole" in line for line in tip.lines)


# ====================================================================== fairness: nothing hidden leaks
def _sweep(app, match, viewer, step=8):
    """Every tooltip found on a grid over the whole table: {key: (title, lines)} and each picture
    drawn, as pixels."""
    table = table_for(app, match, viewer)
    texts, pictures = {}, {}
    for y in range(0, 720, step):
        for x in range(0, 1280, step):
            tip = table.tooltip_at((x, y))
            if tip is None:
                continue
            texts[tip.key] = (tip.title, tip.lines)
            if tip.picture is not None and tip.key not in pictures:
                surface = paint.layer(tip.picture_size, pygame.SRCALPHA)
                tip.picture(surface, surface.get_rect())
                pictures[tip.key] = pygame.image.tobytes(pixels(surface), "RGBA")
    return texts, pictures


def _swap_hidden(title, state, viewer, rng):
    """Change what `viewer` may not see and nothing else: other seats' hands and secret cards
    trade places with cards of the deck (a water card only with one of the same water side)."""
    others = [q for q in range(len(state.player_names())) if q != viewer]

    def trade(cards, pool, same=lambda a, b: True):
        for i, card in enumerate(cards):
            choices = [j for j, c in enumerate(pool) if same(card, c)]
            if choices:
                j = rng.choice(choices)
                cards[i], pool[j] = pool[j], card

    if title == "koinobori":
        for q in others:
            trade(state.hands[q], state.deck)
            state.hands[q].sort()
            trade(state.own_poles[q], state.deck)
        rng.shuffle(state.deck)
    elif title == "ladybird":
        for q in others:
            trade(state.hands[q], state.deck)
        if state.step == "choose":
            for q in others:
                if isinstance(state.revealed[q], int) and state.revealed[q] >= 0:
                    box = [state.revealed[q]]
                    trade(box, state.deck)
                    state.revealed[q] = box[0]
        rng.shuffle(state.deck)
    elif title == "pondscape":
        from game.rules.pondscape.data import BACK_FOODS, BACK_LEAF, BACK_POINTS

        def same_back(a, b):
            return (BACK_FOODS[a], BACK_LEAF[a], BACK_POINTS[a]) == (BACK_FOODS[b], BACK_LEAF[b], BACK_POINTS[b])
        for q in others:
            trade(state.hands[q], state.deck)
            for under in state.tucked[q]:
                trade(under, state.deck)
            water = [c for c in range(15) if state.downs[q][c] and state.ponds[q][c] >= 0]
            cards = [state.ponds[q][c] for c in water]
            trade(cards, state.deck, same_back)
            for c, card in zip(water, cards):
                state.ponds[q][c] = card
        rng.shuffle(state.deck)
        state._version += 1
        state._score_cache = None
    elif title == "paddy":
        for q in others:
            trade(state.paddy_hands[q], state.paddy_deck)
            trade(state.dn_hands[q], state.dn_deck)
            trade(state.event_hands[q], state.event_box)
        state._ver += 1


HIDDEN_POSITIONS = {
    "koinobori": (3, lambda s: s.step == "start" and all(s.hands) and any(s.own_poles)),
    "ladybird": (3, lambda s: s.step == "choose" and s.turn_pos == 2 and s.day >= 2),
    "pondscape": (3, lambda s: s.phase == "play" and s.current_player() == 2
                  and any(s.downs[q][c] for q in (0, 1) for c in range(15))
                  and any(any(t) for q in (0, 1) for t in s.tucked[q])),
    "paddy": (3, lambda s: s.step == "paddy" and s.cycle >= 2),
}


@pytest.mark.parametrize("title", sorted(HIDDEN_POSITIONS))
def test_no_tooltip_ever_reveals_a_card_the_viewer_may_not_see(app, title):
    """Hover a grid over the whole table in a hot-seat position: the tooltips (text and pictures)
    must be the same whatever the other seats hold in secret, and name no hidden card."""
    from game.rules.registry import state_class

    players, pred = HIDDEN_POSITIONS[title]
    match = match_where(title, players, pred, steps=900)
    viewer = match.state.current_player()
    position = match.state.to_position()
    state = state_class(title).from_position(position)
    twin_state = state_class(title).from_position(position)
    _swap_hidden(title, twin_state, viewer, random.Random(7))
    assert twin_state.to_position() != position                        # the secrets did change...
    assert twin_state.view(viewer) == state.view(viewer)               # ...and nothing the viewer sees
    texts, pictures = _sweep(app, Match.from_state(state), viewer)
    assert len(texts) > 20
    twin_texts, twin_pictures = _sweep(app, Match.from_state(twin_state), viewer)
    assert twin_texts == texts
    assert twin_pictures == pictures
    # and, read against the rules' view: no tooltip names a card only a hidden place holds
    words = " ".join(" ".join((t, *lines)) for t, lines in texts.values())
    for name in _hidden_only_names(title, match.state, viewer):
        # a whole name ('dark green + orange' is also the start of 'dark green + orange + black')
        assert not re.search(rf"(?<!\+ ){re.escape(name)}(?! \+)", words), name


def _hidden_only_names(title, state, viewer):
    """Names of cards the viewer may not see that no card they may see shares (so a tooltip
    naming one would give a secret away)."""
    view = state.view(viewer)
    if title == "koinobori":
        from game.rules.koinobori import card_name
        seen = set(view["row"]) | {c for pole in view["poles"] for space in pole for c in space}
        seen |= set(view["hands"][viewer]) | set(view["own_poles"][viewer])
        hidden = set(range(81)) - seen
        names = {card_name(c) for c in hidden} - {card_name(c) for c in seen}
        return {n for n in names if "+" in n or "(" in n}   # 'orange' alone is also a colour's name
    if title == "ladybird":
        from game.rules.ladybird import data as D
        seen = {c for c in view["pool"] if c >= 0} | set(view["seats"][viewer]["hand"] or [])
        for seat in view["seats"]:
            seen |= {c for tab in seat["tableau"] for c in tab["cards"]}
            if isinstance(seat["revealed"], int) and seat["revealed"] >= 0:
                seen.add(seat["revealed"])
        seen |= set(view["discard"])
        hidden = set(range(D.NUM_CARDS)) - seen
        return {D.card_name(c) for c in hidden} - {D.card_name(c) for c in seen}
    if title == "pondscape":
        from game.rules.pondscape.data import NUM_CARDS, card_name
        seen = {c for c in view["display"] if c is not None} | set(view["hand"] or [])
        for pond in view["ponds"]:
            seen |= {e["card"] for e in pond if e is not None and e["card"] is not None}
        hidden = set(range(NUM_CARDS)) - seen
        return {card_name(c) for c in hidden} - {card_name(c) for c in seen}
    return set()   # Paddy's hidden cards are only sizes and halves: the swap above covers them


def test_a_tooltip_follows_the_table_when_it_changes_under_the_pointer(app):
    """The Croaker removes the display card being read: the tooltip does not go on describing it."""
    from driver import end_turn
    from game.rules.pondscape import Take
    from game.scenes.common.table import AUTOMA_STEP_MS

    for seed in range(1, 40):
        match = match_where("pondscape", 1, lambda s: s.phase == "take" and s.current_player() == 0,
                            seeds=[seed])
        table = table_for(app, match)
        st = match.state
        while st.phase != "croaker":
            legal = st.legal_actions()
            table.act(next((a for a in legal if not isinstance(a, Take)), legal[0]))
            end_turn(app)
        before = list(st.display)
        tip = hover(app, table.slot_rects[2].center)            # read the right-hand display card...
        assert tip.key == ("display", 2, before[2])
        advance(app, AUTOMA_STEP_MS)                            # ...while the Croaker takes its turn
        assert st.current_player() == 0
        hover_now = app.top.hover
        if st.display[2] == before[2]:
            assert hover_now.visible is not None and hover_now.visible.key == tip.key   # still up, updated
            continue
        assert hover_now.visible is None                        # the card left: the old words go
        assert hover_now.tip is not None and hover_now.tip.key == ("display", 2, st.display[2])
        advance(app, REST_MS + 10)
        assert hover_now.visible.key == ("display", 2, st.display[2])   # the new card's, after a rest
        return
    raise AssertionError("the Croaker never took the right-hand card")


def test_ladybird_solo_a_hand_card_says_place_not_reveal(app):
    """Alone there is no reveal and no confirm: a hand card's tooltip says a click places it
    (a play-test read "You may reveal it this round: choose it, then confirm" in solo)."""
    match = Match(Setup("ladybird", ("Ann",)), 4)
    table = table_for(app, match, 0)
    assert match.state.step == "choose"
    card = next(c for c in table.hand if c in table.hand_ok)
    rect = table.hand_rects[table.hand.index(card)]
    tip = hover(app, (rect.x + 8, rect.centery))
    assert "You may place it this round: choose it." in tip.lines
    assert not any("reveal" in line for line in tip.lines)
