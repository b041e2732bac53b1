"""Sheet `paddy`: board plots, terraced rice tiles, animals, waterfalls, cards and tokens."""
from __future__ import annotations

import math

from .common import (Canvas, OUTLINE, arrow, card_base, corner_badge, crescent, drop, duck,
                     mix, shade, star_points, sun, theme)
from .common import draw_shape

TITLE = "Paddy"
NOTES = ("The table draws the board in an oblique view: each plot's top face is 64×56 (`top_*`), "
         "raised by a fixed step per level, with its stacked tiles' side wall (`wall_side`, cut "
         "into one slab per level) below it. Top faces carry the contour shading by level (pale "
         "spring green low, deep green, then olive, gold and brick on the peaks; neighbouring "
         "levels clearly distinct) and join seamlessly, so a terrace reads as one field. "
         "The 64×64 `plot_*` and `tile_top_lvl*` frames are the flat pictures for cards, menus "
         "and icons.")

FACE = (64, 56)     # a plot's top face in the table's oblique view (cell width × row depth)
TOP_LEVELS = 16     # contour-shaded top faces drawn; taller plots reuse the last one

DAY = (228, 204, 156)
DAY_MARK = (236, 178, 70)
NIGHT = (70, 92, 138)
NIGHT_MARK = (214, 224, 246)
EARTH = (150, 112, 72)
RICE_LO = (170, 178, 118)
RICE_HI = (46, 124, 60)
EVENT = (176, 92, 62)
PADDY_GREEN = (64, 122, 74)
WATER = (86, 180, 233)


def plot(day):
    c = Canvas(64, 64)
    base = DAY if day else NIGHT
    c.rect(shade(base, -0.3), (0, 0, 64, 64), r=3)
    c.rect(shade(base, 0.1), (1, 1, 62, 62), r=2.5)
    c.rect(base, (2, 2, 61, 61), r=2)
    c.rect(shade(base, -0.06), (5, 5, 54, 54), w=1, r=2)
    if day:
        L = c.layer()
        sun(L, DAY_MARK, 32, 32, 7.5, rays=8, rw=2.2)
        c.paste(L, 120)
    else:
        L = c.layer()
        crescent(L, NIGHT_MARK, 31, 32, 9)
        for sx, sy, r in ((42, 22, 2.6), (44, 38, 1.8), (22, 21, 1.6)):
            L.poly(NIGHT_MARK, star_points(sx, sy, r, r * 0.45))
        c.paste(L, 110)
    return c.result()


def tile_top(level):
    t = (level - 1) / 7
    c = Canvas(64, 64)
    bund = mix((168, 128, 84), (120, 86, 54), t)
    field = mix(RICE_LO, RICE_HI, t)
    c.rect(shade(bund, -0.45), (0, 0, 64, 64), r=3)
    c.rect(bund, (1, 1, 62, 62), r=2.5)
    c.rect(shade(bund, 0.18), (1.5, 1.5, 61, 2), r=1)
    # the flooded field inside the bund
    c.rect(shade(bund, -0.3), (6, 8, 52, 50), r=4)
    water = mix((120, 160, 150), field, 0.35 + 0.45 * t)
    c.rect(water, (7, 9, 50, 48), r=3.5)
    # sky reflection on the water, fading as the rice fills in
    L = c.layer()
    L.line((255, 255, 255), (12, 50), (26, 14), 3)
    L.line((255, 255, 255), (22, 54), (34, 24), 1.5)
    c.paste(L, round(70 * (1 - t) + 15))
    # rows of rice tufts: taller, denser and greener with each level
    n = 4 if level < 5 else 5
    tuft = shade(field, -0.25)
    tip = mix(field, (212, 222, 120), 0.35 + 0.3 * t)
    hgt = 3.0 + 5.0 * t
    for row in range(n):
        for col in range(n):
            x = 12 + col * (40 / (n - 1))
            y = 15 + row * (38 / (n - 1)) + hgt * 0.4
            for ang in (-28, 0, 28) if level > 2 else (-20, 20):
                a = math.radians(ang - 90)
                c.line(tuft, (x, y), (x + math.cos(a) * hgt, y + math.sin(a) * hgt), 1.5)
            c.circle(tip, (x, y - hgt * 0.9), 0.9 + 0.6 * t)
    # height cue: one pip per level along the top bund
    for i in range(level):
        x = 32 - (level - 1) * 3 + i * 6
        c.circle(shade(bund, -0.5), (x, 4.6), 1.9)
        c.circle((250, 240, 214), (x, 4.4), 1.5)
    return c.result()


# ---- the board in height ------------------------------------------------------------------
def _lin(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gam(v):
    v = max(0.0, min(1.0, v))
    return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def to_oklab(rgb):
    r, g, b = (_lin(v) for v in rgb)
    l_ = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m_ = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s_ = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)


def from_oklab(lab):
    L, a, b = lab
    l_ = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m_ = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s_ = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3
    return (_gam(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
            _gam(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
            _gam(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_))


# The contour shading: one field colour per level.  Straw, leaf, green, jade, teal and pine up to
# level 6 (the levels a game lives on differ in hue as well as lightness; every one of 1-8 stays
# green-dominant), then the peaks turn olive, gold, orange and brick.  Neighbouring levels differ
# by at least 0.086 in OKLab, levels 1-4 by 0.107 or more (five times a just-noticeable
# difference); tests/scenes check it.
CONTOUR = [(226, 238, 150), (172, 216, 96), (96, 180, 84), (36, 148, 104), (24, 112, 90),
           (38, 84, 68), (90, 98, 34), (136, 140, 30), (190, 150, 36), (230, 190, 70),
           (246, 222, 140), (230, 146, 62), (200, 100, 50), (160, 64, 44), (120, 40, 40),
           (84, 30, 44)]


def contour(level):
    """The field colour of a plot at `level` (1..TOP_LEVELS; taller plots share the last)."""
    return CONTOUR[max(1, min(TOP_LEVELS, level)) - 1]


def top_face(level):
    """A paddy tile's top face at `level`, full bleed so the plots of a terrace join up."""
    w, h = FACE
    field = contour(level)
    c = Canvas(w, h)
    c.rect(field, (0, 0, w, h))
    # flooded field: a faint sheen of sky, lighter towards the back
    L = c.layer()
    for i in range(6):
        L.rect(shade(field, 0.5), (0, i * 2, w, 2))
    c.paste(L, 26)
    G = c.layer()
    G.line((255, 255, 255), (10, h - 8), (24, 10), 2.2)
    G.line((255, 255, 255), (40, h - 6), (50, 22), 1.2)
    c.paste(G, 34)
    # rows of rice tufts, foreshortened: three rows of four, the same on every level
    tuft = shade(field, -0.32)
    tip = shade(field, 0.35)
    for row in range(3):
        y = 14 + row * 16
        for col in range(4):
            x = 8 + col * 16 + (8 if row % 2 else 0)
            if x > w - 4:
                x -= w
            for ang in (-30, 0, 30):
                a = math.radians(ang - 90)
                c.line(tuft, (x, y), (x + math.cos(a) * 5, y + math.sin(a) * 4.2), 1.3)
            c.circle(tip, (x, y - 4), 0.9)
    return c.result()


def bare_top(day):
    """Bare board in the oblique view: the printed plot with its sun or moon mark."""
    w, h = FACE
    c = Canvas(w, h)
    base = DAY if day else NIGHT
    c.rect(shade(base, -0.3), (0, 0, w, h))
    c.rect(shade(base, 0.08), (1, 1, w - 2, h - 2))
    c.rect(base, (2, 2, w - 3, h - 3))
    c.rect(shade(base, -0.06), (5, 5, w - 10, h - 10), w=1, r=2)
    L = c.layer()
    if day:
        sun(L, DAY_MARK, 32, h / 2, 6.5, rays=8, rw=2)
        c.paste(L, 120)
    else:
        crescent(L, NIGHT_MARK, 31, h / 2, 8)
        for sx, sy, r in ((42, h / 2 - 9, 2.4), (44, h / 2 + 5, 1.7), (22, h / 2 - 9, 1.5)):
            L.poly(NIGHT_MARK, star_points(sx, sy, r, r * 0.45))
        c.paste(L, 110)
    return c.result()


WALL = (150, 108, 66)   # the earth side of a paddy tile


def wall_side():
    """The side of stacked tiles: packed earth with faint strata and pebbles, lit from above.
    The client cuts it into one slab per level and draws the seams between tiles."""
    c = Canvas(64, 64)
    c.rect(WALL, (0, 0, 64, 64))
    L = c.layer()
    for y in range(0, 64, 4):
        L.rect(shade(WALL, -0.25 if (y // 4) % 2 else 0.12), (0, y + 1, 64, 1.2))
    c.paste(L, 70)
    import random
    rng = random.Random(12)
    for _ in range(26):
        x, y = rng.uniform(2, 62), rng.uniform(2, 62)
        r = rng.uniform(0.7, 1.5)
        c.ellipse(shade(WALL, rng.choice((-0.3, 0.25))), (x - r, y - r * 0.6, 2 * r, 1.2 * r))
    return c.result()


def water_lip(side):
    """A waterfall's stone lip on one edge of a top face, water spilling over it, with an arrow
    pointing the way the water goes (north = up the screen, away from the viewer)."""
    horizontal = side in ("n", "s")
    w, h = (64, 18) if horizontal else (18, 52)
    c = Canvas(w, h)
    L = c.layer()
    stone = (160, 156, 146)
    if horizontal:
        L.rect(shade(stone, -0.4), (0, 3, w, 12), r=5)
        L.rect(stone, (1, 4, w - 2, 9), r=4.5)
        L.rect(WATER, (6, 6, w - 12, 6), r=2.5)
        for x in range(9, w - 7, 7):
            L.line(shade(WATER, 0.5), (x, 7), (x + 2, 10.5), 1.2)
    else:
        L.rect(shade(stone, -0.4), (3, 0, 12, h), r=5)
        L.rect(stone, (4, 1, 9, h - 2), r=4.5)
        L.rect(WATER, (6, 6, 6, h - 12), r=2.5)
        for y in range(9, h - 7, 7):
            L.line(shade(WATER, 0.5), (7, y), (10.5, y + 2), 1.2)
    c.compose(L, outline=OUTLINE, ow=0.8)
    A = c.layer()
    cx, cy = w / 2, h / 2
    d = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}[side]
    span = 6.5
    arrow(A, theme.INK_ON_DARK, (cx - d[0] * span, cy - d[1] * span), (cx + d[0] * span, cy + d[1] * span),
          w=2.6, head=5, headw=4.2)
    c.compose(A, outline=(30, 50, 80), ow=1.0)
    return c.result()


def water_fall():
    """Falling water, tileable top to bottom: a curtain with white streaks."""
    w, h = 24, 32
    c = Canvas(w, h)
    c.rect(shade(WATER, -0.25), (0, 0, w, h))
    c.rect(WATER, (2, 0, w - 4, h))
    for x, y0 in ((5, 0), (9, 12), (13, 4), (17, 18), (20, 8), (7, 22)):
        c.line(shade(WATER, 0.6), (x, y0), (x, y0 + 10), 1.2, cap=False)
        if y0 + 10 > h:
            c.line(shade(WATER, 0.6), (x, y0 - h), (x, y0 + 10 - h), 1.2, cap=False)
    return c.result()


def water_splash():
    """Foam where a waterfall lands on the plot below."""
    c = Canvas(48, 20)
    L = c.layer()
    L.ellipse(shade(WATER, -0.1), (2, 5, 44, 14))
    L.ellipse(shade(WATER, 0.35), (7, 6, 34, 10))
    for x, y, r in ((9, 10, 3.1), (16, 7.5, 3.6), (24, 9, 4), (31, 7.5, 3.4), (39, 10.5, 2.9), (20, 12.5, 2.6)):
        L.circle((244, 250, 252), (x, y), r)
    c.compose(L, outline=(40, 80, 110), ow=0.8)
    return c.result()


def peak_flag():
    """The highest terrace's pennant: it scores +5 for its majority."""
    c = Canvas(20, 26)
    L = c.layer()
    gold = (246, 196, 60)
    L.line((70, 52, 36), (5, 3), (5, 24), 2.2)
    L.poly(gold, [(6, 3), (18, 7.5), (6, 12.5)])
    L.poly(shade(gold, -0.25), [(6, 9), (18, 7.5), (6, 12.5)])
    L.circle(shade(gold, 0.3), (5, 2.6), 1.8)
    c.compose(L, outline=OUTLINE, ow=1.1, shadow=(0.6, 1, 0.6, 110))
    return c.result()


def icon_profile():
    """Category icon: terrace profile (plots × level), three stepped terraces."""
    c = Canvas(20, 20)
    L = c.layer()
    for i, (x, y) in enumerate(((2, 12), (7, 8), (12, 4))):
        L.rect(contour(2 + 3 * i), (x, y, 6, 3))
        L.rect(WALL, (x, y + 3, 6, 15 - y))
    c.compose(L, outline=OUTLINE, ow=1)
    return c.result()


def icon_irrigation():
    """Category icon: irrigation (10 per waterfall received), a water drop."""
    c = Canvas(20, 20)
    L = c.layer()
    drop(L, WATER, 10, 11, 5.5)
    L.circle((230, 246, 252), (8.2, 12), 1.5)
    c.compose(L, outline=OUTLINE, ow=1)
    return c.result()


def edge_shadow():
    c = Canvas(64, 64)
    L = c.layer()
    L.rect((0, 0, 0), (5, 5, 54, 54), r=6)
    L.blur(3.5)
    c.paste(L, 150)
    return c.result()


def animal(i):
    c = Canvas(32, 32)
    col, shape = theme.PLAYER_COLOURS[i], theme.PLAYER_SHAPES[i]
    L = c.layer()
    duck(L, col, 0, 1, 1.0, beak=(250, 206, 90), wing=shade(col, -0.35))
    draw_shape(L, shape, 14.2, 20.2, 3.6, theme.PAPER, OUTLINE, 0.9)
    c.compose(L, outline=OUTLINE, ow=1.3, shadow=(0.6, 1.2, 0.8, 100))
    return c.result()


def waterfall_s():
    """Waterfall on the south edge of a plot: water pours south (down)."""
    c = Canvas(64, 24)
    L = c.layer()
    stone = (150, 146, 138)
    L.rect(shade(stone, -0.4), (1, 0, 62, 9), r=4)
    L.rect(stone, (2, 1, 60, 6.5), r=3.5)
    for x in range(6, 60, 9):
        L.ellipse(shade(stone, 0.2), (x, 2, 6, 3))
    # falling water
    L.poly(shade(WATER, -0.3), [(9, 7), (55, 7), (58, 21), (6, 21)])
    L.poly(WATER, [(10, 7), (54, 7), (56.5, 20), (7.5, 20)])
    for x in range(13, 54, 5):
        L.line(shade(WATER, 0.45), (x, 9), (x + (x - 32) * 0.05, 17), 1.1)
    for x in range(7, 60, 5):
        L.circle((240, 248, 252), (x, 21), 2.4)
    c.compose(L, outline=OUTLINE, ow=0.8)
    A = c.layer()
    arrow(A, theme.INK_ON_DARK, (32, 3.5), (32, 19.5), w=3.2, head=6, headw=5)
    c.compose(A, outline=(30, 50, 80), ow=1.2)
    return c


def waterfalls():
    import pygame
    s = waterfall_s().result()
    return {"s": s, "n": pygame.transform.rotate(s, 180), "e": pygame.transform.rotate(s, 90),
            "w": pygame.transform.rotate(s, -90)}


def mini_tile(c, x, y, s, level=3):
    bund = (140, 104, 66)
    c.rect(shade(bund, -0.45), (x, y, s, s), r=2)
    c.rect(bund, (x + 0.8, y + 0.8, s - 1.6, s - 1.6), r=1.5)
    f = mix(RICE_LO, RICE_HI, 0.55)
    c.rect(f, (x + 3, y + 3.5, s - 6, s - 6.5), r=2)
    for gx in range(3):
        for gy in range(3):
            px = x + 6 + gx * (s - 12) / 2
            py = y + 7 + gy * (s - 13) / 2
            c.line(shade(f, -0.3), (px, py), (px - 1.2, py - 3), 1.0)
            c.line(shade(f, -0.3), (px, py), (px + 1.2, py - 3), 1.0)


def paddy_card(n):
    c = Canvas(96, 132)
    card_base(c, theme.PAPER, border=PADDY_GREEN)
    c.rect(mix(theme.PAPER, PADDY_GREEN, 0.12), (8, 24, 80, 84), r=6)
    s = 26
    cells = {1: [(0, 0)], 3: [(0, 0), (1, 0), (0, 1)], 4: [(0, 0), (1, 0), (0, 1), (1, 1)]}[n]
    wc = max(x for x, _ in cells) + 1
    hc = max(y for _, y in cells) + 1
    ox = 48 - wc * s / 2
    oy = 66 - hc * s / 2
    L = c.layer()
    for gx, gy in cells:
        mini_tile(L, ox + gx * s, oy + gy * s, s)
    c.compose(L, shadow=(1, 2, 1.5, 90))
    corner_badge(c, str(n), (18, 18), PADDY_GREEN, theme.INK_ON_DARK, r=9, px=12)
    # small pips = plots covered
    for i in range(n):
        x = 48 - (n - 1) * 4 + i * 8
        c.rect(PADDY_GREEN, (x - 2.5, 114, 5, 5), r=1)
    return c.result()


def mini_board(c, x, y, day):
    cell = 5
    for gx in range(8):
        for gy in range(4):
            lit = (gx < 4) == day
            col = (DAY if gx < 4 else NIGHT)
            if not lit:
                col = mix(col, (128, 128, 128), 0.6)
            c.rect(shade(col, -0.4), (x + gx * cell, y + gy * cell, cell, cell))
            c.rect(col, (x + gx * cell + 0.6, y + gy * cell + 0.6, cell - 1.2, cell - 1.2))
    c.rect(OUTLINE, (x + 4 * cell - 0.6, y - 1.5, 1.2, 4 * cell + 3))


def day_card(day):
    c = Canvas(96, 132)
    if day:
        face = (250, 230, 176)
        card_base(c, face, border=(214, 150, 50))
        L = c.layer()
        sun(L, (240, 168, 40), 48, 52, 17, rays=12, ray_col=(236, 150, 30), rw=3.2)
        L.circle((252, 206, 90), (48, 52), 11)
        c.compose(L, shadow=(0, 1.5, 1.5, 60))
    else:
        face = (56, 72, 116)
        card_base(c, face, border=(170, 186, 226))
        L = c.layer()
        crescent(L, (240, 232, 196), 45, 52, 19, dx=0.42, dy=-0.25, k=0.82)
        for sx, sy, r in ((70, 30, 4.5), (74, 62, 3), (24, 28, 3), (28, 78, 2.4), (66, 84, 2.2)):
            L.poly((240, 232, 196), star_points(sx, sy, r, r * 0.45))
        c.compose(L, shadow=(0, 1.5, 1.5, 80))
    # which half of the board: a mini 8x4 board with the matching half lit
    c.rect(shade(face, -0.25), (25, 95, 46, 26), r=2)
    mini_board(c, 28, 98, day)
    return c.result()


# ---- event icons (drawn in a 48x48 medallion centred at cx, cy) ------------------------
def ev_a(c, cx, cy):
    sun(c, (240, 168, 40), cx, cy, 12, rays=12, rw=2.6)
    c.circle((44, 52, 84), (cx + 5.5, cy - 3), 10.5)
    c.circle((70, 84, 122), (cx + 6.5, cy - 4), 7)


def ev_b(c, cx, cy):
    duck(c, (120, 110, 96), cx - 16, cy - 4, 1.0, beak=(250, 206, 90))
    # a net swooping over it
    net = (80, 64, 44)
    c.arc(net, (cx, cy + 6), 17, 185, 355, 2.2, ry=17)
    for a in range(200, 350, 25):
        x = cx + 17 * math.cos(math.radians(a))
        y = cy + 6 + 17 * math.sin(math.radians(a))
        c.line(net, (x, y), (cx + (x - cx) * 0.3, cy + 12), 1.0)
    c.line(net, (cx + 14, cy - 4), (cx + 22, cy - 20), 2.6)


def ev_c(c, cx, cy):
    top = mix(RICE_LO, RICE_HI, 0.6)
    side = (140, 104, 66)
    c.poly(top, [(cx - 18, cy - 6), (cx, cy - 15), (cx + 18, cy - 6), (cx, cy + 3)])
    c.poly(side, [(cx - 18, cy - 6), (cx, cy + 3), (cx, cy + 15), (cx - 18, cy + 6)])
    c.poly(shade(side, -0.25), [(cx, cy + 3), (cx + 18, cy - 6), (cx + 18, cy + 2), (cx + 9, cy + 7),
                                (cx + 6, cy + 13), (cx, cy + 15)])
    c.polyline(OUTLINE, [(cx - 6, cy - 11), (cx - 1, cy - 6), (cx - 6, cy - 2), (cx - 2, cy + 4),
                         (cx - 6, cy + 10)], 1.4)
    for dx, dy, r in ((13, 12, 2.6), (19, 17, 2), (9, 20, 1.8), (22, 9, 1.5)):
        c.poly(side, [(cx + dx - r, cy + dy), (cx + dx, cy + dy - r), (cx + dx + r, cy + dy + r * 0.3)])


def ev_d(c, cx, cy):
    ink = (52, 64, 86)
    for bx, by, s in ((cx - 10, cy + 2, 1.0), (cx + 8, cy - 9, 0.8)):
        c.polyline(ink, [(bx - 9 * s, by - 3 * s), (bx - 4 * s, by - 4 * s), (bx, by + 1 * s),
                         (bx + 4 * s, by - 4 * s), (bx + 9 * s, by - 3 * s)], 2.4 * s)
    pts = []
    for i in range(0, 9):
        a = math.radians(160 + i * 12)
        pts.append((cx + 4 + 17 * math.cos(a), cy + 16 + 12 * math.sin(a)))
    for i in range(0, len(pts) - 1, 2):
        c.line((214, 150, 50), pts[i], pts[i + 1], 2)
    arrow(c, (214, 150, 50), pts[-2], (cx + 22, cy + 6), w=2, head=5)


def ev_e(c, cx, cy):
    cloud = (120, 134, 156)
    for dx, dy, r in ((-9, -4, 8), (0, -9, 10), (10, -4, 8), (0, -2, 9)):
        c.circle(shade(cloud, -0.3), (cx + dx, cy + dy), r + 1)
    for dx, dy, r in ((-9, -4, 8), (0, -9, 10), (10, -4, 8), (0, -2, 9)):
        c.circle(cloud, (cx + dx, cy + dy), r)
    c.rect(cloud, (cx - 16, cy - 4, 34, 8), r=4)
    for i, dx in enumerate((-12, -4, 4, 12)):
        for j in range(2):
            x = cx + dx + j * -3 + (i % 2) * 1.5
            y = cy + 10 + j * 8 + (i % 2) * 3
            c.line(WATER, (x, y), (x - 2, y + 4.5), 2.2)


def ev_f(c, cx, cy):
    wood = (150, 104, 60)
    glass = (214, 232, 238)
    sand = (226, 184, 100)
    c.rect(wood, (cx - 13, cy - 19, 26, 4), r=1.5)
    c.rect(wood, (cx - 13, cy + 15, 26, 4), r=1.5)
    c.poly(glass, [(cx - 10, cy - 15), (cx + 10, cy - 15), (cx + 1.5, cy), (cx + 10, cy + 15),
                   (cx - 10, cy + 15), (cx - 1.5, cy)])
    c.poly(sand, [(cx - 5, cy - 9), (cx + 5, cy - 9), (cx, cy - 1)])
    c.poly(sand, [(cx - 9, cy + 15), (cx, cy + 7), (cx + 9, cy + 15)])
    c.line(sand, (cx, cy - 1), (cx, cy + 10), 1.2)
    c.polyline(shade(glass, -0.5), [(cx - 10, cy - 15), (cx - 1.5, cy), (cx - 10, cy + 15)], 1.2)
    c.polyline(shade(glass, -0.5), [(cx + 10, cy - 15), (cx + 1.5, cy), (cx + 10, cy + 15)], 1.2)


def ev_g(c, cx, cy):
    c.poly((120, 104, 84), [(cx - 22, cy + 16), (cx - 4, cy - 10), (cx + 4, cy - 2), (cx + 10, cy - 8),
                            (cx + 22, cy + 16)])
    c.poly(mix(RICE_LO, RICE_HI, 0.7), [(cx - 22, cy + 16), (cx - 13, cy + 3), (cx - 6, cy + 6),
                                        (cx + 2, cy + 2), (cx + 15, cy + 6), (cx + 22, cy + 16)])
    c.poly((240, 244, 248), [(cx - 4, cy - 10), (cx + 1.5, cy - 4.5), (cx - 3, cy - 2),
                             (cx - 8, cy - 4)])
    drop(c, shade(WATER, -0.2), cx - 4, cy - 18, 4.2)
    c.circle((220, 240, 250), (cx - 5.3, cy - 16.5), 1.2)


def ev_h(c, cx, cy):
    mud = (116, 82, 50)
    c.poly(shade(WATER, -0.1), [(cx - 22, cy - 18), (cx - 15, cy - 20), (cx - 2, cy - 2),
                                (cx - 9, cy + 2)])
    c.ellipse(shade(mud, -0.25), (cx - 20, cy - 3, 42, 19))
    c.ellipse(mud, (cx - 19, cy - 2.5, 40, 16))
    for dx, dy, r in ((-8, 4, 2.4), (4, 2, 1.8), (10, 7, 2.8), (-1, 9, 1.5)):
        c.circle(shade(mud, 0.25), (cx + dx, cy + dy), r, w=1)
    c.line(theme.ILLEGAL, (cx - 13, cy - 15), (cx - 3, cy - 5), 2.4)
    c.line(theme.ILLEGAL, (cx - 3, cy - 15), (cx - 13, cy - 5), 2.4)


EVENTS = [("a", ev_a, "an eclipsed sun (Meridian eclipse)"),
          ("b", ev_b, "a duck under a net (Poaching)"),
          ("c", ev_c, "a cracked, crumbling tile (Devastating erosion)"),
          ("d", ev_d, "two birds and a flight arrow (Summer migration)"),
          ("e", ev_e, "a rain cloud (Monsoon rains)"),
          ("f", ev_f, "an hourglass (Restorative fallow)"),
          ("g", ev_g, "a dew drop over a peak (Dew on the peaks)"),
          ("h", ev_h, "a stream stopped in mud (Mud in the ditch)")]


def event_card(letter, fn):
    c = Canvas(96, 132)
    card_base(c, theme.PAPER, border=EVENT)
    c.circle(shade(mix(theme.PAPER, EVENT, 0.2), -0.05), (48, 54), 31)
    c.circle(mix(theme.PAPER, EVENT, 0.14), (48, 54), 29.5)
    L = c.layer()
    fn(L, 48, 54)
    c.compose(L, shadow=(0, 1.2, 1, 60))
    corner_badge(c, letter.upper(), (17, 17), EVENT, theme.INK_ON_DARK, r=9, px=13, shape="square")
    # name plate for the client to write on
    c.rect(mix(theme.PAPER, EVENT, 0.25), (10, 96, 76, 24), r=4)
    c.rect(theme.PAPER, (11, 97, 74, 22), r=3.5)
    return c.result()


def back(face, accent, emblem):
    c = Canvas(96, 132)
    card_base(c, face, border=accent, inset=5, bw=1.5)
    L = c.layer()
    emblem(L, face, accent)
    mask = c.layer()
    mask.rect((255, 255, 255), (7, 7, 82, 115), r=4)
    L.clip_to(mask)
    c.paste(L)
    return c.result()


def paddy_back_emblem(c, face, accent):
    # terraced contour lines around a rice sheaf
    for i in range(7):
        d = 10 + i * 7
        c.rect(shade(face, 0.1 if i % 2 else 0.05), (48 - d * 0.8, 64 - d, d * 1.6, d * 2), w=1.6, r=d * 0.6)
    c.circle(shade(face, -0.2), (48, 64), 18)
    c.circle(accent, (48, 64), 16.5, w=1.5)
    stalk = (232, 210, 140)
    for ang in (-22, 0, 22):
        a = math.radians(ang - 90)
        x1, y1 = 48 + math.cos(a) * 12, 72 + math.sin(a) * 14
        c.line(stalk, (48, 74), (x1, y1), 1.6)
        for j in range(4):
            t = 0.45 + j * 0.15
            gx, gy = 48 + (x1 - 48) * t, 74 + (y1 - 74) * t
            c.ellipse(stalk, (gx - 3.2, gy - 1.5, 2.6, 3.4))
            c.ellipse(stalk, (gx + 0.6, gy - 1.5, 2.6, 3.4))


def event_back_emblem(c, face, accent):
    lite = shade(face, 0.12)
    for i in range(-6, 14):
        c.line(lite, (i * 12, 0), (i * 12 + 132 * 0.6, 132), 1.2)
        c.line(lite, (i * 12, 132), (i * 12 + 132 * 0.6, 0), 1.2)
    c.circle(shade(face, -0.25), (48, 64), 20)
    c.circle(accent, (48, 64), 18.5, w=1.5)
    sun(c, (246, 200, 100), 44, 64, 6.5, rays=8, rw=1.6)
    crescent(c, (236, 232, 210), 55, 64, 6.5, dx=0.5, dy=-0.1, k=0.8)


def cycle_token():
    c = Canvas(32, 32)
    L = c.layer()
    wood = (206, 168, 116)
    L.circle(shade(wood, -0.5), (16, 16), 14)
    L.circle(shade(wood, -0.2), (16, 16), 13)
    L.circle(wood, (16, 15.3), 12.4)
    for i in range(4):
        a = math.radians(-90 + i * 90)
        L.circle(shade(wood, -0.45), (16 + math.cos(a) * 9, 15.3 + math.sin(a) * 9), 1.6)
    from .common import arc_arrow
    arc_arrow(L, (84, 108, 70), (16, 15.3), 5.5, -30, 250, w=2.2, head=3.2)
    c.compose(L, shadow=(0.6, 1.3, 1, 110))
    return c.result()


def score_cube(i):
    c = Canvas(24, 24)
    col, shape = theme.PLAYER_COLOURS[i], theme.PLAYER_SHAPES[i]
    L = c.layer()
    cx, top, s = 12, 2.5, 9.5
    T = [(cx, top), (cx + s, top + s * 0.5), (cx, top + s), (cx - s, top + s * 0.5)]
    Lf = [(cx - s, top + s * 0.5), (cx, top + s), (cx, top + s * 1.95), (cx - s, top + s * 1.45)]
    Rf = [(cx, top + s), (cx + s, top + s * 0.5), (cx + s, top + s * 1.45), (cx, top + s * 1.95)]
    L.poly(OUTLINE, T + [])
    L.polyline(OUTLINE, [T[0], T[1], Rf[2], Rf[3], Lf[3], T[3]], 1.6, closed=True)
    L.poly(OUTLINE, [T[0], T[1], Rf[2], Rf[3], Lf[3], T[3]])
    L.poly(shade(col, 0.22), T)
    L.poly(col, Lf)
    L.poly(shade(col, -0.3), Rf)
    draw_shape(L, shape, cx, top + s * 0.5, 2.6, theme.PAPER)
    c.compose(L, shadow=(0.5, 1, 0.8, 100))
    return c.result()


def build():
    out = [("plot_day", plot(True), "Bare day plot: warm sand with a faint sun mark."),
           ("plot_night", plot(False), "Bare night plot: cool blue with a faint crescent moon and stars.")]
    for lv in range(1, 9):
        out.append((f"tile_top_lvl{lv}", tile_top(lv),
                    f"Top of a paddy tile at level {lv}: earth bund, flooded field, rice tufts "
                    f"({'sprouts' if lv < 3 else 'growing' if lv < 6 else 'lush'}), {lv} pip(s) on the top bund."))
    out.append(("top_day", bare_top(True), "Bare day plot seen from the table's oblique view (64×56), sun mark."))
    out.append(("top_night", bare_top(False),
                "Bare night plot seen from the table's oblique view (64×56), crescent moon and stars."))
    for lv in range(1, TOP_LEVELS + 1):
        r, g, b = contour(lv)
        out.append((f"top_lvl{lv}", top_face(lv),
                    f"Top face of a plot at level {lv} (64×56, full bleed): contour shade #{r:02X}{g:02X}{b:02X}, "
                    f"flooded field, rows of rice."
                    + (" Taller plots use it too." if lv == TOP_LEVELS else "")))
    out.append(("wall_side", wall_side(),
                "Side wall of stacked tiles: packed earth with strata and pebbles; cut into one slab per level."))
    for d, name in (("n", "north"), ("e", "east"), ("s", "south"), ("w", "west")):
        out.append((f"water_lip_{d}", water_lip(d),
                    f"A waterfall's stone lip on the {name} edge of a top face, water spilling over, arrow "
                    f"pointing {name}."))
    out.append(("water_fall", water_fall(), "Falling water, tileable top to bottom: blue curtain, white streaks."))
    out.append(("water_splash", water_splash(), "Foam where a waterfall lands on the plot below."))
    out.append(("peak_flag", peak_flag(), "Gold pennant on a pole: the highest terrace (its majority scores +5)."))
    out.append(("icon_profile", icon_profile(), "Category icon, terrace profile: three stepped terraces."))
    out.append(("icon_irrigation", icon_irrigation(), "Category icon, irrigation: a water drop."))
    out.append(("tile_edge_shadow", edge_shadow(),
                "Soft dark square to draw offset under a raised tile (height shadow)."))
    for i in range(4):
        out.append((f"animal_p{i + 1}", animal(i),
                    f"Player {i + 1} duck in {theme.PLAYER_COLOUR_NAMES[i]} "
                    f"with a {theme.PLAYER_SHAPES[i]} on its side."))
    wf = waterfalls()
    for d, name in (("n", "north"), ("e", "east"), ("s", "south"), ("w", "west")):
        out.append((f"waterfall_{d}", wf[d],
                    f"Waterfall on the {name} edge of a plot: stone lip, falling water, arrow pointing {name} "
                    f"(flow direction)."))
    for n in (1, 3, 4):
        shape = {1: "one square", 3: "an L of three squares", 4: "a 2×2 square"}[n]
        out.append((f"card_paddy_{n}", paddy_card(n), f"Paddy card: {shape} of rice tiles, digit {n}."))
    out.append(("card_day", day_card(True), "Day card: big sun, mini board with the left (day) half lit."))
    out.append(("card_night", day_card(False),
                "Night card: crescent moon and stars, mini board with the right (night) half lit."))
    for letter, fn, desc in EVENTS:
        out.append((f"card_event_{letter}", event_card(letter, fn),
                    f"Event card {letter.upper()}: {desc}; letter in the corner, blank name plate."))
    out.append(("card_back_paddy", back(PADDY_GREEN, (206, 190, 130), paddy_back_emblem),
                "Back of paddy and day/night cards: green terraces around a rice sheaf."))
    out.append(("card_back_event", back(EVENT, (240, 206, 150), event_back_emblem),
                "Back of event cards: terracotta lattice with a sun-and-moon medallion."))
    out.append(("cycle_token", cycle_token(), "Wooden cycle marker with four notches and a turning arrow."))
    for i in range(4):
        out.append((f"score_cube_p{i + 1}", score_cube(i),
                    f"Player {i + 1} score cube ({theme.PLAYER_COLOUR_NAMES[i]}) with a "
                    f"{theme.PLAYER_SHAPES[i]} on top."))
    return out
