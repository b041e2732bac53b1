"""Sheet `pondscape`: frogs, habitats, foods, leaf effects, movement cards and the Croaker."""
from __future__ import annotations

import math

from .common import (Canvas, OUTLINE, WHITE, arc_arrow, arrow, card_base, dashed_rrect,
                     mix, reg_points, shade, theme)

TITLE = "Pondscape"
NOTES = ("Foods differ by insect silhouette and by the outline of their token (fly circle, cricket "
         "square, dragonfly diamond, butterfly hexagon, spider octagon), not only by colour.")

POND = (62, 128, 112)
WATERC = (70, 132, 180)

FOODS = {
    "fly": ((84, 88, 104), "circle"),
    "cricket": ((150, 104, 52), "square"),
    "dragonfly": ((40, 120, 200), "diamond"),
    "butterfly": ((226, 132, 30), "hexagon"),
    "spider": ((120, 64, 124), "octagon"),
}
FOOD_ORDER = ["fly", "cricket", "dragonfly", "butterfly", "spider"]

SPECIES = {
    # body, belly, iris, extra
    "horned": ((150, 118, 70), (214, 192, 140), (230, 180, 60), "horns"),
    "red_eyed_tree": ((92, 184, 72), (236, 240, 200), (220, 40, 40), "redeye"),
    "golden": ((246, 190, 32), (252, 226, 120), (70, 50, 20), "shine"),
    "tomato": ((222, 80, 40), (240, 150, 100), (60, 40, 30), "fat"),
    "clown_tree": ((238, 216, 150), (250, 240, 210), (150, 60, 40), "blotch"),
    "cobalt_dart": ((36, 86, 204), (80, 130, 230), (20, 20, 30), "spots"),
    "indian_bullfrog": ((150, 162, 58), (232, 222, 120), (200, 150, 40), "sacs"),
    "desert_tree": ((214, 186, 140), (238, 222, 190), (120, 100, 70), "speckle"),
}
SPECIES_DESC = {
    "horned": "brown frog with horn points over the eyes",
    "red_eyed_tree": "lime green frog with big red eyes, blue flanks and orange feet",
    "golden": "shiny golden-yellow frog",
    "tomato": "round, fat tomato-red frog",
    "clown_tree": "cream frog with red-brown clown blotches",
    "cobalt_dart": "cobalt-blue frog with black spots",
    "indian_bullfrog": "big olive-yellow bullfrog with blue vocal sacs",
    "desert_tree": "sandy, speckled frog",
}


def frog(L, sp, grumpy=False, plain=None):
    """Front view sitting frog in a 48x48 logical box."""
    if plain is not None:
        body, belly, iris, extra = plain, shade(plain, 0.3), (40, 40, 40), ""
    else:
        body, belly, iris, extra = SPECIES[sp]
    dark = shade(body, -0.35)
    fat = 3 if extra == "fat" else 0
    big = 2 if extra == "sacs" else 0
    feet = (246, 140, 40) if extra == "redeye" else (OUTLINE if extra == "spots" else body)
    # back legs
    L.ellipse(dark, (3 - fat, 28, 16, 13))
    L.ellipse(dark, (29 + fat, 28, 16, 13))
    L.ellipse(feet, (2 - fat, 37, 12, 6))
    L.ellipse(feet, (34 + fat, 37, 12, 6))
    # body and head
    L.ellipse(body, (9 - fat - big, 16, 30 + 2 * fat + 2 * big, 27))
    L.ellipse(body, (9 - big, 9, 30 + 2 * big, 19))
    if extra == "redeye":
        L.ellipse((60, 110, 210), (9, 24, 5, 12))
        L.ellipse((60, 110, 210), (34, 24, 5, 12))
    L.ellipse(belly, (16 - fat, 25, 16 + 2 * fat, 16))
    # front feet
    L.ellipse(feet, (13, 38, 8, 5))
    L.ellipse(feet, (27, 38, 8, 5))
    # eyes
    er = 5.6 if extra == "redeye" else 4.8
    for ex in (15.5 - big, 32.5 + big):
        L.circle(body, (ex, 10.5), er + 1.8)
        L.circle(WHITE if extra != "redeye" else iris, (ex, 10.5), er)
        if extra == "redeye":
            L.ellipse(OUTLINE, (ex - 1, 10.5 - er * 0.75, 2, er * 1.5))
        else:
            L.circle(iris, (ex, 10.5), er * 0.66)
            L.circle(OUTLINE, (ex, 10.5), er * 0.36)
        L.circle(WHITE, (ex - er * 0.35, 10.5 - er * 0.35), er * 0.2)
        if grumpy:
            L.rect(dark, (ex - er - 1.5, 10.5 - er - 1.5, 2 * er + 3, er + 1.3))
            L.line(OUTLINE, (ex - er - 1, 10.5 - er * 0.1 - (1.5 if ex < 24 else -1.5) - 1),
                   (ex + er + 1, 10.5 - er * 0.1 + (1.5 if ex < 24 else -1.5) - 1), 1.4)
    # mouth
    if grumpy:
        L.arc(OUTLINE, (24, 27), 8, 200, 340, 1.4)
    else:
        L.arc(OUTLINE, (24, 16), 7, 40, 140, 1.0)
    L.circle(dark, (22, 18), 0.7)
    L.circle(dark, (26, 18), 0.7)
    if extra == "horns":
        for ex in (15.5, 32.5):
            L.poly(dark, [(ex - 4, 6.5), (ex + (-1 if ex < 24 else 1) * 2, -0.5), (ex + 3, 6)])
    if extra == "shine":
        L.ellipse(shade(body, 0.6), (13, 19, 6, 3))
        L.ellipse(shade(body, 0.6), (31, 21, 4, 2.5))
    if extra == "blotch":
        for x, y, w, h in ((11, 19, 7, 5), (30, 20, 7, 6), (20, 14, 8, 4), (6, 31, 6, 5), (36, 31, 6, 5)):
            L.ellipse((176, 74, 48), (x, y, w, h))
    if extra == "spots":
        for x, y, r in ((13, 20, 2), (34, 21, 2.2), (24, 13.5, 1.6), (17, 31, 1.5), (31, 31, 1.6),
                        (8, 33, 1.6), (40, 33, 1.6)):
            L.circle(OUTLINE, (x, y), r)
    if extra == "sacs":
        L.circle((80, 120, 226), (9, 21), 4.5)
        L.circle((80, 120, 226), (39, 21), 4.5)
        L.circle((150, 180, 240), (8, 20), 1.5)
        L.circle((150, 180, 240), (38, 20), 1.5)
    if extra == "speckle":
        for x, y in ((12, 20), (17, 17), (30, 18), (35, 22), (26, 13), (20, 12), (14, 27), (34, 28),
                     (6, 32), (41, 33)):
            L.circle((150, 118, 80), (x, y), 1.0)


def frog_frame(sp):
    c = Canvas(48, 48)
    L = c.layer()
    frog(L, sp)
    c.compose(L, outline=OUTLINE, ow=1.1, shadow=(0, 1.2, 1, 90))
    return c.result()


# ---- habitats ------------------------------------------------------------------------------
def hab_tile(c, base):
    c.rect(shade(base, -0.45), (1, 1, 46, 46), r=8)
    c.rect(base, (2, 2, 44, 43.5), r=7)
    mask = c.layer()
    mask.rect(WHITE, (2, 2, 44, 43.5), r=7)
    return mask


def h_water_lily(c):
    m = hab_tile(c, WATERC)
    L = c.layer()
    for r in (8, 14):
        L.circle(shade(WATERC, 0.15), (34, 34), r, w=0.8)
    pad = (74, 150, 70)
    L.circle(shade(pad, -0.3), (20, 26), 14)
    L.circle(pad, (20, 25.5), 13.3)
    L.poly(WATERC, [(20, 25.5), (34, 20), (34, 30)])
    for a in (200, 240, 280, 320, 160):
        L.line(shade(pad, -0.2), (20, 25.5), (20 + 11 * math.cos(math.radians(a)), 25.5 + 11 * math.sin(math.radians(a))), 0.8)
    pink = (236, 140, 178)
    for a in range(0, 360, 45):
        x = 16 + 5 * math.cos(math.radians(a))
        y = 22 + 4 * math.sin(math.radians(a))
        L.ellipse(shade(pink, 0.3 if a % 90 else 0), (x - 3, y - 3, 6, 6))
    L.circle((250, 210, 90), (16, 22), 2.2)
    L.clip_to(m)
    c.paste(L)


def h_reed_bed(c):
    m = hab_tile(c, (160, 196, 176))
    L = c.layer()
    L.rect(shade(WATERC, 0.2), (0, 34, 48, 14))
    reed = (78, 126, 60)
    for i, x in enumerate((8, 14, 20, 27, 33, 39)):
        top = 10 + (i * 7) % 9
        L.line(reed, (x, 44), (x + (i % 3 - 1) * 2, top), 1.4)
        if i % 2 == 0:
            L.ellipse((124, 78, 40), (x + (i % 3 - 1) * 2 - 2, top + 2, 4.5, 10))
        else:
            L.poly(shade(reed, 0.2), [(x, 40), (x + 7, top + 6), (x + 1.5, 32)])
    L.clip_to(m)
    c.paste(L)


def h_mossy_log(c):
    m = hab_tile(c, (104, 146, 84))
    L = c.layer()
    bark = (120, 84, 52)
    L.rect(shade(bark, -0.3), (4, 18, 36, 16), r=7)
    L.rect(bark, (4, 19, 36, 13.5), r=6)
    for y in (22, 26, 30):
        L.line(shade(bark, -0.25), (9, y), (34, y + 0.5), 0.8)
    L.ellipse((214, 178, 120), (34, 18, 11, 16))
    L.ellipse((180, 140, 90), (36.5, 21, 6, 10), w=0.8)
    L.ellipse((180, 140, 90), (38.5, 24.5, 2, 3))
    moss = (132, 184, 70)
    for x, y, r in ((10, 19, 3.5), (15, 18, 3), (22, 19, 3.8), (28, 18.5, 2.8), (12, 33, 2.5), (25, 33, 2.2)):
        L.circle(moss, (x, y), r)
    L.clip_to(m)
    c.paste(L)


def h_river_stones(c):
    m = hab_tile(c, (110, 156, 186))
    L = c.layer()
    for y in (8, 14):
        L.arc(shade((110, 156, 186), 0.25), (14, y), 6, 200, 340, 0.8)
        L.arc(shade((110, 156, 186), 0.25), (34, y + 2), 6, 200, 340, 0.8)
    stones = [((6, 22, 18, 12), (150, 146, 140)), ((22, 26, 20, 14), (128, 124, 120)),
              ((14, 33, 14, 10), (176, 170, 160)), ((29, 16, 12, 9), (168, 160, 150))]
    for (x, y, w, h), col in stones:
        L.ellipse(shade(col, -0.4), (x, y + 1, w, h))
        L.ellipse(col, (x, y, w, h))
        L.ellipse(shade(col, 0.3), (x + w * 0.2, y + h * 0.15, w * 0.35, h * 0.25))
    L.clip_to(m)
    c.paste(L)


def h_fern_bank(c):
    m = hab_tile(c, (58, 100, 64))
    L = c.layer()
    L.ellipse((96, 72, 50), (-6, 36, 60, 20))
    fern = (120, 186, 90)
    for x0, ang, n in ((14, -70, 7), (26, -95, 8), (36, -115, 7)):
        a = math.radians(ang)
        pts = [(x0 + math.cos(a) * t * 4.3 + (t * t * 0.08) * (1 if ang < -90 else -1), 42 + math.sin(a) * t * 4.3)
               for t in range(n + 1)]
        L.polyline(shade(fern, -0.2), pts, 1.2)
        for i, (px, py) in enumerate(pts[1:], 1):
            s = (n - i + 2) * 0.9
            L.poly(fern, [(px, py), (px - s, py - s * 0.5), (px - s * 0.3, py - 0.6)])
            L.poly(fern, [(px, py), (px + s, py - s * 0.5), (px + s * 0.3, py - 0.6)])
    L.clip_to(m)
    c.paste(L)


HABITATS = [("water_lily", h_water_lily, "lily pad with a pink flower on blue water"),
            ("reed_bed", h_reed_bed, "reeds and brown cattails over shallow water"),
            ("mossy_log", h_mossy_log, "a brown log with green moss"),
            ("river_stones", h_river_stones, "grey pebbles in a stream"),
            ("fern_bank", h_fern_bank, "three fern fronds on an earth bank")]


def habitat(fn):
    c = Canvas(48, 48)
    L = c.layer()
    fn(L)
    c.compose(L, shadow=(0, 1, 1, 80))
    return c.result()


# ---- foods ---------------------------------------------------------------------------------
def _tilted_oval(cx, cy, rx, ry, degrees, n=24):
    """An ellipse's outline turned by `degrees` (clockwise), as polygon points."""
    t = math.radians(degrees)
    return [(cx + rx * math.cos(a) * math.cos(t) - ry * math.sin(a) * math.sin(t),
             cy + rx * math.cos(a) * math.sin(t) + ry * math.sin(a) * math.cos(t))
            for a in (2 * math.pi * i / n for i in range(n))]


def f_fly(L, cx, cy, s):
    # a fly seen from above, its two wings swept out wide to each side and its legs splayed: an
    # X-like outline (an upright dark oval in the round token read as the digit "0" beside the
    # water points 3, 4, 5 in a card's corner badge, a play-test)
    wing, edge, body = (164, 196, 228), (56, 72, 104), (46, 48, 56)
    for side in (-1, 1):
        L.line(body, (cx + side * 1.5 * s, cy + 1.5 * s), (cx + side * 5.5 * s, cy + 6 * s), 0.9 * s)
    for side in (-1, 1):   # (tilted up and out: the wings' tips higher than the body)
        L.poly(edge, _tilted_oval(cx + side * 5.2 * s, cy - 2.4 * s, 6.4 * s, 3.3 * s, side * -25))
        L.poly(wing, _tilted_oval(cx + side * 5.2 * s, cy - 2.4 * s, 5.2 * s, 2.2 * s, side * -25))
    L.ellipse(body, (cx - 2.2 * s, cy - 2.5 * s, 4.4 * s, 7.5 * s))
    L.circle(body, (cx, cy - 3.6 * s), 2.5 * s)
    L.circle((196, 50, 40), (cx - 1.6 * s, cy - 4.4 * s), 1.2 * s)
    L.circle((196, 50, 40), (cx + 1.6 * s, cy - 4.4 * s), 1.2 * s)


def f_cricket(L, cx, cy, s):
    col = (130, 88, 40)
    dk = shade(col, -0.4)
    L.polyline(dk, [(cx - 2 * s, cy + 1 * s), (cx - 7 * s, cy - 4 * s), (cx - 9 * s, cy + 6 * s)], 1.4 * s)
    L.polyline(dk, [(cx + 2 * s, cy + 1 * s), (cx + 7 * s, cy - 4 * s), (cx + 9 * s, cy + 6 * s)], 1.4 * s)
    L.ellipse(col, (cx - 3.2 * s, cy - 5 * s, 6.4 * s, 14 * s))
    L.circle(dk, (cx, cy - 6 * s), 2.6 * s)
    L.polyline(dk, [(cx - 1 * s, cy - 8 * s), (cx - 4 * s, cy - 10.5 * s), (cx - 8 * s, cy - 10 * s)], 0.8 * s)
    L.polyline(dk, [(cx + 1 * s, cy - 8 * s), (cx + 4 * s, cy - 10.5 * s), (cx + 8 * s, cy - 10 * s)], 0.8 * s)


def f_dragonfly(L, cx, cy, s):
    wing = (196, 228, 246)
    for dy, w in ((-3, 9.5), (1, 8)):
        L.ellipse(shade(wing, -0.25), (cx - w * s - 0.5 * s, cy + (dy - 1.6) * s, w * s, 3.6 * s))
        L.ellipse(shade(wing, -0.25), (cx + 0.5 * s, cy + (dy - 1.6) * s, w * s, 3.6 * s))
    L.rect((40, 110, 190), (cx - 1 * s, cy - 4 * s, 2 * s, 14 * s), r=1 * s)
    L.circle((40, 110, 190), (cx, cy - 5.5 * s), 2.2 * s)


def f_butterfly(L, cx, cy, s):
    col = (230, 136, 30)
    dk = (60, 40, 30)
    L.ellipse(col, (cx - 9 * s, cy - 8 * s, 9 * s, 9 * s))
    L.ellipse(col, (cx, cy - 8 * s, 9 * s, 9 * s))
    L.ellipse(shade(col, -0.15), (cx - 7 * s, cy, 7 * s, 7 * s))
    L.ellipse(shade(col, -0.15), (cx, cy, 7 * s, 7 * s))
    L.circle(WHITE, (cx - 5 * s, cy - 4 * s), 1.3 * s)
    L.circle(WHITE, (cx + 5 * s, cy - 4 * s), 1.3 * s)
    L.rect(dk, (cx - 1 * s, cy - 7 * s, 2 * s, 13 * s), r=1 * s)
    L.line(dk, (cx, cy - 7 * s), (cx - 3 * s, cy - 10 * s), 0.7 * s)
    L.line(dk, (cx, cy - 7 * s), (cx + 3 * s, cy - 10 * s), 0.7 * s)


def f_spider(L, cx, cy, s):
    col = (60, 40, 64)
    for side in (-1, 1):
        for i, a in enumerate((-55, -20, 15, 50)):
            r = math.radians(a)
            kx, ky = cx + side * 5 * s * math.cos(r), cy + 1 * s + 5 * s * math.sin(r) - 2 * s
            fx, fy = cx + side * 9 * s * math.cos(r), cy + 1 * s + 9 * s * math.sin(r) + 1.5 * s
            L.polyline(col, [(cx, cy + 1 * s), (kx, ky), (fx, fy)], 1.0 * s)
    L.circle(col, (cx, cy + 2 * s), 4.2 * s)
    L.circle(col, (cx, cy - 3 * s), 2.6 * s)
    L.circle((150, 90, 170), (cx - 1.2 * s, cy + 1 * s), 1 * s)


FOOD_FN = {"fly": f_fly, "cricket": f_cricket, "dragonfly": f_dragonfly, "butterfly": f_butterfly,
           "spider": f_spider}


def token_shape(kind, cx, cy, r):
    if kind == "square":
        return [(cx - r * 0.88, cy - r * 0.88), (cx + r * 0.88, cy - r * 0.88), (cx + r * 0.88, cy + r * 0.88),
                (cx - r * 0.88, cy + r * 0.88)]
    if kind == "diamond":
        return [(cx, cy - r * 1.05), (cx + r * 1.05, cy), (cx, cy + r * 1.05), (cx - r * 1.05, cy)]
    if kind == "hexagon":
        return reg_points(cx, cy, r, 6, rot=0)
    if kind == "octagon":
        return reg_points(cx, cy, r, 8, rot=22.5)
    return None


def food_token(c, food, cx, cy, r, s):
    col, kind = FOODS[food]
    pts = token_shape(kind, cx, cy, r)
    if pts is None:
        c.circle(shade(col, -0.3), (cx, cy), r)
        c.circle((250, 246, 232), (cx, cy), r - 1.4 * s)
    else:
        c.poly(shade(col, -0.3), pts)
        c.poly((250, 246, 232), token_shape(kind, cx, cy, r - 1.6 * s))
    FOOD_FN[food](c, cx, cy + 0.5 * s, 0.82 * s)


def food(food_name):
    c = Canvas(24, 24)
    L = c.layer()
    food_token(L, food_name, 12, 12, 11, 1.0)
    c.compose(L, shadow=(0, 0.8, 0.6, 80))
    return c.result()


def food_card(food_name):
    col, kind = FOODS[food_name]
    c = Canvas(72, 100)
    face = mix(theme.PAPER, col, 0.18)
    card_base(c, face, border=col, r=6, inset=4)
    L = c.layer()
    food_token(L, food_name, 36, 46, 24, 2.2)
    c.compose(L, shadow=(0, 1.2, 1, 70))
    for x in (14, 58):
        L2 = c.layer()
        food_token(L2, food_name, x, 86, 6.5, 0.6)
        c.paste(L2)
    return c.result()


# ---- pieces and cards ----------------------------------------------------------------------
def jumping_frog():
    c = Canvas(40, 40)
    L = Canvas(48, 48, k=c.k * 40 / 48)
    L.ellipse((170, 130, 80), (4, 36, 40, 10))
    L.ellipse((206, 166, 110), (4, 34, 40, 9))
    frog(L, None, plain=(70, 176, 84))
    c.compose(L, outline=OUTLINE, ow=1.3, shadow=(0.6, 1.4, 1, 110))
    return c.result()


def leaf_icon(glyph):
    c = Canvas(24, 24)
    L = c.layer()
    leaf = (84, 160, 76)
    pts = []
    for i in range(21):
        t = i / 20
        a = math.pi * t
        pts.append((2 + 20 * t + 0, 12 - 8.5 * math.sin(a)))
    for i in range(21):
        t = 1 - i / 20
        a = math.pi * t
        pts.append((2 + 20 * t, 12 + 8.5 * math.sin(a)))
    rot = [(12 + (x - 12) * 0.87 - (y - 12) * 0.5 * 0.6, 12 + (x - 12) * 0.35 + (y - 12) * 0.9) for x, y in pts]
    L.poly(leaf, rot)
    L.line(shade(leaf, -0.25), rot[0], rot[20], 0.8)
    glyph(L)
    c.compose(L, outline=OUTLINE, ow=1.0, shadow=(0, 0.8, 0.6, 80))
    return c.result()


def g_card(L, x, y, w=7, h=9.5):
    L.rect(OUTLINE, (x - 0.7, y - 0.7, w + 1.4, h + 1.4), r=1.5)
    L.rect((250, 246, 232), (x, y, w, h), r=1.2)


def g_jump(L):
    arc_arrow(L, WHITE, (12, 15), 7, 190, 330, w=1.8, head=3.2)
    L.circle(WHITE, (5, 16), 1.8)


def g_draw(n):
    def f(L):
        g_card(L, 5, 7)
        L.text(str(n), 9, WHITE, (17, 12.5), outline=OUTLINE, ow=0.9)
    return f


def g_tuck(L):
    L.rect(shade((84, 160, 76), -0.5), (5, 14, 14, 1.6))
    g_card(L, 8.5, 4.5, w=7, h=8)
    arrow(L, WHITE, (18, 5), (18, 20), w=1.6, head=3)


def movement_card(n):
    c = Canvas(72, 40)
    face = (238, 236, 214)
    card_base(c, face, border=POND, r=5, inset=3.5, bw=1.2)
    c.text(str(n), 20, POND, (15, 19))
    if n == 0:
        c.circle(shade(POND, 0.4), (47, 22), 7)
        c.circle(POND, (47, 22), 7, w=1.4)
        c.circle(POND, (47, 22), 2.2)
    else:
        x = 28
        for i in range(n):
            span = 36 / n
            arc_arrow(c, POND, (x + span / 2, 26), span / 2 - 1, 185, 345, w=1.6, head=3)
            c.circle(POND, (x + 1, 27), 1.6)
            x += span
    return c.result()


def croaker():
    c = Canvas(96, 96)
    L = Canvas(48, 48, k=c.k * 2)
    frog(L, None, grumpy=True, plain=(92, 110, 56))
    # a few warts
    for x, y in ((14, 22), (33, 23), (20, 33), (29, 31), (24, 20)):
        L.circle((120, 138, 70), (x, y), 1.1)
    c.compose(L, outline=OUTLINE, ow=1.8, shadow=(0, 2, 2, 100))
    return c.result()


def croaker_card():
    c = Canvas(72, 100)
    face = (64, 78, 52)
    card_base(c, face, border=(190, 200, 130), r=6, inset=4)
    L = c.layer()
    for i in range(7):
        L.circle(shade(face, 0.08), (36, 50), 6 + i * 7, w=1.2)
    mask = c.layer()
    mask.rect(WHITE, (5, 5, 62, 88), r=4)
    L.clip_to(mask)
    c.paste(L)
    F = Canvas(48, 48, k=c.k * 1.2)
    frog(F, None, grumpy=True, plain=(120, 140, 70))
    tmp = c.layer()
    tmp.paste(F.s, offset=(36 - 48 * 1.2 / 2, 50 - 48 * 1.2 / 2))
    c.compose(tmp, outline=OUTLINE, ow=1.2)
    return c.result()


def card_face():
    c = Canvas(96, 132)
    face = (240, 240, 226)
    card_base(c, face, border=POND)
    pad = (110, 170, 100)
    for cx, cy, a in ((12, 14, 30), (84, 120, 210)):
        L = c.layer()
        L.circle(pad, (cx, cy), 8)
        L.poly(face, [(cx, cy), (cx + 10 * math.cos(math.radians(a - 15)), cy + 10 * math.sin(math.radians(a - 15))),
                      (cx + 10 * math.cos(math.radians(a + 15)), cy + 10 * math.sin(math.radians(a + 15)))])
        c.paste(L, 150)
    return c.result()


def card_back_water():
    c = Canvas(96, 132)
    card_base(c, WATERC, border=(190, 220, 236))
    L = c.layer()
    for cx, cy, n in ((30, 40, 5), (68, 92, 6), (76, 26, 3)):
        for i in range(n):
            L.circle(shade(WATERC, 0.12 + 0.02 * i), (cx, cy), 4 + i * 6, w=1)
    for cx, cy, r in ((26, 96, 8), (70, 50, 5)):
        L.circle((84, 150, 90), (cx, cy), r)
        L.poly(WATERC, [(cx, cy), (cx + r * 1.2, cy - r * 0.4), (cx + r * 1.2, cy + r * 0.4)])
    mask = c.layer()
    mask.rect(WHITE, (7, 7, 82, 116), r=4)
    L.clip_to(mask)
    c.paste(L)
    return c.result()


def pond_cell_empty():
    c = Canvas(96, 132)
    c.rect((*POND, 40), (2, 2, 92, 128), r=8)
    dashed_rrect(c, (*shade(POND, 0.45), 230), (2, 2, 92, 128), dash=7, gap=5, w=1.6, r=8)
    return c.result()


def build():
    out = [("card_face", card_face(), "Frog/habitat card frame: pale paper, pond-green border, lily pads in corners."),
           ("card_back_water", card_back_water(), "Water side of a pond card: blue ripples and lily pads.")]
    for sp in SPECIES:
        out.append((f"frog_{sp}", frog_frame(sp), f"{sp.replace('_', ' ').capitalize()} frog: {SPECIES_DESC[sp]}."))
    for name, fn, desc in HABITATS:
        out.append((f"habitat_{name}", habitat(fn), f"Habitat tile: {desc}."))
    for f in FOOD_ORDER:
        out.append((f"food_{f}", food(f), f"Food symbol: {f} on a {FOODS[f][1]} token."))
    for f in FOOD_ORDER:
        out.append((f"food_card_{f}", food_card(f), f"Central food-row card for the {f}: big {f} token, two small ones."))
    out.append(("jumping_frog", jumping_frog(), "The jumping-frog pawn: a green wooden frog on a round base."))
    for name, glyph, desc in (("leaf_jump", g_jump, "a hop arrow (jumping-frog action)"),
                              ("leaf_draw_1", g_draw(1), "a card and 1 (draw 1)"),
                              ("leaf_draw_2", g_draw(2), "a card and 2 (draw 2)"),
                              ("leaf_draw_3", g_draw(3), "a card and 3 (draw 3)"),
                              ("leaf_tuck", g_tuck, "a card pushed down under a line (tuck)")):
        out.append((name, leaf_icon(glyph), f"Leaf effect: green leaf with {desc}."))
    for n in (0, 1, 2):
        out.append((f"movement_card_{n}", movement_card(n),
                    f"Movement card {n}: digit {n} and " + ("a ring (the frog stays)." if n == 0 else f"{n} hop arrow(s).")))
    out.append(("croaker", croaker(), "The Croaker (solo automa): a big grumpy olive frog with heavy lids and a frown."))
    out.append(("croaker_card", croaker_card(), "Back of the Croaker's cards: dark olive ripples and a grumpy frog."))
    out.append(("pond_cell_empty", pond_cell_empty(), "Empty pond slot: faint green with a dashed outline."))
    return out
