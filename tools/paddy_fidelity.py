"""Record Paddy random games in full, to prove a change to the rules' internals changed no game.

For each seed and player count it plays the game `simulate` plays (game/simulate.py: the same
chooser), and writes one line per decision: the step, the seat, the whole legal listing in order,
the action chosen, the prompt, and a digest of the position after it (`to_position`).  The
listing is a digest too unless `--full` is given (then every action is written, for reading a diff).  Two records
made before and after a change must be identical:

    .venv/bin/python tools/paddy_fidelity.py record /tmp/before.txt [GAMES] [--full]
    ... change the rules ...
    .venv/bin/python tools/paddy_fidelity.py record /tmp/after.txt [GAMES] [--full]
    cmp /tmp/before.txt /tmp/after.txt

`record` also prints one digest per player count, so two runs can be compared by eye.
`--clone N` plays on a `clone()` of the state before every Nth decision (the computer players'
search copies states mid-step): the record must still be identical to the plain one.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.registry import state_class  # noqa: E402
from game.simulate import default_setup  # noqa: E402


def record_game(players: int, seed: int, out, full: bool = False, clone_every: int = 0) -> None:
    state = state_class("paddy").new(default_setup("paddy", players), seed)
    chooser = random.Random(seed ^ 0x5EED)  # as game.simulate.play_random_game
    n = 0
    while not state.is_over():
        if clone_every and n % clone_every == clone_every - 1:
            state = state.clone()
        legal = state.legal_actions()
        action = chooser.choice(legal)
        prompt = state.prompt()
        if state.step == "animals":  # the tie rule's refusal of Done, in words
            prompt += f" / {state.finish_refusal()}"
        step, seat = state.step, state.current_player()
        state.apply(action)
        digest = hashlib.sha1(json.dumps(state.to_position(), sort_keys=True).encode()).hexdigest()[:16]
        listing = " ".join(repr(a) for a in legal)
        if not full:
            listing = f"{len(legal)} actions {hashlib.sha1(listing.encode()).hexdigest()[:16]}"
        out.write(f"{players}p s{seed} #{n} {step} seat{seat} | {prompt} | {action!r} | {digest} | {listing}\n")
        n += 1
    sheet = state.score_sheet()
    out.write(f"{players}p s{seed} end {n} actions, totals {sheet.totals()}, winners {sheet.winners}, "
              f"log {hashlib.sha1(chr(10).join(state.log).encode()).hexdigest()[:16]}\n")


def main() -> None:
    argv = sys.argv[1:]
    clone_every = 0
    if "--clone" in argv:
        i = argv.index("--clone")
        clone_every = int(argv[i + 1])
        del argv[i:i + 2]
    args = [a for a in argv if a != "--full"]
    full = "--full" in argv
    if len(args) < 2 or args[0] != "record":
        sys.exit(__doc__)
    games = int(args[2]) if len(args) > 2 else 60
    with open(args[1], "w", encoding="utf-8") as out:
        for players in (2, 3, 4):
            for seed in range(1, games + 1):
                record_game(players, seed, out, full, clone_every)
            out.flush()
    text = Path(args[1]).read_bytes()
    lines = text.count(b"\n")
    print(f"{games} games per player count, {lines} lines, sha1 {hashlib.sha1(text).hexdigest()}")


if __name__ == "__main__":
    main()
