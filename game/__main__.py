import multiprocessing
import sys

if __name__ == "__main__":
    # In a PyInstaller build the computer players' worker process (game/ai/worker.py,
    # started with "spawn") re-runs this executable; freeze_support() turns that run into
    # the worker instead of a second window.
    multiprocessing.freeze_support()
    from game.cli import main

    sys.exit(main())
