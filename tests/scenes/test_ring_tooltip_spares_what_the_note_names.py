"""The ring's tooltip keeps clear of what the lesson's note (or a hint) speaks of (play-tests):
Ladybird's lesson (English, 1280x720; Japanese, 1024x600), the ring on the outlined card, its
tooltip over the learner's green column while the note spoke of "your green column"; Pondscape's
(Japanese, 1024x600) over the movement card the note named; after H in a Pondscape game, over
the hint's own words.  A step names those places ("points_at"); the hint's words are kept clear
of while they are shown."""
from __future__ import annotations

import pygame
import pytest

import at_scale
import driver
from driver import advance, key
from game import i18n
from game.rules.registry import TITLES
from game.scenes.common import table as table_module
from game.scenes.common.table import TableScene
from keyboard import focused, go_to


@pytest.fixture(autouse=True)
def scaled_clicks(monkeypatch):
    import test_hints
    import test_keys_after_a_move
    import test_tutorial_scene

    for module in (driver, test_hints, test_tutorial_scene, test_keys_after_a_move):
        monkeypatch.setattr(module, "click", at_scale.click, raising=False)


def record_tooltips(monkeypatch) -> list[pygame.Rect]:
    shown = []
    real = table_module.draw_tooltip

    def record(*args, **kwargs):
        rect = real(*args, **kwargs)
        shown.append(rect)
        return rect

    monkeypatch.setattr(table_module, "draw_tooltip", record)
    return shown


def ring_tooltip(app, shown) -> pygame.Rect | None:
    advance(app, 1500)
    shown.clear()
    app.full_frame = True
    app.render()
    return shown[-1] if shown else None


def no_room_elsewhere(box, keep, ring) -> bool:
    """No place on the screen holds the tooltip clear of `keep` and the ring."""
    return not any(not any(pygame.Rect((x, y), box.size).colliderect(r) for r in keep + [ring])
                   for x in range(0, 1280 - box.w + 1, 8) for y in range(0, 720 - box.h + 1, 8))


@pytest.mark.parametrize("title", ["ladybird", "pondscape"])
@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("ja", (1024, 600))])
def test_the_rings_tooltip_spares_the_places_the_note_names(title, lang, size, monkeypatch):
    from test_keys_after_a_move import play_lesson_by_keys

    i18n.set_language(lang)
    shown = record_tooltips(monkeypatch)
    app = at_scale.app_at(size)
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index(title)}").center)
    table = app.find(TableScene)
    guide = table.lesson
    checked = []

    def each_step(expected):
        named = guide.pointed_places()
        if not named:
            return
        app.render()
        here = focused(app)
        # the ring's tooltip comes when the keys bring the ring there: away and back
        go_to(app, lambda t: t.key != here.key and t.group == here.group, "a neighbour")
        go_to(app, lambda t: t.key == here.key, repr(here.key))
        box = ring_tooltip(app, shown)
        assert box is not None, f"no tooltip for the ring on {here.key!r}"
        covered = [r for r in named if box.colliderect(r)]
        if covered:
            keep = named + [guide.panel]
            assert no_room_elsewhere(box, keep, app.focus.ring_rect(focused(app))), (
                f"the tooltip of {here.key!r} at {box} covers {covered}, which the note speaks of")
        checked.append(here.key)

    play_lesson_by_keys(app, table, each_step)
    assert len(checked) >= 2, checked


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("ja", (1024, 600))])
def test_after_h_the_rings_tooltip_spares_the_hints_words(lang, size, monkeypatch):
    from game.launch import make_app  # noqa: F401  (the app of at_scale)
    from game.rules.match import Match
    from game.rules.base import Setup

    from test_hint_moves_the_ring import wait_for_the_hint

    i18n.set_language(lang)
    shown = record_tooltips(monkeypatch)
    app = at_scale.app_at(size)
    match = Match(Setup("pondscape", ("Ana", "Kai"), 0, seats=("human", "normal")), 5)
    from game.scenes import registry

    table = registry.scene_class("pondscape")(app, match, None)
    app.push(table)
    app.render()
    key(app, pygame.K_TAB)
    key(app, pygame.K_h)
    wait_for_the_hint(app, table)
    assert table.message is not None and table.message[3] is None and table.hinted is not None
    here = focused(app)   # (the hint took the ring where its move begins): the keys away and back
    go_to(app, lambda t: t.key != here.key and t.group == here.group, "a neighbour")
    go_to(app, lambda t: t.key == here.key, repr(here.key))
    box = ring_tooltip(app, shown)
    assert box is not None, f"no tooltip for the ring on {here.key!r}"
    assert table.message is not None, "the hint's words went"
    words = pygame.Rect(table.message_box)
    if box.colliderect(words):
        assert no_room_elsewhere(box, [words], app.focus.ring_rect(focused(app))), (
            f"the tooltip of {here.key!r} at {box} covers the hint's words at {words}")
