"""Which titles exist, their player ranges, and where their rules live.

The title menu reads this without importing any title's rules, so start-up stays fast;
`state_class` imports a title's module only when a game of it starts.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from ..i18n import N_
from .base import GameState


@dataclass(frozen=True)
class TitleInfo:
    id: str
    name: str
    tagline: str
    min_players: int
    max_players: int
    module: str  # defines STATE_CLASS
    first_player_question: str = ""  # the rulebook's real-world question, if it asks one
    # tagline and first_player_question are marked only (N_): translate where shown, _(info.tagline)

    @property
    def has_solo(self) -> bool:
        return self.min_players == 1


TITLES: dict[str, TitleInfo] = {
    info.id: info
    for info in (
        TitleInfo("paddy", "Paddy", N_("Stack rice terraces, herd animals, let waterfalls flow."),
                  2, 4, "game.rules.paddy", N_("Who ate rice most recently?")),
        TitleInfo("koinobori", "Koinobori", N_("Raise carp streamers on the festival poles."),
                  2, 5, "game.rules.koinobori", N_("Who was first to guess the wind's direction?")),
        TitleInfo("pondscape", "Pondscape", N_("Fill a pond with frogs; solo against the Croaker."),
                  1, 4, "game.rules.pondscape", ""),
        TitleInfo("ladybird", "Ladybird", N_("Draft ladybirds through their life cycle."),
                  1, 4, "game.rules.ladybird", N_("Who visited their grandmother most recently?")),

    )
}


def title_info(title_id: str) -> TitleInfo:
    try:
        return TITLES[title_id]
    except KeyError:
        raise ValueError(f"unknown title {title_id!r}; known: {', '.join(TITLES)}") from None


def is_available(title_id: str) -> bool:
    """True when the title's rules module is present in this build."""
    return importlib.util.find_spec(title_info(title_id).module) is not None


def state_class(title_id: str) -> type[GameState]:
    module = importlib.import_module(title_info(title_id).module)
    return module.STATE_CLASS
