"""Colour vision deficiency: simulate what a dichromat sees, and measure how far apart two colours stay.

    python tools/colour_vision.py        # the table of docs/art.md "Colour vision": every colour
                                         # set of the table, its closest pair under each simulation

Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
Color Vision Deficiency", IEEE Transactions on Visualization and Computer Graphics 15(6),
pp. 1291-1298, doi:10.1109/TVCG.2009.113: the precomputed matrices at severity 1.0 (protanopia,
deuteranopia, tritanopia: the complete dichromacies, so whatever passes also holds for the
milder, commoner anomalous trichromacies), applied to linear sRGB (decode the sRGB curve,
multiply, clip to [0, 1], encode again).

Difference: CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 color-difference formula:
implementation notes, supplementary test data, and mathematical observations", Color Research &
Application 30(1)) between the CIELAB values (D65) of the simulated colours.  ~1 is a just
noticeable difference side by side; APART (docs/art.md) is what the table asks of two colours
that carry a rule with nothing else to tell them apart.

Plain Python (no numpy): the tests sample the pixels they need, not whole frames.
"""
from __future__ import annotations

import math

# Machado et al. 2009, Table 1 (severity 1.0), rows give linear R, G, B out
MACHADO_2009 = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
KINDS = tuple(MACHADO_2009)
APART = 10.0   # CIEDE2000 two rule colours keep under every simulation, or they carry a symbol too

Colour = tuple[int, int, int]


def _linear(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate(colour: Colour, kind: str) -> Colour:
    """`colour` (sRGB 0-255) as a dichromat of `kind` sees it (still sRGB 0-255)."""
    rgb = [_linear(c) for c in colour[:3]]
    return tuple(_encode(sum(m * c for m, c in zip(row, rgb))) for row in MACHADO_2009[kind])


def lab(colour: Colour) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in colour[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = L2 - L1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_bar, 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def difference(c1: Colour, c2: Colour, kind: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours as seen with normal vision (None) or a dichromacy."""
    if kind is not None:
        c1, c2 = simulate(c1, kind), simulate(c2, kind)
    return ciede2000(lab(c1), lab(c2))


def closest_pairs(colours: dict[str, Colour]) -> dict[str, tuple[float, str, str]]:
    """For each simulation (and "normal"), the closest pair of a named colour set: (ΔE00, a, b)."""
    names = list(colours)
    out = {}
    for kind in (None, *KINDS):
        out[kind or "normal"] = min((difference(colours[a], colours[b], kind), a, b)
                                    for i, a in enumerate(names) for b in names[i + 1:])
    return out


class ColourSet:
    """Components a player must tell apart whose difference is a rule: each member's colour (as
    the art script paints it) and the sprite frame that shows it on the table, at the size drawn."""

    def __init__(self, title: str, colours: dict[str, Colour], sheet: str, frame: str,
                 size: tuple[int, int]) -> None:
        self.title, self.colours, self.sheet, self.frame, self.size = title, colours, sheet, frame, size

    def frame_of(self, member: str) -> str:
        return self.frame.format(member)


def _paths() -> None:
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    for path in (str(root), str(root / "tools")):
        if path not in sys.path:
            sys.path.insert(0, path)


def seat_colours() -> dict[str, Colour]:
    _paths()
    from game.ui import theme

    return dict(zip(theme.PLAYER_COLOUR_NAMES, theme.PLAYER_COLOURS))


def rule_sets() -> dict[str, ColourSet]:
    """Every colour-only distinction of the four tables (STYLE.md "Game colours that are part of
    the rules"), with the colours the art scripts paint and the frames the tables draw."""
    _paths()
    from art import koinobori, ladybird, paddy, pondscape
    from art.common import mix
    from game.ui import theme

    return {
        "paddy day / night": ColourSet("paddy", {"day": paddy.DAY, "night": paddy.NIGHT},
                                       "paddy", "top_{}", (64, 56)),
        "koinobori carp": ColourSet("koinobori", {k: v[0] for k, v in koinobori.CARP.items()},
                                    "koinobori", "carp_{}", (40, 20)),
        # a food card's face is the food's colour a fifth of the way from the paper (art.pondscape.food_card)
        "pondscape foods": ColourSet("pondscape", {k: mix(theme.PAPER, v[0], 0.18) for k, v in pondscape.FOODS.items()},
                                     "pondscape", "food_card_{}", (56, 78)),
        "ladybird columns": ColourSet("ladybird", {k: v[0] for k, v in ladybird.COLS.items()},
                                      "ladybird", "card_face_{}", (56, 77)),
    }


def rule_colours() -> dict[str, dict[str, Colour]]:
    """The seats' colours and each rule set's, by name (for the table in docs/art.md)."""
    return {"seats": seat_colours(), **{name: each.colours for name, each in rule_sets().items()}}


SYMBOL_PIXELS = 64   # a symbol, pattern or shape: at least an 8x8 patch of pixels that stay APART


def pixels(surface) -> list[tuple[int, int, int, int]]:
    """Every pixel of a pygame surface as (r, g, b, a), row by row."""
    import pygame

    surface = getattr(surface, "surface", surface)   # a Canvas: its pixels
    data = pygame.image.tobytes(surface, "RGBA")
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


def pixels_apart(image_a, image_b, kind: str | None, apart: float = APART) -> int:
    """How many pixels of two equal-sized images, as a dichromat of `kind` sees them, differ
    by at least `apart` (CIEDE2000; a pixel transparent in both is no difference).  A letter, a
    pattern or a silhouette that one has and the other not shows here even when their colours
    merge."""
    a, b = pixels(image_a), pixels(image_b)
    assert len(a) == len(b), "images of different sizes"
    seen: dict[tuple, tuple] = {}

    def seen_lab(p):
        if p not in seen:
            rgb = p[:3] if kind is None else simulate(p[:3], kind)
            seen[p] = lab(rgb)
        return seen[p]

    over = 0
    for pa, pb in zip(a, b):
        if pa[3] < 128 and pb[3] < 128:
            continue
        if (pa[3] < 128) != (pb[3] < 128) or ciede2000(seen_lab(pa[:3]), seen_lab(pb[:3])) >= apart:
            over += 1
    return over


def simulate_surface(surface, kind: str):
    """A copy of `surface` as a dichromat of `kind` sees it (for looking, not for the tests: slow)."""
    import pygame

    data = pygame.image.tobytes(surface, "RGB")
    cache: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        key = data[i:i + 3]
        if key not in cache:
            cache[key] = bytes(simulate(tuple(key), kind))
        out[i:i + 3] = cache[key]
    return pygame.image.frombytes(bytes(out), surface.get_size(), "RGB")


def markdown_table() -> str:
    """The closest pair of each colour set under each dichromacy (docs/art.md, by make_art.py)."""
    lines = ["| colours | normal | " + " | ".join(KINDS) + " |", "|---|---|" + "---|" * len(KINDS)]
    for name, colours in rule_colours().items():
        cells = [f"{d:.1f} ({a} / {b})" for d, a, b in closest_pairs(colours).values()]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> int:
    import sys

    if len(sys.argv) == 3 and sys.argv[1] == "shots":   # every busy table as the three dichromacies see it
        return shots(sys.argv[2])
    print(markdown_table())
    return 0


def shots(folder: str) -> int:
    """Draw each title's busy table (the smoke run's) and write it as seen with normal vision
    and with each dichromacy: FOLDER/<title>-<kind>.png."""
    import os
    from pathlib import Path

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    _paths()
    import pygame
    from game import smoke
    from game.launch import make_app
    from game.rules.registry import TITLES, title_info

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    app = make_app(headless=True)
    from game.scenes import registry

    for title in TITLES:
        info = title_info(title)
        smoke.show(app, registry.scene_class(title)(app, smoke.busy_match(title, info.max_players)))
        app.render()
        pygame.image.save(app.window, str(out / f"{title}-normal.png"))
        for kind in KINDS:
            pygame.image.save(simulate_surface(app.window, kind), str(out / f"{title}-{kind}.png"))
        print(title)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
