"""Test-wide settings: headless SDL, and a private user data folder per test session."""
import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "disk"
os.environ.setdefault("SDL_DISKAUDIOFILE", os.path.join(tempfile.gettempdir(), "tabletop-sdl-audio.raw"))
os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="tabletop-test-data-")

# Every test speaks English unless it asks for another language: the existing assertions are
# on the English texts, whatever the machine's locale.  Tests of Japanese set the language
# themselves (game.i18n.set_language("ja")) and this fixture puts English back after them.
os.environ["TABLETOP_LANG"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_by_default():
    from game import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
