"""Every scene of the smoke run drawn with the text recorder on (game/ui/textrecord.py): what
text is drawn over text, runs out of its panel or is cut with room to spare, per scene.

Used by tools/check_text_layout.py (prints it) and tests/scenes/test_text_layout.py (asserts it).
"""
from __future__ import annotations

from contextlib import contextmanager

import pygame

from . import i18n, smoke
from .rules.base import Setup
from .ui import textrecord, tooltip

LONG_NAMES = ("Maximilianus XVI", "Bartholomew Long", "Christabel Worth", "Dorotheavonstein", "Evangelina Smyth")
LONG_NAMES_JA = ("田中はなこの棚田名人でござる", "山本たろうの鯉のぼり名人です", "佐藤さくらの池の名人でござる",
                 "鈴木いちろうのてんとう虫名人", "高橋みどりの全部の名人でござ")
POINTER = ((640, 360), (200, 600), (1100, 150))   # where the smoke run moves the pointer (layout units)
SIZES = ((1280, 720), (1024, 600), (2560, 1440))   # window sizes checked: the plan, the smallest (0.8x), 2x


def make_app(size: tuple[int, int] = (1280, 720)):
    """A headless app whose window is `size` pixels (its scale: game/ui/canvas.py)."""
    from .launch import make_app as make

    return make(size=tuple(size), headless=True)


def window_pos(app, pos) -> tuple[int, int]:
    """The window pixel showing layout point `pos` (the canvas is letter-boxed at app.view)."""
    return (round(pos[0] * app.scale) + app.view.x, round(pos[1] * app.scale) + app.view.y)


def sample_saves(names=LONG_NAMES) -> None:
    """A named save and an unfinished game's autosave seated with `names`, so the Load and
    Continue screens have rows to draw (call with a private TABLETOP_DATA_DIR)."""
    from . import autosaves, saves

    match = smoke.busy_match("ladybird", 4, steps=30)
    match = type(match).replay(Setup("ladybird", tuple(names[:4])), match.seed, match.actions)
    saves.save_named(match, name=saves.default_save_name(match))
    autosaves.start_game(match).save(match)


@contextmanager
def long_names(names):
    """Matches of the smoke run seated with `names` instead of P1, P2…"""
    original = smoke.default_setup
    smoke.default_setup = lambda title, players: Setup(title, tuple(names[:players]))
    try:
        yield
    finally:
        smoke.default_setup = original


def scene_findings(app, lang: str = "en", names=None, only: str | None = None) -> dict[str, list]:
    """{scene name: [Finding, ...]} for every smoke scene (those whose name contains `only`)."""
    before = i18n.language()
    i18n.set_language(lang)
    out: dict[str, list] = {}
    try:
        with (long_names(names) if names else _nothing()):
            for name, factory in smoke._scenes(app):
                if only and only not in name:
                    continue
                scene = factory()
                smoke.show(app, scene)
                out[name] = _drawn(app, names)
                if names and hasattr(scene, "seat_names"):   # the setup screen: every count, these names
                    scene.seat_names(names)
                    for count in scene.player_counts():
                        scene.choose_count(count)
                        out[f"{name}, {count} players"] = _drawn(app, names)
                if hasattr(scene, "refusal_words"):   # each sentence the screen may say at its foot
                    for words in scene.refusal_words():
                        scene.message = words
                        out[f"{name}, saying {words[:24]!r}"] = _drawn(app, names)
                    scene.message = ""
                if name.endswith(": table"):   # the same table with its hint shown (H)
                    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
                    pygame.event.post(key)
                    app.step()
                    out[f"{name} + hint"] = _drawn(app, names)
    finally:
        i18n.set_language(before)
    return out


def _drawn(app, names=None) -> list:
    """The findings of the scene on top, drawn whole after the pointer moved as in the smoke
    run and rested (its tooltip shows); a seated name cut anywhere is one."""
    for pos in POINTER:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, pos), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        app.step()
    for scene in list(app.stack):
        scene.update(tooltip.REST_MS)
        scene.update(tooltip.REST_MS)
    with textrecord.recording(app.canvas.get_size()) as recorder:
        app.full_frame = True
        app.render()
    return recorder.findings(names or ())


@contextmanager
def _nothing():
    yield
