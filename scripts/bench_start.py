#!/usr/bin/env python3
"""Start to first frame at N items, itin on an indented file and on the same file on one line.

For each form: itin opens a generated library of one trip of N items through a
pseudo-terminal at 120x40, RUNS times; the time from start to the first full frame (the
trips list), the CPU time the process had used by then (/proc/PID/schedstat: what the
machine's other work does not inflate) and the peak RSS then (VmHWM). Medians. The file is
read, decoded and fingerprinted, and the trips list checked for ⚠, before that frame.

usage: bench_start.py ITIN ITIN_BENCH N [RUNS]
"""
import os, pty, select, statistics, struct, subprocess, sys, tempfile, termios, fcntl, time

COLS, ROWS = 120, 40
# The width probe's questions (ESC [ 6 n), answered as tmux answers them: a real terminal
# answers at once, and a silent one would add the probe's 150 ms wait to every start.
TMUX_ADVANCES = [1, 2, 1, 2, 1, 4, 2]


def first_frame(itin, path):
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("NO_COLOR", None)
    started = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(itin, [itin, "--no-mouse", path], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    seen = b""
    answered = 0
    while b"Enter open" not in seen:
        ready, _, _ = select.select([fd], [], [], 30)
        if not ready:
            raise SystemExit("bench: no first frame in 30 s")
        seen += os.read(fd, 65536)
        while seen.count(b"\x1b[6n") > answered:
            os.write(fd, b"\x1b[2;%dR" % (TMUX_ADVANCES[answered % len(TMUX_ADVANCES)] + 1))
            answered += 1
    wall = time.monotonic() - started
    with open(f"/proc/{pid}/schedstat") as f:
        cpu = int(f.read().split()[0]) / 1e9
    with open(f"/proc/{pid}/status") as f:
        rss = next(int(l.split()[1]) / 1024 for l in f if l.startswith("VmHWM:"))
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return wall, cpu, rss


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    itin, bench, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    print("| file | items | size | start → first frame | CPU time by then | peak RSS then |")
    print("|---|--:|--:|--:|--:|--:|")
    with tempfile.TemporaryDirectory() as folder:
        for form, flags in (("indented", []), ("one line", ["--one-line"])):
            path = os.path.join(folder, f"trip-{n}.json")
            subprocess.run([bench, "generate", *flags, str(n), path], check=True, capture_output=True)
            results = [first_frame(itin, path) for _ in range(runs)]
            wall, cpu, rss = (statistics.median(r[i] for r in results) for i in range(3))
            size = os.path.getsize(path) / (1 << 20)
            print(f"| {form} | {n} | {size:.1f} MB | {wall * 1000:.0f} ms | {cpu * 1000:.0f} ms | {rss:.1f} MB |")


if __name__ == "__main__":
    main()
