"""Sheet `koinobori`: carp streamers, flags, cards, ability icons, pole levels, scoring, pole."""
from __future__ import annotations

import math

from .common import (Canvas, OUTLINE, arc_arrow, arrow, card_base, corner_badge, mix, shade,
                     star_points, theme, WHITE)

TITLE = "Koinobori"
NOTES = ("Carp face left (mouth at the pole); each colour has its own body pattern and a letter: "
         "G dark green, O orange, B black, V purple (violet), Y yellow-green, P pink.")

SKY = (222, 234, 242)
INDIGO = (40, 58, 104)
BLUE = (58, 106, 160)
GOLD = (226, 172, 60)

CARP = {
    "dark_green": ((36, 112, 68), "G", "scales"),
    "orange": ((236, 130, 36), "O", "bands"),
    "black": ((46, 46, 54), "B", "dots"),
    "purple": ((126, 76, 164), "V", "waves"),
    "yellow_green": ((166, 198, 60), "Y", "chevrons"),
    "pink": ((238, 140, 178), "P", "blossoms"),
}
ORDER = ["dark_green", "orange", "black", "purple", "yellow_green", "pink"]


def carp(c, key, x, y, w, h, letter=True):
    col, let, pattern = CARP[key]

    def P(u, v):
        return (x + u * w, y + v * h)

    body = [P(0.05, 0.14), P(0.3, 0.05), P(0.62, 0.08), P(0.8, 0.24), P(1.0, 0.02), P(0.9, 0.5),
            P(1.0, 0.98), P(0.8, 0.76), P(0.62, 0.92), P(0.3, 0.95), P(0.05, 0.86)]
    L = c.layer()
    L.poly(col, body)
    # pattern, clipped to the body behind the head
    pat = c.layer()
    lite = shade(col, 0.35) if key != "black" else (236, 236, 240)
    dark = shade(col, -0.35)
    if pattern == "scales":
        r = h * 0.16
        for row in range(6):
            for i in range(10):
                cx = x + w * 0.3 + i * r * 1.6 + (row % 2) * r * 0.8
                cy = y + row * r * 1.2
                pat.arc(lite, (cx, cy), r, 10, 170, max(0.6, h * 0.045))
    elif pattern == "bands":
        for i in range(4):
            u = 0.34 + i * 0.13
            pat.poly(dark, [P(u, 0), P(u + 0.055, 0), P(u + 0.075, 1), P(u + 0.02, 1)])
    elif pattern == "dots":
        for i, (u, v) in enumerate(((0.36, 0.3), (0.45, 0.68), (0.55, 0.28), (0.66, 0.62), (0.76, 0.38),
                                    (0.38, 0.78), (0.6, 0.82))):
            pat.circle(lite, P(u, v), h * (0.09 if i % 2 else 0.075))
    elif pattern == "waves":
        for v in (0.3, 0.5, 0.7):
            pts = [P(0.3 + j * 0.03, v + 0.07 * math.sin(j * 1.2)) for j in range(18)]
            pat.polyline(lite, pts, max(0.6, h * 0.06))
    elif pattern == "chevrons":
        for i in range(4):
            u = 0.36 + i * 0.12
            pat.polyline(dark, [P(u, 0.08), P(u + 0.06, 0.5), P(u, 0.92)], max(0.7, h * 0.08))
    elif pattern == "blossoms":
        for u, v in ((0.38, 0.32), (0.52, 0.68), (0.66, 0.3), (0.78, 0.62)):
            cx, cy = P(u, v)
            r = h * 0.075
            for k in range(5):
                a = math.radians(k * 72 - 90)
                pat.circle(WHITE, (cx + math.cos(a) * r, cy + math.sin(a) * r), r * 0.85)
            pat.circle((250, 210, 90), (cx, cy), r * 0.6)
    mask = c.layer()
    mask.poly(WHITE, [P(0.3, 0), P(0.84, 0), P(0.84, 1), P(0.3, 1)])
    body_mask = c.layer()
    body_mask.poly(WHITE, body)
    pat.clip_to(mask)
    pat.clip_to(body_mask)
    L.paste(pat)
    # tail fin lines
    for v in (0.3, 0.5, 0.7):
        L.line(dark, P(0.86, 0.5), P(0.99, v * 1.2 - 0.1), max(0.5, h * 0.04))
    # head: gill, mouth ring, eye
    L.arc(dark, P(0.12, 0.5), h * 0.52, -62, 62, max(0.6, h * 0.06))
    L.ellipse(shade(col, -0.45), (x, y + h * 0.12, w * 0.1, h * 0.76))
    L.ellipse(mix(col, WHITE, 0.7), (x + w * 0.012, y + h * 0.18, w * 0.07, h * 0.64))
    L.circle(WHITE, P(0.2, 0.4), h * 0.17)
    L.circle(OUTLINE, P(0.21, 0.4), h * 0.09)
    L.circle(WHITE, P(0.19, 0.36), h * 0.03)
    if letter:
        cx, cy = P(0.56, 0.5)
        L.circle(OUTLINE, (cx, cy), h * 0.3)
        L.circle(theme.PAPER, (cx, cy), h * 0.25)
        L.text(let, h * 0.36, OUTLINE, (cx, cy + h * 0.01))
    c.compose(L, outline=OUTLINE, ow=max(0.6, h * 0.04), shadow=(0, h * 0.05, h * 0.04, 70))


def carp_frame(key):
    c = Canvas(40, 20)
    carp(c, key, 1, 1, 38, 18)
    return c.result()


def sky_panel(c):
    c.rect(SKY, (7, 7, 82, 116), r=4)
    cloud = (240, 246, 250)
    for cx, cy, r in ((22, 108, 7), (31, 105, 9), (41, 109, 6), (70, 24, 6), (78, 21, 7.5), (86, 25, 5)):
        c.circle(cloud, (cx, cy), r)
    c.rect(SKY, (7, 112, 82, 11), r=0)
    c.rect(BLUE, (7, 7, 82, 116), w=1, r=4)


def card_face():
    c = Canvas(96, 132)
    card_base(c, theme.PAPER)
    sky_panel(c)
    return c.result()


def pole(c, x, y0, y1, w):
    bam = (176, 156, 92)
    c.rect(shade(bam, -0.45), (x - w / 2, y0, w, y1 - y0), r=w / 2)
    c.rect(bam, (x - w / 2 + 0.6, y0 + 0.6, w - 1.2, y1 - y0 - 1.2), r=w / 2)
    c.rect(shade(bam, 0.3), (x - w / 2 + 1, y0 + 2, w * 0.25, y1 - y0 - 4), r=w / 4)
    yy = y0 + 22
    while yy < y1 - 4:
        c.rect(shade(bam, -0.35), (x - w / 2, yy, w, max(1.0, w * 0.22)))
        yy += 26


def flag(key):
    c = Canvas(96, 132)
    col, let, _ = CARP[key]
    card_base(c, theme.PAPER)
    sky_panel(c)
    L = c.layer()
    pole(L, 18, 16, 122, 4)
    L.circle(GOLD, (18, 15), 3.5)
    L.poly(col, [(20, 20), (40, 24), (20, 28)])
    c.compose(L, shadow=(0.8, 1, 1, 60))
    L = c.layer()
    carp(L, key, 20, 44, 68, 34, letter=False)
    c.paste(L)
    corner_badge(c, let, (78, 106), col, theme.INK_ON_DARK if key not in ("yellow_green", "pink", "orange") else OUTLINE,
                 r=9, px=12)
    return c.result()


def back():
    c = Canvas(96, 132)
    card_base(c, INDIGO, border=GOLD, inset=5, bw=1.5)
    L = c.layer()
    lite = shade(INDIGO, 0.16)
    r = 9
    for row in range(16):
        for i in range(8):
            cx = i * r * 2 + (row % 2) * r
            cy = row * r * 0.75 + 4
            L.circle(INDIGO, (cx, cy), r)
            for k in (r, r * 0.66, r * 0.33):
                L.arc(lite, (cx, cy), k, 180, 360, 0.9)
    mask = c.layer()
    mask.rect(WHITE, (7, 7, 82, 116), r=4)
    L.clip_to(mask)
    c.paste(L)
    c.circle(shade(INDIGO, -0.3), (48, 66), 24)
    c.circle(GOLD, (48, 66), 22.5, w=1.6)
    M = c.layer()
    # a gold carp silhouette
    body = [(30, 62), (44, 56), (58, 58), (62, 62), (70, 55), (67, 66), (70, 77), (62, 70), (58, 74),
            (44, 76), (30, 70)]
    M.poly(GOLD, body)
    M.ellipse(shade(GOLD, -0.35), (28, 61, 4, 10))
    M.circle(INDIGO, (36, 64), 2.2)
    M.arc(shade(GOLD, -0.3), (33, 66), 7, -60, 60, 1)
    c.paste(M)
    return c.result()


# ---- ability glyphs (28x28 badges) ---------------------------------------------------------
def mini_card(c, x, y, w=9, h=12, fill=None, ang=0):
    fill = fill or (250, 246, 236)
    if ang:
        a = math.radians(ang)
        cx, cy = x + w / 2, y + h / 2
        pts = []
        for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
            pts.append((cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)))
        c.poly(OUTLINE, pts)
        c.polyline(OUTLINE, pts, 1.6, closed=True)
        c.poly(fill, pts)
        return
    c.rect(OUTLINE, (x - 0.8, y - 0.8, w + 1.6, h + 1.6), r=2)
    c.rect(fill, (x, y, w, h), r=1.5)


INK = OUTLINE
ACC = (196, 76, 50)


def ab_stack(c):
    mini_card(c, 9, 12, fill=(200, 214, 228))
    mini_card(c, 10.5, 9.5)
    arrow(c, ACC, (15, 2.5), (15, 8.5), w=2, head=3.4)


def ab_move(c):
    mini_card(c, 4, 8)
    c.rect(INK, (16, 8, 9, 12), w=0.9, r=1.5)
    arrow(c, ACC, (10, 14), (22, 14), w=2.2, head=4)


def ab_extra_play(c):
    mini_card(c, 6, 7)
    c.circle(ACC, (18.5, 17.5), 5.5)
    c.line(WHITE, (15.5, 17.5), (21.5, 17.5), 1.8)
    c.line(WHITE, (18.5, 14.5), (18.5, 20.5), 1.8)


def ab_take(n):
    def f(c):
        if n == 2:
            mini_card(c, 4.5, 10, ang=-14)
            mini_card(c, 10, 9, ang=10)
        else:
            mini_card(c, 7, 10)
        arrow(c, (50, 130, 90), (21, 14), (21, 4), w=2.2, head=3.6)
        c.text(str(n), 7.5, INK, (21.5, 21))
    return f


def ab_steal(c):
    mini_card(c, 15, 6)
    arc_arrow(c, ACC, (13, 13), 8, -20, 160, w=2, head=3.6)


def ab_refresh(c):
    for i in range(3):
        mini_card(c, 5 + i * 6.2, 9.5, w=5, h=8, fill=(210, 222, 232))
    arc_arrow(c, ACC, (14, 14), 11, 200, 330, w=1.8, head=3.2)
    arc_arrow(c, ACC, (14, 14), 11, 20, 150, w=1.8, head=3.2)


ABILITIES = [("stack", ab_stack, "a card laid onto another (cover the top card)"),
             ("move", ab_move, "a card and an arrow to an empty place (move a pole top)"),
             ("extra_play", ab_extra_play, "a card with a plus (play one more)"),
             ("take_2", ab_take(2), "two cards, up arrow, digit 2"),
             ("take_1", ab_take(1), "one card, up arrow, digit 1"),
             ("steal", ab_steal, "a card hooked by a curved arrow (steal)"),
             ("refresh", ab_refresh, "a row of cards inside circling arrows (refresh the row)")]


def ability(fn, size=28):
    c = Canvas(size, size)
    s = size / 28
    L = Canvas(28, 28, k=c.k * s)
    L.circle(shade(GOLD, -0.45), (14, 14), 13.6)
    L.circle(GOLD, (14, 14), 12.8)
    L.circle((250, 244, 228), (14, 14), 11.2)
    fn(L)
    c.compose(L, shadow=(0, 0.8, 0.6, 70))
    return c


def pole_level(n):
    c = Canvas(96, 132)
    card_base(c, theme.PAPER, border=BLUE)
    take, play, hand = {1: (1, 1, 3), 2: (2, 1, 4), 3: (2, 2, 5), 4: (2, 2, 6)}[n]
    # a pole segment on the right with n rings
    L = c.layer()
    pole(L, 82, 12, 120, 5)
    for i in range(n):
        L.circle(OUTLINE, (82, 110 - i * 9), 3.6)
        L.circle(GOLD, (82, 110 - i * 9), 2.8)
    c.compose(L)
    corner_badge(c, str(n), (18, 18), BLUE, theme.INK_ON_DARK, r=9, px=13)
    rows = [(40, ab_take(1) if take == 1 else ab_take(2), take),
            (70, ab_extra_play, play),
            (100, None, hand)]
    for y, fn, num in rows:
        c.rect(mix(theme.PAPER, BLUE, 0.1), (10, y - 13, 62, 26), r=5)
        if fn is None:
            L = Canvas(28, 28, k=c.k)
            for i, a in enumerate((-20, 0, 20)):
                mini_card(L, 9.5 + (i - 1) * 4, 8 + abs(i - 1) * 1.5, ang=a, fill=(200, 214, 228))
            c.paste(L, offset=(14, y - 14))
        else:
            b = ability(fn, 24)
            c.paste(b.s, offset=(16, y - 12))
        c.text(str(num), 17, OUTLINE, (55, y))
        if fn is not None and n == 4 and y == 40:
            c.poly(GOLD, star_points(65, y - 7, 5, 2.2))
    return c.result()


def scoring(key, positive):
    c = Canvas(96, 132)
    col, let, _ = CARP[key]
    face = (246, 240, 222) if positive else (226, 226, 228)
    border = (0, 140, 110) if positive else theme.ILLEGAL
    card_base(c, face, border=border)
    L = c.layer()
    carp(L, key, 14, 24, 68, 34, letter=False)
    c.paste(L)
    corner_badge(c, let, (18, 112), col, theme.INK_ON_DARK if key not in ("yellow_green", "pink", "orange") else OUTLINE,
                 r=9, px=12)
    if positive:
        c.circle(shade(border, -0.35), (48, 86), 17)
        c.circle(border, (48, 86), 15.5)
        c.line(WHITE, (39, 86), (57, 86), 4.5)
        c.line(WHITE, (48, 77), (48, 95), 4.5)
    else:
        c.rect(shade(border, -0.35), (32, 70, 32, 32), r=5)
        c.rect(border, (33.5, 71.5, 29, 29), r=4)
        c.line(WHITE, (39, 86), (57, 86), 4.5)
    return c.result()


def festival_pole():
    c = Canvas(24, 600)
    L = c.layer()
    bam = (128, 156, 80)
    L.rect(shade(bam, -0.5), (6, 14, 12, 586), r=4)
    L.rect(bam, (7, 15, 10, 585), r=3.5)
    L.rect(shade(bam, 0.3), (8.5, 16, 2.5, 582), r=1.2)
    L.rect(shade(bam, -0.2), (14, 16, 2, 582), r=1)
    for y in range(60, 600, 64):
        L.rect(shade(bam, -0.5), (5.5, y - 1.5, 13, 3.5), r=1.5)
        L.rect(shade(bam, 0.15), (6.5, y - 1, 11, 1), r=0.5)
    # gilded finial and a little wind wheel collar
    L.rect(shade(GOLD, -0.4), (4, 16, 16, 4), r=2)
    L.rect(GOLD, (5, 16.5, 14, 2.5), r=1.2)
    L.circle(shade(GOLD, -0.45), (12, 9), 7.5)
    L.circle(GOLD, (12, 9), 6.6)
    L.circle(shade(GOLD, 0.5), (10, 7), 2.2)
    c.compose(L)
    return c.result()


def build():
    out = []
    for key in ORDER:
        col, let, pat = CARP[key]
        out.append((f"carp_{key}", carp_frame(key),
                    f"{key.replace('_', ' ').capitalize()} carp streamer: {pat} pattern, letter {let}."))
    for key in ORDER:
        out.append((f"flag_{key}", flag(key),
                    f"Start flag: a big {key.replace('_', ' ')} carp on a small pole under a sky, "
                    f"letter {CARP[key][1]} badge."))
    out.append(("card_face", card_face(), "Blank koinobori card: paper frame with a sky panel to compose carp onto."))
    out.append(("card_back_koinobori", back(), "Koinobori card back: indigo wave (seigaiha) pattern with a gold carp."))
    for name, fn, desc in ABILITIES:
        out.append((f"ability_{name}", ability(fn).result(), f"Ability badge: {desc}."))
    for n in (1, 2, 3, 4):
        out.append((f"pole_level_{n}", pole_level(n),
                    f"Personal pole level {n} card: rows for take / play / hand size with digits; "
                    f"{n} gold ring(s) on the pole" + (", star = take from any position" if n == 4 else "") + "."))
    for key in ORDER:
        for sign, pos in (("neg", False), ("pos", True)):
            out.append((f"scoring_card_{key}_{sign}", scoring(key, pos),
                        f"Scoring card, {key.replace('_', ' ')} carp "
                        f"{'scores plus: green border, plus in a circle' if pos else 'scores minus: grey card, red border, minus in a square'}."))
    out.append(("festival_pole", festival_pole(), "Tall bamboo festival pole with nodes and a gold finial."))
    return out
