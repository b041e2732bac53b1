"""`make help` lists every Makefile target that carries a `## ` description (a play-test found
`make help` missing), and `make` alone still only sets up .venv (its first target)."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="no make")


def described_targets() -> dict[str, str]:
    found = {}
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([a-zA-Z][a-zA-Z0-9_-]*):[^#]*## (.*)$", line)
        if m:
            found[m.group(1)] = m.group(2).strip()
    return found


def test_make_help_lists_every_described_target():
    done = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    listed = {}
    for line in done.stdout.splitlines():
        name, _, words = line.strip().partition(" ")
        listed[name] = words.strip()
    targets = described_targets()
    for name in ("play", "test", "package", "wheel", "smoke", "clean", "help"):
        assert name in targets
    assert listed == targets


def test_make_alone_still_only_sets_up_the_venv():
    done = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "-n", "-p"],
                          capture_output=True, text=True, timeout=60)
    goal = re.search(r"^\.DEFAULT_GOAL := (.*)$", done.stdout, re.M)
    assert goal is not None and goal.group(1).strip() == ".venv/.installed"
