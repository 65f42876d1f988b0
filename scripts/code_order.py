#!/usr/bin/env python3
"""The order the release binary's functions are laid out in (packaging/code-order.txt), and
a check that a binary was linked by it.

The kernel keeps a binary's pages in its cache in blocks (64 KB here), and a page fault maps
the whole block: a function run at start brings in the 64 KB around it. Linked in the order
of the source, the few thousand functions a start runs were strewn over 9 MB of the binary's
19 MB of code, and all 9 MB were resident. Linked first and together (the release build
puts each Swift function in its own section, and lld lays out the sections this file names
first, in its order), they take under 4 MB.

`make code-order` makes the file again: it runs ITIN under callgrind and lists, by their
symbol names, the functions run in turn by the demo's start, a 100,000-item trip's start,
opening a trip, grabbing a leg, moving and dropping it; each group after the one before,
so that the smallest start touches the least. Names the binary no longer has are ignored
when linking: a stale file costs memory, never correctness.

usage: code_order.py make ITIN ITIN_BENCH OUT
       code_order.py check ITIN ORDER   (exit 1 if the listed functions are not together)
"""
import os, re, subprocess, sys, tempfile
from collections import Counter

ITEMS = 100000
# Opening a trip runs the same code at any size; under callgrind a small one opens in seconds.
EDITED_ITEMS = 2000
# The listed functions span at most this share of the code once linked by the order (a
# quarter here; linked without it, nearly all).
MOST_SPAN = 0.4


def run_functions(dump):
    """The functions a callgrind dump saw run, by symbol name (recursion marks dropped)."""
    names, ids = set(), {}
    with open(dump) as f:
        for line in f:
            m = re.match(r"^(c?)fn=\((\d+)\)(?: (.*))?", line)
            if not m:
                continue
            if m.group(3):
                ids[m.group(2)] = re.sub(r"'\d+$", "", m.group(3).strip())
            if not m.group(1):
                names.add(ids[m.group(2)])
    return {n for n in names if not n.startswith("0x")}


def traced(argv, out, steps):
    """Runs argv under callgrind, every instruction counted, through `steps(pty)`; the dump."""
    import bench_pty as b
    from profile_step import VALGRIND, control, counts, fresh
    fresh(out)
    p = b.Pty(VALGRIND + ["--cache-sim=no", "--demangle=no", f"--callgrind-out-file={out}"] + argv, b.env())
    steps(p)
    control(p, "--dump")
    counts(out + ".1")
    p.close()
    return out + ".1"


def make(itin, bench, order_file):
    # The harness (pyte) is needed to make the order, not to check a build against it.
    import bench_pty as b
    from bench_start import generated
    from profile_step import DEADLINE, without_debug_info
    folder = tempfile.mkdtemp(prefix="itin-order-")
    movable = orderable(itin)
    itin = without_debug_info(itin, folder)
    demo = os.path.join(folder, "demo.json")
    subprocess.run([bench, "demo", demo], check=True, capture_output=True)
    # One game moved out of reach: the trip's warning count is the last thing its start shows.
    trip, _ = generated(bench, ITEMS, folder, False)
    small, title = generated(bench, EDITED_ITEMS, folder, False)
    down = subprocess.run(["tput", "-T", "xterm-256color", "kcud1"], check=True, capture_output=True).stdout

    def shown(p):
        p.until(b"Enter open", deadline=DEADLINE)
        p.answer(first_byte_deadline=2)

    def settled(p):
        p.until("\u26a0".encode(), deadline=DEADLINE)

    def edited(p):
        settled(p)
        b.hold_leg(p, title, deadline=DEADLINE)
        for key in [down, down, b"\r"]:
            os.write(p.fd, key)
            p.answer(first_byte_deadline=60)

    groups = [run_functions(traced([itin, "--no-mouse", demo], os.path.join(folder, "demo"), shown))]
    groups.append(run_functions(traced([itin, "--no-mouse", trip], os.path.join(folder, "trip"), settled)))
    groups.append(run_functions(traced([itin, "--no-mouse", small], os.path.join(folder, "edit"), edited)))
    listed, lines = set(), []
    for group in groups:
        lines += sorted(n for n in group - listed if n in movable)
        listed |= group
    with open(order_file, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"code-order: {len(lines)} functions ({', '.join(str(len(g)) for g in groups)} a group)")


def orderable(itin):
    """The names the order may list, for ITIN as linked in its build folder: those defined
    once, and those defined several times whose every copy has a section of its own in the
    folder's objects (a merged helper such as `$sSaySSGMaTm`, one local copy a file: 28 of
    them, each a few bytes). A name with a copy in a library's shared `.text` (the standard
    library's holds 1.6 MB) would bring that whole section forward."""
    symbols = subprocess.run(["nm", "--defined-only", itin], check=True, capture_output=True, text=True).stdout
    seen = Counter(line.split()[-1] for line in symbols.splitlines() if line.strip())
    own = Counter()
    build = os.path.dirname(itin)
    for folder, _, files in os.walk(build):
        for name in files:
            if not name.endswith(".o"):
                continue
            sections = subprocess.run(["readelf", "-SW", os.path.join(folder, name)], check=True,
                                      capture_output=True, text=True).stdout
            own.update(m.group(1) for m in re.finditer(r"\s\.text\.(\S+)\s", sections))
    return {name for name, count in seen.items() if count == 1 or own[name] == count}


def check(itin, order_file):
    """Whether the functions the order lists lie together at the start of the code."""
    with open(order_file) as f:
        listed = set(f.read().split())
    symbols = subprocess.run(["nm", "--defined-only", "-S", itin], check=True, capture_output=True, text=True).stdout
    code, placed = [], []
    for line in symbols.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTwW":
            start, size = int(fields[0], 16), int(fields[1], 16)
            code.append(start)
            if fields[3] in listed:
                placed.append((start, size))
    if not placed:
        raise SystemExit(f"code-order: {itin} has none of the functions {order_file} lists")
    first, last = min(placed), max(placed)
    span = last[0] + last[1] - first[0]
    whole = max(code) - min(code)
    share = span / whole
    print(f"code-order: {len(placed)} listed functions in {span / 1e6:.1f} MB of {whole / 1e6:.1f} MB of code")
    if share > MOST_SPAN:
        raise SystemExit(f"code-order: they span {share:.0%} of the code, more than {MOST_SPAN:.0%}: "
                         "was the binary linked without the order?")


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "make":
        make(*sys.argv[2:])
    elif len(sys.argv) == 4 and sys.argv[1] == "check":
        check(*sys.argv[2:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
