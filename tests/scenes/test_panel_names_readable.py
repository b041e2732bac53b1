"""Seats' names in the tables' panels at every window size (play-test 2026-12-06, session 2):
at --size 1024x600 (the 1280x720 plan drawn at 0.8) the 16-character names in Paddy's side
panel, Koinobori's players panel and Pondscape's other-seat panels were drawn 9-10 px high,
below the readable least (textrecord.READABLE), which was counted on the plan, not in the
window's pixels.  Now every piece of a name there is at least READABLE real pixels high at
1024x600, 1280x720 and 1920x1080; a name that cannot fit even so is cut with an ellipsis, and
the tooltip over it gives it whole."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.ui import textrecord
from game.ui.canvas import current_scale

NAMES = ["Bartholomew-Smit", "\u68da\u7530\u306e\u6c34\u5b88\u308a\u5c71\u672c\u3055\u304f\u3089\u4e4b\u4ecb\u69d8\u3067\u3059",
         "WWWWWWWWWWWWWWWW", "Alexandrina Wu-K"]
SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
SEATS = ("human", "easy", "human", "hard")


def name_boxes(title: str, scene) -> dict[int, pygame.Rect]:
    """Where each seat's name is drawn in the title's players panel(s)."""
    if title == "paddy":
        return dict(enumerate(scene.player_rows))
    if title == "koinobori":
        return dict(enumerate(scene.player_rects))
    if title == "pondscape":
        return dict(scene.other_rects)
    return {q: seat.name_box for q, seat in enumerate(scene.seats)}


def pieces(texts, name: str) -> list:
    """The drawn texts that are a piece of `name` (a line of it, or its start cut)."""
    out = []
    for t in texts:
        bare = t.string.rstrip("-\u2026").strip()
        if len(bare) >= 2 and bare in name:
            out.append(t)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", ["paddy", "koinobori", "pondscape", "ladybird"])
def test_every_panel_name_is_at_least_readable_in_real_pixels(title, lang):
    for size in SIZES:
        i18n.set_language(lang)
        app = make_app(size)
        try:
            match = Match(Setup(title, NAMES, first_player=0, seats=SEATS), 3)
            scene = registry.scene_class(title)(app, match)
            scene.computers.begin = lambda *args, **kwargs: None   # (no worker process in a test)
            scene.computers.update = lambda dt_ms: None
            app.push(scene)
            scene.show_to(0)
            scene.settle()
            app.full_frame = True
            with textrecord.recording() as rec:
                app.render()
            boxes = name_boxes(title, scene)
            assert boxes, (title, size)
            for q, box in boxes.items():
                inside = [t for t in rec.texts if box.collidepoint(t.ink.center)]
                shown = pieces(inside, NAMES[q])
                where = (title, lang, size, q, [t.string for t in inside])
                assert shown, where
                pixels = [round(t.size * current_scale()) for t in shown]
                assert min(pixels) >= textrecord.READABLE, (where, pixels)
                cut = [t for t in shown if t.string.endswith("\u2026")]
                if cut:   # cut: the tooltip over the name gives it whole
                    tip = scene.tooltip_at(cut[0].ink.center)
                    assert tip is not None and NAMES[q] in " ".join((tip.title, *tip.lines)), (where, tip)
                else:     # whole (on one line or two)
                    # broken at its own hyphen ("Bartholomew-" / "Smit"), or at a space, or with an
                    # added hyphen where a word has none of its own
                    joined = ("".join(t.string for t in shown), "".join(t.string.rstrip("-") for t in shown))
                    assert any(j in (NAMES[q], NAMES[q].replace(" ", "")) for j in joined), where
        finally:
            pygame.quit()
            i18n.set_language("en")


def small_window_texts(title: str, lang: str) -> list:
    """The texts of a first frame of `title` (seat 0 a person, Easy, a person, Hard) at 1024x600."""
    i18n.set_language(lang)
    app = make_app((1024, 600))
    try:
        match = Match(Setup(title, ("Ana", "Ben", "Cy", "Dee"), first_player=0, seats=SEATS), 3)
        scene = registry.scene_class(title)(app, match)
        scene.computers.begin = lambda *args, **kwargs: None
        scene.computers.update = lambda dt_ms: None
        app.push(scene)
        scene.show_to(0)
        scene.settle()
        app.full_frame = True
        with textrecord.recording() as rec:
            app.render()
        return [(t.string, round(t.size * current_scale())) for t in rec.texts]
    finally:
        pygame.quit()


def assert_readable(texts, word: str) -> None:
    pixels = [px for string, px in texts if string == word]
    assert pixels, (word, [string for string, _px in texts])
    assert min(pixels) >= textrecord.READABLE, (word, pixels)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paddy_computer_tag_is_readable_at_1024x600(lang):
    """"Computer, Hard" under a computer's name in Paddy's side panel was drawn 9-10 px high at
    1024x600 (its least, 11, counted on the plan): now at least READABLE real pixels, whole."""
    try:
        texts = small_window_texts("paddy", lang)
        for level in ("Easy", "Hard"):
            assert_readable(texts, i18n.pgettext("narrow", "Computer, {level}").format(level=i18n._(level)))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pondscape_who_plays_each_other_seat_is_readable_at_1024x600(lang):
    """"Human" / the computer's level between a seat's name and its pond in Pondscape's other-seat
    panels was drawn 9-10 px high at 1024x600: now at least READABLE real pixels, whole."""
    try:
        texts = small_window_texts("pondscape", lang)
        for word in (i18n._("Human"), i18n._("Easy"), i18n._("Hard")):
            assert_readable(texts, word)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paddy_harvest_now_and_cycle_are_readable_at_1024x600(lang):
    """Paddy's "Harvest now?" button was drawn 10 px high at 1024x600 (its label shrank to fit
    one line) and the score track's サイクル 9 px: the button's label takes two lines in readable
    type, the track leaves the word more room; both whole, at least READABLE real pixels."""
    try:
        texts = small_window_texts("paddy", lang)
        words = {"en": ("Harvest", "now?", "Cycle"), "ja": ("今収穫したら", "サイクル")}[lang]
        for word in words:
            assert_readable(texts, word)
    finally:
        i18n.set_language("en")
