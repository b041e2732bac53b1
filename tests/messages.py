"""Every text the rules make in a random game: prompts, refusal reasons, log lines, descriptions
of actions, score sheets, solo ranks.  For the message tests (tests/rules/test_messages.py).

`collect(title, players, seed)` plays a seeded random game through the rules alone and returns
the texts met, in order, as (kind, text) pairs.  Reasons come from candidate actions: actions
that were legal earlier in the game, some with one number nudged, checked against the current
position (most are refused, for all sorts of reasons).  The candidates and the moves are drawn
from generators of their own, so the game played is the same in any language.
"""
from __future__ import annotations

import dataclasses
import random

from game.i18n import _
from game.rules.registry import state_class
from game.simulate import default_setup

CHECKS_PER_STEP = 6
DESCRIBED_PER_STEP = 6


def _nudge(rng: random.Random, action):
    """`action` with one int field changed a little (or a lot): a near miss."""
    fields = [f for f in dataclasses.fields(action)
              if isinstance(getattr(action, f.name), int) and not isinstance(getattr(action, f.name), bool)]
    if not fields:
        return action
    f = rng.choice(fields)
    value = getattr(action, f.name)
    value = value + rng.choice((-9, -8, -2, -1, 1, 2, 8, 9)) if rng.random() < 0.8 else rng.randrange(-1, 70)
    return dataclasses.replace(action, **{f.name: value})


def _sheet_texts(sheet) -> list[tuple[str, str]]:
    out = [("category", c) for c in sheet.categories]
    if sheet.tiebreak:
        out.append(("tiebreak", sheet.tiebreak))
    out += [("note", n) for n in sheet.notes]
    return out


def collect(title: str, players: int, seed: int, max_steps: int | None = None) -> list[tuple[str, str]]:
    """The texts of one random game of `title` (see the module doc)."""
    cls = state_class(title)
    state = cls.new(default_setup(title, players), seed)
    moves = random.Random(seed ^ 0x5EED)
    probes = random.Random(seed * 31 + players)
    texts: list[tuple[str, str]] = [("round_word", _(cls.ROUND_WORD))]
    while state.forced_action() is not None:
        state.apply(state.forced_action())
    texts += [("log", line) for line in state.log]
    pool: list = []
    steps = 0
    while not state.is_over() and (max_steps is None or steps < max_steps):
        texts.append(("prompt", state.prompt()))
        texts.append(("progress", state.progress()))
        if hasattr(state, "public_prompt"):
            texts.append(("prompt", state.public_prompt()))
        actions = state.legal_actions()
        for a in probes.sample(actions, min(DESCRIBED_PER_STEP, len(actions))):
            texts.append(("describe", state.describe_action(a)))
        if pool:
            for _k in range(CHECKS_PER_STEP):
                candidate = probes.choice(pool)
                if probes.random() < 0.5:
                    candidate = _nudge(probes, candidate)
                try:
                    reason = state.check(candidate)
                except (TypeError, ValueError, KeyError, IndexError):
                    continue
                if reason is not None:
                    texts.append(("reason", reason))
        if len(pool) < 400:
            pool += probes.sample(actions, min(3, len(actions)))
        else:
            pool[probes.randrange(len(pool))] = probes.choice(actions)
        action = moves.choice(actions)
        texts.append(("describe", state.describe_action(action)))
        lines = len(state.log)
        state.apply(action)
        while state.forced_action() is not None:   # a seat's automatic step: applied by itself, as a match does
            state.apply(state.forced_action())
        texts += [("log", line) for line in state.log[lines:]]
        steps += 1
        if steps % 25 == 0:
            texts += _sheet_texts(state.score_sheet())
    texts.append(("progress", state.progress()))
    texts.append(("prompt", state.prompt()))
    if state.is_over():
        texts.append(("reason", state.check(pool[0]) if pool else ""))
    texts += _sheet_texts(state.score_sheet())
    for name, sheet in state.phase_scores():
        texts.append(("phase", name))
        texts += _sheet_texts(sheet)
    rank = state.solo_achievement()
    if rank:
        texts.append(("solo", rank))
    texts += [("solo", name) for name, _low in state.solo_ranks()]
    return [(k, t) for k, t in texts if t]


# The games the message tests play: every title at every table size, three seeds.
def games() -> list[tuple[str, int, int]]:
    from game.rules.registry import TITLES, is_available

    out = []
    for title, info in TITLES.items():
        if not is_available(title):
            continue
        for players in range(info.min_players, info.max_players + 1):
            for seed in (1, 2, 3):
                out.append((title, players, seed))
    return out
