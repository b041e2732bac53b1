"""The sound effects made by tools/make_sounds.py: short, quiet, silent at both ends, small, and
what pygame's mixer decodes from the committed files is what the recipes make.  Nobody can listen
on the build machine: these figures are the check."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from sound import measure, recipes, synth  # noqa: E402

from game.ui.sound import EFFECTS, FREQUENCY  # noqa: E402

SOUNDS = ROOT / "assets" / "sounds"
TOTAL_GOAL = 64 * 1024        # every effect together: a few tens of KB (the download is at its goal)
LOUDEST_DBFS = -9.0           # no effect near full scale: the volume setting has room above
SOFTEST_PEAK_DBFS = -16.0     # and none too faint to hear at the default volume
EDGE = 0.01                   # the first and last 0.25 ms: silence (no click as it starts or stops)


@pytest.fixture(scope="module")
def made() -> dict[str, list[float]]:
    return {name: recipes.make(name) for name in recipes.RECIPES}


@pytest.fixture(scope="module")
def mixer():
    """The mixer on SDL's silent dummy driver, at the files' own rate, mono, so the raw samples
    are the file's."""
    pygame.mixer.quit()
    import os

    asked = os.environ.get("SDL_AUDIODRIVER")
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    pygame.mixer.init(frequency=FREQUENCY, size=-16, channels=1)
    yield
    pygame.mixer.quit()
    if asked is None:
        os.environ.pop("SDL_AUDIODRIVER", None)
    else:
        os.environ["SDL_AUDIODRIVER"] = asked


def decoded(path: Path) -> list[float]:
    return measure.from_pcm16(pygame.mixer.Sound(str(path)).get_raw())


def test_every_effect_the_game_asks_for_has_a_recipe():
    assert set(recipes.RECIPES) == set(EFFECTS) == set(recipes.PEAKS)


@pytest.mark.parametrize("name", sorted(recipes.RECIPES))
def test_each_recipe_is_short_quiet_and_silent_at_its_ends(made, name):
    f = measure.figures(made[name], synth.RATE)
    longest = 1.5 if name == "game_end" else 0.85
    assert 0.08 <= f["seconds"] <= longest
    assert SOFTEST_PEAK_DBFS <= f["peak_dbfs"] <= LOUDEST_DBFS
    assert f["rms_dbfs"] < f["peak_dbfs"] - 6       # short strokes, not a held tone
    assert f["start_level"] < EDGE and f["end_level"] < EDGE


def test_the_refusal_is_the_quietest_and_the_recipes_are_deterministic(made):
    peaks = {name: measure.figures(samples, synth.RATE)["peak_dbfs"] for name, samples in made.items()}
    assert peaks["refused"] == min(peaks.values())
    assert recipes.make("shuffle") == made["shuffle"]     # seeded noise: the same samples each time


def test_the_committed_files_are_small(made):
    sizes = {name: (SOUNDS / f"{name}.ogg").stat().st_size for name in EFFECTS}
    assert sum(sizes.values()) <= TOTAL_GOAL, sizes
    assert all(size < 12 * 1024 for size in sizes.values()), sizes


@pytest.mark.parametrize("name", sorted(recipes.RECIPES))
def test_each_committed_file_decodes_to_its_recipe(mixer, made, name):
    raw = (SOUNDS / f"{name}.ogg").read_bytes()
    assert raw[:4] == b"OggS" and b"vorbis" in raw[:64]
    got = measure.figures(decoded(SOUNDS / f"{name}.ogg"), FREQUENCY)
    want = measure.figures(made[name], synth.RATE)
    assert abs(got["seconds"] - want["seconds"]) < 0.01
    assert abs(got["peak_dbfs"] - want["peak_dbfs"]) < 1.5     # lossy, but the level it was made at
    assert abs(got["rms_dbfs"] - want["rms_dbfs"]) < 1.5
    assert got["start_level"] < 2 * EDGE and got["end_level"] < 2 * EDGE


def test_the_tool_makes_the_committed_sounds_again(mixer, tmp_path, capsys):
    """Its files play, sound as the committed ones do, and a second run gives the same bytes."""
    import make_sounds

    assert make_sounds.main(["--out", str(tmp_path / "a")]) == 0
    report = capsys.readouterr().out
    assert "total" in report and "your_turn" in report
    assert make_sounds.main(["--out", str(tmp_path / "b")]) == 0
    for name in EFFECTS:
        made_now = (tmp_path / "a" / f"{name}.ogg").read_bytes()
        assert made_now == (tmp_path / "b" / f"{name}.ogg").read_bytes()     # deterministic
        samples, committed = decoded(tmp_path / "a" / f"{name}.ogg"), decoded(SOUNDS / f"{name}.ogg")
        assert len(samples) == len(committed)
        assert max(abs(x - y) for x, y in zip(samples, committed)) < 0.02


def test_the_ogg_pages_get_a_fixed_serial_and_a_right_crc():
    from sound import oggpages

    raw = (SOUNDS / "token.ogg").read_bytes()
    assert raw[14:18] == oggpages.SERIAL.to_bytes(4, "little")
    page_end = 27 + raw[26] + sum(raw[27:27 + raw[26]])
    page = bytearray(raw[:page_end])
    stored = bytes(page[22:26])
    page[22:26] = bytes(4)
    assert oggpages.crc(bytes(page)).to_bytes(4, "little") == stored
    assert oggpages.with_serial(raw) == raw
    with pytest.raises(ValueError):
        oggpages.with_serial(b"RIFF" + raw[4:])
