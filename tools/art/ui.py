"""Sheet `ui`: buttons, panels, highlights, player tokens, icons, table and banner."""
from __future__ import annotations

import math
import random


from . import common
from .common import (Canvas, OUTLINE, arc_arrow, arrow, draw_shape, mix, rgba, shade,
                     star_points, theme)

TITLE = "User interface"
NOTES = ("Buttons and panels are 9-slice sources: keep a 12 px border when slicing. "
         "Icons are light glyphs with a dark outline so they read on paper, wood and buttons.")


def token(c, shape, col, cx, cy, r, ow, shadow=True):
    """A player piece: coloured shape, dark outline, darker lower rim, top sheen, drop shadow."""
    L = c.layer()
    draw_shape(L, shape, cx, cy, r, col, OUTLINE, ow)
    inner = L.layer()
    draw_shape(inner, shape, cx, cy, r - ow * 0.9, (255, 255, 255))
    # a darker lower rim so it reads as a thick wooden piece
    rim = L.layer()
    draw_shape(rim, shape, cx, cy, r - ow * 0.9, shade(col, -0.32))
    draw_shape(rim, shape, cx, cy - r * 0.14, r - ow * 0.9, col)
    # soft sheen towards the top left
    rim.ellipse(shade(col, 0.28), (cx - r * 0.75, cy - r * 0.8, r * 0.9, r * 0.55))
    rim.clip_to(inner)
    L.paste(rim)
    c.compose(L, shadow=(0.8, 1.4, 1.0, 110) if shadow else None)


def button(col, hover=False, disabled=False):
    c = Canvas(48, 48)
    edge = shade(col, -0.55)
    c.rect(edge, (0, 0, 48, 48), r=11)
    c.rect(shade(col, -0.3), (1, 1, 46, 46), r=10)
    c.rect(col, (1, 1, 46, 43), r=10)
    if not disabled:
        c.rect(shade(col, 0.18 if hover else 0.12), (3, 2.5, 42, 1.5), r=1)
    else:
        c.rect(shade(col, 0.05), (3, 2.5, 42, 1), r=1)
    return c.result()


def panel():
    c = Canvas(48, 48)
    p = theme.PAPER
    c.rect(theme.PAPER_EDGE, (0, 0, 48, 48), r=11)
    c.rect(theme.PAPER_SHADE, (1, 1, 46, 46), r=10)
    c.rect(p, (1, 1, 46, 44), r=10)
    c.rect(theme.PAPER_SHADE, (5, 5, 38, 36), w=1, r=6)
    return c.result()


def glow_ring():
    c = Canvas(64, 64)
    L = c.layer()
    L.circle(rgba(theme.LEGAL, 255), (32, 32), 25, w=6)
    L.blur(3.0)
    c.paste(L, 235)
    c.paste(L, 150)
    crisp = c.layer()
    crisp.circle(rgba(mix(theme.LEGAL, (255, 255, 255), 0.45), 255), (32, 32), 24.5, w=1.6)
    c.paste(crisp, 220)
    return c.result()


# ---- icons ---------------------------------------------------------------------------------
LIGHT = theme.INK_ON_DARK


def icon(draw, fill=LIGHT):
    c = Canvas(32, 32)
    L = c.layer()
    draw(L, fill)
    c.compose(L, outline=OUTLINE, ow=1.6, shadow=(0, 1.2, 0.8, 80))
    return c.result()


def g_undo(c, col):
    arc_arrow(c, col, (17, 17.5), 8, 70, -175, w=3.2, head=5.5)


def g_rotate(c, col):
    arc_arrow(c, col, (16, 16.5), 9, -50, 235, w=3.2, head=5.5)


def g_menu(c, col):
    for y in (9, 16, 23):
        c.line(col, (8, y), (24, y), 3.4)


def g_rules(c, col):
    # an open book
    c.poly(col, [(4, 9), (15.3, 11), (15.3, 26), (4, 24)])
    c.poly(col, [(16.7, 11), (28, 9), (28, 24), (16.7, 26)])
    c.rect(OUTLINE, (15.2, 10.5, 1.6, 16))
    for i in range(3):
        y = 14 + i * 3.2
        c.line(theme.INK_SOFT, (6.5, y - 0.5), (13, y + 0.6), 1.0)
        c.line(theme.INK_SOFT, (19, y + 0.6), (25.5, y - 0.5), 1.0)


def g_save(c, col):
    c.poly(col, [(6, 6), (23, 6), (26, 9), (26, 26), (6, 26)])
    c.rect(OUTLINE, (10, 6, 11, 7), r=1)
    c.rect(col, (17, 7.3, 2.5, 4.4))
    c.rect(theme.SELECTED, (9, 16, 14, 8), r=1.5)
    c.line(OUTLINE, (11, 19), (21, 19), 1)
    c.line(OUTLINE, (11, 21.5), (19, 21.5), 1)


def g_load(c, col):
    c.poly(col, [(4, 8), (12, 8), (14.5, 11), (27, 11), (27, 26), (4, 26)])
    c.poly(shade(col, -0.12), [(4, 26), (8, 15), (30, 15), (27, 26)])
    arrow(c, theme.BUTTON, (17.5, 24), (17.5, 16.2), w=2.6, head=4.2, headw=4)


def card_poly(cx, cy, w, h, ang):
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        pts.append((cx + dx * ca - dy * sa, cy + dx * sa + dy * ca))
    return pts


def g_hand(c, col):
    # a fan of three face-down cards
    for ang, dx in ((-24, -6), (0, 0), (24, 6)):
        pts = card_poly(16 + dx, 17 + abs(dx) * 0.25, 11, 16, ang)
        c.polyline(OUTLINE, pts, 2.2, closed=True)
        c.poly(theme.BUTTON, pts)
        inner = card_poly(16 + dx, 17 + abs(dx) * 0.25, 6, 11, ang)
        c.polyline(col, inner, 1.1, closed=True)


def g_check(c, col):
    c.polyline(col, [(7, 17), (13, 23), (25, 9)], 4.4)


def g_cross(c, col):
    c.line(col, (8.5, 8.5), (23.5, 23.5), 4.4)
    c.line(col, (23.5, 8.5), (8.5, 23.5), 4.4)


def g_star(c, col):
    pts = star_points(16, 17, 13, 5.6)
    c.poly(col, pts)
    c.polyline(col, pts, 1.6, closed=True)
    inner = star_points(16, 17, 7, 3.0)
    c.poly(shade(col, 0.35), inner)


# ---- table and banner ----------------------------------------------------------------------
def table_tile():
    """Seamless walnut: every term is periodic over the 128 px tile, evaluated at each output
    pixel's centre (SCALE of them per logical pixel, so the grain stays fine at 2x)."""
    k = common.SCALE
    n = 128 * k
    c = Canvas(128, 128, k=k)
    rnd = random.Random(20261)
    noise = [[rnd.random() for _ in range(n)] for _ in range(n)]
    T = 2 * math.pi / 128
    base, light, grain = theme.TABLE, theme.TABLE_LIGHT, theme.TABLE_GRAIN
    for py in range(n):
        y = (py + 0.5) / k - 0.5
        row = py // k
        plank = 0 if row < 64 else 1
        for px in range(n):
            x = (px + 0.5) / k - 0.5
            ph = plank * 1.7
            w1 = math.sin(T * (4 * y + 9 * math.sin(T * x + ph) + 3 * math.sin(T * 3 * x + 1.3 + ph)) * 1.0)
            w2 = math.sin(T * (22 * y + 14 * math.sin(T * 2 * x + 0.4 + ph)))
            t = 0.5 + 0.30 * w1 + 0.12 * w2 + (noise[py][px] - 0.5) * 0.18
            col = mix(base, light, max(0.0, min(1.0, t)) * 0.75)
            if w2 > 0.93:
                col = mix(col, grain, 0.6)
            if plank == 1:
                col = shade(col, -0.03)
            if row in (63, 127):
                col = shade(base, -0.35)
            elif row in (0, 64):
                col = mix(col, light, 0.5)
            c.s.set_at((px, py), (*col, 255))
    return c.result()


def title_banner():
    W, H = 480, 80
    c = Canvas(W, H)
    paper, sh, edge = theme.PAPER, theme.PAPER_SHADE, theme.PAPER_EDGE
    green = theme.BUTTON
    L = c.layer()
    # ribbon tails (behind)
    for side in (0, 1):
        def X(x):
            return x if side == 0 else W - x
        tail = [(X(4), 24), (X(60), 24), (X(60), 70), (X(4), 70), (X(20), 47)]
        L.poly(shade(edge, -0.35), tail)
        L.poly(edge, [(X(6), 26.5), (X(58), 26.5), (X(58), 67.5), (X(8), 67.5), (X(22.5), 47)])
        fold = [(X(44), 60), (X(60), 70), (X(60), 60)]
        L.poly(shade(edge, -0.45), fold)
    # main band
    L.rect(shade(edge, -0.35), (42, 8, W - 84, 54), r=4)
    L.rect(sh, (43.5, 9.5, W - 87, 51), r=3)
    L.rect(paper, (43.5, 9.5, W - 87, 48.5), r=3)
    L.line(green, (54, 15), (W - 54, 15), 1.6, cap=False)
    L.line(green, (54, 53), (W - 54, 53), 1.6, cap=False)
    L.line(edge, (54, 18), (W - 54, 18), 0.8, cap=False)
    L.line(edge, (54, 50), (W - 54, 50), 0.8, cap=False)
    for x in (58, W - 58):
        L.poly(green, [(x, 26), (x + 8, 34), (x, 42), (x - 8, 34)])
        L.poly(paper, [(x, 30), (x + 4, 34), (x, 38), (x - 4, 34)])
        d = 1 if x < W / 2 else -1
        # small leaf sprig pointing inwards
        L.line(green, (x + d * 12, 34), (x + d * 34, 34), 1.4)
        for i, px in enumerate((18, 25, 31)):
            xx = x + d * px
            L.poly(green, [(xx, 34), (xx + d * 5, 28.5 + i * 0.5), (xx + d * 8, 29.5 + i)])
            L.poly(green, [(xx, 34), (xx + d * 5, 39.5 - i * 0.5), (xx + d * 8, 38.5 - i)])
    c.compose(L, shadow=(0, 2, 2, 90))
    return c.result()


def build():
    out = []
    out.append(("button_9slice", button(theme.BUTTON),
                "Rounded button, 9-slice with 12 px borders; base state."))
    out.append(("button_hover", button(theme.BUTTON_HOVER, hover=True),
                "Same button, lighter for the pointer-over state."))
    out.append(("button_disabled", button(theme.BUTTON_DISABLED, disabled=True),
                "Same button, grey and flat: not available."))
    out.append(("panel_9slice", panel(), "Paper panel with an inner rule; 9-slice with 12 px borders."))
    out.append(("glow_ring", glow_ring(), "Soft yellow ring: \"you can click this\"."))
    for i in range(5):
        col, shape = theme.PLAYER_COLOURS[i], theme.PLAYER_SHAPES[i]
        c = Canvas(32, 32)
        token(c, shape, col, 15.5, 15.2, 11.6, 1.8)
        out.append((f"token_p{i + 1}", c.result(),
                    f"Player {i + 1} piece: {theme.PLAYER_COLOUR_NAMES[i]} {shape}, dark outline."))
    for i in range(5):
        col, shape = theme.PLAYER_COLOURS[i], theme.PLAYER_SHAPES[i]
        c = Canvas(20, 20)
        token(c, shape, col, 9.6, 9.4, 7.0, 1.4)
        out.append((f"marker_p{i + 1}", c.result(),
                    f"Player {i + 1} score-track marker: {theme.PLAYER_COLOUR_NAMES[i]} {shape}."))
    icons = [
        ("icon_undo", g_undo, LIGHT, "Curved arrow turning back: undo."),
        ("icon_menu", g_menu, LIGHT, "Three bars: menu."),
        ("icon_rules", g_rules, LIGHT, "Open book: rules."),
        ("icon_save", g_save, LIGHT, "Floppy disk: save."),
        ("icon_load", g_load, LIGHT, "Open folder with an up arrow: load."),
        ("icon_hand", g_hand, LIGHT, "Fan of three face-down cards: a hidden hand."),
        ("icon_check", g_check, (0, 170, 120), "Green tick: confirm / legal."),
        ("icon_cross", g_cross, theme.ILLEGAL, "Red cross: cancel / illegal."),
        ("icon_star", g_star, (242, 196, 48), "Gold star: winner."),
        ("icon_rotate", g_rotate, LIGHT, "Clockwise circular arrow: rotate."),
    ]
    for name, fn, col, desc in icons:
        out.append((name, icon(fn, col), desc))
    out.append(("table_tile", table_tile(),
                "Seamless dark walnut planks (two per tile) to tile behind every scene."))
    out.append(("title_banner", title_banner(),
                "Paper ribbon banner with green rules and leaf sprigs; the client writes the title."))
    return out
