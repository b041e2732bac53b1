"""The release workflow (.github/workflows/release.yml) cannot run here: check it with actionlint,
and check that it builds, smoke-runs and uploads every download the README names."""
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def actionlint() -> str:
    found = shutil.which("actionlint") or str(Path(sys.executable).parent / "actionlint")
    if not Path(found).exists():
        if sys.platform == "linux" and platform.machine() == "x86_64":
            pytest.fail("actionlint is missing: it is a test dependency (pip install -e '.[test]')")
        pytest.skip("actionlint's wheel is for Linux x86_64 only")
    return found


def test_actionlint_finds_no_problem():
    done = subprocess.run([actionlint(), "-no-color", str(WORKFLOW)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text().replace("runs-on: windows-2022", "runs-on: [windows-2022"))
    done = subprocess.run([actionlint(), "-no-color", str(broken)], capture_output=True, text=True)
    assert done.returncode != 0


def test_every_download_is_built_smoke_run_and_uploaded():
    text = WORKFLOW.read_text()
    for download in ("tabletop-linux.zip", "tabletop-windows.zip", "tabletop-setup.exe", "tabletop-macos.dmg", "*.whl"):
        assert download in text, download
    assert text.count("--smoke") >= 4   # Linux, Windows (program and installed copy), macOS
    assert "runs-on: windows-" in text and "runs-on: macos-" in text
