"""The replay names Pondscape's automa as the table does, "the Croaker" (クローカー), never
"The automa" (オートマ) in its move caption (a Japanese play-test)."""
from __future__ import annotations

import pygame

from driver import key, make_app
from game import i18n
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.scenes.common.replay import open_replay


def test_the_croakers_move_is_captioned_with_its_name_in_japanese():
    i18n.set_language("ja")
    try:
        app = make_app()
        match = Match(Setup("pondscape", ("アナ",), 0, options=(("solo", True),)), 5)
        while not match.state.is_over():
            match.apply(match.state.legal_actions()[0])
        replay = open_replay(app, match)
        timeline = replay.timeline
        step = next(k for k in range(1, timeline.steps) if timeline.mover(k) == AUTOMA)
        key(app, pygame.K_HOME)
        for _ in range(step):
            key(app, pygame.K_RIGHT)
        caption = replay.caption()
        assert "クローカー" in caption and "オートマ" not in caption, caption
    finally:
        i18n.set_language("en")
