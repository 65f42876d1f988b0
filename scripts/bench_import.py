#!/usr/bin/env python3
"""Thirty clubs' full-season schedules, as the clubs publish them, read by `itin import` and
`itin suggest` (the goal: within 0.5 s each).

`itin-bench season --format published DIR` writes a generated 30-team season as each club
publishes it, in turn the site's downloadable CSV and the calendar feed in its older and its
current form: every game in two clubs' files, played games with their results, games whose
time is not set. Timed, RUNS times each: `itin import` of all thirty into a new trip with
`--dry-run` (reading, resolving, de-duplicating and planning, nothing written) and without (the
file written too), and `itin suggest` of the thirty over one day (the reading; the search of one
day is nothing). Printed: the events read, the median wall time from spawn to exit and the
median CPU time (from wait4), against the goal.

usage: bench_import.py ITIN ITIN-BENCH [RUNS]
"""
import os, re, statistics, subprocess, sys, tempfile, time

GOAL_MS = 500.0


def timed(command, env):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    out = process.stdout.read().decode()
    if status != 0:
        sys.exit(f"{' '.join(command[:3])} … failed ({status >> 8}): {process.stderr.read().decode()[:2000]}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, out


def main():
    itin, bench = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    with tempfile.TemporaryDirectory() as scratch:
        feeds = os.path.join(scratch, "feeds")
        paths = subprocess.run([bench, "season", "--format", "published", feeds], check=True,
                               capture_output=True, text=True).stdout.split()
        events = sum(len(re.findall(r"^BEGIN:VEVENT", open(p).read(), re.M)) if p.endswith(".ics")
                     else open(p).read().count("\n") - 1 for p in paths)
        env = dict(os.environ, ITIN_CONFIG=os.path.join(scratch, "none.toml"))
        library = os.path.join(scratch, "trips.json")
        commands = [
            ("itin import … --dry-run", [itin, "import", library] + paths + ["--new", "Season", "--dry-run"], None),
            ("itin import", [itin, "import", library] + paths + ["--new", "Season"], library),
            ("itin suggest (one day)", [itin, "suggest"] + paths + ["--from", "2026-06-02", "--to", "2026-06-02"], None),
        ]
        print(f"| command | files | events | wall median | CPU median | goal |")
        print("|---|---|---|---|---|---|")
        for name, command, written in commands:
            times = []
            for _ in range(runs):
                if written and os.path.exists(written):
                    os.remove(written)
                times.append(timed(command, env))
            wall = statistics.median(t[0] for t in times)
            cpu = statistics.median(t[1] for t in times)
            verdict = "ok" if cpu <= GOAL_MS else "OVER"
            print(f"| {name} | {len(paths)} | {events:,} | {wall:.0f} ms | {cpu:.0f} ms | {GOAL_MS:.0f} ms {verdict} |")
        print()
        print("What the import said:")
        if os.path.exists(library):
            os.remove(library)
        said = timed(commands[0][1], env)[2].splitlines()
        print("\n".join("    " + line for line in said[:12]))


main()
