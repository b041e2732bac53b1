"""The bench/ scripts as modules for their tests (bench/ is not a package)."""
import importlib.util
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def load_bench(name: str):
    """bench/NAME.py, executed fresh and registered in sys.modules (dataclasses look their
    module up there)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", os.path.join(ROOT, "bench", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
