"""Test-wide settings: headless SDL, and a private user data folder per test session."""
import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "disk"
os.environ.setdefault("SDL_DISKAUDIOFILE", os.path.join(tempfile.gettempdir(), "tabletop-sdl-audio.raw"))
os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="tabletop-test-data-")
os.environ["TABLETOP_LANG"] = "en"   # the suite runs in English; a test may switch (and is switched back)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language leaves English behind it for the next one."""
    yield
    from game import i18n

    if i18n.language() != "en":
        i18n.set_language("en")
