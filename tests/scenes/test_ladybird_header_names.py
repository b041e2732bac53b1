"""Ladybird's garden headers as a play-test (2026-12-06, session 2) saw them: at --size
1024x600 (the 1280x720 plan drawn at 0.8) a 16-character name was drawn at about 7 px, and at
1920x1080 "Bartholomew-Smit" broke with a hyphen where at 1280x720 it shrank.  Now, at every
window size, every seat's name is drawn in type at least the readable least in the window's
own pixels, broken only where the name breaks by itself (never with an added hyphen), or cut
with an ellipsis whose header tooltip gives it whole; and a larger window shows the same lines
as 1280x720."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.ladybird import LadybirdScene
from game.ui import textrecord
from game.ui.canvas import current_scale

NAMES = ["Bartholomew-Smit", "\u68da\u7530\u306e\u6c34\u5b88\u308a\u5c71\u672c\u3055\u304f\u3089\u4e4b\u4ecb\u69d8\u3067\u3059",
         "WWWWWWWWWWWWWWWW", "Alexandrina Wu-K"]
SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
SEATS = {2: [("human", "hard")], 3: [("human", "easy", "hard")],
         4: [("human", "easy", "normal", "hard"), ("easy", "hard", "human", "normal")]}


def headers(size, players, seats, lang, leaf):
    """Each seat's name as drawn in its header: (the lines, their sizes in window pixels, the
    whole name of a line cut with an ellipsis, the header's tooltip title)."""
    i18n.set_language(lang)
    app = make_app(size)
    match = Match(Setup("ladybird", NAMES[:players], first_player=0, seats=seats), 3)
    chooser = random.Random(3)
    while match.state.leaf != leaf:   # the sticky leaf beside a name leaves it less room
        match.apply(chooser.choice(match.state.legal_actions()))
    scene = LadybirdScene(app, match)
    scene.computers.begin = lambda *args, **kwargs: None   # (no worker process in a test)
    scene.computers.update = lambda dt_ms: None
    app.push(scene)
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    out = []
    for q, seat in enumerate(scene.seats):
        box = seat.name_box
        texts = [t for t in rec.texts if box.inflate(2, 2).contains(t.ink) and t.string.strip()]
        names = [t for t in texts if (t.full or t.string).rstrip("-") and
                 any(part in NAMES[q] for part in (t.string.rstrip("-\u2026"),)) and len(t.string) > 2]
        tip = scene.tooltip_at(box.center)
        out.append(([t.string for t in names], [round(t.size * current_scale()) for t in names],
                    [t.full for t in names if t.full], tip.title if tip else "",
                    ["cut" if t.full else t.string for t in names]))
    pygame.quit()
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_header_name_is_readable_and_whole_at_every_window_size(lang, players):
    for seats in SEATS[players]:
        for leaf in range(players):
            seen = {}
            for size in SIZES:
                seen[size] = drawn = headers(size, players, seats, lang, leaf)
                for q, (lines, pixels, cut, tip, _plan) in enumerate(drawn):
                    where = (size, seats, leaf, q, lines)
                    assert lines, where
                    assert min(pixels) >= textrecord.READABLE, (where, pixels)
                    if cut:   # cut with an ellipsis: the header's tooltip gives the name whole
                        assert cut == [NAMES[q]] and NAMES[q] in tip, (where, cut, tip)
                    else:     # whole, broken only where the name breaks by itself
                        assert "".join(lines) == NAMES[q] or " ".join(lines) == NAMES[q], where
            # the same lines (where a cut falls may differ by a letter; the type by a point, see
            # gardens._drawn_size)
            assert [d[4] for d in seen[(1920, 1080)]] == [d[4] for d in seen[(1280, 720)]], (seats, leaf, seen)
