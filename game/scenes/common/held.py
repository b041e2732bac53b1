"""After the game, what each seat held that the others never saw: its hand and its face-down
cards, face up (players want to see it).  Read from the rules' own view for that seat (what
the seat itself may see, so nothing is decided here) and drawn with the title's card art."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import _


def held(assets, state) -> list[list[tuple[str, int | str, Callable]]]:
    """Per seat: (kind, card, draw(size) -> Surface) for each card it held at the end; [] for a
    title that has nothing hidden or a game that is not over."""
    reader = _READERS.get(state.TITLE)
    if reader is None or not state.is_over():
        return [[] for _ in range(state.num_players)]
    return [reader(assets, state.view(seat), seat) for seat in range(state.num_players)]


def held_groups(cards: list) -> list[tuple[str, list]]:
    """A seat's held cards in their groups, in order: ("hand", ...) for the cards in hand (of
    every kind: Paddy's paddy, day/night and event cards; empty beside face-down cards), then
    each place of face-down cards ("face down": Pondscape's pond, "pole": Koinobori's personal
    pole)."""
    groups: dict[str, list] = {}
    for entry in cards:
        groups.setdefault(entry[0] if entry[0] in ("face down", "pole") else "hand", []).append(entry)
    if groups:   # an empty hand beside face-down cards says so ("Hand 0"): a tie-break counts it
        groups.setdefault("hand", [])
    return [(name, groups[name]) for name in ("hand", "face down", "pole") if name in groups]


def held_label(group: str, count: int) -> str:
    """The words over a group of held cards, with their number."""
    return {"face down": _("Face down in the pond {n}"),
            "pole": _("Face down on the personal pole {n}")}.get(group, _("Hand {n}")).format(n=count)


def _paddy(assets, view, seat):
    hand = view.get("hand") or {}
    out = []
    for kind, frame in (("paddy", "card_paddy_{}"), ("day_night", "card_{}"), ("events", "card_event_{}")):
        for value in hand.get(kind, []):
            name = frame.format(value if kind != "events" else str(value).lower())
            out.append((kind, value, lambda size, name=name: assets.sprite("paddy", name, size)))
    return out


def _koinobori(assets, view, seat):
    from ..koinobori.cards import CardArt

    art = _art(assets, CardArt)
    hands = view.get("hands") or []
    poles = view.get("own_poles") or []
    cards = [("hand", c) for c in (hands[seat] or [])] if seat < len(hands) else []
    cards += [("pole", c) for c in (poles[seat] or [])] if seat < len(poles) else []
    return [(kind, c, lambda size, c=c: art.face(c, size)) for kind, c in cards]


def _pondscape(assets, view, seat):
    from ..pondscape.art import CardArt

    art = _art(assets, CardArt)
    cards = [("hand", c) for c in view.get("hand") or []]
    ponds = view.get("ponds") or []
    pond = ponds[seat] if seat < len(ponds) else []
    cards += [("face down", cell["card"]) for cell in pond or [] if cell and cell.get("face_down") and cell.get("card") is not None]
    return [(kind, c, lambda size, c=c: art.front(c, size)) for kind, c in cards]


def _ladybird(assets, view, seat):
    from ..ladybird.art import LadybirdArt

    art = _art(assets, LadybirdArt)
    seats = view.get("seats") or []
    hand = seats[seat].get("hand") or [] if seat < len(seats) else []
    return [("hand", c, lambda size, c=c: art.card(c, size)) for c in hand]


_ARTS: dict = {}


def _art(assets, cls):
    """One art object per title and Assets (they cache their card surfaces)."""
    key = (cls, id(assets))
    if key not in _ARTS:
        _ARTS[key] = cls(assets)
    return _ARTS[key]


_READERS = {"paddy": _paddy, "koinobori": _koinobori, "pondscape": _pondscape, "ladybird": _ladybird}
