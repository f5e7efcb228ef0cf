#!/usr/bin/env python3
"""Fits Helvetica Neue's advance widths and writes Sources/Layout/NamedFontMetrics+HelveticaNeue.swift.

usage: helvetica-neue.py [--lambda L] [--report] OUT.swift DIR...

Helvetica Neue, the font iOS 7 and 8 set their text in and one apps still name, has no free font whose
metrics match it. Its table is made the way the system font's was (Tools/text-metric/generate.py):

  1. A close free font's widths: Nimbus Sans (URW++'s Helvetica, Debian's fonts-urw-base35), read with
     fontTools and HarfBuzz (PyPI: fonttools, uharfbuzz): each printable ASCII character's advance and the
     kerning HarfBuzz applies between two of them with the font's default features. Regular serves the
     upright weights up to Medium, Bold the bold, Italic and Bold Italic the slanted ones, Nimbus Sans Narrow
     Bold the condensed ones.
  2. Measurements: the widths Xcode stored for single-line labels in a Helvetica Neue face (DIR holds
     .storyboard/.xib files named OWNER+REPO--PATH), kept when the label is laid out by constraints, not
     misplaced, not shrinking to fit, not attributed, not sized by a stack view, has no width constraint and
     at most one required horizontal edge, and its text is printable ASCII. The stored width is the text's
     width rounded up to the canvas's pixel (thirds, halves or whole points, read from the document's
     frames); the fit aims at the middle of that pixel.
  3. A least-squares fit in points: two scales per face on the free font's widths, one for letters and one
     for the other characters (Helvetica Neue's figures and space keep their width as the letters thin;
     UltraLight shares Thin's scales, the italics their upright's), one correction per character in em shared by every face and
     fitted only for characters seen at least three times (drawn toward zero: ridge, --lambda), and one
     factor on the free font's kerning. Refitted twice without labels it misses by more than 4 % (a stored
     frame that is not the text's own width).
  4. Each repository is left out in turn and judged by the fit of the others; --report prints the share
     of its labels within half a point and within one point, before (the system font's widths, as
     Layoutbook measured these labels until now) and after.

Only numbers go into the project: advances in 1/4096 em, kerning pairs, no font file and no document.
"""
import argparse, collections, glob, hashlib, math, os, re, textwrap
import xml.etree.ElementTree as ET

import numpy as np
import uharfbuzz as hb

URW = "/usr/share/fonts/opentype/urw-base35/"
BASES = {"regular": URW + "NimbusSans-Regular.otf", "bold": URW + "NimbusSans-Bold.otf",
         "italic": URW + "NimbusSans-Italic.otf", "boldItalic": URW + "NimbusSans-BoldItalic.otf",
         "condensed": URW + "NimbusSansNarrow-Bold.otf"}
# iOS's PostScript names of Helvetica Neue: (base font, the face whose scale it takes)
FACES = [
    ("HelveticaNeue", "regular", "HelveticaNeue"),
    ("HelveticaNeue-UltraLight", "regular", "HelveticaNeue-Thin"),
    ("HelveticaNeue-Thin", "regular", "HelveticaNeue-Thin"),
    ("HelveticaNeue-Light", "regular", "HelveticaNeue-Light"),
    ("HelveticaNeue-Medium", "regular", "HelveticaNeue-Medium"),
    ("HelveticaNeue-Bold", "bold", "HelveticaNeue-Bold"),
    ("HelveticaNeue-Italic", "italic", "HelveticaNeue"),
    ("HelveticaNeue-UltraLightItalic", "italic", "HelveticaNeue-Thin"),
    ("HelveticaNeue-ThinItalic", "italic", "HelveticaNeue-Thin"),
    ("HelveticaNeue-LightItalic", "italic", "HelveticaNeue-Light"),
    ("HelveticaNeue-MediumItalic", "italic", "HelveticaNeue-Medium"),
    ("HelveticaNeue-BoldItalic", "boldItalic", "HelveticaNeue-Bold"),
    ("HelveticaNeue-CondensedBold", "condensed", "HelveticaNeue-CondensedBold"),
    ("HelveticaNeue-CondensedBlack", "condensed", "HelveticaNeue-CondensedBlack"),
]
BASE_OF = {name: base for name, base, _ in FACES}
SCALE_OF = {name: scale for name, _, scale in FACES}
CHARS = [chr(c) for c in range(0x20, 0x7F)]
UNITS = 4096
MIN_SEEN = 3
HORIZ = {"leading", "trailing", "left", "right", "centerX", "width", "leadingMargin", "trailingMargin",
         "leftMargin", "rightMargin", "centerXWithinMargins"}


# MARK: The free font

def measure(path):
    """Advances (em) of the printable ASCII characters and HarfBuzz's kerning (em) between two of them."""
    font = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
    upem = font.face.upem

    def shaped(text):
        buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties()
        hb.shape(font, buf, {})
        return sum(p.x_advance for p in buf.glyph_positions)
    adv = {c: shaped(c) / upem for c in CHARS}
    kern = {}
    for a in CHARS:
        for b in CHARS:
            k = shaped(a + b) / upem - adv[a] - adv[b]
            if abs(k) > 1e-9:
                kern[(a, b)] = k
    return adv, kern


# MARK: Measurements

def num(s, d=None):
    try:
        return float(s)
    except (TypeError, ValueError):
        return d


def sized_by_stack(parent, label):
    p = parent.get(label)
    s = parent.get(p) if p is not None else None
    if s is None or s.tag != "stackView":
        return False
    return not (s.get("axis") == "vertical" and s.get("alignment") in ("leading", "center", "trailing"))


def labels(repo, data):
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return
    tools = num(re.sub(r"[^0-9.].*", "", root.get("toolsVersion", "0")) or "0", 0)
    parent = {c: p for p in root.iter() for c in p}
    constraints = []
    for c in root.iter("constraint"):
        owner = parent.get(parent.get(c))
        constraints.append((c, owner.get("id") if owner is not None else None))
    fractions = set()
    for r in root.iter("rect"):
        for k in ("x", "y", "width", "height"):
            v = num(r.get(k), 0.0)
            fractions.add(round(v - math.floor(v), 3))
    grid = 3 if (0.333 in fractions or 0.667 in fractions) else 2 if 0.5 in fractions else 1
    for label in root.iter("label"):
        lid, text = label.get("id"), label.get("text")
        font, frame = label.find("fontDescription"), label.find("rect[@key='frame']")
        if text is None or "\n" in text or not text.strip() or font is None or frame is None:
            continue
        name, size = font.get("name"), num(font.get("pointSize"))
        if name not in BASE_OF or font.get("type") or font.get("style") or not all(c in CHARS for c in text):
            continue
        width, height = num(frame.get("width")), num(frame.get("height"))
        if not size or not width or not height:
            continue
        required = set()
        for c, owner in constraints:
            if c.get("relation") in ("greaterThanOrEqual", "lessThanOrEqual") or num(c.get("priority"), 1000) < 1000:
                continue
            if (c.get("firstItem") or owner) == lid:
                required.add(c.get("firstAttribute"))
            if c.get("secondItem") == lid:
                required.add(c.get("secondAttribute"))
        anchored = any((c.get("firstItem") or owner) == lid or c.get("secondItem") == lid for c, owner in constraints)
        h = required & HORIZ
        usable = (label.get("translatesAutoresizingMaskIntoConstraints") == "NO" and anchored
                  and label.get("misplaced") != "YES" and label.get("adjustsFontSizeToFit") != "YES"
                  and "placeholderIntrinsicWidth" not in label.attrib and label.find("attributedString") is None
                  and "preferredMaxLayoutWidth" not in label.attrib and not sized_by_stack(parent, label)
                  and "width" not in h and len(h) <= 1
                  and (int(num(label.get("numberOfLines"), 1)) == 1 or height < 1.6 * 1.2 * size))
        if usable:
            yield dict(repo=repo, text=text, font=name, size=size, W=width, grid=grid, tools=tools)


def collect(dirs):
    seen, out = set(), []
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*"))):
            if not path.endswith((".storyboard", ".xib")):
                continue
            data = open(path, "rb").read()
            digest = hashlib.sha1(data).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            repo = os.path.basename(path).split("--")[0].replace("+", "/", 1)
            for r in labels(repo, data):
                key = (r["repo"], r["text"], r["font"], r["size"], r["W"])
                if key not in seen:
                    seen.add(key)
                    out.append(r)
    return out


# MARK: The fit

def rounded_up(v, grid):
    return math.ceil(v * grid - 1e-7) / grid


def features(base, r):
    """The free font's advances of the text's letters and of its other characters, its kerning, and the count
    of each character."""
    adv, kern = base[BASE_OF[r["font"]]]
    t = r["text"]
    return (sum(adv[c] for c in t if c.isalpha()), sum(adv[c] for c in t if not c.isalpha()),
            sum(kern.get((a, b), 0.0) for a, b in zip(t, t[1:])), collections.Counter(t))


def fit(base, data, lam):
    faces = sorted({SCALE_OF[r["font"]] for r in data})
    scales = [(f, kind) for f in faces for kind in ("letters", "others")]
    seen = collections.Counter(c for r in data for c in r["text"])
    chars = sorted(c for c, n in seen.items() if n >= MIN_SEEN)
    cols = len(scales) + len(chars) + 1

    def rows(rs):
        A, b, w = [], [], []
        for r in rs:
            letters, others, k, n = features(base, r)
            row = np.zeros(cols)
            row[scales.index((SCALE_OF[r["font"]], "letters"))] = letters
            row[scales.index((SCALE_OF[r["font"]], "others"))] = others
            for c, m in n.items():
                if c in chars:
                    row[len(scales) + chars.index(c)] = m
            row[-1] = k
            A.append(row * r["size"]); b.append(r["W"] - 0.5 / r["grid"]); w.append(1 / math.sqrt(max(r["W"], 20)))
        return np.array(A), np.array(b), np.array(w)
    keep = list(data)
    for step in range(3):
        A, b, w = rows(keep)
        prior = np.zeros(cols); prior[:len(scales)] = 1; prior[-1] = 1
        ridge = np.eye(cols) * lam
        ridge[:len(scales), :len(scales)] *= 0.1
        x = np.linalg.lstsq(np.vstack([A * w[:, None], ridge]), np.concatenate([b * w, ridge @ prior]), rcond=None)[0]
        if step < 2:
            missed = np.abs(A @ x - b) / b
            keep = [r for r, m in zip(keep, missed) if m < 0.04]
    return dict(scales=dict(zip(scales, x[:len(scales)])), corrections=dict(zip(chars, x[len(scales):-1])), kerning=x[-1])


def face_metrics(base, model, name):
    adv, kern = base[BASE_OF[name]]

    def scale(c):
        return model["scales"].get((SCALE_OF[name], "letters" if c.isalpha() else "others"), 1.0)
    advances = [max(0.0, scale(c) * adv[c] + model["corrections"].get(c, 0.0)) for c in CHARS]
    kerning = {pair: k * model["kerning"] for pair, k in kern.items()}
    return advances, kerning


def predicted(base, model, r):
    advances, kerning = face_metrics(base, model, r["font"])
    t = r["text"]
    em = sum(advances[ord(c) - 0x20] for c in t) + sum(kerning.get((a, b), 0.0) for a, b in zip(t, t[1:]))
    return rounded_up(em * r["size"], r["grid"])


# MARK: Judging

def system_font_width(r):
    """The width Layoutbook gave these labels before: the system font's table (SystemFontMetrics.swift), regular,
    tracked as the document's design."""
    src = open(os.path.join(os.path.dirname(__file__), "../../Sources/Layout/SystemFontMetrics.swift")).read()

    def array(name):
        body = re.search(r"static let %s: \[[A-Za-z0-9]+\] = \[(.*?)\]" % name, src, re.S).group(1)
        return [float(int(x, 0)) if x.startswith(("0x", "-0x")) else float(x) for x in re.findall(r"-?0x[0-9A-F]+|-?[0-9.]+", body)]
    if not hasattr(system_font_width, "table"):
        chars = [int(c) for c in array("characters")]
        system_font_width.table = (dict(zip(chars, array("regular"))), dict(zip([int(p) for p in array("regularKernedPairs")], array("regularKerning"))),
                                   array("trackingSizes"), array("trackingPerEm"), array("variableTrackingSizes"), array("variableTrackingPerEm"))
    widths, pairs, ts, tp, vs, vp = system_font_width.table

    def interp(x, xs, ys):
        x = min(max(x, xs[0]), xs[-1])
        for i in range(len(xs) - 1):
            if xs[i] <= x <= xs[i + 1]:
                return ys[i] + (x - xs[i]) / (xs[i + 1] - xs[i]) * (ys[i + 1] - ys[i])
        return ys[-1]
    size, t = r["size"], r["text"]
    tracking = interp(size, vs, vp) if r["tools"] >= 17000 else interp(size, ts, tp) + (0.006 if r["tools"] < 13000 and size >= 20 else 0)
    em = sum(widths.get(ord(c), 0.6 * 4096) / 4096 + tracking for c in t)
    em += sum(pairs.get(ord(a) << 8 | ord(b), 0) / 4096 for a, b in zip(t, t[1:]))
    return rounded_up(em * size, r["grid"])


def shares(errors):
    n = max(1, len(errors))
    return sum(e <= 0.5 for e in errors), sum(e <= 1 for e in errors), n


def report(base, data, lam):
    repos = sorted({r["repo"] for r in data})
    before, after = [], []
    for repo in repos:
        model = fit(base, [r for r in data if r["repo"] != repo], lam)
        for r in data:
            if r["repo"] == repo:
                before.append(abs(system_font_width(r) - r["W"]))
                after.append(abs(predicted(base, model, r) - r["W"]))
    b, a = shares(before), shares(after)
    return ("each of %d repositories left out in turn (%d labels): before %d within half a point (%.0f%%), %d within "
            "one (%.0f%%), median miss %.2f pt; after %d (%.0f%%), %d (%.0f%%), %.2f pt"
            % (len(repos), b[2], b[0], 100 * b[0] / b[2], b[1], 100 * b[1] / b[2], float(np.median(before)),
               a[0], 100 * a[0] / a[2], a[1], 100 * a[1] / a[2], float(np.median(after))))


# MARK: Output

def write(out, base, model, data, judged, lam):
    repos = len({r["repo"] for r in data})
    with open(out, "w") as f:
        f.write("// Generated by Tools/font-metrics/helvetica-neue.py: do not edit by hand.\n//\n")
        scales = ", ".join("%s %.4f and %.4f" % (face, model["scales"][(face, "letters")], model["scales"][(face, "others")])
                           for face in sorted({face for face, _ in model["scales"]}))
        header = (
            "Helvetica Neue's advance widths and kerning, every face iOS names. No free font matches its metrics: these "
            "start from Nimbus Sans (URW++'s Helvetica, Debian's fonts-urw-base35: Regular for the upright faces to "
            "Medium, Bold, Italic, Bold Italic, Narrow Bold for the condensed), scaled per face (letters and other "
            "characters apart) and corrected per character by a least-squares fit to the widths Xcode stored for %d "
            "single-line labels of %d repositories (ridge %.1f; characters seen fewer than %d times keep Nimbus Sans's "
            "widths); kerning Nimbus Sans's times %.3f. Judged with %s. Scales (letters and others): %s. No font file "
            "or document is part of Layoutbook: the numbers are Nimbus Sans's and measured widths."
            % (len(data), repos, lam, MIN_SEEN, model["kerning"], judged, scales))
        for line in textwrap.wrap(header, 112, break_on_hyphens=False):
            f.write("// " + line + "\n")
        f.write("\n")
        f.write("extension NamedFontMetrics {\n")
        f.write("    /// Helvetica Neue's faces, fitted (see the header).\n")
        f.write("    static let helveticaNeue: [NamedFontMetrics] = [\n")
        for name, _, _ in FACES:
            advances, kerning = face_metrics(base, model, name)
            units = [int(round(a * UNITS)) for a in advances]
            packed = sorted((ord(a) << 8 | ord(b)) << 16 | (int(round(k * UNITS)) & 0xFFFF)
                            for (a, b), k in kerning.items() if int(round(k * UNITS)))
            f.write("        NamedFontMetrics(\n")
            f.write('            names: ["%s"], unitsPerEm: %d, lineHeightPerPoint: nil,\n' % (name, UNITS))
            f.write("            advances: [\n")
            for i in range(0, len(units), 16):
                f.write("                " + ", ".join(str(u) for u in units[i:i + 16]) + ",\n")
            f.write("            ],\n            kerning: [\n")
            for i in range(0, len(packed), 8):
                f.write("                " + ", ".join("0x%08X" % v for v in packed[i:i + 8]) + ",\n")
            f.write("            ]),\n")
        f.write("    ]\n}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lambda", dest="lam", type=float, default=20.0)
    parser.add_argument("--report", action="store_true")
    parser.add_argument("out")
    parser.add_argument("dirs", nargs="+")
    args = parser.parse_args()
    base = {k: measure(p) for k, p in BASES.items()}
    data = collect(args.dirs)
    judged = report(base, data, args.lam)
    if args.report:
        print(judged)
    write(args.out, base, fit(base, data, args.lam), data, judged, args.lam)


if __name__ == "__main__":
    main()
