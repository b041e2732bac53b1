"""Figures of an effect, since nobody can listen here: length, peak and RMS level in dBFS, and
the level at its two ends (a sound that starts or stops away from silence clicks)."""
from __future__ import annotations

import math

EDGE_MS = 0.25   # how much of each end must be near silence (a 2 ms fade makes it so)


def dbfs(level: float) -> float:
    return 20 * math.log10(level) if level > 0 else -math.inf


def figures(samples, rate: int) -> dict:
    """{"seconds", "peak_dbfs", "rms_dbfs", "start_level", "end_level"} of float samples in [-1, 1]."""
    samples = list(samples)
    n = len(samples)
    edge = max(1, int(rate * EDGE_MS / 1000))
    peak = max((abs(x) for x in samples), default=0.0)
    rms = math.sqrt(sum(x * x for x in samples) / n) if n else 0.0
    return {"seconds": n / rate, "peak_dbfs": dbfs(peak), "rms_dbfs": dbfs(rms),
            "start_level": max((abs(x) for x in samples[:edge]), default=0.0),
            "end_level": max((abs(x) for x in samples[-edge:]), default=0.0)}


def from_pcm16(raw: bytes, channels: int = 1) -> list[float]:
    """Signed 16-bit little-endian PCM (as pygame's Sound.get_raw gives it) as floats, first channel."""
    import array
    import sys

    values = array.array("h")
    values.frombytes(raw[: len(raw) // 2 * 2])
    if sys.byteorder != "little":
        values.byteswap()
    return [v / 32768 for v in values[::channels]]
