#!/usr/bin/env python3
"""What a key costs in instructions and cache misses, itin's drag step beside vim's `ddp`,
and a held trip's step on a trips list of SIZE trips; and what opening SIZE items costs,
start to itin's first frame beside start to vim's whole first screen of the same file.

Each program runs under callgrind in a pseudo-terminal at 120x40, as `bench_pty.py` runs
them. For a key, instrumentation is off until the item is held (the line reached): start-up
and loading then run at near full speed and are not in the count. It is switched on, with
the cache simulation, for a few keys, zeroed, and dumped after STEPS keys (`callgrind_control`).
For the start, every instruction from the first one counts; itin's dump is taken as it first
waits for a key (its first frame is out), vim's once its cursor is back (its screen is whole
and it waits). Unlike a timing, the counts are the same on a busy machine. Compare counts
taken the same way: a key counted with instrumentation on from the start comes out some 5%
higher for itin (1% for vim), every extra instruction charged to calls into libc.
The dumps stay in OUT_DIR for `callgrind_annotate` (piped through `swift demangle`, Swift's
names read as written).

valgrind runs a copy of ITIN without its debug information: valgrind 3.19 gives up on the
whole file ("Possibly corrupted debuginfo") at the DWARF 5 forms clang writes (strx1,
rnglistx), here in the C++ of a dependency (TOMLKit's CTOML), though the Swift code's DWARF
is version 4. The symbol table stays, so callgrind still names every function.

usage: [PROFILE_TRIPS=N] profile_step.py ITIN ITIN_BENCH SIZE [OUT_DIR]
(the trips list has PROFILE_TRIPS trips, 10000 unless told)
"""
import fnmatch, os, subprocess, sys, tempfile, time
import bench_pty as b

STEPS = 60
VALGRIND = ["valgrind", "--tool=callgrind"]
# Keys: the cache simulation, and no instrumentation until `callgrind_control --instr=on`.
KEY_OPTIONS = ["--cache-sim=yes", "--instr-atstart=no"]
# The start: instructions only (the cache simulation would double its time for no figure).
START_OPTIONS = ["--cache-sim=no"]
# Where itin's run loop first waits for a key, its first frame painted (Terminal.nextEvent).
FIRST_WAIT = "$s4itin8TerminalC9nextEvent*"
VIM = ["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--noplugin"]
CURSOR_SHOWN = b"\x1b[?25h"  # vim hides the cursor while it draws, and shows it to wait for a key
DEADLINE = 300  # for each screen; the slowest, itin's first frame of 100,000 items all counted, takes ~10 s


def without_debug_info(binary, folder):
    """A copy of `binary` that valgrind reads: its symbols, none of its DWARF."""
    copy = os.path.join(folder, os.path.basename(binary))
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    return copy


def control(p, *args):
    subprocess.run(["callgrind_control", *args, str(p.pid)], check=True, capture_output=True)


def counts(dump, deadline=60):
    """The event totals of a callgrind dump, once callgrind has finished writing it."""
    end = time.monotonic() + deadline
    while True:
        if os.path.exists(dump):
            with open(dump) as f:
                lines = f.read().splitlines()
            if lines and lines[-1].startswith("totals:"):
                break
        if time.monotonic() > end:
            raise SystemExit(f"profile: no callgrind dump {dump} within {deadline} s")
        time.sleep(0.1)
    events = next(line.split()[1:] for line in lines if line.startswith("events:"))
    return dict(zip(events, (int(t) for t in lines[-1].split()[1:])))


def fresh(out):
    for f in (out, out + ".1"):
        if os.path.exists(f):
            os.unlink(f)


def profile(argv, out, ready, key):
    """Runs argv under callgrind, instrumentation off until `ready(pty)` has brought it to where
    the keys start; returns the dump and its counts a key. `key`: one key, or a list of keys sent in turn."""
    keys = key if isinstance(key, list) else [key]
    fresh(out)
    p = b.Pty(VALGRIND + KEY_OPTIONS + [f"--callgrind-out-file={out}"] + argv, b.env(), emulate=argv[0] != "vim")
    ready(p)
    control(p, "--instr=on")
    for i in range(6):  # past anything the first keys do once, and into the simulated caches
        os.write(p.fd, keys[i % len(keys)])
        p.answer(first_byte_deadline=60)
    control(p, "--zero")
    for i in range(STEPS):
        os.write(p.fd, keys[i % len(keys)])
        p.answer(first_byte_deadline=60)
    control(p, "--dump")
    count = counts(out + ".1")
    p.close()
    return out + ".1", {e: count.get(e, 0) / STEPS for e in ("Ir", "I1mr", "D1mr", "D1mw")}


def start(argv, out, shown, dump_at=None):
    """Instructions from argv's start to its first screen: `shown(pty)` waits for it; the dump
    is taken at entry to the function `dump_at`, or once the screen is shown."""
    if dump_at and not defines(argv[0], dump_at):
        raise SystemExit(f"profile: {argv[0]} has no function {dump_at} to dump at (inlined?)")
    fresh(out)
    options = START_OPTIONS + ([f"--dump-before={dump_at}"] if dump_at else [])
    p = b.Pty(VALGRIND + options + [f"--callgrind-out-file={out}"] + argv, b.env(), emulate=argv[0] != "vim")
    shown(p)
    if not dump_at:
        control(p, "--dump")
    count = counts(out + ".1")
    p.close()
    return out + ".1", count["Ir"]


def defines(binary, pattern):
    symbols = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout
    return any(fnmatch.fnmatchcase(line.split()[-1], pattern) for line in symbols.splitlines() if line)


def timed(name, run):
    """run(), saying on stderr how long it took: under callgrind each takes a while."""
    began = time.monotonic()
    print(f"profile: {name}...", file=sys.stderr, flush=True)
    result = run()
    print(f"profile: {name}: {time.monotonic() - began:.0f} s", file=sys.stderr, flush=True)
    return result


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    bench, n = sys.argv[2], int(sys.argv[3])
    folder = sys.argv[4] if len(sys.argv) > 4 else tempfile.mkdtemp(prefix="itin-profile-")
    os.makedirs(folder, exist_ok=True)
    itin = without_debug_info(sys.argv[1], folder)
    trip = os.path.join(folder, f"trip-{n}.json")
    title = subprocess.run([bench, "generate", str(n), trip], check=True, capture_output=True, text=True).stdout.strip()
    lines = os.path.join(folder, f"lines-{n}.txt")
    b.write_lines(lines, n)

    def hold(p):
        p.until(b"Enter open", deadline=DEADLINE)
        b.hold_leg(p, title, deadline=DEADLINE)

    def middle(p):
        p.until(b"lines-", deadline=DEADLINE)
        # Under valgrind vim reads a long file for seconds after it names it: an echo after
        # the jump says it is done (its command line reads otherwise than what it prints).
        os.write(p.fd, b"%dG:echo 'rea' . 'dy'\r" % (n // 2))
        p.until(b"ready", deadline=DEADLINE)

    trip_count = int(os.environ.get("PROFILE_TRIPS", "10000"))
    trips = os.path.join(folder, f"trips-{trip_count}.json")
    subprocess.run([bench, "generate", "--trips", str(trip_count), trips], check=True, capture_output=True)

    def hold_trip(p):
        p.until(b"Enter open", deadline=DEADLINE)
        for _ in range(4):
            os.write(p.fd, b"j")
            p.answer(first_byte_deadline=60)
        os.write(p.fd, b" ")
        p.until(b"Enter drop", deadline=DEADLINE)

    def trips_list(p):
        p.until(b"Enter open", deadline=DEADLINE)

    def whole_screen(p):
        # vim names the file at once, before it draws the lines: the screen is whole when
        # the cursor comes back.
        p.until(os.path.basename(trip).encode(), deadline=DEADLINE)
        p.until(CURSOR_SHOWN, deadline=DEADLINE)

    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout
    up = subprocess.run(["tput", "-T", "xterm-256color", "kcuu1"], check=True, capture_output=True).stdout
    out = lambda name: os.path.join(folder, name + ".callgrind")
    steps = [(name, size, *timed(name, run)) for name, size, run in (
        ("itin drag step", n, lambda: profile([itin, "--no-mouse", trip], out("itin"), hold, down)),
        ("itin trips drag step", trip_count,
         lambda: profile([itin, "--no-mouse", trips], out("trips"), hold_trip, [down, up])),
        ("vim ddp", n, lambda: profile(VIM + [lines], out("vim"), middle, b"ddp")))]
    starts = [(name, *timed(name, run)) for name, run in (
        ("itin start → first frame (trips list)",
         lambda: start([itin, "--no-mouse", trip], out("itin-start"), trips_list, dump_at=FIRST_WAIT)),
        ("vim start → whole first screen", lambda: start(VIM + [trip], out("vim-start"), whole_screen)))]

    print("| program | size | instructions a key | I1 misses | D1 read misses | D1 write misses | callgrind file |")
    print("|---|--:|--:|--:|--:|--:|---|")
    for name, size, dump, c in steps:
        misses = " | ".join(f"{c[e]:.0f}" for e in ("I1mr", "D1mr", "D1mw"))
        print(f"| {name} | {size} | {c['Ir'] / 1e3:.0f} K | {misses} | {dump} |")
    print()
    print("| program | items | instructions, start → first screen | callgrind file |")
    print("|---|--:|--:|---|")
    for name, dump, ir in starts:
        print(f"| {name} | {n} | {ir / 1e6:.1f} M | {dump} |")
    print()
    print(f"- {n} items: itin's first frame takes {starts[0][2] / starts[1][2]:.2f}× the instructions of vim's "
          f"first screen, its drag step {steps[0][3]['Ir'] / steps[2][3]['Ir']:.2f}× those of vim's `ddp`")


if __name__ == "__main__":
    main()
