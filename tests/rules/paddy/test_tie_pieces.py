"""The tie rule's fast paths against the rule read plainly off the whole terraces().

Step 2.2's facts and the returns' listing outside it know a terrace by its mask (a piece of one
level) and look only where a tie can arise (animals.py); here, in random games of 2 to 4
players, they must agree at every decision with the rule computed from `terraces()`.
"""
import random

from game.rules.paddy import PaddyState, ReturnAnimal
from game.simulate import default_setup


def _pending_ties_plainly(s):
    """Step 2.2: the terraces where the player's count changed since the step's start and now
    equals the highest count of another seat, as `_pending_ties` reports them."""
    masks, _levels, tof = s.terraces()
    p, n = s.current, len(s.animals)
    before, now = {}, {}
    for c in s.arrangements[0]:
        if c >= 0:
            before[tof[c]] = before.get(tof[c], 0) + 1
    for c in s.animals[p]:
        if c >= 0:
            now[tof[c]] = now.get(tof[c], 0) + 1
    ties = []
    for t, m in now.items():
        row = [0] * n
        for q in range(n):
            if q != p:
                row[q] = sum(1 for c in s.animals[q] if c >= 0 and tof[c] == t)
        if m != before.get(t, 0) and max(row) == m:
            ties.append((t, m, m, row.index(m)))
    return sorted(ties, key=lambda x: masks[x[0]] & -masks[x[0]])


def _returns_plainly(s, p):
    """Outside step 2.2: a return from each of p's plots that leaves no tie (`_tie_reason`)."""
    cells = sorted({c for c in s.animals[p] if c >= 0})
    return [ReturnAnimal(c) for c in cells if s._tie_reason(p, c, -1) is None]


def test_fast_tie_paths_match_the_plain_rule():
    rng = random.Random(5)
    checked = {"ties": 0, "returns": 0}
    for n in (2, 3, 4):
        for seed in range(6):
            s = PaddyState.new(default_setup("paddy", n), 300 + seed)
            while not s.is_over():
                p = s.current
                if s.step == "animals" and s.arrangements:
                    assert s._pending_ties() == _pending_ties_plainly(s)
                    checked["ties"] += 1
                elif s.step in ("paddy", "waterfall", "draw") and p is not None:
                    assert s._return_animal_actions(p) == _returns_plainly(s, p)
                    checked["returns"] += 1
                s.apply(rng.choice(s.legal_actions()))
    assert checked["ties"] > 1000 and checked["returns"] > 500
