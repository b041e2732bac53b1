#!/usr/bin/env python3
"""Zip the one-folder build as the Linux download, keeping its symbolic links as links.

    python tools/zip_dist.py OUT.zip FOLDER        # make package: dist/tabletop-linux.zip

PyInstaller's folder links each of pygame-ce's libraries (SDL2, the codecs, FreeType...) from
`_internal/` to its copy in `_internal/pygame_ce.libs/`.  `python -m zipfile -c` follows links,
so every such library was stored twice (about 12.8 MB unpacked, 5.5 MB of the zip).  Here a link
is stored as a link (Unix mode S_IFLNK, the target as its content): `unzip`, the desktop archive
managers (libarchive) and macOS's Archive Utility make it a link again.  Python's own `zipfile`
would extract it as a small text file: unpack the download with `unzip`.  Files keep their
permission bits (the program stays executable).  Entries are sorted, so the same folder gives
the same listing.
"""
from __future__ import annotations

import os
import stat
import sys
import zipfile
from pathlib import Path


def add_link(archive: zipfile.ZipFile, path: Path, name: str) -> None:
    """`path`, a symbolic link, as a link entry whose content is its target."""
    target = os.readlink(path)
    info = zipfile.ZipInfo(name)
    info.create_system = 3            # Unix: the mode below is read
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    archive.writestr(info, target, compress_type=zipfile.ZIP_STORED)


def zip_folder(out: Path, folder: Path) -> int:
    """Write `folder` (named by its own name inside the zip) to `out`; the number of entries."""
    folder = folder.resolve()
    count = 0
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            base = Path(root)
            for name in sorted(dirs + files):
                path = base / name
                arcname = str(Path(folder.name) / path.relative_to(folder))
                if path.is_symlink():
                    add_link(archive, path, arcname)
                    if name in dirs:
                        dirs.remove(name)   # a linked folder is not walked into
                elif path.is_dir():
                    archive.write(path, arcname)
                else:
                    archive.write(path, arcname)
                count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out, folder = Path(args[0]), Path(args[1])
    if not folder.is_dir():
        print(f"zip_dist: {folder} is not a folder", file=sys.stderr)
        return 2
    zip_folder(out, folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
