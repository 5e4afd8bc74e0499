# Sourced by the window tests: a virtual X server of the test's own, a state and cache folder of the
# test's own (so it neither reads nor fills the user's), `fail`, `wait_for` and clean-up on exit.
# Sets DISPLAY, XDG_CACHE_HOME, XDG_STATE_HOME and TEST_HOME; kills the pid in $folio_pid on exit.
# `pixel` and `near` read and compare a screenshot's colours.
TEST_HOME=$(mktemp -d)
XDG_CACHE_HOME=$TEST_HOME/cache
XDG_STATE_HOME=$TEST_HOME/state
export XDG_CACHE_HOME XDG_STATE_HOME
# The X server is the one to use: SDL would otherwise try Wayland when X answers slowly on a loaded
# machine, and print Wayland's complaint about XDG_RUNTIME_DIR instead of X's own error.
export SDL_VIDEODRIVER=x11
mkdir -p "$XDG_CACHE_HOME" "$XDG_STATE_HOME"

fail() { echo "${TEST_NAME:-window test} FAILED: $*" >&2; exit 1; }

# Xvfb picks a free display itself and writes its number to fd 3: a display number of our choosing
# may be held by another X server, or by a stale lock file a killed one left behind. -noreset: by
# default the server resets when its last client leaves, and drops a client that connects during the
# reset; the probe below leaves just before the test's first client comes ("x11 not available").
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp -noreset 3>"$TEST_HOME/display" >/dev/null 2>&1 &
xvfb=$!
folio_pid=
cleanup() {
    [ -n "$folio_pid" ] && kill "$folio_pid" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$TEST_HOME"
}
trap cleanup EXIT

# Polls until COMMAND succeeds, for at most SECONDS.
wait_for() {
    local seconds=$1; shift
    for _ in $(seq $((seconds * 10))); do "$@" && return 0; sleep 0.1; done
    return 1
}

# The colour at X,Y of a screenshot, as r,g,b.
pixel() { convert "$1" -format "%[fx:int(255*p{$2,$3}.r)],%[fx:int(255*p{$2,$3}.g)],%[fx:int(255*p{$2,$3}.b)]" info:; }
# Whether the colour r,g,b in $1 is near the one in $2 (each channel within 40).
near() {
    python3 -c 'import sys; a = [int(v) for v in sys.argv[1].split(",")]; b = [int(v) for v in sys.argv[2].split(",")]
sys.exit(0 if all(abs(x - y) <= 40 for x, y in zip(a, b)) else 1)' "$1" "$2"
}

wait_for 10 test -s "$TEST_HOME/display" || fail "Xvfb did not start"
export DISPLAY=:$(head -1 "$TEST_HOME/display")
wait_for 5 xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb does not answer"
