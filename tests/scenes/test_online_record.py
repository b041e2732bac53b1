"""A finished online game watched again in the window: two windows play Koinobori to the
results through a real table server on loopback; "Watch the replay" asks the server for the
game's record, keeps it as a save in the saves folder (in the Load list, under the title, the
table's code and the date) and opens the replay viewer with the second opinion.  With the server
down the results screen says so in one sentence and nothing is written; once it is back the
same button works, and the same game is not saved twice."""
from __future__ import annotations

import random
import time

from driver import click
from game.saves import list_saves, load_match
from game.scenes.common.replay import ReplayScene
from game.scenes.common.results import ResultsScene
from game.scenes.online.results import OnlineResultsScene
from game.ui import textrecord
from online_windows import data, play_turn, press, pump, server, windows  # noqa: F401  (fixtures)
from test_online_windows import meet, to_move


def to_results(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(11)
    for _move in range(400):
        turn = to_move(pairs)
        if mine.state.is_over():
            break
        play_turn(*turn, chooser)
    pump([host, guest], lambda: theirs.state.is_over() and mine.state.is_over(), what="the end on both")
    for app, _table in pairs:
        for _ in range(3):   # a click shows the final reveal at once, the next opens the results
            if isinstance(app.top, ResultsScene):
                break
            click(app, (400, 400))
        assert isinstance(app.top, OnlineResultsScene)
    return pairs


def saves(data):
    folder = data / "saves"
    return sorted(p.name for p in folder.glob("*.json")) if folder.exists() else []


def test_the_online_results_replay_the_game_from_the_server_s_record(server, windows, data):
    (host, mine), (guest, theirs) = to_results(server, windows)
    code = mine.match.latest["table"]   # as people read it: ABCDE-FGHJK
    assert saves(data) == []

    # the guest watches the replay: the record is asked for, kept as a save, shown
    press(guest, "Watch the replay")
    pump([guest], lambda: isinstance(guest.top, ReplayScene), what="the guest's replay")
    viewer = guest.top
    kept = saves(data)
    assert len(kept) == 1 and kept[0] == f"koinobori-online-{code.replace('-', '')}-{time.strftime('%Y%m%d')}.json"
    saved = load_match(data / "saves" / kept[0])
    assert saved.state.is_over()
    assert saved.state.score_sheet().totals() == list(mine.match.latest["scores"])
    assert viewer.timeline.setup == saved.setup and viewer.step == viewer.timeline.steps   # from its end
    assert viewer.review is not None   # the computer's second opinion, as after a game at one screen
    rows = [row for row in list_saves(data / "saves") if row.ok]
    assert len(rows) == 1 and rows[0].finished and rows[0].title == "koinobori"
    assert rows[0].save_name == f"Koinobori \u00b7 {code} \u00b7 {time.strftime('%Y-%m-%d')}"
    press(guest, "Close")
    pump([guest], lambda: isinstance(guest.top, OnlineResultsScene), what="the guest's results again")

    # the server is down: one sentence on the host's results screen, nothing written or lost
    server.kill()
    pump([host], lambda: not mine.session.client.online, what="the host to see the server gone")
    press(host, "Watch the replay")
    results = host.top
    pump([host], lambda: results.asking is None and results.said is not None, what="the host's refusal")
    with textrecord.recording() as rec:
        host.render()
    shown = "".join(t.string for t in rec.texts)
    sentence = "The table server does not answer at the moment; try again when it is back."
    assert sentence.replace(" ", "") in shown.replace(" ", "")   # every line of it drawn
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny")]
    assert not problems, problems
    assert host.top is results and saves(data) == kept

    # back again: the same button works, and the same game's save is used, not written twice
    server.start()
    pump([host], lambda: mine.session.client.online, what="the host's connection again")
    press(host, "Watch the replay")
    pump([host], lambda: isinstance(host.top, ReplayScene), what="the host's replay")
    assert saves(data) == kept and results.save_path.name == kept[0]


def test_a_record_that_fails_the_checks_is_refused_in_one_sentence_and_nothing_is_written(tmp_path):
    """The server's record is a foreign file: its digest, its schema, its replay through the
    rules and its end are checked before anything is written."""
    import pytest

    from game.saves import match_to_json
    from game.scenes.online.record import RecordRefused, keep_record
    from titles import random_match

    folder = tmp_path / "saves"
    folder.mkdir()
    finished = random_match("koinobori", players=2, steps=10_000, seed=5)
    assert finished.state.is_over()
    good = {"type": "record", "table": "ABCDE-FGHJK", "id": "r1", "save": match_to_json(finished)}

    tampered = dict(good, save=dict(good["save"], seed=good["save"]["seed"] + 1))   # digest no longer fits
    with pytest.raises(RecordRefused) as refused:
        keep_record(tampered, folder)
    assert str(refused.value) == ("The game's record from the server has been changed or damaged since it "
                                  "was written (checksum mismatch).")
    unfinished = random_match("koinobori", players=2, steps=6, seed=5)
    with pytest.raises(RecordRefused) as refused:
        keep_record(dict(good, save=match_to_json(unfinished)), folder)
    assert str(refused.value) == "The game's record from the server is not of a finished game."
    with pytest.raises(RecordRefused):
        keep_record(dict(good, save={"format": "tabletop-save", "version": 1, "actions": "x" * 10}), folder)
    assert list(folder.iterdir()) == []

    match, path = keep_record(good, folder)
    assert path.name == f"koinobori-online-ABCDEFGHJK-{time.strftime('%Y%m%d')}.json"
    assert load_match(path).actions == match.actions == finished.actions
    assert keep_record(good, folder)[1] == path and len(list(folder.iterdir())) == 1   # never twice
