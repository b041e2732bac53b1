"""Render every scene the smoke run knows to PNG files, or compare two such folders.

For refactors that must not change a pixel:
    python tools/snapshot_scenes.py render /tmp/before      # before the change
    python tools/snapshot_scenes.py render /tmp/after       # after it
    python tools/snapshot_scenes.py compare /tmp/before /tmp/after
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "disk")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def render(folder: Path) -> int:
    import pygame

    from game import smoke

    folder.mkdir(parents=True, exist_ok=True)
    try:
        from game.launch import make_app
    except ImportError:  # before the scenes were split into packages
        from game.app import App as make_app
    app = make_app(headless=True)
    count = 0
    for name, factory in smoke._scenes(app):
        smoke.show(app, factory())
        for pos in ((640, 360), (200, 600), (1100, 150)):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
        app.render()
        safe = "".join(c if c.isalnum() else "_" for c in name)
        pygame.image.save(app.window, str(folder / f"{safe}.png"))
        count += 1
    print(f"{count} scenes written to {folder}")
    return 0


def compare(a: Path, b: Path) -> int:
    import pygame

    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    differing = 0
    for name in names:
        pa, pb = a / name, b / name
        if not (pa.exists() and pb.exists()):
            print(f"only in one folder: {name}")
            differing += 1
            continue
        ia, ib = pygame.image.load(str(pa)), pygame.image.load(str(pb))
        if ia.get_size() != ib.get_size():
            print(f"size differs: {name}")
            differing += 1
            continue
        same = pygame.image.tobytes(ia, "RGB") == pygame.image.tobytes(ib, "RGB")
        if not same:
            print(f"pixels differ: {name}")
            differing += 1
    print(f"{len(names)} scenes compared, {differing} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "render":
        sys.exit(render(Path(sys.argv[2])))
    if len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(compare(Path(sys.argv[2]), Path(sys.argv[3])))
    print(__doc__)
    sys.exit(2)
