#!/usr/bin/env python3
"""Writes a slide deck for presentation tests: one landscape page per transition style, each a
plain colour with its number large, its /Trans as given (a style, 0.5 s) and, when asked, a /Dur.
With --notes right or left, each page is twice as wide, as beamer's notes on a second screen make
it: the slide on one half, on the other a light grey page of notes saying "Notes N".

    make-slide-deck.py OUT.pdf [--seconds S] [--dur SECONDS] [--notes right|left]
"""
import argparse

STYLES = ["Replace", "Split", "Blinds", "Box", "Wipe", "Dissolve", "Glitter", "Fly", "Push", "Cover",
          "Uncover", "Fade"]
COLOURS = ["0.85 0.2 0.2", "0.2 0.6 0.25", "0.2 0.35 0.85", "0.9 0.7 0.1", "0.55 0.2 0.7", "0.1 0.65 0.7"]


def deck(seconds, duration, notes=None):
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", None,
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>"]
    kids = []
    for index, style in enumerate(STYLES):
        slide_x = 800 if notes == "left" else 0
        content = (f"q 1 0 0 1 {slide_x} 0 cm {COLOURS[index % len(COLOURS)]} rg 0 0 800 600 re f "
                   f"1 1 1 rg BT /F1 300 Tf 180 180 Td ({index + 1}) Tj ET "
                   f"BT /F1 40 Tf 40 40 Td ({style}) Tj ET Q")
        if notes:
            notes_x = 0 if notes == "left" else 800
            content += (f" q 1 0 0 1 {notes_x} 0 cm 0.92 0.92 0.92 rg 0 0 800 600 re f "
                        f"0 0 0 rg BT /F1 60 Tf 60 480 Td (Notes {index + 1}) Tj ET Q")
        width = 1600 if notes else 800
        objects.append(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream")
        stream = len(objects)
        trans = f"<< /Type /Trans /S /{style} /D {seconds} >>"
        dur = f" /Dur {duration}" if duration else ""
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} 600] /Contents {stream} 0 R "
                       f"/Resources << /Font << /F1 3 0 R >> >> /Trans {trans}{dur} >>")
        kids.append(f"{len(objects)} 0 R")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
    text = "%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(text))
        text += f"{number} 0 obj\n{body}\nendobj\n"
    xref = len(text)
    text += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n"
    text += "".join(f"{offset:010d} 00000 n \n" for offset in offsets)
    text += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seconds", type=float, default=0.5, help="each transition's /D")
    parser.add_argument("--dur", type=float, help="each page's /Dur")
    parser.add_argument("--notes", choices=["right", "left"], help="where each page's notes half is")
    arguments = parser.parse_args()
    with open(arguments.out, "w", encoding="latin-1") as out:
        out.write(deck(arguments.seconds, arguments.dur, arguments.notes))


if __name__ == "__main__":
    main()
