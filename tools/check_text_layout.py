"""Print every text-layout finding of every smoke scene: text over text, text out of its
panel, text cut with an ellipsis where its panel has room (game/ui/textrecord.py).

    python tools/check_text_layout.py                 # English and Japanese, short and 16-character names
    python tools/check_text_layout.py ja paddy        # one language, scenes whose name contains "paddy"
    python tools/check_text_layout.py en "" long      # English with 16-character names
    python tools/check_text_layout.py --size 1024x600 ja   # at another window size (UI scale)
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# a private data folder (the Load and Continue screens list sample saves, not yours)
os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="tabletop-layout-")
os.environ.setdefault("SDL_AUDIODRIVER", "disk")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str]) -> int:
    from game import layoutcheck

    size = (1280, 720)
    if argv[:1] == ["--size"]:
        size = tuple(int(v) for v in argv[1].lower().split("x"))
        argv = argv[2:]
    langs = [argv[0]] if argv and argv[0] else ["en", "ja"]
    only = argv[1] if len(argv) > 1 and argv[1] else None
    kinds = [argv[2]] if len(argv) > 2 else ["short", "long"]
    app = layoutcheck.make_app(size)
    layoutcheck.sample_saves()
    layoutcheck.sample_saves(layoutcheck.LONG_NAMES_JA)
    total = 0
    for lang in langs:
        for kind in kinds:
            names = None if kind == "short" else (layoutcheck.LONG_NAMES_JA if lang == "ja" else layoutcheck.LONG_NAMES)
            for scene, findings in layoutcheck.scene_findings(app, lang, names, only).items():
                for finding in findings:
                    print(f"[{lang} {kind}] {scene}: {finding}")
                total += len(findings)
    print(f"{total} findings")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
