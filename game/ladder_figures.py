"""How strong each computer level is, per title: its two-player step of the ladder of
strength (bench/ladder.py, docs/dev/computer-players.md) at the code it was measured on
(FIGURES), and Hard against Normals at bigger tables where that is measured (AT_TABLES,
by the number of players).

Written by `python bench/ladder.py figures` (make ladder-figures) from
bench/ladder/results.jsonl: do not edit.  tests/ai/test_ladder.py checks that it is what the
record says of today's code, so a change to a computer player drops its figures until
they are measured again.  The setup screens word them (game/scenes/common/level_words.py).
"""

FIGURES: dict[str, dict[str, dict]] = {
    "koinobori": {
        "easy": {
            "against": "random",
            "games": 52,
            "wins": 43.5
        },
        "hard": {
            "against": "normal",
            "games": 66,
            "wins": 51.0
        },
        "normal": {
            "against": "easy",
            "games": 18,
            "wins": 18.0
        }
    },
    "ladybird": {
        "easy": {
            "against": "random",
            "games": 54,
            "wins": 45.0
        },
        "hard": {
            "against": "normal",
            "games": 66,
            "wins": 51.0
        },
        "normal": {
            "against": "easy",
            "games": 16,
            "wins": 16.0
        }
    },
    "paddy": {
        "easy": {
            "against": "random",
            "games": 16,
            "wins": 16.0
        },
        "hard": {
            "against": "normal",
            "games": 76,
            "wins": 54.0
        },
        "normal": {
            "against": "easy",
            "games": 30,
            "wins": 28.0
        }
    },
    "pondscape": {
        "easy": {
            "against": "random",
            "games": 16,
            "wins": 16.0
        },
        "hard": {
            "against": "normal",
            "games": 74,
            "wins": 57.0
        },
        "normal": {
            "against": "easy",
            "games": 16,
            "wins": 16.0
        }
    }
}

AT_TABLES: dict[str, dict[str, dict[str, dict]]] = {
    "koinobori": {
        "3": {
            "hard": {
                "against": "normal",
                "games": 84,
                "wins": 53.5
            }
        },
        "4": {
            "hard": {
                "against": "normal",
                "games": 86,
                "wins": 38.0
            }
        },
        "5": {
            "hard": {
                "against": "normal",
                "games": 86,
                "wins": 31.5
            }
        }
    },
    "ladybird": {
        "3": {
            "hard": {
                "against": "normal",
                "games": 75,
                "wins": 50.0
            }
        },
        "4": {
            "hard": {
                "against": "normal",
                "games": 81,
                "wins": 33.5
            }
        }
    },
    "paddy": {
        "3": {
            "hard": {
                "against": "normal",
                "games": 94,
                "wins": 50.0
            }
        },
        "4": {
            "hard": {
                "against": "normal",
                "games": 107,
                "wins": 29.5
            }
        }
    },
    "pondscape": {
        "3": {
            "hard": {
                "against": "normal",
                "games": 87,
                "wins": 53.0
            }
        },
        "4": {
            "hard": {
                "against": "normal",
                "games": 87,
                "wins": 39.0
            }
        }
    }
}
