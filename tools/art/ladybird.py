"""Sheet `ladybird`: coloured column cards, ladybird species, life stages, tiles and gardens."""
from __future__ import annotations

import math

from .common import (Canvas, OUTLINE, WHITE, arc_arrow, card_base, corner_badge, dashed_rrect,
                     draw_shape, mix, shade, theme)

TITLE = "Ladybird"
NOTES = ("Each column colour carries its plant: red strawberry, blue blueberry, orange an orange (the "
         "fruit, so it never reads as a green tree), green apple, purple ivy leaf; and its own pattern in "
         "the card's top band (red dots, blue stripes, orange diagonals, green checks, purple zigzags), so "
         "colours are told apart by shape as well as hue even where only the band of a card shows.")

COLS = {
    "red": ((208, 62, 52), "strawberry"),
    "blue": ((62, 104, 190), "blueberry"),
    "orange": ((232, 142, 34), "orange"),
    "green": ((78, 150, 70), "apple"),
    "purple": ((132, 82, 162), "ivy leaf"),
}
ORDER = ["red", "blue", "orange", "green", "purple"]
LEAF = (84, 150, 72)
CREAM = (250, 244, 226)
FRAME = 7   # a column card's frame in its colour (of 96 units across)


# ---- plants --------------------------------------------------------------------------------
def p_strawberry(c, cx, cy, s):
    red = (214, 52, 48)
    c.poly(red, [(cx - 7 * s, cy - 3 * s), (cx + 7 * s, cy - 3 * s), (cx + 5 * s, cy + 4 * s), (cx, cy + 9 * s),
                 (cx - 5 * s, cy + 4 * s)])
    c.circle(red, (cx - 3.6 * s, cy - 2 * s), 4 * s)
    c.circle(red, (cx + 3.6 * s, cy - 2 * s), 4 * s)
    for dx, dy in ((-3, 0), (3, 0), (0, 3), (-2, 5), (2, 5), (0, -1), (-5, -2), (5, -2)):
        c.ellipse((250, 220, 120), (cx + dx * s - 0.5 * s, cy + dy * s - 0.7 * s, 1 * s, 1.4 * s))
    for a in (-150, -110, -70, -30):
        r = math.radians(a)
        c.poly(LEAF, [(cx, cy - 5 * s), (cx + math.cos(r - 0.3) * 6 * s, cy - 5 * s + math.sin(r - 0.3) * 4 * s),
                      (cx + math.cos(r) * 7 * s, cy - 5 * s + math.sin(r) * 5 * s)])
    c.line(LEAF, (cx, cy - 5 * s), (cx + 1 * s, cy - 9 * s), 1.2 * s)


def p_blueberry(c, cx, cy, s):
    b = (70, 92, 170)
    c.line(LEAF, (cx + 2 * s, cy - 5 * s), (cx + 7 * s, cy - 9 * s), 1.2 * s)
    c.ellipse(LEAF, (cx + 3 * s, cy - 11 * s, 8 * s, 4.5 * s))
    for dx, dy, r in ((-4, 2, 4.8), (4.5, 1, 4.3), (0, -4, 4.2)):
        c.circle(shade(b, -0.3), (cx + dx * s, cy + dy * s), r * s + 0.6 * s)
        c.circle(b, (cx + dx * s, cy + dy * s), r * s)
        c.circle(shade(b, 0.35), (cx + dx * s - 1.3 * s, cy + dy * s - 1.3 * s), 1 * s)
        for a in range(0, 360, 72):
            c.line(shade(b, -0.45), (cx + dx * s, cy + dy * s - r * 0.55 * s),
                   (cx + dx * s + math.cos(math.radians(a)) * 1.2 * s, cy + dy * s - r * 0.55 * s + math.sin(math.radians(a)) * 1.2 * s), 0.5 * s)


def p_tree(c, cx, cy, s, fruit):
    c.rect((122, 84, 50), (cx - 1.6 * s, cy + 1 * s, 3.2 * s, 9 * s), r=1 * s)
    for dx, dy, r in ((-5, -1, 5.5), (5, -1, 5.5), (0, -5, 6.5), (0, 1, 5.5)):
        c.circle(shade(LEAF, -0.2), (cx + dx * s, cy + dy * s), r * s + 0.6 * s)
    for dx, dy, r in ((-5, -1, 5.5), (5, -1, 5.5), (0, -5, 6.5), (0, 1, 5.5)):
        c.circle(LEAF, (cx + dx * s, cy + dy * s), r * s)
    for dx, dy in ((-5, -2), (4, -4), (0, 1), (5, 2), (-2, -7)):
        c.circle(fruit, (cx + dx * s, cy + dy * s), 1.7 * s)


def p_orange(c, cx, cy, s):
    """An orange, the fruit: a big dimpled orange disc with a leaf (a green tree read as green)."""
    o = (240, 140, 24)
    c.circle(shade(o, -0.35), (cx, cy + 1 * s), 8.4 * s)
    c.circle(o, (cx, cy + 1 * s), 7.8 * s)
    for dx, dy in ((-3, 3), (2, 5), (4, 0), (-4, -1), (0, 1), (1, -3), (-1, 6)):
        c.circle(shade(o, -0.12), (cx + dx * s, cy + dy * s), 0.6 * s)
    c.circle(shade(o, 0.45), (cx - 3 * s, cy - 2 * s), 1.8 * s)
    c.line((110, 76, 46), (cx, cy - 6 * s), (cx, cy - 8.5 * s), 1.3 * s)
    c.poly(shade(LEAF, -0.1), [(cx, cy - 7 * s), (cx + 5 * s, cy - 11 * s), (cx + 8 * s, cy - 8 * s),
                              (cx + 4 * s, cy - 6 * s)])


def p_apple(c, cx, cy, s):
    g = (120, 184, 60)
    c.circle(shade(g, -0.3), (cx - 3 * s, cy + 1 * s), 6.6 * s)
    c.circle(shade(g, -0.3), (cx + 3 * s, cy + 1 * s), 6.6 * s)
    c.circle(g, (cx - 3 * s, cy + 1 * s), 6 * s)
    c.circle(g, (cx + 3 * s, cy + 1 * s), 6 * s)
    c.circle(shade(g, 0.4), (cx - 4 * s, cy - 1 * s), 1.6 * s)
    c.line((110, 76, 46), (cx, cy - 4 * s), (cx + 1 * s, cy - 9 * s), 1.3 * s)
    c.poly(shade(LEAF, -0.1), [(cx + 1 * s, cy - 7 * s), (cx + 6 * s, cy - 11 * s), (cx + 8 * s, cy - 7 * s)])


def p_ivy(c, cx, cy, s):
    ivy = (60, 120, 70)
    pts = [(0, -10), (3, -5), (9, -6), (6, 0), (9, 5), (2, 4), (0, 9), (-2, 4), (-9, 5), (-6, 0), (-9, -6), (-3, -5)]
    c.poly(shade(ivy, -0.35), [(cx + x * s * 1.08, cy + y * s * 1.08) for x, y in pts])
    c.poly(ivy, [(cx + x * s, cy + y * s) for x, y in pts])
    for x, y in ((0, -8), (7, -4), (7, 3), (-7, 3), (-7, -4)):
        c.line(shade(ivy, 0.35), (cx, cy + 2 * s), (cx + x * s, cy + y * s), 0.7 * s)


PLANT = {"red": p_strawberry, "blue": p_blueberry, "orange": p_orange, "green": p_apple, "purple": p_ivy}


def band_pattern(c, key, rect):
    """The colour's own pattern, drawn inside `rect` (x, y, w, h): told apart by shape, not hue."""
    x, y, w, h = rect
    ink = shade(COLS[key][0], -0.05)
    L = c.layer()
    if key == "red":          # dots
        for i in range(0, int(w) + 6, 6):
            for j in range(0, int(h) + 6, 6):
                L.circle(ink, (x + i + (3 if (j // 6) % 2 else 0), y + j + 2), 1.4)
    elif key == "blue":       # horizontal stripes
        for j in range(0, int(h) + 4, 5):
            L.rect(ink, (x, y + j + 1, w, 2))
    elif key == "orange":     # diagonal stripes
        for i in range(-int(h), int(w) + int(h), 6):
            L.line(ink, (x + i, y + h), (x + i + h, y), 1.8, cap=False)
    elif key == "green":      # checks
        for i in range(0, int(w) + 6, 6):
            for j in range(0, int(h) + 6, 6):
                if ((i + j) // 6) % 2 == 0:
                    L.rect(ink, (x + i, y + j, 3.5, 3.5))
    else:                     # purple: zigzags
        for j in range(0, int(h) + 6, 7):
            pts = [(x + i, y + j + (3 if (i // 4) % 2 else 0)) for i in range(0, int(w) + 5, 4)]
            L.polyline(ink, pts, 1.5)
    mask = c.layer()
    mask.rect(WHITE, rect, r=3)
    L.clip_to(mask)
    c.paste(L, 150)


def plant_badge(c, col, key, cx, cy, r):
    c.circle(shade(COLS[key][0], -0.4), (cx, cy), r + 1)
    c.circle(CREAM, (cx, cy), r)
    PLANT[key](c, cx, cy + 0.3, r / 12)


# ---- ladybirds -----------------------------------------------------------------------------
TYPES = {
    "seven_spot": ((214, 44, 36), OUTLINE, [(0, -0.62, 0.2), (-0.45, -0.25, 0.17), (0.45, -0.25, 0.17),
                                            (-0.32, 0.3, 0.17), (0.32, 0.3, 0.17), (-0.62, 0.15, 0.12),
                                            (0.62, 0.15, 0.12)], "round"),
    "two_spot": ((214, 52, 40), OUTLINE, [(-0.4, 0.0, 0.2), (0.4, 0.0, 0.2)], "round"),
    "fourteen_spot": ((240, 200, 40), OUTLINE, [(sx * x, y, 0.12) for sx in (-1, 1) for x, y in
                                                ((0.2, -0.55), (0.55, -0.35), (0.3, -0.15), (0.65, 0.1),
                                                 (0.25, 0.25), (0.5, 0.5), (0.2, 0.7))], "square"),
    "eyed": ((180, 64, 38), OUTLINE, [(sx * x, y, 0.15) for sx in (-1, 1) for x, y in
                                      ((0.3, -0.5), (0.6, -0.05), (0.28, 0.2), (0.45, 0.6))] + [(0, -0.75, 0.13)],
             "eyed"),
    "cream_spot": ((132, 52, 36), (246, 230, 190), [(sx * x, y, 0.11) for sx in (-1, 1) for x, y in
                                                    ((0.22, -0.6), (0.55, -0.4), (0.3, -0.2), (0.68, 0.05),
                                                     (0.3, 0.22), (0.55, 0.5), (0.22, 0.72))], "round"),
    "twenty_two_spot": ((248, 218, 36), OUTLINE, [(sx * x, y, 0.075) for sx in (-1, 1) for x, y in
                                                  ((0.15, -0.7), (0.45, -0.6), (0.7, -0.35), (0.3, -0.35),
                                                   (0.15, -0.05), (0.5, -0.1), (0.78, 0.05), (0.35, 0.18),
                                                   (0.65, 0.35), (0.2, 0.45), (0.45, 0.7))], "round"),
    "harlequin": ((38, 34, 34), (226, 70, 40), [(-0.42, -0.2, 0.24), (0.42, -0.2, 0.24),
                                                (-0.3, 0.45, 0.13), (0.3, 0.45, 0.13)], "round"),
}
TYPE_DESC = {
    "seven_spot": "red with seven black spots",
    "two_spot": "red with two black spots",
    "fourteen_spot": "yellow with fourteen squarish black spots",
    "eyed": "brick red, black spots ringed in cream",
    "cream_spot": "chestnut with cream spots",
    "twenty_two_spot": "lemon yellow with many small black spots",
    "harlequin": "black with two large and two small red spots, white face marks",
}


def ladybird(L, kind, cx, cy, s, shell=None, spot_shape=None):
    """Top-down ladybird, body about 32*s long, head up."""
    col, spot, spots, style = TYPES[kind]
    col = shell or col
    for side in (-1, 1):
        for y in (-3, 3, 8):
            L.line(OUTLINE, (cx + side * 6 * s, cy + y * s), (cx + side * 14 * s, cy + (y + 2) * s), 1.4 * s)
    L.ellipse(OUTLINE, (cx - 7 * s, cy - 16 * s, 14 * s, 10 * s))
    L.circle(WHITE, (cx - 3.5 * s, cy - 13 * s), 1.4 * s)
    L.circle(WHITE, (cx + 3.5 * s, cy - 13 * s), 1.4 * s)
    if kind == "harlequin":
        L.poly(WHITE, [(cx - 6 * s, cy - 9 * s), (cx - 3 * s, cy - 12.5 * s), (cx, cy - 10 * s),
                       (cx + 3 * s, cy - 12.5 * s), (cx + 6 * s, cy - 9 * s)])
    R = 12.5 * s
    L.circle(OUTLINE, (cx, cy + 2 * s), R + 1.2 * s)
    L.circle(col, (cx, cy + 2 * s), R)
    L.ellipse(shade(col, 0.35), (cx - 8 * s, cy - 6 * s, 5 * s, 3.5 * s))
    for x, y, r in spots:
        px, py, pr = cx + x * R, cy + 2 * s + y * R, r * R
        if spot_shape:
            draw_shape(L, spot_shape, px, py, pr * 0.9, spot)
        elif style == "square":
            L.rect(spot, (px - pr, py - pr, pr * 2, pr * 2), r=pr * 0.3)
        elif style == "eyed":
            L.circle((246, 226, 170), (px, py), pr * 1.45)
            L.circle(spot, (px, py), pr)
        else:
            L.circle(spot, (px, py), pr)
    L.line(OUTLINE, (cx, cy - 10 * s), (cx, cy + 2 * s + R), 1.2 * s, cap=False)


def ladybird_frame(kind):
    c = Canvas(40, 40)
    L = c.layer()
    ladybird(L, kind, 20, 20, 1.25)
    c.compose(L, shadow=(0.5, 1.2, 1, 90))
    return c.result()


# ---- stages --------------------------------------------------------------------------------
def st_egg(L):
    for x, y in ((9, 9), (13, 8), (11, 12.5), (15, 12), (8, 14), (12.5, 16.5), (16.5, 16)):
        L.ellipse(shade((250, 210, 70), -0.3), (x - 2, y - 3, 4, 5.6))
        L.ellipse((250, 214, 80), (x - 1.6, y - 2.6, 3.2, 4.8))


def st_larva(L):
    body = (60, 60, 70)
    pts = [(6, 17), (9, 14), (12, 12), (15, 10), (18, 8)]
    for i, p in enumerate(pts):
        L.circle(body, p, 3.6 - i * 0.35)
    L.circle(OUTLINE, (19, 7.5), 2.2)
    for p in pts[1:4:2]:
        L.circle((244, 140, 40), (p[0] - 1, p[1] - 1.2), 1.1)
        L.circle((244, 140, 40), (p[0] + 1.2, p[1] + 1), 1.1)
    for p in pts[:4]:
        L.line(body, (p[0], p[1]), (p[0] - 1, p[1] + 4.5), 0.8)


def st_pupa(L):
    L.ellipse(shade((232, 150, 40), -0.35), (6.5, 6.5, 11, 13))
    L.ellipse((232, 150, 40), (7, 7, 10, 12))
    for x, y in ((10, 10), (14, 11), (12, 14), (9.5, 15), (14.5, 16)):
        L.circle(OUTLINE, (x, y), 0.9)
    L.rect((120, 84, 50), (10, 18.5, 4, 2.5), r=1)


def st_adult(L):
    ladybird(L, "seven_spot", 12, 11.5, 0.52)


STAGES = [("egg", st_egg, "a cluster of yellow eggs"), ("larva", st_larva, "a dark spiky larva with orange marks"),
          ("pupa", st_pupa, "an orange pupa with black dots"), ("adult", st_adult, "a small seven-spot adult")]


# ---- a card's big picture for each life stage (the adult is the ladybird itself) -------------
def _leaf(L, pts, col=None):
    col = col or shade(LEAF, 0.12)
    L.poly(shade(col, -0.35), pts)
    inner = [(x + (20 - x) * 0.08, y + (22 - y) * 0.08) for x, y in pts]
    L.poly(col, inner)


def egg_cluster_frame():
    """A clutch of upright yellow eggs on a leaf: every type's eggs look alike."""
    c = Canvas(40, 40)
    L = c.layer()
    _leaf(L, [(1, 30), (4, 16), (14, 6), (28, 3), (38, 6), (38, 18), (30, 31), (16, 38), (5, 37)])
    L.line(shade(LEAF, -0.3), (4, 36), (36, 5), 0.9)
    spots = [(12, 22), (17, 19), (22, 16), (27, 13), (14, 28), (19, 25), (24, 22), (29, 19), (16, 33),
             (21, 30), (26, 27), (31, 24)]
    for x, y in sorted(spots, key=lambda p: p[1]):
        L.ellipse(shade((248, 206, 64), -0.45), (x - 2.7, y - 3.9, 5.4, 7.4))
        L.ellipse((250, 214, 84), (x - 2.2, y - 3.4, 4.4, 6.4))
        L.ellipse((255, 242, 180), (x - 1.2, y - 2.7, 1.7, 2.3))
    c.compose(L, shadow=(0.5, 1.2, 1, 90))
    return c.result()


def larva_frame(kind):
    """A spiky, segmented larva, head up, marked in its type's colour."""
    col, spot, _spots, _style = TYPES[kind]
    body = (58, 58, 70)
    mark = col if kind not in ("seven_spot", "two_spot", "eyed") else (244, 140, 40)
    c = Canvas(40, 40)
    L = c.layer()
    segs = [(20, 10, 5.4), (20, 15, 6.8), (20, 20.5, 7.4), (20, 26, 6.4), (20, 30.5, 5.0), (20, 34, 3.6),
            (20, 36.6, 2.4)]
    for i, (x, y, r) in enumerate(segs[1:4]):       # three pairs of legs on the thorax
        for side in (-1, 1):
            L.line(OUTLINE, (x + side * r * 0.7, y), (x + side * (r + 3.5), y + 2.5), 1.1)
    for x, y, r in reversed(segs):
        L.ellipse(shade(body, -0.35), (x - r - 0.6, y - r * 0.62 - 0.6, 2 * r + 1.2, 1.24 * r + 1.2))
        L.ellipse(body, (x - r, y - r * 0.62, 2 * r, 1.24 * r))
    for i, (x, y, r) in enumerate(segs[1:6]):        # a row of spiky tubercles on each side
        for side in (-1, 1):
            tx = x + side * r * 0.55
            marked = i in (1, 3) or (kind in ("fourteen_spot", "twenty_two_spot", "cream_spot") and i % 2 == 0)
            L.circle(mark if marked else shade(body, 0.25), (tx, y), 1.25)
            L.line(OUTLINE, (tx, y), (tx + side * 1.4, y - 1.6), 0.6)
    L.circle(OUTLINE, (20, 6.6), 3.0)                  # the head
    L.circle(shade(body, 0.35), (18.8, 5.8), 0.7)
    L.line(OUTLINE, (18.5, 4.2), (16.8, 1.8), 0.7)
    L.line(OUTLINE, (21.5, 4.2), (23.2, 1.8), 0.7)
    c.compose(L, shadow=(0.5, 1.2, 1, 90))
    return c.result()


def pupa_frame(kind):
    """A rounded pupa in its type's colours, fixed to a leaf by the shed larval skin."""
    col, spot, spots, _style = TYPES[kind]
    c = Canvas(40, 40)
    L = c.layer()
    _leaf(L, [(2, 38), (10, 33), (22, 31), (34, 33), (39, 38)], shade(LEAF, 0.05))
    L.ellipse((70, 64, 60), (12, 28, 16, 7))               # the shed skin at the base
    for x in (14, 18, 22, 26):
        L.line(OUTLINE, (x, 30), (x - 1, 34), 0.7)
    body = mix(col, (236, 170, 60), 0.35)
    L.ellipse(shade(body, -0.4), (8.4, 5.4, 23.2, 25.2))
    L.ellipse(body, (9, 6, 22, 24))
    L.line(shade(body, -0.3), (10, 17), (30, 17), 0.9)     # the segment lines of the pupal case
    L.line(shade(body, -0.3), (11, 22), (29, 22), 0.9)
    L.line(shade(body, -0.3), (20, 7), (20, 16), 0.8)
    L.ellipse(shade(body, 0.35), (13, 8.5, 6, 4))
    dots = spot if spot != OUTLINE else (40, 34, 30)
    for x, y, r in spots[:8]:
        px, py = 20 + x * 8.5, 18 + y * 9
        L.circle(dots, (px, py), max(0.9, r * 5))
    c.compose(L, shadow=(0.5, 1.2, 1, 90))
    return c.result()


STAGE_ART_TYPES = [k for k in TYPES if k != "harlequin"]


def stage_icon(fn, size=24, c=None, pos=None):
    own = c is None
    if own:
        c = Canvas(size, size)
    L = Canvas(24, 24, k=c.k * size / 24)
    L.circle(shade(LEAF, -0.4), (12, 12), 11.6)
    L.circle((214, 232, 190), (12, 12), 10.6)
    fn(L)
    if own:
        c.compose(L, shadow=(0, 0.8, 0.6, 80))
        return c.result()
    tmp = c.layer()
    tmp.paste(L.s, offset=pos)
    c.compose(tmp, shadow=(0, 0.8, 0.6, 80))


# ---- cards ---------------------------------------------------------------------------------
def card_face(key):
    # the column colour read at a glance in a hand (a play-tester took a green adult for red:
    # the colour was a 2-unit line, under the legal glow): a wide frame of it round a face
    # tinted with it, the band's pattern and the plant telling it by shape as well
    col, _ = COLS[key]
    c = Canvas(96, 132)
    card_base(c, col)
    c.rect(mix(CREAM, col, 0.16), (FRAME, FRAME, 96 - 2 * FRAME, 132 - 2 * FRAME - 1.5), r=4)
    band = (FRAME + 1, FRAME + 1, 94 - 2 * FRAME, 24)
    c.rect(mix(CREAM, col, 0.3), band, r=3)
    band_pattern(c, key, band)
    plant_badge(c, col, key, 19, 20, 10)
    L = c.layer()
    PLANT[key](L, 78, 118, 0.45)
    c.paste(L, 200)
    L = c.layer()
    PLANT[key](L, 48, 76, 2.2)
    c.paste(L, 28)
    return c.result()


def back():
    c = Canvas(96, 132)
    face = (66, 116, 64)
    card_base(c, face, border=(226, 206, 140))
    L = c.layer()
    for i in range(-2, 8):
        for j in range(-2, 12):
            x, y = i * 16 + (j % 2) * 8, j * 12
            L.ellipse(shade(face, 0.09), (x - 5, y - 3, 10, 6))
    mask = c.layer()
    mask.rect(WHITE, (7, 7, 82, 116), r=4)
    L.clip_to(mask)
    c.paste(L)
    c.circle(shade(face, -0.3), (48, 66), 24)
    c.circle((226, 206, 140), (48, 66), 22.5, w=1.5)
    B = c.layer()
    ladybird(B, "seven_spot", 48, 65, 1.25)
    c.compose(B, shadow=(0, 1, 1, 80))
    return c.result()


def orchard(key):
    col, _ = COLS[key]
    c = Canvas(96, 132)
    card_base(c, mix(CREAM, col, 0.1), border=col, bw=2)
    c.circle(mix(CREAM, col, 0.25), (48, 60), 30)
    L = c.layer()
    PLANT[key](L, 48, 60, 2.1)
    c.compose(L, shadow=(0, 1.5, 1.2, 70))
    corner_badge(c, "1", (48, 108), col, WHITE, r=10, px=14)
    return c.result()


def life_cycle(key):
    col, _ = COLS[key]
    c = Canvas(96, 132)
    card_base(c, CREAM, border=col, bw=2)
    c.circle(mix(CREAM, col, 0.2), (48, 58), 30, w=3)
    for i in range(4):
        arc_arrow(c, shade(col, -0.1), (48, 58), 30, -90 + i * 90 + 28, -90 + i * 90 + 62, w=2.2, head=4)
    for (fn_name, fn, _), (dx, dy) in zip(STAGES, ((0, -30), (30, 0), (0, 30), (-30, 0))):
        stage_icon(fn, 24, c, (48 + dx - 12, 58 + dy - 12))
    plant_badge(c, col, key, 18, 112, 8)
    corner_badge(c, "3", (78, 112), col, WHITE, r=10, px=14)
    return c.result()


def colour_sign(key):
    """A column's sign: its plant on a cream disc ringed in its pattern, for column heads."""
    col, _ = COLS[key]
    c = Canvas(32, 32)
    c.circle(shade(col, -0.4), (16, 16), 15.5)
    c.circle(mix(CREAM, col, 0.35), (16, 16), 14.5)
    band_pattern(c, key, (1, 1, 30, 30))
    c.circle(shade(col, -0.4), (16, 16), 11)
    c.circle(CREAM, (16, 16), 10)
    PLANT[key](c, 16, 16.3, 10 / 12)
    return c.result()


def orchard_icon(key):
    """An orchard card at icon size: the plant big on the card's tint, no frame to read past."""
    col, _ = COLS[key]
    c = Canvas(32, 32)
    c.rect(shade(col, -0.35), (1, 1, 30, 30), r=6)
    c.rect(mix(CREAM, col, 0.25), (2.5, 2.5, 27, 27), r=5)
    L = c.layer()
    PLANT[key](L, 16, 16.5, 1.15)
    c.compose(L, shadow=(0, 0.8, 0.6, 70))
    return c.result()


def life_cycle_icon(key):
    """A life-cycle card at icon size: a ring of four arrows round the column's plant."""
    col, _ = COLS[key]
    c = Canvas(32, 32)
    c.rect(shade(col, -0.35), (1, 1, 30, 30), r=6)
    c.rect(CREAM, (2.5, 2.5, 27, 27), r=5)
    for i in range(4):
        arc_arrow(c, shade(col, -0.25), (16, 16), 11, -90 + i * 90 + 18, -90 + i * 90 + 72, w=2.2, head=3.6)
    PLANT[key](c, 16, 16.3, 0.5)
    return c.result()


def flower_bed_icon():
    """A flower bed at icon size: one big five-petal flower on soil."""
    c = tile(32, (120, 86, 58))
    c.rect((98, 70, 46), (3, 3, 26, 25), r=4)
    for i, key in enumerate(ORDER):
        a = math.radians(-90 + i * 72)
        c.circle(COLS[key][0], (16 + 6.5 * math.cos(a), 15.5 + 6.5 * math.sin(a)), 4.6)
    c.circle((250, 220, 90), (16, 15.5), 3.4)
    return c.result()


def tile(size, base, c=None):
    c = c or Canvas(size, size)
    c.rect(shade(base, -0.45), (0.5, 0.5, size - 1, size - 1), r=7)
    c.rect(shade(base, -0.15), (1.5, 1.5, size - 3, size - 3), r=6)
    c.rect(base, (1.5, 1.5, size - 3, size - 4.5), r=6)
    return c


def flower_bed():
    c = tile(72, (120, 86, 58))
    c.rect((98, 70, 46), (6, 6, 60, 58), r=5)
    for i, key in enumerate(ORDER):
        col = COLS[key][0]
        for j in range(2):
            x = 14 + i * 11 + (j % 2) * 2
            y = 20 + j * 24 + (i % 2) * 6
            c.line(LEAF, (x, y), (x, y + 10), 1.4)
            c.ellipse(LEAF, (x, y + 5, 5, 2.5))
            for a in range(0, 360, 72):
                c.circle(col, (x + 3 * math.cos(math.radians(a)), y + 3 * math.sin(math.radians(a))), 2.4)
            c.circle((250, 220, 90), (x, y), 1.4)
    corner_badge(c, "2", (60, 60), (226, 206, 140), OUTLINE, r=8, px=11)
    return c.result()


def food_tile():
    c = tile(56, (214, 232, 190))
    c.rect(shade(LEAF, 0.1), (4, 4, 48, 46.5), w=1.2, r=5)
    c.circle(CREAM, (45, 11), 7)
    L = c.layer()
    aphid(L, 45, 11, 0.55)
    c.paste(L)
    return c.result()


def mould_tile():
    c = tile(56, (150, 160, 140))
    L = c.layer()
    for i, (x, y, r) in enumerate(((14, 16, 8), (36, 12, 6), (40, 34, 9), (18, 38, 7), (28, 26, 5), (46, 46, 4))):
        L.circle((206, 214, 196), (x, y), r)
        for k in range(10):
            a = math.radians(k * 36 + i * 11)
            L.line((226, 232, 218), (x, y), (x + math.cos(a) * (r + 2.5), y + math.sin(a) * (r + 2.5)), 0.7)
        L.circle((176, 188, 166), (x, y), r * 0.45)
    c.paste(L, 230)
    return c.result()


def aphid(L, cx, cy, s):
    g = (140, 200, 80)
    for side in (-1, 1):
        for y in (-2, 1, 4):
            L.line(shade(g, -0.45), (cx, cy + y * s), (cx + side * 7 * s, cy + (y + 2) * s), 0.9 * s)
    L.ellipse(shade(g, -0.35), (cx - 5.2 * s, cy - 5.2 * s, 10.4 * s, 14.4 * s))
    L.ellipse(g, (cx - 4.5 * s, cy - 4.5 * s, 9 * s, 13 * s))
    L.circle(shade(g, -0.2), (cx, cy - 5.5 * s), 3 * s)
    L.line(shade(g, -0.45), (cx - 1 * s, cy - 7.5 * s), (cx - 4 * s, cy - 11 * s), 0.7 * s)
    L.line(shade(g, -0.45), (cx + 1 * s, cy - 7.5 * s), (cx + 4 * s, cy - 11 * s), 0.7 * s)
    L.ellipse(shade(g, 0.4), (cx - 2.5 * s, cy - 2 * s, 2.5 * s, 4 * s))


def aphid_token():
    c = Canvas(20, 20)
    L = c.layer()
    aphid(L, 10, 11.5, 0.95)
    c.compose(L, outline=OUTLINE, ow=0.7, shadow=(0, 0.7, 0.5, 80))
    return c.result()


def memory_token():
    c = Canvas(24, 24)
    L = c.layer()
    L.circle(shade((226, 206, 140), -0.45), (12, 12), 11)
    L.circle((236, 218, 160), (12, 12), 10)
    L.circle((236, 218, 160), (12, 12), 8, w=0.7)
    red = (214, 80, 90)
    L.circle(red, (9.3, 10.5), 3.3)
    L.circle(red, (14.7, 10.5), 3.3)
    L.poly(red, [(6.2, 11.5), (17.8, 11.5), (12, 17.5)])
    L.circle(shade(red, 0.5), (8.5, 9.5), 1)
    c.compose(L, shadow=(0, 0.8, 0.6, 90))
    return c.result()


def sticky_leaf():
    c = Canvas(32, 32)
    L = c.layer()
    body = [(4, 27)]
    for i in range(1, 20):
        t = i / 20
        body.append((4 + 24 * t, 27 - 24 * t - 7 * math.sin(math.pi * t)))
    for i in range(19, 0, -1):
        t = i / 20
        body.append((4 + 24 * t, 27 - 24 * t + 7 * math.sin(math.pi * t)))
    L.poly(LEAF, body)
    L.line(shade(LEAF, -0.3), (4, 27), (28, 3), 1)
    for x, y, r in ((13, 15, 3), (19, 12, 2.2), (17, 20, 1.8), (10, 22, 1.6)):
        L.circle((250, 206, 90), (x, y), r)
        L.circle((255, 246, 210), (x - r * 0.35, y - r * 0.35), r * 0.35)
    L.line((240, 190, 70), (17, 20), (17.5, 24), 1.2)
    c.compose(L, outline=OUTLINE, ow=1.1, shadow=(0, 1, 0.8, 90))
    return c.result()


def pool_slot():
    c = Canvas(96, 132)
    c.rect((*LEAF, 40), (2, 2, 92, 128), r=8)
    dashed_rrect(c, (*shade(LEAF, 0.5), 230), (2, 2, 92, 128), dash=7, gap=5, w=1.6, r=8)
    return c.result()


# ---- garden tiles --------------------------------------------------------------------------
GRASS = (122, 170, 88)


def g_rose(L):
    for x, y in ((22, 30), (46, 26), (34, 44), (52, 46), (18, 50)):
        L.circle(shade(LEAF, -0.2), (x + 3, y + 4), 7)
    for x, y in ((22, 28), (46, 24), (34, 42), (52, 44), (18, 48)):
        L.circle((200, 50, 70), (x, y), 5.5)
        L.arc((150, 30, 50), (x, y), 3, 0, 300, 1.1)
        L.circle((230, 90, 110), (x - 1.5, y - 1.5), 1.5)


def g_orchard(L):
    p_tree(L, 24, 34, 1.5, (214, 60, 50))
    p_tree(L, 48, 30, 1.7, (246, 150, 30))


def g_picnic(L):
    L.poly((230, 230, 236), [(10, 36), (44, 26), (62, 44), (26, 58)])
    for i in range(4):
        t = i / 4 + 0.125
        a = (10 + 34 * t, 36 - 10 * t)
        b = (26 + 36 * t, 58 - 14 * t)
        L.line((208, 70, 60), a, b, 3)
        a2 = (10 + 16 * t, 36 + 22 * t)
        b2 = (44 + 18 * t, 26 + 18 * t)
        L.line((208, 70, 60), a2, b2, 3)
    L.rect((150, 104, 56), (30, 22, 20, 13), r=3)
    L.arc((120, 80, 40), (40, 23), 7, 180, 360, 1.8)
    L.line((120, 80, 40), (30, 28), (50, 28), 1)


def g_shed(L):
    wood = (150, 100, 62)
    L.rect(shade(wood, -0.2), (16, 30, 40, 28))
    for x in range(18, 56, 5):
        L.line(shade(wood, -0.35), (x, 31), (x, 57), 0.8)
    L.poly((110, 70, 50), [(12, 32), (36, 14), (60, 32)])
    L.rect((86, 60, 40), (31, 40, 10, 18))
    L.circle((226, 206, 140), (39, 49), 1)
    L.rect((200, 230, 240), (45, 37, 8, 7))


def g_tea(L):
    L.ellipse((236, 236, 232), (8, 46, 34, 8))
    L.rect((240, 240, 236), (14, 32, 22, 16), r=6)
    L.arc((240, 240, 236), (38, 40), 5, -90, 90, 2.4)
    L.ellipse((150, 90, 50), (15, 31, 20, 5))
    for x in (20, 26, 31):
        L.arc((250, 250, 250), (x, 24), 2.5, 100, 260, 1)
    pot = (80, 120, 180)
    L.ellipse(pot, (40, 26, 24, 22))
    L.rect(pot, (48, 22, 8, 5), r=2)
    L.circle(pot, (52, 21), 2)
    L.line(pot, (62, 32), (68, 26), 2.4)
    L.arc(pot, (40, 37), 6, 90, 270, 2.4)
    L.circle(shade(pot, 0.4), (47, 32), 2)


GARDENS = [("rose_garden", g_rose, "a rose bush"), ("orchard", g_orchard, "two fruit trees"),
           ("picnic", g_picnic, "a checked blanket and a basket"), ("shed", g_shed, "a wooden shed"),
           ("tea_time", g_tea, "a teacup and a blue teapot")]


def garden(fn):
    c = tile(72, GRASS)
    L = c.layer()
    for x, y in ((8, 10), (60, 12), (10, 62), (64, 60)):
        L.line(shade(GRASS, -0.2), (x, y), (x - 1, y - 4), 1)
        L.line(shade(GRASS, -0.2), (x, y), (x + 1.5, y - 3.5), 1)
    fn(L)
    c.compose(L, outline=None, shadow=(0, 1, 1, 70))
    return c.result()


def portrait(i):
    col, shape = theme.PLAYER_COLOURS[i], theme.PLAYER_SHAPES[i]
    c = tile(72, mix(CREAM, col, 0.12))
    c.ellipse(shade(col, -0.35), (8, 6, 56, 60))
    c.ellipse(col, (9.5, 7.5, 53, 57))
    c.ellipse((236, 240, 220), (13, 11, 46, 49))
    L = c.layer()
    ladybird(L, "seven_spot", 36, 36, 1.45, shell=col, spot_shape=shape)
    c.compose(L, shadow=(0, 1, 1, 80))
    return c.result()


def build():
    out = []
    for key in ORDER:
        col, plant = COLS[key]
        out.append((f"card_face_{key}", card_face(key),
                    f"{key.capitalize()} column card: a wide {key} frame round a face tinted {key}, its pattern "
                    f"in the top band, {plant} badge and watermark."))
    for kind in TYPES:
        out.append((f"ladybird_{kind}", ladybird_frame(kind),
                    f"{kind.replace('_', ' ').capitalize()} ladybird: {TYPE_DESC[kind]}."))
    for name, fn, desc in STAGES:
        out.append((f"stage_{name}", stage_icon(fn), f"Life stage {name}: {desc} on a leaf-green disc."))
    out.append(("egg_cluster", egg_cluster_frame(),
                "Egg card picture: a clutch of upright yellow eggs on a leaf (every type's eggs alike)."))
    for kind in STAGE_ART_TYPES:
        words = kind.replace("_", " ")
        out.append((f"larva_{kind}", larva_frame(kind),
                    f"Larva card picture, {words}: a dark spiky segmented larva, head up, marked in its type's colours."))
        out.append((f"pupa_{kind}", pupa_frame(kind),
                    f"Pupa card picture, {words}: a rounded pupa in its type's colours on a leaf, with the shed skin."))
    out.append(("card_back_ladybird", back(), "Ladybird card back: green leaf pattern with a seven-spot medallion."))
    for key in ORDER:
        out.append((f"orchard_card_{key}", orchard(key),
                    f"{key.capitalize()} orchard card: big {COLS[key][1]}, value badge 1."))
    for key in ORDER:
        out.append((f"life_cycle_card_{key}", life_cycle(key),
                    f"{key.capitalize()} life-cycle card: the four stages in a ring of arrows, {COLS[key][1]} badge, value badge 3."))
    out.append(("flower_bed", flower_bed(), "Flower bed tile: flowers in all five colours on soil, value badge 2."))
    for key in ORDER:
        out.append((f"colour_sign_{key}", colour_sign(key),
                    f"{key.capitalize()} column sign: its {COLS[key][1]} on a cream disc ringed with its pattern."))
        out.append((f"orchard_icon_{key}", orchard_icon(key),
                    f"{key.capitalize()} orchard card at icon size: a big {COLS[key][1]} on its tint."))
        out.append((f"life_cycle_icon_{key}", life_cycle_icon(key),
                    f"{key.capitalize()} life-cycle card at icon size: four arrows round its {COLS[key][1]}."))
    out.append(("flower_bed_icon", flower_bed_icon(), "Flower bed at icon size: one five-colour flower on soil."))
    out.append(("food_tile", food_tile(), "Generic food-tile frame with an aphid cost slot (top right)."))
    out.append(("mould_tile", mould_tile(), "Mould tile: grey-green with pale fuzzy mould patches."))
    out.append(("aphid", aphid_token(), "Aphid token: a small green aphid."))
    out.append(("memory", memory_token(), "Childhood-memory token: a red heart on a golden disc."))
    for name, fn, desc in GARDENS:
        out.append((f"garden_{name}", garden(fn), f"Garden tile (action side): {desc} on grass."))
    for i in range(4):
        cname = theme.PLAYER_COLOUR_NAMES[i]
        out.append((f"garden_portrait_{cname}", portrait(i),
                    f"Garden tile (portrait side) for player {i + 1}: {cname} ladybird with "
                    f"{theme.PLAYER_SHAPES[i]} spots in a {cname} oval frame."))
    out.append(("sticky_leaf", sticky_leaf(), "Sticky-leaf token: a leaf with golden honeydew drops."))
    out.append(("pool_slot", pool_slot(), "Empty card slot in the pool: faint green with a dashed outline."))
    return out
