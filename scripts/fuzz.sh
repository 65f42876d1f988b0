#!/usr/bin/env bash
# Builds the libFuzzer target for the itin/1 decoder (Fuzz/FuzzDecoder.swift compiled with
# the sources of ItineraryCore) and runs it for the given number of seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
out=.build/fuzz
mkdir -p "$out/corpus" "$out/crashes"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ItineraryCore \
    $(find Sources/ItineraryCore -name '*.swift') Fuzz/FuzzDecoder.swift -o "$out/fuzz-decoder"
# Seed with the demo library as itin saves it.
cp Fuzz/seed.json "$out/corpus/"
SWIFT_BACKTRACE=enable=no "$out/fuzz-decoder" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 "$out/corpus" 2>&1 | tail -25
