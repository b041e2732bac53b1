"""Nothing drawn over anything on Paddy's table: the table's message sits in the info strip (not
over the players panel), the ghost's verdict over a hint's outlines, the hand's words whole or not
at all, a harvest row's verdict readable in its tooltip; and a hint picks up the cards it suggests
and names the key that turns the tile."""
import pygame
import pytest

from driver import click, make_app
from game.rules.paddy import KeepEvents, PlacePaddy
from game.ui import draw
from test_paddy_height import at_step, cascade_board, fresh, open_scene


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def recorded(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    seen = []
    real = draw.text

    def record(surface, assets, string, pos, *args, **kwargs):
        rect = real(surface, assets, string, pos, *args, **kwargs)
        seen.append((string, rect))
        return rect
    monkeypatch.setattr(draw, "text", record)
    return seen


def test_the_message_zone_covers_no_panel_and_replaces_the_info_lines(app, monkeypatch):
    scene = open_scene(app, fresh())
    L = scene.layout
    message = L.zone("message")
    for name in ("players", "track", "hand", "board", "btn_numerals", "log"):
        assert not message.colliderect(L.zone(name)), name
    assert L.zone("info").contains(message)
    seen = recorded(monkeypatch)
    scene.inform("Undone: Place a 1-plot tile on B2 (1-plot card, day card)")
    app.render()
    info = L.zone("info")
    inside = [text for text, rect in seen if info.colliderect(rect)]
    assert any(text.startswith("Undone") for text in inside)
    assert not any(text.startswith("Tiles left") for text in inside)     # the info lines wait


def test_a_hint_picks_up_its_cards_turns_the_tile_and_names_the_key(app):
    for seed in range(3, 40):
        s = fresh(2, seed)
        at_step(s, "paddy", 0)
        hinted = next((a for a in s.legal_actions() if isinstance(a, PlacePaddy) and a.tile == 3 and a.rotation),
                      None)
        if hinted is not None:
            break
    scene = open_scene(app, s)
    scene._hint_arrived(hinted, None)
    assert (scene.sel_card, scene.sel_half, scene.rotation) == (hinted.card, hinted.half, hinted.rotation)
    text = scene.message[0]
    assert "(R " in text and "rotation" not in text
    # the outlined plots are where a click places exactly the hinted tile
    click(app, scene.art.anchor_point(hinted.cell, hinted.tile))
    assert scene.match.actions[-1] == hinted


def test_a_draft_hint_picks_the_two_events(app):
    from game.rules.base import Setup
    from game.rules.paddy import PaddyState
    s = PaddyState.new(Setup("paddy", ("Ana", "Ben"), 0), 2)
    scene = open_scene(app, s)
    pair = next(a for a in s.legal_actions() if isinstance(a, KeepEvents))
    scene._hint_arrived(pair, None)
    assert sorted(scene.draft_pick) == sorted(pair.letters)
    click(app, scene.layout.zone("btn_done").center)
    assert scene.match.actions[-1] == pair


def test_the_ghosts_verdict_is_drawn_over_the_hint_outlines(app, monkeypatch):
    s = fresh(2)
    at_step(s, "paddy", 0)
    scene = open_scene(app, s)
    choices = {k: v for k, v in s.placement_choices().items() if v}
    (card, half), options = sorted(choices.items())[0]
    scene._hint_arrived(options[0], None)
    order = []
    real_rects, real_callout = scene.hint_rects, draw.callout
    monkeypatch.setattr(scene, "hint_rects", lambda action: (order.append("hint"), real_rects(action))[1])
    monkeypatch.setattr(draw, "callout", lambda *a, **k: (order.append("callout"), real_callout(*a, **k))[1])
    app.input.pointer = scene.art.anchor_point(options[0].cell, options[0].tile)
    app.render()
    assert "callout" in order and "hint" in order
    assert max(i for i, x in enumerate(order) if x == "hint") < max(i for i, x in enumerate(order) if x == "callout")


def test_the_hands_words_are_whole_never_cut_and_harvest_rows_read_in_full(app, monkeypatch):
    s = cascade_board()
    scene = open_scene(app, s)
    seen = recorded(monkeypatch)
    app.render()
    hand = scene.layout.zone("hand")
    assert not [t for t, r in seen if hand.colliderect(r) and t.endswith("\u2026")]
    click(app, scene.layout.zone("btn_now").center)
    rect, row = scene.harvest_rows[0]
    tip = scene.tooltip_at(rect.center)
    assert tip is not None and scene.harvest_words(row) in tip.lines


def test_the_events_line_is_drawn_whole_or_not_at_all_in_both_languages(app, monkeypatch):
    from game import i18n
    from game.rules.paddy.data import EVENT_CARDS, event_name
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        try:
            s = fresh(2)
            at_step(s, "paddy", 0)
            for slot, letter in enumerate("AH"):     # seat 0 holds A and H (swapped with where they were)
                want = EVENT_CARDS.index(letter)
                held = s.event_hands[0][slot]
                for pile in (s.event_box, *s.event_hands[1:], s.event_played):
                    if want in pile:
                        pile[pile.index(want)] = held
                s.event_hands[0][slot] = want
            scene = open_scene(app, s)
            for kind, value, rect in list(scene.hand_cards):     # a long step text above the events
                if kind in ("paddy", "half") and scene._card_clickable(kind, value) and scene.tile_size == 0:
                    click(app, rect.center)
            seen = recorded(monkeypatch)
            app.render()
            hand = scene.layout.zone("hand")
            lines = [t for t, r in seen if hand.colliderect(r) and r.top > scene.reserve_rect.bottom]
            drawn = "".join(lines).replace(" ", "")
            name = event_name("H").replace(" ", "")
            if name[:3] in drawn:
                assert name in drawn, lines          # the whole name, never "H Mud in"
        finally:
            i18n.set_language("en")
            monkeypatch.undo()


def test_a_dew_raised_terrace_reads_its_level_and_the_dew_apart(app, monkeypatch):
    """Dew on the peaks raises a terrace for its profile only: the harvest's row says "Lv 3+1"
    beside a title that names the highest terrace by its real level (a play-tester read "Lv 4"
    under "highest terrace: level 3" as a contradiction)."""
    import random

    from game.rules.base import Setup
    from game.rules.match import Match
    from game.rules.paddy import PlayEvent
    from driver import button_pos

    def raised(state):
        return [t for h in state.harvests for t in h["terraces"]
                if t["profile_level"] != t["level"] and (t["majority"] is not None or any(t["animals"]))]

    for seed in range(1, 80):
        match = Match(Setup("paddy", ("Ana", "Ben", "Cy", "Di")), seed)
        rng = random.Random(seed)
        while not match.state.is_over() and not raised(match.state):
            legal = match.state.legal_actions()
            dew = [a for a in legal if isinstance(a, PlayEvent) and a.letter == "G"]
            match.apply(dew[0] if dew else rng.choice(legal))
        if raised(match.state):
            break
    else:
        raise AssertionError("no game played Dew on the peaks on a scoring terrace")
    state = match.state
    scene = open_scene(app, state)
    if scene.show_harvest != len(state.harvests) - 1:   # the harvest just counted may show by itself
        click(app, button_pos(scene, "Harvests"))
    assert scene.shown_harvest() == state.harvests[-1]
    shown = [t for _rect, t in scene.harvest_rows]
    t = next(t for t in shown if t["profile_level"] != t["level"])
    seen = recorded(monkeypatch)
    app.render()
    texts = [text for text, _rect in seen]
    assert f"Lv {t['level']}+{t['profile_level'] - t['level']}" in texts
    assert [u for u in shown if f"Lv {u['level']}" in texts or f"Lv {u['level']}+1" in texts] == shown


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_plot_line_is_drawn_whole_over_every_plot(app, monkeypatch, lang):
    """The info box's first line (plot, level, terrace, waterfall) shrinks before it is cut: a
    play-test read "… · terrace of 5 pl…".  Every plot of a late, busy board, both languages."""
    import random

    from game import i18n
    from game.rules.base import Setup
    from game.rules.match import Match

    match = Match(Setup("paddy", ("Ana", "Ben", "Cy", "Di")), 11)
    rng = random.Random(11)
    while match.state.cycle < 4 or sum(1 for v in match.state.level if v) < 40:
        match.apply(rng.choice(match.state.legal_actions()))
    i18n.set_language(lang)
    try:
        scene = open_scene(app, match.state)
        assert any(t["waterfall"] for t in scene.terraces)
        seen = recorded(monkeypatch)
        for cell in range(64):
            if not scene.state.level[cell]:
                continue
            pointer = scene.art.cell_rect(cell).center
            seen.clear()
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
            app.render()
            whole = scene._info_line(pointer)
            assert whole in [text for text, _rect in seen], (whole, seen)
    finally:
        i18n.set_language("en")
