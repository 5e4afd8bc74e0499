#!/usr/bin/env python3
"""Draws a `folio bench --trace` (or window) trace as an SVG, one lane per track: the main thread's
frames coloured by their length against the frame budget, its phases, the renders made on it
(`sync`), one lane per render worker (renders used in blue, discarded in grey, tall when long),
stalls and missed frames marked, gestures shaded, and the queue depth below. Standard library only.

    python3 Tests/trace-plot.py TRACE.json OUT.svg [--from SECONDS] [--to SECONDS] [--png OUT.png]

`--png` draws the SVG through librsvg and cairo (ctypes; both are on the machine with poppler's
cairo), for where neither rsvg-convert nor an SVG-reading ImageMagick is installed.
"""
import argparse
import ctypes
import html
import json

WIDTH, LEFT, RIGHT, TOP = 1600, 150, 20, 50
LANE, GAP = 34, 8
PHASE_COLOURS = {
    "input": "#9e9e9e", "physics": "#80cbc4", "taking results": "#ffb74d", "planning": "#e57373",
    "uploads": "#ba68c8", "drawing": "#7986cb", "injected stall": "#000000", "present": "#c5e1a5",
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trace")
    parser.add_argument("svg")
    parser.add_argument("--from", dest="start", type=float, default=None, help="seconds into the trace")
    parser.add_argument("--to", dest="end", type=float, default=None, help="seconds into the trace")
    parser.add_argument("--png", default=None, help="also write the drawing as a PNG here")
    options = parser.parse_args()
    with open(options.trace) as file:
        trace = json.load(file)
    with open(options.svg, "w") as file:
        file.write(plot(trace, options.start, options.end))
    if options.png:
        svg_to_png(options.svg, options.png)


def svg_to_png(svg, png):
    """Renders `svg` at its own size into `png` with librsvg and cairo."""
    rsvg, cairo = ctypes.CDLL("librsvg-2.so.2"), ctypes.CDLL("libcairo.so.2")
    rsvg.rsvg_handle_new_from_file.restype = ctypes.c_void_p
    cairo.cairo_image_surface_create.restype = ctypes.c_void_p
    cairo.cairo_create.restype = ctypes.c_void_p
    cairo.cairo_create.argtypes = [ctypes.c_void_p]
    rsvg.rsvg_handle_render_cairo.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    cairo.cairo_surface_write_to_png.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    for name in ("cairo_destroy", "cairo_surface_destroy"):
        getattr(cairo, name).argtypes = [ctypes.c_void_p]
    handle = rsvg.rsvg_handle_new_from_file(svg.encode(), None)
    if not handle:
        raise SystemExit(f"{svg}: librsvg cannot read it")
    with open(svg) as file:
        head = file.readline()
    width = int(head.split('width="')[1].split('"')[0])
    height = int(head.split('height="')[1].split('"')[0])
    surface = cairo.cairo_image_surface_create(0, width, height)  # CAIRO_FORMAT_ARGB32
    context = cairo.cairo_create(surface)
    rsvg.rsvg_handle_render_cairo(ctypes.c_void_p(handle), context)
    status = cairo.cairo_surface_write_to_png(surface, png.encode())
    cairo.cairo_destroy(context)
    cairo.cairo_surface_destroy(surface)
    if status != 0:
        raise SystemExit(f"{png}: cannot write the file")


def plot(trace, start, end):
    events = trace["traceEvents"]
    budget_us = ((trace.get("otherData") or {}).get("frameBudgetMs") or 1000 / 60) * 1000
    names = {e["tid"]: e["args"]["name"] for e in events if e.get("ph") == "M" and e["name"] == "thread_name"}
    title = next((e["args"]["name"] for e in events if e.get("ph") == "M" and e["name"] == "process_name"), "trace")
    spans = [e for e in events if e.get("ph") == "X"]
    t0 = start * 1e6 if start is not None else 0
    t1 = end * 1e6 if end is not None else max((e["ts"] + e["dur"] for e in spans), default=1)
    t1 = max(t1, t0 + 1)
    scale = (WIDTH - LEFT - RIGHT) / (t1 - t0)
    x = lambda ts: LEFT + (min(max(ts, t0), t1) - t0) * scale

    frames = [e for e in spans if e.get("cat") == "frame"]
    phases = [e for e in spans if e.get("cat") == "phase"]
    renders = [e for e in spans if e.get("cat") == "render"]
    workers = sorted({e["tid"] for e in renders if e["tid"] != 1})
    lanes = ["frames", "phases"] + (["main-thread renders"] if any(e["tid"] == 1 for e in renders) else [])
    lanes += [names.get(tid, f"thread {tid}") for tid in workers] + ["queue depth"]
    lane_top = {name: TOP + i * (LANE + GAP) for i, name in enumerate(lanes)}
    height = TOP + len(lanes) * (LANE + GAP) + 60
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" font-family="sans-serif" font-size="12">',
           f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
           f'<text x="{LEFT}" y="20" font-size="15">{html.escape(title)}</text>',
           f'<text x="{LEFT}" y="38" fill="#555">frames: green within the {budget_us / 1000:.1f} ms budget, orange within 1.5, '
           'red longer; renders: blue used, grey discarded, height by length (full at 4 budgets); ▼ stall, ◆ missed frame</text>']
    visible = lambda e: e["ts"] + e.get("dur", 0) >= t0 and e["ts"] <= t1

    # Gestures shaded behind every lane.
    gesture_starts = sorted(e["ts"] for e in events if e.get("ph") == "i" and e["name"] == "gesture start")
    gesture_ends = sorted(e["ts"] for e in events if e.get("ph") == "i" and e["name"] == "gesture end")
    for a, b in zip(gesture_starts, gesture_ends):
        if b >= t0 and a <= t1:
            out.append(f'<rect x="{x(a):.1f}" y="{TOP - 4}" width="{max(x(b) - x(a), 1):.1f}" '
                       f'height="{len(lanes) * (LANE + GAP)}" fill="#fff3c4"/>')
    for name, top in lane_top.items():
        out.append(f'<text x="{LEFT - 8}" y="{top + LANE / 2 + 4}" text-anchor="end">{html.escape(name)}</text>')
        out.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{top + LANE}" y2="{top + LANE}" stroke="#ddd"/>')

    def bar(e, top, colour, full=True, opacity=1):
        w = max(x(e["ts"] + e["dur"]) - x(e["ts"]), 0.6)
        h = LANE if full else max(LANE * min(e["dur"] / (4 * budget_us), 1), 3)
        tip = html.escape(f'{e["name"]} {e["dur"] / 1000:.1f} ms')
        out.append(f'<rect x="{x(e["ts"]):.2f}" y="{top + LANE - h:.1f}" width="{w:.2f}" height="{h:.1f}" '
                   f'fill="{colour}" fill-opacity="{opacity}"><title>{tip}</title></rect>')

    for e in filter(visible, frames):
        length = e["dur"]
        colour = "#43a047" if length <= budget_us else "#fb8c00" if length <= 1.5 * budget_us else "#e53935"
        bar(e, lane_top["frames"], colour, full=False)
    for e in filter(visible, phases):
        bar(e, lane_top["phases"], PHASE_COLOURS.get(e["name"], "#999"))
    for e in filter(visible, renders):
        lane = "main-thread renders" if e["tid"] == 1 else names.get(e["tid"], f'thread {e["tid"]}')
        used = e["args"].get("used", True)
        bar(e, lane_top[lane], "#1e88e5" if used else "#9e9e9e", full=False, opacity=0.85)
    for e in events:
        if e.get("ph") == "i" and e["name"] in ("stall", "missed frame") and t0 <= e["ts"] <= t1:
            mark = "▼" if e["name"] == "stall" else "◆"
            colour = "#b71c1c" if e["name"] == "stall" else "#ef6c00"
            dy = 10 if e["name"] == "stall" else 20
            out.append(f'<text x="{x(e["ts"]):.1f}" y="{lane_top["frames"] - 12 + dy}" fill="{colour}" '
                       f'font-size="9" text-anchor="middle">{mark}</text>')

    # The queue depth as a step line.
    depth = sorted((e["ts"], e["args"]["value"]) for e in events if e.get("ph") == "C" and e["name"] == "queue depth")
    if depth:
        top, peak = lane_top["queue depth"], max(v for _, v in depth) or 1
        points, last = [], 0
        for ts, value in depth:
            if ts > t1:
                break
            y_last, y_now = top + LANE - LANE * last / peak, top + LANE - LANE * value / peak
            points += [f"{x(ts):.1f},{y_last:.1f}", f"{x(ts):.1f},{y_now:.1f}"]
            last = value
        points.append(f"{x(t1):.1f},{top + LANE - LANE * last / peak:.1f}")
        out.append(f'<polyline points="{" ".join(points)}" fill="none" stroke="#6d4c41"/>')
        out.append(f'<text x="{WIDTH - RIGHT}" y="{top + 10}" text-anchor="end" fill="#6d4c41">max {peak:g}</text>')

    # Phase legend and the time axis.
    axis = TOP + len(lanes) * (LANE + GAP)
    legend_x = LEFT
    for name, colour in PHASE_COLOURS.items():
        out.append(f'<rect x="{legend_x}" y="{axis + 30}" width="10" height="10" fill="{colour}"/>')
        out.append(f'<text x="{legend_x + 14}" y="{axis + 39}">{name}</text>')
        legend_x += 30 + 7 * len(name)
    step = nice_step((t1 - t0) / 1e6 / 10)
    tick = (int(t0 / 1e6 / step) + 1) * step
    while tick * 1e6 <= t1:
        out.append(f'<line x1="{x(tick * 1e6):.1f}" x2="{x(tick * 1e6):.1f}" y1="{axis - 4}" y2="{axis + 2}" stroke="#333"/>')
        out.append(f'<text x="{x(tick * 1e6):.1f}" y="{axis + 16}" text-anchor="middle">{tick:g} s</text>')
        tick = round(tick + step, 9)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def nice_step(raw):
    for unit in (0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100):
        if unit >= raw:
            return unit
    return 100


if __name__ == "__main__":
    main()
