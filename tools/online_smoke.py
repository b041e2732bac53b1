"""An online game through a packaged build: its server, its headless clients, its export.

    python tools/online_smoke.py dist/tabletop/tabletop            (the Linux build)
    python tools/online_smoke.py --wine dist/windows/tabletop/tabletop.exe   (the Windows build)

CI runs it on the downloads, so a piece the bundle lacks for online play (websockets, sqlite3,
the worker process of a computer seat, asyncio's pieces on Windows) fails CI, not a player. It
starts `serve --port 0` on loopback, creates a 2-player Koinobori table with one computer seat
played by the server and one person seat played by `online play --level random`, waits for the
end, exports the table from the server's store, replays the export, and stops the server with
SIGTERM (Linux) or by killing it (Wine). Prints one line per step; exit code 0 when all held.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def windows_path(path: Path) -> str:
    return "Z:" + str(path).replace("/", "\\")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the packaged program (or 'python' for the source tree)")
    parser.add_argument("--wine", action="store_true", help="a Windows build, run under Wine")
    parser.add_argument("--kill", action="store_true", help="stop the server by killing it (Windows has no SIGTERM)")
    args = parser.parse_args(argv)
    if args.program == "python":
        base = [sys.executable, "-m", "game"]
    else:
        base = (["wine"] if args.wine else []) + [str(Path(args.program).resolve())]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk", WINEDEBUG="-all")
    if args.wine:   # the Wine prefix of the Windows build's cache (tools/windows/build.py)
        sys.path.insert(0, str(Path(__file__).resolve().parent / "windows"))
        from build import cache_dir, wine_env

        env.update(wine_env(cache_dir(None)), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk")

    def here(path: Path) -> str:
        return windows_path(path) if args.wine else str(path)

    def run(*words: str, timeout: float = 180) -> str:
        done = subprocess.run([*base, *words], env=env, stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=timeout, errors="replace")
        if done.returncode:
            sys.exit(f"online-smoke: {' '.join(words[:2])} exited with {done.returncode}: "
                     f"{(done.stderr or done.stdout).strip()[-600:]}")
        return done.stdout

    with tempfile.TemporaryDirectory(prefix="tabletop-online-smoke-") as folder:
        work = Path(folder)
        env["TABLETOP_DATA_DIR"] = here(work / "user")
        server = subprocess.Popen([*base, "serve", "--port", "0", "--data", here(work / "server")], env=env,
                                  stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True, errors="replace")
        try:
            first = server.stdout.readline().strip()
            if not first.startswith("listening on ws://"):
                sys.exit(f"online-smoke: the server said {first!r}, not 'listening on ws://…' "
                         f"({server.stderr.read()[-600:] if server.poll() is not None else 'still running'})")
            url = first.split()[-1]
            print(f"online-smoke: server {first}")
            start = time.perf_counter()
            created = json.loads(run("online", "create", "koinobori", "--players", "2", "--server", url,
                                     "--seed", "5", "--computer", "2:random", "--json"))
            code, token = created["table"], created["seats"][0]["token"]
            played = json.loads(run("online", "play", "--server", url, "--token", token, "--level", "random",
                                    "--json", timeout=300))
            if not played.get("over"):
                sys.exit(f"online-smoke: the game did not end: {played}")
            print(f"online-smoke: table {code} played to the end in {time.perf_counter() - start:.1f} s: "
                  f"scores {played['scores']}, winners {played['winners']}")
            save = work / "export.json"
            run("online", "export", code, "--data", here(work / "server"), here(save))
            run("replay", here(save))
            print("online-smoke: exported from the store and replayed")
        finally:
            if args.wine or args.kill:
                server.kill()
            else:
                server.send_signal(signal.SIGTERM)
            try:
                code_at_exit = server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                sys.exit("online-smoke: the server did not stop on SIGTERM")
        if not (args.wine or args.kill) and code_at_exit != 0:
            sys.exit(f"online-smoke: the server exited with {code_at_exit} on SIGTERM")
        print("online-smoke: server stopped cleanly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
