#!/usr/bin/env bash
# How long the run report of the generated 10,000-step script takes to open and become
# interactive in headless Chromium (#29: under 2 s). Not a timed test: a measurement.
#
#   Scripts/report-benchmark.sh [STEPS]      # default 10000
#
# Builds the release app, writes the generated script (the one runtime-bench's app workloads
# run), runs it with --report, then loads the page three times with `chromium --headless
# --dump-dom` and prints the page's own ready time (performance.now() when the first render
# is done and the page answers keys and clicks: <html data-ready-ms>), and the median.
set -euo pipefail
cd "$(dirname "$0")/.."
steps="${1:-10000}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "error: no headless browser; install Debian's chromium (apt-get install chromium)" >&2
  exit 1
fi

swift build -c release --product app >/dev/null
swift build -c release --product runtime-bench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/release/runtime-bench --print-generated-script "$steps" >"$work/generated.script"
.build/release/app run "$work/generated.script" --quiet --report "$work/generated.html" >/dev/null
printf 'report of %s steps: %s bytes\n' "$steps" "$(wc -c <"$work/generated.html")"

times=()
for run in 1 2 3; do
  dom="$("$browser" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile-$run" --dump-dom "file://$work/generated.html" 2>/dev/null)"
  html="$(printf '%s' "$dom" | grep -o '<html[^>]*>' | head -n 1)"
  ready="$(printf '%s' "$html" | sed -n 's/.*data-ready-ms="\([0-9.]*\)".*/\1/p')"
  errors="$(printf '%s' "$html" | sed -n 's/.*data-errors="\([0-9]*\)".*/\1/p')"
  if [ -z "$ready" ] || [ "$errors" != "0" ]; then
    echo "error: the page did not become ready without errors: $html" >&2
    exit 1
  fi
  printf 'load %d: interactive after %s ms\n' "$run" "$ready"
  times+=("$ready")
done
median="$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)"
printf 'median: %s ms (target: under 2000 ms)\n' "$median"
