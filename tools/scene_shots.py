"""Every scene of the smoke run drawn at one window size, saved as PNGs to look at.

    python tools/scene_shots.py OUT_DIR [--size 2560x1440] [--only paddy] [--skip tables] [--lang ja]

For checking the UI scale by eye (issue 30): each picture is the window as a player would see
it at that size (the layout drawn at the window's own scale, letter-boxed).
"""
from __future__ import annotations

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "disk")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--size", default="2560x1440")
    parser.add_argument("--only", default="", help="draw only scenes whose name contains this")
    parser.add_argument("--skip", default="", choices=("", "tables"),
                        help="tables: leave out the game tables (every other screen is drawn)")
    parser.add_argument("--lang", default="en", choices=("en", "ja"))
    parser.add_argument("--saves", action="store_true",
                        help="a private data folder with a save and an autosave (Load, Continue have rows)")
    args = parser.parse_args()
    import pygame

    from game import i18n
    from game.launch import make_app
    from game.smoke import _scenes, show

    if args.saves:
        import tempfile

        os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="scene-shots-")
    i18n.set_language(args.lang)
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = make_app(size=(w, h), headless=True)
    if args.saves:
        from game import layoutcheck

        layoutcheck.sample_saves(layoutcheck.LONG_NAMES_JA if args.lang == "ja" else layoutcheck.LONG_NAMES)
    os.makedirs(args.out, exist_ok=True)
    for name, factory in _scenes(app):
        if args.only not in name or (args.skip == "tables" and name.endswith("): table")):
            continue
        scene = factory()
        below = getattr(scene, "table", None)
        if not scene.opaque and below is not None:   # an overlay (pause, log) over its table, as played
            show(app, below)
            app.push(scene)
        else:
            show(app, scene)
        app.input.pointer = (-100, -100)
        app.render()
        file = os.path.join(args.out, re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") + ".png")
        pygame.image.save(app.window, file)
        print(file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
