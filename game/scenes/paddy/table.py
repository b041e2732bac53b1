"""Paddy's table: the 8x8 board of stacked rice terraces, the score track, every seat's public
reserves, your hand, and the harvest summary terrace by terrace.

The rules decide everything: this scene draws `self.state`, asks the rules what is legal (and
why not) for its highlights and ghost tile, and turns clicks into actions through `self.act`.
`refresh()` derives everything the frame needs from the state; the work is split by job into
input.py (clicks and drags), layers.py (board overlays: ghost, hover, animals), panels.py (side
panels, the harvest if it were now), tips.py (tooltips), motion.py (animations), board.py
(the board drawn in height: projection, hit-testing and the cached picture), damage.py (what a
pointer move can change) and prepared.py (the board and the ghost kept as images).
"""
from __future__ import annotations

from ...i18n import N_, _, pgettext
import pygame

from ... import settings
from ...rules.paddy import Done, KeepEvents, PlaceAnimal, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from ...rules.paddy.data import CYCLES
from ...ui import draw, theme
from ...ui.widgets import Button
from .board import BoardArt
from .damage import PaddyDamageMixin
from .hints import hint_rects
from .input import PaddyInputMixin
from .layers import PaddyLayersMixin
from .marks import PaddyMarksMixin
from .motion import PaddyMotionMixin
from .harvest_panel import PaddyHarvestPanelMixin
from .panels import CARD, CYCLE_LABEL_MORE, PaddyPanelsMixin
from .prepared import PaddyPreparedMixin
from .tips import GAME_OVER_HARVESTS, PaddyTipsMixin
from ..common.table import TableScene
from .focus import PaddyFocus
from ...ui import paint

CARD_STEP = 88
STEP_WORDS = {
    "draft": N_("Choose events"), "paddy": N_("Place paddy"), "erode": N_("Erosion"), "animals": N_("Place animals"),
    "waterfall": N_("Place waterfall"), "draw": N_("End of turn"), "harvest_event": N_("Harvest"), "harvest": N_("Harvest"),
    "over": N_("Game over"),
}


class PaddyScene(PaddyFocus, PaddyInputMixin, PaddyLayersMixin, PaddyMarksMixin, PaddyPanelsMixin, PaddyHarvestPanelMixin, PaddyMotionMixin, PaddyTipsMixin, PaddyDamageMixin,
                 PaddyPreparedMixin, TableScene):
    wants_before_position = False

    def __init__(self, app, match, saver=None) -> None:
        super().__init__(app, match, saver)
        L = self.layout
        self.board = L.zone("board")
        self.art = BoardArt(self.assets, self.board)
        self.numerals = settings.load()["paddy_level_numerals"]   # the level written on every plot
        self.sel_card: int | None = None       # paddy card size picked from the hand
        self.sel_half: str | None = None       # "day" / "night" picked from the hand
        self.rotation = 0
        self.sel_event: str | None = None      # G/H waiting for a target, or draft picks
        self.draft_pick: list[str] = []
        self.sel_animal: int | None = None     # one of your animals on the board, picked up
        self.press: tuple | None = None        # what a drag started on
        self.drag_pos: tuple[int, int] | None = None
        self.show_harvest: int | str | None = None   # index into state.harvests shown, or "now"
        self.harvest_scroll = 0
        self.hover_terrace: list[int] | None = None
        self.track_from: list[float] | None = None
        self.face_up: list[tuple[int, str, object]] = []   # (owner, kind, value) drawn face up
        self.revealed_drafts: list[list[str]] = []   # (refresh) the replay's open hands: events still to choose from
        self._seen_harvests = len(match.state.harvests)
        self._context: tuple | None = None
        self._actor: int | None = None
        self._removed_cells: tuple = ()
        self._images: dict = {}                # translucent sprites for the ghost and hover (layers.py)
        self._callout: tuple | None = None     # the ghost's verdict, drawn over everything
        self._kept: dict[str, tuple] = {}      # name -> (key, pixels): the panels and the info box (prepared.py)
        self._auto_harvest = False             # the summary opened by a new harvest, not by the player
        self.harvest_note: int | None = None   # that harvest, summed up beside the hand (panels.py)
        self.last_moves: dict[int, dict] = {}  # seat -> what it did in its last turn (marks.py)
        self.now_delta: list[int] | None = None   # the last move's change to each forecast total (motion.py)
        self._no_auto = False                  # the step's pre-pick is made (or the player chose first): no other
        self.picked_at: dict[str, int] = {}    # "paddy"/"half" -> index in hand_cards of the copy shown picked
        self._glides_seen: set[tuple] = set()  # (viewer, seat, turn): played cards seen gliding (motion.py)

    def scale_changed(self) -> None:
        """A new window scale: the kept pictures (the board, the ghost's faded faces, the panels'
        copies) are keyed by the scale and made again when next drawn; the hand's groups are
        laid out again (their gaps follow the headings' widths, measured at the new scale), and
        the bar's prompt and the log panel's lines are wrapped again at the new scale's widths."""
        super().scale_changed()
        self._images.clear()
        self._kept.clear()
        self.refresh()
        self._update_chrome()

    def refresh(self) -> None:
        st = self.state
        L = self.layout
        seat = st.current_player()
        self.my_turn = self.viewer_acts(seat) and not st.is_over()
        legal = st.legal_actions() if self.my_turn else []
        self.legal = set(legal)
        view = st.view(self.viewer)
        self.view = view
        masks, levels, tof = st.terraces()
        self.tof = tof
        self.terraces = st.terrace_list()
        self.now = st.harvest_now()             # what every terrace would score if the cycle ended now
        self.now_of = {}                        # terrace index -> its entry in self.now
        for entry in self.now["terraces"]:
            self.now_of[tof[entry["cells"][0]]] = entry
        self.cascades = st.waterfall_cascades()
        self.board_surface = self.art.render(st.level, tof, st.waterfalls, self.now["highest_level"], self.numerals)

        # ---- hand (only the viewer's own cards face up)
        hand = view.get("hand") if self.viewer is not None else None
        self.face_up = []
        self.hand_cards: list[tuple[str, object, pygame.Rect]] = []
        hz = L.zone("hand")
        x = hz.x + 12
        y = hz.y + 42   # below the group headings, with room for a picked card's raised outline
        self.group_labels: list[tuple[str, int]] = []
        self.empty_slots: list[pygame.Rect] = []
        self.revealed = view.get("revealed")   # after the game: every seat's hand, face up (panels.py)
        # the event cards each seat drew at the start and has not yet chosen from (kept apart
        # from its hand: a replay's "every seat" showed "no cards left" over four drawn cards)
        self.revealed_drafts: list[list[str]] = []
        if self.revealed is None and self.open_hands:   # (the replay of a finished game)
            self.revealed = st.hands_face_up()
            self.revealed_drafts = [st.view(q)["hand"]["event_draft"] for q in range(len(self.revealed))]
        if self.revealed is not None:
            self.face_up = [(q, kind, value) for q, h in enumerate(self.revealed)
                            for kind, key in (("paddy", "paddy"), ("half", "day_night"), ("event", "events"))
                            for value in h[key]] + [(None, "paddy", v) for v in view.get("facedown", ())]
            self.face_up += [(q, "event", value) for q, drawn in enumerate(self.revealed_drafts) for value in drawn]
        elif hand is not None:
            groups = []
            if st.step == "draft" and (hand["event_draft"] or not hand["events"]):
                groups.append((_("Drawn events: keep two"), [("event", e) for e in hand["event_draft"]]))
            elif st.step == "draft":   # kept, the others still choosing: the two kept, not an empty draw
                groups.append((_("Events kept"), [("event", e) for e in hand["events"]]))
            else:
                groups.append((pgettext("hand heading", "Paddy"), [("paddy", c) for c in hand["paddy"]]))
                groups.append((_("Day / Night"), [("half", h) for h in hand["day_night"]]))
                groups.append((_("Events"), [("event", e) for e in hand["events"]]))
            font = self.assets.font(theme.SMALL_SIZE, True)
            for label, cards in groups:
                self.group_labels.append((label, x))
                start = x
                if not cards:
                    self.empty_slots.append(pygame.Rect(x, y, *CARD))
                    x += CARD_STEP
                for kind, value in cards:
                    self.hand_cards.append((kind, value, pygame.Rect(x, y, *CARD)))
                    self.face_up.append((self.viewer, kind, value))
                    x += CARD_STEP
                x = max(x, start + font.size(label)[0] + 16) + 18
        # a new viewer, seat or step starts with nothing picked up
        context = (self.viewer, seat, st.step)
        if context != self._context:
            self._context = context
            self._no_auto = False
            self.picked_at = {}
            self.sel_card = self.sel_half = self.sel_event = None
            self.sel_animal = None
            self.draft_pick = []
            self.rotation = 0
        # keep selections valid
        if hand is None or st.step != "paddy" or self.sel_card not in hand["paddy"]:
            self.sel_card = None
        if hand is None or st.step != "paddy" or self.sel_half not in hand["day_night"]:
            self.sel_half = None
        if st.step != "draft":
            self.draft_pick = []
        if self.sel_event and not any(isinstance(a, PlayEvent) and a.letter == self.sel_event for a in legal):
            self.sel_event = None
        if self.sel_animal is not None and (self.viewer is None or self.sel_animal not in st.animals[self.viewer]):
            self.sel_animal = None

        # ---- what the rules allow, for highlights
        self.choices = st.placement_choices() if (self.my_turn and st.step == "paddy") else {}
        self.card_ok = {c for (c, _h), lst in self.choices.items() if lst}
        self.half_ok = {h for (c, h), lst in self.choices.items() if lst and (self.sel_card in (None, c))}
        if self.my_turn and st.step == "paddy" and hand is not None and not self._no_auto:
            # The step's one pre-pick, made as the step opens and never again (a card picked
            # later once pulled the other kind's copy up with it, so a click on that copy put it
            # down: a play-test): of each kind whose cards in hand are all the same card, that
            # card, when it can be played.  Whatever else happens, the clicks choose.
            self._no_auto = True
            # the pointer resting where it was when the cards were picked for the player shows
            # no ghost tile there until it moves: the player has not acted yet (a lesson's red
            # "must be in the Night half" stood under a pointer left on the board: a play-test)
            self._prepick_pointer = tuple(self.app.input.pointer)
            if self.sel_card is None and len(set(hand["paddy"])) == 1 and hand["paddy"][0] in self.card_ok:
                self.sel_card = hand["paddy"][0]
            if self.sel_half is None and len(set(hand["day_night"])) == 1:
                fits = {h for (c, h), lst in self.choices.items() if lst and self.sel_card in (None, c)}
                if hand["day_night"][0] in fits:
                    self.sel_half = hand["day_night"][0]
            self.half_ok = {h for (c, h), lst in self.choices.items() if lst and (self.sel_card in (None, c))}
        self.tile_size = 0
        self.anchors: list[int] = []
        self._reasons: dict[tuple, str | None] = {}   # the ghost's verdicts, until the state changes
        if self.sel_card is not None and self.sel_half is not None:
            self.tile_size = st.placement_tile(self.sel_card, self.sel_half)
            if self.tile_size != 3:
                self.rotation = 0
            if self.tile_size:
                self.anchors = st.legal_anchors(self.sel_card, self.sel_half, self.rotation)
        self.event_ok = {a.letter for a in legal if isinstance(a, PlayEvent)}
        self.event_targets = sorted({a.cell for a in legal if isinstance(a, PlayEvent)
                                     and a.letter == self.sel_event and a.cell >= 0})
        self.remove_ok = {a.tile for a in legal if isinstance(a, RemoveTile)}
        self.remove_cells = sorted({c for t in self.remove_ok for c in st.tiles[t][3]})
        self.place_moves = [a for a in legal if isinstance(a, PlaceAnimal)]
        self.return_ok = {a.cell for a in legal if isinstance(a, ReturnAnimal)}
        self.reserve_src_ok = any(a.src == -1 for a in self.place_moves)
        src = self.sel_animal if self.sel_animal is not None else -1
        self.animal_dsts = sorted({a.dst for a in self.place_moves if a.src == src})
        self.animal_srcs = sorted({a.src for a in self.place_moves if a.src >= 0})
        self.wf_moves = [(a.cell, a.side) for a in legal if isinstance(a, PlaceWaterfall)]
        self.wf_ok = set(self.wf_moves)
        self.done_ok = Done() in self.legal
        self.new_cells = list(st.tiles[st.new_tile][3]) if st.new_tile in st.tiles else []

        # ---- animals per plot, reserves
        self.animals_at: dict[int, list[int]] = {}
        for q, pawns in enumerate(st.animals):
            for c in pawns:
                if c >= 0:
                    self.animals_at.setdefault(c, []).append(q)

        # ---- players panel rows and the viewer's reserve box
        pz = L.zone("players")
        n = st.num_players
        row_h = min(38, (pz.h - 30) // n)
        self.player_rows = [pygame.Rect(pz.x + 6, pz.y + 26 + q * row_h, pz.w - 12, row_h - 3) for q in range(n)]
        self.reserve_rect = pygame.Rect(hz.x + 12, hz.y + 184, 300, 44)

        # ---- score track
        tz = L.zone("track")
        self.track_rect = pygame.Rect(tz.x + 70, tz.y + 26, tz.w - 256 - CYCLE_LABEL_MORE, 14)
        top = max([60, *st.scores])
        self.track_max = ((top + 19) // 20) * 20 + (20 if top >= 60 else 0)

        # ---- harvest summary (the harvest is the match's own step after End turn: no on_applied)
        if len(st.harvests) > self._seen_harvests:
            self._animate_scores()
        if len(st.harvests) > self._seen_harvests and not st.is_over():   # at the end: the hands, face up
            self.show_harvest = len(st.harvests) - 1
            self.harvest_scroll = 0
            self._auto_harvest = True
        elif len(st.harvests) > self._seen_harvests and isinstance(self.show_harvest, int):
            self.show_harvest = len(st.harvests) - 1   # the game's end: a past harvest shown turns to the final one
        elif isinstance(self.show_harvest, int) and self.show_harvest >= len(st.harvests):
            self.show_harvest = None
        self._seen_harvests = len(st.harvests)
        if self.my_turn and st.step in ("paddy", "draft"):
            if self._auto_harvest and self.show_harvest is not None:
                # the bar asks for a card: back to the hand, the harvest's totals kept in a line beside it
                self.show_harvest = None
                self.harvest_note = len(st.harvests) - 1
        else:
            self.harvest_note = None
        if self.my_turn:
            self._auto_harvest = False
        self._build_harvest_rows()
        self._build_buttons()

    def _build_harvest_rows(self) -> None:
        self.harvest_rows: list[tuple[pygame.Rect, dict]] = []
        self.harvest_lines: list[tuple[int, list[str]]] = []   # each row's verdict: (size, lines)
        if self.show_harvest is None:
            return
        h = self.shown_harvest()
        hz = self.layout.zone("hand")
        rows = [t for t in h["terraces"] if t["majority"] is not None or any(t["animals"])]
        self.harvest_hidden = len(h["terraces"]) - len(rows)
        self.harvest_all = rows
        # the columns (level, plots, animals, verdict) measured on every row, and each row's
        # verdict in one line or wrapped (harvest_panel.py): a row is as tall as its verdict
        self.harvest_columns = self.harvest_column_xs(rows)
        laid = [self.harvest_verdict_lines(t, hz.w - 16) for t in rows]
        heights = [max(28, len(lines) * self.assets.font(size, text="".join(lines)).get_linesize() + 6)
                   for size, lines in laid]
        bottom = hz.y + 66 + (hz.h - 96) // 30 * 30   # (where the rows ended when all were one line)
        bottom = min(bottom, hz.bottom - 8 - self.harvest_footer_height() - 2)   # (above a footer of two lines)
        last = len(rows)   # the first row the panel can show while every row after it still fits
        used = 0
        while last > 0 and used + heights[last - 1] + 2 <= bottom - (hz.y + 66):
            last -= 1
            used += heights[last] + 2
        self.harvest_scroll = max(0, min(self.harvest_scroll, last))
        y = hz.y + 66
        for t, height, verdict in zip(rows[self.harvest_scroll:], heights[self.harvest_scroll:], laid[self.harvest_scroll:]):
            if y + height > bottom:
                break
            self.harvest_rows.append((pygame.Rect(hz.x + 8, y, hz.w - 16, height), t))
            self.harvest_lines.append(verdict)
            y += height + 2

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """The animal reserve in the hand panel; a harvest shown in the hand's place: its title, gains and terrace rows, which the
        lesson's last step explains (its panel, growing upwards over the hand, covered them in a
        Japanese play-test)."""
        if self.show_harvest is None:
            # your animals, the words and pawns of the reserve box (the first note covered them:
            # a play-test); a panel may reach over the box's lower edge by a few pixels
            reserve = self.reserve_rect
            return [pygame.Rect(reserve.x, reserve.y, reserve.w, reserve.h - 10)]
        hz = self.layout.zone("hand")
        bottom = self.harvest_footer_top() + 22 * len(self.harvest_footer(len(self.harvest_all) > len(self.harvest_rows)))
        return [pygame.Rect(hz.x, hz.y, hz.w, bottom - hz.y)]

    def harvest_footer_top(self) -> int:
        """Where the harvest summary's footer begins while a lesson runs: under its rows (at
        the hand's bottom the lesson's note, over the hand, hid it: a play-test)."""
        return (self.harvest_rows[-1][0].bottom if self.harvest_rows else self.layout.zone("hand").y + 96) + 6

    def covered_places(self) -> list[pygame.Rect]:
        """The hand, while a harvest summary is shown in its place."""
        return [self.layout.zone("hand")] if self.show_harvest is not None else []

    def panel_harvest(self) -> dict:
        """The harvest the players panel's columns show: the one if the cycle ended now while the
        game goes on; once it is over, the final harvest (a play-tester read "If the harvest were
        now:" above the last harvest's figures on a finished game)."""
        return self.final_harvest() or self.now

    def final_harvest(self) -> dict | None:
        """A finished game's last harvest (what its panels show instead of a forecast), else None."""
        st = self.state
        return st.harvests[-1] if st.is_over() and st.harvests else None

    def shown_harvest(self) -> dict:
        """The harvest the summary panel shows: a past one, or the one if the cycle ended now."""
        return self.now if self.show_harvest == "now" else self.state.harvests[self.show_harvest]

    def _build_buttons(self) -> None:
        L = self.layout
        st = self.state
        over = self.final_harvest() is not None
        if over and self.show_harvest == "now":   # no harvest is left to foresee: the final one instead
            self.show_harvest = len(st.harvests) - 1
        # the two view buttons are narrow: their labels may shrink to 12 (at 13 "Harvest now?"
        # is a few pixels wider at some UI scales than at 1x and was cut to "Harvest no…")
        self.buttons = [Button(L.zone("btn_now"), N_("Harvest now?"), self._toggle_now, size=theme.SMALL_SIZE,
                               min_size=12, selected=self.show_harvest == "now", enabled=not over,
                               hint=GAME_OVER_HARVESTS),
                        Button(L.zone("btn_numerals"), _("Numbers: on") if self.numerals else _("Numbers: off"),
                               self._toggle_numerals, size=theme.SMALL_SIZE, selected=self.numerals)]
        if st.harvests:
            past = self.show_harvest is not None and self.show_harvest != "now"
            self.buttons.append(Button(L.zone("btn_alt"), _("Harvests ({n})").format(n=len(st.harvests)), self._toggle_harvest,
                                       size=theme.SMALL_SIZE, min_size=12, selected=past))
        if not self.my_turn:
            return
        done = L.zone("btn_done")
        step = st.step
        if step == "draft":
            pair = tuple(sorted(self.draft_pick))
            ok = len(pair) == 2 and KeepEvents(pair) in self.legal
            self.buttons.append(Button(done, N_("Keep these two"), self._keep, enabled=ok, primary=ok,
                                       hint=N_("Choose two different event cards to keep first.")))
        elif step == "paddy" and self.sel_card is not None and self.sel_half is not None and self.tile_size == 0:
            self.buttons.append(Button(done, N_("Play the cards"), self._place_no_tile, primary=True))
        elif step == "paddy" and (self.sel_card is not None or self.sel_half is not None):
            self.buttons.append(Button(done, N_("Put the cards back"), self._clear_selection))
        elif step in ("animals", "waterfall", "draw", "harvest_event"):
            skip = step == "animals" and st.waterfall_skip_reason() is not None   # Done ends the turn then
            # what Done does, never "end turn": End turn still follows it, as after every move
            # that ends a turn (a play-test pressed "Done: end turn" and was asked for End turn)
            last = _("Done: draw cards") if st.draws_at_turn_end() else _("Done")
            label = {"animals": last if skip else _("Done with animals"),
                     "waterfall": _("Done: no waterfall"),   # the prompt says "choose Done"
                     "draw": last, "harvest_event": _("Pass (no event)")}[step]
            self.buttons.append(Button(done, label, self._done, enabled=self.done_ok, primary=True,
                                       hint=st.finish_refusal() or ""))
        if self.sel_animal is not None and self.sel_animal in self.return_ok and self.show_harvest is None:
            self.buttons.append(Button(pygame.Rect(self.reserve_rect.right + 10, self.reserve_rect.y + 4, 200, 36),
                                       N_("Return to reserve"), self._return_selected, size=theme.SMALL_SIZE))

    def player_name(self, seat: int | None) -> str:
        """No seat acts while a cycle ends (the rules' automatic step): "the harvest" then."""
        return _("the harvest") if seat is None else super().player_name(seat)

    def no_seat_next_words(self, mover: str | None, undo: bool) -> str | None:
        """End turn at a cycle's end starts the harvest (it read "hands over to the harvest", 「収穫に
        交代」: a play-test)."""
        if mover is None:
            return (_("Your turn is done: End turn starts the harvest; Undo takes your move back.") if undo
                    else _("Your turn is done: End turn starts the harvest."))
        return (_("{name}: your turn is done — End turn starts the harvest, or Undo.") if undo
                else _("{name}: your turn is done — End turn starts the harvest.")).format(name=mover)

    def hint_rects(self, action) -> list[pygame.Rect]:
        return hint_rects(self, action)

    def status_text(self) -> str:
        return self._status_words(STEP_WORDS.get(self.state.step, self.state.step))

    def _status_words(self, step: str) -> str:
        """"Cycle 1 of 4 · {step}" (`step` a msgid), and its shorter form kept for the bar."""
        cycle = min(self.state.cycle, CYCLES)
        full = _("Cycle {cycle} of {cycles} · {step}").format(cycle=cycle, cycles=CYCLES, step=_(step))
        # the same without the step's name (the prompt says it in its own words), for a bar
        # whose prompt needs the room (_status_for_bar); kept by the full text, which an ended
        # turn keeps showing after the state has moved on
        shorter = getattr(self, "_short_status", None)
        if shorter is None:
            shorter = self._short_status = {}
        shorter[full] = _("Cycle {cycle} of {cycles}").format(cycle=cycle, cycles=CYCLES)
        return full

    def held_status_text(self) -> str:
        """While a turn's end waits for End turn: the cycle and "End of turn", however the table
        came to it (the step the move was made in, "Place waterfall", or the next seat's, "Place
        paddy", said it in a play-test).  The cycle is still the move's: the harvest that may
        end it is one of the automatic steps the held end keeps back."""
        return self._status_words(STEP_WORDS["draw"])

    def _status_for_bar(self) -> str:
        """The cycle and its step beside the prompt, while the prompt still fits whole in the
        bar's two lines beside them; else the cycle alone, else nothing (the cycle track shows
        it too).  A play-test's online bar cut "…so change it before you choo…" beside "Cycle 1
        of 4 · Place animals" and the seats' marks."""
        full = super()._status_for_bar()
        for status in dict.fromkeys((full, getattr(self, "_short_status", {}).get(full, ""), "")):
            if self._prompt_whole_beside(status):
                return status
        return ""

    def _prompt_whole_beside(self, status: str) -> bool:
        """The bar's prompt (bar_text) is drawn whole in the room `status` leaves it (the top
        bar's own measure, an online table's seat marks counted: chrome.prompt_room)."""
        text = self.bar_text
        _size, lines = self._wrap_prompt(text, self.prompt_room(status), self.layout.zone("bar").h)
        return "".join(lines).replace(" ", "") == text.replace(" ", "")

    def _draw_board_layers(self, surface: pygame.Surface, hover) -> None:
        """What lies on the board's picture under the ghost and the hover frame."""
        self._draw_drop(surface)
        self._draw_hover_marks(surface, hover)
        self._draw_highlights(surface)
        badges = self._draw_animals(surface)
        self._draw_last_moves(surface)
        self._draw_animals_over(surface, badges)   # the count badges stay readable over the marks
        self._draw_flashes(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.layout
        pointer = self.app.input.pointer
        ghost = self._ghost_state(pointer)
        area = self.to_draw(surface)   # a pointer-only frame draws only what its pass shows (damage.py)
        if area.colliderect(self.board_extent()):
            hover = self._hover_target(pointer, ghost)
            if ghost is not None and not self.anims.items:
                self._draw_ghost_prepared(surface, ghost)   # the board and the ghost: prepared images
            else:
                self._draw_board_base(surface)   # the board's frame and picture, one image (prepared.py)
                self._draw_board_layers(surface, hover)
                if ghost is not None:
                    self._draw_ghost(surface, ghost)
            self._draw_hover(surface, pointer, hover)
        self._ghost_callout(ghost, pointer)
        if self.show_harvest is not None:
            self._draw_players(surface)
            self._draw_track(surface)
            self._draw_harvest(surface, pointer)
        else:
            self._draw_panels(surface, pointer)   # players, track, hand (damage.py)
        if area.colliderect(L.zone("info")):
            self._draw_info(surface, pointer)
        for button in self.buttons:
            if area.colliderect(button.rect.inflate(8, 16)):
                button.draw(surface, self.assets, pointer)
        self._draw_played_glides(surface)   # another seat's played cards on their way (marks.py)
        self._draw_drag(surface, pointer)

    def _reveal_to(self, seat: int) -> None:
        super()._reveal_to(seat)
        if hasattr(self, "_glides_seen"):   # (not while the table is being built)
            self.glide_unseen_marks()   # another person's played cards, seen now by the one taking over

    def handle(self, event) -> bool:
        if event.kind in ("down", "click"):
            self.land_played_cards()   # a click hurries the played cards, and goes on to act as ever
        return super().handle(event)

    def _draw_message(self, surface: pygame.Surface) -> None:
        """A message without a place (a hint, an undo) in the info strip, in smaller type when it
        needs more lines than the strip holds (never past the window's edge)."""
        if self.message is None or self.message[3] is not None:
            super()._draw_message(surface)
            return
        text, colour, _left, _pos = self.message
        area = self.layout.zone("message")
        for size in (theme.BODY_SIZE, theme.SMALL_SIZE, 12):
            lines = self.assets.wrap(text, area.w - 24, size)
            step = self.assets.font(size, False, text).get_linesize() + 2
            if 14 + step * len(lines) <= area.h:
                break
        box = pygame.Rect(area.x, area.y, area.w, min(area.h, 14 + step * len(lines)))
        paint.rect(surface, (34, 30, 28), box, border_radius=8)
        paint.rect(surface, colour, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 12, box.y + 7 + step * i), size, theme.INK_ON_DARK)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move's outlines, then the ghost's verdict over them (never under an outline)."""
        super()._draw_hint(surface)
        self._draw_callout(surface, self.app.input.pointer)
