#!/usr/bin/env python3
"""What a key costs in instructions and cache misses, itin's drag step beside vim's `ddp`.

Each program runs under callgrind with its cache simulation in a pseudo-terminal at 120x40,
as `bench_pty.py` runs them; the counters are zeroed once the item is held (the line
reached) and dumped after STEPS keys (`callgrind_control`), so start-up, loading and
quitting are not in the count. Unlike a timing, the counts are the same on a busy machine.
The dumps stay in OUT_DIR for `callgrind_annotate`.

usage: profile_step.py ITIN ITIN_BENCH SIZE [OUT_DIR]
"""
import glob, os, subprocess, sys, tempfile
import bench_pty as b

STEPS = 60
VALGRIND = ["valgrind", "--tool=callgrind", "--cache-sim=yes"]


def profile(argv, out, ready, key):
    """Runs argv under callgrind; `ready(pty)` brings it to where the keys start."""
    for f in glob.glob(out + "*"):
        os.unlink(f)
    p = b.Pty(VALGRIND + [f"--callgrind-out-file={out}"] + argv, b.env(), emulate=argv[0] != "vim")
    ready(p)
    for _ in range(5):  # past anything the first keys do once
        os.write(p.fd, key)
        p.answer(first_byte_deadline=60)
    subprocess.run(["callgrind_control", "-z", str(p.pid)], check=True, capture_output=True)
    for _ in range(STEPS):
        os.write(p.fd, key)
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

    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout
    rows = [("itin drag step", *profile([itin, "--no-mouse", trip], os.path.join(folder, "itin.callgrind"), hold, down)),
            ("vim ddp", *profile(["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin", lines],
                                 os.path.join(folder, "vim.callgrind"), middle, b"ddp"))]
    print(f"| program | size | instructions a key | I1 misses | D1 read misses | D1 write misses | callgrind file |")
    print("|---|--:|--:|--:|--:|--:|---|")
    for name, dump, c in rows:
        print(f"| {name} | {n} | {c['Ir'] / 1e3:.0f} K | {c['I1mr']:.0f} | {c['D1mr']:.0f} | {c['D1mw']:.0f} | {dump} |")


if __name__ == "__main__":
    main()
