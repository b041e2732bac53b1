"""Pondscape's table: your 3x5 pond over your food row, the others' ponds (or the Croaker) on the
right, the central food row with the jumping frog, the display under its movement cards 0/1/2,
and your hand.

Everything drawn comes from `state.view(self.viewer)` and the rules' read-only queries, all read
in `refresh` (after every change), so another seat's hand and the fronts of its water cards are
never in reach of the drawing code, and a frame only draws.  Every click becomes an action handed
to `self.act`; the rules decide and explain.

The scene is one class assembled from a mixin per job: geometry.py (where things sit),
input.py (clicks and drags), anim.py (motion), board.py and panels.py
(drawing), scorelive.py (the score as you play), recent.py (the others' last moves), tips.py (tooltips); card pictures are composed
in art.py.
"""
from __future__ import annotations

from ...i18n import N_, _, ngettext, pgettext
from ..common.words import count as count_of
import pygame

from ...rules.base import AUTOMA
from ...rules.pondscape import Done, Jump
from ...rules.pondscape.board import ROUNDS
from ...rules.pondscape.data import SPECIES, species_name
from ...ui import theme
from ...ui.canvas import current_scale
from ...ui.anim import Flash, Tween
from ...ui.widgets import Button
from .anim import PondAnimations
from .art import WATER, CardArt
from .board import PondBoard
from .damage import PondscapeDamageMixin
from .geometry import HAND_CARD, PondGeometry
from .hints import hint_rects, take_up_hint
from .input import PICK_PHASES, PondInput
from .panels import PondPanels
from .recent import RecentMoves
from .scorelive import LiveScores
from .tips import PondscapeTips
from ..common.open_hands import draw_open_hands
from ..common.table import TableScene
from .focus import PondFocus

GROUP_COLOURS = [(86, 180, 233), (0, 158, 115), (230, 159, 0), (204, 121, 167), (213, 94, 0), (0, 114, 178)]


class PondscapeScene(PondFocus, PondscapeDamageMixin, PondGeometry, PondInput, PondAnimations, PondBoard, PondPanels, PondscapeTips,
                     LiveScores, RecentMoves, TableScene):
    def __init__(self, app, match, saver=None) -> None:
        super().__init__(app, match, saver)
        self.art = CardArt(self.assets)
        self.selected: int | None = None      # hand card picked up
        self.face_down = False                # place the picked card as water
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag: tuple[int, tuple[int, int]] | None = None   # (card, pointer) while dragging
        self.focus_override: int | None = None  # after the game: whose pond is shown large
        self.view: dict = {}
        self._view_for: object = object()
        self._fades: dict[tuple, pygame.Surface] = {}
        self._rested = None   # the pointer at the last change (refresh)
        self._geometry()

    def scale_changed(self) -> None:
        """The translucent copies (a ghost, the faded frog) were made at the old scale, and the
        texts wrapped and measured once per change were measured at it (fonts round their
        widths per scale): made again.  The card pictures follow by themselves (art.py)."""
        super().scale_changed()
        self._fades.clear()
        self.refresh()
        self._update_chrome()

    # --- who is looking --------------------------------------------------------------------------
    @property
    def focus(self) -> int:
        """The seat whose pond is drawn large."""
        if self.focus_override is not None and self.state.is_over():
            return self.focus_override
        mover = getattr(self, "replay_mover", None)
        if self.open_hands and mover is not None and mover != AUTOMA:
            return mover   # a replay with every hand open: the pond of the move shown
        if self.viewer is not None:
            return self.viewer
        seat = self.state.current_player()
        return seat if seat is not None and seat >= 0 else 0

    # --- state-derived caches (rebuilt after every change, read by every frame) -------------------
    def refresh(self) -> None:
        state = self.state
        self._view_for = (self.viewer, self.focus_override, current_scale())   # (texts wrapped at this scale)
        focus = self.focus
        over = state.is_over()
        # after the game nothing is private (nor in a replay with every hand open): the pond shown
        # large is seen as its owner sees it
        self.view = view = state.view(focus if over or self.open_hands else self.viewer)
        seat = state.current_player()
        mine = self.viewer_acts(seat)
        self.my_turn = mine
        self.phase = state.phase if mine else None
        self.hand_shown = over or (self.viewer is not None and focus == self.viewer)   # face up
        hand = view["hand"] if self.hand_shown else None
        self.hand = list(hand or [])
        if self.selected not in self.hand:
            self.selected = None
        if self.phase not in (*PICK_PHASES, "take"):
            self.selected = None
        # what may be clicked now (the rules' answers)
        self.legal_slots = set(state.legal_take_slots()) if mine else set()
        self.legal_cells = set(state.legal_cells()) if mine else set()
        self.legal_foods = set(state.tuck_foods()) if mine else set()
        self.jump_targets = state.jump_targets() if mine else {}
        self.can_finish = mine and state.can_finish_tucking()
        self.tucks_left = view["pending"]["tucks_left"]
        self.straddled = set(view["frog_foods"])
        self.symbols = state.food_symbols(focus)
        self._layout_hand()
        self._build_buttons()
        self._layout_others([p for p in range(len(view["players"])) if p != focus])
        self._scores()
        self._live_scores()
        self._labels()
        self._prepare_tips()
        self._acting = seat   # who the next applied action belongs to (recent.py marks it)
        self._rested = self.app.input.pointer   # where the pointer was at this change (panels.py _inspected)

    def _layout_hand(self) -> None:
        n = len(self.hand) if self.hand_shown else self.view["hand_counts"][self.focus]
        self.hand_rects: list[pygame.Rect] = [self.hand_card_rect(i, n) for i in range(n)]

    def _build_buttons(self) -> None:
        buttons = []
        r = self.control_rects
        phase = self.phase
        if phase == "play" or (phase == "take" and self.selected is not None):
            buttons.append(Button(r[0], N_("Flip: face up / water"), self._toggle, selected=self.face_down,
                                  size=theme.SMALL_SIZE))
        for i, steps in enumerate(sorted(self.jump_targets.values())):
            rect = r[i]
            buttons.append(Button(rect, ngettext("Jump {n} border", "Jump {n} borders", steps).format(n=steps),
                                  lambda steps=steps, rect=rect: self.act(Jump(steps), rect.center), primary=True))
        if self.can_finish:
            buttons.append(Button(r[2], N_("Finish tucking"), lambda: self.act(Done(), r[2].center), primary=True))
        self.buttons = buttons

    def _scores(self) -> None:
        state = self.state
        self.totals = state.score_sheet().totals()
        self.details = state.score_details(self.focus) if state.is_over() else None
        self.score_marks = []   # (kind, cells/cell, label, colour)
        if self.details:
            for i, group in enumerate(self.details["groups"]):
                colour = GROUP_COLOURS[i % len(GROUP_COLOURS)] if group["met"] else theme.ILLEGAL
                label = f"+{group['points']}" if group["met"] else "0"
                self.score_marks.append(("group", group["cells"], label, colour))
            for row in self.details["solitary"]:
                self.score_marks.append(("cell", [row["cell"]], f"+{row['points']}", theme.LEGAL))
            for row in self.details["water"]:
                if row["points"]:
                    self.score_marks.append(("cell", [row["cell"]], f"+{row['points']}", WATER))

    def _labels(self) -> None:
        """The texts of the panels, which change only with the state or the seat looking."""
        view, seat, over = self.view, self.focus, self.state.is_over()
        name = view["players"][seat]
        yours = seat == self.viewer and not self.watched   # (a replay's seat shown is named)
        who = _("Your pond") if yours and not over else _("{name}'s pond").format(name=name)
        self.pond_title = ngettext("{who}  ·  {totals} point", "{who}  ·  {totals} points", self.totals[seat]).format(
            who=who, totals=self.totals[seat])
        count = count_of(view["hand_counts"][seat], "card")
        if over:
            self.hand_label = _("{name}'s hand at the end · {count}").format(name=name, count=count)
        elif self.viewer is not None and seat == self.viewer:
            self.hand_label = (_("{name}'s hand · {count}").format(name=name, count=count) if self.watched
                               else _("Your hand · {count}").format(count=count))
        else:
            self.hand_label = _("{name}'s hand · {count} (hidden)").format(name=name, count=count)
        last = view.get("croaker", {}).get("last") if view["solo"] else None
        self.croaker_text = self.croaker_lines(last) if last else []
        self._wrap_croaker(view.get("croaker"))
        self.hint = self._hint()
        self.score_heading = self.groups_text = ""
        if self.details is not None:
            d = self.details
            level = self.state.solo_achievement()
            # whose pond it is, the title above says (a 16-character name left no room for the hint)
            self.score_heading = ngettext("{points} point", "{points} points", d["total"]).format(points=d["total"]) + (
                f" \u00b7 {level}" if level else "")
            self.groups_text = groups_summary(d["groups"])

    # --- the top bar ---------------------------------------------------------------------------------
    def hint_rects(self, action) -> list[pygame.Rect]:
        return hint_rects(self, action)

    def _hint_arrived(self, action, problem) -> None:
        super()._hint_arrived(action, problem)
        if action is not None and self.viewer == self.state.current_player():
            take_up_hint(self, action)
            self._build_buttons()

    def status_text(self) -> str:
        """The round, when the bar has room for it beside the rules' prompt."""
        state = self.state
        # (the round of a turn whose end waits, as the board says it: round_shown)
        text = _("Round {round_number} of {ROUNDS}").format(round_number=self.round_shown(), ROUNDS=ROUNDS)
        if state.is_over():
            return ""
        prompt = _("{name}: {prompt}").format(name=self.player_name(state.current_player()), prompt=state.prompt())
        room = self.layout.zone("btn_undo").x - 16 - 58
        need = self.assets.font(theme.BODY_SIZE, True, text=prompt).size(prompt)[0] + self.assets.font(theme.SMALL_SIZE, text=text).size(text)[0]
        return text if need + 24 < room else ""

    def player_name(self, seat: int) -> str:
        return _("The Croaker") if seat == AUTOMA else super().player_name(seat)

    def held_round(self, seat: int) -> int | None:
        """A seat's turn just ended counts among its turns: it was the turns-th round's."""
        turns = self.state.turns
        return min(ROUNDS, turns[seat]) if seat is not None and 0 <= seat < len(turns) and turns[seat] > 0 else None

    # --- drawing (the pieces are in board.py and panels.py) ----------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        if self._view_for != (self.viewer, self.focus_override, current_scale()):
            # the base sets `viewer` after its refresh on a seat change; a replay's table is
            # not on the stack and hears of a new window scale only here
            self.refresh()
        whole = surface.get_clip() == surface.get_rect()
        kept = None if whole else getattr(self, "drawn", [])
        self.drawn: list[tuple[str, int | None, int | None]] = []   # (side, card, seat) of every card drawn
        tweens = self.anims.of(Tween)
        hidden = {t.payload["hide"] for t in tweens if isinstance(t.payload, dict) and "hide" in t.payload}
        flashes = {f.payload: f.alpha for f in self.anims.of(Flash)}
        pointer = self.app.input.pointer
        L = self.layout
        self._draw_pond(surface, hidden, flashes, pointer)
        if self.in_view(surface, *self.food_rects):
            self._draw_my_foods(surface, flashes)
        if self.in_view(surface, L.zone("food_row"), L.zone("deck"), *self.row_rects):
            self._draw_row(surface, tweens)
        if self.in_view(surface, *self.move_rects, *self.slot_rects):
            self._draw_display(surface, hidden, flashes, pointer)
        self._draw_controls(surface)
        if self.open_hands and self.in_view(surface, self.hand_zone):   # (the replay of a finished game)
            for seat, card, _rect in draw_open_hands(surface, self.assets, self.hand_zone, list(self.state.names),
                                                     self.state.hands, self.art.front, HAND_CARD[1] / HAND_CARD[0]):
                self.drawn.append(("front", card, seat))
        elif self.in_view(surface, self.hand_zone, *self.hand_rects):
            self._draw_hand(surface, hidden, pointer)
        if not self.in_view(surface, self.others_zone, *self.other_rects.values()):
            pass
        elif self.view["solo"]:
            self._draw_croaker(surface, flashes)
        else:
            self._draw_others(surface, hidden, flashes)
        if self.in_view(surface, L.zone("preview")):
            self._draw_preview(surface, pointer)
        self._draw_recent(surface)
        if kept is not None:   # a clipped draw: `drawn` stays the last whole draw's list
            self.drawn = kept
        for t in tweens:
            self._draw_tween(surface, t)
        if self.drag is not None:
            card, pos = self.drag
            image = self._card_image(card, self.face_down, self.cell_size)
            surface.blit(image, image.get_rect(center=pos))


SCENE_CLASS = PondscapeScene


def groups_summary(groups: list[dict]) -> str:
    """"Groups: Horned frog, 1 card: +5 (×3); condition not met: Golden frog, 1 card; …" for the
    end's score summary.  "Golden frog, 1 card", not "Golden frog ×1", which read as a count of
    groups; the groups whose condition is not met are listed once, after "condition not met"
    (the words repeated after each of them left no room for all at 1024x600)."""
    def listed_once(parts: list[str]) -> list[str]:   # the same group twice or more: "… (×3)"
        seen: dict[str, int] = {}
        for part in parts:
            seen[part] = seen.get(part, 0) + 1
        return [part if n == 1 else _("{group} (\u00d7{n})").format(group=part, n=n) for part, n in seen.items()]

    def named(g: dict) -> str:
        return ngettext("{species}, {size} card", "{species}, {size} cards", g["size"]).format(
            species=species_name(SPECIES.index(g["species"])) if g["species"] in SPECIES else g["species"],
            size=g["size"])

    separator = pgettext("list separator", "; ")
    parts = listed_once([_("{group}: {points}").format(group=named(g), points=f"+{g['points']}")
                         for g in groups if g["met"]])
    unmet = listed_once([named(g) for g in groups if not g["met"]])
    if unmet:
        parts.append(_("condition not met: {groups}").format(groups=separator.join(unmet)))
    return _("Groups: {groups}").format(groups=separator.join(parts) if parts else _("none"))
