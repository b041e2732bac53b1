"""Autosave slots, the start-up check and the data folder: start-up never fails on data, a
new game never replaces another's autosave, and a failing disk is shown until a save works."""
import errno
import json
import os
import time

import pytest

from game import autosaves, paths, settings, startup
from game.files import FileRefused
from game.saves import load_match, save_match
from titles import AVAILABLE, random_match

needs_title = pytest.mark.skipif(not AVAILABLE, reason="no title")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def disk_full(monkeypatch):
    def boom(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "replace", boom)


# --- slots -------------------------------------------------------------------------------------
@needs_title
def test_each_new_game_gets_its_own_slot_and_the_continue_list_is_newest_first():
    first, second = random_match(AVAILABLE[0], steps=4), random_match(AVAILABLE[-1], steps=8, seed=9)
    saver1 = autosaves.start_game(first)
    saver2 = autosaves.start_game(second)
    assert saver1.path != saver2.path and saver1.problem is None
    os.utime(saver1.path, (time.time() - 60, time.time() - 60))
    rows = autosaves.list_unfinished()
    assert [r.path for r in rows] == [saver2.path, saver1.path]
    assert rows[0].title == AVAILABLE[-1] and rows[0].players == second.setup.players
    assert rows[0].moves == len(second.actions)
    label = autosaves.continue_label(rows[0])
    assert second.setup.players[0] in label and rows[0].progress in label and "last played" in label
    match, saver = autosaves.open_game(rows[1].path.stem)
    assert match.actions == first.actions and saver.path == saver1.path


@needs_title
def test_same_setup_and_seed_twice_are_still_two_games():
    match = random_match(AVAILABLE[0], steps=0)
    a, b = autosaves.start_game(match), autosaves.start_game(match)
    assert a.path != b.path and a.path.exists() and b.path.exists()


@needs_title
def test_a_finished_game_is_marked_and_leaves_the_continue_list():
    done = random_match(AVAILABLE[0], steps=100000)
    saver = autosaves.start_game(done)
    assert json.loads(saver.path.read_text())["finished"] is True
    assert autosaves.list_unfinished() == []


@needs_title
def test_a_failing_disk_shows_a_banner_until_a_save_succeeds(monkeypatch):
    match = random_match(AVAILABLE[0], steps=3)
    saver = autosaves.start_game(match)
    good = saver.path.read_text()
    disk_full(monkeypatch)
    match.apply(match.state.legal_actions()[0])
    assert saver.save(match) is False
    assert saver.problem and "disk is full" in saver.problem and "\n" not in saver.problem
    assert saver.path.read_text() == good  # the last good autosave is untouched
    assert saver.save(match) is False and saver.problem  # it stays while saves fail
    monkeypatch.undo()
    assert saver.save(match) is True and saver.problem is None
    assert load_match(saver.path).actions == match.actions


@needs_title
def test_a_new_game_starts_on_a_full_disk_in_memory(monkeypatch):
    disk_full(monkeypatch)
    saver = autosaves.start_game(random_match(AVAILABLE[0], steps=0))
    assert saver.problem and not saver.path.exists()


@needs_title
def test_a_slot_that_cannot_be_replayed_is_moved_aside_and_says_so():
    saver = autosaves.start_game(random_match(AVAILABLE[0], steps=3))
    saver.path.write_text('{"format": "tabletop-save"')
    with pytest.raises(FileRefused) as caught:
        autosaves.open_game(saver.game_id)
    assert "moved aside" in str(caught.value) and not saver.path.exists()
    assert any(".damaged-" in p.name for p in saver.path.parent.iterdir())


@needs_title
def test_the_continue_list_reads_only_slots_that_changed_since_it_last_looked(monkeypatch):
    from game import saves
    reads = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda path: reads.append(path.name) or real(path))
    kept = autosaves.start_game(random_match(AVAILABLE[0], steps=6))
    played = autosaves.start_game(random_match(AVAILABLE[-1], steps=4, seed=5))
    first = autosaves.list_unfinished()
    assert sorted(reads) == sorted([kept.path.name, played.path.name])
    reads.clear()
    again = autosaves.list_unfinished()                    # the menu shown again: nothing read
    assert reads == [] and again == first and again[0] is not first[0]
    later = random_match(AVAILABLE[-1], steps=9, seed=5)    # one game goes on: its slot is rewritten
    played.save(later)
    rows = autosaves.list_unfinished()
    assert reads == [played.path.name]
    assert next(r for r in rows if r.path == played.path).moves == len(later.actions)
    played.path.write_text('{"title": []}')                 # and damaged in place: read again
    reads.clear()
    rows = autosaves.list_unfinished()
    assert reads == [played.path.name]
    assert next(r for r in rows if r.path == played.path).status == "damaged"


def test_a_damaged_slot_is_listed_as_damaged_not_hidden():
    folder = paths.autosave_dir()
    (folder / "paddy-20250101-000000-abcdef.json").write_text('{"title": []}')
    rows = autosaves.list_unfinished()
    assert len(rows) == 1 and rows[0].status == "damaged"
    assert autosaves.continue_label(rows[0]) == \
        "paddy-20250101-000000-abcdef.json \u2014 This file is not a Tabletop save file."


@needs_title
def test_a_newer_tabletops_autosave_stays_where_it_is_and_says_to_update():
    """A review: an autosave of format 99 was moved aside as damaged at start-up, so the newer
    Tabletop no longer listed it.  It stays, Continue lists it as a newer one, and opening it
    refuses without moving it."""
    saver = autosaves.start_game(random_match(AVAILABLE[0], steps=3))
    data = json.loads(saver.path.read_text())
    data["version"] = 99
    raw = json.dumps(data)
    saver.path.write_text(raw)
    assert startup.prepare_data() == []
    rows = autosaves.list_unfinished()
    assert [(r.path, r.status) for r in rows] == [(saver.path, "newer")]
    assert "newer Tabletop (format 99); please update" in autosaves.continue_label(rows[0])
    with pytest.raises(FileRefused) as caught:
        autosaves.open_game(saver.game_id)
    assert caught.value.newer and "moved aside" not in str(caught.value)
    assert saver.path.read_text() == raw and not any(".damaged-" in p.name for p in saver.path.parent.iterdir())


@needs_title
@pytest.mark.parametrize("odd", ["{id} (1)", "{id} copy", "UPPER"])
def test_a_slot_renamed_by_a_copy_or_a_sync_tool_opens_and_takes_a_slot_name(odd):
    """A review: "x (1).json" in the autosave folder was offered by Continue, and opening it said
    "a game id is lower-case letters, digits and dashes"; now it opens and is renamed."""
    match = random_match(AVAILABLE[0], steps=5)
    saver = autosaves.start_game(match)
    copy = saver.path.with_name(odd.format(id=saver.game_id) + ".json")
    os.replace(saver.path, copy)
    rows = autosaves.list_unfinished()
    assert [r.path for r in rows] == [copy] and rows[0].ok
    opened, again = autosaves.open_game(rows[0].path.stem)
    assert opened.actions == match.actions
    assert autosaves.GAME_ID.match(again.game_id) and again.path.exists() and not copy.exists()
    assert [r.path for r in autosaves.list_unfinished()] == [again.path]
    with pytest.raises(ValueError):
        autosaves.open_game("../settings")


# --- start-up -------------------------------------------------------------------------------------
@pytest.mark.parametrize("content", ['{"title": []}', '{"seed": ' + "9" * 5000 + "}", "\x00\x01", "["])
def test_a_damaged_autosave_or_settings_file_never_stops_start_up(content):
    legacy = paths.autosave_path()
    legacy.write_text(content)
    slot = paths.autosave_dir() / "koinobori-20250101-000000-abcdef.json"
    slot.write_text(content)
    paths.settings_path().write_text('{"names": ' + content + "}")
    messages = startup.prepare_data()
    assert len(messages) == 3, messages
    assert all(m.endswith(".") and "\n" not in m for m in messages)
    assert all("moved aside" in m for m in messages[:2])
    one_bad_value = content == '{"title": []}'   # settings that read, with bad names: only those go
    assert ("player names was not valid" in messages[2]) if one_bad_value else ("moved aside" in messages[2])
    assert not legacy.exists() and not slot.exists() and paths.settings_path().exists() == one_bad_value
    assert autosaves.list_unfinished() == []
    assert settings.load() == settings.defaults()
    assert startup.prepare_data() == []  # said once; the files are out of the way


@needs_title
def test_the_old_single_autosave_moves_into_a_slot():
    match = random_match(AVAILABLE[0], steps=7)
    save_match(match, paths.autosave_path())
    assert startup.prepare_data() == []
    assert not paths.autosave_path().exists()
    rows = autosaves.list_unfinished()
    assert len(rows) == 1 and rows[0].ok and rows[0].moves == 7


def test_special_entries_in_the_autosave_folder_are_moved_aside():
    folder = paths.autosave_dir()
    (folder / "dir.json").mkdir()
    (folder / "gone.json").symlink_to(folder / "nowhere")
    os.mkfifo(folder / "fifo.json")
    messages = startup.prepare_data()
    assert len(messages) == 1   # several damaged autosaves: one sentence that names each
    assert all(f"“{name}.json”" in messages[0] for name in ("dir", "fifo", "gone")), messages
    assert sorted(p.name.split(".")[0] for p in folder.iterdir()) == ["dir", "fifo", "gone"]
    assert all(".damaged-" in p.name for p in folder.iterdir())


def test_leftover_temp_files_are_cleaned_at_start():
    old = paths.autosave_dir() / ".x.json.abc.tmp"
    old.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    startup.prepare_data()
    assert not old.exists()


def test_a_data_folder_that_cannot_be_created_falls_back_to_a_temporary_one(tmp_path, monkeypatch):
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker / "data"))
    folder = paths.user_data_dir()
    assert folder.is_dir() and folder.parent == tmp_path / "tmp"
    messages = startup.prepare_data()
    assert any("could not be created" in m and "temporary" in m for m in messages)
    assert paths.saves_dir().is_dir()
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "fine"))
    assert paths.user_data_dir() == tmp_path / "fine" and paths.fallback_warning() is None


def test_settings_save_reports_a_failing_disk_instead_of_raising(monkeypatch):
    disk_full(monkeypatch)
    problem = settings.save({"names": ["A", "B"]})
    assert problem and "disk is full" in problem


def test_a_newer_tabletops_settings_are_kept_when_a_setting_is_changed():
    """A review: settings a newer Tabletop wrote (the schema keeps them) were dropped by the
    first change of the volume."""
    paths.settings_path().write_text(json.dumps({"names": ["Ana"], "effects_volume": 4, "colour_theme": "dark",
                                                 "tutorial_progress": {"paddy": 3}}))
    chosen = settings.load()
    chosen["effects_volume"] = 6
    assert settings.save(chosen) is None
    written = json.loads(paths.settings_path().read_text())
    assert written["effects_volume"] == 6 and written["names"][0] == "Ana"
    assert written["colour_theme"] == "dark" and written["tutorial_progress"] == {"paddy": 3}


def test_a_setting_the_disk_refused_is_written_when_the_program_closes(monkeypatch):
    """A review: the volume chosen while the disk was read-only stayed unsaved after the disk
    came back.  The program tries once more as it closes (App.run's end)."""
    chosen = settings.load()
    chosen["effects_volume"] = 8
    with monkeypatch.context() as disk:
        disk_full(disk)
        assert "disk is full" in settings.save(chosen)
        assert settings.save_refused_again() is not None   # (still full: still said)
    assert settings.save_refused_again() is None   # the disk has room again
    assert json.loads(paths.settings_path().read_text())["effects_volume"] == 8
    assert settings.save_refused_again() is None   # (nothing waits any more)


def test_settings_names_are_cleaned_on_load():
    paths.settings_path().write_text(json.dumps({"names": ["A\u202eb", "  ", "x" * 40]}))
    names = settings.load()["names"]
    assert names[0] == "Ab" and names[1] == "Ben" and len(names[2]) == 16 and len(names) == 5


def test_messages_once_says_things_once(monkeypatch):
    monkeypatch.setattr(startup, "_done", False)
    paths.settings_path().write_text("[")
    assert len(startup.messages_once()) == 1
    paths.settings_path().write_text("[")
    assert startup.messages_once() == []


@needs_title
def test_a_pruned_or_removed_autosave_takes_its_review_file_with_it(data_dir):
    """The computer's review kept beside a finished game's autosave (`<slot>.review`) is removed
    with the autosave, and only with it."""
    from game.saves import review_path

    slots = []
    for seed in (1, 2, 3):
        match = random_match(AVAILABLE[0], steps=100000, seed=seed)
        saver = autosaves.start_game(match)
        review_path(saver.path).write_text("{}")
        slots.append(saver)
        os.utime(saver.path, (1000 + seed, 1000 + seed))
    removed = autosaves.prune_finished(keep=2)
    assert removed == [slots[0].path]
    assert not review_path(slots[0].path).exists()
    assert review_path(slots[1].path).exists() and review_path(slots[2].path).exists()
    assert autosaves.remove(slots[1].game_id) is None
    assert not slots[1].path.exists() and not review_path(slots[1].path).exists()
    assert review_path(slots[2].path).exists()


@needs_title
def test_the_continue_list_reads_only_changed_slots_even_when_its_memory_is_full(monkeypatch):
    """The rows' memory is bounded: when full it used to be emptied, so the next listing read
    every slot again (this file's count of reads failed in a full run by what ran before it)."""
    from game import saves
    monkeypatch.setattr(saves, "_INSPECTED", {("filler", i): None for i in range(saves._INSPECTED_MAX - 1)})
    reads = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda path: reads.append(path.name) or real(path))
    kept = autosaves.start_game(random_match(AVAILABLE[0], steps=6))
    played = autosaves.start_game(random_match(AVAILABLE[-1], steps=4, seed=5))
    autosaves.list_unfinished()
    assert sorted(reads) == sorted([kept.path.name, played.path.name])
    reads.clear()
    autosaves.list_unfinished()
    assert reads == [] and len(saves._INSPECTED) <= saves._INSPECTED_MAX


@needs_title
def test_a_continue_list_of_hundreds_of_slots_reads_each_slot_once(data_dir, monkeypatch):
    """With more slots than the rows' memory held (256, first-in first-out), a listing went
    round them in turn and every row was gone before it was asked for again: each return to
    the menu replayed every game (the tests' shared folder: 1.5 s a listing at 270 slots)."""
    from game import saves
    monkeypatch.setattr(saves, "_INSPECTED", {})
    match = random_match(AVAILABLE[0], steps=2)
    slots = {autosaves.start_game(match).path.name for _n in range(300)}
    reads = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda path: reads.append(path.name) or real(path))
    assert {row.path.name for row in autosaves.list_unfinished()} == slots
    assert sorted(reads) == sorted(slots)
    reads.clear()
    assert len(autosaves.list_unfinished()) == 300 and reads == []
