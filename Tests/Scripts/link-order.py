#!/usr/bin/env python3
"""The link order of `folio`'s functions (Assets/link-order.txt): every function of the binary that a
reading session runs, in the order they first run, for lld's --symbol-ordering-file.

Why: the kernel maps a program's code in blocks of 16 pages around each page it touches. With the
functions a session runs spread over the binary's 19 MB of code (Swift's runtime and Foundation
linked in), the reader kept 10 to 12 MiB of code resident; packed together at the start, about 6.
Functions the list does not name (new code, paths the session did not take) are linked after it, as
before; a stale list costs memory, never correctness.

Names that the binary defines more than once are left out: the local helpers the Swift compiler
writes into every file that needs them ("destroy for Range", "outlined destroy of Any?", merged
`...Tm` thunks). lld orders every section that defines such a name, so one of them run in a session
pulled whole files' code to the front: 290 sections, among them the regex parser's 480 KB and
Foundation's JSON and property-list decoders, which no session runs. Left out, the ordered code went
from 7.6 to 5.4 MB (docs/measuring.md, "The link order's shared names").

How: the release binary (a copy without its debug information, which Debian 12's valgrind cannot
read) runs under callgrind in a window with its render workers in threads (the render sandbox's
seccomp filter does not run under valgrind), opens the book, and is driven with xdotool: page turns,
zoom steps, scrolls, turns back, the mouse wheel, a drag, Home and End; then it quits. Every function
callgrind saw in the binary is written out. Takes a minute or two.

    swift build -c release --static-swift-stdlib --product folio
    python3 Tests/Scripts/link-order.py [--folio BINARY] [--file BOOK.pdf] [--out FILE] [--display :N]

Needs valgrind, Xvfb (unless --display), xdotool, and objcopy and nm (binutils).
"""
import argparse, os, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import viewers
from viewers import Failure, xdotool

# The session's keys, each with how many presses (xdotool key names; docs/commands.md has the keys).
KEYS = (("Next", 20), ("plus", 4), ("Down", 15), ("minus", 4), ("Prior", 5), ("Right", 10), ("Left", 3))
KEY_DELAY = 0.4  # s between presses: the reader runs some 50 times slower under callgrind


def wait_for_window(process, timeout=120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise Failure(f"folio under callgrind ended with status {process.returncode} before its window showed")
        try:
            return xdotool("search", "--onlyvisible", "--pid", str(process.pid), "--name", " - page ").split("\n")[0]
        except Failure:
            time.sleep(0.5)  # no such window yet: xdotool search says so with status 1
    raise Failure(f"no Folio window within {timeout} s")


def drive(window):
    """The reading session: keys, then the wheel, the zoom wheel, a drag, Home and End, then quit."""
    xdotool("windowfocus", "--sync", window)
    xdotool("mousemove", "--window", window, "640", "400")
    for key, count in KEYS:
        for _ in range(count):
            xdotool("key", "--clearmodifiers", key)
            time.sleep(KEY_DELAY)
    for _ in range(3):
        xdotool("click", "5")
        time.sleep(KEY_DELAY)
    for _ in range(2):
        xdotool("keydown", "ctrl", "click", "4", "keyup", "ctrl")
        time.sleep(KEY_DELAY)
    xdotool("key", "0")
    xdotool("mousemove", "--window", window, "900", "400", "mousedown", "1", "mousemove", "--window", window, "700",
            "400", "mousemove", "--window", window, "400", "400", "mouseup", "1")
    for key in ("Home", "End"):
        time.sleep(1)
        xdotool("key", key)
    time.sleep(2)
    xdotool("key", "q")


def functions_run(profiles, binary):
    """The functions of `binary` that callgrind's profiles name, as callers or callees, in the order
    they first appear; callgrind's suffix for recursion ('2) and unnamed addresses left out."""
    seen = {}
    for path in profiles:
        current_object = called_object = None
        with open(path, errors="replace") as profile:
            for line in profile:
                if line.startswith("ob="):
                    current_object = line[3:].strip()
                elif line.startswith("fn="):
                    if current_object == binary:
                        seen.setdefault(line[3:].strip().split("'")[0], None)
                    called_object = None
                elif line.startswith("cob="):
                    called_object = line[4:].strip()
                elif line.startswith("cfn="):
                    if (called_object or current_object) == binary:
                        seen.setdefault(line[4:].strip().split("'")[0], None)
                    called_object = None
    return [name for name in seen if not name.startswith("0x") and name != "(below main)"]


def defined_once(names, binary):
    """`names` without those that `binary` defines more than once (local helpers of many files)."""
    listing = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout
    definitions = {}
    for line in listing.splitlines():
        fields = line.split(" ", 2)
        if len(fields) == 3 and fields[1] in "tTwW":
            definitions[fields[2]] = definitions.get(fields[2], 0) + 1
    return [name for name in names if definitions.get(name) == 1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folio", default=os.path.join(viewers.ROOT, ".build", "release", "folio"))
    parser.add_argument("--file", help="the book (default: pdfjs_freeculture from the corpus, else the sample)")
    parser.add_argument("--out", default=os.path.join(viewers.ROOT, "Assets", "link-order.txt"))
    parser.add_argument("--display", help="use this X server instead of starting Xvfb")
    options = parser.parse_args()
    for tool in ("valgrind", "xdotool", "objcopy"):
        if shutil.which(tool) is None:
            raise Failure(f"{tool} is not installed")
    book = options.file or (viewers.corpus_book(["pdfjs_freeculture"]) or [viewers.SAMPLE])[0]
    with viewers.Session(options.display) as session:
        binary = os.path.join(session.folder, "folio")
        subprocess.run(["objcopy", "--strip-debug", options.folio, binary], check=True)
        profiles = os.path.join(session.folder, "callgrind")
        os.mkdir(profiles)
        process = session.spawn(
            ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no", "--compress-pos=no",
             f"--callgrind-out-file={profiles}/callgrind.%p", binary, book, "--window", "1280x800",
             "--no-disk-cache", "--workers-in-process"],
            env=session.fresh_env("folio", 0), log=os.path.join(session.folder, "valgrind.log"))
        drive(wait_for_window(process))
        try:
            process.wait(timeout=120)
        except subprocess.TimeoutExpired:
            raise Failure("folio did not quit within 120 s of q") from None
        if process.returncode != 0:
            with open(os.path.join(session.folder, "valgrind.log"), errors="replace") as log:
                raise Failure(f"folio ended with status {process.returncode}:\n{log.read()[-2000:]}")
        names = functions_run([os.path.join(profiles, f) for f in sorted(os.listdir(profiles))], binary)
        names = defined_once(names, binary)
    if len(names) < 1000:
        raise Failure(f"callgrind saw only {len(names)} functions of folio: not a reading session")
    with open(options.out, "w") as out:
        out.write("# lld --symbol-ordering-file for folio: the functions a reading session runs, packed at\n"
                  "# the start of the code. Written by Tests/Scripts/link-order.py; see there why.\n")
        out.write("\n".join(names) + "\n")
    print(f"{len(names)} functions written to {options.out}")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        sys.exit(f"link-order.py: {failure}")
