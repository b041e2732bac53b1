"""Koinobori's table: festival poles rising from their flags, the draw row, your hand and
your personal pole, every seat's public counts, and the end-of-game scoring pole by pole.

The rules decide everything: this scene draws `self.state`, highlights what the rules list as
legal, and turns clicks and drags into actions through `self.act`.  This module holds the
scene's state and what it derives from the rules after each change (refresh); the work is
split by job: layout.py (geometry), input.py (clicks and drags),
board.py (festival poles and moving cards), scorelive.py (the score as you play), recent.py (the
others' last moves), panels.py
(row, hand, personal pole, players, abilities), endgame.py (the scoring reveal), tips.py (tooltips) and cards.py (art).
"""
from __future__ import annotations

from ...i18n import N_, _
import pygame

from ...rules.koinobori import COLOUR_NAMES, Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh, Steal
from ...ui import draw, theme
from ...ui.anim import Flash, Tween
from ...ui.widgets import Button
from . import layout as geo
from .board import PoleBoard
from .cards import CardArt
from .damage import KoinoboriDamageMixin
from .endgame import ScoringReveal
from .hints import hint_rects, take_up_hint
from .input import TableInput
from .panels import SidePanels
from .recent import RecentMoves
from .scorelive import LiveWorth
from .tips import KoinoboriTips
from ..common.table import TableScene
from .focus import KoinoboriFocus


class KoinoboriScene(KoinoboriFocus, KoinoboriDamageMixin, TableInput, PoleBoard, SidePanels, ScoringReveal, KoinoboriTips,
                     LiveWorth, RecentMoves, TableScene):
    def __init__(self, app, match, saver=None) -> None:
        super().__init__(app, match, saver)
        self.art = CardArt(self.assets)
        self.selected: int | None = None       # hand card picked up
        self.move_source: int | None = None    # Move ability: the pole whose top card moves
        self.peek = False                      # the viewer looks at their own pole
        self.press: tuple | None = None        # ("hand", card) / ("pole", i) under a pressed button
        self.drag_pos: tuple[int, int] | None = None
        self._animate = False
        self._steal_from: pygame.Rect | None = None
        self.recent_poles: set[int] = set()    # poles changed this turn, shown to the next seat
        self.card_rects: dict[int, pygame.Rect] = {}
        self.reveal_ms = 0 if not match.state.is_over() else 10 ** 6
        self._acting: int | None = None       # the seat the next applied action belongs to
        self._reveal_total = 0
        self._fixed_for: int | None = None     # pole count the fixed zones were placed for

    def unbroken_words(self) -> list[str]:
        """The players' names and the carp colours: a log's 「オレンジ+黄緑+ピンク」 broke inside
        黄緑 (yellow-green), which read as two colours."""
        return [*super().unbroken_words(), *(_(name) for name in COLOUR_NAMES)]

    def scale_changed(self) -> None:
        """A new window scale: the card pictures are keyed by it (cards.py); what follows the
        widths of words (the done button's type size, the bar's prompt, the log panel's lines)
        is measured again at the new scale."""
        super().scale_changed()
        self.refresh()
        self._update_chrome()

    # ------------------------------------------------------------------ derived data
    def refresh(self) -> None:
        st = self.state
        seat = st.current_player()
        my_turn = self.viewer_acts(seat)
        if self.selected is not None and (self.viewer is None or self.selected not in st.hands[self.viewer]):
            self.selected = None
        if st.step != "ability" or st.ability != "move":
            self.move_source = None
        if self.viewer is None:
            self.peek = False
        self._place_zones(seat)

        # highlights: what the rules allow now (only for the seat at the table)
        self.take_ok: set[int] = set(st.takeable_indices()) if my_turn else set()
        self.targets: dict[int, set[bool]] = {}
        self.own_ok = False
        self.move_sources: set[int] = set()
        self.move_targets: set[int] = set()
        self.steal_ok: set[int] = set()
        self.refresh_ok = False
        self.hand_ok: set[int] = set()
        if my_turn:
            self.hand_ok = st.playable_cards()
            if self.selected is not None:
                for pole, stack in st.play_targets(self.selected):
                    self.targets.setdefault(pole, set()).add(stack)
                self.own_ok = st.can_play_to_own_pole(self.selected)
            if st.step == "ability":
                if st.ability == "move":
                    self.move_sources = set(st.move_sources())
                    if self.move_source is not None:
                        self.move_targets = set(st.move_targets(self.move_source))
                elif st.ability == "steal":
                    self.steal_ok = set(st.steal_targets())
                elif st.ability == "refresh":
                    self.refresh_ok = True

        self._build_buttons(my_turn)
        self._place_cards()
        self._live_worth()
        self._prepare_panels()
        if st.is_over():
            self._prepare_scoring()
        self._prepare_tips()
        self._acting, self._row_seen = seat, list(st.row)   # for the marks of the next action (recent.py)

    def _place_zones(self, seat: int | None) -> None:
        """Every rectangle the table draws in or hit-tests, for the current state."""
        st = self.state
        L = self.layout
        if self._fixed_for != len(st.poles):
            self._place_fixed_zones(len(st.poles))
        self.closed = [st.pole_closed(i) for i in range(len(st.poles))]
        self.leaders = [st.pole_leader(i) for i in range(len(st.poles))]

        # the players' lines, or a cell per seat while every hand is face up (panels.py)
        self.player_rects = (geo.open_player_cells if self.open_hands and not st.is_over() else geo.player_rects)(
            L.zone("players"), st.num_players)
        self.row_rects, self.row_ghosts = self._row_places(L.zone("row"))   # gaps where others took (recent.py)

        # the hand at the bottom: the viewer's, else the current seat's backs; a finished game's
        # replay with every hand open shows the seat whose move the step shows, face up
        mover = getattr(self, "replay_mover", None) if self.open_hands else None
        self.hand_owner = owner = (mover if mover is not None
                                   else self.viewer if self.viewer is not None else seat)
        count = len(st.hands[owner]) if owner is not None else 0
        self.hand_cards = list(st.hands[owner]) if (owner is not None and self.shows_own_cards(owner)) else []
        raised = self.hand_cards.index(self.selected) if self.selected in self.hand_cards else None
        self.hand_rects = geo.hand_rects(L.zone("hand"), count, raised)

    def shows_own_cards(self, owner: int) -> bool:
        """Whether the hand and personal pole at the bottom are drawn face up: the viewer's own,
        or any seat's in a finished game's replay with every hand open (nothing is private)."""
        return owner == self.viewer or (self.open_hands and self.watched)

    def own_pole_face_up(self, owner: int) -> bool:
        """The personal pole's cards are drawn face up for their owner who peeks, and in a replay
        wherever that seat's cards are shown (the tooltip says what the picture shows)."""
        return self.shows_own_cards(owner) and (self.peek or self.watched)

    def _place_fixed_zones(self, poles: int) -> None:
        """The rectangles that stay put for the whole game (they depend only on the seat count)."""
        L = self.layout
        self._fixed_for = poles
        self.pole_columns = geo.pole_columns(L.zone("poles"), poles)
        self.columns = [c.column for c in self.pole_columns]
        self.flag_rects = [c.flag for c in self.pole_columns]
        self.slot_rects = [c.slots for c in self.pole_columns]
        self.deck_rect = geo.deck_rect(L.zone("row"))
        oz = L.zone("own_pole")
        self.level_rect = geo.level_rect(oz)
        self.own_rects = geo.own_rects(oz)
        self.own_zone = geo.own_drop_zone(oz)

    def _build_buttons(self, my_turn: bool) -> None:
        st = self.state
        L = self.layout
        self.buttons = []
        if not my_turn:
            return
        label = st.done_label()
        if label:
            size = theme.BODY_SIZE if self.assets.font(theme.BODY_SIZE, True, text=label).size(label)[0] < 200 else theme.SMALL_SIZE
            self.buttons.append(Button(L.zone("btn_done"), label, lambda: self.act(Done()),
                                       primary=st.step in ("take", "play") and not self.hand_ok, size=size))
        legal = st.legal_actions()
        if len(legal) == 1 and isinstance(legal[0], Pass):
            self.buttons.append(Button(L.zone("btn_done"), N_("Pass"), lambda: self.act(Pass()), primary=True))
        if self.refresh_ok:
            self.buttons.append(Button(L.zone("btn_alt"), N_("Refresh"), lambda: self.act(Refresh()), primary=True))

    def _place_cards(self) -> None:
        """Where each card the viewer may see is drawn; changed places become short tweens."""
        st = self.state
        rects: dict[int, pygame.Rect] = {}
        covered: dict[int, int] = {}   # visible top card of a pole space -> cards under it
        for k, card in enumerate(st.row):
            rects[card] = self.row_rects[k]
        for i, pole in enumerate(st.poles):
            for k, space in enumerate(pole):
                for card in space:
                    rects[card] = self.slot_rects[i][k]
                covered.setdefault(space[-1], len(space) - 1)
        for card, r in zip(self.hand_cards, self.hand_rects):
            rects[card] = r
        if self.viewer is not None:
            for k, card in enumerate(st.own_poles[self.viewer]):
                rects[card] = self.own_rects[k]
        if self._animate:
            old = self.card_rects
            for card, r in rects.items():
                start = old.get(card)
                if start is None:
                    if card in st.row:
                        start = self.deck_rect
                    elif self._steal_from is not None and card in self.hand_cards:
                        start = self._steal_from
                    elif card not in self.hand_cards and self._acting is not None and self._acting != self.viewer:
                        start = self.seat_origin(self._acting)   # from another seat's hand onto a pole
                    else:
                        continue
                if start.topleft != r.topleft:
                    self.anims.add(Tween(start.topleft, r.topleft, payload=card))
            self._animate = False
            self._steal_from = None
        self.card_rects = rects
        self.pole_top_covered = covered

    # ------------------------------------------------------------------ acting
    def on_applied(self, action, before) -> None:
        self._note_recent(action, self._acting)
        self._animate = True
        if isinstance(action, Steal):
            self._steal_from = self.player_rects[action.player]
        if isinstance(action, (PlayCard, PlayToOwnPole)):
            self.selected = None
        if isinstance(action, MoveTop):
            self.move_source = None
            self.recent_poles.update((action.source, action.target))
            self.anims.add(Flash(payload=("pole", action.target)))
        if isinstance(action, PlayCard):
            self.recent_poles.add(action.pole)
            self.anims.add(Flash(payload=("pole", action.pole)))

    def _after_change(self, **kwargs) -> None:
        viewer = self.viewer
        super()._after_change(**kwargs)
        if self.viewer != viewer:
            self.refresh()  # the hand-off hid the hand: forget the cards that were face up

    def _reveal_to(self, seat: int) -> None:
        self.selected = None
        self.move_source = None
        self.peek = False
        super()._reveal_to(seat)
        # the next player sees which poles changed while the hand-off screen was up
        for pole in sorted(self.recent_poles):
            self.anims.add(Flash(payload=("pole", pole), duration=1600))
        self.recent_poles.clear()

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """The draw row's cards while the game goes on (a note grown above its zone covered
        them at step 4: a play-test, in English at 1280x720 and in Japanese at 1024x600)."""
        if self.state.is_over() or not self.row_rects:
            return []
        out = [pygame.Rect(self.row_rects[0]).unionall([pygame.Rect(r) for r in self.row_rects[1:]])]
        out += [pygame.Rect(r) for r in self.card_rects.values()]   # (the poles' cards: a wider panel spares them)
        # "Your pole", "3 points now" (a panel may reach over their lines' empty top by a few pixels)
        return out + [pygame.Rect(r.x, r.y + 4, r.w, r.h - 4) for r in self.labels.get("own pole", [])]

    def hint_rects(self, action) -> list[pygame.Rect]:
        return hint_rects(self, action)

    def _hint_arrived(self, action, problem) -> None:
        super()._hint_arrived(action, problem)
        if action is not None and self.viewer == self.state.current_player():
            take_up_hint(self, action)
            self.refresh()

    def status_text(self) -> str:
        return ""  # the deck and discard counts sit above the draw row

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        moving = {t.payload for t in self.anims.of(Tween)}
        if self.in_view(surface, "poles"):
            self._draw_poles(surface, moving)
        if self.in_view(surface, "players", self.player_rects):
            self._draw_players(surface)
        if self.state.is_over():
            self._draw_scoring_cards(surface)
            self._draw_scores(surface)
        else:
            if self.in_view(surface, "row", self.row_rects):
                self._draw_row(surface, moving)
                self._draw_row_ghosts(surface)
            if self.in_view(surface, "hand", self.hand_rects):
                self._draw_hand(surface, moving)
            if self.in_view(surface, "own_pole", self.own_rects):
                self._draw_own_pole(surface, moving)
            if self.in_view(surface, "info"):
                self._draw_info(surface)
        self._draw_recent(surface)
        for button in self.buttons:
            button.draw(surface, self.assets, self.app.input.pointer)
        self._draw_tweens(surface)
        self._draw_drag(surface)

    def _label(self, surface, text, pos, colour=theme.INK_ON_DARK, size=theme.BODY_SIZE, bold=True, anchor="topleft"):
        return draw.text(surface, self.assets, text, pos, size, colour, bold, anchor)
