"""A play-test under Wine (2026-12-06): with the data folder refusing writes, Settings' + made the
effects louder (50 % to 70 %) but the save failed; Done, then Settings again showed 50 % (the
screen read the file again) and the next + gave 60 %, quieter than what played.  Settings the
disk refused are what the program shows and uses for the rest of the run, until a save works;
then they are on disk too."""
from __future__ import annotations

import errno

import pytest

from driver import click, make_app
from game import files, settings, startup
from game.scenes.common.settings_screen import SettingsScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)
    app = make_app()
    app.go_home()
    return app


def refuse(*args, **kwargs):
    raise PermissionError(errno.EACCES, "Permission denied")


def test_a_refused_volume_is_the_one_shown_and_used_until_a_save_works(app, monkeypatch):
    start = settings.load()["effects_volume"]
    monkeypatch.setattr(files, "_create_temp", refuse)     # the disk refuses every write
    screen = app.push(SettingsScene(app))
    click(app, screen.volume_buttons[1].rect.center)
    click(app, screen.volume_buttons[1].rect.center)
    assert app.sound.volume == start + 2
    assert "permission denied" in screen.message.lower()   # the refusal is said
    click(app, screen.back.rect.center)                          # Done
    again = app.push(SettingsScene(app))
    assert again.values["effects_volume"] == start + 2        # as chosen, not as on disk
    click(app, again.volume_buttons[1].rect.center)
    assert app.sound.volume == start + 3                       # one louder than what plays
    monkeypatch.undo()                                         # the disk works again
    click(app, again.volume_buttons[0].rect.center)
    assert app.sound.volume == start + 2
    assert settings.read()["effects_volume"] == start + 2      # and now it is on the disk


def test_settings_refused_in_one_data_folder_are_not_read_for_another(app, monkeypatch, tmp_path):
    monkeypatch.setattr(files, "_create_temp", refuse)
    assert settings.save({**settings.load(), "effects_volume": 9}) is not None
    assert settings.load()["effects_volume"] == 9
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "elsewhere"))
    assert settings.load()["effects_volume"] == settings.DEFAULTS["effects_volume"]
