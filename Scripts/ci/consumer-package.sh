#!/usr/bin/env bash
# Builds and tests a package that depends on this one by path, with a @Reducer feature, a view
# and a TestStore test, as the README's "Use it from your own package" says it can.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Scripts/ci/ConsumerPackage/." "$work/"
sed -e "s#@SHOWCASE_PATH@#$root#" -e "s#@SHOWCASE_NAME@#$(basename "$root")#" \
  "$work/Package.swift.in" > "$work/Package.swift"
rm "$work/Package.swift.in"
cd "$work"
swift test 2>&1 | tee build-log.txt
if grep -E ': warning: ' build-log.txt | sort -u | grep . ; then
  echo "error: the consumer package's build printed warnings" >&2
  exit 1
fi
