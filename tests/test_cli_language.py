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
    assert f"有効なセーブ：koinobori、{n}手" in capsys.readouterr().out
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
    assert err.startswith("拒否：セーブ「bad.json」は壊れているか途中で切れています"), err


def test_the_smoke_run_passes_in_japanese():
    out = subprocess.run([sys.executable, "-m", "game", "--smoke", "--lang", "ja"], capture_output=True, text=True,
                         timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 failed" in out.stdout


# ------------------------------------------------------------------ argparse's own words
ARGPARSE_ENGLISH = ("usage:", "options", "positional arguments", "show this help message and exit", "error:",
                    "invalid choice", "the following arguments are required", "unrecognized arguments")


def _help(argv, capsys) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def test_help_in_japanese_has_no_english_argparse_words(capsys):
    for argv in (["--help"], ["screenshot", "--help"], ["simulate", "--help"], ["arena", "--help"],
                 ["hint", "--help"], ["replay", "--help"], ["score", "--help"]):
        out = _help(["--lang", "ja", *argv], capsys)
        assert out.startswith("使い方：tabletop"), out
        assert "\nオプション：\n" in out and "このヘルプを表示して終了します" in out
        assert not [line for line in out.splitlines() if line.endswith(":")], out   # headings end with ：
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out
    i18n.set_language("en")
    out = _help(["--help", "--lang", "en"], capsys)
    assert out.startswith("usage: tabletop") and "show this help message and exit" in out
    assert "\noptions:\n" in out and "：" not in out


def test_argparse_refusals_in_japanese(capsys):
    for argv, words in ((["simulate", "nope"], "無効な選択：'nope'"), (["screenshot"], "次の引数が必要です"),
                        (["--bogus"], "認識できない引数：--bogus"), (["simulate", "paddy", "--games", "x"], "整数")):
        assert main(["--lang", "ja", *argv]) == 2
        err = capsys.readouterr().err
        assert err.startswith("使い方：tabletop") and "エラー：" in err and words in err, err
        assert not [w for w in ARGPARSE_ENGLISH if w in err], err
    assert main(["--lang", "en", "simulate", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: tabletop simulate") and "error: argument GAME: invalid choice: 'nope'" in err, err


def test_the_help_runs_in_japanese_from_the_environment():
    import os

    env = dict(os.environ, TABLETOP_LANG="ja")
    out = subprocess.run([sys.executable, "-m", "game", "--help"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0 and out.stdout.startswith("使い方：") and "usage" not in out.stdout


def test_argparse_words_keep_their_percent_placeholders():
    import re

    from game.argparse_words import WORDS

    pattern = re.compile(r"%(?:\(\w+\))?[sr]")
    i18n.set_language("ja")
    for word in WORDS:
        singular, plural = (word, None) if isinstance(word, str) else word
        text = i18n._(singular) if plural is None else i18n.ngettext(singular, plural, 2)
        assert text != singular, singular
        assert sorted(pattern.findall(text)) == sorted(pattern.findall(singular)), (singular, text)


def test_the_help_states_the_order_the_program_follows(monkeypatch, capsys):
    """--help says what the test above proves: TABLETOP_LANG first, then the settings (it said the
    reverse), and its usage line names the command that was typed."""
    monkeypatch.setenv("TABLETOP_LANG", "en")
    for typed, name in (("/home/ana/.local/bin/tabletop-cli", "tabletop-cli"), ("/opt/tabletop/tabletop", "tabletop")):
        monkeypatch.setattr(sys, "argv", [typed])
        assert main(["--help"]) == 0
        shown = " ".join(capsys.readouterr().out.split())
        assert shown.startswith(f"usage: {name} ")
        assert "default: TABLETOP_LANG, then the settings, then the system's" in shown


def test_saving_other_settings_never_fixes_the_language_a_run_started_in(tmp_path, monkeypatch):
    """A run started in Japanese by TABLETOP_LANG saves the seats' names (as Start game does):
    the next run without the variable follows the system again, until the player chooses a
    language on the settings screen (it used to store "ja" as if chosen)."""
    from game import settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("TABLETOP_LANG", "ja")
    assert settings.start_language() == "ja"
    stored = settings.load()
    stored["names"][0] = "Ana"
    assert settings.save(stored) is None
    assert "language" not in json.loads((tmp_path / "settings.json").read_text())
    monkeypatch.delenv("TABLETOP_LANG")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert settings.start_language() == "en"
    stored = settings.load()
    stored["language"] = "ja"   # chosen on the settings screen: kept from now on
    assert settings.save(stored) is None
    assert settings.start_language() == "ja"
    i18n.set_language("en")


# ------------------------------------------------------------------ simulate and arena speak the language
def test_simulate_counts_games_in_english_and_speaks_the_chosen_language(capsys):
    """`--lang ja simulate` printed English, and "1 games": its lines go through the catalog
    with plural forms."""
    i18n.set_language("en")
    assert main(["simulate", "koinobori", "--games", "1", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("game 1 seed 3: ") and " actions, scores [" in lines[0]
    assert lines[1].startswith("1 game, ") and "actions/s" in lines[1]     # not "1 games"
    assert main(["simulate", "koinobori", "--games", "2", "--seed", "3"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("2 games, ")
    try:
        assert main(["--lang", "ja", "simulate", "koinobori", "--games", "1", "--seed", "3"]) == 0
        lines = capsys.readouterr().out.splitlines()
    finally:
        i18n.set_language("en")
    assert lines[0].startswith("ゲーム 1（シード 3）：") and "手、得点 [" in lines[0], lines
    assert lines[1].startswith("1ゲーム、") and "毎秒" in lines[1], lines


def test_arena_words_speak_the_chosen_language_and_its_json_does_not(capsys):
    args = ["arena", "koinobori", "--seats", "easy,random", "--games", "1", "--seed", "2", "--iterations", "4",
            "--quiet"]
    i18n.set_language("en")
    assert main(args + ["--json"]) == 0
    english_json = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "koinobori: 1 game" and out[1].startswith("  seat 1 easy: wins ")
    try:
        assert main(["--lang", "ja", *args]) == 0
        out = capsys.readouterr().out.splitlines()
        assert main(["--lang", "ja", *args, "--json"]) == 0
        japanese_json = json.loads(capsys.readouterr().out)
    finally:
        i18n.set_language("en")
    assert out[0] == "koinobori：1ゲーム" and out[1].startswith("  席 1 easy：勝ち "), out
    strip = lambda r: [(s["kind"], s["wins"], s["mean_score"]) for s in r["seats"]]  # noqa: E731
    assert strip(japanese_json) == strip(english_json)
