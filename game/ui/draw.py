"""Small drawing helpers every scene shares: panels, highlights, player marks, text."""
from __future__ import annotations

import math
from contextlib import nullcontext

import pygame

from .. import i18n
from . import textrecord, theme
from .assets import Assets
from .cache import memo
from .canvas import current_scale, set_scale
from .linebreak import NO_END, NO_START, has_cjk, segments, starts_word
from . import paint

# Translucent layers made once per size and colour (byte-bounded, emptied when a table closes).
LAYER_CACHE_BYTES = 16 * 1024 * 1024


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PAPER, radius: int = 10,
          edge=theme.PAPER_EDGE, shadow: bool = True) -> None:
    if textrecord.current is not None:
        textrecord.current.note_panel(surface, rect)
    if shadow:
        paint.rect(surface, (20, 18, 16), rect.move(0, 3), border_radius=radius)
    paint.rect(surface, colour, rect, border_radius=radius)
    if edge:
        paint.rect(surface, edge, rect, width=2, border_radius=radius)


@memo("halos", LAYER_CACHE_BYTES)
def _halo(size: tuple[int, int], colour: tuple, radius: int, strength: int) -> pygame.Surface:
    """The translucent rings of a glow, drawn once per size and colour (glows are drawn every frame)."""
    halo = paint.layer((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
    for i in range(strength, 0, -1):
        alpha = 40 + 25 * (strength - i)
        paint.rect(halo, (*colour[:3], alpha), halo.get_rect().inflate(-2 * (4 - i) * 2, -2 * (4 - i) * 2),
                         width=3, border_radius=radius + i * 2)
    return halo


def glow(surface: pygame.Surface, rect: pygame.Rect, colour=theme.LEGAL, radius: int = 8,
         strength: int = 3) -> None:
    """'You can click this': a soft halo plus a crisp double outline.  Double, so that it is told
    from a component's own frame by its shape, not only by its hue: a review saw Ladybird's glow
    round a draftable red card, as a deuteranope sees it, look like an orange card's own frame."""
    surface.blit(_halo(tuple(rect.size), tuple(colour), radius, strength), (rect.x - 8, rect.y - 8))
    paint.rect(surface, colour, rect, width=2, border_radius=radius)
    paint.rect(surface, colour, rect.inflate(8, 8), width=2, border_radius=radius + 4)


@memo("hatching", LAYER_CACHE_BYTES)
def _hatching(size: tuple[int, int], colour: tuple, spacing: int) -> pygame.Surface:
    w, h = size
    layer = paint.layer(size, pygame.SRCALPHA)
    layer.fill((*colour[:3], 60))
    for x in range(-h, w, spacing):
        paint.line(layer, (*colour[:3], 170), (x, h), (x + h, 0), 2)
    return layer


def hatch(surface: pygame.Surface, rect: pygame.Rect, colour=theme.ILLEGAL, spacing: int = 10) -> None:
    """'Illegal here': a translucent fill with diagonal hatching (not hue alone)."""
    surface.blit(_hatching(tuple(rect.size), tuple(colour), spacing), rect.topleft)
    paint.rect(surface, colour, rect, width=2)


@memo("tints", LAYER_CACHE_BYTES)
def _tint_layer(size: tuple[int, int], rgba: tuple) -> pygame.Surface:
    layer = paint.layer(size, pygame.SRCALPHA)
    layer.fill(rgba)
    return layer


def tint(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple) -> None:
    """A translucent fill over `rect` (the layer is made once per size and colour)."""
    surface.blit(_tint_layer(tuple(rect.size), tuple(rgba)), rect.topleft)


def fading_frame(surface: pygame.Surface, rect: pygame.Rect, alpha: int, colour=theme.SELECTED,
                 width: int = 4, radius: int = 8) -> None:
    """A translucent outline, 'this just changed'; `alpha` falls as a Flash fades."""
    layer = paint.layer(rect.size, pygame.SRCALPHA)
    paint.rect(layer, (*colour[:3], alpha), layer.get_rect(), width=width, border_radius=radius)
    surface.blit(layer, rect)


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Dim everything below an overlay (pause menu)."""
    if textrecord.current is not None:
        textrecord.current.new_layer()
    tint(surface, surface.get_rect(), (0, 0, 0, alpha))


def dialog(surface: pygame.Surface, assets: Assets, box: pygame.Rect, heading: pygame.Rect, title: str) -> None:
    """A question or dialog over the screen: the screen below dimmed, the dialog's panel `box`,
    and its heading on one line at its heading's left (smaller type rather than cut)."""
    veil(surface, 90)
    panel(surface, box)
    text_fit(surface, assets, title, heading.midleft, heading.w, theme.HEADING_SIZE, theme.INK, True, "midleft")


def player_shape(surface: pygame.Surface, seat: int, center: tuple[int, int], size: int,
                 outline=theme.INK) -> None:
    """A seat's mark: its colour *and* its shape, so colour-blind players can tell seats apart."""
    colour = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
    shape = theme.PLAYER_SHAPES[seat % len(theme.PLAYER_SHAPES)]
    cx, cy = center
    r = size / 2
    if shape == "circle":
        paint.circle(surface, colour, center, r)
        paint.circle(surface, outline, center, r, 2)
        return
    if shape == "square":
        rect = pygame.Rect(0, 0, size * 0.86, size * 0.86)
        rect.center = center
        paint.rect(surface, colour, rect)
        paint.rect(surface, outline, rect, 2)
        return
    if shape == "triangle":
        points = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    else:  # star
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    paint.polygon(surface, colour, points)
    paint.polygon(surface, outline, points, 2)


def text(surface: pygame.Surface, assets: Assets, string: str, pos: tuple[int, int],
         size: int = theme.BODY_SIZE, colour=theme.INK, bold: bool = False,
         anchor: str = "topleft") -> pygame.Rect:
    image = assets.text(string, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if textrecord.current is not None:
        textrecord.current.note_text(surface, string, rect, image, size)
    return rect


_NO_BOX = nullcontext()


def box(surface: pygame.Surface, rect: pygame.Rect, name: str = "box"):
    """`with draw.box(surface, rect, "name"):` the texts drawn in the block belong to `rect`
    (a button, a field, a table's cell): the layout checks (game/ui/textrecord.py) say when one
    leaves it or is cut although it had room.  Nothing is done unless a recorder is on."""
    if textrecord.current is None:
        return _NO_BOX
    return textrecord.current.box(surface, rect, name)


def layer() -> None:
    """What is drawn next lies over what was drawn before (a tooltip, a dialog): for the layout
    checks, it covers it rather than overlapping it."""
    if textrecord.current is not None:
        textrecord.current.new_layer()


def fit_text(assets: Assets, string: str, width: int, size: int, bold: bool = False) -> str:
    """`string`, cut with an ellipsis so it fits `width` pixels."""
    if assets.width(string, size, bold) <= width:
        return string
    font = assets.font(size, bold, string)
    full = string
    while string and font.size(string + "\u2026")[0] > width:
        string = string[:-1]
    cut = string.rstrip() + "\u2026"
    if textrecord.current is not None:
        textrecord.current.note_cut(cut, full, width, assets.width(full, size, bold))
    return cut


def fit_size(assets: Assets, string: str, width: int, size: int, bold: bool = False,
             smallest: int = 13) -> tuple[int, str]:
    """(size, text) that fits `width`: smaller type down to `smallest` first, and only then
    the text cut with an ellipsis (long names, long translations)."""
    while size > smallest and assets.width(string, size, bold) > width:
        size -= 1
    return size, fit_text(assets, string, width, size, bold)


def name_with_tag(assets: Assets, name: str, tag: str, width: int, size: int, bold: bool = False) -> str:
    """`name` + `tag` (e.g. " (you)") within `width`: the name is cut, never the tag."""
    full = name + tag
    if assets.width(full, size, bold) <= width:
        return full
    room = width - assets.width(tag, size, bold)
    cut = fit_text(assets, name, max(room, 10), size, bold) + tag
    if textrecord.current is not None:
        textrecord.current.note_cut(cut, full, width, assets.width(full, size, bold))
    return cut


def text_fit(surface: pygame.Surface, assets: Assets, string: str, pos: tuple[int, int], width: int,
             size: int = theme.BODY_SIZE, colour=theme.INK, bold: bool = False, anchor: str = "topleft",
             smallest: int = 13) -> pygame.Rect:
    """`text` that never runs past `width`: smaller type first, an ellipsis last."""
    size, string = fit_size(assets, string, width, size, bold, smallest)
    return text(surface, assets, string, pos, size, colour, bold, anchor)


def name_in_box(surface: pygame.Surface, assets: Assets, name: str, rect: pygame.Rect,
                colour=theme.INK, bold: bool = True, size: int = theme.BODY_SIZE) -> pygame.Rect:
    """A player's name inside `rect` (left, vertically centred): one line, smaller if it must,
    else two small lines (split at a space, or between letters for one long word: hyphenated
    in Latin script, not in Japanese), and cut with an ellipsis only if even that does not fit.
    Returns where its ink is (what is drawn under it keeps clear of that)."""
    with box(surface, rect, "name box"):
        return _name_in_box(surface, assets, name, rect, colour, bold, size)


def _inked(assets: Assets, line: str, drawn: pygame.Rect, size: int, colour, bold: bool) -> pygame.Rect:
    """The inked pixels of `line`, drawn by `text` at `drawn`."""
    return assets.text(line, size, colour, bold).get_bounding_rect().move(drawn.topleft)


def readable_size() -> int:
    """The least type size (in layout units) that is drawn at least textrecord.READABLE pixels
    at the window's scale: 11 at 1280x720 and larger, 14 at 1024x600 (the 1280x720 plan drawn
    at 0.8).  The readable least is counted in the window's own pixels, not on the plan."""
    scale = current_scale()
    size = textrecord.READABLE
    while scale < 1 and round(size * scale) < textrecord.READABLE:
        size += 1
    return size


def plan_width(assets: Assets, string: str, size: int, bold: bool) -> int:
    """How wide `string` is on the 1280x720 plan (at scale 1), whatever the window's scale: what
    fits is then the same at every window size (fonts opened at another pixel size round
    their widths otherwise, by a pixel or two)."""
    scale = current_scale()
    if scale == 1:
        return assets.width(string, size, bold)
    set_scale(1.0)
    try:
        return assets.width(string, size, bold)
    finally:
        set_scale(scale)


def _name_in_box(surface, assets, name, rect, colour, bold, size) -> pygame.Rect:
    # every size below is at least the readable least in the window's own pixels (at 1024x600 a
    # 16-character name was drawn at 9-10 px: the least was counted on the 1280x720 plan)
    least = readable_size()
    fitted_size, fitted = fit_size(assets, name, rect.w, max(size, least), bold, smallest=max(14, least))
    if " " not in name.strip() and fitted != name:
        # one word (a Japanese name is one): one line in smaller type, down to the readable
        # least, before it is broken (おばあちゃん・花子 left 子 alone on a second line)
        fitted_size, fitted = fit_size(assets, name, rect.w, max(size, least), bold, smallest=least)
    if fitted == name:
        drawn = text(surface, assets, fitted, (rect.x, rect.centery), fitted_size, colour, bold, "midleft")
        return _inked(assets, fitted, drawn, fitted_size, colour, bold)
    small = max(12, least)
    if small > 12 and 2 * (small + 2) > rect.h + 2:
        # two lines in type raised to the readable least (a window smaller than the plan) would
        # run out of the box: one line, cut (the scene's tooltip over the name gives it whole)
        drawn_name = fit_text(assets, name, rect.w, least, bold)
        drawn = text(surface, assets, drawn_name, (rect.x, rect.centery), least, colour, bold, "midleft")
        return _inked(assets, drawn_name, drawn, least, colour, bold)
    dash = name.find("-", 1, len(name) - 1)   # a name's own hyphen is where it breaks best
    two = _two_lines(assets, name, rect.w, bold, least) if has_cjk(name) and " " not in name.strip() else None
    if two is not None:
        small, lines = two
    elif " " in name.strip():
        lines = assets.wrap(name, rect.w, small, bold)
    elif dash > 0 and max(assets.width(name[:dash + 1], small, bold), assets.width(name[dash + 1:], small, bold)) <= rect.w:
        lines = [name[:dash + 1], name[dash + 1:]]   # (no second hyphen: "Bartholomew-S-" / "mit")
    else:
        hyphen = "" if has_cjk(name) else "-"   # Japanese breaks between characters without one
        for small in sorted({max(12, least), least}, reverse=True):   # (a second, smaller try: 16 wide
            font = assets.font(small, bold, name)                      # characters need it in 102 px)
            cut = len(name)
            while cut > 1 and font.size(name[:cut] + hyphen)[0] > rect.w:
                cut -= 1
            lines = [name[:cut] + hyphen, name[cut:]] if cut < len(name) else [name]
            if font.size(lines[-1])[0] <= rect.w:
                break
    # what still does not fit is cut with an ellipsis (never drawn smaller): the scene's
    # tooltip over the name gives it whole
    lines = [fit_text(assets, line, rect.w, small, bold) for line in ([lines[0], " ".join(lines[1:])]
                                                                       if len(lines) > 2 else lines)]
    step = small + 2
    y = rect.centery - step * (len(lines) - 1) // 2
    ink = None
    for line in lines:
        drawn = _inked(assets, line, text(surface, assets, line, (rect.x, y), small, colour, bold, "midleft"),
                       small, colour, bold)
        ink = drawn if ink is None else ink.union(drawn)
        y += step
    return ink


def _two_lines(assets: Assets, name: str, width: int, bold: bool,
               least: int = textrecord.READABLE) -> tuple[int, list[str]] | None:
    """A Japanese name (no spaces) on two lines that each fit `width`, in 12 px type, else 11
    (never below `least`, the readable least at the window's scale), as `japanese_name_lines`
    breaks it.  None when no break fits."""
    for small in sorted({max(12, least), max(11, least)}, reverse=True):
        lines = japanese_name_lines(assets, name, width, small, bold)
        if lines is not None:
            return small, lines
    return None


def japanese_name_lines(assets: Assets, name: str, width: int, size: int, bold: bool = True) -> list[str] | None:
    """A Japanese name (no spaces) on two lines that each fit `width` at `size`: broken where a
    phrase breaks (BudouX) and a word of another script begins (after "・", before a kanji or
    katakana word: おばあちゃん・|花子), else at either one, the most even such break (BudouX
    alone cut 「ヴィルヘルミーナ・たかは」 / 「し・はな」 in an online players panel, a
    play-test; now 「ヴィルヘルミーナ・」 / 「たかはし・はな」), else nearest the middle;
    never one character alone on a line, nor against the rules of line breaking (no line
    begins with ー: "ヴィルヘルミ" / "ーナ・たかはし" was a play-test's).  None when no break
    fits."""
    phrase_ends, end = set(), 0
    for piece in segments(name):
        end += len(piece)
        phrase_ends.add(end)
    font = assets.font(size, bold, name)
    best = None
    for cut in range(2, len(name) - 1):   # two characters at least on each line
        first, second = name[:cut], name[cut:]
        if second[0] in NO_START or first[-1] in NO_END:
            continue
        w1, w2 = font.size(first)[0], font.size(second)[0]
        if w1 > width or w2 > width:
            continue
        word = starts_word(first[-1], second[0])
        phrase = cut in phrase_ends
        key = (not (phrase and word), not (phrase or word), abs(w1 - w2))
        if best is None or key < best[0]:
            best = (key, [first, second])
    return None if best is None else best[1]


def text_block(surface: pygame.Surface, assets: Assets, string: str, rect: pygame.Rect,
               size: int = theme.BODY_SIZE, colour=theme.INK, bold: bool = False,
               line_gap: int = 4, smallest: int | None = None) -> int:
    """Wrapped text inside `rect`; returns the height used.  With `smallest`, a text too long
    for `rect` is set in smaller type, down to `smallest`, before any line is left out (a
    refusal that names two long file names must be read whole).  Lines still without room are
    left out, and the last line drawn then ends in "…" (never cut silently)."""
    if smallest is not None:
        while size > smallest and block_height(assets, string, rect.w, size, bold, line_gap) > rect.h:
            size -= 1
    lines = list(assets.wrap(string, rect.w, size, bold))
    shown, y = 0, rect.y   # how many lines have room (as drawn below)
    for line in lines:
        if y + size > rect.bottom:
            break
        y += assets.text(line, size, colour, bold).get_height() + line_gap
        shown += 1
    if 0 < shown < len(lines):   # never cut silently: the last line shown ends in "…"
        lines[shown - 1] = fit_text(assets, lines[shown - 1].rstrip() + "\u2026", rect.w, size, bold)
    y = rect.y
    for i, line in enumerate(lines):
        if i == shown:
            if textrecord.current is not None:   # the rest is not drawn: a sentence cut short
                textrecord.current.note_dropped(surface, string, line, rect)
            break
        image = assets.text(line, size, colour, bold)
        surface.blit(image, (rect.x, y))
        if textrecord.current is not None:
            textrecord.current.note_text(surface, line, image.get_rect(topleft=(rect.x, y)), image, size)
        y += image.get_height() + line_gap
    return y - rect.y


def block_height(assets: Assets, string: str, width: int, size: int, bold: bool = False,
                 line_gap: int = 4) -> int:
    """How tall `text_block` draws `string` wrapped to `width` (its last line's gap included,
    as text_block counts it)."""
    return sum(assets.text(line, size, theme.INK, bold).get_height() + line_gap
               for line in assets.wrap(string, width, size, bold))


_callout_laid: tuple = (None, None)   # (what it was laid out for, (rect, images)): the last callout


# The keyboard's focus ring as drawn over the screen (game/ui/focuskeys.py sets it before each
# frame, None while the ring is hidden): a box that follows the pointer keeps clear of it, since
# the ring is drawn last and covered a tooltip's or a refusal's first letters (a play-test).
keep_clear: pygame.Rect | None = None


def clear_of_ring(box: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """`box` moved off the focus ring (`keep_clear`): under it, else above it, else beside it,
    inside `bounds`; as it was when the ring is hidden or not in the way."""
    ring = keep_clear
    if ring is None or not box.colliderect(ring):
        return box
    places = (box.move(0, ring.bottom + 4 - box.top), box.move(0, ring.top - 4 - box.bottom),
              box.move(ring.right + 4 - box.x, 0), box.move(ring.x - 4 - box.right, 0))
    return next((moved for moved in places if bounds.contains(moved)), box.clamp(bounds))


def least_covering(candidates, avoid, bounds: pygame.Rect) -> pygame.Rect:
    """Of the places `candidates` (each moved inside `bounds`), the first that covers none of
    `avoid`, else the one that covers least of them (by area)."""
    best = None
    for box in candidates:
        box = pygame.Rect(box).clamp(bounds)
        covered = 0
        for rect in avoid:
            part = box.clip(rect)
            covered += part.w * part.h
        if covered == 0:
            return box
        if best is None or covered < best[0]:
            best = (covered, box)
    return best[1]


def _callout_box(assets: Assets, string: str, pos: tuple[int, int], bounds: pygame.Rect, avoid=()):
    """The callout's rect and line images; the last kept (a hover frame asks for the same one
    in its pointer damage and in each clipped pass).  `avoid`: what it should not cover (a
    board's pieces and outlines): then it goes to the first place beside the pointer, or beside
    all of them, that covers none, else where it covers least."""
    global _callout_laid
    avoid = tuple(tuple(r) for r in avoid)
    key = (assets, string, tuple(pos), tuple(bounds), i18n.language(),   # the language picks the font
           None if keep_clear is None else tuple(keep_clear), avoid)
    if _callout_laid[0] == key:
        return _callout_laid[1]
    lines = assets.wrap(string, 320, theme.SMALL_SIZE)
    images = [(line, assets.text(line, theme.SMALL_SIZE, theme.INK_ON_DARK)) for line in lines]
    w = max(i.get_width() for _, i in images) + 20
    h = sum(i.get_height() for _, i in images) + 14
    rect = pygame.Rect(pos[0] + 18, pos[1] + 14, w, h)
    if avoid:
        x, y = pos
        near = [rect, pygame.Rect(x + 18, y - 14 - h, w, h), pygame.Rect(x - 18 - w, y + 14, w, h),
                pygame.Rect(x - 18 - w, y - 14 - h, w, h)]
        around = pygame.Rect(avoid[0]).unionall([pygame.Rect(r) for r in avoid[1:]])
        near += [pygame.Rect(x + 18, around.bottom + 4, w, h), pygame.Rect(x + 18, around.top - 4 - h, w, h),
                 pygame.Rect(around.right + 4, y + 14, w, h), pygame.Rect(around.x - 4 - w, y + 14, w, h)]
        ring = [keep_clear] if keep_clear is not None else []
        rect = least_covering(near, [pygame.Rect(r) for r in avoid] + ring, bounds)
    rect.clamp_ip(bounds)
    rect = clear_of_ring(rect, bounds)
    _callout_laid = (key, (rect, images))
    return rect, images


def callout_rect(assets: Assets, string: str, pos: tuple[int, int], bounds: pygame.Rect, avoid=()) -> pygame.Rect:
    """Where `callout` draws `string` for `pos` on a surface of `bounds`."""
    return _callout_box(assets, string, pos, bounds, avoid)[0].copy()


def _notice_box(assets: Assets, string: str, area: pygame.Rect, bounds: pygame.Rect) -> tuple[pygame.Rect, list]:
    """The box `notice` draws `string` in, centred in `area` (wrapped to its width, inside
    `bounds`), and its lines."""
    lines = assets.wrap(string, area.w - 20, theme.SMALL_SIZE)
    images = [(line, assets.text(line, theme.SMALL_SIZE, theme.INK_ON_DARK)) for line in lines]
    rect = pygame.Rect(0, 0, max(i.get_width() for _, i in images) + 20, sum(i.get_height() for _, i in images) + 14)
    rect.center = area.center
    return rect.clamp(bounds), images


def notice(surface: pygame.Surface, assets: Assets, string: str, area: pygame.Rect,
           colour=theme.ILLEGAL) -> pygame.Rect:
    """A callout's box with `string`, centred in `area` (the place a screen keeps free for the
    app's notice) rather than beside the pointer; returns its rect."""
    rect, images = _notice_box(assets, string, area, surface.get_rect())
    _callout_paint(surface, rect, images, colour)
    return rect


def callout(surface: pygame.Surface, assets: Assets, string: str, pos: tuple[int, int],
            colour=theme.ILLEGAL, avoid=()) -> None:
    """A reason in words near the pointer (kept inside the table), clear of `avoid` where it can
    be.  Skipped when it lies outside the clip: a pointer-only frame's other passes
    (app.draw_areas) would draw it for nothing."""
    rect, images = _callout_box(assets, string, pos, surface.get_rect(), avoid)
    _callout_paint(surface, rect, images, colour)


def _callout_paint(surface: pygame.Surface, rect: pygame.Rect, images, colour) -> None:
    """A callout's box and its lines (skipped outside the clip)."""
    if not surface.get_clip().colliderect(rect):
        return
    layer()
    paint.rect(surface, (34, 30, 28), rect, border_radius=8)
    paint.rect(surface, colour, rect, width=2, border_radius=8)
    y = rect.y + 7
    with box(surface, rect, "callout"):
        for line, image in images:
            surface.blit(image, (rect.x + 10, y))
            if textrecord.current is not None:
                textrecord.current.note_text(surface, line, image.get_rect(topleft=(rect.x + 10, y)), image)
            y += image.get_height()
