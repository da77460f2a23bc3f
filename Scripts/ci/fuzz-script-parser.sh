#!/usr/bin/env bash
# Builds the libFuzzer target for the script parser and runs it for a fixed number of inputs.
#
#   Scripts/ci/fuzz-script-parser.sh [RUNS]
#
# SwiftPM cannot link a libFuzzer executable (it expects a `main`), so the parser is built
# instrumented with SwiftPM and the entry point is linked with swiftc.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20000}"
scratch=.build-fuzz
swift build -c debug --target AppScript --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
objects=$(find "$scratch/debug/AppScript.build" -name '*.swift.o')
# shellcheck disable=SC2086
swiftc -parse-as-library -sanitize=fuzzer,address -g -Onone \
  -I "$scratch/debug/Modules" \
  Modules/AppRoot/Fuzz/ScriptFuzz.swift $objects \
  -o "$scratch/script-fuzz"
corpus=$(mktemp -d)
cp Scripts/*.script "$corpus"/ 2>/dev/null || true
"$scratch/script-fuzz" -runs="$runs" -seed=1 -max_len=512 "$corpus"
rm -rf "$corpus"
