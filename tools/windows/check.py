"""`make smoke-windows`: prove the Windows downloads run, under Wine (CI calls it).

    python tools/windows/check.py

1. dist/tabletop-windows.zip is unpacked into a fresh folder and `tabletop.exe --smoke --report F`
   is run in English (dummy video, disk audio): F must say 0 failed;
2. dist/tabletop-setup.exe is installed with `/S` into a fresh folder, the installed copy is
   smoke-run the same way in Japanese (the same files as the zip's: each language runs once,
   each copy once), then uninstalled with `/S`: the program folder must be gone and the
   player's data folder kept;
3. no save may have been written inside either copy of the program;
4. both copies hold the licence texts (licenses/, tools/licenses.py); the zip has its README.txt
   (CRLF, English and Japanese); the installer wrote the program's size (EstimatedSize, KB) in
   its uninstall key; a second install, uninstalled with `/S /REMOVEDATA`, deletes the data.
Wine runs in $WINEPREFIX when that is set, else in the build cache's prefix.
The sizes of both downloads are printed beside the Linux zip's.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import cache_dir, wine_env  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
import licenses  # noqa: E402

UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Tabletop"


def windows_path(path: Path) -> str:
    """A Linux path as Wine's Z: drive sees it."""
    return "Z:" + str(path).replace("/", "\\")


WINE_LOADER_CRASH = "Inconsistency detected by ld.so"
"""Wine's own loader failing an assertion as a process ends (exit 127), now and then, whatever
the program did: seen once in a clean-clone CI run, after the silent install."""


def wine(args: list[str], env: dict, timeout: float = 300) -> str:
    """Run `wine args`; its output, or exit with it.  A run that Wine's loader crashed as it
    ended is run once more, unless the program is gone (an uninstaller removes itself): every
    step here may be repeated, and the checks after each see what it did."""
    for attempt in range(2):
        done = subprocess.run(["wine", *args], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=timeout, text=True, errors="replace")
        if not (done.returncode and WINE_LOADER_CRASH in done.stdout):
            break
        program = Path(args[0])
        if program.is_absolute() and not program.exists():
            print(f"smoke-windows: Wine's loader crashed as {program.name} ended, which removed itself")
            return done.stdout
        if attempt == 0:
            print(f"smoke-windows: Wine's loader crashed as {program.name} ended; running it again")
    if done.returncode:
        sys.exit(f"smoke-windows: {Path(args[0]).name} exited with {done.returncode}:\n{done.stdout[-2000:]}")
    return done.stdout


def smoke(exe: Path, env: dict, work: Path, label: str, lang: str) -> None:
    report = work / f"smoke-{label}-{lang}.txt"
    start = time.perf_counter()
    wine([str(exe), "--smoke", "--report", windows_path(report)],
         dict(env, TABLETOP_LANG=lang, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk"))
    took = time.perf_counter() - start
    if not report.exists():
        sys.exit(f"smoke-windows: {label} ({lang}) wrote no report")
    line = report.read_text(encoding="utf-8").splitlines()[0]
    print(f"smoke-windows: {label}, {lang}: {line} ({took:.1f} s)")
    if not line.endswith(" 0 failed"):
        sys.exit(f"smoke-windows: {label} ({lang}) failed:\n{report.read_text(encoding='utf-8')}")
    saves = [p for p in exe.parent.rglob("*.json") if "autosave" in p.name or p.parent.name == "saves"]
    if saves:
        sys.exit(f"smoke-windows: a save was written inside the program folder: {saves[0]}")


def check_program_file(exe: Path, cache: Path) -> None:
    """The .exe itself: 64-bit, windowed (no console), with the icon and the version resource
    (read with pefile, which the build interpreter's site-packages holds: it is pure Python)."""
    sys.path.insert(0, str(cache / "python" / "Lib" / "site-packages"))
    import pefile

    pe = pefile.PE(str(exe), fast_load=False)
    problems = []
    if pe.FILE_HEADER.Machine != pefile.MACHINE_TYPE["IMAGE_FILE_MACHINE_AMD64"]:
        problems.append("it is not a 64-bit program")
    if pe.OPTIONAL_HEADER.Subsystem != pefile.SUBSYSTEM_TYPE["IMAGE_SUBSYSTEM_WINDOWS_GUI"]:
        problems.append("it opens a console window (not a windowed program)")
    kinds = {entry.id for entry in pe.DIRECTORY_ENTRY_RESOURCE.entries}
    if pefile.RESOURCE_TYPE["RT_GROUP_ICON"] not in kinds:
        problems.append("it has no icon")
    strings = {}
    for info in getattr(pe, "FileInfo", [[]])[0]:
        if info.Key == b"StringFileInfo":
            for table in info.StringTable:
                strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
    if strings.get("ProductName") != "Tabletop" or not strings.get("FileVersion"):
        problems.append("it has no version resource")
    if problems:
        sys.exit(f"smoke-windows: {exe.name}: " + "; ".join(problems))
    print(f"smoke-windows: {exe.name}: 64-bit, windowed, icon, version {strings['FileVersion']}")


def check_licences(folder: Path, label: str) -> None:
    lacking = licenses.missing(folder)
    if lacking:
        sys.exit(f"smoke-windows: the {label} copy's licenses folder lacks " + ", ".join(lacking))
    count = sum(1 for p in (folder / "licenses").rglob("*") if p.is_file())
    print(f"smoke-windows: {label}: licenses\\ holds {count} texts")


def check_readme(folder: Path) -> None:
    """The zip's README.txt: Windows line ends, the data folder, SmartScreen, both languages."""
    readme = folder / "README.txt"
    if not readme.is_file():
        sys.exit("smoke-windows: the zip has no tabletop/README.txt")
    raw = readme.read_bytes()
    text = raw.decode("utf-8-sig")
    problems = [why for why, bad in (
        ("a line ends without CR", raw.count(b"\n") != raw.count(b"\r\n")),
        ("it does not name %LOCALAPPDATA%\\tabletop", "%LOCALAPPDATA%\\tabletop" not in text),
        ("it does not say how to get past SmartScreen", "Run anyway" not in text),
        ("it has no Japanese", "セーブと設定" not in text),
        ("it names no version", "{version}" in text)) if bad]
    if problems:
        sys.exit("smoke-windows: tabletop/README.txt: " + "; ".join(problems))
    print("smoke-windows: zip: README.txt (CRLF, English and Japanese)")


def estimated_size(env: dict) -> int:
    """EstimatedSize (KB) of the uninstall key, read with Wine's reg."""
    out = wine(["reg", "query", UNINSTALL_KEY, "/v", "EstimatedSize"], env)
    for line in out.splitlines():
        if "EstimatedSize" in line:
            return int(line.split()[-1], 0)
    sys.exit(f"smoke-windows: the uninstall key has no EstimatedSize:\n{out[-1000:]}")


def uninstall(target: Path, env: dict, *options: str) -> None:
    wine([str(target / "uninstall.exe"), "/S", *options], env)
    for _ in range(50):   # the uninstaller copies itself away and finishes in the background
        if not (target / "tabletop.exe").exists():
            break
        time.sleep(0.2)
    if (target / "tabletop.exe").exists():
        sys.exit("smoke-windows: the uninstaller left tabletop.exe behind")


def main() -> int:
    zipped, setup = DIST / "tabletop-windows.zip", DIST / "tabletop-setup.exe"
    for path in (zipped, setup):
        if not path.exists():
            sys.exit(f"smoke-windows: {path.relative_to(ROOT)} is missing (make package-windows)")
    cache = cache_dir(None)
    env = wine_env(cache)
    if os.environ.get("WINEPREFIX"):   # a prefix of one's own (several builds on one machine)
        env["WINEPREFIX"] = os.environ["WINEPREFIX"]
    with tempfile.TemporaryDirectory(prefix="tabletop-wine-") as folder:
        work = Path(folder)
        env["TABLETOP_DATA_DIR"] = windows_path(work / "data")
        with zipfile.ZipFile(zipped) as archive:
            archive.extractall(work / "zip")
        check_program_file(work / "zip" / "tabletop" / "tabletop.exe", cache)
        check_readme(work / "zip" / "tabletop")
        check_licences(work / "zip" / "tabletop", "zip")
        smoke(work / "zip" / "tabletop" / "tabletop.exe", env, work, "zip", "en")
        target = work / "installed"
        wine([str(setup), "/S", "/D=" + windows_path(target)], env)
        if not (target / "tabletop.exe").exists():
            sys.exit("smoke-windows: the installer ran but installed no tabletop.exe")
        check_licences(target, "installed")
        size = estimated_size(env)
        real = sum(p.stat().st_size for p in target.rglob("*") if p.is_file()) // 1024
        if not real * 0.9 <= size <= real * 1.1:
            sys.exit(f"smoke-windows: EstimatedSize is {size} KB, the installed folder {real} KB")
        print(f"smoke-windows: installed: EstimatedSize {size} KB (the folder: {real} KB)")
        installed_env = dict(env)   # the installed copy uses the real Windows data folder
        del installed_env["TABLETOP_DATA_DIR"]
        smoke(target / "tabletop.exe", installed_env, work, "installed", "ja")
        data = Path(env["WINEPREFIX"]) / "drive_c" / "users" / os.environ.get("USER", "root") / "AppData" / "Local" / "tabletop"
        if not (data / "saves").is_dir():
            sys.exit(f"smoke-windows: the installed copy made no data folder at {data}")
        uninstall(target, env)
        if not (data / "saves").is_dir():
            sys.exit("smoke-windows: the uninstaller removed the player's saves")
        print("smoke-windows: installed with /S, ran, uninstalled with /S (saves kept)")
        # asked on the command line, a silent uninstall deletes the data folder too
        wine([str(setup), "/S", "/D=" + windows_path(target)], env)
        uninstall(target, env, "/REMOVEDATA")
        for _ in range(50):
            if not data.exists():
                break
            time.sleep(0.2)
        if data.exists():
            sys.exit(f"smoke-windows: `uninstall.exe /S /REMOVEDATA` left the data folder {data}")
        print("smoke-windows: installed again, uninstalled with /S /REMOVEDATA (data folder deleted)")
    for path in (DIST / "tabletop-linux.zip", zipped, setup):
        if path.exists():
            print(f"download size: {path.name}: {path.stat().st_size / 1e6:.1f} MB")
    unpacked = sum(p.stat().st_size for p in (DIST / "windows" / "tabletop").rglob("*") if p.is_file())
    print(f"download size: tabletop-windows unpacked: {unpacked / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
