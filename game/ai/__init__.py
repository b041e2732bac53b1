"""Computer players: plain Python, no pygame.

- infostate.py: `InfoState`, the only thing a player is given (what one seat may know).
- players.py: `make_player(level)` for "random", "easy", "normal", "hard"; `choose()`.
- search.py: `Budget`, play-outs, flat Monte Carlo and Information Set MCTS.
- knowledge.py and titles/: each title's evaluation and play-out policy (no rules).
- worker.py: runs a decision in a worker process for the window (poll / cancel).
- arena.py: computer-only games and their statistics (`python -m game arena`).
"""
from .infostate import InfoState
from .players import DEFAULT_BUDGETS, LEVELS, Player, make_player
from .search import Budget

__all__ = ["InfoState", "Budget", "DEFAULT_BUDGETS", "LEVELS", "Player", "make_player"]
