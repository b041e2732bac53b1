"""One-field edits of real positions, and the verdict on each: refused in one sentence, or
playable to the end.

A position from a random seeded game is edited once, the way a person editing the file (or a
hostile sender) would: a card moved between two hands or areas, the seat to act moved on, a
step or phase name changed to another valid one, a flag flipped, a counter changed by one, two
seats' data swapped.  The loader must refuse the result (FileRefused, one sentence) or random
play from it must reach the end of the game without an exception and without a state in which
nobody can move.  Used by test_positions_edited.py and tools/count_unplayable_positions.py.
"""
from __future__ import annotations

import copy
import functools
import json
import random
from dataclasses import dataclass

from game.files import FileRefused
from game.positions import position_to_json, state_from_json
from game.rules.base import AUTOMA
from game.rules.match import Match
from game.rules.registry import title_info
from game.simulate import default_setup

SKIP_KEYS = {"rng", "log", "turn_id", "reveal_count", "setup", "harvests", "tiebreak_note",
             "version", "format", "title"}
KINDS = ("move", "name", "number", "flip", "swap")


def _norm(path: tuple) -> tuple:
    return tuple("*" if isinstance(p, int) else p for p in path)


def _leaves(doc, path=()):
    """(path, value) for every value the rules read (the generator, log and counters of undo
    are left alone: they are not what a player edits)."""
    yield path, doc
    if isinstance(doc, dict):
        for key, value in doc.items():
            if key not in SKIP_KEYS:
                yield from _leaves(value, path + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _leaves(value, path + (i,))


def _get(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def _is_int(v) -> bool:
    return type(v) is int


@dataclass
class Sample:
    """Positions of one title and player count, and the values seen at each field."""
    title: str
    players: int
    positions: list[dict]
    vocab: dict          # normalised path -> values seen there (strings, None, ints)


@functools.lru_cache(maxsize=32)
def sample(title: str, players: int, games: int, per_game: int, seed: int) -> Sample:
    """`per_game` positions at random points of each of `games` random seeded games."""
    rng = random.Random(f"{title}/{players}/{seed}")
    positions = []
    vocab: dict = {}
    for g in range(games):
        match = Match(default_setup(title, players), rng.randrange(2 ** 31))
        snaps = []
        while not match.state.is_over():
            snaps.append(match.state.to_position())
            match.apply(rng.choice(match.state.legal_actions()))
        for snap in snaps:
            for path, value in _leaves(snap):
                if value is None or isinstance(value, (str, int)) and not isinstance(value, bool):
                    vocab.setdefault(_norm(path), set()).add(value)
        picks = rng.sample(range(len(snaps)), min(per_game, len(snaps)))
        positions += [json.loads(json.dumps(snaps[i])) for i in sorted(picks)]
    return Sample(title, players, positions, {k: sorted(v, key=repr) for k, v in vocab.items()})


def _pick(rng: random.Random, items: list):
    """One of `items` ((path, value) pairs), each field alike (a seat's hand as likely as its
    used garden tiles, however many columns of cards there are), then one of that field's."""
    fields: dict = {}
    for item in items:
        fields.setdefault(_norm(item[0]), []).append(item)
    return rng.choice(fields[rng.choice(sorted(fields))])


def edit(sample_: Sample, doc: dict, rng: random.Random) -> tuple[str, dict] | None:
    """One edit of a copy of `doc` (None when the drawn kind has nothing to edit)."""
    doc = copy.deepcopy(doc)
    leaves = list(_leaves(doc))[1:]
    kind = rng.choice(KINDS)
    if kind == "move":     # a card (or any id) from one list to another
        lists = [(p, v) for p, v in leaves if isinstance(v, list) and all(_is_int(x) for x in v)]
        sources = [(p, v) for p, v in lists if v]
        if not sources or len(lists) < 2:
            return None
        src_path, src = _pick(rng, sources)
        same = [(p, v) for p, v in lists if _norm(p) == _norm(src_path) and p != src_path]
        others = same if same and rng.random() < 0.6 else [(p, v) for p, v in lists if p != src_path]
        dst_path, dst = _pick(rng, others)
        item = src.pop(rng.randrange(len(src)))
        dst.insert(rng.randint(0, len(dst)), item)
        return f"move {item} from {_show(src_path)} to {_show(dst_path)}", doc
    if kind == "name":     # a step, phase or other name (or null) to another value seen there
        names = [(p, v) for p, v in leaves if (v is None or isinstance(v, str))
                 and len(sample_.vocab.get(_norm(p), ())) > 1]
        if not names:
            return None
        path, value = _pick(rng, names)
        new = rng.choice([x for x in sample_.vocab[_norm(path)] if x != value and not _is_int(x)] or [None])
        if new == value:
            return None
        _get(doc, path[:-1])[path[-1]] = new
        return f"{_show(path)}: {value!r} -> {new!r}", doc
    if kind == "number":   # a counter or seat number by one, or to another value seen there
        ints = [(p, v) for p, v in leaves if _is_int(v)]
        if not ints:
            return None
        path, value = _pick(rng, ints)
        seen = [x for x in sample_.vocab.get(_norm(path), ()) if _is_int(x) and x != value]
        new = rng.choice(seen) if seen and rng.random() < 0.3 else value + rng.choice((-1, 1))
        _get(doc, path[:-1])[path[-1]] = new
        return f"{_show(path)}: {value} -> {new}", doc
    if kind == "flip":
        flags = [(p, v) for p, v in leaves if isinstance(v, bool)]
        if not flags:
            return None
        path, value = _pick(rng, flags)
        _get(doc, path[:-1])[path[-1]] = not value
        return f"{_show(path)}: {value} -> {not value}", doc
    # swap: two seats' data (two entries of a per-seat list, or one field of two seats)
    per_seat = [(p, v) for p, v in leaves if isinstance(v, list) and len(v) == sample_.players >= 2
                and not all(_is_int(x) and x < 0 for x in v)]
    if not per_seat:
        return None
    path, value = _pick(rng, per_seat)
    i, j = rng.sample(range(len(value)), 2)
    if isinstance(value[i], dict) and rng.random() < 0.6:
        key = rng.choice(sorted(value[i]))
        value[i][key], value[j][key] = value[j][key], value[i][key]
        return f"swap {_show(path)}[{i}/{j}].{key}", doc
    value[i], value[j] = value[j], value[i]
    return f"swap {_show(path)}[{i}] and [{j}]", doc


def _show(path: tuple) -> str:
    return ".".join(str(p) for p in path)


def envelope(title: str, inner: dict) -> dict:
    return {"format": "tabletop-position", "title": title, "position": inner}


def verdict(title: str, inner: dict, seed: int, max_moves: int) -> tuple[str, str]:
    """("refused", sentence), ("played", ""), or a problem: ("stuck" | "crash" | "endless", what).

    An accepted position is played on by random legal moves (seeded) to the end."""
    try:
        state = state_from_json(envelope(title, copy.deepcopy(inner)), "edited.json")
    except FileRefused as error:
        return "refused", str(error)
    except Exception as error:  # noqa: BLE001 - what the test is looking for
        return "crash", f"the loader failed with {type(error).__name__}: {error}"
    chooser = random.Random(seed)
    for move in range(max_moves):
        try:
            if state.is_over():
                state.score_sheet()
                return "played", ""
            seat = state.current_player()
            forced = state.forced_action() if seat is None else None
            if forced is not None:   # no one's step (Paddy's cycle end): the match applies it
                state.apply(forced)
                continue
            actions = state.legal_actions()
            if not actions or seat is None or not (seat == AUTOMA or 0 <= seat < state.num_players):
                return "stuck", f"after {move} moves: seat {seat!r}, {len(actions)} legal moves ({state.prompt()})"
            action = chooser.choice(actions)
            state.apply(action)
        except Exception as error:  # noqa: BLE001
            return "crash", f"after {move} moves: {type(error).__name__}: {error}"
    return "endless", f"not over after {max_moves} moves"


def game_length(title: str, players: int) -> int:
    """Moves of one random game (the bound on a playout is a multiple of it)."""
    match = Match(default_setup(title, players), 1)
    chooser = random.Random(1)
    moves = 0
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
        moves += 1
    return moves


def player_counts(title: str) -> range:
    info = title_info(title)
    return range(info.min_players, info.max_players + 1)


def run(title: str, players: int, edits: int, seed: int, games: int = 2, per_game: int = 8):
    """Yield (description, verdict, detail) for `edits` edited positions of one title/count."""
    s = sample(title, players, games, per_game, seed)
    bound = 10 * game_length(title, players) + 200
    rng = random.Random(f"edits/{title}/{players}/{seed}")
    done = 0
    while done < edits:
        base = rng.choice(s.positions)
        made = edit(s, base, rng)
        if made is None:
            continue
        what, doc = made
        if doc == base:
            continue
        done += 1
        result, detail = verdict(title, doc, rng.randrange(2 ** 31), bound)
        yield what, result, detail, doc


__all__ = ["KINDS", "Sample", "sample", "edit", "verdict", "run", "player_counts", "envelope",
           "position_to_json"]
