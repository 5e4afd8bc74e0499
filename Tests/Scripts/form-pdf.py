#!/usr/bin/env python3
"""Writes a one-page PDF form, the tests' own: a text field "name", a check box "agree", a radio
group "size" (small, large) and a drop-down "colour" (Red, Green, Blue; Red chosen), each labelled.

    python3 Tests/Scripts/form-pdf.py OUT.pdf [ROTATE]

ROTATE (90, 180, 270) turns the page by /Rotate.
"""
import sys


def stream(dictionary, content):
    data = content.encode()
    return f"<< {dictionary} /Length {len(data)} >>\nstream\n{content}\nendstream"


def main(path, rotate=0):
    labels = "BT /F1 14 Tf 100 720 Td (A form) Tj ET " + " ".join(
        f"BT /F1 10 Tf {x} {y} Td ({text}) Tj ET"
        for x, y, text in [(100, 708, "Name"), (124, 635, "I agree"), (124, 585, "small"), (224, 585, "large"),
                           (100, 548, "Colour")])
    box = "/Type /XObject /Subtype /Form /BBox [0 0 18 18]"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R 5 0 R 6 0 R 9 0 R] "
        "/DA (/Helv 12 Tf 0 g) /DR << /Font << /Helv 10 0 R /ZaDb 14 0 R >> >> /NeedAppearances true >> >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate {rotate} /Annots [4 0 R 5 0 R 7 0 R 8 0 R 9 0 R] "
        "/Resources << /Font << /F1 10 0 R >> >> /Contents 13 0 R >>",
        "<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [100 680 400 704] /P 3 0 R "
        "/DA (/Helv 12 Tf 0 g) /F 4 /MK << /BG [1 1 1] /BC [0 0 0] >> >>",
        "<< /Type /Annot /Subtype /Widget /FT /Btn /T (agree) /Rect [100 630 118 648] /P 3 0 R /V /Off /AS /Off "
        "/F 4 /MK << /CA (4) /BC [0 0 0] >> /AP << /N << /Yes 11 0 R /Off 12 0 R >> >> >>",
        "<< /FT /Btn /Ff 49152 /T (size) /V /Off /Kids [7 0 R 8 0 R] >>",
        "<< /Type /Annot /Subtype /Widget /Parent 6 0 R /Rect [100 580 118 598] /P 3 0 R /AS /Off /F 4 "
        "/MK << /CA (l) /BC [0 0 0] >> /AP << /N << /small 11 0 R /Off 12 0 R >> >> >>",
        "<< /Type /Annot /Subtype /Widget /Parent 6 0 R /Rect [200 580 218 598] /P 3 0 R /AS /Off /F 4 "
        "/MK << /CA (l) /BC [0 0 0] >> /AP << /N << /large 11 0 R /Off 12 0 R >> >> >>",
        "<< /Type /Annot /Subtype /Widget /FT /Ch /Ff 131072 /T (colour) /Opt [(Red) (Green) (Blue)] /V (Red) "
        "/Rect [100 520 250 544] /P 3 0 R /DA (/Helv 12 Tf 0 g) /F 4 /MK << /BG [1 1 1] /BC [0 0 0] >> >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        stream(box, "0 g 3 3 12 12 re f 0 G 0.5 0.5 17 17 re S"),
        stream(box, "0 G 0.5 0.5 17 17 re S"),
        stream("", labels),
        "<< /Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats >>",
    ]
    text = "%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(text.encode()))
        text += f"{number} 0 obj\n{body}\nendobj\n"
    xref = len(text.encode())
    text += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n"
    text += "".join(f"{offset:010d} 00000 n \n" for offset in offsets)
    text += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    with open(path, "wb") as out:
        out.write(text.encode())


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
