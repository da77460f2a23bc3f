#!/usr/bin/env bash
# Builds the DocC documentation of the runtime, the features and the app into
# .build/docs/<Module>/, a static site to serve and open in a browser, with the toolchain's own
# tools only (symbol graphs from `swift package dump-symbol-graph`, pages from `docc convert`).
# Any DocC warning fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
modules=(Runtime HeadlessUI RuntimeTesting Settings Search Auth AppRoot)

work=".build/docs-work"
rm -rf "$work" .build/docs
mkdir -p "$work" .build/docs

# SwiftPM extracts a graph for every module, and cannot for RuntimeMacroImplementations: the
# extractor is not given the toolchain's swift-syntax folder that target builds with. That
# module is not documented here, so the dump's status is not the check; each graph below is.
dump_log="$work/dump-symbol-graph.log"
graphs="$(swift build --show-bin-path)/../symbolgraph"
rm -rf "$graphs"
swift package dump-symbol-graph --minimum-access-level public > "$dump_log" 2>&1 || true
for module in "${modules[@]}"; do
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    cat "$dump_log" >&2
    echo "error: no symbol graph for $module" >&2
    exit 1
  fi
done

status=0
for module in "${modules[@]}"; do
  mkdir -p "$work/$module"
  cp "$graphs/$module.symbols.json" "$work/$module/"
  cp "$graphs/$module"@*.symbols.json "$work/$module/" 2> /dev/null || true
  log="$work/$module.log"
  "$docc" convert "$(find Modules -type d -name "$module.docc")" \
    --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "showcase.$module" \
    --transform-for-static-hosting \
    --output-path ".build/docs/$module" > "$log" 2>&1 && converted=yes || converted=no
  warnings=$(grep -cE '^(warning|error):' "$log" || true)
  if [ "$warnings" -ne 0 ] || [ "$converted" = no ]; then
    cat "$log" >&2
    echo "error: DocC reported $warnings problem(s) in $module" >&2
    status=1
  else
    echo "$module: 0 warnings, .build/docs/$module/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]')/"
  fi
done
if [ "$status" -eq 0 ]; then
  echo "Browsers load a DocC site over HTTP; serve one with, for example:"
  echo "  python3 -m http.server --directory .build/docs/Runtime 8000"
  echo "then open http://localhost:8000/documentation/runtime/"
fi
exit "$status"
