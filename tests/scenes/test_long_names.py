"""16-character names are never cut: every table at its largest player count, the hand-off,
the setup screen and the results draw each name whole (smaller type or two lines if needed)."""
import random

import pytest

from driver import make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.registry import title_info
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.setup import SetupScene
from titles import every_title

NAMES = ("Maximilianus XVI", "Bartholomew Long", "Christabel Worth", "Dorotheavonstein", "Evangelina Smyth")


@pytest.fixture
def drawn(monkeypatch):
    """Every string the app renders."""
    from game.ui.assets import Assets

    seen: list[str] = []
    original = Assets.text

    def recording(self, text, *args, **kwargs):
        seen.append(text)
        return original(self, text, *args, **kwargs)

    monkeypatch.setattr(Assets, "text", recording)
    return seen


def cut_names(strings) -> list[str]:
    """Rendered strings that show the start of a name followed by an ellipsis."""
    bad = []
    for s in strings:
        if "\u2026" not in s:
            continue
        for name in NAMES:
            for k in range(3, len(name)):
                if name[:k].rstrip() + "\u2026" in s:
                    bad.append(s)
    return bad


def played(title: str, steps: int) -> Match:
    n = title_info(title).max_players
    match = Match(Setup(title, NAMES[:n]), 3)
    rng = random.Random(3)
    for _ in range(steps):
        if match.state.is_over():
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@every_title
def test_tables_and_results_draw_every_name_whole(title, drawn):
    app = make_app()
    for steps in (30, 10**6):
        match = played(title, steps)
        for seat in range(len(match.setup.players)):
            table = app.push(registry.scene_class(title)(app, match))
            table.show_to(seat)
            table.settle()
            app.render()
            app.stack.clear()
        if match.state.is_over():
            app.push(ResultsScene(app, match))
            app.render()
            app.stack.clear()
    assert cut_names(drawn) == []


def test_the_hand_off_and_setup_draw_long_names_whole(drawn):
    app = make_app()
    for name in NAMES:
        app.push(HandoffScene(app, name, 0, lambda: None, ["Something happened."]))
        app.render()
        app.stack.clear()
    setup = app.push(SetupScene(app, "koinobori"))
    for i, field in enumerate(setup.fields):
        field.text = NAMES[i]
    setup._set_count(5)
    app.render()
    assert cut_names(drawn) == []
