"""The one validation path (game/files.py, game/schemas.py): every class of bad file from
issue 11 is refused with FileRefused in one sentence naming the file, and writes never lose
a good file."""
import errno
import json
import os
import stat
import tempfile
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import files, saves
from game.files import DiskError, FileRefused, clean_name, name_problem, write_json_atomic
from game.saves import list_saves, load_match, save_match, save_named
from titles import AVAILABLE, random_match

needs_title = pytest.mark.skipif(not AVAILABLE, reason="no title")


def refused(path, *words, load=load_match):
    with pytest.raises(FileRefused) as caught:
        load(path)
    message = str(caught.value)
    assert message.count(". ") == 0 and message.endswith("."), message  # one sentence
    assert files.shown_name(path) in message, message
    for word in words:
        assert word in message, message
    return caught.value


def resigned(data):
    data["digest"] = saves._digest({k: data[k] for k in ("title", "setup", "seed", "actions")})
    return data


@pytest.fixture
def good(tmp_path):
    if not AVAILABLE:
        pytest.skip("no title")
    match = random_match(AVAILABLE[0], steps=30)
    path = tmp_path / "good.json"
    save_match(match, path)
    return match, json.loads(path.read_text())


def write(tmp_path, data, name="bad.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# --- special files (issue class 4) ---------------------------------------------------------
def test_dev_zero_is_refused_without_reading_it(tmp_path):
    refused("/dev/zero", "not an ordinary file")
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    refused(link, "not an ordinary file")


def test_a_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    result = []
    worker = threading.Thread(target=lambda: result.append(pytest.raises(FileRefused, load_match, fifo)))
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "reading a FIFO blocked"
    assert "not an ordinary file" in str(result[0].value)


def test_folders_dangling_links_and_missing_files_are_refused(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    refused(folder, "is a folder").unreadable is True
    link = tmp_path / "gone.json"
    link.symlink_to(tmp_path / "nowhere.json")
    assert refused(link, "no longer exists").unreadable
    assert refused(tmp_path / "missing.json", "does not exist").unreadable


def test_permission_denied_is_refused(tmp_path, monkeypatch):
    path = write(tmp_path, "{}")
    real_open = os.open

    def denied(p, *args, **kw):
        if str(p) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(p, *args, **kw)

    monkeypatch.setattr(os, "open", denied)
    assert refused(path, "permission denied").unreadable


def test_a_file_larger_than_the_limit_is_refused_unread(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(files.MAX_BYTES + 1)
    refused(path, "too large")


# --- text and JSON limits (classes 1, 2, 6) -------------------------------------------------
def test_a_byte_order_mark_is_accepted(tmp_path, good):
    match, data = good
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    assert load_match(path).actions == match.actions


@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 4301, "1e999", "NaN", "Infinity", "1" + "0" * 50 + ".5"])
def test_numbers_too_long_or_not_finite_are_refused_without_echoing_them(tmp_path, good, number):
    _, data = good
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', f'"seed": {number}')
    error = refused(write(tmp_path, text), "number")
    assert "99999999" not in str(error)


def test_deep_nesting_is_refused_at_any_depth(tmp_path, good):
    _, data = good
    for depth in (40, 300, 100_000):
        refused(write(tmp_path, "[" * depth + "]" * depth), "nested too deeply")
    nested = data["actions"][0]
    for _ in range(300):
        nested = [nested]
    data["actions"][0] = nested
    refused(write(tmp_path, json.dumps(resigned(data))), "nested too deeply")


@pytest.mark.parametrize("text", ["", "   ", "\x00\x01", '{"format": "tabletop-save", "vers'])
def test_empty_binary_and_truncated_files_are_refused(tmp_path, text):
    refused(write(tmp_path, text))


# --- schema before use (class 2) ------------------------------------------------------------
@needs_title
@pytest.mark.parametrize("field, value, words", [
    ("title", [], "unknown game"),
    ("title", "chess", "unknown game"),
    ("seed", "12", "“seed” should be a whole number"),
    ("seed", True, "“seed” should be a whole number"),
    ("actions", {}, "“actions” should be a list"),
    ("setup", [], "“setup” should be an object"),
    ("extra", 1, "unexpected field “extra”"),
])
def test_a_field_of_the_wrong_type_is_refused_before_use(tmp_path, good, field, value, words):
    _, data = good
    data[field] = value
    refused(write(tmp_path, resigned(data)), words)


@needs_title
@pytest.mark.parametrize("name", ["A\x00na", "Be\x1bn", "Ch\ud800", "Li\u202ene", "x" * 17, "", " Ana"])
def test_player_names_that_cannot_be_drawn_are_refused(tmp_path, good, name):
    _, data = good
    data["setup"]["players"][0] = name
    text = json.dumps(resigned(data), ensure_ascii=True)
    refused(write(tmp_path, text), "player name" if "\x00" not in name and "\ud800" not in name else "")


@needs_title
def test_an_action_field_of_the_wrong_type_is_named_before_replay(tmp_path, good):
    _, data = good
    number, key = next((i, k) for i, action in enumerate(data["actions"])
                       for k, v in action.items() if k != "type" and type(v) is int)
    data["actions"][number][key] = "seven"
    refused(write(tmp_path, resigned(data)), f"actions[{number}].{key}", "should be a whole number")


@needs_title
def test_every_refusal_bounds_what_it_echoes(tmp_path, good):
    _, data = good
    data["version"] = 10**35
    error = refused(write(tmp_path, data), "newer")
    assert "1000000000000000" not in str(error)


def test_file_names_with_control_characters_are_shown_safely(tmp_path):
    path = tmp_path / "bad\nname\x1b.json"
    path.write_text("{")
    error = refused(path)
    assert "\n" not in str(error) and "\x1b" not in str(error)


# --- names -------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_clean_name_always_gives_a_name_the_renderer_can_draw(text):
    import pygame

    pygame.font.init()
    name = clean_name(text)
    assert name_problem(name) is None
    pygame.font.Font(None, 16).render(name, True, (0, 0, 0))


def test_names_are_cleaned_not_just_cut():
    assert clean_name("  A\x00n\u202ea\n  ") == "Ana"
    assert clean_name("\x00\x01") == "Player"
    assert clean_name("\U000E0100\u0301") == "Player"          # marks alone draw nothing (hypothesis found it)
    assert clean_name("e\u0301") == "e\u0301"
    assert clean_name("abcdefghijklmnopqrstuvwxyz") == "abcdefghijklmnop"
    assert name_problem("Ana") is None and name_problem("A\x00") is not None


# --- writing (class 3) -------------------------------------------------------------------------
def fail_at(monkeypatch, name, code=errno.ENOSPC):
    def boom(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(os, name, boom)


@pytest.mark.parametrize("step", ["fsync", "replace", "write"])
def test_a_failing_disk_keeps_the_old_file_and_leaves_no_temp_file(tmp_path, monkeypatch, step):
    path = tmp_path / "slot.json"
    write_json_atomic(path, {"a": 1})
    if step == "write":
        real = os.fdopen

        def full(fd, *args, **kwargs):
            handle = real(fd, *args, **kwargs)
            handle.write = lambda data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device"))
            return handle
        monkeypatch.setattr(os, "fdopen", full)
    else:
        fail_at(monkeypatch, step)
    with pytest.raises(DiskError) as caught:
        write_json_atomic(path, {"a": 2})
    monkeypatch.undo()
    assert str(caught.value) == "Could not save \u201cslot.json\u201d: the disk is full."
    assert isinstance(caught.value, OSError) and caught.value.reason == "the disk is full"
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def test_nothing_unreadable_is_ever_written(tmp_path):
    path = tmp_path / "slot.json"
    write_json_atomic(path, {"a": 1})
    for bad in ({"a": "\ud800"}, {"a": float("nan")}, {"a": object()}):
        with pytest.raises((TypeError, ValueError)):
            write_json_atomic(path, bad)
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def test_a_read_only_folder_is_a_disk_error_in_words(tmp_path, monkeypatch):
    fail_at(monkeypatch, "replace", errno.EROFS)
    with pytest.raises(DiskError, match="read-only"):
        write_json_atomic(tmp_path / "x.json", {})


@needs_title
def test_two_named_saves_in_the_same_second_never_collide(tmp_path, monkeypatch):
    import time

    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20250101-120000")
    match = random_match(AVAILABLE[0], steps=5)
    first = save_named(match, tmp_path)
    match2 = random_match(AVAILABLE[0], steps=9)
    second = save_named(match2, tmp_path)
    assert first != second and second.name.endswith("-2.json")
    assert load_match(first).actions == match.actions and load_match(second).actions == match2.actions


def test_old_temp_files_are_cleaned_and_young_ones_kept(tmp_path):
    import time

    old, young, save = tmp_path / ".a.json.x1.tmp", tmp_path / ".b.json.x2.tmp", tmp_path / "keep.json"
    for p in (old, young, save):
        p.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    os.utime(save, (time.time() - 3600, time.time() - 3600))
    assert files.clean_temp_files(tmp_path) == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".b.json.x2.tmp", "keep.json"]


# --- the Load screen's list (class 2) ------------------------------------------------------------
@needs_title
def test_the_load_list_has_a_row_per_file_and_never_raises(tmp_path, good):
    match, data = good
    save_match(match, tmp_path / "fine.json")
    (tmp_path / "dir.json").mkdir()
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    os.mkfifo(tmp_path / "fifo.json")
    write(tmp_path, "{", "broken.json")
    write(tmp_path, resigned(dict(data, title=[])), "typed.json")
    data["setup"]["players"][0] = "A\x00"
    write(tmp_path, resigned(data), "names.json")
    write(tmp_path, "{}", "not-a-save.txt")
    rows = {row.path.name: row for row in list_saves(tmp_path)}
    assert set(rows) == {"good.json", "fine.json", "dir.json", "gone.json", "fifo.json", "broken.json",
                         "typed.json", "names.json"}
    assert rows["fine.json"].ok and rows["fine.json"].moves == len(match.actions)
    for name in ("dir.json", "gone.json", "fifo.json"):
        assert rows[name].status == "unreadable", rows[name]
    for name in ("broken.json", "typed.json", "names.json"):
        assert rows[name].status == "damaged" and rows[name].problem, rows[name]
    for row in rows.values():
        assert "\n" not in row.label and len(row.label) <= 200


def test_the_load_list_of_a_missing_folder_is_empty(tmp_path):
    assert list_saves(tmp_path / "none") == []


def test_a_folder_that_refuses_the_temporary_file_is_a_disk_error_at_once(tmp_path, monkeypatch):
    """A play-test under Wine: with a saves folder that denies writing, a move froze the window
    (tempfile.mkstemp on Windows takes the refusal for a clash of names while os.access calls the
    folder writable, and tries again up to 2**31 times).  The refusal is a disk error in words
    after one try.  The Windows conditions are made here: tempfile sees os.name nt, and the folder
    refuses every create with PermissionError while it still exists and reads as writable."""
    path = tmp_path / "slot.json"
    write_json_atomic(path, {"a": 1})
    real_open = os.open
    tries = []

    def refuse(file, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            tries.append(file)
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    class WindowsOs:   # the os module as the standard library's tempfile sees it on Windows
        name = "nt"

        def __getattr__(self, attr):
            return getattr(os, attr)

    monkeypatch.setattr(tempfile, "_os", WindowsOs())
    monkeypatch.setattr(os, "open", refuse)
    monkeypatch.setattr(os, "access", lambda *args, **kwargs: True)
    with pytest.raises(DiskError):
        write_json_atomic(path, {"a": 2})
    monkeypatch.undo()
    assert len(tries) == 1
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def test_the_temporary_file_is_private_and_a_clash_takes_a_fresh_name(tmp_path, monkeypatch):
    """The temporary file is made 0600 (as mkstemp made it); a name already taken is passed over
    for a fresh one, a few times at most."""
    taken = []
    real_open = os.open

    def clash_once(file, flags, *args, **kwargs):
        if flags & os.O_CREAT and not taken:
            taken.append(file)
            raise FileExistsError(errno.EEXIST, "File exists", str(file))
        return real_open(file, flags, *args, **kwargs)

    modes = []
    real_replace = os.replace
    monkeypatch.setattr(os, "open", clash_once)
    monkeypatch.setattr(os, "replace", lambda a, b: (modes.append(stat.S_IMODE(os.stat(a).st_mode)), real_replace(a, b))[1])
    write_json_atomic(tmp_path / "slot.json", {"a": 3})
    monkeypatch.undo()
    assert taken and json.loads((tmp_path / "slot.json").read_text()) == {"a": 3}
    if os.name == "posix":
        assert modes == [0o600]
