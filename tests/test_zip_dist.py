"""tools/zip_dist.py, the Linux download's zip: a symbolic link is stored once, as a link, and
`unzip` makes it a link again; files keep their contents and their executable bit."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import zip_dist  # noqa: E402


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "tabletop"
    libs = root / "_internal" / "pygame_ce.libs"
    libs.mkdir(parents=True)
    (libs / "libSDL2_mixer.so").write_bytes(b"\x7fELF" + bytes(5000))
    (root / "_internal" / "libSDL2_mixer.so").symlink_to("pygame_ce.libs/libSDL2_mixer.so")
    program = root / "tabletop"
    program.write_bytes(b"#!/bin/sh\necho hi\n")
    program.chmod(0o755)
    return root


def test_a_link_is_stored_once_as_a_link(folder, tmp_path):
    out = tmp_path / "out.zip"
    zip_dist.zip_folder(out, folder)
    with zipfile.ZipFile(out) as archive:
        link = archive.getinfo("tabletop/_internal/libSDL2_mixer.so")
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert archive.read(link) == b"pygame_ce.libs/libSDL2_mixer.so"
        real = archive.getinfo("tabletop/_internal/pygame_ce.libs/libSDL2_mixer.so")
        assert real.file_size == 5004 and not stat.S_ISLNK(real.external_attr >> 16)
        assert (archive.getinfo("tabletop/tabletop").external_attr >> 16) & 0o111


@pytest.mark.skipif(shutil.which("unzip") is None, reason="Info-ZIP's unzip is not installed")
def test_unzip_restores_the_link_and_the_program_runs(folder, tmp_path):
    out = tmp_path / "out.zip"
    zip_dist.zip_folder(out, folder)
    target = tmp_path / "unpacked"
    subprocess.run(["unzip", "-q", str(out), "-d", str(target)], check=True)
    link = target / "tabletop" / "_internal" / "libSDL2_mixer.so"
    assert link.is_symlink() and link.read_bytes().startswith(b"\x7fELF")
    assert subprocess.run([str(target / "tabletop" / "tabletop")], capture_output=True).stdout == b"hi\n"


def test_the_command_refuses_a_missing_folder(tmp_path, capsys):
    assert zip_dist.main([str(tmp_path / "x.zip"), str(tmp_path / "nothing")]) == 2
    assert "not a folder" in capsys.readouterr().err
    assert not os.path.exists(tmp_path / "x.zip")


# --- the licences folder (tools/licenses.py): every download's licenses/ -------------------

import licenses  # noqa: E402


def test_the_licences_folder_holds_the_project_python_pygame_sdl_and_each_package(tmp_path):
    """No licence text shipped (a play-test of the Windows download): the folder PyInstaller
    made gets licenses/ with Tabletop's MIT licence, Python's, pygame-ce's LGPL, SDL2's zlib
    licence and the licence of each package whose modules are bundled, from what is installed."""
    assert licenses.missing(tmp_path) == list(licenses.REQUIRED)
    written = licenses.write(tmp_path, {"pygame", "jsonschema", "platformdirs", "game"})
    assert licenses.missing(tmp_path) == []
    out = tmp_path / "licenses"
    assert "MIT License" in (out / "Tabletop" / "LICENSE.txt").read_text()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (out / "pygame-ce" / "LGPL.txt").read_text()
    assert "Sam Lantinga" in (out / "SDL2" / "LICENSE.txt").read_text()
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (out / "Python" / "LICENSE.txt").read_text()
    assert [n for n in written if n.startswith("jsonschema/")] and [n for n in written if n.startswith("platformdirs/")]
    assert not [n for n in written if n.lower().startswith("pytest")]   # only what the bundle holds
    assert not [n for n in written if n.startswith(("FreeType/", "libpng/", "PortMidi/"))]   # no such binary


def test_the_c_libraries_inside_pygame_get_their_licences_when_they_ship(tmp_path):
    """freetype.dll, libpng16-16.dll and portmidi.dll ship in the Windows folder (inside pygame-ce,
    whose wheel has no licence text for them): FreeType's FTL, libpng's and PortMidi's are written."""
    written = licenses.write(tmp_path, {"pygame"}, {"freetype.dll", "libpng16-16.dll", "portmidi.dll", "SDL2.dll"})
    for name, marker in (("FreeType", "The FreeType Project LICENSE"), ("libpng", "PNG Reference Library License"),
                         ("PortMidi", "PortMidi Portable Real-Time MIDI Library")):
        assert f"{name}/LICENSE.txt" in written
        assert marker in (tmp_path / "licenses" / name / "LICENSE.txt").read_text()
    assert licenses.main(["licenses.py", str(tmp_path)]) == 0


def test_the_licences_check_fails_on_a_folder_without_them(tmp_path, capsys):
    (tmp_path / "licenses" / "Tabletop").mkdir(parents=True)
    (tmp_path / "licenses" / "Tabletop" / "LICENSE.txt").write_text("MIT")
    assert licenses.main(["licenses.py", str(tmp_path)]) == 1
    assert "Python/LICENSE.txt" in capsys.readouterr().err
