"""A damaged save reads as a sentence on the Load and Continue lists, and the refusal shown
after a click is read whole (a play-test found "damaged: is damaged: …" on the list, "破損：は壊れて
います" in Japanese, and the Japanese refusal of an autosave with a long file name cut off at
"移しま" below the message's panel)."""
from __future__ import annotations

import json

import pytest

from driver import click, make_app
from game import autosaves, i18n, paths, startup
from game.saves import save_match
from game.scenes.common.load import ContinueScene, LoadScene
from game.ui import textrecord
from titles import random_match

LONG_SLOT = "ladybird-20261205-103231-2edd1a"   # an autosave slot's name, as the game makes them


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)
    yield
    i18n.set_language("en")


def _bad_seed_save() -> None:
    path = paths.saves_dir() / "badseed.json"
    save_match(random_match("ladybird", steps=3, seed=2), path)
    data = json.loads(path.read_text())
    data["seed"] = "seven"
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("lang, expected", [
    ("en", {"This file is damaged: “seed” should be a whole number.", "This file is not a Tabletop save file."}),
    ("ja", {"このファイルは壊れています：「seed」は整数でなければなりません。",
            "このファイルは Tabletop のセーブファイルではありません。"}),
])
def test_a_damaged_save_is_listed_with_a_sentence_that_has_its_subject(lang, expected):
    _bad_seed_save()
    (paths.saves_dir() / "foreign.json").write_text('{"title": []}')
    i18n.set_language(lang)
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    lines = {scene.row_text(row)[1] for _rect, row in scene._rows()}
    assert lines == expected
    assert not any(line.startswith(("damaged", "破損", "unreadable", "読めません")) for line in lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_refusal_of_a_damaged_autosave_is_shown_whole_with_both_file_names(lang):
    (paths.autosave_dir() / f"{LONG_SLOT}.json").write_text("garbage{{")
    i18n.set_language(lang)
    app = make_app()
    scene = ContinueScene(app)
    app.push(scene)
    rect, row = scene._rows()[0]
    assert not row.ok
    click(app, rect.center)
    assert LONG_SLOT in scene.message and ".damaged-" in scene.message   # moved aside, and says where
    with textrecord.recording() as rec:
        app.render()
    shown = "".join(t.string for t in rec.texts)
    assert scene.message.replace(" ", "") in shown.replace(" ", "")   # every line of it drawn
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny")]
    assert not problems, problems
    assert not list(paths.autosave_dir().glob(f"{LONG_SLOT}.json"))   # the slot really was moved aside


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_file_where_the_saves_folder_should_be_is_told_in_one_sentence_of_its_own(lang, tmp_path):
    """A play-test put a file where the saves folder goes: the Load list read "This file cannot
    be read (Not a directory).", the system's English also in Japanese."""
    import errno
    import os
    import shutil

    folder = paths.saves_dir()
    shutil.rmtree(folder)
    folder.write_text("not a folder")
    i18n.set_language(lang)
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    (_rect, row), = scene._rows()
    line = scene.row_text(row)[1]
    assert os.strerror(errno.ENOTDIR) not in line and "Not a directory" not in line, line
    if lang == "en":
        assert line == "This file stands where the saves folder should be."
        assert row.message == "A file stands where the saves folder should be."
