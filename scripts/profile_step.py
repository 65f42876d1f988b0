#!/usr/bin/env python3
"""What a key costs in instructions and cache misses, itin's drag step beside vim's `ddp`,
and a held trip's step on a trips list of SIZE trips.

Each program runs under callgrind with its cache simulation in a pseudo-terminal at 120x40,
as `bench_pty.py` runs them; the counters are zeroed once the item is held (the line
reached) and dumped after STEPS keys (`callgrind_control`), so start-up, loading and
quitting are not in the count. Unlike a timing, the counts are the same on a busy machine.
The dumps stay in OUT_DIR for `callgrind_annotate`.

usage: [PROFILE_TRIPS=N] profile_step.py ITIN ITIN_BENCH SIZE [OUT_DIR]
(the trips list has PROFILE_TRIPS trips, 10000 unless told)
"""
import glob, os, subprocess, sys, tempfile
import bench_pty as b

STEPS = 60
VALGRIND = ["valgrind", "--tool=callgrind", "--cache-sim=yes"]


def profile(argv, out, ready, key):
    """Runs argv under callgrind; `ready(pty)` brings it to where the keys start. `key`: one
    key, or a list of keys sent in turn."""
    keys = key if isinstance(key, list) else [key]
    for f in glob.glob(out + "*"):
        os.unlink(f)
    p = b.Pty(VALGRIND + [f"--callgrind-out-file={out}"] + argv, b.env(), emulate=argv[0] != "vim")
    ready(p)
    for i in range(6):  # past anything the first keys do once
        os.write(p.fd, keys[i % len(keys)])
        p.answer(first_byte_deadline=60)
    subprocess.run(["callgrind_control", "-z", str(p.pid)], check=True, capture_output=True)
    for i in range(STEPS):
        os.write(p.fd, keys[i % len(keys)])
        p.answer(first_byte_deadline=60)
    subprocess.run(["callgrind_control", "-d", str(p.pid)], check=True, capture_output=True)
    p.close()
    dump = sorted(glob.glob(out + ".*"))[0]
    with open(dump) as f:
        events = next(line.split()[1:] for line in f if line.startswith("events:"))
        f.seek(0)
        totals = next(line.split()[1:] for line in f if line.startswith("summary:"))
    count = dict(zip(events, (int(t) for t in totals)))
    return dump, {e: count.get(e, 0) / STEPS for e in ("Ir", "I1mr", "D1mr", "D1mw")}


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    itin, bench, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    folder = sys.argv[4] if len(sys.argv) > 4 else tempfile.mkdtemp(prefix="itin-profile-")
    os.makedirs(folder, exist_ok=True)
    trip = os.path.join(folder, f"trip-{n}.json")
    title = subprocess.run([bench, "generate", str(n), trip], check=True, capture_output=True, text=True).stdout.strip()
    lines = os.path.join(folder, f"lines-{n}.txt")
    b.write_lines(lines, n)

    def hold(p):
        p.until(b"Enter open", deadline=300)
        b.hold_leg(p, title, deadline=300)

    def middle(p):
        p.until(b"lines-", deadline=300)
        # Under valgrind vim reads a long file for seconds after it names it: an echo after
        # the jump says it is done (its command line reads otherwise than what it prints).
        os.write(p.fd, b"%dG:echo 'rea' . 'dy'\r" % (n // 2))
        p.until(b"ready", deadline=600)

    trip_count = int(os.environ.get("PROFILE_TRIPS", "10000"))
    trips = os.path.join(folder, f"trips-{trip_count}.json")
    subprocess.run([bench, "generate", "--trips", str(trip_count), trips], check=True, capture_output=True)

    def hold_trip(p):
        p.until(b"Enter open", deadline=300)
        for _ in range(4):
            os.write(p.fd, b"j")
            p.answer(first_byte_deadline=60)
        os.write(p.fd, b" ")
        p.until(b"Enter drop", deadline=300)

    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout
    up = subprocess.run(["tput", "-T", "xterm-256color", "kcuu1"], check=True, capture_output=True).stdout
    rows = [("itin drag step", *profile([itin, "--no-mouse", trip], os.path.join(folder, "itin.callgrind"), hold, down)),
            ("itin trips drag step", *profile([itin, "--no-mouse", trips], os.path.join(folder, "trips.callgrind"), hold_trip,
                                              [down, up])),
            ("vim ddp", *profile(["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin", lines],
                                 os.path.join(folder, "vim.callgrind"), middle, b"ddp"))]
    print(f"| program | size | instructions a key | I1 misses | D1 read misses | D1 write misses | callgrind file |")
    print("|---|--:|--:|--:|--:|--:|---|")
    for name, dump, c in rows:
        print(f"| {name} | {trip_count if 'trips' in name else n} | {c['Ir'] / 1e3:.0f} K | {c['I1mr']:.0f} | {c['D1mr']:.0f} | {c['D1mw']:.0f} | {dump} |")


if __name__ == "__main__":
    main()
