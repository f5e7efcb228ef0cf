#!/usr/bin/env python3
"""Measures named fonts' metrics and writes Sources/Layout/NamedFontMetrics.swift.

usage: measure.py OUT.swift

Reads font files installed from Debian's packages (fonts-inter, fonts-liberation, fonts-lato, fonts-urw-base35,
fonts-roboto-unhinted) and
PyPI's (fontpkg-ibm-plex-sans: a variable font, measured at each weight's axis values) with fontTools
and HarfBuzz (PyPI: fonttools, uharfbuzz), and writes only numbers: each printable ASCII
character's advance in font units, the kerning between every two of them (HarfBuzz's shaping with the
font's default features: the width of the pair less the two advances), units per em, and the line
height (hhea ascender + |descender| + lineGap, per em) where stored frames confirm it. No font file
goes into the project.
"""
import sys
from fontTools.ttLib import TTFont
import uharfbuzz as hb

INTER = "/usr/share/fonts/opentype/inter/Inter-%s.otf"
LIB = "/usr/share/fonts/truetype/liberation/LiberationSans-%s.ttf"
LATO = "/usr/share/fonts/truetype/lato/Lato-%s.ttf"
SERIF = "/usr/share/fonts/truetype/liberation/LiberationSerif-%s.ttf"
MONO = "/usr/share/fonts/truetype/liberation/LiberationMono-%s.ttf"
COURIER = "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-%s.otf"
ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-%s.ttf"
try:
    import fontpkg_ibm_plex_sans, os
    PLEX = os.path.join(os.path.dirname(fontpkg_ibm_plex_sans.__file__), "files", "IBMPlexSans[wdth,wght].ttf")
except ImportError:
    PLEX = None

# (iOS PostScript names, file, whether its line height is the file's[, variable axes])
FONTS = []
for w in ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]:
    FONTS.append((["Inter-" + w], INTER % w, True))
for name, weight in [("IBMPlexSans-Light", 300), ("IBMPlexSans", 400), ("IBMPlexSans-Medium", 500),
                     ("IBMPlexSans-SemiBold", 600), ("IBMPlexSans-Bold", 700)]:
    FONTS.append(([name], PLEX, True, {"wght": weight, "wdth": 100}))
FONTS += [
    (["ArialMT", "Helvetica"], LIB % "Regular", False),
    (["Arial-BoldMT", "Helvetica-Bold"], LIB % "Bold", False),
    (["Arial-ItalicMT", "Helvetica-Oblique"], LIB % "Italic", False),
    (["Arial-BoldItalicMT", "Helvetica-BoldOblique"], LIB % "BoldItalic", False),
]
for w in ["Light", "Regular", "Bold", "Black"]:
    FONTS.append((["Lato-" + w], LATO % w, True))
# Metric-compatible: Liberation Serif with Times New Roman, Liberation Mono with Courier New, Nimbus Mono PS
# (URW++) with Courier. Their line heights are not confirmed by stored frames.
FONTS += [
    (["TimesNewRomanPSMT"], SERIF % "Regular", False),
    (["TimesNewRomanPS-BoldMT"], SERIF % "Bold", False),
    (["TimesNewRomanPS-ItalicMT"], SERIF % "Italic", False),
    (["TimesNewRomanPS-BoldItalicMT"], SERIF % "BoldItalic", False),
    (["CourierNewPSMT"], MONO % "Regular", False),
    (["CourierNewPS-BoldMT"], MONO % "Bold", False),
    (["CourierNewPS-ItalicMT"], MONO % "Italic", False),
    (["CourierNewPS-BoldItalicMT"], MONO % "BoldItalic", False),
    (["Courier"], COURIER % "Regular", False),
    (["Courier-Bold"], COURIER % "Bold", False),
    (["Courier-Oblique"], COURIER % "Italic", False),
    (["Courier-BoldOblique"], COURIER % "BoldItalic", False),
]
# Roboto (Debian's fonts-roboto-unhinted, Roboto 2, as apps ship it): lines 1.1719 em, as stored
# frames show (14 pt 16.5, 16 pt 19, 18 pt 21.5, 24 pt 28.5 at @2x).
for w in ["Thin", "Light", "Regular", "Medium", "Bold", "Black"]:
    FONTS.append((["Roboto-" + w], ROBOTO % w, True))
for w in ["Thin", "Light", "Medium", "Bold", "Black"]:
    FONTS.append((["Roboto-" + w + "Italic"], ROBOTO % (w + "Italic"), True))
FONTS.append((["Roboto-Italic"], ROBOTO % "Italic", True))

CHARS = [chr(c) for c in range(0x20, 0x7F)]

def measure(path, axes=None):
    tt = TTFont(path)
    upem = tt["head"].unitsPerEm
    hhea = tt["hhea"]
    line = (hhea.ascent - hhea.descent + hhea.lineGap) / upem
    font = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
    if axes: font.set_variations(axes)
    def shaped(text):
        buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties()
        hb.shape(font, buf, {})
        return sum(p.x_advance for p in buf.glyph_positions)
    adv = [shaped(c) for c in CHARS]
    kern = []
    # A monospaced font keeps its grid: what HarfBuzz would change between two of its characters is a
    # ligature (Nimbus Mono's "fi"), not kerning.
    for i, a in enumerate(CHARS if len(set(adv)) > 1 else []):
        for j, b in enumerate(CHARS):
            k = shaped(a + b) - adv[i] - adv[j]
            if k: kern.append((ord(a) << 8 | ord(b), k))
    return upem, line, adv, kern

def main(out):
    rows = []
    for names, path, own_line, *axes in FONTS:
        try:
            upem, line, adv, kern = measure(path, *axes)
        except Exception as e:
            print("skipped", path, e, file=sys.stderr); continue
        rows.append((names, upem, line if own_line else None, adv, kern))
    with open(out, "w") as f:
        f.write("// Generated by Tools/font-metrics/measure.py: do not edit by hand.\n\n")
        f.write("extension NamedFontMetrics {\n")
        f.write("    /// The measured fonts, in the order ``NamedFont`` numbers them.\n")
        f.write("    static let all: [NamedFontMetrics] = [\n")
        for names, upem, line, adv, kern in rows:
            f.write("        NamedFontMetrics(\n")
            f.write("            names: [%s], unitsPerEm: %d, lineHeightPerPoint: %s,\n" % (", ".join('"%s"' % n for n in names), upem, "%.4f" % line if line else "nil"))
            f.write("            advances: [\n")
            for i in range(0, len(adv), 16):
                f.write("                " + ", ".join(str(a) for a in adv[i:i + 16]) + ",\n")
            f.write("            ],\n")
            f.write("            kerning: [\n")
            packed = sorted(p << 16 | (k & 0xFFFF) for p, k in kern)
            for i in range(0, len(packed), 8):
                f.write("                " + ", ".join("0x%08X" % v for v in packed[i:i + 8]) + ",\n")
            f.write("            ]),\n")
        f.write("    ]\n}\n")

if __name__ == "__main__":
    main(sys.argv[1])
