"""The words of an online table's bar and seat marks: each seat's connection in words, whom the
table waits for, what another seat is doing, and what End turn and Undo do once this seat's
turn is done.  A part of OnlineTable (game/scenes/online/table.py), kept apart so that each
module stays small; it reads the table's match, state and bar, and decides no rule."""
from __future__ import annotations

from ...i18n import N_, _
from ...rules.base import AUTOMA
from ...ui import linebreak
from ..common.computers import level_name

STATUS_WORDS = {"online": N_("online"), "away": N_("away"), "computer": N_("computer"),
                "free": N_("not joined yet")}


class OnlineBarWords:
    """The bar's and the seat marks' words of an OnlineTable."""

    def connection_words(self, seat: int) -> str:
        """"online", "away", "computer (Normal)", "not joined yet"."""
        status = self.match.status_of(seat)
        if status == "computer" and seat != self.match.seat and self.match.person_back(seat):
            # (so the host knows to hand it back: a play-tester's host saw only "computer (Easy)")
            words = _("computer ({level}) · its player is back").format(level=level_name(self.match.kind_of(seat)))
        elif status == "computer":
            words = _("computer ({level})").format(level=level_name(self.match.kind_of(seat)))
        else:
            words = _(STATUS_WORDS.get(status, status))
        return _("{status} (you)").format(status=words) if seat == self.match.seat else words

    def seat_mark_words(self, seat: int) -> tuple[str, ...]:
        """The tooltip of a seat's mark in the bar, under the seat's name: who plays it, and
        its state ("Played by you" / "online"; "Played by a computer (Easy)"; a person's seat
        "online", "away" or "not joined yet")."""
        status, kind = self.match.status_of(seat), self.match.kind_of(seat)
        if status == "computer" or kind != "human":
            words = [_("Played by a computer ({level})").format(level=level_name(kind)) if kind != "human"
                     else _("Played by a computer")]
            if seat == self.match.seat:
                words.append(_("The host handed your seat to it; only they can give it back."))
            elif self.match.person_back(seat):
                words.append(_("Its player is back: the host can give the seat back."))
            return tuple(words)
        who = _("Played by you") if seat == self.match.seat else _("Played by a person")
        return who, _(STATUS_WORDS.get(status, status))

    def waiting_text(self) -> str:
        """Whom the table waits for, when it is not this seat's turn."""
        seat = self.match.awaited()
        if seat is None or seat == AUTOMA:
            return _("Waiting for the table…")
        name = self.player_name(seat)
        status = self.match.status_of(seat)
        if seat != self.state.current_player():   # its move is made, its End turn not yet
            if status == "away":   # (so the host knows to hand the seat to a computer: a play-test
                # saw only the seat's dot turn hollow beside "Waiting for … to end their turn…")
                return _("Waiting for {name}, who is away, to end their turn…").format(name=name)
            return _("Waiting for {name} to end their turn…").format(name=name)
        if status == "computer" or self.computers.is_computer(seat):
            return _("{name} (computer) is playing…").format(name=name)
        if status == "free":
            return _("Waiting for {name} to join…").format(name=name)
        if status == "away":
            return _("Waiting for {name}, who is away…").format(name=name)
        return _("Waiting for {name}…").format(name=name)

    def others_turn_text(self) -> str:
        """The bar while another seat is awaited: who is to act and what they are doing, the
        mover named as at one screen.  A computer's turn in the very words of one screen
        ("Bot (computer, Easy) is thinking — Bot takes a card from the display."; a play-test
        read "Bot (computer) is playing… — Bot (computer, Easy) is thinking — Bot …"); a
        person's after whom the table waits for ("Waiting for Ana… — Ana takes a card …");
        a turn end awaited, or a seat nobody has taken yet, only that."""
        seat = self.match.awaited()
        if seat is None or seat != self.state.current_player() or self.match.status_of(seat) == "free":
            return self.waiting_text()
        if self.computers.is_computer(seat):
            return self.shared_bar_text   # (the shared bar's words for a computer's turn)
        return "{} — {}".format(self.waiting_text(), self.shared_bar_text)

    def turn_done_text(self) -> str:
        """The bar once this seat's turn is done: what End turn and Undo do, whole.  The mover
        is always this window's seat, so not named ("Your turn is done: …", the words of
        Paddy's help); the next seat's name is cut with "…" only when even two lines of the
        smallest type cannot hold the sentence whole beside the seats' marks (a play-test's
        Japanese Ladybird bar, 16-character names: the Undo half was cut, and Ladybird has no
        help panel that says it again)."""
        after = self.state.current_player()
        undo = self.match.can_undo()
        if after == self.match.seat:   # the same seat goes on (a new round it begins)
            return (_("Your turn is done: End turn starts your next turn; Undo takes your move back.") if undo
                    else _("Your turn is done: End turn starts your next turn."))
        own = self.no_seat_next_words(None, undo) if after is None else None   # Paddy: the harvest is next
        if own is not None:
            return own
        who = _("the Croaker") if after == AUTOMA else self.player_name(after)

        def words(name: str) -> str:
            return (_("Your turn is done: End turn hands over to {name}; Undo takes your move back.") if undo
                    else _("Your turn is done: End turn hands over to {name}.")).format(name=name)

        for keep in range(len(who), 0, -1):
            name = who if keep == len(who) else who[:keep].rstrip() + "\u2026"
            # a name cut is still one word: no line breaks inside it (「ケロケロ沼の / 住人たかは…」)
            linebreak.keep_whole([*self.unbroken_words(), name])
            text = words(name)
            if self._whole_in_bar(text):
                return text
        linebreak.keep_whole(self.unbroken_words())
        return words(who)

    def _whole_in_bar(self, text: str) -> bool:
        """`text` would be drawn whole in the bar (one line, or two of a readable size) beside
        the round line it would have (which a title may shorten for it: Paddy's) and the marks."""
        kept = self.bar_text
        self.bar_text = text   # (the round line is chosen beside the bar's words)
        try:
            status = self._status_for_bar()
        finally:
            self.bar_text = kept
        _size, lines = self._wrap_prompt(text, self.prompt_room(status), self.layout.zone("bar").h)
        return "".join(lines).replace(" ", "") == text.replace(" ", "")
