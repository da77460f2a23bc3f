#!/usr/bin/env bash
# Builds a libFuzzer target (the script parser unless told otherwise) and runs it for a fixed
# number of inputs.
#
#   Scripts/ci/fuzz-script-parser.sh [RUNS [TARGET ENTRY]]
#   Scripts/ci/fuzz-script-parser.sh 5000 Settings Modules/Settings/Fuzz/SettingsFileFuzz.swift
#
# SwiftPM cannot link a libFuzzer executable (it expects a `main`), so TARGET (with its
# dependencies) is built instrumented with SwiftPM and the ENTRY file is linked with swiftc.
# SwiftPM passes -Xswiftc flags to the macros' plugin executable too, so the build asks for
# libFuzzer's instrumentation (the coverage -sanitize=fuzzer implies) without its runtime: a
# plugin linked with libFuzzer's `main` would not link (it has no LLVMFuzzerTestOneInput).
# Seed inputs: the bundled scripts, and the files in a `Corpus` folder beside ENTRY.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20000}"
target="${2:-AppScript}"
entry="${3:-Modules/AppRoot/Fuzz/ScriptFuzz.swift}"
scratch=.build-fuzz
[ "$target" = AppScript ] || scratch=".build-fuzz-$(tr '[:upper:]' '[:lower:]' <<<"$target")"
swift build -c debug --target "$target" --scratch-path "$scratch" -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
# The target's objects, not those of the macros' plugin (built in the `*-tool.build` folders).
objects=$(find "$scratch/debug/" -path '*.build/*' -not -path '*-tool.build/*' -name '*.swift.o')
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
