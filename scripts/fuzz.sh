#!/usr/bin/env bash
# Builds a libFuzzer target (Fuzz/Fuzz<Target>.swift compiled with the sources of
# ItineraryCore) and runs it for the given number of seconds:
#   scripts/fuzz.sh SECONDS [decoder|icalendar|paste]     (default: decoder, the itin/1 decoder)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
target=${2:-decoder}
case "$target" in
    decoder) source=Fuzz/FuzzDecoder.swift; seed=Fuzz/seed.json ;;
    icalendar) source=Fuzz/FuzzICalendar.swift; seed=Fuzz/seed.ics ;;
    paste) source=Fuzz/FuzzPaste.swift; seed=Fuzz/seed.paste ;;
    *) echo "fuzz.sh: unknown target '$target' (decoder, icalendar or paste)" >&2; exit 64 ;;
esac
out=.build/fuzz/$target
mkdir -p "$out/corpus" "$out/crashes"
# Core's files that use a package (CSV: the exports and the schedule import) cannot be
# compiled alone; the fuzzed code needs none of them.
# (grep -L exits 1 when no file has the import, hence the `|| true`.)
core=$(find Sources/ItineraryCore -name '*.swift' -not -path '*/Import/*' -not -path '*/Export/*' -exec grep -L '^import CSV' {} + || true)
[ -n "$core" ] || { echo "fuzz.sh: no sources of ItineraryCore found" >&2; exit 1; }
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ItineraryCore \
    $core "$source" -o "$out/fuzz-$target"
# Seed with a file in the real shape: the demo library as itin saves it, or a team's feed.
cp "$seed" "$out/corpus/"
SWIFT_BACKTRACE=enable=no "$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 "$out/corpus" 2>&1 | tail -25
