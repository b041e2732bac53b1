#!/usr/bin/env python3
"""Make every sound effect of the table from code (`make sounds`).

    python tools/make_sounds.py [--out DIR]

Synthesises each effect of tools/sound/recipes.py in plain Python, writes it as
assets/sounds/<name>.ogg (Ogg Vorbis, mono, 22,050 Hz: what pygame's mixer reads in every build;
a fixed stream serial number, so the same code gives the same bytes) and prints its figures: length, peak and RMS level, the level at its ends, and the file's size.
Nothing is recorded or copied; nobody can listen on the build machine, so the figures are the check
(tests/test_sounds.py asserts them on the committed files).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from sound import measure, oggpages, recipes, synth, vorbis  # noqa: E402

OUT = ROOT / "assets" / "sounds"
QUALITY = 0.25   # Vorbis quality (0-1): soft effects at 22 kHz need little; ~3 kB a second


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in recipes.RECIPES:
        samples = recipes.make(name)
        path = args.out / f"{name}.ogg"
        vorbis.write(path, samples, synth.RATE, QUALITY)
        path.write_bytes(oggpages.with_serial(path.read_bytes()))   # the same bytes on every run
        f = measure.figures(samples, synth.RATE)
        size = path.stat().st_size
        total += size
        print(f"{name:10} {f['seconds'] * 1000:5.0f} ms  peak {f['peak_dbfs']:6.1f} dBFS  "
              f"RMS {f['rms_dbfs']:6.1f} dBFS  ends {f['start_level']:.4f}/{f['end_level']:.4f}  {size / 1024:5.1f} KiB")
    print(f"total {total / 1024:.1f} KiB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
