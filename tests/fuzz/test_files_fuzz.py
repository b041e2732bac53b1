"""Fuzz every file the program reads: mutated saves and positions of every title must load or
be refused with the one documented error (FileRefused) in one bounded sentence; never crash.

The budget is FUZZ_BUDGET examples per test (25 by default, so CI stays fast); `make fuzz`
runs a long session.  The headless app fuzz (random clicks, keys, resizes) will live here too.
"""
from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import saves
from game.files import FileRefused
from game.positions import load_position, position_to_json
from game.saves import list_saves, load_match, match_to_json
from titles import AVAILABLE, random_match

from .mutate import FUZZ, mutated, shuffled_bytes, to_text

pytestmark = pytest.mark.skipif(not AVAILABLE, reason="no title in this build")


def _matches(title):
    from game.rules.registry import title_info

    info = title_info(title)
    out = []
    for players, steps in ((info.min_players, 15), (info.max_players, 60), (max(2, info.min_players), 100000)):
        out.append(random_match(title, players=min(players, info.max_players), steps=steps, seed=steps + players))
    return out


_cache: dict = {}


def documents(title, kind):
    key = (title, kind)
    if key not in _cache:
        matches = _matches(title)
        if kind == "save":
            _cache[key] = [match_to_json(m) for m in matches]
        else:
            _cache[key] = [json.loads(json.dumps(position_to_json(m.state))) for m in matches]
    return _cache[key]


def resign(doc):
    """Recompute a save's digest so a mutation reaches the schema, the rules and the replay."""
    if isinstance(doc, dict) and all(k in doc for k in ("title", "setup", "seed", "actions")):
        try:
            doc["digest"] = saves._digest({k: doc[k] for k in ("title", "setup", "seed", "actions")})
        except (TypeError, ValueError, RecursionError):
            pass
    return doc


def assert_one_sentence(error: FileRefused, name: str) -> None:
    message = str(error)
    assert type(error) is FileRefused, type(error)
    assert "\n" not in message and message.endswith("."), message
    assert name in message, message
    assert len(message) < 700, message
    assert not re.search(r"\d{16,}", message), message


def load_or_refuse(load, path):
    try:
        return load(path)
    except FileRefused as error:
        assert_one_sentence(error, path.name)
        return None


@pytest.mark.parametrize("title", AVAILABLE)
@FUZZ
@given(data=st.data())
def test_mutated_saves_load_or_are_refused(title, data, tmp_path_factory):
    doc = data.draw(mutated(documents(title, "save")))
    if data.draw(st.booleans(), label="resign"):
        doc = resign(doc)
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "fuzzed.json"
    path.write_text(to_text(doc))
    match = load_or_refuse(load_match, path)
    if match is not None:  # what loads must be playable on
        assert match.state.is_over() or match.state.legal_actions()
    rows = list_saves(folder)
    assert len(rows) == 1 and rows[0].status in ("ok", "damaged") and rows[0].label


@pytest.mark.parametrize("title", AVAILABLE)
@FUZZ
@given(data=st.data())
def test_mutated_positions_load_or_are_refused(title, data, tmp_path_factory):
    doc = data.draw(mutated(documents(title, "position")))
    path = tmp_path_factory.mktemp("fuzz") / "fuzzed.json"
    path.write_text(to_text(doc))
    state = load_or_refuse(load_position, path)
    if state is not None:
        assert state.is_over() or state.legal_actions()
        state.score_sheet()


@pytest.mark.parametrize("title", AVAILABLE)
@FUZZ
@given(seed=st.integers(0, 2**32), kind=st.sampled_from(["save", "position"]))
def test_damaged_bytes_are_refused_or_load(title, seed, kind, tmp_path_factory):
    doc = documents(title, kind)[seed % 3]
    path = tmp_path_factory.mktemp("fuzz") / "bytes.json"
    path.write_bytes(shuffled_bytes(json.dumps(doc), seed))
    load_or_refuse(load_match if kind == "save" else load_position, path)


_reviews: dict = {}


def reviewed(title, tmp_path_factory):
    """A finished game of `title` saved, and its review file's document (few iterations)."""
    from game.reviews import Review, cache_path

    if title not in _reviews:
        match = random_match(title, steps=100000, seed=11)
        path = tmp_path_factory.mktemp("review") / "game.json"
        saves.save_match(match, path)
        review = Review(match, path, iterations=2)
        review.run()
        _reviews[title] = (match, json.loads(cache_path(path).read_text()), review.rows())
    return _reviews[title]


@pytest.mark.parametrize("title", AVAILABLE)
@FUZZ
@given(data=st.data())
def test_a_mutated_review_file_is_used_only_when_it_fits_the_game(title, data, tmp_path_factory):
    """The file beside a save (game/reviews.py) is read, never trusted: a damaged or changed one
    is ignored (nothing of it used) or fits the game move for move; never an error."""
    from game.reviews import Review, cache_path

    match, doc, rows = reviewed(title, tmp_path_factory)
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "game.json"
    saves.save_match(match, path)
    if data.draw(st.booleans(), label="bytes"):
        cache_path(path).write_bytes(shuffled_bytes(json.dumps(doc), data.draw(st.integers(0, 2**32))))
    else:
        cache_path(path).write_text(to_text(data.draw(mutated([doc]))))
    review = Review(match, path, iterations=2)
    by_index = {d.index: d for d in review.decisions}
    for index, move in review.moves.items():       # what was kept: moves of this very game
        d = by_index[index]
        assert move.seat == d.seat and move.played == d.played and move.best in d.info.legal_actions()
    if review.moves and len(review.moves) == len(rows):
        assert [r["played"] for r in review.rows()] == [r["played"] for r in rows]
