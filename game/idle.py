"""Sleeping when idle (issue 16).

While no scene animates, the loop blocks until an input
arrives, a scene's wake-up is due (`wake_in`), or a second has passed.  `pygame.event.wait`
does not sleep: it polls the queue every millisecond (pygame-ce issue #1541), ~3 % of a core
on an idle table.  Measured under Xvfb (bench/idle.py: CPU over 10 s idle, real pointer moves
sent through the X server and timed until `dispatch`), on this 2-core machine:

    way of waiting (menu, Paddy table)      idle CPU        input latency (median / worst)
    pygame.event.wait(500), before          3.1-3.4 %       0.6-0.8 / 1-9 ms
    time.sleep(5 ms) between polls          1.1-1.3 %       2-4 / 5 ms
    time.sleep(10 ms) between polls         0.8-0.9 %       5-7 / 10 ms
    time.sleep(16 ms) between polls         0.6 %           6-9 / 16 ms
    SDL_WaitEventTimeout(NULL, ms), chosen  0.01-0.02 %     0.3 / 0.4 ms (timers +-1 ms)

SDL (2.0.22 and later) really blocks in `SDL_WaitEventTimeout` on the window system's own
connection (select() on the X11 socket; the Wayland, Windows and Cocoa back ends likewise), and
`SDL_PushEvent` from any thread wakes it, so it costs nothing when idle and answers at once;
a sleep between polls trades wake-ups for latency and cannot win both.  pygame-ce does not
expose it, so `_SdlWaiter` calls it through ctypes on the very libSDL2 that pygame loaded (with
NULL, so the event stays queued for `pygame.event.get`).  Where it cannot be had (another SDL,
a driver without a blocking wait such as "dummy", where SDL itself would poll every ms) the
loop polls with a 10 ms sleep (`_SleepWaiter`).  TABLETOP_IDLE_WAIT=poll[:MS] or =pygame
chooses another way, for the benchmark.
"""
from __future__ import annotations

import ctypes
import os
import re
import sys
import time

import pygame

POLL_SLEEP_MS = 10       # the fallback's sleep between polls

# Drivers whose SDL back end blocks in SDL_WaitEventTimeout (the others poll every ms inside it).
_BLOCKING_DRIVERS = ("x11", "wayland", "windows", "cocoa")


class _SleepWaiter:
    """Poll the queue, sleeping `step_ms` between polls: latency <= step_ms, 1000/step_ms wake-ups/s."""

    name = "poll"

    def __init__(self, step_ms: int = POLL_SLEEP_MS) -> None:
        self.step_ms = step_ms
        self.name = f"poll {step_ms} ms"

    def wait(self, timeout_ms: int) -> list:
        deadline = time.monotonic() + timeout_ms / 1000
        while not pygame.event.peek():
            left = deadline - time.monotonic()
            if left <= 0:
                break
            time.sleep(min(left, self.step_ms / 1000))
        return []


class _PygameWaiter:
    """pygame.event.wait: answers at once, but polls every millisecond (the old way; for the benchmark)."""

    name = "pygame.event.wait"

    def wait(self, timeout_ms: int) -> list:
        event = pygame.event.wait(timeout_ms)
        return [event] if event.type != pygame.NOEVENT else []


class _SdlWaiter:
    """SDL_WaitEventTimeout(NULL, ms) of the libSDL2 pygame loaded: blocks on the window system."""

    name = "SDL_WaitEventTimeout"

    def __init__(self, lib: ctypes.CDLL) -> None:
        self._wait = lib.SDL_WaitEventTimeout
        self._wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self._wait.restype = ctypes.c_int

    def wait(self, timeout_ms: int) -> list:
        """Block until an event is queued (left in the queue) or `timeout_ms` has passed."""
        self._wait(None, max(0, int(timeout_ms)))  # ctypes releases the GIL meanwhile
        return []

    @classmethod
    def load(cls) -> "_SdlWaiter | None":
        """The waiter on pygame's own libSDL2 (found among the process's mapped files), or None."""
        if pygame.display.get_driver() not in _BLOCKING_DRIVERS or not sys.platform.startswith("linux"):
            return None
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                paths = {line.split(None, 5)[-1].strip() for line in maps if "libSDL2" in line}
        except OSError:
            return None
        sdl = [p for p in paths if re.search(r"/libSDL2(-2\.0|-2-[0-9a-f]+\.0)?\.so", p)]
        if len(sdl) != 1:
            return None
        try:
            lib = ctypes.CDLL(sdl[0])
            version = (ctypes.c_uint8 * 3)()
            lib.SDL_GetVersion(version)
        except (OSError, AttributeError):
            return None
        if tuple(version) != pygame.get_sdl_version(linked=True) or tuple(version) < (2, 0, 22):
            return None  # not pygame's own SDL, or one whose wait still polls
        return cls(lib)


def make_waiter():
    """The idle wait to use (see the module's docstring); TABLETOP_IDLE_WAIT overrides it."""
    choice = os.environ.get("TABLETOP_IDLE_WAIT", "")
    if choice == "pygame":
        return _PygameWaiter()
    if choice.startswith("poll"):
        return _SleepWaiter(int(choice.partition(":")[2] or POLL_SLEEP_MS))
    return _SdlWaiter.load() or _SleepWaiter()
