"""Run every benchmark and print its figures (nothing is asserted)."""
import runpy
from pathlib import Path

HERE = Path(__file__).resolve().parent

for name in ("startup", "rules", "paddy_placements", "pondscape_scoring", "frames", "paddy_frames", "results"):
    print(f"== {name} ==")
    runpy.run_path(str(HERE / f"{name}.py"), run_name="__main__")
