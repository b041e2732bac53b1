"""A Japanese play-test: on Pondscape's and Ladybird's setup screens, 3 players, seat 2 named
"おばあちゃん・花子" showed on its first-player button as "おばあちゃん・花" and "子" alone on a
second line.

Typed into the name field with real key events, on those screens: that name stands on one line
(in smaller, still readable type); the 16-character "棚田の水守り山本さくら之介様です", too long
for one line of a four-seat row, breaks into two lines of at least two characters each, where a
phrase or a word of another script begins (not inside 山本, さくら or 之介様), every character
shown, in readable type, inside the button.  With fewer seats the buttons take the row's room:
at 1024x600 a 16-character name was cut inside a word and with an ellipsis while the rest of
a two-seat row stood empty."""
from __future__ import annotations

import pygame
import pytest

from at_scale import window_px
from driver import click, make_app, type_text
from game import i18n
from game.scenes.common.setup import SeatButton, SetupScene
from game.ui import textrecord

GRANNY = "おばあちゃん・花子"
LONG = "棚田の水守り山本さくら之介様です"


def name_lines(title: str, name: str, tmp_path, monkeypatch, count: int = 3,
               size: tuple[int, int] | None = None) -> tuple[SeatButton, list]:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language("ja")
    app = make_app(size)
    scene = SetupScene(app, title)
    app.reset(scene)
    app.render()
    scene.choose_count(count)
    field = scene.fields[1]
    click(app, window_px(app, field.rect.center))
    for _ in range(len(field.text)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    app.step()
    type_text(app, name)
    assert scene.fields[1].text == name
    click(app, window_px(app, scene.fields[2 if count > 2 else 0].rect.center))   # out of the field: the buttons show the name
    seat = next(b for b in scene.buttons if isinstance(b, SeatButton) and b.seat == 1)
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    assert rec.findings([name]) == [], [str(f) for f in rec.findings([name])]
    lines = sorted((t for t in rec.texts if seat.rect.contains(t.ink)), key=lambda t: t.ink.y)
    assert "".join(t.string for t in lines) == name, [t.string for t in lines]
    assert min(t.size for t in lines) >= textrecord.READABLE
    return seat, lines


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_a_nine_character_name_stands_on_one_line(title, tmp_path, monkeypatch):
    _seat, lines = name_lines(title, GRANNY, tmp_path, monkeypatch)
    assert [t.string for t in lines] == [GRANNY]


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_a_sixteen_character_name_breaks_between_words_never_leaving_one_alone(title, tmp_path, monkeypatch):
    _seat, lines = name_lines(title, LONG, tmp_path, monkeypatch, count=4)
    assert len(lines) == 2 and min(len(t.string) for t in lines) >= 2, [t.string for t in lines]
    first = lines[0].string
    words = ["棚田の", "水守り", "山本", "さくら", "之介様", "です"]   # where the name may break
    ends = {sum(len(w) for w in words[:k]) for k in range(1, len(words))}
    assert len(first) in ends, [t.string for t in lines]


@pytest.mark.parametrize("name", [GRANNY, LONG])
def test_a_japanese_name_in_any_narrow_box_never_leaves_one_character_alone(name, monkeypatch):
    """The same in every box from one where the name just misses one line down to one where two
    lines barely fit (the results' and hand-off's name boxes are narrower than the setup's)."""
    from driver import recorded_texts
    from game.ui import draw

    i18n.set_language("ja")
    app = make_app()
    texts = recorded_texts(monkeypatch)
    surface = app.canvas
    for width in range(app.assets.width(name, 11, True) - 1, app.assets.width(name, 11, True) // 2 + 6, -1):
        texts.clear()
        draw.name_in_box(surface, app.assets, name, pygame.Rect(0, 0, width, 40), bold=True, size=14)
        lines = [s for s, _r in texts]
        assert "".join(lines) == name and len(lines) == 2, (width, lines)
        assert min(len(line) for line in lines) >= 2, (width, lines)


@pytest.mark.parametrize("size", [None, (1024, 600)])
def test_with_room_in_the_row_a_sixteen_character_name_stands_whole_on_one_line(size, tmp_path, monkeypatch):
    seat, lines = name_lines("paddy", "ヴィルヘルミーナ・たかはし・はな", tmp_path, monkeypatch, count=2, size=size)
    assert [t.string for t in lines] == ["ヴィルヘルミーナ・たかはし・はな"]
    assert seat.rect.w > 150   # wider than the layout's zone for it


def test_five_seats_keep_the_layouts_buttons(tmp_path, monkeypatch):
    """Koinobori's five seats fill the row: each button is its zone, whatever the names."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    scene = SetupScene(app, "koinobori")
    app.reset(scene)
    scene.seat_names(["Bartholomew Longname-Smythe"] * 5)
    scene.choose_count(5)
    seats = sorted((b for b in scene.buttons if isinstance(b, SeatButton)), key=lambda b: b.seat)
    assert [b.rect for b in seats] == [scene.layout.zone(f"first_{i}") for i in range(5)]
