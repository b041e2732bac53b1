"""The language of every command: --lang (before or after the subcommand), TABLETOP_LANG, the
settings screen's choice, then the system's."""
from __future__ import annotations

import json
import subprocess
import sys

from game import i18n
from game.cli import main
from game.saves import save_match
from titles import random_match


def a_save(tmp_path):
    match = random_match("koinobori", steps=20)
    path = tmp_path / "s.json"
    save_match(match, path)
    return path, len(match.actions)


def test_lang_before_or_after_the_subcommand(tmp_path, capsys):
    path, n = a_save(tmp_path)
    assert main(["--lang", "ja", "replay", str(path)]) == 0
    assert f"有効なセーブ: koinobori、{n}手" in capsys.readouterr().out
    i18n.set_language("en")
    assert main(["replay", str(path), "--lang=ja"]) == 0
    assert "有効なセーブ" in capsys.readouterr().out
    assert main(["replay", str(path), "--lang", "en"]) == 0
    assert f"valid save: koinobori, {n} actions" in capsys.readouterr().out


def test_the_environment_and_the_settings_choose_when_lang_is_not_given(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    path, _n = a_save(tmp_path)
    monkeypatch.setenv("TABLETOP_LANG", "ja")
    assert main(["replay", str(path)]) == 0
    assert "有効なセーブ" in capsys.readouterr().out
    monkeypatch.delenv("TABLETOP_LANG")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    (tmp_path / "settings.json").write_text(json.dumps({"language": "ja"}))
    assert main(["replay", str(path)]) == 0
    assert "有効なセーブ" in capsys.readouterr().out
    monkeypatch.setenv("TABLETOP_LANG", "en")   # the environment overrides the settings
    assert main(["replay", str(path)]) == 0
    assert "valid save" in capsys.readouterr().out


def test_refusals_are_in_the_chosen_language(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("not json")
    assert main(["--lang", "ja", "replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("拒否: セーブ「bad.json」は壊れているか途中で切れています"), err


def test_the_smoke_run_passes_in_japanese():
    out = subprocess.run([sys.executable, "-m", "game", "--smoke", "--lang", "ja"], capture_output=True, text=True,
                         timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 failed" in out.stdout
