#!/bin/sh
# Put the Linux binary on PATH and in the desktop's application menu, for this user only.
#   sh install-linux.sh [path/to/president]     (default: ./president, else dist/president)
#   sh install-linux.sh --uninstall
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin_dir="${XDG_BIN_HOME:-$HOME/.local/bin}"
data_dir="${XDG_DATA_HOME:-$HOME/.local/share}"
app="$data_dir/applications/president.desktop"
icon="$data_dir/icons/hicolor/256x256/apps/president.png"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin_dir/president" "$app" "$icon"
  echo "President removed (settings and saves are kept)."
  exit 0
fi

binary="${1:-}"
if [ -z "$binary" ]; then
  for candidate in "$here/president" "$here/../dist/president" ./president; do
    if [ -f "$candidate" ]; then binary=$candidate; break; fi
  done
fi
if [ -z "$binary" ] || [ ! -f "$binary" ]; then
  echo "install-linux.sh: no president binary found; give its path as the first argument." >&2
  exit 1
fi
find_file() {  # the file beside this script (release archive) or in build/ (checkout)
  for f in "$here/$1" "$here/icons/$1"; do [ -f "$f" ] && { echo "$f"; return; }; done
  echo "install-linux.sh: $1 is missing beside this script." >&2
  exit 1
}
desktop_src=$(find_file president.desktop)
icon_src=$(find_file president.png)

mkdir -p "$bin_dir" "$(dirname "$app")" "$(dirname "$icon")"
install -m 755 "$binary" "$bin_dir/president"
install -m 644 "$icon_src" "$icon"
sed "s|^Exec=president|Exec=$bin_dir/president|" "$desktop_src" > "$app"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data_dir/applications" || true
echo "President installed: $bin_dir/president, with a menu entry."
