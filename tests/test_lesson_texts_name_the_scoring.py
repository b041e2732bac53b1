"""Two lesson notes stopped short of a rule they lean on (a play-test): Ladybird's step 7 said
"you gain a childhood memory" and never what memories are worth (the score then jumped), and
Koinobori's last note said a pole "scores the colour with the most carp on it, unless tied" and
stopped there (the Japanese said what a tie does: 引き分けなら次に多い色).  The notes now say both,
in the rulebook's terms, and the figures are the rules' own."""
from __future__ import annotations

import re

from game.rules.ladybird.data import memories_points
from game.tutorial.script import load


def test_ladybirds_memory_step_says_what_memories_score_by_the_rules_table():
    say = next(step.say for step in load("ladybird").steps if step.say and "childhood memory" in step.say)
    assert "score" in say.split("childhood memory", 1)[1], say
    pairs = re.findall(r"(\d) (?:is|are) worth (\d+)", say)
    assert len(pairs) >= 3, say
    for n, points in pairs:
        assert memories_points(int(n)) == int(points), (n, points)


def test_koinobori_last_note_says_what_a_tie_passes_to():
    say = next(step.say for step in load("koinobori").steps if step.say and "most carp on it" in step.say)
    assert "unless tied;" not in say, say
    assert "if tied, the next count down" in say, say
