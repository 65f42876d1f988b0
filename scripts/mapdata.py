#!/usr/bin/env python3
"""Makes Sources/CMapData/data/map.bin, the map that ships inside itin (docs/map.md).

From Natural Earth (public domain) as Debian's r-cran-rnaturalearthdata packs it: the
1:50m countries, and the 1:50m states and provinces of the US and Canada, whose outlines
leave the lakes out (so their shores are the Great Lakes' and the other large lakes').
scripts/mapdata.R writes the rings as text; this script sorts their edges into kinds,
joins them into lines, simplifies them and packs them. `make map-data` runs both; the
result is committed, so building itin needs neither R nor Python.

Kinds of line:
  0 shore   land against water: a country's coast, or a US or Canadian state's edge
            that no neighbour shares and no border runs along (coasts and lake shores)
  1 border  an edge two countries share
  2 region  an edge two states or provinces of one country share

The file, little-endian:
  "ITINMAP1"  u32 lines  u32 points
  lines × { u8 kind, u8 0, u16 count, u32 first point,
            i16 west, i16 south, i16 east, i16 north }        (16 bytes)
  points × { i16 lon, i16 lat }   in hundredths of a degree
A line has at most MAX_POINTS points, so its box lets a reader skip what is out of view.
"""
import hashlib
import math
import os
import struct
import subprocess
import sys
from collections import defaultdict

SHORE, BORDER, REGION = 0, 1, 2
SCALE = 100  # points are stored in hundredths of a degree (about 1.1 km of latitude)
TOLERANCE = 0.01  # degrees: Douglas-Peucker's distance, below a braille dot of a trip's map
NEAR = 0.12  # degrees: a state's outer edge this close to a country border is that border
MAX_POINTS = 48
NORTH_AMERICA = {"USA", "CAN"}


def read_rings(text):
    for line in text.splitlines():
        layer, country, region, points = line.split("\t")
        ring = [tuple(float(v) for v in p.split(",")) for p in points.split()]
        yield layer, country, region, ring


def edges_of(ring):
    return [(ring[i], ring[i + 1]) for i in range(len(ring) - 1) if ring[i] != ring[i + 1]]


def key(a, b):
    return (a, b) if a <= b else (b, a)


def segment_distance(p, a, b):
    ax, ay = a
    bx, by = b
    px, py = p
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


class SegmentGrid:
    """Segments by the grid cells they touch, to ask what lies near a point."""

    def __init__(self, segments, cell=0.25):
        self.cell = cell
        self.cells = defaultdict(list)
        for a, b in segments:
            for cx in range(self._c(min(a[0], b[0]) - NEAR), self._c(max(a[0], b[0]) + NEAR) + 1):
                for cy in range(self._c(min(a[1], b[1]) - NEAR), self._c(max(a[1], b[1]) + NEAR) + 1):
                    self.cells[(cx, cy)].append((a, b))

    def _c(self, v):
        return math.floor(v / self.cell)

    def near(self, p):
        return any(segment_distance(p, a, b) <= NEAR for a, b in self.cells.get((self._c(p[0]), self._c(p[1])), ()))


def classify(rings):
    """Each kept edge's kind, and the rings in order so edges can be joined into lines."""
    owners = defaultdict(set)
    for layer, country, region, ring in rings:
        for a, b in edges_of(ring):
            owners[(layer, key(a, b))].add((country, region))
    kinds = {}
    borders = []
    for (layer, edge), who in owners.items():
        countries = {c for c, _ in who}
        if layer == "country":
            if len(countries) > 1:
                kinds[("country", edge)] = BORDER
                borders.append(edge)
            elif not countries & NORTH_AMERICA:
                kinds[("country", edge)] = SHORE
        elif len(who) > 1:
            if len(countries) == 1:
                kinds[("region", edge)] = REGION
    grid = SegmentGrid(borders)
    for (layer, edge), who in owners.items():
        if layer == "region" and len(who) == 1:
            a, b = edge
            if not (grid.near(a) and grid.near(b)):
                kinds[("region", edge)] = SHORE
    return kinds


def lines_of(rings, kinds):
    """Runs of consecutive edges of one kind along each ring, each edge taken once."""
    taken = set()
    for layer, _, _, ring in rings:
        run, run_kind = [], None
        for a, b in edges_of(ring):
            k = key(a, b)
            kind = kinds.get((layer, k))
            if kind is None or (layer, k) in taken:
                kind = None
            else:
                taken.add((layer, k))
            if kind != run_kind or (run and run[-1] != a):
                if len(run) > 1:
                    yield run_kind, run
                run = [a] if kind is not None else []
            if kind is not None:
                run.append(b)
            run_kind = kind
        if len(run) > 1:
            yield run_kind, run


def simplify(points, tolerance):
    """Douglas-Peucker, iterative; the ends stay, so lines still meet where they met."""
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        worst, at = 0.0, None
        for i in range(first + 1, last):
            d = segment_distance(points[i], points[first], points[last])
            if d > worst:
                worst, at = d, i
        if at is not None and worst > tolerance:
            keep[at] = True
            stack += [(first, at), (at, last)]
    return [p for p, k in zip(points, keep) if k]


def quantize(points):
    out = []
    for lon, lat in points:
        q = (round(lon * SCALE), round(lat * SCALE))
        if not out or out[-1] != q:
            out.append(q)
    return out


def chunks(points):
    step = MAX_POINTS - 1
    for start in range(0, len(points) - 1, step):
        yield points[start:start + MAX_POINTS]


def pack(lines):
    header = bytearray()
    body = bytearray()
    count = 0
    for kind, points in lines:
        lons = [p[0] for p in points]
        lats = [p[1] for p in points]
        header += struct.pack("<BBHIhhhh", kind, 0, len(points), count,
                              min(lons), min(lats), max(lons), max(lats))
        for lon, lat in points:
            body += struct.pack("<hh", lon, lat)
        count += len(points)
    return b"ITINMAP1" + struct.pack("<II", len(lines), count) + bytes(header) + bytes(body)


def main(out_dir):
    here = os.path.dirname(os.path.abspath(__file__))
    text = subprocess.run(["Rscript", os.path.join(here, "mapdata.R")], check=True,
                          capture_output=True, text=True).stdout
    rings = list(read_rings(text))
    kinds = classify(rings)
    lines = []
    for kind, run in lines_of(rings, kinds):
        points = quantize(simplify(run, TOLERANCE))
        if len(points) > 1:
            lines += [(kind, chunk) for chunk in chunks(points)]
    lines.sort(key=lambda line: line[0])
    data = pack(lines)
    os.makedirs(os.path.join(out_dir, "data"), exist_ok=True)
    with open(os.path.join(out_dir, "data", "map.bin"), "wb") as f:
        f.write(data)
    digest = hashlib.sha256(data).hexdigest()
    with open(os.path.join(out_dir, "mapdata.S"), "w") as f:
        f.write(ASSEMBLY.format(digest=digest))
    by_kind = defaultdict(int)
    for kind, points in lines:
        by_kind[kind] += len(points)
    print(f"map.bin: {len(data)} bytes, {len(lines)} lines, points by kind {dict(by_kind)}")


ASSEMBLY = """\
// Generated by scripts/mapdata.py: Natural Earth's shapes, linked into itin as read-only
// data, so only drawing a map reads them.
// data/map.bin sha256 {digest}
    .section .rodata
    .global itin_map_start
    .global itin_map_end
    .balign 16
itin_map_start:
    .incbin "map.bin"
itin_map_end:
    .byte 0
    .section .note.GNU-stack,"",@progbits
"""

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Sources/CMapData")
