"""Test-wide settings: headless SDL, and a private user data folder per test session."""
import atexit
import gc
import os
import shutil
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "disk"
os.environ.setdefault("SDL_DISKAUDIOFILE", os.path.join(tempfile.gettempdir(), "tabletop-sdl-audio.raw"))


def _scratch_root() -> str | None:
    """Where the private data folder goes: memory (/dev/shm) when it has room, since a table
    autosaves after every move (a file fsynced, renamed, its folder fsynced: files.py) and on a
    disk those waits were a fifth of a whole-game scene test's time; the saves' own tests use
    their own folders.  None (the usual temp folder) elsewhere or when it is small (a container's
    /dev/shm may be 64 MB)."""
    root = "/dev/shm"
    try:
        room = os.statvfs(root)
    except (AttributeError, OSError):
        return None
    free = room.f_bavail * room.f_frsize
    return root if free >= 512 * 2**20 and os.access(root, os.W_OK) else None


os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="tabletop-test-data-", dir=_scratch_root())
atexit.register(shutil.rmtree, os.environ["TABLETOP_DATA_DIR"], ignore_errors=True)

# Every test speaks English unless it asks for another language: the existing assertions are
# on the English texts, whatever the machine's locale.  Tests of Japanese set the language
# themselves (game.i18n.set_language("ja")) and this fixture puts English back after them.
os.environ["TABLETOP_LANG"] = "en"

import pytest  # noqa: E402


def pytest_collection_finish(session):
    """What collection made (the modules, every test item and its marks: about 150,000
    objects) lives to the end of the run: frozen out of the garbage collector's scans.  The app
    collects when a table closes (ui.cache.give_back_memory); without this each such collection
    scanned all of pytest's objects too, 0.15 s a table closed, about 180 s of a whole run's
    test time."""
    gc.freeze()


@pytest.fixture(autouse=True)
def _english_by_default():
    from game import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _drawing_scale_put_back():
    """A test that made a 1024x600 app left the drawing scale at 0.8 for the tests after it
    (test_colour_vision failed when run after test_replay_open_hands_names): each test starts
    at the 1280x720 plan's scale, as a fresh program does."""
    from game.ui import canvas

    canvas.set_scale(1.0)
    yield
    canvas.set_scale(1.0)


# --- PostgreSQL: one throw-away cluster per test process (xdist worker), started when a test
# first asks for it (tools/pg_cluster.py); skipped with the reason only when PostgreSQL is not
# installed and TABLETOP_REQUIRE_POSTGRES is not set (CI sets it: it never skips silently)
_pg: dict = {}


@pytest.fixture(scope="session")
def pg_cluster():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import pg_cluster as tool

    missing = None
    if tool.find_bin() is None:
        missing = "PostgreSQL is not installed (no initdb): apt-get install postgresql"
    else:
        try:
            import psycopg  # noqa: F401
        except ImportError:
            missing = "psycopg is not installed: pip install -e '.[postgresql]'"
    if missing:
        if os.environ.get("TABLETOP_REQUIRE_POSTGRES"):
            pytest.fail(f"TABLETOP_REQUIRE_POSTGRES is set but {missing}")
        pytest.skip(missing)
    cluster = tool.Cluster.start()
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster, request):
    """A fresh empty database of the session's cluster, for one test."""
    _pg["n"] = _pg.get("n", 0) + 1
    return pg_cluster.new_database(f"t{_pg['n']}")
