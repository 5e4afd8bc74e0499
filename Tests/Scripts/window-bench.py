#!/usr/bin/env python3
"""Built-in scripts offscreen and in the window, for one or more Folio builds side by side: what
`folio bench --in-window` adds to the offscreen bench (presenting, the renderer's own uploads), and
what a change did to both, as issue 32 asks.

    python3 Tests/Scripts/window-bench.py [--file BOOK.pdf] [--scripts read,flick-fast,zoom-deep]
        [--rounds 2] [--build NAME=BINARY] ... [--display :N] [--json OUT.jsonl]

Every run is cold (`--no-disk-cache`, a fresh XDG_CACHE_HOME). The builds (the default is
`.build/release/folio`) and the two presentations run alternately, their order reversed every
other round. The window runs under the X server named by --display, or DISPLAY, or a virtual one
started for the purpose (Xvfb, 1920x1080). The table (Markdown, on standard output) gives per script,
presentation and build the medians over the rounds of: stalls, missed frames, stale and blank
frames, the main thread's p99, the present phase's p50 and p99, upload GB/s (the whole phase), the
copies' own GB/s (textures' making left out), the milliseconds making textures took, those
spent at rest making one ahead for the next page turn and those spent in frames' spare time
making them ahead for crisp regions still rendering, against the report's memcpy, the prefetch
hit rate and the peak PSS of the reader and its render processes.
"""
import argparse, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import viewers
from viewers import median

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def figures(report):
    uploads, present = report["uploads"], report.get("presentMs") or {}
    tree = report.get("processTreeMemory") or {}
    return {
        "stalls": report["stalls"], "missed": report["missedFrames"], "stale": report["staleFrames"],
        "blank": report["blankFrames"], "mainP99": report["mainThreadMs"]["p99"],
        "presentP50": present.get("p50"), "presentP99": present.get("p99"),
        "uploadGBps": (uploads.get("bytesPerSecond") or 0) / 1e9,
        "copyGBps": uploads["copyBytesPerSecond"] / 1e9 if uploads.get("copyBytesPerSecond") else None,
        "makingMs": uploads.get("textureMakingMs"),
        "aheadMs": uploads.get("madeAheadMs"),
        "memcpyGBps": (uploads.get("memoryCopyBytesPerSecond") or 0) / 1e9,
        "hit": report.get("prefetchHitRate"),
        "pssMiB": (tree.get("peakPSSBytes") or 0) / (1 << 20) or None,
    }


def cell(value, digits=1):
    return viewers.text(value, digits)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--file", default=os.path.join(ROOT, "Assets", "sample.pdf"))
    parser.add_argument("--scripts", default="read,flick-fast,zoom-deep")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--build", action="append", default=[], help="NAME=BINARY")
    parser.add_argument("--display")
    parser.add_argument("--json")
    options = parser.parse_args()
    builds = [b.split("=", 1) for b in options.build] or [["now", os.path.join(ROOT, ".build", "release", "folio")]]
    runs = []
    with viewers.Session(options.display or os.environ.get("DISPLAY")) as session:
        for round_ in range(options.rounds):
            for script in options.scripts.split(","):
                order = [(name, binary, window) for name, binary in builds for window in (False, True)]
                for name, binary, window in order if round_ % 2 == 0 else order[::-1]:
                    report = viewers.cold_bench(binary, options.file, script, ["--in-window"] if window else [],
                                                env={"DISPLAY": session.display})
                    if report is None:
                        continue
                    entry = {"script": script, "build": name, "window": window, "round": round_, **figures(report)}
                    runs.append(entry)
                    print(json.dumps(entry), file=sys.stderr)
    if options.json:
        with open(options.json, "w") as out:
            out.writelines(json.dumps(r) + "\n" for r in runs)
    print(f"\n{os.path.basename(options.file)}, {options.rounds} rounds, medians\n")
    print("| script | shown | build | stalls | missed | stale | blank | main p99 ms | present p50 / p99 ms "
          "| upload GB/s | copy GB/s | making ms | made ahead ms | memcpy GB/s | prefetch hits | peak PSS MiB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for script in options.scripts.split(","):
        for window in (False, True):
            for name, _ in builds:
                mine = [r for r in runs if r["script"] == script and r["build"] == name and r["window"] == window]
                if not mine:
                    continue
                m = {k: median([r[k] for r in mine]) for k in mine[0] if k not in ("script", "build", "window")}
                shown = "window" if window else "offscreen"
                print(f"| {script} | {shown} | {name} | {cell(m['stalls'], 0)} | {cell(m['missed'], 0)} | "
                      f"{cell(m['stale'], 0)} | {cell(m['blank'], 0)} | {cell(m['mainP99'])} | "
                      f"{cell(m['presentP50'])} / {cell(m['presentP99'])} | {cell(m['uploadGBps'], 2)} | "
                      f"{cell(m['copyGBps'], 2)} | {cell(m['makingMs'])} | {cell(m['aheadMs'])} | {cell(m['memcpyGBps'])} | {cell(m['hit'], 3)} | {cell(m['pssMiB'], 0)} |")


if __name__ == "__main__":
    main()
