"""The screens every title shares: title menu, setup, hand-off, pause, load, rules (F1),
results, and `table.py`, the base of every title's table scene."""
