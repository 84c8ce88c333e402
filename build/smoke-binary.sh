#!/usr/bin/env bash
# Check a built binary headless: --version, the smoke test, the log file in the per-user log
# folder, and nothing written in the folder it was started from (which is not its own).
#   bash build/smoke-binary.sh [path/to/binary]     (default: dist/president)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/dist/president}
[ -f "$bin" ] || { echo "smoke-binary: no binary at $bin; build it first" >&2; exit 1; }
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
version=$(tr -d '\r' < "$root/game/__init__.py" | sed -n 's/^__version__ = "\(.*\)"/\1/p')
fail() { echo "smoke-binary: $*" >&2; exit 1; }
run() { if command -v timeout >/dev/null; then timeout 120 "$@"; else "$@"; fi; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/cwd" "$work/home"
home="$work/home"
command -v cygpath >/dev/null && home=$(cygpath -w "$home")  # Git Bash on Windows
export PRESIDENT_HOME="$home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$work/cwd"

out=$(run "$bin" --version | tr -d '\r')
[ "$out" = "President $version" ] || fail "--version printed '$out', expected 'President $version'"
echo "version: $out"
out=$(run "$bin" --check-core | tr -d '\r') || fail "the compiled play-out core is missing: $out"
echo "$out"
run "$bin" --smoke-test || fail "the smoke test failed (exit $?)"
grep -q "President $version starting" "$work/home/logs/president.log" \
  || fail "no start line in the log file $work/home/logs/president.log"
[ -z "$(ls -A "$work/cwd")" ] || fail "files were written where it was started: $(ls -A "$work/cwd")"
echo "binary ok: $bin ($(wc -c < "$bin" | tr -d ' ') bytes)"
