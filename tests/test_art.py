"""The generated sprite sheets match their JSON atlases and docs/art.md (no regeneration here)."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "assets" / "sprites"
SHEETS = ["ui", "paddy", "koinobori", "pondscape", "ladybird"]
NAME = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)*$")


def load(sheet):
    data = json.loads((SPRITES / f"{sheet}.json").read_text(encoding="utf-8"))
    image = pygame.image.load(str(SPRITES / data["meta"]["image"]))
    return data, image


@pytest.mark.parametrize("sheet", SHEETS)
def test_sheet_frames_inside_and_disjoint(sheet):
    data, image = load(sheet)
    assert data["meta"]["image"] == f"{sheet}.png"
    w, h = image.get_size()
    assert (data["meta"]["size"]["w"], data["meta"]["size"]["h"]) == (w, h)
    rects = []
    assert data["frames"], sheet
    for name, entry in data["frames"].items():
        assert NAME.match(name), name
        f = entry["frame"]
        r = pygame.Rect(f["x"], f["y"], f["w"], f["h"])
        assert r.w > 0 and r.h > 0, name
        assert r.left >= 0 and r.top >= 0 and r.right <= w and r.bottom <= h, name
        rects.append((name, r))
    rects.sort(key=lambda t: (t[1].y, t[1].x))
    for i, (na, ra) in enumerate(rects):
        for nb, rb in rects[i + 1:]:
            if rb.y >= ra.bottom:
                break
            assert not ra.colliderect(rb), (na, nb)


def doc_frames():
    """{sheet: [frame names]} from the tables in docs/art.md."""
    out, sheet = {}, None
    for line in (ROOT / "docs" / "art.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^## Sheet `([a-z_]+)`", line)
        if m:
            sheet = m.group(1)
            out.setdefault(sheet, [])
            continue
        if line.startswith("## "):
            sheet = None
        m = re.match(r"^\| `([a-z0-9_]+)` \|", line)
        if m and sheet:
            out[sheet].append(m.group(1))
    return out


def test_documented_frames_exist():
    docs = doc_frames()
    assert set(docs) == set(SHEETS)
    for sheet, names in docs.items():
        frames = json.loads((SPRITES / f"{sheet}.json").read_text(encoding="utf-8"))["frames"]
        missing = [n for n in names if n not in frames]
        assert not missing, (sheet, missing)
        undocumented = [n for n in frames if n not in names]
        assert not undocumented, (sheet, undocumented)


def test_required_frames_present():
    need = {
        "ui": ["button_9slice", "button_hover", "button_disabled", "panel_9slice", "glow_ring",
               "table_tile", "title_banner"] + [f"token_p{i}" for i in range(1, 6)]
              + [f"marker_p{i}" for i in range(1, 6)],
        "paddy": ["plot_day", "plot_night", "tile_edge_shadow", "card_back_paddy", "cycle_token"]
                 + [f"tile_top_lvl{i}" for i in range(1, 9)] + [f"card_event_{c}" for c in "abcdefgh"],
        "koinobori": ["card_face", "card_back_koinobori", "festival_pole", "carp_yellow_green"],
        "pondscape": ["croaker", "jumping_frog", "pond_cell_empty", "frog_desert_tree", "food_spider"],
        "ladybird": ["card_back_ladybird", "pool_slot", "ladybird_harlequin", "stage_pupa", "mould_tile"],
    }
    for sheet, names in need.items():
        frames = json.loads((SPRITES / f"{sheet}.json").read_text(encoding="utf-8"))["frames"]
        assert not [n for n in names if n not in frames], sheet
    ui = json.loads((SPRITES / "ui.json").read_text(encoding="utf-8"))
    scale = ui["meta"]["scale"]
    token = ui["frames"]["token_p1"]["frame"]
    assert (token["w"], token["h"]) == (32 * scale, 32 * scale)   # a 32x32-unit piece


@pytest.mark.parametrize("sheet", SHEETS)
def test_sheets_are_drawn_at_2x_in_whole_units(sheet):
    """Issue 30: every sheet holds 2 pixels per unit (sharp at a 2560x1440 window), and each
    frame is a whole number of units (its size in units is exact)."""
    data, _ = load(sheet)
    assert data["meta"]["scale"] == 2
    for name, entry in data["frames"].items():
        f = entry["frame"]
        assert f["w"] % 2 == 0 and f["h"] % 2 == 0, name


def test_a_sprite_without_a_size_is_its_frame_in_units():
    """`assets.sprite(sheet, name)` is the frame's size in units at every scale: at 1x a smooth
    shrink of the 2x drawing (the sheet shrunk whole: the same pixels as the frame shrunk on its
    own), at 2x the drawing's own pixels."""
    from game.ui.assets import Assets
    from game.ui.canvas import current_scale, pixels, set_scale

    assets, before = Assets(), current_scale()
    data, image = load("ui")
    f = data["frames"]["token_p1"]["frame"]
    drawn = image.subsurface((f["x"], f["y"], f["w"], f["h"]))
    try:
        for scale in (1, 1.5, 2):
            set_scale(scale)
            assets.rescaled()   # as the app does when the window's scale changes
            token = assets.sprite("ui", "token_p1")
            assert token.get_size() == (32, 32), scale
            assert pixels(token).get_size() == (round(32 * scale), round(32 * scale)), scale
            if scale == 1:
                shrunk = pygame.transform.smoothscale(drawn, (32, 32))
                assert pygame.image.tobytes(pixels(token), "RGBA") == pygame.image.tobytes(shrunk, "RGBA")
        assert pygame.image.tobytes(pixels(token), "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    finally:
        set_scale(before)
