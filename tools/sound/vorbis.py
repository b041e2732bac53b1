"""Write Ogg Vorbis files with libsndfile, called through ctypes (no new dependency).

libsndfile is the usual open-source sound-file library; pygame-ce's Linux wheel already carries
a copy (with libvorbisenc) in `pygame_ce.libs/`, and Debian's `libsndfile1` is another.
pygame-ce's copy is tried first (so a machine with another libvorbis makes the same files).  Only `make sounds` needs this, never the game."""
from __future__ import annotations

import array
import ctypes
import ctypes.util
import sys
from pathlib import Path

SF_FORMAT_OGG = 0x200000
SF_FORMAT_VORBIS = 0x0060
SFM_WRITE = 0x20
SFC_SET_VBR_ENCODING_QUALITY = 0x1300


class SF_INFO(ctypes.Structure):
    _fields_ = [("frames", ctypes.c_int64), ("samplerate", ctypes.c_int), ("channels", ctypes.c_int),
                ("format", ctypes.c_int), ("sections", ctypes.c_int), ("seekable", ctypes.c_int)]


def _candidates() -> list[str]:
    """pygame-ce's copy first (the version the project pins the files to), then the system's."""
    names = []
    try:
        import pygame

        libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
        names += [str(p) for p in sorted(libs.glob("libsndfile*"))]
    except ImportError:
        pass
    found = ctypes.util.find_library("sndfile")
    return names + ([found] if found else [])


def library() -> ctypes.CDLL:
    """libsndfile, or SystemExit saying how to get one."""
    for name in _candidates():
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            continue
        lib.sf_open.restype = ctypes.c_void_p
        lib.sf_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(SF_INFO)]
        lib.sf_command.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
        lib.sf_writef_short.restype = ctypes.c_int64
        lib.sf_writef_short.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
        lib.sf_close.argtypes = [ctypes.c_void_p]
        lib.sf_strerror.restype = ctypes.c_char_p
        lib.sf_strerror.argtypes = [ctypes.c_void_p]
        return lib
    raise SystemExit("make sounds needs libsndfile: pygame-ce's Linux wheel carries it, "
                     "or install Debian's libsndfile1")


def write(path: Path, samples: list[float], rate: int, quality: float) -> None:
    """Mono float samples in [-1, 1] to an Ogg Vorbis file; `quality` 0 (smallest) to 1."""
    lib = library()
    info = SF_INFO(0, rate, 1, SF_FORMAT_OGG | SF_FORMAT_VORBIS, 0, 0)
    handle = lib.sf_open(str(path).encode(sys.getfilesystemencoding()), SFM_WRITE, ctypes.byref(info))
    if not handle:
        raise SystemExit(f"{path}: {lib.sf_strerror(None).decode(errors='replace')}")
    try:
        q = ctypes.c_double(quality)
        lib.sf_command(handle, SFC_SET_VBR_ENCODING_QUALITY, ctypes.byref(q), ctypes.sizeof(q))
        pcm = array.array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
        buffer = (ctypes.c_short * len(pcm)).from_buffer(pcm)
        written = lib.sf_writef_short(handle, buffer, len(pcm))
        if written != len(pcm):
            raise SystemExit(f"{path}: wrote {written} of {len(pcm)} samples")
    finally:
        lib.sf_close(handle)
