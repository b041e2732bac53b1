"""The score-over-time chart of the results screen, drawn once into a surface.

Rounds (or cycles) across, points up, one line per seat in the seat's colour with its shape as
the marker at every sample, and a legend of shape, name and final score beside the plot.  The
data is a `game.rules.history.ScoreHistory`; nothing here knows a rule.  Lines and markers are
drawn at twice the size and scaled down smoothly, so they are anti-aliased.
"""
from __future__ import annotations

from ..i18n import _
import pygame

from . import draw, numbers, textrecord, theme
from .assets import Assets
from . import paint

GRID = (222, 208, 184)
AXIS = theme.INK_SOFT
SCALE = 2          # lines and markers are drawn at this scale, then smoothed down
MARKER = 12        # marker size on screen
INSET = 10         # room between the axes and the first and last samples
LEGEND_GAP = 16


STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)


def nice_step(span: int, most: int = 6) -> int:
    """A round step (1, 2, 5, 10, 20, 25, 50...) giving at most `most` intervals over `span`."""
    for step in STEPS:
        if span <= step * most:
            return step
    return -(-span // most)


def _ticks(low: int, high: int) -> tuple[int, int, int]:
    """(bottom, top, step) of the y axis: round numbers around low..high, 0 always shown."""
    low, high = min(low, 0), max(high, 0)
    if high == low:
        high = low + 5
    step = nice_step(high - low)
    bottom = (low // step) * step
    top = -((-high) // step) * step
    return bottom, top, step


def score_chart(assets: Assets, size: tuple[int, int], history, legend_most: int = 220) -> pygame.Surface:
    """The chart of `history` (a ScoreHistory) in a transparent surface of `size`; the legend
    takes what its names and scores need, at most `legend_most` pixels (names are cut beyond)."""
    w, h = size
    # a window smaller than the plan draws names in larger type (units) to keep them readable
    # in its own pixels (draw.readable_size): the legend may take that much more room
    legend_most = legend_most * draw.readable_size() // textrecord.READABLE
    surface = paint.layer(size, pygame.SRCALPHA)
    small = theme.SMALL_SIZE
    font = assets.font(small)
    bold = assets.font(small, True)
    n = len(history.players)
    rounds, totals = history.rounds, history.totals
    legend_w = min(legend_most, 24 + max(assets.font(small, False, name).size(name)[0] for name in history.players) + 10
                   + max(bold.size(numbers.score(v))[0] for v in totals[-1]))
    bottom, top, step = _ticks(*history.low_high())
    label_w = max(font.size(numbers.score(v))[0] for v in range(bottom, top + 1, step)) + 8
    # the axis title above the top tick's label (taller Japanese type needs a little more room)
    top_y = max(26, 2 + assets.font(small, True, _("Points")).get_height() + font.get_height() // 2)
    plot = pygame.Rect(label_w + 4, top_y, w - legend_w - LEGEND_GAP - label_w - 4, h - top_y - 44)

    def y_of(value: float) -> float:
        return plot.bottom - (value - bottom) * plot.h / (top - bottom)

    inner = plot.inflate(-2 * INSET, 0)  # markers at the first and last round stay off the axes

    def x_of(k: int) -> float:
        return inner.x + (k * inner.w / (len(rounds) - 1) if len(rounds) > 1 else inner.w / 2)

    # axes, grid and labels (at screen scale)
    draw.text(surface, assets, _("Points"), (plot.x - label_w, 2), small, AXIS, True)
    for value in range(bottom, top + 1, step):
        y = round(y_of(value))
        paint.line(surface, AXIS if value == 0 else GRID, (plot.x, y), (plot.right, y), 2 if value == 0 else 1)
        draw.text(surface, assets, numbers.score(value), (plot.x - 8, y), small, AXIS, anchor="midright")
    every = max(1, -(-len(rounds) * 30 // max(1, plot.w)))  # a label at least every 30 px
    for k, number in enumerate(rounds):
        x = round(x_of(k))
        paint.line(surface, GRID, (x, plot.y), (x, plot.bottom), 1)
        if (len(rounds) - 1 - k) % every == 0:  # counted back from the last round, always labelled
            draw.text(surface, assets, _("start") if k == 0 and len(rounds) < 8 else str(number),
                      (x, plot.bottom + 4), small, AXIS, anchor="midtop")
    draw.text(surface, assets, history.word, (plot.centerx, plot.bottom + 24), small, AXIS, True, "midtop")
    paint.line(surface, AXIS, plot.bottomleft, plot.topleft, 2)

    # one line per seat, with its shape at every sample, drawn large and smoothed down
    layer = paint.layer((w * SCALE, h * SCALE), pygame.SRCALPHA)
    for p in range(n):
        nudge = (p - (n - 1) / 2) * 3   # seats with equal scores stay apart by a few pixels
        points = [((x_of(k) + nudge) * SCALE, y_of(row[p]) * SCALE) for k, row in enumerate(totals)]
        colour = theme.PLAYER_COLOURS[p % len(theme.PLAYER_COLOURS)]
        if len(points) > 1:
            paint.lines(layer, theme.INK, False, points, 3 * SCALE + 2)
            paint.lines(layer, colour, False, points, 3 * SCALE)
        for point in points:
            draw.player_shape(layer, p, (round(point[0]), round(point[1])), MARKER * SCALE)
    surface.blit(paint.smoothscale(layer, size), (0, 0))

    # the legend: shape, name and final score of each seat, best first
    final = totals[-1]
    x = w - legend_w
    y = plot.y
    for p in sorted(range(n), key=lambda q: -final[q]):
        draw.player_shape(surface, p, (x + 9, y + 11), 16)
        draw.text(surface, assets, numbers.score(final[p]), (w - 2, y + 11), small, theme.INK, True, "midright")
        room = legend_w - 24 - bold.size(numbers.score(final[p]))[0] - 8
        # smaller, then on two lines, before a name is ever cut (a 16-character Japanese name)
        draw.name_in_box(surface, assets, history.players[p], pygame.Rect(x + 24, y - 2, room, 26), theme.INK,
                         False, small)
        y += 28
    return surface
