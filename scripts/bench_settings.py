#!/usr/bin/env python3
"""Start-up with a 200-line settings file beside start-up with none (issue 29: within 5 ms).

`itin print` of a small library (one trip, a few games, legs and notes), RUNS times with
no settings file ($ITIN_CONFIG names a file that is not there) and RUNS times with a
generated, realistic settings file of 200 lines, the two taken in turn so that the
machine's other work weighs on both alike. For each: the median wall time from spawn to
exit and the median CPU time the process used (user + system, from wait4: what other work
does not inflate); then the differences, against the limit.

usage: bench_settings.py ITIN [RUNS]
"""
import json, os, statistics, sys, tempfile, time

LIMIT_MS = 5.0
LINES = 200

LIBRARY = {
    "format": "itin/1",
    "trips": [{
        "id": "ne", "name": "Swing", "order": 1, "start": "2026-06-12", "days": 3,
        "games": [
            {"id": "g1", "day": 1, "time": "19:10", "away": "Yankees", "home": "Red Sox",
             "venue": "Fenway Park", "city": "Boston", "tz": "America/New_York"},
            {"id": "g2", "day": 3, "time": "19:05", "away": "Blue Jays", "home": "Yankees",
             "venue": "Yankee Stadium", "city": "New York"},
        ],
        "items": [
            {"id": "t1", "kind": "travel", "day": 2, "sortOrder": 1, "from": "Boston",
             "to": "New York", "miles": 215, "mode": "drive"},
            {"id": "n1", "kind": "custom", "day": 1, "sortOrder": -1, "title": "Walk",
             "note": "Freedom Trail, then Fenway"},
            {"id": "n2", "kind": "custom", "day": 2, "sortOrder": 2, "title": "Lunch"},
        ],
    }],
}


def settings_text(lines=LINES):
    """A settings file such as a user who set everything keeps: comments, the top-level
    settings and the theme, every [travel] number, keys, a colour for every role, and
    calendars until it has `lines` lines."""
    out = [
        "# itin settings: see docs/settings.md",
        "",
        "# what itin opens with no FILE",
        'library = "~/trips/2027.json"',
        "# no mouse in tmux over ssh",
        "mouse = false",
        "# a white terminal",
        'theme = "light"',
        "",
        "# slower than the default: we stop a lot",
        "[travel]",
    ]
    travel = [("drive-mph", "50"), ("road-factor", "1.25"), ("game-hours", "3.25"),
              ("arrive-before-minutes", "90"), ("train-mph", "45"), ("rail-factor", "1.3"),
              ("train-overhead-minutes", "40"), ("fly-mph", "480"), ("fly-overhead-minutes", "200"),
              ("same-place-miles", "25"), ("plan-drive-max-miles", "450"), ("airport-miles", "60")]
    for key, value in travel:
        out += [f"# {key}, as we travel", f"{key} = {value}"]
    # Keys of one's own: Emacs-free, but function keys beside the letters.
    out += ["", "# keys beside the letters", "[keys]"]
    keys = [("trip.add-note", '"o"'), ("holding.drop", '["enter", "space"]'), ("everywhere.help", '["?", "f1"]'),
            ("trip.search", '["/", "f3"]'), ("everywhere.save", '["s", "ctrl-s", "f2"]'), ("trip.plan-legs", '["L", "f5"]'),
            ("everywhere.undo", '["u", "f9"]'), ("everywhere.redo", '["ctrl-r", "f10"]'), ("trip.add-leg", '["t", "f6"]'),
            ("trip.add-game", '["A", "f7"]'), ("trips.new-trip", '["n", "f8"]')]
    for action, value in keys:
        out += [f"# {action}, with a function key", f'"{action}" = {value}']
    # A colour for every role, each under a comment, in each of the forms a colour takes;
    # the calendars below fill the file to 200 lines.
    out += ["", "# our own colours", "[colors]"]
    colors = [("accent", '"#005faf"'), ("forbidden", '"#d75f5f"'), ("barrier", '"yellow"'), ("settle", "28"),
              ("warning", '"#d75f00"'), ("header", "24"), ("game", '"#875f00"'), ("leg", '"magenta"'),
              ("note", "28"), ("selection", '"#0087af"'), ("status", '"default"'), ("held", "90")]
    for role, value in colors:
        out += [f"# {role}, ours", f"{role} = {value}"]
    n = 0
    while True:
        name = f"cal-{n:02d}"
        table = [
            "",
            f"# calendar {n}: the family's shared trips",
            f"[calendars.{name}]",
            f'url = "https://dav.example.com/calendars/alice/{name}/"',
            'user = "alice"',
            f'password-command = "pass show dav/{name}"',
        ]
        if len(out) + len(table) > lines - 2:
            break
        out += table
        n += 1
    out += ["", "# more calendars: docs/calendars.md"]
    out += ["#"] * (lines - len(out))
    return "\n".join(out) + "\n"


def run_once(itin, library, config):
    """Wall and CPU seconds of one `itin print LIBRARY` with ITIN_CONFIG=config."""
    env = dict(os.environ, ITIN_CONFIG=config, LANG="C.UTF-8")
    env.pop("ITIN_FILE", None)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        started = time.perf_counter()
        pid = os.posix_spawn(itin, [itin, "print", library], env,
                             file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - started
    finally:
        os.close(devnull)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"bench: itin print exited {os.waitstatus_to_exitcode(status)} with ITIN_CONFIG={config}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    itin = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    with tempfile.TemporaryDirectory() as folder:
        library = os.path.join(folder, "trips.json")
        with open(library, "w") as f:
            json.dump(LIBRARY, f, indent=2)
        config = os.path.join(folder, "config.toml")
        text = settings_text()
        with open(config, "w") as f:
            f.write(text)
        os.chmod(config, 0o600)  # a password-command is refused in a file others may write
        none = os.path.join(folder, "none.toml")
        for _ in range(10):  # warm the page cache and the dynamic loader's
            run_once(itin, library, none)
            run_once(itin, library, config)
        without, with_ = [], []
        for _ in range(runs):
            without.append(run_once(itin, library, none))
            with_.append(run_once(itin, library, config))
        med = lambda rs, i: statistics.median(r[i] for r in rs) * 1000
        print(f"| itin print of a small file ({runs} runs each, medians) | wall | CPU time |")
        print("|---|--:|--:|")
        print(f"| no settings file | {med(without, 0):.2f} ms | {med(without, 1):.2f} ms |")
        print(f"| {text.count(chr(10))}-line settings file | {med(with_, 0):.2f} ms | {med(with_, 1):.2f} ms |")
        wall, cpu = med(with_, 0) - med(without, 0), med(with_, 1) - med(without, 1)
        verdict = "within" if max(wall, cpu) <= LIMIT_MS else "OVER"
        print(f"| difference | {wall:+.2f} ms | {cpu:+.2f} ms |")
        print(f"{verdict} the limit of {LIMIT_MS:g} ms")


if __name__ == "__main__":
    main()
