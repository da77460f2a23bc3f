#!/usr/bin/env bash
# Builds a libFuzzer target (the script parser unless told otherwise) and runs it for a fixed
# number of inputs.
#
#   Scripts/ci/fuzz-script-parser.sh [RUNS [TARGET ENTRY]]
#   Scripts/ci/fuzz-script-parser.sh 5000 Settings Modules/Settings/Fuzz/SettingsFileFuzz.swift
#
# SwiftPM cannot link a libFuzzer executable (it expects a `main`), so TARGET (with its
# dependencies) is built instrumented with SwiftPM and the ENTRY file is linked with swiftc.
# Seed inputs: the bundled scripts, and the files in a `Corpus` folder beside ENTRY.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20000}"
target="${2:-AppScript}"
entry="${3:-Modules/AppRoot/Fuzz/ScriptFuzz.swift}"
scratch=.build-fuzz
[ "$target" = AppScript ] || scratch=".build-fuzz-$(tr '[:upper:]' '[:lower:]' <<<"$target")"
swift build -c debug --target "$target" --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
objects=$(find "$scratch/debug/" -path '*.build/*' -name '*.swift.o')
# shellcheck disable=SC2086
swiftc -parse-as-library -sanitize=fuzzer,address -g -Onone \
  -I "$scratch/debug/Modules" \
  "$entry" $objects \
  -o "$scratch/fuzz"
corpus=$(mktemp -d)
cp Modules/AppRoot/Sources/AppShell/Scripts/*.script "$corpus"/ 2>/dev/null || true
cp "$(dirname "$entry")"/Corpus/* "$corpus"/ 2>/dev/null || true
"$scratch/fuzz" -runs="$runs" -seed=1 -max_len=512 "$corpus"
rm -rf "$corpus"
