#!/usr/bin/env python3
"""Start-up beside vim: itin and vim open the same bytes through a pseudo-terminal at 120x40.

For each file — the demo library (small), opened as a file and by `itin --demo` (which writes
a scratch copy of it first), and for each N a generated library of one trip of N items
indented, and the same on one line — itin and vim are started in turn, RUNS times each (a
small file nine times as often), so that both meet the same machine. For itin: the time from start to the first full frame (the
trips list), then to the settled screen (the last bytes before it falls quiet, once every ⚠
count is in: the first frame shows the count of misplaced items, the travel warnings follow,
and one game of the generated trip is moved to a city no drive reaches in time, so they
change it), the CPU time by the first frame (/proc/PID/stat: every thread's, those that have
ended included, in the kernel's ticks of 10 ms; what the machine's other work does not
inflate) and the
peak RSS once settled and quiet (VmHWM). For vim (`-u NONE`): the time to its whole first screen
(its status line names the file), its CPU time and peak RSS then. Medians, and the goals:
first frame at most vim's, settled at most 1.5× vim's, peak RSS at most vim's (for a
file of a megabyte or more; a small one's is shown beside vim's, not held to it).

Both programs ask the terminal questions at start: itin its width probe (seven ESC [ 6 n),
vim its own (ESC [ 6 n, ESC [ > c and more). They are answered as a terminal answers them:
by a terminal emulator (pyte, in a process of its own, as a terminal is), once it has taken
in every byte written before the question. Answered the moment the harness read them, as
this bench once did, they cost nothing, and a first frame that waited for its answers (as
itin's did until it stopped waiting) looked as early as one that did not; a person on a real
terminal saw it a round trip later. The harness only times the bytes as they arrive, so the
emulator's work delays the answers, never the clock.

usage: bench_start.py ITIN ITIN_BENCH N[,N...] [RUNS]
"""
import os, pty, re, select, statistics, struct, subprocess, sys, tempfile, termios, fcntl, time
from bench_pty import env, peak_rss_mb

COLS, ROWS = 120, 40
DEADLINE = 30
QUIET = 0.3


def terminal(fd):
    """The terminal: a process that takes in what the program writes, from a pipe the harness
    fills, and writes the emulator's answers to the program's questions back to it. Returns
    the pipe's end to write to."""
    read_end, write_end = os.pipe()
    if os.fork() == 0:
        os.close(write_end)
        import pyte  # a terminal emulator nobody here wrote

        class Emulator(pyte.Screen):
            # vim's private attributes (`ESC [ > 4 ; 2 m`) are nothing to a terminal without them.
            def select_graphic_rendition(self, *attrs, private=False):
                if not private:
                    super().select_graphic_rendition(*attrs)

        screen = Emulator(COLS, ROWS)
        def answer(data):
            try:
                os.write(fd, data.encode())
            except OSError:  # the program is gone
                pass

        screen.write_process_input = answer
        stream = pyte.ByteStream(screen)
        while data := os.read(read_end, 65536):
            stream.feed(data)
        os._exit(0)
    os.close(read_end)
    return write_end


def process_cpu_seconds(pid):
    """The CPU time of every thread of a process so far, those that have ended included."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(argv, marks, settle=False):
    """Starts argv in a pty on a terminal (`terminal`) and waits for each of `marks` (each a
    list of regular expressions over the bytes, all to be found) in turn; the times from
    start to the arrival of the bytes that completed each, the CPU time by the first and the
    peak RSS after the last. With `settle`, the time of the last bytes written before the
    program fell quiet follows: the screen once nothing more changes on it."""
    started = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env())
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    screen = terminal(fd)
    seen, times, cpu = b"", [], None
    end = started + DEADLINE
    for mark in marks:
        while not all(re.search(part, seen) for part in mark):
            ready, _, _ = select.select([fd], [], [], max(end - time.monotonic(), 0))
            if not ready:
                raise SystemExit(f"bench: no {mark!r} from {argv[0]} in {DEADLINE} s")
            data = os.read(fd, 65536)
            arrived = time.monotonic() - started
            os.write(screen, data)
            seen += data
        times.append(arrived)
        if cpu is None:
            cpu = process_cpu_seconds(pid)
    # The kernel counts a process's pages in batches, settled when it sleeps: the peak is read
    # once the program has been quiet a while, not at the moment its screen is drawn.
    last = times[-1]
    while select.select([fd], [], [], QUIET)[0]:
        os.write(screen, os.read(fd, 65536))
        last = time.monotonic() - started
    if settle:
        times.append(last)
    rss = peak_rss_mb(pid)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(screen)  # the terminal ends
    os.wait()
    os.close(fd)
    return times, cpu, rss


def generated(bench, n, folder, one_line):
    """A generated trip of n items with one travel warning, and the title of the leg to drag."""
    path = os.path.join(folder, f"trip-{n}{'-one-line' if one_line else ''}.json")
    title = subprocess.run([bench, "generate", *(["--one-line"] if one_line else []), str(n), path], check=True,
                           capture_output=True, text=True).stdout.strip()
    with open(path, "rb") as f:
        text = f.read()
    # One game where no drive reaches in time: a travel warning, so the settled count shows.
    text = text.replace(b'"city": "Philadelphia"', b'"city": "Seattle"', 1)
    with open(path, "wb") as f:
        f.write(text)
    return path, title


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    itin, bench, sizes = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3].split(",")]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 9
    with tempfile.TemporaryDirectory() as folder:
        # `itin --demo` makes its scratch copy in TMPDIR and removes it when it quits; killed
        # here once measured, it leaves it behind, in this folder, which goes at the end.
        os.environ["TMPDIR"] = folder
        small = os.path.join(folder, "demo.json")
        subprocess.run([bench, "demo", small], check=True, capture_output=True)
        # Each row: its name, the bytes vim opens, how itin opens them and what ends its first
        # frame (its status line: the hints, or for `--demo` the message naming its scratch
        # copy), and whether the file has a travel warning to settle on.
        files = [("the demo", small, [small], b"Enter open", False),
                 ("`itin --demo`, its scratch copy written first", small, ["--demo"], b"untouched", False)]
        for n in sizes:
            for one_line in (False, True):
                path = generated(bench, n, folder, one_line)[0]
                files.append((f"{n} items, {'one line' if one_line else 'indented'}", path, [path], b"Enter open", True))
        print("| file | size | itin first frame | itin settled | vim start | first / vim | settled / vim "
              "| CPU by first frame, itin / vim | peak RSS, itin / vim |")
        print("|---|--:|--:|--:|--:|--:|--:|--:|--:|")
        for name, path, opens, first_mark, warned in files:
            mine, theirs = [], []
            # A small file's start takes a few ms, where one hiccup of this machine is a tenth of
            # it: the median of 27 starts moved by a tenth from run to run, of 81 by a twentieth.
            for _ in range(9 * runs if os.path.getsize(path) < 1 << 20 else runs):
                # The settled screen has a ⚠ count.
                mine.append(run([itin, "--no-mouse", *opens], [[first_mark]] + ([[rb"\xe2\x9a\xa0 \d"]] if warned else []),
                                settle=True))
                # vim's whole first screen: `"FILE" 900000L, 20561392B`, which it writes before the
                # lines (in the same write), and the file's first line.
                file_read = re.escape(os.path.basename(path).encode()) + rb'" (\[[^]]*\] )?\d+L, \d+B'
                with open(path, "rb") as f:
                    top = re.escape(f.readline(COLS // 2).rstrip(b"\n"))
                theirs.append(run(["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin", path], [[file_read, top]]))
            med = lambda rs, f: statistics.median(f(r) for r in rs)
            first, settled = med(mine, lambda r: r[0][0]), med(mine, lambda r: r[0][-1])
            vim = med(theirs, lambda r: r[0][0])
            cpu, vim_cpu = med(mine, lambda r: r[1]), med(theirs, lambda r: r[1])
            rss, vim_rss = med(mine, lambda r: r[2]), med(theirs, lambda r: r[2])
            size = os.path.getsize(path)
            size_text = f"{size / (1 << 20):.1f} MB" if size >= 1 << 20 else f"{size / 1024:.0f} KB"
            ok = lambda x: "" if x else " OVER"
            ms = lambda t: f"{t * 1000:.1f} ms" if t < 0.02 else f"{t * 1000:.0f} ms"
            print(f"| {name} | {size_text} | {ms(first)} | {ms(settled)} | {ms(vim)} "
                  f"| {first / vim:.2f}×{ok(first <= vim)} | {settled / vim:.2f}×{ok(settled <= 1.5 * vim)} "
                  f"| {cpu * 1000:.0f} / {vim_cpu * 1000:.0f} ms | {rss:.1f} / {vim_rss:.1f} MB"
                  f"{ok(rss <= vim_rss or size < 1 << 20)} |")


if __name__ == "__main__":
    main()
