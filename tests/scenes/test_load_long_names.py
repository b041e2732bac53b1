"""The Load and Continue screens show a four-player save's names whole (issue 24: the summary
line cut the fourth long name): a line too long for its row goes on two."""
from __future__ import annotations

import pytest

from driver import make_app
from game import i18n, layoutcheck
from game.scenes.common.load import ContinueScene, LoadScene
from game.ui import textrecord


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
@pytest.mark.parametrize("screen", [LoadScene, ContinueScene])
def test_every_long_name_of_a_four_player_save_is_shown_whole(tmp_path, monkeypatch, lang, names, screen):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    layoutcheck.sample_saves(names)
    i18n.set_language(lang)
    try:
        scene = screen(app)
        app.push(scene)
        with textrecord.recording() as rec:
            app.render()
        rows = scene._rows()
        assert rows
        for rect, _row in rows:
            inside = " ".join(t.string for t in rec.texts if rect.contains(t.ink))
            for name in names[:4]:
                assert name in inside or all(part in inside for part in name.split()), \
                    (name, inside)
            assert not [t for t in rec.texts if rect.contains(t.ink) and t.full], "a row's line is cut"
        bad = [str(f) for f in rec.findings(names) if f.kind in ("overlap", "outside", "name cut")]
        assert not bad, bad
    finally:
        i18n.set_language("en")
