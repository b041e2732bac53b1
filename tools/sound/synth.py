"""Plain-Python building blocks for short, quiet effects: a sample is a float in [-1, 1].

No numpy (not a dependency of the project): every effect is under 1.5 s at 22,050 Hz, so lists of
floats are fast enough.  Randomness comes from a seeded `random.Random`: the same code gives the
same samples."""
from __future__ import annotations

import math
import random

RATE = 22050   # samples a second: effects have nothing above 8 kHz worth the bytes


def silence(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> list[float]:
    """Add `sound` into `into` starting at `at` seconds (growing `into` if needed)."""
    start = int(round(at * RATE))
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain
    return into


def bell(freq: float, seconds: float, decay: float, partials=((1.0, 1.0),), attack: float = 0.004) -> list[float]:
    """A struck tone: sine partials (ratio to `freq`, level), each dying away exponentially,
    higher ones faster (decay / ratio), after a short linear attack (no click at its start)."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    for ratio, level in partials:
        f = freq * ratio
        if f >= RATE / 2:
            continue
        tau = decay / max(1.0, ratio ** 0.7)
        w = 2 * math.pi * f / RATE
        for i in range(n):
            t = i / RATE
            out[i] += level * math.sin(w * i) * math.exp(-t / tau)
    ramp = max(1, int(attack * RATE))
    for i in range(min(ramp, n)):
        out[i] *= i / ramp
    return out


def glide(f0: float, f1: float, seconds: float, decay: float) -> list[float]:
    """A sine sliding from f0 to f1 Hz (a soft 'bup'), dying away over `decay` seconds."""
    n = int(round(seconds * RATE))
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = f0 + (f1 - f0) * min(1.0, t / seconds)
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * math.exp(-t / decay))
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(round(seconds * RATE)))]


def lowpass(samples: list[float], cutoff) -> list[float]:
    """One-pole low-pass; `cutoff` is a frequency in Hz or a function of the time in seconds."""
    out, y = [], 0.0
    for i, x in enumerate(samples):
        f = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1 - math.exp(-2 * math.pi * f / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    low = lowpass(samples, cutoff)
    return [x - lo for x, lo in zip(samples, low)]


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """Rise linearly over `attack` seconds, then die away exponentially (time constant `decay`)."""
    out = []
    for i, x in enumerate(samples):
        t = i / RATE
        level = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(x * level)
    return out


def fade(samples: list[float], fade_in: float = 0.003, fade_out: float = 0.02) -> list[float]:
    """Raised-cosine fades at both ends, so a sound starts and stops at silence (no click)."""
    n = len(samples)
    out = list(samples)
    k_in, k_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(k_in, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / k_in)
    for i in range(min(k_out, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / k_out)
    return out


def normalise(samples: list[float], peak: float) -> list[float]:
    """Scale so the loudest sample is `peak` (a fraction of full scale)."""
    top = max((abs(x) for x in samples), default=0.0)
    return [x * peak / top for x in samples] if top else list(samples)
