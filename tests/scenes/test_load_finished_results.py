"""Finished games on the Load screen say who won and the score ("Ana won 84–71"), from the
replayed game's score sheet: a play-test could not tell them apart ("finished · played … ·
kept by itself", odd English for the game's own automatic save)."""
import random

import pytest

from driver import make_app
from game import autosaves, i18n, layoutcheck, startup
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.load import LoadScene
from game.ui import textrecord


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)


def finished(title: str, names, seed: int, options=()) -> Match:
    match = Match(Setup(title, tuple(names), 0, options=options), seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def expected(match: Match) -> str:
    sheet = match.state.score_sheet()
    totals = sheet.totals()
    if len(totals) == 1:
        return f"{sheet.players[0]} scored {totals[0]}"
    order = sorted(range(len(totals)), key=lambda p: (p not in sheet.winners, -totals[p]))
    shown = [str(totals[p]).replace("-", "\u2212") for p in order]
    scores = (" / " if min(totals) < 0 else "\u2013").join(shown)
    winners = [sheet.players[p] for p in order if p in sheet.winners]
    if len(winners) == 1:
        return f"{winners[0]} won {scores}"
    return f"{' & '.join(winners)} shared the win {scores}"


def test_each_finished_game_names_its_winner_and_score():
    games = [finished("koinobori", ("Ana", "Ben", "Cy"), seed) for seed in (1, 2)]
    games.append(finished("ladybird", ("Ana", "Ben"), 3))
    games.append(finished("pondscape", ("Ana",), 4, options=(("solo", True),)))
    for match in games:
        autosaves.start_game(match)
    app = make_app()
    scene = app.push(LoadScene(app))
    seconds = {scene.row_text(row)[1] for row in scene.files}
    assert len(seconds) == len(games)   # told apart (also when played in the same minute)
    for match in games:
        want = expected(match)
        line = next(s for s in seconds if want in s)
        assert line.startswith("finished \u00b7 ") and line.endswith(" \u00b7 automatic save"), line
        assert "kept by itself" not in line


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
def test_the_result_fits_its_row_with_four_long_names(lang, names):
    for seed in (1, 2):
        autosaves.start_game(finished("koinobori", names[:4], seed))
    app = make_app()
    i18n.set_language(lang)
    try:
        scene = app.push(LoadScene(app))
        with textrecord.recording() as rec:
            app.render()
        rows = scene._rows()
        assert len(rows) == 2
        for rect, row in rows:
            inside = " ".join(t.string for t in rec.texts if rect.contains(t.ink))
            for seat_name, total, won in row.final:
                assert str(total) in inside
                if won:
                    assert seat_name in inside
            assert not [t for t in rec.texts if rect.contains(t.ink) and t.full], "a row's line is cut"
        bad = [str(f) for f in rec.findings(names) if f.kind in ("overlap", "outside", "name cut")]
        assert not bad, bad
    finally:
        i18n.set_language("en")


def test_a_score_below_zero_reads_as_one():
    from pathlib import Path

    from game.saves import SaveRow
    from game.scenes.common.load import final_result

    row = SaveRow(Path("x.json"), "x", "ok", finished=True,
                  final=(("Ana", 0, True), ("Ben", -6, False)))
    assert final_result(row) == "Ana won 0 / \u22126"   # not "0 – −6" (a play-test)
    row.final = (("Ana", 5, True), ("Ben", 5, True), ("Cy", 1, False))
    assert final_result(row) == "Ana & Ben shared the win 5\u20135\u20131"


def test_a_win_on_the_tie_break_says_so():
    """Level on points, Ben won on the title's tie-break (Pondscape: more cards in hand): the
    row read "Ben won 29–29", a contradiction (a regression play-test)."""
    from pathlib import Path

    from game.saves import SaveRow
    from game.scenes.common.load import final_result

    row = SaveRow(Path("x.json"), "x", "ok", finished=True,
                  final=(("Ana", 29, False), ("Ben", 29, True)))
    assert final_result(row) == "Ben won 29\u201329 on the tie-break"
    row.final = (("Ana", 29, False), ("Ben", 31, True))
    assert final_result(row) == "Ben won 31\u201329"
