"""Learn to play: a guided first game per title (plain Python, no pygame).

A lesson is a script (data/<title>.json): a seed, the moves played before the lesson starts
(the prelude), then steps — the person's moves, each with what to do and why, the computer's
scripted moves, and notes to read.  `script.py` reads and checks a script, `lesson.py` follows
a match through it and says whether a move is the one taught now.  The scene side (the panel,
the outlines, the scripted computer) is game/scenes/common/tutorial.py.
"""
