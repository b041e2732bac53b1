"""The licence texts of everything the one-folder build ships, in its `licenses/` folder.

    python tools/licenses.py FOLDER       (a check: exit 1 if FOLDER/licenses lacks one)

build.spec calls `write(folder, modules)` once PyInstaller has made the folder (Linux and
Windows alike; under Wine it runs in the Windows CPython, so the texts are the Windows ones):
- Tabletop/LICENSE.txt: the project's MIT licence (LICENSE);
- Python/LICENSE.txt: the interpreter's (PSF; the Windows one also carries the conditions of
  the libraries built into it: OpenSSL, libffi, SQLite, bzip2, xz, mpdecimal...), from the
  building interpreter's own LICENSE.txt (the embeddable CPython's on Windows);
- pygame-ce/LGPL.txt: pygame-ce's LGPL 2.1, from the installed wheel (pygame/docs/generated);
- SDL2/LICENSE.txt: SDL2's zlib licence (and SDL2_image, _mixer, _ttf): no wheel carries it, so
  it is kept in tools/licence_texts/ (the text of SDL's own LICENSE.txt); so are those of the
  other C libraries inside pygame-ce's Windows wheel (FreeType's FTL, libpng's, PortMidi's),
  each written when its library is in the bundle;
- README.txt: what each folder is; it points to the fonts' licences (DejaVu, Noto Sans CJK),
  which ship beside the fonts (assets/fonts) and are not copied twice;
- every other bundled package's licence files from its installed .dist-info (the packages
  whose modules PyInstaller put in the bundle, and PyInstaller itself: its bootloader is the
  program's first code).
Nothing is downloaded: each text comes from what the build already has.
"""
from __future__ import annotations

import re
import shutil
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "tools" / "licence_texts"
LICENCE_FILE = re.compile(r"^(licen[cs]e|copying|notice|lgpl|authors)", re.I)
# the folders every build's licenses/ must hold (tools/windows/check.py, tests/test_zip_dist.py)
REQUIRED = ("README.txt", "Tabletop/LICENSE.txt", "Python/LICENSE.txt", "pygame-ce/LGPL.txt",
            "SDL2/LICENSE.txt")
INDEX = """Licences of Tabletop and of everything this folder ships with it.

Tabletop/    Tabletop itself: the MIT licence
Python/      the Python interpreter and its standard library (PSF licence; on Windows it also
             lists the libraries built into it: OpenSSL, libffi, SQLite, bzip2, xz, mpdecimal...)
pygame-ce/   pygame-ce: the GNU LGPL 2.1 (its source: https://github.com/pygame-community/pygame-ce)
SDL2/        SDL2, SDL2_image, SDL2_mixer, SDL2_ttf (inside pygame-ce): the zlib licence
FreeType/, libpng/, PortMidi/   the other C libraries inside pygame-ce, when they ship
other        each further Python package the program uses, under its own name
The fonts' licences (DejaVu, Noto Sans CJK) are beside the fonts, in _internal/assets/fonts.
"""


def python_licence() -> Path:
    """The running interpreter's LICENSE.txt: beside python.exe in the embeddable CPython, in
    the standard library's folder on Linux and macOS."""
    for place in (Path(sys.base_prefix) / "LICENSE.txt", Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"):
        if place.is_file():
            return place
    sys.exit("licenses: the interpreter's LICENSE.txt was not found")


def pygame_licence() -> Path:
    import pygame

    place = Path(pygame.__file__).parent / "docs" / "generated" / "LGPL.txt"
    if not place.is_file():
        sys.exit(f"licenses: pygame-ce's LGPL text is not at {place}")
    return place


def package_licences(modules: set[str]) -> dict[str, list[Path]]:
    """{distribution name: its licence files} for the distributions that provide `modules`
    (top-level names), plus PyInstaller (the bootloader)."""
    providers = metadata.packages_distributions()
    names = {dist for top in modules for dist in providers.get(top, [])} | {"pyinstaller"}
    found: dict[str, list[Path]] = {}
    for name in sorted(names, key=str.lower):
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        files = [f for f in dist.files or [] if ".dist-info/" in f.as_posix() and LICENCE_FILE.match(f.name)]
        paths = [Path(dist.locate_file(f)) for f in files]
        found[dist.metadata["Name"]] = [p for p in paths if p.is_file()]
    return found


# C libraries inside pygame-ce whose wheels carry no licence text: (folder, a word of the
# library's file name); each is written when a binary of the bundle has that word in its name
C_LIBRARIES = (("FreeType", "freetype"), ("libpng", "libpng"), ("PortMidi", "portmidi"))


def write(folder: Path, modules: set[str], binaries: set[str] = frozenset()) -> list[str]:
    """folder/licenses with every text (made anew); the paths written, relative to it.
    `modules`: the bundle's top-level module names; `binaries`: its binaries' file names."""
    out = Path(folder) / "licenses"
    shutil.rmtree(out, ignore_errors=True)
    wanted = {"Tabletop/LICENSE.txt": ROOT / "LICENSE", "Python/LICENSE.txt": python_licence(),
              "pygame-ce/LGPL.txt": pygame_licence(), "SDL2/LICENSE.txt": HERE / "SDL2.txt"}
    for name, word in C_LIBRARIES:
        if any(word in binary.lower() for binary in binaries):
            wanted[f"{name}/LICENSE.txt"] = HERE / f"{name}.txt"
    for dist, files in package_licences(modules).items():
        if dist.lower() in ("pygame-ce", "tabletop"):
            continue   # pygame-ce's wheel has no licence in its .dist-info: its LGPL.txt is above
        for path in files:
            name = path.name if path.suffix in (".txt", ".md", ".rst") else path.name + ".txt"
            wanted.setdefault(f"{dist}/{name}", path)
    for name, source in wanted.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    (out / "README.txt").write_text(INDEX, encoding="utf-8")
    return sorted(wanted) + ["README.txt"]


def missing(folder: Path) -> list[str]:
    """The required texts FOLDER/licenses lacks (or holds empty)."""
    out = Path(folder) / "licenses"
    return [name for name in REQUIRED if not (out / name).is_file() or (out / name).stat().st_size < 200]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.splitlines()[2].strip(), file=sys.stderr)
        return 2
    lacking = missing(Path(argv[1]))
    if lacking:
        print(f"licenses: {argv[1]}/licenses lacks " + ", ".join(lacking), file=sys.stderr)
        return 1
    count = sum(1 for p in (Path(argv[1]) / "licenses").rglob("*") if p.is_file())
    print(f"licenses: {argv[1]}/licenses holds {count} licence texts")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
