#!/usr/bin/env python3
"""Reading-session memory: the PSS of Folio and of its peers (mupdf, xpdf, zathura, qpdfview,
evince), each with its children, after the same reading session, as issue 32 asks.

    python3 Tests/Scripts/reading-memory.py [--rounds 3] [--file BOOK.pdf]
        [--viewers folio,mupdf,xpdf,zathura,qpdfview,evince] [--folio PATH] [--folio-args="ARG ..."]
        [--display [:N]] [--json OUT.json] [--shots DIR] [--smoke]

The session: open the book (the default is pgfmanual when ../shared/corpus/main has it, as its
MANIFEST.tsv says, else Assets/sample.pdf), wait until the screen has been still for 1 s, then
turn 60 pages, zoom in 4 steps, scroll down 30 steps and turn 30 more pages, one key press every
0.15 s, then wait 1 s and sum the proportional set size (Pss in /proc/PID/smaps_rollup) of the
viewer and of every process below it (/proc/PID/task/*/children, so Folio's render processes
count), and of it the dirty pages (Pss_Dirty: what only swap could take away; the rest is file
pages, libraries and programs, which the kernel drops and reads again as it needs). The keys,
from each viewer's manual page, are sent with xdotool to the viewer's window (the largest
top-level window, given the focus first):

| viewer | next page | zoom in | scroll down |
|---|---|---|---|
| folio | Next (PageDown: a page at any zoom; its arrows pan a zoomed page) | plus | Down |
| mupdf | Next | plus | j |
| xpdf | n | plus | Down |
| zathura | J | plus | j |
| qpdfview | space (Next scrolls a screen) | ctrl+Up | Down |
| evince | n (Next scrolls a screen) | plus | Down |

Every run has HOME and its XDG configuration, cache, data and state folders new and empty, under a
virtual X server of its own (Xvfb, 1920x1080) unless --display names one; Folio runs as `folio FILE
--window 1280x800 --no-disk-cache` (its default window, and no disk cache written). The rounds
are interleaved (each round runs every viewer, their order turned by one each round). The table
(Markdown, on standard output) gives per viewer the median PSS over the rounds, every round's, the
median of its dirty part, how many processes were counted and the window's title after the session
(which says the page, where the viewer puts it there). Figures of a shared or busy machine vary a
little; the page a viewer ends on depends on it having kept up with the keys.

`--json OUT` saves every run, with each process's PSS. `--smoke` is one round of Folio and the first peer installed on Assets/sample.pdf (the turns past
its 64 pages do nothing): it exits 0 when both gave a PSS and 1 otherwise, saying why. `--shots
DIR` writes each viewer's window after the session as DIR/*.ppm; `--smaps DIR` keeps each counted
process's /proc/PID/smaps there (VIEWER-RUN-INDEX-PID.smaps, the viewer's first). Needs Xvfb
(unless --display), xdotool, cc with libx11-dev and libxext-dev, and the viewers compared.
"""
import argparse, os, shutil, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import viewers
from viewers import Failure, text, xdotool

DELAY_MS = 150


def default_file():
    books = viewers.corpus_book(["pgfmanual"])
    return books[0] if books else viewers.SAMPLE


def one_run(session, name, path, run, options):
    """One reading session of `name` on `path`: a dict with its PSS (KiB) or a note saying why not."""
    env = session.fresh_env(name, run)
    log = os.path.join(session.folder, f"run-{run}-{name}.log")
    figures = {"viewer": name, "run": run, "file": os.path.basename(path), "pssKiB": None, "pssDirtyKiB": None,
               "processes": None, "perProcessKiB": None,
               "titleBefore": None, "titleAfter": None, "note": None}
    grab = viewers.Grab(session, settle=1.0, timeout=options.timeout)
    viewer = session.spawn(viewers.command(name, path, options.folio, options.folio_args), env=env, log=log)
    figures["folioBuild"] = viewers.build_stamp(options.folio) if name == "folio" else None

    def check_alive(when):
        if viewer.poll() is not None:
            with open(log, errors="replace") as file:
                tail = file.read()[-300:].strip()
            raise Failure(f"{name} exited with status {viewer.returncode} {when}: {tail}")

    try:
        viewers.wait_for_grab(grab, viewer, options.timeout + 5)
        result = grab.result()
        check_alive("before its window settled")
        if not result["window"]["found"]:
            raise Failure(f"{name} showed no window within {options.timeout:g} s")
        window = str(int(result["window"]["window"], 16))
        figures["window"] = f"{result['window']['w']}x{result['window']['h']}"
        xdotool("windowfocus", "--sync", window, timeout=10)
        xdotool("mousemove", "--window", window, str(result["window"]["w"] // 2), str(result["window"]["h"] // 2))
        figures["titleBefore"] = xdotool("getwindowname", window)
        next_page, zoom_in, scroll_down = viewers.VIEWERS[name]["keys"]
        for key, count in ((next_page, 60), (zoom_in, 4), (scroll_down, 30), (next_page, 30)):
            xdotool("key", "--delay", str(DELAY_MS), *[key] * count)
            check_alive(f"during the reading session (after {key} presses)")
        time.sleep(1)
        check_alive("after the reading session")
        processes = viewers.descendants(viewer.pid)
        each = viewers.rollup_kib(processes)
        figures["pssKiB"], figures["processes"] = sum(e["Pss"] for e in each.values()), len(each)
        figures["pssDirtyKiB"] = sum(e.get("Pss_Dirty", 0) for e in each.values())
        figures["perProcessKiB"] = [e["Pss"] for e in each.values()]  # the viewer's first
        figures["titleAfter"] = xdotool("getwindowname", window)
        if options.smaps:
            save_smaps(options.smaps, name, run, processes)
        if options.shots:
            shot = os.path.join(options.shots, f"{name}-{run}.ppm")
            viewers.Grab(session, timeout=0.01, ppm=shot).result()
    except Failure as failure:
        figures["note"] = str(failure)
    except subprocess.TimeoutExpired as expired:
        figures["note"] = f"{' '.join(expired.cmd[:3])} timed out"
    finally:
        if grab.running():
            grab.stop()
            grab.result()
        session.end(viewer)
    return figures


def save_smaps(folder, name, run, processes):
    """Keeps each counted process's /proc/PID/smaps, to see which mappings make its PSS."""
    for index, pid in enumerate(processes):
        try:
            with open(f"/proc/{pid}/smaps") as source, \
                    open(os.path.join(folder, f"{name}-{run}-{index}-{pid}.smaps"), "w") as copy:
                copy.write(source.read())
        except OSError:
            pass  # the process ended between counting and copying


def report(runs, names):
    print(f"\n### {runs[0]['file']}: PSS after the reading session\n")
    print("| viewer | PSS MiB (median) | runs (MiB) | of it dirty MiB (median) | processes | window "
          "| title after the session |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        mine = [r for r in runs if r["viewer"] == name]
        values = [r["pssKiB"] / 1024 for r in mine if r["pssKiB"] is not None]
        dirty = [r["pssDirtyKiB"] / 1024 for r in mine if r.get("pssDirtyKiB") is not None]
        processes = sorted({r["processes"] for r in mine if r["processes"] is not None})
        titles = [r["titleAfter"] for r in mine if r["titleAfter"]]
        sizes = sorted({r.get("window") for r in mine if r.get("window")})
        print(f"| {name} | {text(statistics.median(values) if values else None, 1)} | "
              f"{' '.join(text(v, 1) for v in values) or '-'} | {text(statistics.median(dirty) if dirty else None, 1)} | "
              f"{'/'.join(map(str, processes)) or '-'} | "
              f"{'/'.join(sizes) or '-'} | {titles[-1] if titles else '-'} |")
    notes = [f"- {r['viewer']} run {r['run']}: {r['note']}" for r in runs if r["note"]]
    if notes:
        print("\n" + "\n".join(notes))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--file", help="the book (default: pgfmanual from the corpus, else the sample)")
    parser.add_argument("--viewers", default=",".join(viewers.VIEWERS))
    parser.add_argument("--folio", default=os.path.join(viewers.ROOT, ".build", "release", "folio"))
    parser.add_argument("--folio-args", default="", help="extra arguments for Folio, e.g. --workers-in-process")
    parser.add_argument("--display", nargs="?", const=os.environ.get("DISPLAY"), default=None,
                        help="use this X server (alone: $DISPLAY) instead of starting Xvfb")
    parser.add_argument("--timeout", type=float, default=20, help="s the opening may take (default 20)")
    parser.add_argument("--json", help="write every run's figures here")
    parser.add_argument("--shots", help="write each viewer's window after the session here as PPM")
    parser.add_argument("--smaps", help="write each counted process's /proc/PID/smaps here")
    parser.add_argument("--smoke", action="store_true", help="one round of Folio and one peer on the sample")
    options = parser.parse_args()
    try:
        if shutil.which("xdotool") is None:
            raise Failure("xdotool is not installed (apt-get install xdotool)")
        names = viewers.viewers_asked(options)
        path = viewers.check_files([viewers.SAMPLE if options.smoke else options.file or default_file()])[0]
        for folder in (options.shots, options.smaps):
            if folder:
                os.makedirs(folder, exist_ok=True)
        runs = []
        with viewers.Session(options.display) as session:
            print(f"display {session.display}; viewers {', '.join(names)}; {options.rounds} rounds; "
                  f"file {os.path.basename(path)}", file=sys.stderr)
            for round_ in range(options.rounds):
                for name in names[round_ % len(names):] + names[:round_ % len(names)]:
                    run = one_run(session, name, path, len(runs), options)
                    runs.append(run)
                    print(f"round {round_ + 1} {name}: PSS {text(run['pssKiB'] and run['pssKiB'] / 1024, 1)} MiB "
                          f"in {run['processes']} processes; title {run['titleAfter']!r}"
                          f"{'; ' + run['note'] if run['note'] else ''}", file=sys.stderr)
                    time.sleep(0.5)
        viewers.conclude(runs, names, options, lambda run: bool(run["pssKiB"]), "PSS", lambda: report(runs, names))
        if options.smoke:
            print(f"\nreading-memory smoke check passed: {' and '.join(names)} gave a PSS after the session")
    except Failure as failure:
        sys.exit(f"reading-memory: {failure}")
    except KeyboardInterrupt:
        sys.exit("reading-memory: interrupted")


if __name__ == "__main__":
    main()
