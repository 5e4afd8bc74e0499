#!/usr/bin/env python3
"""Launch to visually complete: Folio against mupdf, xpdf, zathura, qpdfview and evince, on the same
files under one virtual X server, as issue 32 asks.

    python3 Tests/Scripts/launch-figures.py [--rounds 5] [--warmup 1] [--files A.pdf,B.pdf]
        [--viewers folio,mupdf,xpdf,zathura,qpdfview,evince] [--folio PATH] [--folio-args="ARG ..."]
        [--build NAME=BINARY] ... [--display [:N]] [--json OUT.json] [--frames DIR] [--smoke]

Every run starts the viewer with its configuration, cache, data and state folders and HOME new and
empty (XDG_*_HOME; zathura's window size is the one line of its zathurarc), after xshm-grab.c has
grabbed the screen once; xshm-grab then grabs the whole screen through X shared memory every 5 ms
(--interval) until its pixels have not changed for 3 s, and notes when each top-level window is
mapped. The runs are interleaved: each round opens every file in every viewer, the viewers' order
turned by one each round. Then the viewer's processes are ended. A warm-up round (--warmup 1) runs
first and is not counted: the first launch of each viewer after a build or a quiet spell reads its
programs and libraries from disk, and was slower for every viewer alike (mupdf 75 ms against its
median 41, xpdf 185 against 105), which made p95 say more about the disk than about the viewer.
For each counted run:

- mapped: the first top-level window (not override-redirect) mapped after the command ran;
- first change: the first grab whose pixels differ from the screen before the command ran;
- visually complete: the first grab after which every grab differs from the final one in at most
  0.5 % of the final window's area. Pixels are counted over the whole screen (a window first mapped
  elsewhere or larger counts too) and divided by the area of the final window: the largest
  top-level window viewable at the end, clipped to the screen.

Times are from the moment the command was started (CLOCK_MONOTONIC, which Python's time.monotonic
and xshm-grab read alike) to the reply of the grab that showed it, so a grab's own time (a few ms for
1920x1080) is included. A run whose screen does not settle within --timeout (15 s) has no visually
complete time. Folio runs as `folio FILE`, as a user types it (its window is 1280x800, and every
run's cache folder is new: nothing is read from its disk cache), xpdf with
`-geometry 1280x800`, zathura with a 1280x800 window; mupdf sizes its window to the page, qpdfview
and evince take their own default size: the tables say each window's size.

The tables (Markdown, on standard output) give per file and viewer the median mapped time, the
median first change, and the median, p95 (nearest rank: of 5 runs, the largest) and every run of
visually complete, then the issue's goals for Folio: its median no later than the fastest peer's,
mapped within 60 ms, its p95 within 1.25x its median. Nothing is asserted: the figures of a shared
or busy machine are noisy (the grabber itself takes a share of a core while it runs).

The files are Assets/sample.pdf and, when ../shared/corpus/main is beside the repository, a paper,
a book and a scan from it. `--smoke` is one round of Folio and the first peer installed on
Assets/sample.pdf: it exits 0 when both have a visually complete time, and 1 otherwise, saying why.
`--frames DIR` writes each run's final screen, cropped to the final window, as DIR/*.ppm.
`--build NAME=BINARY` (again for more) adds a Folio build as the viewer `folio:NAME`, interleaved
with the others like any viewer: a change's launch before and after it, in one run
(`--viewers folio --folio BEFORE --build after=AFTER`, or `--viewers mupdf --build a=A --build b=B`).
Needs Xvfb (unless --display), cc with libx11-dev and libxext-dev, and the viewers compared.
"""
import argparse, os, statistics, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import viewers
from viewers import Failure, quantile, text

THRESHOLD = 0.005
DEFAULT_BOOKS = ["pdfjs_tracemonkey", "pdfjs_freeculture", "pdfjs_issue7229"]


def one_run(session, name, path, run, options):
    """One launch of `name` on `path`; a dict of its figures (times in ms, None when missing)."""
    env = session.fresh_env(name, run)
    log = os.path.join(session.folder, f"run-{run}-{name}.log")
    binary = options.builds.get(name, options.folio)
    argv = viewers.command("folio" if name in options.builds else name, path, binary, options.folio_args, as_typed=True)
    ppm = None
    if options.frames:
        ppm = os.path.join(options.frames, f"{os.path.basename(path)}-{name}-{run}.ppm")
    grab = viewers.Grab(session, settle=options.settle, timeout=options.timeout, interval=options.interval, ppm=ppm)
    launched = time.monotonic()
    viewer = session.spawn(argv, env=env, log=log)
    build = viewers.build_stamp(binary) if name == "folio" or name in options.builds else None
    status = viewers.wait_for_grab(grab, viewer, options.timeout + 5)
    session.end(viewer)
    result = grab.result()
    figures = {"file": os.path.basename(path), "viewer": name, "run": run, "command": argv,
               "mapped": None, "firstChange": None, "complete": None, "window": None, "note": None,
               "grabs": int(result["end"]["grabs"]), "changedGrabs": int(result["end"]["changed"]),
               "droppedGrabs": int(result["end"]["dropped"]), "grabGapMs": result["end"]["gap_ms"],
               "settled": result["end"]["reason"] == "settled", "folioBuild": build}
    maps = [m for m in result["maps"] if m["t"] >= launched and not m["override"]]
    if maps:
        figures["mapped"] = (maps[0]["t"] - launched) * 1000
    if result["window"]["found"]:
        figures["window"] = f"{result['window']['w']}x{result['window']['h']}"
    frames = [f for f in result["frames"] if f[0] >= launched]
    if frames:
        figures["firstChange"] = (frames[0][0] - launched) * 1000
    # The first grab after which every grab stays within the threshold of the final one.
    before = [f for f in result["frames"] if f[0] < launched]
    complete = None
    for t, _, fraction in reversed(before + frames):
        if fraction > THRESHOLD:
            break
        complete = t
    if status is not None:
        with open(log, errors="replace") as file:
            tail = file.read()[-300:].strip()
        figures["note"] = f"exited with status {status} before the screen settled: {tail}"
    elif not result["window"]["found"]:
        figures["note"] = "no window"
    elif not figures["settled"]:
        figures["note"] = f"the screen did not settle within {options.timeout:g} s"
    elif not frames:
        figures["note"] = "nothing drawn"
    elif figures["droppedGrabs"]:
        figures["note"] = f"{figures['droppedGrabs']} early grabs dropped (too many changed)"
    if figures["note"] is None or figures["droppedGrabs"]:
        figures["complete"] = None if complete is None or complete < launched else (complete - launched) * 1000
    return figures


def report(runs, names, files, builds=()):
    def of(file, name, key):
        return [r[key] for r in runs if r["file"] == file and r["viewer"] == name and r[key] is not None]

    def median(values):
        return statistics.median(values) if values else None

    for file in files:
        print(f"\n### {file}\n")
        print("| viewer | window | mapped ms | first change ms | complete ms median | p95 | runs (complete ms) |")
        print("|---|---|---|---|---|---|---|")
        for name in names:
            complete = of(file, name, "complete")
            runs_here = [r for r in runs if r["file"] == file and r["viewer"] == name]
            if not runs_here:
                continue
            cells = " ".join(text(r["complete"]) for r in runs_here)
            sizes = "/".join(sorted(set(of(file, name, "window")))) or "-"
            print(f"| {name} | {sizes} | {text(median(of(file, name, 'mapped')))} | "
                  f"{text(median(of(file, name, 'firstChange')))} | {text(median(complete))} | "
                  f"{text(quantile(complete, 0.95))} | {cells} |")
        notes = [f"- {r['viewer']} run {r['run']}: {r['note']}" for r in runs if r["file"] == file and r["note"]]
        if notes:
            print("\n" + "\n".join(notes))
        if "folio" in names and len(names) > 1:
            folio = median(of(file, "folio", "complete"))
            peers = [(median(of(file, n, "complete")), n) for n in names
                     if n != "folio" and n not in builds and of(file, n, "complete")]
            mapped = median(of(file, "folio", "mapped"))
            p95 = quantile(of(file, "folio", "complete"), 0.95)
            if folio is not None and peers:
                fastest, peer = min(peers)
                print(f"\nGoals (not asserted): Folio's median {text(folio)} ms against the fastest peer's "
                      f"{text(fastest)} ms ({peer}): {'met' if folio <= fastest else 'not met'}; "
                      f"mapped {text(mapped)} ms ≤ 60: {'met' if mapped is not None and mapped <= 60 else 'not met'}; "
                      f"p95 {text(p95)} ms ≤ 1.25 × median ({text(1.25 * folio)} ms): "
                      f"{'met' if p95 <= 1.25 * folio else 'not met'}.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1, help="rounds run first and not counted (default 1)")
    parser.add_argument("--files", help="comma-separated PDF files (default: the sample and corpus files)")
    parser.add_argument("--viewers", default=",".join(viewers.VIEWERS))
    parser.add_argument("--folio", default=os.path.join(viewers.ROOT, ".build", "release", "folio"))
    parser.add_argument("--folio-args", default="", help="extra arguments for Folio, e.g. --workers-in-process")
    parser.add_argument("--build", action="append", default=[], metavar="NAME=BINARY",
                        help="another Folio build, run as the viewer folio:NAME (again for more)")
    parser.add_argument("--display", nargs="?", const=os.environ.get("DISPLAY"), default=None,
                        help="use this X server (alone: $DISPLAY) instead of starting Xvfb")
    parser.add_argument("--interval", type=float, default=5, help="ms between grabs (default 5)")
    parser.add_argument("--settle", type=float, default=3, help="s the pixels must stay still (default 3)")
    parser.add_argument("--timeout", type=float, default=15, help="s a run may take (default 15)")
    parser.add_argument("--json", help="write every run's figures here")
    parser.add_argument("--frames", help="write each run's final window here as PPM")
    parser.add_argument("--smoke", action="store_true", help="one round of Folio and one peer on the sample")
    options = parser.parse_args()
    try:
        names = viewers.viewers_asked(options)
        if options.warmup < 0:
            raise Failure("--warmup must be 0 or more")
        options.builds = {}
        for build in [] if options.smoke else options.build:
            name, _, binary = build.partition("=")
            if not name or not binary:
                raise Failure(f"--build takes NAME=BINARY, not {build!r}")
            options.builds[f"folio:{name}"] = os.path.abspath(binary)
        names += [name for name in options.builds if name not in names]
        if options.smoke:
            files = [viewers.SAMPLE]
        else:
            files = options.files.split(",") if options.files else \
                [viewers.SAMPLE] + viewers.corpus_book(DEFAULT_BOOKS)
        files = viewers.check_files(files)
        if options.frames:
            os.makedirs(options.frames, exist_ok=True)
        runs = []
        warmup = 0 if options.smoke else options.warmup
        with viewers.Session(options.display) as session:
            print(f"display {session.display}; viewers {', '.join(names)}; {options.rounds} rounds "
                  f"after {warmup} not counted; "
                  f"files {', '.join(os.path.basename(f) for f in files)}", file=sys.stderr)
            launches = 0  # names each run's folder, warm-up runs included
            for round_ in range(-warmup, options.rounds):
                order = names[round_ % len(names):] + names[:round_ % len(names)]
                for path in files:
                    for name in order:
                        run = one_run(session, name, path, launches, options)
                        launches += 1
                        if round_ >= 0:
                            runs.append(run)
                        label = f"round {round_ + 1}" if round_ >= 0 else f"warm-up {round_ + warmup + 1}"
                        print(f"{label} {run['file']} {name}: mapped {text(run['mapped'])} ms, "
                              f"first change {text(run['firstChange'])} ms, complete {text(run['complete'])} ms"
                              f"{'; ' + run['note'] if run['note'] else ''}", file=sys.stderr)
                        time.sleep(0.5)  # the X server has let the windows go; the machine breathes
        viewers.conclude(
            runs, names, options, lambda run: run["complete"] is not None, "visually complete time",
            lambda: report(runs, names, [os.path.basename(f) for f in files], options.builds))
        if options.smoke:
            print(f"\nlaunch smoke check passed: {' and '.join(names)} reached visually complete")
    except Failure as failure:
        sys.exit(f"launch-figures: {failure}")
    except KeyboardInterrupt:
        sys.exit("launch-figures: interrupted")


if __name__ == "__main__":
    main()
