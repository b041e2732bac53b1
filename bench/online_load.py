"""The table server under load: N computer-vs-computer tables at once on one server process.

Starts a real server (`python -m game serve --port 0`) on loopback with a fresh data folder,
then `python -m game online load` in another process: N tables (default 500) of two seats, each
seat its own connection played by a random computer, all at once.  Prints tables finished,
errors, moves per second, the move round trip (sent to acknowledged) at p50 / p99, and the
server's memory per open table: its RSS (/proc/PID/status) at the busiest moment of the run less
its RSS before, divided by N (and the same after the run).  Goals (issue 25) on the 2-core
machine: 500 tables at once, 0 errors, p99 <= 50 ms.

    nice .venv/bin/python bench/online_load.py [--tables N] [--title koinobori] [--pause-ms MS] [--profile OUT]

With no pause every seat moves as soon as the server has answered: the figures are the server's
throughput, and the round trip is then mostly the queue of the other tables' moves.  With
`--pause-ms 1000` the seats move about once a second, like quick people: the round trip of a
busy server that keeps up.

`--profile OUT` runs the server under cProfile and writes its statistics to OUT (the top
functions are printed), to see what dominates the round trip.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_P99_MS = 50.0


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """User + system CPU seconds a process has used so far (/proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _more_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 65536, hard))


def start_server(data: str, profile: str | None) -> tuple[subprocess.Popen, str]:
    command = [sys.executable]
    if profile:
        command += ["-m", "cProfile", "-o", profile]
    command += ["-m", "game", "serve", "--host", "127.0.0.1", "--port", "0", "--data", data]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env=env, cwd=ROOT, preexec_fn=_more_files)
    line = server.stdout.readline().strip()
    if not line.startswith("listening on "):
        server.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    threading.Thread(target=server.stdout.read, daemon=True).start()   # drain the rest
    return server, line.split("listening on ", 1)[1].split()[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--title", default="koinobori")
    parser.add_argument("--level", default="random")
    parser.add_argument("--pause-ms", type=int, default=0,
                        help="each seat's pause before each move (0: flat out, the server's throughput)")
    parser.add_argument("--profile", metavar="OUT", help="run the server under cProfile, statistics to OUT")
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="tabletop-bench-online-")
    server, url = start_server(data, args.profile)
    peak = [0]
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], rss_kib(server.pid))
            time.sleep(0.25)

    try:
        time.sleep(0.5)
        before = rss_kib(server.pid)
        server_cpu = cpu_s(server.pid)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        started = time.monotonic()
        run = subprocess.run([sys.executable, "-m", "game", "online", "load", "--server", url,
                              "--tables", str(args.tables), "--title", args.title, "--level", args.level,
                              "--pause-ms", str(args.pause_ms),
                              "--json"], capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)),
                             cwd=ROOT, preexec_fn=_more_files)
        wall = time.monotonic() - started
        done.set()
        sampler.join()
        after = rss_kib(server.pid)
        server_cpu = cpu_s(server.pid) - server_cpu
        now = resource.getrusage(resource.RUSAGE_CHILDREN)
        client_cpu = (now.ru_utime - children.ru_utime) + (now.ru_stime - children.ru_stime)
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
    if run.returncode not in (0, 1) or not run.stdout.strip():
        print(run.stderr.strip() or f"online load exited {run.returncode}", file=sys.stderr)
        return 1
    figures = json.loads(run.stdout)
    per_table_peak = (peak[0] - before) / args.tables
    per_table_after = (after - before) / args.tables
    pace = f"a pause of ~{args.pause_ms} ms before each move" if args.pause_ms else "flat out"
    print(f"online load: {args.tables} tables of {args.title} (2 seats, {args.level}, {pace}) on one server, {wall:.1f} s")
    print(f"  tables finished   {figures['finished']} / {figures['tables']}")
    print(f"  errors            {figures['errors']}   (goal 0)")
    print(f"  moves             {figures['moves']}  ({figures['moves_per_s']} moves/s)")
    print(f"  round trip        p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms   (goal p99 <= {GOAL_P99_MS:g} ms)")
    print(f"  once all open     p50 {figures['p50_ms_all_open']} ms, p99 {figures['p99_ms_all_open']} ms"
          f"   (moves sent after the last table was created)")
    print(f"  server RSS        {before / 1024:.1f} MiB before, {peak[0] / 1024:.1f} MiB at the peak, "
          f"{after / 1024:.1f} MiB after")
    print(f"  memory per table  {per_table_peak:.1f} KiB while open, {per_table_after:.1f} KiB after the games")
    per_move = 1000.0 * server_cpu / max(1, figures["moves"])
    print(f"  CPU               server {server_cpu:.1f} s ({per_move:.2f} ms a move, its End turn and "
          f"states included), load clients {client_cpu:.1f} s (of {wall:.1f} s on {os.cpu_count()} cores)")
    print(f"  load average      {open('/proc/loadavg').read().split()[0]} at the end (other work on the machine)")
    if figures.get("problems"):
        print("  first problems    " + "; ".join(figures["problems"]))
    if args.profile:
        import pstats

        print()
        pstats.Stats(args.profile).sort_stats("cumulative").print_stats(25)
    ok = figures["errors"] == 0 and figures["finished"] == args.tables and figures["p99_ms"] <= GOAL_P99_MS
    print("goals met" if ok else "goals NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
