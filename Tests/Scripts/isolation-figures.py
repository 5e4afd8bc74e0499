#!/usr/bin/env python3
"""The figures of render isolation: Folio's render processes against its render threads
(`--workers-in-process`), cold, side by side in one run, as docs/render-processes.md quotes them.

    python3 Tests/Scripts/isolation-figures.py [--rounds 3] [--cases heavy,zoom,corpus]
        [--variant NAME=BINARY[,EXTRA ARG...]] ... [--out DIR]

Without --variant it compares `.build/release/folio` in threads (the reference, given first) and
in processes; the ratios are of each variant over the first. Variants run
alternately, their order reversed every other round, each run with `--no-disk-cache` and a fresh
XDG_CACHE_HOME. Case groups:

- heavy: `read`, `flick-fast`, `jump` and `zoom-deep` over heavy.pdf (four heavy pages of the corpus,
  five times over, made with qpdf): fit renders per second, peak PSS of the reader and its render
  processes, first pixel, stalls, stale frames;
- zoom: the same pans at 2x and at 64x of fit on pdfjs_issue12810.pdf (PSS at 64x over 2x),
  `zoom-deep` against `read` with one render process, and `zoom-deep`'s share of crisp frames;
- corpus: the first pixel of every readable file of the corpus (`--script open`, median of the
  rounds), against `pdftocairo -cropbox -png -f 1 -l 1` as a whole process.

Every run is one line of DIR/runs.jsonl; the tables (medians, and each variant over the first) go
to standard output as Markdown. Needs ../shared/corpus beside the repository, qpdf and pdftocairo.
"""
import argparse, csv, json, os, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import viewers
from viewers import median

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
HEAVY_PAGES = ["pdfjs_issue12810", "pdfjs_issue12295", "pdfjs_bug1743245", "pdfjs_issue1905"]


def pan_script(zoom):
    """The pan of the zoom figures: to `zoom` times fit, a rest, then six rounds of 600-pixel drags
    right, down and left, 0.6 s apart."""
    steps = [{"zoom": {"to": zoom}}, {"wait": {"seconds": 1.5}}]
    for _ in range(6):
        for dx, dy in ((-600, 0), (0, -600), (600, 0)):
            steps += [{"drag": {"dx": dx, "dy": dy, "seconds": 0.3}}, {"wait": {"seconds": 0.6}}]
    return {"window": [1280, 800], "fps": 60, "seed": 1, "steps": steps}


def prepare(out):
    """heavy.pdf and the pan scripts, made once in `out`."""
    main = os.path.join(CORPUS, "main")
    heavy = os.path.join(out, "heavy.pdf")
    if not os.path.exists(heavy):
        pages = [os.path.join(main, name + ".pdf") for name in HEAVY_PAGES] * 5
        subprocess.run(["qpdf", "--empty", "--pages", *pages, "--", heavy], check=True)
    for zoom in (2, 64):
        with open(os.path.join(out, f"pan{zoom}.json"), "w") as script:
            json.dump(pan_script(zoom), script)
    return heavy


def cases(groups, out, heavy):
    """(case name, file, script, extra arguments, password) for the groups asked for."""
    found = []
    if "heavy" in groups:
        found += [(f"heavy {s}", heavy, s, [], None) for s in ("read", "flick-fast", "jump", "zoom-deep")]
    if "zoom" in groups:
        drawing = os.path.join(CORPUS, "main", "pdfjs_issue12810.pdf")
        found += [
            ("pan 2x", drawing, os.path.join(out, "pan2.json"), [], None),
            ("pan 64x", drawing, os.path.join(out, "pan64.json"), [], None),
            ("read, 1 process", drawing, "read", ["--workers", "1"], None),
            ("zoom-deep, 1 process", drawing, "zoom-deep", ["--workers", "1"], None),
            ("zoom-deep", drawing, "zoom-deep", [], None),
        ]
    if "corpus" in groups:
        with open(os.path.join(CORPUS, "MANIFEST.tsv")) as manifest:
            for row in csv.DictReader(manifest, delimiter="\t"):
                if row["path"].startswith("main/") and row["pdfinfo_verdict"] == "OK":
                    path = os.path.join(CORPUS, row["path"])
                    found.append((f"open {os.path.basename(path)}", path, "open", [], row["password"] or None))
    return found


def bench(binary, extra, path, script, arguments, password):
    """One cold run; its report, or None with the reason on stderr."""
    return viewers.cold_bench(binary, path, script, arguments + extra + (["--password", password] if password else []))


def pdftocairo_ms(path, password):
    with tempfile.TemporaryDirectory() as folder:
        command = ["pdftocairo", "-cropbox", "-png", "-f", "1", "-l", "1"]
        command += (["-upw", password] if password else []) + [path, os.path.join(folder, "page")]
        start = time.monotonic()
        subprocess.run(command, capture_output=True)
        return (time.monotonic() - start) * 1000


def figures(report):
    renders = report["renders"]
    crisp = report.get("crispFrameShareAtZoom") or {}
    return {
        "fitPerSecond": renders.get("fitPerSecond"),
        "peakPSSMiB": report["processTreeMemory"]["peakPSSBytes"] / 2**20,
        "firstPixelMs": report.get("timeToFirstPixelMs"),
        "stalls": report["stalls"],
        "staleFrames": report["staleFrames"],
        "crispShare": crisp.get("share"),
        "mainThreadP99Ms": report["mainThreadMs"]["p99"],
        "processesStarted": (renders.get("processes") or {}).get("started"),
    }


def text(value, digits=1):
    return "-" if value is None else f"{value:.{digits}f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cases", default="heavy,zoom,corpus")
    parser.add_argument("--variant", action="append", default=[], help="NAME=BINARY[,EXTRA ARG...]")
    parser.add_argument("--out", default=None)
    options = parser.parse_args()
    if not os.path.isdir(CORPUS):
        sys.exit(f"isolation-figures: no corpus at {CORPUS}")
    built = os.path.join(ROOT, ".build", "release", "folio")
    # The reference first: the ratios are of each other variant over it.
    specs = options.variant or [f"threads={built},--workers-in-process", f"processes={built}"]
    variants = [(name, spec.split(",")) for name, spec in (s.split("=", 1) for s in specs)]
    out = options.out or tempfile.mkdtemp(prefix="isolation-figures-")
    os.makedirs(out, exist_ok=True)
    heavy = prepare(out)
    groups = set(options.cases.split(","))
    runs = []
    with open(os.path.join(out, "runs.jsonl"), "a") as log:
        for round_ in range(options.rounds):
            for case, path, script, arguments, password in cases(groups, out, heavy):
                order = variants if round_ % 2 == 0 else variants[::-1]
                for name, (binary, *extra) in order:
                    report = bench(binary, extra, path, script, arguments, password)
                    if report is None:
                        continue
                    run = {"case": case, "variant": name, "round": round_, **figures(report)}
                    runs.append(run)
                    log.write(json.dumps(run) + "\n")
                    log.flush()
                if case.startswith("open "):
                    run = {"case": case, "variant": "pdftocairo", "round": round_,
                           "firstPixelMs": pdftocairo_ms(path, password)}
                    runs.append(run)
                    log.write(json.dumps(run) + "\n")
    report_tables(runs, [name for name, _ in variants])
    print(f"\nruns: {os.path.join(out, 'runs.jsonl')}")


def report_tables(runs, names):
    def of(case, name, key):
        return [r.get(key) for r in runs if r["case"] == case and r["variant"] == name]

    def ratio(a, b):
        return None if a is None or b in (None, 0) else a / b

    first, cases_seen = names[0], list(dict.fromkeys(r["case"] for r in runs if not r["case"].startswith("open ")))
    if not cases_seen:
        report_opens(runs, names, of)
        return
    print("| case | variant | fit/s | peak PSS MiB | first pixel ms | stalls | stale | crisp share | main p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for case in cases_seen:
        for name in names:
            m = {k: median(of(case, name, k)) for k in
                 ("fitPerSecond", "peakPSSMiB", "firstPixelMs", "crispShare", "mainThreadP99Ms")}
            print(f"| {case} | {name} | {text(m['fitPerSecond'], 2)} | {text(m['peakPSSMiB'])} | "
                  f"{text(m['firstPixelMs'], 0)} | {'/'.join(str(s) for s in of(case, name, 'stalls'))} | "
                  f"{'/'.join(str(s) for s in of(case, name, 'staleFrames'))} | {text(m['crispShare'], 2)} | "
                  f"{text(m['mainThreadP99Ms'])} |")
    print(f"\n| case | variant | fit/s ÷ {first} | PSS ÷ {first} | first pixel − {first} ms |")
    print("|---|---|---|---|---|")
    for case in cases_seen:
        for name in names[1:]:
            base = {k: median(of(case, first, k)) for k in ("fitPerSecond", "peakPSSMiB", "firstPixelMs")}
            mine = {k: median(of(case, name, k)) for k in ("fitPerSecond", "peakPSSMiB", "firstPixelMs")}
            delay = None if None in (mine["firstPixelMs"], base["firstPixelMs"]) else \
                mine["firstPixelMs"] - base["firstPixelMs"]
            print(f"| {case} | {name} | {text(ratio(mine['fitPerSecond'], base['fitPerSecond']), 2)} | "
                  f"{text(ratio(mine['peakPSSMiB'], base['peakPSSMiB']), 2)} | {text(delay, 0)} |")
    zoom = [("pan 64x", "pan 2x"), ("zoom-deep, 1 process", "read, 1 process")]
    if any(case in cases_seen for pair in zoom for case in pair):
        print("\n| variant | PSS pan 64x ÷ pan 2x | PSS zoom-deep ÷ read, 1 process |")
        print("|---|---|---|")
        for name in names:
            cells = [text(ratio(median(of(a, name, "peakPSSMiB")), median(of(b, name, "peakPSSMiB"))), 2)
                     for a, b in zoom]
            print(f"| {name} | {' | '.join(cells)} |")
    report_opens(runs, names, of)


def report_opens(runs, names, of):
    opens = sorted({r["case"] for r in runs if r["case"].startswith("open ")})
    if opens:
        print(f"\nFirst pixel over {len(opens)} corpus files (median of the rounds per file), ms:\n")
        print("| variant | median | p95 | max |")
        print("|---|---|---|---|")
        for name in names + ["pdftocairo"]:
            per_file = sorted(v for v in (median(of(case, name, "firstPixelMs")) for case in opens) if v is not None)
            if per_file:
                p95 = per_file[min(len(per_file) - 1, round(0.95 * (len(per_file) - 1)))]
                print(f"| {name} | {text(statistics.median(per_file), 0)} | {text(p95, 0)} | {text(per_file[-1], 0)} |")


if __name__ == "__main__":
    main()
