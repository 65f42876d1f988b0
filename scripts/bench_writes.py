#!/usr/bin/env python3
"""System calls per key, itin beside vim: `write` calls (and bytes) per drag step, counted
by strace over a run of STEPS keys less a run of none, so start-up and quitting cancel out.

usage: bench_writes.py ITIN ITIN_BENCH SIZE
"""
import os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_pty as b

STEPS = 40


def writes(log):
    return sum(1 for line in open(log) if re.match(r"\d*\s*write(v)?\(1,", line))


def itin_run(itin, path, title, steps, log):
    p = b.Pty(["strace", "-f", "-e", "trace=write,writev", "-o", log, itin, "--no-mouse", path], b.env())
    p.until(b"Enter open", deadline=120)
    b.hold_leg(p, title, deadline=60)
    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout
    sizes = [p.key(down)[1] for _ in range(steps)]
    p.close()
    return writes(log), sizes


def vim_run(path, steps, log, n):
    p = b.Pty(["strace", "-f", "-e", "trace=write,writev", "-o", log,
               "vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin", path], b.env(), emulate=False)
    p.until(b"lines-", deadline=60)
    os.write(p.fd, b"%d" % (n // 2) + b"G")
    p.answer()
    sizes = [p.key(b"ddp")[1] for _ in range(steps)]
    p.close()
    return writes(log), sizes


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    itin, bench, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "trip.json")
        title = subprocess.run([bench, "generate", str(n), path], check=True, capture_output=True, text=True).stdout.strip()
        lines = os.path.join(folder, f"lines-{n}.txt")
        b.write_lines(lines, n)
        rows = []
        for name, run in (("itin drag step", lambda s, log: itin_run(itin, path, title, s, log)),
                          ("vim ddp", lambda s, log: vim_run(lines, s, log, n))):
            w0, _ = run(0, os.path.join(folder, "none.log"))
            w1, sizes = run(STEPS, os.path.join(folder, "steps.log"))
            rows.append((name, (w1 - w0) / STEPS, sum(sizes) / len(sizes)))
    print("| program | size | write calls per key | bytes per key |")
    print("|---|--:|--:|--:|")
    for name, calls, size in rows:
        print(f"| {name} | {n} | {calls:.2f} | {size:.0f} |")


if __name__ == "__main__":
    main()
