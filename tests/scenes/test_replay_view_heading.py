"""The small "View" above the View button's name was 12 px type (a play-test measured it about
7 px high at 1280x720): it is drawn in 14 px, and clear of the name under it."""
import pytest

from driver import make_app
from game import i18n
from game.scenes.common.replay import open_replay
from game.ui import textrecord
from titles import random_match


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_view_buttons_heading_is_readable_and_clear_of_the_name(lang, size):
    app = make_app(size)
    i18n.set_language(lang)
    try:
        replay = open_replay(app, random_match("koinobori", 3, steps=100_000, seed=4), 10)
        app.full_frame = True
        with textrecord.recording() as rec:
            app.render()
        rect = replay.view_button.rect
        inside = [t for t in rec.texts if rect.contains(t.ink)]
        heading = i18n.pgettext("replay: whose cards are shown", "View")
        head = [t for t in inside if t.string == heading]
        name = [t for t in inside if t.string == replay.view_button.who]
        assert head and name, [t.string for t in inside]
        assert head[0].size >= 14, head[0].size
        assert head[0].ink.bottom <= name[0].ink.top, (head[0].ink, name[0].ink)
    finally:
        i18n.set_language("en")
