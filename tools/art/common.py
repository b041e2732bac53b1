"""Shared drawing helpers for tools/make_art.py.

Everything is drawn in *logical* pixel coordinates (the game's layout units) on a canvas
supersampled 4x over its output pixels, then box-filtered down (premultiplied, so transparent
edges do not go dark).  A sheet is drawn at SCALE output pixels per logical pixel (make_art sets
it per sheet; 2 keeps sprites sharp at a 2560x1440 window): every shape, width, blur and font is
drawn at that size, not enlarged afterwards.  No randomness except from explicitly seeded
random.Random instances, so output is byte-identical per run.
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402,F401  (re-exported to the sheet modules)

pygame.font.init()

K = 4  # supersampling factor over the output pixels
SCALE = 1  # output pixels per logical pixel for the sheet being drawn (set by make_art)
FONT_BOLD = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
_fonts: dict[int, pygame.font.Font] = {}

WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
OUTLINE = (34, 30, 27)  # the dark outline used on tokens and icons


def font(px: int) -> pygame.font.Font:
    if px not in _fonts:
        _fonts[px] = pygame.font.Font(str(FONT_BOLD), px)
    return _fonts[px]


def mix(a, b, t):
    return tuple(max(0, min(255, round(a[i] + (b[i] - a[i]) * t))) for i in range(3))


def shade(c, f):
    """f < 0 darkens towards black, f > 0 lightens towards white."""
    return mix(c, BLACK, -f) if f < 0 else mix(c, WHITE, f)


def rgba(c, a):
    return (c[0], c[1], c[2], a)


def hexc(s):
    s = s.lstrip("#")
    return tuple(int(s[i:i + 2], 16) for i in (0, 2, 4))


def _unpremultiply(surf: pygame.Surface) -> pygame.Surface:
    w, h = surf.get_size()
    data = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for i in range(3, len(data), 4):
        a = data[i]
        if a == 255:
            continue
        if a == 0:
            data[i - 3] = data[i - 2] = data[i - 1] = 0
            continue
        half = a >> 1
        data[i - 3] = min(255, (data[i - 3] * 255 + half) // a)
        data[i - 2] = min(255, (data[i - 2] * 255 + half) // a)
        data[i - 1] = min(255, (data[i - 1] * 255 + half) // a)
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


class Canvas:
    """A supersampled RGBA drawing surface addressed in logical pixels.

    k = drawing pixels per logical pixel (K x SCALE unless given); result() is SCALE pixels per
    logical pixel."""

    def __init__(self, w, h, k=None, scale=None):
        self.scale = SCALE if scale is None else scale
        self.w, self.h, self.k = w, h, K * self.scale if k is None else k
        self.s = pygame.Surface((round(w * self.k), round(h * self.k)), pygame.SRCALPHA)

    # ---- coordinates -------------------------------------------------------------------
    def P(self, pt):
        return (pt[0] * self.k, pt[1] * self.k)

    def Ps(self, pts):
        return [self.P(p) for p in pts]

    def R(self, r):
        x, y, w, h = r
        k = self.k
        x0, y0 = round(x * k), round(y * k)
        return pygame.Rect(x0, y0, round((x + w) * k) - x0, round((y + h) * k) - y0)

    def W(self, w):
        return max(1, round(w * self.k))

    # ---- primitives --------------------------------------------------------------------
    def fill(self, col):
        self.s.fill(col)

    def circle(self, col, c, r, w=0):
        pygame.draw.circle(self.s, col, self.P(c), r * self.k, self.W(w) if w else 0)

    def ellipse(self, col, rect, w=0):
        pygame.draw.ellipse(self.s, col, self.R(rect), self.W(w) if w else 0)

    def rect(self, col, rect, w=0, r=0):
        pygame.draw.rect(self.s, col, self.R(rect), self.W(w) if w else 0,
                         border_radius=round(r * self.k) if r else -1)

    def poly(self, col, pts, w=0):
        if w:
            self.polyline(col, pts, w, closed=True)
        else:
            pygame.draw.polygon(self.s, col, self.Ps(pts))

    def line(self, col, a, b, w=1.0, cap=True):
        ax, ay = a
        bx, by = b
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        ox, oy = -dy / n * w / 2, dx / n * w / 2
        quad = [(ax + ox, ay + oy), (bx + ox, by + oy), (bx - ox, by - oy), (ax - ox, ay - oy)]
        pygame.draw.polygon(self.s, col, self.Ps(quad))
        if cap:
            self.circle(col, a, w / 2)
            self.circle(col, b, w / 2)

    def polyline(self, col, pts, w=1.0, closed=False, cap=True):
        pts = list(pts)
        segs = list(zip(pts, pts[1:] + ([pts[0]] if closed else [])))
        for a, b in segs:
            self.line(col, a, b, w, cap=False)
        for i, p in enumerate(pts):
            if cap or closed or 0 < i < len(pts) - 1:
                self.circle(col, p, w / 2)

    def arc(self, col, c, r, a0, a1, w=1.0, steps=None, ry=None):
        """Arc from a0 to a1 degrees (screen angles: 0 = east, 90 = south)."""
        ry = r if ry is None else ry
        steps = steps or max(6, int(abs(a1 - a0) / 6))
        pts = [(c[0] + r * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
                c[1] + ry * math.sin(math.radians(a0 + (a1 - a0) * i / steps)))
               for i in range(steps + 1)]
        self.polyline(col, pts, w)
        return pts

    def text(self, s, px, col, center, outline=None, ow=1.0):
        f = font(max(4, round(px * self.k)))
        img = f.render(s, True, col)
        rect = img.get_rect(center=self.P(center))
        if outline is not None:
            o = f.render(s, True, outline)
            rr = ow * self.k
            for i in range(16):
                a = i * math.pi / 8
                self.s.blit(o, rect.move(round(math.cos(a) * rr), round(math.sin(a) * rr)))
        self.s.blit(img, rect)

    # ---- layers ------------------------------------------------------------------------
    def layer(self):
        return Canvas(self.w, self.h, self.k, self.scale)

    def paste(self, other, alpha=255, offset=(0, 0)):
        src = other.s if isinstance(other, Canvas) else other
        if alpha < 255:
            src = src.copy()
            src.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.s.blit(src, (round(offset[0] * self.k), round(offset[1] * self.k)))

    def clip_to(self, mask):
        """Keep only what lies inside mask (a Canvas drawn in any opaque colour)."""
        m = silhouette(mask.s, WHITE)
        self.s.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def compose(self, other, outline=None, ow=1.0, shadow=None):
        """Paste layer `other` with an optional outline (dilation) and drop shadow.

        shadow = (dx, dy, blur, alpha)."""
        src = other.s
        if shadow:
            dx, dy, blur, alpha = shadow
            sh = silhouette(src, BLACK)
            if outline is not None:
                sh = dilate(sh, ow * self.k)
            if blur:
                sh = pygame.transform.gaussian_blur(sh, max(1, round(blur * self.k)))
            sh.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self.s.blit(sh, (round(dx * self.k), round(dy * self.k)))
        if outline is not None:
            self.s.blit(dilate(silhouette(src, outline), ow * self.k), (0, 0))
        self.s.blit(src, (0, 0))

    def blur(self, radius):
        self.s = pygame.transform.gaussian_blur(self.s, max(1, round(radius * self.k)))

    def result(self) -> pygame.Surface:
        """The picture at SCALE pixels per logical pixel."""
        size = (round(self.w * self.scale), round(self.h * self.scale))
        if self.s.get_size() == size:
            return self.s.copy()
        pm = self.s.premul_alpha()
        small = pygame.transform.smoothscale(pm, size)
        return _unpremultiply(small)


def silhouette(surf, col):
    s = surf.copy()
    s.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    s.fill((col[0], col[1], col[2], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def dilate(surf, r):
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    n = 16
    for i in range(n):
        a = i * 2 * math.pi / n
        out.blit(surf, (round(math.cos(a) * r), round(math.sin(a) * r)))
    for rr in (r * 0.5,):
        for i in range(8):
            a = i * 2 * math.pi / 8
            out.blit(surf, (round(math.cos(a) * rr), round(math.sin(a) * rr)))
    out.blit(surf, (0, 0))
    return out


# ---- shapes --------------------------------------------------------------------------------
def star_points(cx, cy, ro, ri, n=5, rot=-90):
    pts = []
    for i in range(n * 2):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def reg_points(cx, cy, r, n, rot=-90):
    return [(cx + r * math.cos(math.radians(rot + i * 360 / n)),
             cy + r * math.sin(math.radians(rot + i * 360 / n))) for i in range(n)]


def shape_points(shape, cx, cy, r):
    """Polygon for a player shape, sized so all five look equally heavy at radius r."""
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        R = r * 1.18
        return reg_points(cx, cy + r * 0.16, R, 3)
    if shape == "diamond":
        R = r * 1.15
        return [(cx, cy - R), (cx + R * 0.86, cy), (cx, cy + R), (cx - R * 0.86, cy)]
    if shape == "star":
        return star_points(cx, cy + r * 0.06, r * 1.2, r * 0.52)
    return None


def draw_shape(c, shape, cx, cy, r, fill, outline=None, ow=1.0):
    pts = shape_points(shape, cx, cy, r)
    if pts is None:
        if outline is not None:
            c.circle(outline, (cx, cy), r + ow / 2)
        c.circle(fill, (cx, cy), r - (ow / 2 if outline is not None else 0))
        return
    if outline is not None:
        pygame.draw.polygon(c.s, outline, c.Ps(pts))
        c.polyline(outline, pts, ow, closed=True)
        inner = shrink(pts, cx, cy, ow * 0.5)
        pygame.draw.polygon(c.s, fill, c.Ps(inner))
    else:
        c.poly(fill, pts)


def shrink(pts, cx, cy, d):
    """Move polygon points towards its centroid by roughly d pixels (for outlines)."""
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        dx, dy = x - mx, y - my
        n = math.hypot(dx, dy) or 1
        out.append((x - dx / n * d * 1.6, y - dy / n * d * 1.6))
    return out


# ---- compound pieces -----------------------------------------------------------------------
def card_base(c, face, edge=None, r=7, border=None, inset=5, bw=1.5, x=0, y=0, w=None, h=None):
    """A card: dark edge, 2 px of thickness at the bottom, face, optional inner border."""
    w = c.w if w is None else w
    h = c.h if h is None else h
    edge = edge or shade(face, -0.45)
    c.rect(edge, (x, y, w, h), r=r)
    c.rect(shade(face, -0.18), (x + 1, y + 1, w - 2, h - 2), r=r - 1)
    c.rect(face, (x + 1, y + 1, w - 2, h - 3.5), r=r - 1)
    if border is not None:
        c.rect(border, (x + inset, y + inset, w - 2 * inset, h - 2 * inset - 1.5), w=bw, r=max(2, r - 3))


def corner_badge(c, letter, center, fill, ink, r=9, px=12, shape="circle"):
    if shape == "circle":
        c.circle(shade(fill, -0.4), center, r + 1)
        c.circle(fill, center, r)
    else:
        c.rect(shade(fill, -0.4), (center[0] - r - 1, center[1] - r - 1, 2 * r + 2, 2 * r + 2), r=4)
        c.rect(fill, (center[0] - r, center[1] - r, 2 * r, 2 * r), r=3)
    c.text(letter, px, ink, (center[0], center[1] + 0.5))


def arrow(c, col, a, b, w=2.0, head=5.0, headw=None):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    headw = headw or head * 0.9
    base = (bx - ux * head, by - uy * head)
    c.line(col, a, (base[0] + ux * 0.5, base[1] + uy * 0.5), w)
    c.poly(col, [(bx, by), (base[0] - uy * headw, base[1] + ux * headw),
                 (base[0] + uy * headw, base[1] - ux * headw)])


def arc_arrow(c, col, center, r, a0, a1, w=2.0, head=5.0):
    """Arc from a0 to a1 degrees with an arrow head at a1."""
    pts = c.arc(col, center, r, a0, a1 - (6 if a1 > a0 else -6) * 0, w)
    x1, y1 = pts[-1]
    x0, y0 = pts[-2]
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    tip = (x1 + ux * head * 0.9, y1 + uy * head * 0.9)
    base = (x1 - ux * head * 0.2, y1 - uy * head * 0.2)
    hw = head * 0.85
    c.poly(col, [tip, (base[0] - uy * hw, base[1] + ux * hw), (base[0] + uy * hw, base[1] - ux * hw)])


def dashed_rrect(c, col, rect, dash=6, gap=4, w=1.5, r=8):
    """A dashed rounded rectangle outline (dashes measured along the perimeter)."""
    x, y, ww, hh = rect
    pts = []
    # sample the rounded rectangle perimeter
    corners = [(x + ww - r, y + r, -90, 0), (x + ww - r, y + hh - r, 0, 90),
               (x + r, y + hh - r, 90, 180), (x + r, y + r, 180, 270)]
    for cx, cy, a0, a1 in corners:
        for i in range(7):
            a = math.radians(a0 + (a1 - a0) * i / 6)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts.append(pts[0])
    # walk
    seglens = [math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
    total = sum(seglens)
    n = max(1, round(total / (dash + gap)))
    period = total / n
    on = period * dash / (dash + gap)

    def at(d):
        d %= total
        for i, L in enumerate(seglens):
            if d <= L:
                t = d / L if L else 0
                return (pts[i][0] + (pts[i + 1][0] - pts[i][0]) * t, pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t)
            d -= L
        return pts[-1]

    for k in range(n):
        d0 = k * period
        seg = [at(d0 + on * j / 4) for j in range(5)]
        c.polyline(col, seg, w)


def drop(c, col, cx, cy, r):
    """A water drop, point up."""
    c.circle(col, (cx, cy + r * 0.35), r)
    c.poly(col, [(cx, cy - r * 1.45), (cx + r * 0.93, cy + r * 0.0), (cx - r * 0.93, cy + r * 0.0)])


def cut(canvas, cutter):
    """Erase from canvas wherever cutter is opaque."""
    canvas.s.blit(silhouette(cutter.s, BLACK), (0, 0), special_flags=pygame.BLEND_RGBA_SUB)


def crescent(c, col, cx, cy, r, dx=0.45, dy=-0.2, k=0.85):
    L = c.layer()
    L.circle(col, (cx, cy), r)
    C = c.layer()
    C.circle(WHITE, (cx + r * dx, cy + r * dy), r * k)
    cut(L, C)
    c.paste(L)


def sun(c, col, cx, cy, r, rays=8, ray_col=None, rw=None):
    ray_col = ray_col or col
    rw = rw or max(1.0, r * 0.22)
    for i in range(rays):
        a = math.radians(i * 360 / rays - 90)
        c.line(ray_col, (cx + math.cos(a) * r * 1.4, cy + math.sin(a) * r * 1.4),
               (cx + math.cos(a) * r * 1.85, cy + math.sin(a) * r * 1.85), rw)
    c.circle(col, (cx, cy), r)


def duck(c, col, x, y, s=1.0, beak=None, eye=(34, 30, 27), wing=None):
    """Side-view duck facing right; (x, y) is the top-left of a 32x32 box at scale s."""
    def P(px, py):
        return (x + px * s, y + py * s)
    beak = beak or (243, 235, 221)
    c.poly(col, [P(2.5, 12.5), P(9, 15), P(8, 20)])                      # tail
    c.ellipse(col, (x + 4 * s, y + 13 * s, 21 * s, 13.5 * s))             # body
    c.poly(col, [P(17, 15), P(19, 9), P(25, 9), P(25, 17)])               # neck
    c.circle(col, P(22.3, 9.3), 5.6 * s)                                  # head
    c.poly(beak, [P(26.5, 8.2), P(31, 10.2), P(26.7, 12.6)])              # beak
    c.circle(eye, P(23.4, 8.3), 1.15 * s)
    if wing is not None:
        c.arc(wing, P(13.5, 17.5), 6.2 * s, 200, 340, 1.2 * s, ry=3.6 * s)
