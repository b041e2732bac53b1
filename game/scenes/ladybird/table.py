"""Ladybird's table: the pool, the orchard cards with their aphids, the food-tile stacks, every
seat's garden of colour columns with their bonus cards, the viewer's hand and garden tiles.

The rules decide everything: this scene draws `self.state` (hands and secret choices through
`state.view(viewer)`), highlights what the rules list as legal, and turns clicks into actions
through `self.act`.  This module holds the scene's own state and what it derives from the rules
after each change (refresh); the work is split by job: layout.py (geometry),
input.py (clicks), motion.py (tweens and the reveal flip), supply.py (pool,
orchard row, food stacks), gardens.py (every seat's garden), marks.py (the others' last moves), scores.py (running and final
scores), panels.py (hand and garden tiles), tips.py (tooltips) and art.py (the composed components).
"""
from __future__ import annotations

from ...i18n import N_, _
import pygame

from ...rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                              PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from ...rules.ladybird import data as D
from ...ui import theme
from ...ui.canvas import current_scale
from ...ui.anim import Flash, Tween
from ...ui.widgets import Button
from . import layout as geo
from .art import CARD_ASPECT, LadybirdArt
from .damage import LadybirdDamageMixin
from .gardens import Gardens
from .hints import hint_rects, take_up_hint
from .input import TableInput
from .marks import Marks
from .motion import Motion
from .panels import Panels
from .scores import Scores
from .supply import Supply
from .tips import LadybirdTips
from ..common.open_hands import draw_open_hands
from ..common.table import TableScene
from .focus import LadybirdFocus

OPTION_LABELS = {4: (N_("A: Place a card"), N_("B: Orchard card")), 5: (N_("A: Memory"), N_("B: Picnic"))}
# the top bar once the Shed or Tea time is picked (the rules' prompt still asks for a tile)
OPTION_PROMPTS = {4: N_("choose A or B for the Shed."), 5: N_("choose A or B for Tea time.")}


class LadybirdScene(LadybirdFocus, TableInput, Motion, Marks, Supply, Gardens, Panels, Scores, LadybirdTips, LadybirdDamageMixin, TableScene):
    wants_before_position = True
    _measured_at: float | None = None   # the window scale `refresh` measured the texts at

    def __init__(self, app, match, saver=None) -> None:
        super().__init__(app, match, saver)
        self.art = LadybirdArt(self.assets)
        self.selected: int | None = None     # hand card picked for the secret reveal
        self.tile_pick: int | None = None    # Shed / Tea time picked: its A/B buttons show
        self._animate = False
        self._flip: dict[int, int] = {}      # seat -> card being revealed by the flip
        self.card_rects: dict[tuple, pygame.Rect] = {}
        self.view: dict = {}
        self._moving: dict = {}              # component key -> its running Tween (per frame)
        self.round_reveal: dict[int, int] = {}   # seat -> card revealed this round (-1: nothing)
        self._reveal_seen: dict[tuple, set] = {}  # (day, round) -> seats that saw the reveal flip
        self._pointer_hit = None             # what is under the pointer (per frame)

    def scale_changed(self) -> None:
        """What was measured once per change (the seats' columns leave room for the word
        "Revealed" as the font measures it, the wrapped log) was measured at the old scale,
        where fonts round widths differently: laid out again.  The card pictures follow by
        themselves (art.py)."""
        super().scale_changed()
        self.refresh()
        self._update_chrome()

    # ------------------------------------------------------------------ derived data
    def refresh(self) -> None:
        st = self.state
        L = self.layout
        self._measured_at = current_scale()
        self.view = view = st.view(self.viewer)
        if self.open_hands:
            # a finished game's replay hides nothing ("every seat", docs/controls.md): a card
            # chosen in secret shows face up as soon as it is chosen, not as a card back until
            # the last seat has chosen (an unfinished game's replay never opens the hands)
            for q, seat_view in enumerate(view["seats"]):
                if seat_view["revealed"] == "hidden":
                    seat_view["revealed"] = st.revealed[q]
        seat = st.current_player()
        self.my_turn = my_turn = self.viewer_acts(seat) and not st.is_over()
        step = st.step
        hand = view["seats"][self.viewer]["hand"] if self.viewer is not None else None
        self.hand: list[int] = sorted(hand, key=_card_order) if hand else []
        if self.selected not in self.hand or step != "choose":
            self.selected = None
        if step != "garden" or not my_turn:
            self.tile_pick = None

        # what the draw code shows, derived once per change instead of once per frame
        self.tableaux = [s["tableau"] for s in view["seats"]]
        self.round_reveal = self._round_reveal()
        self.food_totals = [st.food_per_type(q) for q in range(st.num_players)]
        self.over_limit = self.viewer is not None and st.cards_over_limit(self.viewer) > 0

        self.pool_rects = geo.pool_rects(L.zone("pool"), len(st.pool))
        self.deck_rect = geo.pool_deck_rect(L.zone("pool"))
        self.orchard_rects = geo.orchard_rects(L.zone("orchard"), len(st.orchard_row))
        self.orchard_deck_rect = geo.orchard_deck_rect(L.zone("orchard"))
        self.stack_rects = geo.stack_rects(L.zone("food"), len(st.stacks))
        self.hand_rects = geo.hand_rects(L.zone("hand"), self.hand, self.selected)
        self.tile_rects = geo.tile_rects(L.zone("tiles"))
        self.tiles_seat = self.viewer
        label_w = self.assets.font(theme.SMALL_SIZE, text=_("Revealed")).size(_("Revealed"))[0]
        self.seats = geo.layout_seats(L.zone("tableaux"), self.tableaux,
                                      [sorted(totals) for totals in self.food_totals], st.solo, label_w,
                                      st.leaf if st.num_players > 1 else None, st.is_over(),
                                      [len(seat["hand"] or ()) for seat in view["seats"]])

        # highlights: only what the rules allow the seat at the table
        legal = st.legal_actions() if my_turn else []
        self.legal = legal
        self.hand_ok: set[int] = set()
        self.pool_ok: set[int] = set()
        self.orchard_ok: set[int] = set()
        self.stack_ok: set[int] = set()
        self.tile_ok: set[int] = set()
        self.column_ok: set[tuple[int, int]] = set()
        for a in legal:
            if isinstance(a, (Choose, PlaceCard, Discard)):
                self.hand_ok.add(a.card)
            elif isinstance(a, Draft):
                self.pool_ok.add(a.slot)
            elif isinstance(a, TakeOrchard):
                self.orchard_ok.add(a.slot)
            elif isinstance(a, TakeFood):
                self.stack_ok.add(a.stack)
            elif isinstance(a, UseTile):
                self.tile_ok.add(a.tile)
            elif isinstance(a, Invade):
                self.column_ok.add((a.player, D.COLOURS.index(a.colour)))
            elif isinstance(a, FlowerBed):
                self.column_ok.add((seat, D.COLOURS.index(a.colour)))
        self._build_buttons()
        self._place_cards()
        self._prepare_scores()
        self._prepare_tips()
        if self.tile_pick != getattr(self, "_prompted_pick", None):
            self._prompted_pick = self.tile_pick
            self._update_chrome()   # the bar asks for A or B, or for a tile again (own_prompt)

    def own_prompt(self) -> str | None:
        """Once the Shed or Tea time is picked, the bar asks for A or B (a keyboard play-test
        read "choose a garden tile to use" with the A and B buttons shown)."""
        if self.tile_pick is None or not self.my_turn:
            return None
        return _(OPTION_PROMPTS[self.tile_pick])   # (the bar puts the player's name before it)

    def _build_buttons(self) -> None:
        L = self.layout
        self.buttons = []
        if not self.my_turn:
            return
        st = self.state
        legal = self.legal
        a_zone, b_zone = L.zone("btn_a"), L.zone("btn_b")
        wide = a_zone.union(b_zone)
        size = theme.SMALL_SIZE
        if st.step == "choose" and self.hot_seat:
            if PassReveal() in legal:
                self.buttons.append(Button(wide, N_("Reveal nothing"), lambda: self.act(PassReveal()), primary=True))
            else:
                self.buttons.append(Button(wide, N_("Choose this card"), self._confirm_choice,
                                           enabled=self.selected is not None, primary=True,
                                           hint=N_("First choose the card in your hand you will reveal.")))
        elif st.step == "choose" and PassReveal() in legal:
            self.buttons.append(Button(wide, N_("Play nothing"), lambda: self.act(PassReveal()), primary=True))
        elif st.step == "draft" and DrawTwo() in legal:
            self.buttons.append(Button(wide, N_("Draw 2 from the deck"), lambda: self.act(DrawTwo()), primary=True))
        elif st.step == "picnic" and st.picnic_end_refusal() is None:
            # the picnic must take a tile when one can be taken: the rules say when it may end
            label = _("Stop: no more tiles") if st.picnic_extra else _("No tile can be taken: end the picnic")
            self.buttons.append(Button(wide, label, lambda: self.act(EndPicnic()), primary=not self.stack_ok))
        elif st.step == "garden" and self.tile_pick is not None:
            t = self.tile_pick
            la, lb = OPTION_LABELS[t]
            self.buttons.append(Button(a_zone, la, lambda: self.act(UseTile(t, "A")), primary=True, size=size))
            self.buttons.append(Button(b_zone, lb, lambda: self.act(UseTile(t, "B")), primary=True, size=size))

    # ------------------------------------------------------------------ seats and hand-offs
    def _after_change(self, **kwargs) -> None:
        viewer = self.viewer
        super()._after_change(**kwargs)
        if self.viewer != viewer:
            self.refresh()  # the hand-off hid the hand: forget what was face up

    def on_undo(self) -> None:
        moves = len(self.match.actions)
        super().on_undo()
        if len(self.match.actions) != moves:   # what the undone move changed is no longer so
            self.deltas = {}

    def _reveal_to(self, seat: int) -> None:
        self.selected = None
        self.tile_pick = None
        super()._reveal_to(seat)
        self._replay_reveal(seat)

    def hint_rects(self, action) -> list[pygame.Rect]:
        return hint_rects(self, action)

    def _hint_arrived(self, action, problem) -> None:
        super()._hint_arrived(action, problem)
        if action is not None and self.my_turn:
            take_up_hint(self, action)
            self.refresh()

    def status_text(self) -> str:
        """The day and round in the words of the lists (Load, My online tables: the rules'
        `progress`), with the day's count of rounds: "Day 2 of 5, round 1 of 2", always (a
        play-test read "Day 2 of 4, round 1" in the lists and "Day 2/4 · round 1/2" here, and
        then both forms on the bar, by the length of the prompt beside it: the prompt gives
        way instead, on two lines or in smaller type, as beside any long status)."""
        st = self.state
        day = min(st.day, D.NUM_DAYS)   # (day d has d rounds)
        return _("Day {day} of {days}, round {round} of {rounds}").format(day=day, days=D.NUM_DAYS, round=st.round,
                                                                          rounds=day)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        if self._measured_at != current_scale():   # (a replay's table is not on the stack:
            self.refresh()                          # it hears of a new window scale only here)
        moving = {}
        for t in self.anims.of(Tween):
            moving[t.payload[0]] = t
        flip = None
        for f in self.anims.of(Flash):
            if f.payload[0] == "flip":
                flip = f
        self._moving = moving
        self._pointer_hit = self._hit(self.app.input.pointer)
        L = self.layout   # a pointer-only frame draws only what its clip shows (damage.py)
        if self.in_view(surface, L.zone("pool")):
            self._draw_pool(surface)
        if self.in_view(surface, L.zone("orchard")):
            self._draw_orchard(surface)
        if self.in_view(surface, L.zone("food")):
            self._draw_food(surface)
        for q in range(len(self.seats)):
            if self.in_view(surface, self.seats[q].rect):
                self._draw_seat(surface, q, flip)
        if self.column_points is None:
            if self.open_hands and self.in_view(surface, L.zone("hand")):   # (the replay of a finished game)
                draw_open_hands(surface, self.assets, L.zone("hand"), list(self.state.players), self.state.hands,
                                self.art.card, CARD_ASPECT)
            elif self.in_view(surface, L.zone("hand")):
                self._draw_hand(surface)
            if self.in_view(surface, L.zone("tiles")):
                self._draw_tiles(surface)
        else:  # the game is over: the final scores where the hand and garden tiles were
            self._draw_final_table(surface, self.layout.zone("hand").union(self.layout.zone("tiles")))
        self._draw_marks(surface)
        for button in self.buttons:
            if self.in_view(surface, button.rect):
                button.draw(surface, self.assets, self.app.input.pointer)
        for key, t in moving.items():
            if t.elapsed < t.delay and flip is not None:
                continue  # the flip in the revealed slot shows this card until it travels
            self._draw_component(surface, key, pygame.Rect(t.pos, t.payload[1]))


def _card_order(card: int) -> tuple:
    return (D.IS_HARLEQUIN[card], D.CARD_COLOUR[card], D.CARD_STAGE[card], card)


SCENE_CLASS = LadybirdScene
