"""The download's size, from the last package build (`make package`), beside its goals.

Nothing is built here (a build takes minutes): the figures are those of dist/ as it is, with
the build's age, so a stale build is plain to see.  The reference is the size before issue 16
(measured on this machine class: 32.4 MB zipped, 64 MB unpacked, the issue's figures).

    .venv/bin/python bench/download.py [DIST]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from package_size import UNPACKED_GOAL_MB, ZIP_GOAL_MB, sizes  # noqa: E402

BEFORE_ZIP_MB, BEFORE_UNPACKED_MB = 32.4, 64.0


def main(dist: Path | None = None) -> list[dict]:
    dist = dist or Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist")
    print("download size (from the last package build):")
    if not (dist / "tabletop-linux.zip").exists() or not (dist / "tabletop").is_dir():
        print(f"  no package build in {dist}: run `make package` first (a few minutes), then `make bench`")
        return [{"figure": "download zip / unpacked", "measured": "not measured (run make package first)",
                 "reference": "", "ratio": "", "goal": f"<= {ZIP_GOAL_MB:.0f} MB / <= {UNPACKED_GOAL_MB:.0f} MB",
                 "ok": None}]
    zipped, unpacked, count, _biggest = sizes(dist)
    age_h = (time.time() - (dist / "tabletop-linux.zip").stat().st_mtime) / 3600
    ok = zipped / 1e6 <= ZIP_GOAL_MB and unpacked / 1e6 <= UNPACKED_GOAL_MB
    print(f"  zipped {zipped / 1e6:.1f} MB, unpacked {unpacked / 1e6:.1f} MB in {count} files "
          f"(built {age_h:.1f} h ago; before issue 16: {BEFORE_ZIP_MB} / {BEFORE_UNPACKED_MB:.0f} MB; "
          f"goal <= {ZIP_GOAL_MB:.0f} / {UNPACKED_GOAL_MB:.0f} MB: {'ok' if ok else 'MISSED'})")
    return [{"figure": f"download zip / unpacked (built {age_h:.1f} h ago)",
             "measured": f"{zipped / 1e6:.1f} MB / {unpacked / 1e6:.1f} MB",
             "reference": f"before issue 16: {BEFORE_ZIP_MB} MB / {BEFORE_UNPACKED_MB:.0f} MB",
             "ratio": f"{zipped / 1e6 / BEFORE_ZIP_MB:.2f}x / {unpacked / 1e6 / BEFORE_UNPACKED_MB:.2f}x",
             "goal": f"<= {ZIP_GOAL_MB:.0f} MB / <= {UNPACKED_GOAL_MB:.0f} MB", "ok": ok}]


if __name__ == "__main__":
    main()
