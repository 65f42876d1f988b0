#!/usr/bin/env python3
"""End-to-end latency through a pseudo-terminal, itin beside vim on the same machine.

For each size N: itin opens a generated library of one trip of N items at 120x40, opens
the trip, finds a travel leg in the middle and grabs it; vim opens a text file of N lines
and goes to the middle. Then sixty times, taking turns: Down to itin, `ddp` to vim. For
every key: the time from writing it to the last byte of the answer, and the bytes written. Also the time from start
to the first full frame, and peak RSS. Then twenty drops of the leg, each one slot up and Enter. Prints Markdown tables.

With --trips, the same for the trips list: itin opens a library of N small trips, grabs
the fifth and moves it down and up in turn, beside vim's `ddp` on N lines.

usage: bench_pty.py [--trips] ITIN ITIN_BENCH SIZE...
"""
import os, pty, select, struct, subprocess, sys, tempfile, termios, fcntl, time, statistics
import pyte  # a terminal emulator nobody here wrote: what the screen shows, whatever bytes drew it

COLS, ROWS = 120, 40
QUIET = 0.05  # an answer is over when the program has been silent this long
BURST = 0.01  # a frame is over when the program has been silent this long
STEPS = 60
DROPS = 20


class Pty:
    def __init__(self, argv, env, emulate=True):
        self.argv = argv
        self.ended = False  # the program closed the terminal: exited, or died at start
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.started = time.monotonic()
        # itin writes only what changed, so its words are looked for on an emulated screen;
        # vim's, whose private sequences pyte does not know, in its bytes.
        self.screen = pyte.Screen(COLS, ROWS) if emulate else None
        self.stream = pyte.ByteStream(self.screen) if emulate else None
        if emulate:
            # A terminal answers the editor's cursor-position questions (its width probe) at
            # once; left unanswered, each start would wait out the probe's timeout.
            self.screen.write_process_input = lambda data: os.write(self.fd, data.encode())
        self.seen = b""
        # While keys are timed, what the program writes is kept aside and emulated after:
        # the harness then does the same little work between keys for both programs (pyte
        # between itin's keys, and not vim's, would crowd itin's caches and not vim's).
        self.held = None

    def answer(self, first_byte_deadline=10.0, quiet=QUIET):
        """Reads until the program is quiet; returns (bytes, time of the last byte)."""
        data, last = b"", None
        deadline = time.monotonic() + first_byte_deadline
        while True:
            timeout = quiet if last is not None else max(deadline - time.monotonic(), 0)
            ready, _, _ = select.select([self.fd], [], [], timeout)
            if not ready:
                if last is None and time.monotonic() < deadline:
                    continue
                return data, last
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                self.ended = True
                return data, last
            data += chunk
            last = time.monotonic()
            if self.held is not None:
                self.held.append(chunk)
            elif self.stream:
                self.stream.feed(chunk)
            else:
                self.seen += chunk

    def until(self, needle, deadline=30.0):
        """Reads until `needle` is on the screen and the program is quiet again."""
        end, last = time.monotonic() + deadline, None
        text = needle.decode()
        shown = lambda: text in "\n".join(self.screen.display) if self.screen else needle in self.seen
        while not shown():
            if self.ended:
                raise SystemExit(f"bench: {self.argv[0]} ended before {needle!r}; it wrote:\n{self.tail()}")
            if time.monotonic() > end:
                raise SystemExit(f"bench: timed out waiting for {needle!r}")
            chunk, at = self.answer(first_byte_deadline=end - time.monotonic())
            last = at or last
        return last

    def tail(self, lines=12):
        """The last lines the program wrote, as the screen shows them (or raw, for vim)."""
        if self.screen:
            text = "\n".join(line.rstrip() for line in self.screen.display).rstrip()
        else:
            text = self.seen.decode(errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def key(self, keys):
        t = time.monotonic()
        os.write(self.fd, keys)
        data, last = self.answer()
        return (last - t if last else float("nan")), len(data)

    def alive(self):
        return os.waitpid(self.pid, os.WNOHANG) == (0, 0)

    def cpu_seconds(self):
        return cpu_seconds(self.pid)

    def peak_rss_mb(self):
        return peak_rss_mb(self.pid)

    def close(self):
        try:
            os.kill(self.pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def cpu_seconds(pid):
    """CPU time a process has run so far (/proc/PID/schedstat): what a key costs it,
    whatever else the machine is doing."""
    with open(f"/proc/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e9


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def env():
    e = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    e.pop("NO_COLOR", None)
    return e


def hold_leg(p, title, deadline=30.0):
    """From itin's first frame: opens the trip, finds the leg titled `title`, grabs it."""
    os.write(p.fd, b"\r")
    p.until(b"Space grab", deadline)
    os.write(p.fd, b"/" + title.encode() + b"\r")
    p.until(b"/" + title.encode(), deadline)
    os.write(p.fd, b" ")
    p.until(b"Enter drop", deadline)


def write_lines(path, n):
    """vim's file: n lines about as long as an itinerary row."""
    with open(path, "w") as f:
        for i in range(n):
            f.write(f"Line {i}: a note of about the same length as an itinerary row\n")


def start_itin(itin, bench, n, folder):
    """itin on a trip of n items, holding the middle leg; (pty, time to first frame)."""
    path = os.path.join(folder, f"trip-{n}.json")
    title = subprocess.run([bench, "generate", str(n), path], check=True, capture_output=True, text=True).stdout.strip()
    p = Pty([itin, "--no-mouse", path], env())
    first = p.until(b"Enter open") - p.started
    hold_leg(p, title)
    return p, first


def start_trips(itin, bench, n, folder):
    """itin on a library of n trips, holding the fifth (or the middle one of fewer); (pty,
    time to first frame)."""
    path = os.path.join(folder, f"trips-{n}.json")
    subprocess.run([bench, "generate", "--trips", str(n), path], check=True, capture_output=True)
    p = Pty([itin, "--no-mouse", path], env())
    first = p.until(b"Enter open") - p.started
    for _ in range(min(4, n // 2)):
        os.write(p.fd, b"j")
        p.answer()
    os.write(p.fd, b" ")
    p.until(b"Enter drop")
    return p, first


def start_vim(n, folder):
    """vim on a file of n lines, on the middle one; (pty, time to first frame)."""
    path = os.path.join(folder, f"lines-{n}.txt")
    write_lines(path, n)
    p = Pty(["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin", path], env(), emulate=False)
    first = p.until(b"lines-") - p.started
    os.write(p.fd, b"%d" % (n // 2) + b"G")
    p.answer()
    return p, first


def race(itin, vim, itin_keys, vim_keys):
    """itin_keys: one key, or a list of keys sent in turn."""
    """STEPS keys to each, taking turns: itin's step, then vim's `ddp`, and again, so both
    are timed under the same machine, whatever else it is doing. What each program writes
    is kept aside and emulated after all the keys, so the harness does the same little work
    between keys for both. Returns each one's steps and CPU time a key."""
    for p in (itin, vim):
        p.held = []
    cpu = [p.cpu_seconds() for p in (itin, vim)]
    steps = ([], [])
    turns = itin_keys if isinstance(itin_keys, list) else [itin_keys]
    for i in range(STEPS):
        steps[0].append(itin.key(turns[i % len(turns)]))
        steps[1].append(vim.key(vim_keys))
    cpu = [(p.cpu_seconds() - c) / STEPS for p, c in zip((itin, vim), cpu)]
    for p in (itin, vim):
        held, p.held = p.held, None
        for chunk in held:
            if p.stream:
                p.stream.feed(chunk)
            else:
                p.seen += chunk
    return steps, cpu


def drops(itin, up, count=DROPS):
    """Drops as a user makes them, `count` times, from where the held leg started: Space to
    grab it, one slot up, then Enter, timed from the key to the frame that shows the leg
    dropped and the trip judged again, travel warnings included (the first burst of bytes;
    the settling animation's later frames are not the drop's work). Returns the times and
    the CPU time a drop."""
    itin.key(b"\x1b")  # the held leg goes back where it was
    itin.answer()
    times = []
    cpu = 0.0
    for _ in range(count):
        itin.key(b" ")
        itin.key(up)
        before = itin.cpu_seconds()
        t = time.monotonic()
        os.write(itin.fd, b"\r")
        _, last = itin.answer(quiet=BURST)
        times.append(last - t if last else float("nan"))
        cpu += itin.cpu_seconds() - before
        itin.answer()  # the settling frames
        if "Enter drop" in "\n".join(itin.screen.display):
            raise SystemExit("bench: a drop was refused (the slot above the leg is not allowed)")
    return times, cpu / count


def ms(x):
    return f"{x * 1000:.2f} ms"


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    trips = sys.argv[1] == "--trips"
    args = sys.argv[2:] if trips else sys.argv[1:]
    itin, bench, sizes = args[0], args[1], [int(s) for s in args[2:]]
    rows = []
    dropped = []
    # The Down key as the terminal sends it in keypad mode (terminfo's kcud1: ESC O B).
    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout
    up = subprocess.run(["tput", "-T", "xterm-256color", "kcuu1"], check=True, capture_output=True).stdout
    step = "itin trips drag step" if trips else "itin drag step"
    with tempfile.TemporaryDirectory() as folder:
        for n in sizes:
            itin_pty, itin_first = (start_trips if trips else start_itin)(itin, bench, n, folder)
            vim_pty, vim_first = start_vim(n, folder)
            (itin_steps, vim_steps), (itin_cpu, vim_cpu) = race(itin_pty, vim_pty, [down, up] if trips else down, b"ddp")
            if not itin_pty.alive():
                raise SystemExit("bench: itin exited during the drag")
            rss = {p.pid: p.peak_rss_mb() for p in (itin_pty, vim_pty)}  # after the drag, before any drop
            if not trips:
                drop_times, drop_cpu = drops(itin_pty, up)
                dropped.append((n, statistics.median(drop_times), max(drop_times), drop_cpu))
            for name, p, first, steps, cpu in ((step, itin_pty, itin_first, itin_steps, itin_cpu),
                                               ("vim ddp", vim_pty, vim_first, vim_steps, vim_cpu)):
                times = sorted(t for t, _ in steps if t == t)  # a silent key has no time (NaN)
                if len(times) < len(steps):
                    raise SystemExit(f"bench: {len(steps) - len(times)} of {len(steps)} keys got no answer from {name} ({n})")
                rows.append((name, n, statistics.median(times), times[int(len(times) * 0.99) - 1 if len(times) > 1 else 0],
                             statistics.median(b for _, b in steps), first, rss[p.pid], cpu))
                p.close()
    print(f"| program | size | key → last byte, median | p99 | CPU a key | bytes per key | start → first frame | peak RSS |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|")
    for name, n, med, p99, b, first, rss, cpu in rows:
        print(f"| {name} | {n} | {ms(med)} | {ms(p99)} | {cpu * 1e6:.0f} µs | {b:.0f} | {ms(first)} | {rss:.1f} MB |")
    by = {(r[0], r[1]): r for r in rows}
    print()
    for n in sizes:
        i, v = by[(step, n)], by[("vim ddp", n)]
        print(f"- {n}: itin's step is {i[2] / v[2]:.2f}× vim's `ddp` ({i[7] / v[7]:.2f}× its CPU time); {i[4]:.0f} vs {v[4]:.0f} bytes")
    small, large = by[(step, sizes[0])], by[(step, sizes[-1])]
    unit = "trip" if trips else "item"
    print(f"- flat in size: the {sizes[-1]}-{unit} step is {large[2] / small[2]:.2f}× the {sizes[0]}-{unit} step "
          f"({large[7] / small[7]:.2f}× its CPU time)")
    if dropped:
        print()
        print(f"| itin drop (one slot up, then Enter; {DROPS} drops) | key → its frame, median | slowest | CPU a drop | goal |")
        print("|---|--:|--:|--:|---|")
        for n, med, worst, cpu in dropped:
            goal = "" if n < 100_000 else (" within 2 ms" if med <= 0.002 else " 2 ms OVER")
            print(f"| {n} items | {ms(med)} | {ms(worst)} | {cpu * 1e3:.2f} ms |{goal} |")


if __name__ == "__main__":
    main()
