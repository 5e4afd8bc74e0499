#!/usr/bin/env bash
# The mutation fuzzer's long run (docs/tests.md, "Damaged files and the mutation fuzzer"): builds folio and
# folio-fuzz, then damages Assets/sample.pdf and the corpus's good files seed after seed and holds
# folio info, render and a short headless bench to the contract for bad input on each copy.
# Every failure is printed with the command that makes the copy again and checks it.
#
#   Tests/fuzz.sh                                   # 30 minutes from seed 1, the debug build
#   Tests/fuzz.sh -c release --minutes 120 --jobs 4
#   Tests/fuzz.sh --first-seed 1000 --seeds 20      # seeds 1000 to 1019, however long that takes
#   Tests/fuzz.sh --folio .build-asan/debug/folio   # another folio, an ASan build say
#
# Options other than -c go to `folio-fuzz run` (`folio-fuzz run --help`). It runs at low priority
# (nice 10); ASAN_OPTIONS defaults to detect_leaks=0 (poppler and GLib keep what they allocate
# once, and the leak report at exit is not what this hunts). Exit status 1 when a copy failed.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=debug
if [[ "${1:-}" == "-c" ]]; then
    configuration="${2:?-c wants debug or release}"
    shift 2
fi
case " $* " in
    *" --minutes "*|*" --seeds "*) ;;
    *) set -- --minutes 30 "$@" ;;
esac

swift build -c "$configuration" --product folio >&2
swift build -c "$configuration" --product folio-fuzz >&2
products="$(swift build -c "$configuration" --show-bin-path)"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec nice -n 10 "$products/folio-fuzz" run "$@"
