"""Test-wide settings: headless SDL, and a private user data folder per test session."""
import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "disk"
os.environ.setdefault("SDL_DISKAUDIOFILE", os.path.join(tempfile.gettempdir(), "tabletop-sdl-audio.raw"))
os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp(prefix="tabletop-test-data-")
