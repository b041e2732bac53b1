"""Paddy's animations: what moves or flashes after an action lands (see `on_applied`)."""
from __future__ import annotations

from ...rules.paddy import PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from ...ui.anim import Flash, Tween

PLAYED_MS = 340            # a played card's way from the seat's hand to its mark
PLAYED_FROM_X = 336        # the seat's hand (its face-down backs) in a players-panel row (panels.hand_x)
PLAYED_START = (22, 30)    # the card's size as it leaves the hand (the backs' size), shrinking as it lands


class PaddyMotionMixin:
    """Tweens and flashes for `PaddyScene`, and what they need remembered from before the move."""

    def on_applied(self, action, before) -> None:
        st = self.state
        p = None
        if isinstance(action, PlacePaddy):
            self._glide_played_cards(self._actor, action)
        if isinstance(action, PlacePaddy) and action.tile:
            cells = st.tiles[st.new_tile][3] if st.new_tile in st.tiles else ()
            if cells:
                self.anims.add(Tween((0, -40), (0, 0), ("drop", tuple(cells), st.level[cells[0]]), duration=280))
            self.sel_card = self.sel_half = None
            self.rotation = 0
        elif isinstance(action, PlaceAnimal):
            p = self._last_actor(action)
            start = self._reserve_point(p) if action.src < 0 else self.animal_spot(action.src, 0, 1)
            self.anims.add(Tween(start, self.animal_spot(action.dst, 0, 1), ("duck", p, action.dst), duration=300))
        elif isinstance(action, ReturnAnimal):
            p = self._last_actor(action)
            self.anims.add(Tween(self.animal_spot(action.cell, 0, 1), self._reserve_point(p), ("duck", p, -1),
                                 duration=300))
        elif isinstance(action, PlaceWaterfall):
            self.anims.add(Flash(("edge", action.cell, action.side), duration=700))
        elif isinstance(action, RemoveTile):
            self.anims.add(Flash(("cells", tuple(self._last_removed_cells())), duration=700))
        elif isinstance(action, PlayEvent) and action.cell >= 0:
            self.anims.add(Flash(("cells", (action.cell,)), duration=700))
        self.sel_event = None

    def _glide_played_cards(self, seat: int | None, action: PlacePaddy) -> None:
        """Another seat's two played cards (a computer's, another person's) travel from its hand
        in the players panel to where they stay marked (marks.py), the day/night card a beat
        after the paddy card; a click lands them at once (`land_played_cards`), and input never
        waits for them."""
        if seat is None or seat == self.viewer:
            return
        self._glide(seat, getattr(self, "_actor_turn", None), (action.card, action.half))

    def _glide(self, seat: int, turn: int | None, cards: tuple) -> None:
        if not 0 <= seat < len(self.player_rows):
            return
        self._glides_seen.add((self.viewer, seat, turn))
        row = self.player_rows[seat]
        start = (row.x + PLAYED_FROM_X, row.centery - PLAYED_START[1] // 2)
        for i, frame in enumerate((f"card_paddy_{cards[0]}", f"card_{cards[1]}")):
            end = self.played_spot(seat, i)
            self.anims.add(Tween(start, end.topleft, ("played", seat, i, frame), duration=PLAYED_MS, delay=90 * i))

    def glide_unseen_marks(self) -> None:
        """A person taking over the table (after the hand-off) sees the cards another person
        played glide in as the computers' do: once for each seat's turn they have not seen."""
        for q, mark in self.marks_to_show():
            if mark["cards"] is not None and (self.viewer, q, mark["turn"]) not in self._glides_seen:
                self._glide(q, mark["turn"], mark["cards"])

    def land_played_cards(self) -> None:
        """A click hurries the played cards' movement: they are where they land at once."""
        self.anims.items = [t for t in self.anims.items if not (isinstance(t, Tween) and t.payload[0] == "played")]

    def played_gliding(self, seat: int) -> set[int]:
        """Which of `seat`'s two played cards are still on their way (drawn by the glide, not the mark)."""
        return {t.payload[2] for t in self.anims.of(Tween) if t.payload[0] == "played" and t.payload[1] == seat}

    def _animate_scores(self) -> None:
        """A new harvest: the score markers move along the track (refresh() sees it, since the
        harvest is the match's own step, applied after the last move's End turn)."""
        st = self.state
        old = st.harvests[-2]["scores_after"] if len(st.harvests) > 1 else [0] * st.num_players
        self.track_from = [float(v) for v in old]
        for q in range(st.num_players):
            self.anims.add(Tween((old[q], 0), (st.scores[q], 0), ("score", q), duration=400, delay=150 * q))

    def act(self, action, pos=None, by_viewer: bool = True) -> bool:
        # remember who moves and what an erosion removes, for the animation after the change
        self._actor = mover = self.state.current_player()
        self._actor_turn = turn = self.state.turn_id
        forecast = getattr(self, "now", None)
        before = ([p["total"] for p in forecast["players"]], len(self.state.harvests)) if forecast else None
        if isinstance(action, RemoveTile) and action.tile in self.state.tiles:
            self._removed_cells = tuple(self.state.tiles[action.tile][3])
        done = super().act(action, pos, by_viewer)
        if done:   # the marks of what the others just did (marks.py): the person's own move clears them
            by_person = by_viewer and not self.computers.is_computer(mover)
            self.note_move(mover, turn, action, by_person)
            # a person's turn is one run; everything the other seats do until the person acts is another
            if by_person:
                self._person_run = (mover, turn)
            self._note_forecast_change(before, self._person_run if by_person else
                                       ("others", getattr(self, "_person_run", None)))
        return done

    def _note_forecast_change(self, before, run) -> None:
        """What the moves of a run (the person's turn, or all the others did since) changed so far
        in each seat's 'if the harvest were now' total (the rules' own harvest before the run and
        now), shown beside the totals until the next run; none across a harvest (the new cycle's
        forecast starts afresh)."""
        if before is None or before[1] != len(self.state.harvests):
            self.now_delta, self._delta_run = None, None
            return
        if getattr(self, "_delta_run", None) != run:
            self._delta_run, self._delta_base = run, before[0]
        delta = [p["total"] - b for p, b in zip(self.now["players"], self._delta_base)]
        self.now_delta = delta if any(delta) else None

    def on_undo(self) -> None:
        super().on_undo()
        # the click that reached step 2.4 (draw cards) also took it (input.py
        # _end_if_nothing_left): one Undo takes back that one click, never leaving the person
        # in a draw step they never saw (a play-test needed two Undos after "Done: end turn", now "Done: draw cards");
        # nor in a Place Waterfall step that had nothing for them (the rules enter it whatever they hold)
        while self.my_turn and self.match.can_undo() and self.nothing_to_decide():
            super().on_undo()
        self.now_delta, self._delta_run = None, None

    def _last_actor(self, action) -> int:
        return self._actor if self._actor is not None else 0

    def _last_removed_cells(self) -> tuple:
        return self._removed_cells

    def _reserve_point(self, seat: int) -> tuple[int, int]:
        row = self.player_rows[seat]
        return (row.x + 249, row.centery)   # its middle reserve animal (panels.py)
