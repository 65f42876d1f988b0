#!/usr/bin/env python3
"""`itin check` on a 10,000-item trip with `who` on a third of its entries, beside the same
trip without (issue 52: within 2x).

The trip is itin-bench's generated one (games, legs, stays and notes); the `who` copy gives it
three travellers and, to every third game and item, one or two of them, so that each
traveller's walk is checked on its own. `itin check FILE` is run RUNS times on each, in turn;
printed: the median wall time from spawn to exit and the median CPU time (user + system, from
wait4: what other work on the machine does not inflate), and the ratio of the CPU medians.

usage: bench_who.py ITIN ITIN_BENCH [ITEMS] [RUNS]
"""
import json, os, random, statistics, subprocess, sys, tempfile, time

GOAL_RATIO = 2.0
TRAVELLERS = ["Alice", "Bob", "Carol"]


def with_who(library, seed=52):
    rng = random.Random(seed)
    for trip in library["trips"]:
        trip["travellers"] = TRAVELLERS
        for n, entry in enumerate(trip.get("games", []) + trip.get("items", [])):
            if n % 3 == 0:
                entry["who"] = rng.sample(TRAVELLERS, rng.randint(1, 2))
    return library


def timed(command, env):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if status >> 8 not in (0, 1):  # 1: an item the rules forbid, which a generated trip may have
        sys.exit(f"{' '.join(command)} failed: {process.stderr.read().decode()}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    itin, bench = sys.argv[1], sys.argv[2]
    items = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 15
    with tempfile.TemporaryDirectory() as scratch:
        plain = os.path.join(scratch, "plain.json")
        subprocess.run([bench, "generate", str(items), plain], check=True, stdout=subprocess.DEVNULL)
        shared = os.path.join(scratch, "who.json")
        with open(plain) as f:
            library = json.load(f)
        with open(shared, "w") as f:
            json.dump(with_who(library), f, indent=2)
        env = dict(os.environ, ITIN_CONFIG=os.path.join(scratch, "none.toml"))
        times = {plain: [], shared: []}
        for _ in range(runs):
            for path in (plain, shared):
                times[path].append(timed([itin, "check", path], env))
        print("| itin check | items | wall median | CPU median |")
        print("|---|---|---|---|")
        cpu = {}
        for path, label in ((plain, "no who"), (shared, "who on a third")):
            wall = statistics.median(t[0] for t in times[path])
            cpu[path] = statistics.median(t[1] for t in times[path])
            print(f"| {label} | {items:,} | {wall:.1f} ms | {cpu[path]:.1f} ms |")
        ratio = cpu[shared] / cpu[plain]
        verdict = "ok" if ratio <= GOAL_RATIO else "OVER"
        print(f"\nwho on a third: {ratio:.2f}x the CPU time of none (the goal: at most {GOAL_RATIO:.0f}x) {verdict}")


main()
