"""Paddy's tooltips never lie over a plot that glows for a click (a play-test, 1280x720 and
1024x600, English and Japanese): the tooltip of a bare plot beside the pointer covered E1, the
one plot the animal from the reserve could go to, and the "Level numbers" tooltip covered the
dots where the tile in hand could go.  The pointer's tooltips (real mouse-motion events over the
board, the hand, the reserve, the players' rows and the score track) and the ring's (Tab and
arrows, real key events) are read as they are drawn; the legal plots come from the rules' legal
moves."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click, move
from driver import advance
from game import i18n
from game.rules.paddy import PlaceAnimal, PlacePaddy
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.table import TableScene
from game.ui.tooltip import REST_MS
from keyboard import go_to, targets, with_key
from test_hints import settle
from test_overlays_keep_clear_of_targets import tooltips  # noqa: F401  (the fixture)

import random


def table_at(step: str, size):
    """A two-player Paddy table (both seats people) played by random legal moves until the person
    at the screen places a paddy tile (`step` "paddy": its two cards picked by clicks, so the
    tile is in hand) or animals from the reserve ("animals")."""
    for seed in range(1, 30):
        app = app_at(size)
        registry.start_new(app, Setup("paddy", ("Ana", "Ben"), 0), seed)
        table = app.find(TableScene)
        chooser = random.Random(seed)
        for _ in range(200):
            settle(app, table)
            st = table.state
            table.input_grace = 0
            legal = st.legal_actions()
            if st.current_player() == table.viewer and st.step == step:
                if step == "animals" and any(isinstance(a, PlaceAnimal) and a.src < 0 for a in legal):
                    return app, table
                tiles = [a for a in legal if isinstance(a, PlacePaddy) and a.tile > 0]
                if step == "paddy" and tiles:
                    action = chooser.choice(tiles)
                    for kind, value in (("paddy", action.card), ("half", action.half)):
                        if (table.sel_card, table.sel_half)[kind == "half"] != value:
                            click(app, next(r for k, v, r in table.hand_cards if (k, v) == (kind, value)).center)
                    assert table.tile_size == action.tile, "the two cards did not put the tile in hand"
                    return app, table
            table.act(chooser.choice(legal))
        pygame.quit()
    pytest.fail(f"no {step} step for the person at the screen")


def legal_plots(table) -> list[pygame.Rect]:
    """The plots that glow for a click now, from the rules' legal moves: where an animal from the
    reserve may go; for the tile in hand, the plot under each dot that places it there."""
    st, art = table.state, table.art
    legal = st.legal_actions()
    if st.step == "animals":
        return [art.face_rect(a.dst) for a in legal if isinstance(a, PlaceAnimal) and a.src < 0]
    out = []
    for a in legal:
        if isinstance(a, PlacePaddy) and (a.card, a.half, a.tile, a.rotation) == (
                table.sel_card, table.sel_half, table.tile_size, table.rotation):
            out.append(art.face_rect(art.cell_at(art.anchor_point(a.cell, a.tile, a.rotation))))
    return out


def places_to_point_at(table) -> list[tuple[int, int]]:
    """Every plot, every card in hand, the reserve, the players' rows (and their 'if the harvest
    were now' figures), the score track and the board's two buttons."""
    art = table.art
    out = [art.cell_rect(c).center for c in range(64) if art.cell_rect(c).w > 4]
    out += [r.center for _k, _v, r in table.hand_cards]
    out += [table.reserve_rect.center, (table.reserve_rect.x + 8, table.reserve_rect.y + 8)]
    for q, row in enumerate(table.player_rows):
        out += [row.center, (row.x + 20, row.centery), table.now_rect(q).center]
    track = table.track_rect
    out += [(x, track.centery) for x in range(track.x, track.right, 60)]
    out += [table.layout.zone("btn_numerals").center, table.layout.zone("btn_now").center]
    return out


def shown_after_rest(app, boxes) -> pygame.Rect | None:
    for _ in range(3):
        advance(app, REST_MS)
    boxes.clear()
    app.render()
    return boxes[-1] if boxes else None


@pytest.mark.parametrize("step", ["paddy", "animals"])
@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("ja", (1280, 720)), ("en", (1024, 600)),
                                       ("ja", (1024, 600))])
def test_no_tooltip_lies_over_a_plot_that_glows(step, lang, size, tooltips):
    i18n.set_language(lang)
    try:
        app, table = table_at(step, size)
        plots = legal_plots(table)
        assert plots
        moves = len(table.match.actions)
        shown = 0
        for pos in places_to_point_at(table):
            move(app, pos)
            box = shown_after_rest(app, tooltips)
            if box is None:
                continue
            shown += 1
            covered = [r for r in plots if box.colliderect(r)]
            assert not covered, (pos, table.hover.visible.title, box, covered)
        assert shown > 5, "hardly any tooltip was shown"   # (none over the board while a tile is in hand)
        # the ring's tooltips: Tab, then the arrows to each thing it reaches
        go_to(app, lambda t: True)
        ring_shown = 0
        for target in list(targets(app)):
            if target.group not in ("board", "hand", "reserve"):
                continue
            go_to(app, with_key(target.key), str(target.key))
            box = shown_after_rest(app, tooltips)
            if box is not None:
                ring_shown += 1
                covered = [r for r in plots if box.colliderect(r)]
                assert not covered, (target.key, table.hover.visible.title, box, covered)
        # (while a tile is in hand the ring on a plot shows the tile's ghost, not a tooltip)
        assert ring_shown > 10 or step == "paddy", "hardly any tooltip was shown for the ring"
        assert len(table.match.actions) == moves and table.state.step == step
        pygame.quit()
    finally:
        i18n.set_language("en")
