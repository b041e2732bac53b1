"""Join with a code says what is missing in one sentence of the player's language (one full
stop: none added after a Japanese 。), and a refusal goes away once the player edits a field."""
from __future__ import annotations

import pytest

from game import i18n
from game.scenes.online.join import JoinScene
from online_windows import press, type_into, window


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def _join_screen(app, online: str, join: str) -> JoinScene:
    press(app, online)
    press(app, join)
    assert isinstance(app.top, JoinScene)
    return app.top


def test_a_japanese_refusal_ends_with_one_full_stop_and_goes_when_a_field_changes(japanese):
    app = window()
    join = _join_screen(app, i18n._("Play online"), i18n._("Join with a code"))
    press(app, i18n._("Join the table"))
    assert join.message and join.message_bad
    assert join.message.endswith("。") and not join.message.endswith("。.")
    type_into(app, join.link, "t")
    assert join.message == ""


def test_an_english_refusal_ends_with_a_full_stop_and_goes_when_a_field_changes():
    app = window()
    join = _join_screen(app, "Play online", "Join with a code")
    type_into(app, join.link, "tabletop://127.0.0.1:8765/")
    press(app, "Join the table")
    assert join.message.endswith(".") and not join.message.endswith("..")
    type_into(app, join.link, "A")
    assert join.message == ""


def test_my_online_tables_refresh_is_not_koinobori_s_ability_in_japanese(japanese):
    app = window()
    press(app, i18n._("Play online"))
    press(app, i18n._("My online tables"))
    labels = [i18n._(b.label) for b in app.top.buttons]
    assert "更新" in labels and "入れ替え" not in labels   # 入れ替え is Koinobori's Refresh ability
