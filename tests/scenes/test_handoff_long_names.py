"""The hot-seat hand-off screen with sixteen-character names, in both languages: the heading is
never cut (smaller type, then two lines), the button names the person without an ellipsis, and
"Since your last turn" shows whole log entries, never one from its middle."""
import pygame
import pytest

from driver import make_app
from game import i18n
from game.scenes.common.handoff import HandoffScene
from game.ui import draw
from game.ui.widgets import fitted_label

NAMES = {"en": "Maximiliana Wolf", "ja": "ながいなまえのプレイヤーです一二"}
NOTE = ["Chiyo Watanabe-K can place no waterfall (no free plot of level 4+ with a lower neighbour or the "
        "board's edge, on a terrace without a waterfall)."] * 6 + ["Cycle 1: the growing phase ends."]


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_long_name_is_never_cut_on_the_hand_off(app, monkeypatch, lang):
    i18n.set_language(lang)
    scene = HandoffScene(app, NAMES[lang], 0, lambda: None, NOTE)
    app.push(scene)
    seen = []
    real = draw.text

    def record(surface, assets, string, pos, *a, **k):
        rect = real(surface, assets, string, pos, *a, **k)
        seen.append((string, rect))
        return rect

    monkeypatch.setattr(draw, "text", record)
    app.render()
    zone = scene.layout.zone("name")
    heading = [(s, r) for s, r in seen if zone.contains(r)]
    assert heading and "".join(s for s, _r in heading).replace(" ", "") == \
        i18n._("Pass to {name}").format(name=NAMES[lang]).replace(" ", "")
    assert not any("\u2026" in s for s, _r in heading)
    label = scene.button.label
    assert NAMES[lang] in label
    assert fitted_label(app.assets, label, scene.button.rect.w - 16, scene.button.size, scene.button.min_size)[1] == label
    note = scene.layout.zone("note")
    body = [s for s, r in seen if note.contains(r) and r.y > note.y + 20]
    first = body[1] if body[0].startswith("\u2026") else body[0]
    assert any(line.startswith(first) for line in NOTE), first     # an entry from its start
    assert body[-1].endswith("ends.")                                # the newest, whole
