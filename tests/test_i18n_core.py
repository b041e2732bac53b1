"""game/i18n.py: which language is chosen, and switching it."""
from __future__ import annotations

import pytest

from game import i18n


@pytest.mark.parametrize("raw, code", [("ja", "ja"), ("ja_JP.UTF-8", "ja"), ("JA-jp", "ja"),
                                       ("en_GB.UTF-8", "en"), ("fr_FR", None), ("", None), (None, None)])
def test_normalize(raw, code):
    assert i18n.normalize(raw) == code


def test_choose_prefers_cli_then_environment_then_setting_then_system(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", i18n.ENV_VAR):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert i18n.choose() == "ja"
    assert i18n.choose(setting="en") == "en"
    monkeypatch.setenv(i18n.ENV_VAR, "ja")
    assert i18n.choose(setting="en") == "ja"
    assert i18n.choose(cli="en", setting="ja") == "en"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.delenv(i18n.ENV_VAR)
    assert i18n.choose() == "en"


def test_switching_tells_listeners_once_per_change():
    heard = []
    i18n.on_change(heard.append)
    try:
        i18n.set_language("en")
        i18n.set_language("ja")
        i18n.set_language("ja")
        i18n.set_language("en")
        assert heard == ["ja", "en"]
        assert i18n.language() == "en"
        assert i18n._("Settings") == "Settings"   # English is the code's own text
    finally:
        i18n._listeners.remove(heard.append)
