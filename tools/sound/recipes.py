"""The table's sound effects, one recipe each: short, quiet and soft-edged, so they bear repeating.

Every recipe returns float samples at synth.RATE, already faded at both ends and scaled to its
peak level (PEAKS: well under full scale; the game's volume setting scales them further).  The
names are the ones the game asks for (game/ui/sound.py EFFECTS)."""
from __future__ import annotations

import random

from .synth import (bell, envelope, fade, glide, highpass, lowpass, mix, noise, normalise, silence)

# The loudest sample of each effect, as a fraction of full scale (-10 dBFS is 0.32): the soft
# refusal and the often-heard card and token sounds lowest, the chimes a little above them.
PEAKS = {"card_draw": 0.26, "card_play": 0.30, "tile": 0.32, "token": 0.28, "shuffle": 0.26,
         "score": 0.30, "your_turn": 0.32, "refused": 0.20, "game_end": 0.32}

# marimba-like partials (ratio, level): the fundamental, a soft octave, the bar's bright 4th partial
MALLET = ((1.0, 1.0), (2.0, 0.18), (3.93, 0.10))
# a small glass bell
CHIME = ((1.0, 1.0), (2.76, 0.22), (5.40, 0.06))


def card_draw() -> list[float]:
    """A card slid off a pile: a breath of noise whose brightness rises, then fades."""
    rng = random.Random(11)
    body = lowpass(noise(0.17, rng), lambda t: 900 + 14000 * t)
    body = highpass(body, 500)
    return envelope(body, 0.05, 0.035)


def card_play() -> list[float]:
    """A card laid on the table: a short soft slap over a low, felt-damped thump."""
    rng = random.Random(12)
    slap = envelope(highpass(lowpass(noise(0.12, rng), 2600), 300), 0.004, 0.022)
    thump = bell(150, 0.12, 0.028, ((1.0, 1.0),), attack=0.003)
    return mix(slap, thump, gain=0.55)


def tile() -> list[float]:
    """A wooden tile set down: a knock with a hollow body, bright for an instant."""
    rng = random.Random(13)
    knock = bell(410, 0.2, 0.055, ((1.0, 1.0), (2.72, 0.45), (5.6, 0.18)), attack=0.002)
    click = envelope(lowpass(noise(0.02, rng), 5000), 0.001, 0.003)
    return mix(knock, click, gain=0.35)


def token() -> list[float]:
    """A small wooden piece put down: a high click and its little bounce."""
    hit = bell(1560, 0.08, 0.018, ((1.0, 1.0), (2.45, 0.35)), attack=0.001)
    out = list(hit)
    return mix(out, hit, at=0.05, gain=0.35)


def shuffle() -> list[float]:
    """A riffle: a run of soft card ticks, close together, swelling and settling."""
    rng = random.Random(14)
    out = silence(0.56)
    ticks = 16
    for k in range(ticks):
        at = 0.015 + k * 0.027 + rng.uniform(-0.004, 0.004)
        swell = 0.55 + 0.45 * (1 - abs(k - ticks * 0.45) / (ticks * 0.55))
        tick = envelope(highpass(lowpass(noise(0.03, rng), 3800), 700), 0.002, 0.007)
        mix(out, tick, at=at, gain=swell)
    tap = envelope(lowpass(noise(0.06, rng), 1500), 0.003, 0.018)
    return mix(out, tap, at=0.47, gain=0.8)


def score() -> list[float]:
    """Points counted: two soft bell notes, a fifth apart, rising."""
    out = bell(880.0, 0.5, 0.16, CHIME)
    return mix(out, bell(1318.5, 0.42, 0.16, CHIME), at=0.09)


def your_turn() -> list[float]:
    """The turn has come back to you: three rising mallet notes (C, E, G), unhurried."""
    out = silence(0.8)
    for at, freq in ((0.0, 523.25), (0.12, 659.25), (0.24, 783.99)):
        mix(out, bell(freq, 0.55, 0.2, MALLET), at=at, gain=0.9 if at else 0.8)
    return out


def refused() -> list[float]:
    """A click that did nothing: a low, short, falling 'bup', the quietest sound of all."""
    return glide(260, 190, 0.15, 0.05)


def game_end() -> list[float]:
    """The game is over: an arpeggio up to the octave (C E G C) that rings out."""
    out = silence(1.35)
    notes = ((0.0, 523.25), (0.13, 659.25), (0.26, 783.99), (0.39, 1046.5))
    for at, freq in notes:
        last = freq == notes[-1][1]
        mix(out, bell(freq, 0.95 if last else 0.6, 0.32 if last else 0.2, MALLET), at=at, gain=1.0 if last else 0.75)
    return out


RECIPES = {"card_draw": card_draw, "card_play": card_play, "tile": tile, "token": token,
           "shuffle": shuffle, "score": score, "your_turn": your_turn, "refused": refused,
           "game_end": game_end}


def make(name: str) -> list[float]:
    """The finished effect: the recipe, faded at both ends, scaled to its peak."""
    raw = RECIPES[name]()
    return normalise(fade(raw, 0.002, 0.02), PEAKS[name])
