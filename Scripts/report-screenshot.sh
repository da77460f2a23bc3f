#!/usr/bin/env bash
# Takes the README's picture of the tour's run report: runs the tour with --report and has
# headless Chromium screenshot the page at step 16 (tap "Add to favorites": its route, its diffs, the new favorite).
# Beside the picture it writes the page's counts (OUTPUT.txt), which ReadmeExcerptTests compare
# with a fresh run and with the README's description of the picture.
#
#   Scripts/report-screenshot.sh [OUTPUT.png]   # default Docs/images/tour-report.png
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-Docs/images/tour-report.png}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "error: no headless browser; install Debian's chromium (apt-get install chromium)" >&2
  exit 1
fi

swift build --product app >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/debug/app run tour --quiet --report "$work/tour.html" >/dev/null
mkdir -p "$(dirname "$output")"
"$browser" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1400,900 \
  --screenshot="$output" "file://$work/tour.html#step-16" 2>/dev/null
dom="$("$browser" --headless --no-sandbox --disable-gpu --no-first-run \
  --user-data-dir="$work/profile-dom" --dump-dom "file://$work/tour.html#step-16" 2>/dev/null)"
count() {
  printf '%s' "$dom" | grep -o "data-$1-count=\"[0-9]*\"" | head -n 1 | tr -dc '0-9'
}
numbers="${output%.png}.txt"
{
  echo "# The counts of the page in ${output##*/}, written with it by Scripts/report-screenshot.sh."
  echo "steps: $(count step)"
  echo "actions: $(count action)"
  echo "effects: $(count effect)"
} >"$numbers"
echo "wrote $output and $numbers"
