"""The table's sound effects through pygame's mixer: played on request, never an error.

The effects are Ogg Vorbis files in assets/sounds/, made by tools/make_sounds.py (`make sounds`).
`Effects` is the app's one player (`app.sound`): `play(name)` asks for an effect (at once or a few
milliseconds later, so two at one moment do not land on top of each other), the player's volume
(0-10) and on/off come from the settings.  Every request is recorded in `requests` whether or not
it could be heard: the tests read what a real scene asked for there, and a machine without sound
behaves the same as one with it.

**Silent, never an error**: no audio device (a server, CI), a mixer missing from the build, a
sound file missing or damaged: the effect is not heard, the reason is kept in `problem`, and the
game goes on.  The mixer is opened at the first effect that is to be heard, not at start, so a
muted player or a test that asks for nothing never holds an audio device (turning the effects
off closes it again).  Where SDL's "disk"
driver is asked for (tests, headless runs: no real device), the mixer opens the silent "dummy" one.
"""
from __future__ import annotations

import io
import os
from collections import deque
from contextlib import contextmanager

import pygame

from .. import paths
from ..files import FileRefused, read_bytes

EFFECTS = ("card_draw", "card_play", "tile", "token", "shuffle", "score", "your_turn", "refused", "game_end")
LEVELS = 10            # the volume setting's steps: 0 (silent) to 10 (the files as made)
DEFAULT_VOLUME = 5     # modest: the files already peak near -10 dBFS
FREQUENCY = 22050      # what the files are made at: no resampling
# pygame's own default: 23 ms from a click to its sound; closing the device waits a few
# buffers (1024 frames made every pygame.quit() in the tests wait 0.13 s, 512 half that)
BUFFER_FRAMES = 512
MAX_SOUND_BYTES = 256 * 1024   # each file is a few kB; anything far bigger is not ours
REQUESTS_KEPT = 200


@contextmanager
def _native_stderr_quiet():
    """The C libraries' own complaints while the mixer looks for a device silenced: without a
    sound card ALSA prints four "ALSA lib ... Unknown PCM default" lines to the terminal on the
    way to the mixer's refusal, which `_open` already keeps (as `problem`, silent play)."""
    if os.name != "posix":
        yield
        return
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as sink:
            os.dup2(sink.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


@contextmanager
def _no_disk_audio():
    """SDL's "disk" driver (what headless runs and the tests ask for: no real device) writes
    the sound to a file and says so on stderr; the mixer opens SDL's silent "dummy" driver instead."""
    asked = os.environ.get("SDL_AUDIODRIVER")
    if asked is not None and asked.lower() == "disk":
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        yield
    finally:
        if asked is not None:
            os.environ["SDL_AUDIODRIVER"] = asked


def gain(volume: int) -> float:
    """The mixer's volume for a setting of 0-10."""
    return max(0, min(LEVELS, volume)) / LEVELS


class Effects:
    """The app's sound effects: what was asked for, and the mixer when it can be had."""

    def __init__(self, volume: int = DEFAULT_VOLUME, on: bool = True, folder=None) -> None:
        self.volume = volume
        self.on = on
        self.folder = folder if folder is not None else paths.resource("assets", "sounds")
        self.requests: deque[str] = deque(maxlen=REQUESTS_KEPT)   # every effect asked for, oldest first
        self.heard: deque[str] = deque(maxlen=REQUESTS_KEPT)      # those handed to an open mixer
        self.problem: str | None = None    # why effects are silent, once found (no device, a bad file)
        self._sounds: dict[str, object | None] = {}
        self._pending: list[tuple[int, str]] = []   # (pygame ticks when due, name)
        self._mixer_failed = False
        self.mixer_missing = False   # pygame was built or packaged without its mixer

    @classmethod
    def from_settings(cls) -> "Effects":
        from .. import settings

        stored = settings.load()
        return cls(stored.get("effects_volume", DEFAULT_VOLUME), bool(stored.get("sound_effects", True)))

    # --- asking -----------------------------------------------------------------------------
    def play(self, name: str, delay_ms: int = 0) -> None:
        """Ask for effect `name` now, or `delay_ms` later (`update` plays it when due)."""
        if name not in EFFECTS:
            raise ValueError(f"no sound effect {name!r}")
        self.requests.append(name)
        if delay_ms > 0:
            self._pending.append((pygame.time.get_ticks() + delay_ms, name))
        else:
            self._sound_out(name)

    def update(self) -> int | None:
        """Play the delayed effects now due; the milliseconds until the next one (None: none)."""
        if not self._pending:
            return None
        now = pygame.time.get_ticks()
        due = [name for at, name in self._pending if at <= now]
        self._pending = [(at, name) for at, name in self._pending if at > now]
        for name in due:
            self._sound_out(name)
        return min((at - now for at, _name in self._pending), default=None)

    @property
    def audible(self) -> bool:
        return self.on and self.volume > 0

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(LEVELS, int(volume)))

    def toggle(self) -> bool:
        """Effects on <-> off; the new state."""
        self.on = not self.on
        if not self.on:
            self._pending.clear()
            self._stop()
        return self.on

    # --- the mixer --------------------------------------------------------------------------
    def _sound_out(self, name: str) -> None:
        if not self.audible:
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(gain(self.volume))
            sound.play()
        except (pygame.error, NotImplementedError) as error:
            self.problem = str(error) or "the mixer refused"
            return
        self.heard.append(name)

    def _open(self) -> bool:
        """The mixer, opened now if it is not yet; False (with `problem`) when it cannot be."""
        try:
            if pygame.mixer.get_init():
                return True
            if self._mixer_failed:
                return False
            with _no_disk_audio(), _native_stderr_quiet():
                pygame.mixer.init(frequency=FREQUENCY, size=-16, channels=2, buffer=BUFFER_FRAMES)
            self._sounds.clear()   # sounds loaded for a mixer closed since (pygame.quit) are gone
            return True
        except (NotImplementedError, ImportError) as error:
            self._mixer_failed = self.mixer_missing = True
            self.problem = f"no sound: pygame's mixer is missing ({error})"
            return False
        except (pygame.error, OSError) as error:   # no audio device
            self._mixer_failed = True
            self.problem = f"no sound: {error or 'no audio device'}"
            return False

    def _sound(self, name: str):
        if not self._open():
            return None
        if name not in self._sounds:
            self._sounds[name] = self._load(name)
        return self._sounds[name]

    def _load(self, name: str):
        """One effect's file, read through the bounded reader; None (and `problem`) when it is
        missing or pygame cannot decode it."""
        path = self.folder / f"{name}.ogg"
        try:
            data = read_bytes(path, "sound file", MAX_SOUND_BYTES)
            return pygame.mixer.Sound(file=io.BytesIO(data))
        except FileRefused as error:
            self.problem = str(error)
        except (pygame.error, NotImplementedError, ValueError) as error:
            self.problem = f"{path.name}: {error}"
        return None

    def _stop(self) -> None:
        """Turned off: the audio device is closed (an open one costs a little CPU even in
        silence); the next audible effect opens it again."""
        self._sounds.clear()
        try:
            if pygame.mixer.get_init():
                pygame.mixer.quit()
        except (pygame.error, NotImplementedError):
            pass

    def check(self) -> list[str]:
        """Open the mixer and decode every effect (the smoke run): the problems, [] when all
        are playable.  No device at all is not a problem of the build: [] with `problem` set;
        a build without the mixer is."""
        if not self._open():
            return [self.problem] if self.mixer_missing else []
        problems = []
        for name in EFFECTS:
            self._sounds.pop(name, None)
            sound = self._sound(name)
            if sound is None:
                problems.append(self.problem or f"{name}: not loaded")
            elif sound.get_length() <= 0:
                problems.append(f"{name}: empty")
        return problems
