"""Real-window benchmarks: an X display (Xvfb started on demand), real input through XTest,
and a process's CPU time.

    with x_display() as display:      # None (and a message printed) when no X server can be had
        ...

The input is sent by this process through the X server (XTest), as a mouse or keyboard
would, so the game under test sees real events arriving on its connection, not posted ones.
"""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import shutil
import subprocess
import time
from pathlib import Path


@contextlib.contextmanager
def x_display(size: str = "1920x1080x24"):
    """The DISPLAY to use: the current one if set (and TABLETOP_BENCH_OWN_X is not), else a
    private Xvfb started here and stopped on exit.  Yields None when neither exists."""
    if os.environ.get("DISPLAY") and not os.environ.get("TABLETOP_BENCH_OWN_X"):
        yield os.environ["DISPLAY"]
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        print("  (skipped: no X server; install Xvfb, e.g. apt-get install xvfb xdotool)")
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                  and not Path(f"/tmp/.X{n}-lock").exists())
    display = f":{number}"
    proc = subprocess.Popen([xvfb, display, "-screen", "0", size, "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        else:
            print("  (skipped: Xvfb did not start)")
            yield None
            return
        time.sleep(0.2)
        yield display
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


class XInput:
    """Fake pointer and key events through the XTest extension (what xdotool uses)."""

    def __init__(self, display: str) -> None:
        x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                              ctypes.c_ulong]
        xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.x11, self.xtst = x11, xtst
        self.dpy = x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open X display {display}")

    def move(self, x: int, y: int) -> float:
        """Move the pointer to (x, y) on the screen; returns the monotonic time it was sent."""
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, x, y, 0)
        sent = time.monotonic()
        self.x11.XFlush(self.dpy)
        return sent

    def key(self, keysym: int) -> float:
        code = self.x11.XKeysymToKeycode(self.dpy, keysym)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        sent = time.monotonic()
        self.x11.XFlush(self.dpy)
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 0, 0)
        self.x11.XFlush(self.dpy)
        return sent

    def close(self) -> None:
        self.x11.XCloseDisplay(self.dpy)


def cpu_seconds(pid: int) -> float:
    """CPU time of every thread of process `pid` so far (nanosecond-precise schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total / 1e9
