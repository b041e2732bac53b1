"""game/ui/sound.py: every request is recorded, what can be heard is played, and nothing about
sound ever stops the game: no audio device, a mixer that cannot open, a missing or damaged file."""
from __future__ import annotations

import os

import pygame
import pytest

from game import settings
from game.files import FileRefused
from game.ui import sound
from game.ui.sound import EFFECTS, Effects


@pytest.fixture
def fresh_mixer():
    """Each test opens the mixer itself (or fails to); put the driver and the mixer back after."""
    pygame.mixer.quit()
    asked = os.environ.get("SDL_AUDIODRIVER")
    yield
    pygame.mixer.quit()
    if asked is None:
        os.environ.pop("SDL_AUDIODRIVER", None)
    else:
        os.environ["SDL_AUDIODRIVER"] = asked


def test_with_the_disk_driver_every_effect_is_decoded_and_heard(fresh_mixer):
    os.environ["SDL_AUDIODRIVER"] = "disk"      # what the tests and headless runs ask for
    effects = Effects()
    assert effects.check() == []
    assert os.environ["SDL_AUDIODRIVER"] == "disk"   # (the mixer opened the dummy driver instead)
    for name in EFFECTS:
        effects.play(name)
    assert list(effects.requests) == list(EFFECTS) == list(effects.heard)
    assert effects.problem is None


def test_no_audio_device_is_silent_and_never_an_error(fresh_mixer):
    os.environ["SDL_AUDIODRIVER"] = "no-such-driver"
    effects = Effects()
    effects.play("card_play")
    effects.play("your_turn")
    assert list(effects.requests) == ["card_play", "your_turn"]   # asked for all the same
    assert list(effects.heard) == [] and effects.problem.startswith("no sound")
    assert effects.check() == []          # a machine without sound is not a broken build


def test_a_missing_or_damaged_file_is_silent_and_said(fresh_mixer, tmp_path):
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    (tmp_path / "tile.ogg").write_bytes(b"OggS" + bytes(range(256)) * 4)     # not a Vorbis stream
    (tmp_path / "token.ogg").mkdir()                                        # a folder, not a file
    effects = Effects(folder=tmp_path)
    effects.play("card_play")          # missing
    assert "card_play.ogg" in effects.problem and "does not exist" in effects.problem
    effects.play("tile")
    assert "tile.ogg" in effects.problem
    effects.play("token")
    assert "folder" in effects.problem
    assert list(effects.heard) == [] and len(effects.requests) == 3
    problems = effects.check()
    assert len(problems) == len(EFFECTS) and all(isinstance(p, str) for p in problems)


def test_a_huge_file_is_not_read(fresh_mixer, tmp_path):
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    (tmp_path / "score.ogg").write_bytes(b"\0" * (sound.MAX_SOUND_BYTES + 1))
    effects = Effects(folder=tmp_path)
    effects.play("score")
    assert list(effects.heard) == [] and "score.ogg" in effects.problem


def test_off_or_at_volume_zero_nothing_is_heard_and_the_mixer_stays_closed(fresh_mixer):
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    effects = Effects(volume=0)
    effects.play("tile")
    effects.set_volume(7)
    effects.toggle()
    effects.play("tile")
    assert list(effects.requests) == ["tile", "tile"] and list(effects.heard) == []
    assert not pygame.mixer.get_init()          # a muted player never holds the audio device
    assert effects.toggle() is True
    effects.play("tile")
    assert list(effects.heard) == ["tile"] and pygame.mixer.get_init()
    assert pygame.mixer.Channel(0).get_volume() == pytest.approx(1.0)   # the effect's own volume is set
    assert sound.gain(7) == pytest.approx(0.7) and sound.gain(99) == 1.0 and sound.gain(-1) == 0.0
    effects.toggle()
    assert not pygame.mixer.get_init()          # turned off: the device is closed again
    effects.toggle()
    effects.play("score")
    assert list(effects.heard) == ["tile", "score"]     # and opened again by the next effect


def test_a_delayed_effect_plays_when_due(fresh_mixer):
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    effects = Effects()
    effects.play("card_play")
    effects.play("your_turn", delay_ms=60_000)
    assert list(effects.heard) == ["card_play"]
    wait = effects.update()
    assert wait is not None and 0 < wait <= 60_000 and list(effects.heard) == ["card_play"]
    effects._pending = [(0, name) for _at, name in effects._pending]     # the minute has passed
    assert effects.update() is None and list(effects.heard) == ["card_play", "your_turn"]


def test_an_unknown_effect_is_a_programming_error():
    with pytest.raises(ValueError):
        Effects().play("trumpet")


def test_the_settings_remember_volume_and_on_off():
    before = settings.load()
    try:
        assert settings.DEFAULTS["sound_effects"] is True and settings.DEFAULTS["effects_volume"] == 5
        settings.save({**before, "sound_effects": False, "effects_volume": 8})
        stored = settings.load()
        assert stored["sound_effects"] is False and stored["effects_volume"] == 8
        effects = Effects.from_settings()
        assert (effects.on, effects.volume) == (False, 8)
        settings.save({**before, "effects_volume": 11})          # out of range: the default is kept
        assert settings.load()["effects_volume"] == 5
    finally:
        settings.save(before)


def test_a_settings_file_with_a_wrong_volume_is_refused_by_the_schema(tmp_path, monkeypatch):
    from game import files

    path = tmp_path / "settings.json"
    files.write_json_atomic(path, {"names": ["A"], "effects_volume": "loud"})
    monkeypatch.setattr("game.paths.settings_path", lambda: path)
    with pytest.raises(FileRefused) as refused:
        settings.read()
    assert "effects_volume" in str(refused.value)
    assert settings.load()["effects_volume"] == 5        # the game still starts, at the default
