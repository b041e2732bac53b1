"""What the start-up check found is read whole on the title menu: a play-test put garbage in
two autosaves and `{{{` in settings.json; only two lines fitted above the footer hint, the
English stopped at "…is damaged or truncated (not", the Japanese at "…他のゲームは無事です。
オートセーブ", and the settings file's sentence was never shown."""
from __future__ import annotations

import json

import pygame
import pytest

from driver import click, key, make_app
from game import i18n, paths, startup
from game.scenes.common.menu import MenuScene
from game.ui import textrecord

SLOTS = ("pondscape-20261206-050553-109934", "koinobori-20261206-050553-109935")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", False)
    yield
    i18n.set_language("en")


def _three_damaged_files() -> None:
    for slot in SLOTS:
        (paths.autosave_dir() / f"{slot}.json").write_text("garbage{{")
    paths.settings_path().write_text("{{{")


def _squeezed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_three_damaged_files_are_each_told_whole_and_clear_of_the_footer(lang):
    _three_damaged_files()
    i18n.set_language(lang)
    app = make_app()
    menu = app.push(MenuScene(app))
    said = menu.message
    assert all(slot in said for slot in SLOTS) and "settings.damaged-" in said
    with textrecord.recording() as rec:
        app.render()
    shown = _squeezed("".join(t.string for t in rec.texts))
    assert _squeezed(said) in shown   # every line of every sentence drawn, in order
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny", "covered")]
    assert not problems, problems
    footer = menu.layout.zone("footer")
    top = max(t.layer for t in rec.texts)
    assert not [t.string for t in rec.texts if t.layer == top and t.ink.colliderect(footer)]   # nothing on the hint
    assert [t for t in rec.texts if t.layer == top and t.string.startswith(said[:10])]      # on top, not veiled


def test_the_notice_closes_with_ok_or_enter_and_the_menu_works_again():
    _three_damaged_files()
    app = make_app()
    menu = app.push(MenuScene(app))
    load_at = menu.layout.zone("load").center
    click(app, load_at)          # under the notice: not the Load button
    assert app.top is menu and menu.message
    key(app, pygame.K_RETURN)
    assert not menu.message
    click(app, load_at)
    assert type(app.top).__name__ == "LoadScene"


def test_a_settings_file_that_is_not_settings_puts_every_setting_back_to_its_default():
    """Garbage in settings.json: the file is moved aside and every setting is the default
    (language, volume, scale, names); the sentence said "the default names are used"."""
    from game import settings

    paths.settings_path().write_text("{{{")
    said = startup.prepare_data()
    assert len(said) == 1 and "all settings are back to their defaults" in said[0], said
    assert "default names" not in said[0] and "moved aside" in said[0]
    assert settings.load() == settings.defaults()   # what the sentence says is what happened


def test_one_bad_value_in_the_settings_file_puts_only_that_setting_back_to_its_default():
    from game import settings

    paths.settings_path().write_text(json.dumps({"effects_volume": 99, "names": ["Zed"], "sound_effects": False,
                                                 "ui_scale": 150, "from_a_newer_version": 1}))
    said = startup.prepare_data()
    assert said == ["The settings file\u2019s effects volume was not valid, so it is back to its default; "
                    "your other settings are kept."], said
    kept = settings.load()
    assert kept["effects_volume"] == settings.DEFAULTS["effects_volume"]
    assert kept["names"][0] == "Zed" and kept["sound_effects"] is False and kept["ui_scale"] == 150
    assert json.loads(paths.settings_path().read_text())["from_a_newer_version"] == 1
    assert startup.prepare_data() == []   # said once: the bad value is out of the file


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_damaged_settings_notice_names_the_folder_the_file_was_moved_aside_in(lang):
    """A play-test under Wine: the notice named “settings.damaged-….json” but not its folder, so
    the player could not find it. The folder is in the sentence, drawn whole on the title menu
    (nothing cut, nothing on the footer), and the menu works once the player has read it."""
    paths.settings_path().write_text("{{{")
    folder = str(paths.settings_path().parent)
    i18n.set_language(lang)
    app = make_app()
    menu = app.push(MenuScene(app))
    said = menu.message
    assert "settings.damaged-" in said and folder in said, said
    moved = [p.name for p in paths.settings_path().parent.glob("settings.damaged-*.json")]
    assert len(moved) == 1 and moved[0] in said   # the name and the folder are where the file is
    with textrecord.recording() as rec:
        app.render()
    assert _squeezed(said) in _squeezed("".join(t.string for t in rec.texts))
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny", "covered")]
    assert not problems, problems
    footer = menu.layout.zone("footer")
    lines = [t for t in rec.texts if t.string.strip() and _squeezed(t.string) in _squeezed(said)]
    assert lines and not [t.string for t in lines if t.ink.colliderect(footer)]   # none on the hint
    if menu._notice() is not None:   # a panel: OK (Enter) closes it
        key(app, pygame.K_RETURN)
        assert not menu.message
    click(app, menu.layout.zone("load").center)
    assert type(app.top).__name__ == "LoadScene"
