"""How strong each computer level is, per title: its two-player step of the ladder of
strength (bench/ladder.py, docs/dev/computer-players.md) at the code it was measured on.

Written by `python bench/ladder.py figures` (make ladder-figures) from
bench/ladder/results.jsonl: do not edit.  tests/ai/test_ladder.py checks that it is what the
record says of today's code, so a change to a computer player drops its figures until
they are measured again.  The setup screens word them (game/scenes/common/level_words.py).
"""

FIGURES: dict[str, dict[str, dict]] = {}
