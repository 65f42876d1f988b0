#!/usr/bin/env python3
"""`itin costs` on a trip of 10,000 costs (issue 38: within 50 ms).

A trip of 30 days and six travellers whose notes, legs and games each carry a cost: paid by
one of them or not yet, in dollars (most), euros or yen, shared by everyone, by a list or by
weight. `itin costs FILE` (text, by day) and `--by traveller --format csv` are run RUNS times
each; printed: the median wall time from spawn to exit and the median CPU time (user +
system, from wait4: what other work on the machine does not inflate), against the goal.

usage: bench_costs.py ITIN [COSTS] [RUNS]
"""
import json, os, random, statistics, subprocess, sys, tempfile, time

GOAL_MS = 50.0
TRAVELLERS = ["Alice", "Bob", "Carol", "Dan", "Eve", "Frank"]


def library(costs, seed=38):
    rng = random.Random(seed)
    days = 30
    games, items = [], []
    for n in range(costs):
        cost = {"amount": round(rng.randint(100, 50_000) / 100, 2)}
        currency = rng.choices(["USD", "EUR", "JPY", None], [6, 2, 1, 3])[0]
        if currency == "JPY":
            cost["amount"] = rng.randint(100, 30_000)
        if currency:
            cost["currency"] = currency
        if rng.random() < 0.8:
            cost["paidBy"] = rng.choice(TRAVELLERS)
        shape = rng.random()
        if shape < 0.3:
            cost["split"] = rng.sample(TRAVELLERS, rng.randint(1, len(TRAVELLERS)))
        elif shape < 0.5:
            cost["split"] = {name: rng.randint(1, 4) for name in rng.sample(TRAVELLERS, rng.randint(1, 4))}
        day = 1 + n * days // costs
        if n % 10 == 0:
            games.append({"id": f"g{n}", "day": day, "time": "19:10", "away": "A", "home": "B",
                          "venue": "Park", "city": "Boston", "cost": cost})
        else:
            items.append({"id": f"n{n}", "kind": "custom", "day": day, "sortOrder": n,
                          "title": f"Thing {n}", "cost": cost})
    return {"format": "itin/1", "trips": [{
        "id": "big", "name": "Big", "order": 1, "start": "2026-06-01", "days": days,
        "travellers": TRAVELLERS, "games": games, "items": items}]}


def timed(command, env):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if status != 0:
        sys.exit(f"{' '.join(command)} failed: {process.stderr.read().decode()}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    itin = sys.argv[1]
    costs = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "costs.json")
        with open(path, "w") as f:
            json.dump(library(costs), f, indent=2)
        env = dict(os.environ, ITIN_CONFIG=os.path.join(scratch, "none.toml"))
        print("| command | costs | wall median | CPU median | goal |")
        print("|---|---|---|---|---|")
        for extra in ([], ["--by", "traveller", "--format", "csv"]):
            command = [itin, "costs", path] + extra
            times = [timed(command, env) for _ in range(runs)]
            wall = statistics.median(t[0] for t in times)
            cpu = statistics.median(t[1] for t in times)
            verdict = "ok" if cpu <= GOAL_MS else "OVER"
            print(f"| itin costs {' '.join(extra)} | {costs:,} | {wall:.1f} ms | {cpu:.1f} ms | {GOAL_MS:.0f} ms {verdict} |")


main()
