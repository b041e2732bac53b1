"""Print the download's sizes beside their goals (issue 16): the zip and the unpacked folder.

    python tools/package_size.py [dist]      # after `make package`; exit 1 if a goal is missed

CI (`.ci/run`) prints it and goes on either way: the goal is for people to weigh (a new font
or library may be worth its megabytes), not a gate.
"""
from __future__ import annotations

import sys
from pathlib import Path

ZIP_GOAL_MB = 22.0
UNPACKED_GOAL_MB = 45.0


def sizes(dist: Path) -> tuple[int, int, int, list[Path]]:
    """(zipped bytes, unpacked bytes, files, the five largest files) of the build in `dist`."""
    zipped = (dist / "tabletop-linux.zip").stat().st_size
    files = [p for p in (dist / "tabletop").rglob("*") if p.is_file() and not p.is_symlink()]
    unpacked = sum(p.stat().st_size for p in files)
    biggest = sorted(files, key=lambda p: p.stat().st_size, reverse=True)[:5]
    return zipped, unpacked, len(files), biggest


def main() -> int:
    dist = Path(sys.argv[1] if len(sys.argv) > 1 else "dist")
    zipped, unpacked, count, biggest = sizes(dist)
    files = range(count)
    ok = zipped / 1e6 <= ZIP_GOAL_MB and unpacked / 1e6 <= UNPACKED_GOAL_MB
    print(f"download size: zipped {zipped / 1e6:.1f} MB (goal <= {ZIP_GOAL_MB:.0f} MB), "
          f"unpacked {unpacked / 1e6:.1f} MB in {len(files)} files (goal <= {UNPACKED_GOAL_MB:.0f} MB)"
          f"{'' if ok else '  -- OVER THE GOAL'}")
    print("  largest files: " + ", ".join(f"{p.name} {p.stat().st_size / 1e6:.1f} MB" for p in biggest))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
