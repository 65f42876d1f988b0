#!/usr/bin/env bash
# Pictures of the real program in a real terminal: xterm under its own Xvfb, keys sent
# with xdotool, windows captured with ImageMagick's `import`.
#
#   scripts/screenshots.sh BINARY OUTDIR
#
# Runs `BINARY --demo` (a scratch copy of the demo trips; it never touches a library)
# with HOME and XDG_DATA_HOME pointing at a temporary folder, and writes
#   trips.png  trip.png  drag-allowed.png  drag-forbidden.png  help.png
# and demo.gif (a leg carried over the ✗ rows, dropped there and snapping back, then dropped
# where it may go: frames of the real program, put together by ImageMagick's convert)
# into OUTDIR; then light.png, the light theme (`theme = "light"` in a settings file) in an
# xterm with a white background; map.png, the Northeast trip's map (`M`), and the trip's
# html export in headless chromium at a phone's width and a desktop's (page-phone.png,
# page-desktop.png). Needs: Xvfb xterm xdotool import convert (imagemagick), chromium,
# fonts-dejavu-core, fonts-wqy-microhei, fonts-symbola (`make screenshots` installs them).
set -euo pipefail

die() { echo "screenshots: $*" >&2; exit 1; }

[ $# -eq 2 ] || die "usage: $0 BINARY OUTDIR"
binary=$1
outdir=$2
[ -x "$binary" ] || die "no executable at $binary (build it first: swift build --product itin)"
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
for tool in Xvfb xterm xdotool import convert md5sum chromium; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is not installed (scripts/ensure-deps.sh xvfb xterm xdotool imagemagick)"
done
mkdir -p "$outdir"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/itin-shots.XXXXXX")
xvfb_pid=""
xterm_pid=""
cleanup() {
    local status=$?
    [ -n "$xterm_pid" ] && kill "$xterm_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    [ -n "$xterm_pid" ] && wait "$xterm_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && wait "$xvfb_pid" 2>/dev/null || true
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# --- X server: the first free display from :90 to :99 -------------------------------
display=""
for n in 90 91 92 93 94 95 96 97 98 99; do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
        display=$n
        break
    fi
done
[ -n "$display" ] || die "no free X display between :90 and :99"

Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
for _ in $(seq 100); do
    [ -e "/tmp/.X11-unix/X$display" ] && xdotool getmouselocation >/dev/null 2>&1 && break
    kill -0 "$xvfb_pid" 2>/dev/null || die "Xvfb :$display did not start: $(cat "$tmp/xvfb.log")"
    sleep 0.05
done
xdotool getmouselocation >/dev/null 2>&1 || die "Xvfb :$display is not answering"

# --- the terminal, running the demo ---------------------------------------------------
mkdir -p "$tmp/home" "$tmp/data"
# Starts xterm (background, foreground) running the demo with the settings file $3 (a
# missing one: the defaults), and finds its window. With a fourth argument "library", itin
# opens $ITIN_FILE instead, made from the demo trips, which stays for the export.
start_xterm() {
    local bg=$1 fg=$2 config=$3 open=--demo
    [ "${4:-}" = library ] && open=""
    HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
    xterm -bg "$bg" -fg "$fg" -fa 'DejaVu Sans Mono' -fs 12 -geometry 100x30+0+0 \
          -xrm 'XTerm*cursorBlink: false' -xrm 'XTerm*visualBell: false' \
          -title itin \
          -e env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 \
                 HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" ITIN_FILE="$tmp/data/library.json" \
                 ITIN_CONFIG="$config" \
                 "$binary" $open >"$tmp/xterm.log" 2>&1 &
    xterm_pid=$!

    # The window, once mapped: by the xterm's pid, else by class (this X server runs
    # nothing else).
    window=""
    for _ in $(seq 100); do
        window=$(xdotool search --onlyvisible --pid "$xterm_pid" 2>/dev/null | head -n1) || true
        [ -n "$window" ] || window=$(xdotool search --onlyvisible --class xterm 2>/dev/null | head -n1) || true
        [ -n "$window" ] && break
        kill -0 "$xterm_pid" 2>/dev/null || die "xterm exited before its window appeared: $(cat "$tmp/xterm.log")"
        sleep 0.1
    done
    [ -n "$window" ] || die "the xterm window did not appear within 10 s: $(cat "$tmp/xterm.log")"
    xdotool windowfocus --sync "$window" || die "could not focus the xterm window $window"
}

# --- waiting for the screen -----------------------------------------------------------
# A fingerprint of the window's pixels.
snap() { import -silent -window "$window" rgb:- 2>/dev/null | md5sum | cut -d' ' -f1; }

# Waits until the window differs from $1 (unless $1 is empty) and then holds still for
# two captures in a row. Bounded: at most ~4 s, then carries on with what is there.
settle() {
    local before=$1 what=$2 prev cur i changed=0
    [ -z "$before" ] && changed=1
    prev=$(snap)
    for i in $(seq 40); do
        sleep 0.1
        alive
        cur=$(snap)
        [ "$cur" != "$before" ] && changed=1
        if [ "$changed" -eq 1 ] && [ "$cur" = "$prev" ]; then
            sleep 0.15
            [ "$(snap)" = "$cur" ] && return 0
        fi
        prev=$cur
    done
    [ "$changed" -eq 1 ] || die "the screen did not change after: $what"
    echo "screenshots: warning: the screen kept changing after: $what" >&2
}

alive() { kill -0 "$xterm_pid" 2>/dev/null || die "itin (or its xterm) exited early: $(cat "$tmp/xterm.log")"; }

# Sends keys (xdotool key names) to the focused terminal and waits for the frame.
# Through XTEST to the focused window, not `key --window` (XSendEvent): xterm ignores
# sent events unless allowSendEvents is on, and there is no window manager to focus.
keys() {
    local before
    alive
    before=$(snap)
    xdotool windowfocus --sync "$window"
    xdotool key --delay 60 "$@" || die "xdotool could not send: $*"
    settle "$before" "keys $*"
}

shot() {
    local file="$outdir/$1"
    alive
    # No date chunks: the same screen gives the same file, so reruns leave git quiet.
    import -silent -window "$window" -define png:exclude-chunks=date,time "$file" \
        || die "could not capture $file"
    [ -s "$file" ] || die "$file is empty"
    echo "screenshots: $file"
}

# A blank xterm shows up before itin draws: wait until the window holds more than the
# background and the text cursor, then until it holds still.
colours() { import -silent -window "$window" -format '%k' info: 2>/dev/null || echo 0; }
wait_for_itin() {
    for _ in $(seq 100); do
        alive
        [ "$(colours)" -gt 4 ] && break
        sleep 0.1
    done
    [ "$(colours)" -gt 4 ] || die "itin drew nothing within 10 s"
    settle "" "start-up"
}

# Quits the way a user does (back to the trips, then quit), so itin restores the terminal.
quit_itin() {
    xdotool key --delay 60 q q >/dev/null 2>&1 || true
    for _ in $(seq 30); do
        kill -0 "$xterm_pid" 2>/dev/null || break
        sleep 0.1
    done
}

start_xterm '#1d1f21' '#d8d8d8' "$tmp/home/no-settings.toml"
wait_for_itin

shot trips.png

keys Return                        # open the first trip: the Northeast Ballpark Swing
shot trip.png

keys j j j j j j j                 # down to the Boston → New York leg
keys space                         # grab it
keys Up                            # Day 2, after Yankees @ Red Sox: allowed
shot drag-allowed.png

keys Up Up                         # above the Day 2 game: forbidden
shot drag-forbidden.png

keys Escape                        # cancel: the leg snaps back (about 200 ms)
sleep 0.4
keys question
shot help.png

keys Escape                        # close the help

# --- the moving picture: frames of the same session, each shown for its delay ---------
mkdir -p "$tmp/gif"
frames=()
frame() {  # frame DELAY (hundredths of a second): the window as it is now
    local file
    file=$(printf '%s/gif/%02d.png' "$tmp" "${#frames[@]}")
    import -silent -window "$window" "$file" || die "could not capture a frame"
    frames+=(-delay "$1" "$file")
}
frame 150                          # the trip, the cursor on the Boston → New York leg
keys space; frame 90               # grabbed: the ✗ rows marked from the start
keys Up; frame 90                  # Day 2 after Yankees @ Red Sox: allowed
keys Up; frame 110                 # before the Day 2 game: ✗, the reason below
keys Up; frame 160                 # further up, still ✗
xdotool key Return                 # dropped on a ✗: it snaps back over about 200 ms
frame 20
settle "" "the snap-back"; frame 200
keys space; frame 80               # grabbed again
keys Up; frame 100                 # allowed
keys Return; frame 250             # dropped: it settles there
keys u                             # and back as it was, for the rest of the script
convert -loop 0 "${frames[@]}" -layers Optimize -colors 64 "$outdir/demo.gif" \
    || die "could not make demo.gif"
echo "screenshots: $outdir/demo.gif ($(stat -c %s "$outdir/demo.gif") bytes)"

quit_itin

# --- the light theme on a white background (docs/settings.md) ---------------------------------
kill "$xterm_pid" 2>/dev/null || true
wait "$xterm_pid" 2>/dev/null || true
printf 'theme = "light"\n' >"$tmp/home/light.toml"
start_xterm white black "$tmp/home/light.toml"
wait_for_itin
keys Return                        # the Northeast trip
keys j j j j j j j                 # the Boston → New York leg
keys space Up Up Up                # held over a ✗ slot: every role of the theme at once
shot light.png
keys Escape
sleep 0.4
quit_itin

# --- the route: the map in the editor, then the trip's page in a browser (docs/map.md) -----
kill "$xterm_pid" 2>/dev/null || true
wait "$xterm_pid" 2>/dev/null || true
start_xterm '#1d1f21' '#d8d8d8' "$tmp/home/no-settings.toml" library
wait_for_itin
keys Return                        # the Northeast trip
keys j j j j j j j j j j j j       # down into Day 3, New York's day
keys M                             # its map, Day 3 highlighted
shot map.png
keys Escape
quit_itin
library="$tmp/data/library.json"
[ -s "$library" ] || die "the editor did not write the demo library to $library"
ITIN_CONFIG="$tmp/home/no-settings.toml" "$binary" export "$library" --trip ne-2026 --format html \
    --output "$tmp/page.html" || die "could not export the page"
page_shot() {  # page_shot FILE WIDTH HEIGHT
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2,$3" \
        --screenshot="$outdir/$1" "file://$tmp/page.html" >"$tmp/chromium.log" 2>&1 \
        || die "chromium could not take $1: $(tail -n 3 "$tmp/chromium.log")"
    echo "screenshots: $outdir/$1"
}
page_shot page-phone.png 360 1400
page_shot page-desktop.png 1100 1300
echo "screenshots: wrote 9 pictures and a moving one to $outdir"
