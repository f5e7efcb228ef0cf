#!/usr/bin/env python3
"""Generates Sources/Layout/SystemFontMetrics.swift, Layoutbook's table of the system font's advance widths.

How the table is made:
  1. Inter's advance widths (SIL Open Font License; Debian's fonts-inter) for six weights, read with fontTools.
     Inter is an open font of a design close to the system font's; no Apple font file is read.
  2. Measurements: Interface Builder stores, for each label of a storyboard or xib, the frame Xcode computed next
     to its text and font. The labels kept are single-line, in the system font, laid out by constraints, not
     misplaced, not shrinking to fit, not sized by a stack view, and with at most one horizontal constraint of
     their own (no width, no leading-and-trailing pair): their stored width is their intrinsic width, rounded up
     to the canvas's pixel (read from the document's frames: thirds @3x, halves @2x, whole points otherwise).
     Documents older than Xcode 7 (toolsVersion < 10000, before the system font was San Francisco) are left out.
  3. A least-squares fit on relative error, split by repository (about 30 % of repositories held out, by a hash
     of their name): a scale per weight on Inter's widths, a tracking per character in em at sizes from 9 to 64
     (linear between, kept smooth), and per-character corrections shared by the weights, drawn toward zero
     (ridge, lambda below) and fitted only for characters seen at least three times; and one factor on Inter's
     pair kerning (its `kern` feature, between the printable ASCII characters), as UIKit kerns by default.
     The fit is refitted three times without the fit set's labels it misses by more than 4 % (a stored frame that
     is not the text's own width: a label sized by something the reader does not see), so they do not pull it.
  4. The held-out labels judge it: median relative width error and the share within 2 %, before (the old metric,
     half an em a character) and after; wrapping labels (several lines, width fixed by their constraints, height
     their own) judge the line count.

Usage (fontTools and numpy in a virtual environment outside the repository):
  python3 -m venv /tmp/fontenv && /tmp/fontenv/bin/pip install fonttools numpy
  /tmp/fontenv/bin/python Tools/text-metric/generate.py --inter /usr/share/fonts/opentype/inter \
      --out Sources/Layout/SystemFontMetrics.swift DIR_OR_GIT_REPO...
To refit only the tracking (one table per design of the system font, the static SF Text and SF Display
of documents saved by Xcode 7 to 11 and the variable font of Xcode 12 on), keeping the widths and kerning of
the committed table:
  /tmp/fontenv/bin/python Tools/text-metric/generate.py --keep-widths Sources/Layout/SystemFontMetrics.swift \
      --out Sources/Layout/SystemFontMetrics.swift DIR_OR_GIT_REPO...
Each argument is a directory of .storyboard/.xib files (a file named OWNER+REPO--PATH counts as that repository's)
or a git repository, read at HEAD: a work tree or git directory inside a directory named OWNER+REPO, which names
the repository for the split. The measurements themselves are not kept in the repository.
"""
import argparse, glob, hashlib, math, os, re, subprocess, sys, unicodedata
import xml.etree.ElementTree as ET

import numpy as np
from fontTools.ttLib import TTFont

WEIGHTS = {"light": "Light", "regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold"}
ALIAS = {"ultraLight": "light", "thin": "light", "black": "heavy"}
# Tracking knots of the two designs of the system font. Xcode 7 to 11 (iOS 9 to 13) set it in two fonts, SF Text
# below 20 pt and SF Display from 20 pt, each tracked by size: a step at 20. From Xcode 12 (iOS 14) it is one
# variable font whose optical size eases from Text to Display between 17 and 28 pt: no step. A document's
# toolsVersion tells which its frames were measured with.
KNOTS = [9, 11, 13, 15, 17, 19.99, 20, 24, 28, 34, 48, 64]
VARIABLE_KNOTS = [9, 11, 13, 15, 17, 20, 24, 28, 34, 48, 64]
VARIABLE_SINCE = 17000  # toolsVersion of Xcode 12, the first with iOS 14's variable system font
LAMBDA = 1.0
FALLBACK = 0.6  # em, a character the table lacks (TextMetrics.fallbackAdvance)
UNITS = 4096    # the table's units per em
# The characters the table holds: Basic Latin, Latin-1, Latin Extended-A, Greek, Cyrillic, common punctuation
# and symbols.
TABLE = ([*range(0x20, 0x7F), *range(0xA0, 0x180), *range(0x391, 0x3CA), 0x401, *range(0x410, 0x450), 0x451]
         + [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2020, 0x2021,
            0x2022, 0x2026, 0x2030, 0x2032, 0x2033, 0x2039, 0x203A, 0x2044, 0x20AC, 0x20B9, 0x20BD, 0x2116, 0x2122,
            0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2215, 0x221E, 0x2248, 0x2260, 0x2264, 0x2265, 0x25CF, 0x2713])

HORIZ = {"leading", "trailing", "left", "right", "centerX", "width", "leadingMargin", "trailingMargin",
         "leftMargin", "rightMargin", "centerXWithinMargins"}
VERT = {"top", "bottom", "height", "topMargin", "bottomMargin"}
STYLE = {  # a text style's size and weight at the Large (default) content size
    "UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleHeadline": (17, "semibold"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleLargeTitle": (34, "regular"),
}


# MARK: Measurements

def documents(paths):
    """(repository, path, bytes) for every storyboard and xib under the arguments."""
    for path in paths:
        loose = glob.glob(os.path.join(path, "*.storyboard")) + glob.glob(os.path.join(path, "*.xib"))
        is_git = subprocess.run(["git", "-C", path, "rev-parse", "--git-dir"], capture_output=True).returncode == 0
        if is_git and not loose:
            named = [part for part in os.path.abspath(path).split(os.sep) if "+" in part]
            repo = (named[-1] if named else os.path.basename(os.path.abspath(path))).replace("+", "/", 1)
            files = subprocess.run(["git", "-C", path, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True, text=True).stdout
            for f in files.split("\n"):
                if f.endswith((".storyboard", ".xib")):
                    yield repo, f, subprocess.run(["git", "-C", path, "show", "HEAD:" + f], capture_output=True).stdout
        else:
            for f in sorted(glob.glob(os.path.join(path, "*"))):
                if f.endswith((".storyboard", ".xib")):
                    name = os.path.basename(f)
                    yield name.split("--")[0].replace("+", "/", 1), name, open(f, "rb").read()


def num(s, d=None):
    try:
        return float(s)
    except (TypeError, ValueError):
        return d


def sized_by_stack(parent, label):
    """In a stack view that sets the label's width: all but a vertical one aligned leading, centre or trailing."""
    p = parent.get(label)
    s = parent.get(p) if p is not None else None
    if s is None or s.tag != "stackView":
        return False
    return not (s.get("axis") == "vertical" and s.get("alignment") in ("leading", "center", "trailing"))


def labels(repo, name, data):
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
        font = label.find("fontDescription")
        frame = label.find("rect[@key='frame']")
        if text is None or "\n" in text or not text.strip() or font is None or frame is None:
            continue
        kind, style, size = font.get("type"), font.get("style"), num(font.get("pointSize"))
        weight = font.get("weight", "regular")
        if style in STYLE:
            size = size or STYLE[style][0]
            weight = font.get("weight", STYLE[style][1])
        elif kind == "boldSystem":
            weight = "bold"
        elif kind != "system":
            continue
        width, height = num(frame.get("width")), num(frame.get("height"))
        if not size or not width or not height:
            continue
        attrs = set()
        for c, owner in constraints:
            first = c.get("firstItem") or owner
            if first == lid:
                attrs.add(c.get("firstAttribute"))
            if c.get("secondItem") == lid:
                attrs.add(c.get("secondAttribute"))
        usable = (label.get("translatesAutoresizingMaskIntoConstraints") == "NO" and bool(attrs)
                  and label.get("misplaced") != "YES" and label.get("adjustsFontSizeToFit") != "YES"
                  and "placeholderIntrinsicWidth" not in label.attrib and label.find("attributedString") is None
                  and not sized_by_stack(parent, label) and tools >= 10000)
        if not usable:
            continue
        lines = int(num(label.get("numberOfLines"), 1))
        h = attrs & HORIZ
        one_line = height < 1.6 * 1.1934 * size
        record = dict(repo=repo, file=name, text=text, size=size, weight=ALIAS.get(weight, weight), W=width, H=height,
                      grid=grid, lines=lines, variable=tools >= VARIABLE_SINCE)
        if "width" not in h and len(h) <= 1 and (lines == 1 or one_line) and "preferredMaxLayoutWidth" not in label.attrib:
            yield "single", record
        elif lines != 1 and not one_line and len(h) >= 2 and not (attrs & VERT >= {"top", "bottom"}) and "height" not in attrs:
            yield "wrapping", record


def collect(paths):
    seen, single, wrapping = set(), [], []
    for repo, name, data in documents(paths):
        digest = hashlib.sha1(data).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        for kind, r in labels(repo, name, data):
            if r["weight"] in WEIGHTS:
                (single if kind == "single" else wrapping).append(r)
    return single, wrapping


def held_out(repo):
    return int(hashlib.sha1(repo.encode()).hexdigest(), 16) % 10 < 3


# MARK: The fit

def inter_advances(directory):
    table = {}
    for w, n in WEIGHTS.items():
        f = TTFont(os.path.join(directory, f"Inter-{n}.otf"))
        upm, cmap, hmtx = f["head"].unitsPerEm, f.getBestCmap(), f["hmtx"]
        table[w] = {cp: hmtx[g][0] / upm for cp, g in cmap.items()}
    return table


# Widths UIKit itself gave (issue 35's evidence), fitted with more trust than one stored frame each: the
# unrounded width of boundingRect, and an intrinsic width at @3x (rounded up from within its last third).
UIKIT = [
    dict(repo="UIKit", text="This is a test string", size=17, weight="regular", W=144.09, grid=3, exact=True, trust=20, variable=True),
    dict(repo="UIKit", text="Hello World", size=17, weight="regular", W=88.0 - 1 / 6, grid=3, exact=True, trust=20, variable=True),
]

KERNED = range(0x20, 0x7F)  # the characters whose pairs are kerned: printable ASCII


def inter_kerning(directory):
    """Inter's pair kerning in em, per weight: {(first, second): em} for the pairs of KERNED characters its
    `kern` feature adjusts (each lookup's first subtable that covers a pair applies; lookups add up)."""
    table = {}
    for w, n in WEIGHTS.items():
        f = TTFont(os.path.join(directory, f"Inter-{n}.otf"))
        upm, cmap, gpos = f["head"].unitsPerEm, f.getBestCmap(), f["GPOS"].table
        indices = sorted({i for r in gpos.FeatureList.FeatureRecord if r.FeatureTag == "kern" for i in r.Feature.LookupListIndex})
        glyphs = {cp: cmap[cp] for cp in KERNED if cp in cmap}
        pairs = {}
        for index in indices:
            lookup = gpos.LookupList.Lookup[index]
            subtables = [t.ExtSubTable for t in lookup.SubTable] if lookup.LookupType == 9 else lookup.SubTable
            for a, ga in glyphs.items():
                for b, gb in glyphs.items():
                    for t in subtables:
                        covered = t.Coverage.glyphs
                        if ga not in covered:
                            continue
                        value = None
                        if t.Format == 1:
                            for record in t.PairSet[covered.index(ga)].PairValueRecord:
                                if record.SecondGlyph == gb:
                                    value = getattr(record.Value1, "XAdvance", 0) or 0
                                    break
                            if value is None:
                                continue
                        else:
                            first, second = t.ClassDef1.classDefs.get(ga, 0), t.ClassDef2.classDefs.get(gb, 0)
                            value = getattr(t.Class1Record[first].Class2Record[second].Value1, "XAdvance", 0) or 0
                        if value:
                            pairs[(a, b)] = pairs.get((a, b), 0.0) + value / upm
                        break
        table[w] = pairs
    return table


def kern_sum(kerning, text, weight):
    return sum(kerning[weight].get((ord(a), ord(b)), 0.0) for a, b in zip(text, text[1:]))


def wide(cp):
    return unicodedata.east_asian_width(chr(cp)) in "WF"


def knot_weights(size, knots=KNOTS):
    s = min(max(size, knots[0]), knots[-1])
    v = np.zeros(len(knots))
    for i in range(len(knots) - 1):
        a, b = knots[i], knots[i + 1]
        if a <= s <= b:
            t = (s - a) / (b - a)
            v[i], v[i + 1] = 1 - t, t
            return v
    v[-1] = 1
    return v


KERN_COLUMN = 100.0  # the kerning column's scale, so the ridge's pull on its factor is as weak as on a weight's scale


class Model:
    """em(c, w) = inter(c, w) × (scale[w] + delta[c]); a character advances (em + tracking(size)) × size, and each
    kerned pair adds kernFactor × Inter's kerning × size. The tracking is the static fonts' (Text and Display) or the
    variable font's, by the document's toolsVersion."""

    def __init__(self, inter, charset, kerning):
        self.inter, self.charset, self.kerning = inter, charset, kerning
        self.index = {c: i for i, c in enumerate(charset)}
        self.nk = len(KNOTS) + len(VARIABLE_KNOTS)
        self.columns = len(WEIGHTS) + self.nk + len(charset) + 1

    def row(self, text, size, weight, variable=True):
        x, fixed = np.zeros(self.columns), 0.0
        n = 0
        for ch in text:
            cp = 0x20 if ch == "\n" else ord(ch)
            if wide(cp):
                fixed += size
                continue
            if unicodedata.combining(chr(cp)):
                continue
            n += 1
            base = self.inter[weight].get(cp) if cp in TABLE else None
            if base is None:
                fixed += FALLBACK * size
                continue
            x[list(WEIGHTS).index(weight)] += base * size
            if cp in self.index:
                x[len(WEIGHTS) + self.nk + self.index[cp]] += base * size
        if variable:
            x[len(WEIGHTS) + len(KNOTS):len(WEIGHTS) + self.nk] = knot_weights(size, VARIABLE_KNOTS) * n * size
        else:
            x[len(WEIGHTS):len(WEIGHTS) + len(KNOTS)] = knot_weights(size) * n * size
        x[-1] = KERN_COLUMN * kern_sum(self.kerning, text, weight) * size
        return x, fixed

    def width(self, text, size, weight, variable=True):
        x, fixed = self.row(text, size, weight, variable)
        return float(x @ self.beta) + fixed

    def robust_fit(self, rows, rounds=3, limit=0.04):
        """Fits, then fits again without the rows the fit misses by more than `limit` (relative), `rounds` times."""
        self.fit(rows)
        for _ in range(rounds):
            kept = [r for r in rows if abs(up(self.width(r["text"], r["size"], r["weight"], r["variable"]), r["grid"]) - r["W"]) <= limit * r["W"]]
            self.fit(kept)
        self.kept = len(kept)
        return self

    def fit(self, rows, lam=LAMBDA):
        X, y, weights = [], [], []
        for r in rows:
            x, fixed = self.row(r["text"], r["size"], r["weight"], r["variable"])
            X.append(x)
            # A stored width is rounded up: half a pixel on average; UIKit's own figures are exact.
            y.append(r["W"] - (0 if r.get("exact") else 0.5 / r["grid"]) - fixed)
            weights.append(r.get("trust", 1) / r["W"])
        X, y, weights = np.array(X), np.array(y), np.array(weights)
        nw, nk = len(WEIGHTS), self.nk
        penalty = np.zeros(self.columns)
        prior = np.zeros(self.columns)
        prior[:nw] = 0.95
        penalty[:nw], penalty[nw:nw + nk], penalty[nw + nk:] = 0.3, 0.5, lam
        penalty[-1] = 0.3
        smooth = []
        for knots, offset in ((KNOTS, nw), (VARIABLE_KNOTS, nw + len(KNOTS))):
            for i in range(len(knots) - 1):
                if knots[i + 1] - knots[i] >= 0.1:  # SF Text and SF Display meet at 20 pt: no smoothing there
                    v = np.zeros(self.columns)
                    v[offset + i], v[offset + i + 1] = -2, 2
                    smooth.append(v)
        A = np.vstack([X * weights[:, None], np.diag(penalty), np.array(smooth)])
        b = np.concatenate([y * weights, penalty * prior, np.zeros(len(smooth))])
        self.beta = np.linalg.lstsq(A, b, rcond=None)[0]
        return self

    def em(self, cp, weight):
        base = self.inter[weight].get(cp)
        if base is None:
            return None
        delta = self.beta[len(WEIGHTS) + self.nk + self.index[cp]] if cp in self.index else 0.0
        return base * (self.beta[list(WEIGHTS).index(weight)] + delta)

    def tracking(self):
        return self.beta[len(WEIGHTS):len(WEIGHTS) + len(KNOTS)]

    def variable_tracking(self):
        return self.beta[len(WEIGHTS) + len(KNOTS):len(WEIGHTS) + self.nk]

    def kern_factor(self):
        return float(self.beta[-1]) * KERN_COLUMN


# MARK: The table as Swift measures with it (units rounded), to judge exactly what ships

class Table:
    def __init__(self, model):
        self.chars = [cp for cp in TABLE if all(model.inter[w].get(cp) is not None for w in WEIGHTS)]
        self.units = {w: [int(round(model.em(cp, w) * UNITS)) for cp in self.chars] for w in WEIGHTS}
        self.lookup = {w: dict(zip(self.chars, self.units[w])) for w in WEIGHTS}
        self.tracking = [round(float(t), 5) for t in model.tracking()]
        self.variable_tracking = [round(float(t), 5) for t in model.variable_tracking()]
        factor = self.kern_factor = model.kern_factor()
        self.kerns = {w: {p: u for p, k in sorted(model.kerning[w].items()) if (u := int(round(k * factor * UNITS)))}
                      for w in WEIGHTS}

    def track(self, size, variable=True):
        if variable:
            return float(knot_weights(size, VARIABLE_KNOTS) @ np.array(self.variable_tracking))
        return float(knot_weights(size) @ np.array(self.tracking))

    def advance(self, ch, size, weight, variable=True):
        cp = 0x20 if ch == "\n" else ord(ch)
        if wide(cp):
            return size
        if unicodedata.combining(chr(cp)):
            return 0.0
        units = self.lookup[weight].get(cp)
        em = units / UNITS if units is not None else FALLBACK
        return (em + self.track(size, variable)) * size

    def width(self, text, size, weight, variable=True):
        kern = sum(self.kerns[weight].get((ord(a), ord(b)), 0) for a, b in zip(text, text[1:])) / UNITS * size
        return sum(self.advance(c, size, weight, variable) for c in text) + kern

    def wrap_count(self, text, size, weight, limit, variable=True):
        # Each line break (\n, \r, U+2028, U+2029: str.splitlines' breaks that UIKit honours) starts a line.
        paragraphs = re.split("\r\n|[\n\r\u2028\u2029]", text)
        return sum(self.wrap_paragraph(p, size, weight, limit, variable) for p in paragraphs)

    def wrap_paragraph(self, text, size, weight, limit, variable=True):
        space, lines, length, started, last = self.advance(" ", size, weight, variable), 1, 0.0, False, None
        kern = lambda a, b: self.kerns[weight].get((ord(a), ord(b)), 0) / UNITS * size
        for word in text.split(" "):
            if not word:
                continue
            w = self.width(word, size, weight, variable)
            # joined by a space, kerned on both sides as on one line
            need = w if not started else length + space + kern(last, " ") + kern(" ", word[0]) + w
            last = word[-1]
            if need <= limit + 1e-9:
                length, started = need, True
                continue
            if started:
                lines += 1
            while w > limit + 1e-9:  # a word longer than a line breaks
                used = 0.0
                for c in word:
                    a = self.advance(c, size, weight, variable)
                    if used + a > limit + 1e-9 and used > 0:
                        lines += 1
                        used = 0.0
                    used += a
                w = used
            length, started = w, True
        return lines


class ShippedTable(Table):
    """The widths and kerning of a generated Swift file, read back, with its tracking to be refitted."""

    def __init__(self, path):
        src = open(path).read()

        def array(name):
            body = re.search(r"static let " + name + r": \[[^\]]*\] = \[(.*?)\n    \]", src, re.S).group(1)
            return [int(x, 0) for x in re.findall(r"-?0x[0-9A-Fa-f]+|-?\d+", body)]

        self.chars = array("characters")
        self.units = {w: array(w) for w in WEIGHTS}
        self.lookup = {w: dict(zip(self.chars, self.units[w])) for w in WEIGHTS}
        self.kerns = {w: {(p >> 8, p & 0xFF): k for p, k in zip(array(w + "KernedPairs"), array(w + "Kerning"))} for w in WEIGHTS}
        factor = re.search(r"times one fitted factor \(([0-9.]+)\)", src)
        self.kern_factor = float(factor.group(1)) if factor else 1.0
        self.tracking = [0.0] * len(KNOTS)
        self.variable_tracking = [0.0] * len(VARIABLE_KNOTS)


def fit_tracking(table, rows, rounds=3, limit=0.04, lam=0.3):
    """Refits only the two designs' tracking on a table's widths and kerning: least squares on relative error,
    kept smooth within each design and drawn toward zero (ridge `lam`), refitted without the labels missed by more
    than `limit`."""
    nk, columns = len(KNOTS), len(KNOTS) + len(VARIABLE_KNOTS)

    def count(text):
        return sum(1 for ch in text if not wide(ord(ch)) and not unicodedata.combining(ch))

    def row(r):
        x = np.zeros(columns)
        n = count(r["text"]) * r["size"]
        if r["variable"]:
            x[nk:] = knot_weights(r["size"], VARIABLE_KNOTS) * n
        else:
            x[:nk] = knot_weights(r["size"]) * n
        return x

    def solve(rows):
        saved = table.tracking, table.variable_tracking
        table.tracking, table.variable_tracking = [0.0] * nk, [0.0] * len(VARIABLE_KNOTS)
        base = [table.width(r["text"], r["size"], r["weight"], r["variable"]) for r in rows]
        table.tracking, table.variable_tracking = saved
        X = np.array([row(r) for r in rows])
        y = np.array([r["W"] - (0 if r.get("exact") else 0.5 / r["grid"]) - b for r, b in zip(rows, base)])
        # UIKit's own figures are facts, not one stored frame among many: they hold the fit (ten times
        # their trust in the full fit), so the refitted tracking keeps them to within 0.01 %.
        w = np.array([r.get("trust", 1) * (10 if r.get("exact") else 1) / r["W"] for r in rows])
        smooth = []
        for knots, offset in ((KNOTS, 0), (VARIABLE_KNOTS, nk)):
            for i in range(len(knots) - 1):
                if knots[i + 1] - knots[i] >= 0.1:
                    v = np.zeros(columns)
                    v[offset + i], v[offset + i + 1] = -2, 2
                    smooth.append(v)
        A = np.vstack([X * w[:, None], np.eye(columns) * lam, np.array(smooth)])
        b = np.concatenate([y * w, np.zeros(columns), np.zeros(len(smooth))])
        beta = np.linalg.lstsq(A, b, rcond=None)[0]
        table.tracking = [round(float(t), 5) for t in beta[:nk]]
        table.variable_tracking = [round(float(t), 5) for t in beta[nk:]]

    solve(rows)
    for _ in range(rounds):
        kept = [r for r in rows if abs(up(table.width(r["text"], r["size"], r["weight"], r["variable"]), r["grid"]) - r["W"]) <= limit * r["W"]]
        solve(kept)
    table.kept = len(kept)
    return table


def up(value, grid):
    return math.ceil(value * grid - 1e-7) / grid


def judge(table, rows, naive=False):
    errors, points = [], []
    for r in rows:
        if naive:
            predicted = sum(2 if wide(ord(c)) else 1 for c in r["text"]) * r["size"] / 2
        else:
            predicted = up(table.width(r["text"], r["size"], r["weight"], r["variable"]), r["grid"])
        errors.append(abs(predicted - r["W"]) / r["W"])
        points.append(abs(predicted - r["W"]))
    e, p = np.array(errors), np.array(points)
    return (f"n={len(e)}, median {100 * np.median(e):.2f} %, within 1 % {100 * np.mean(e <= 0.01):.1f} %, "
            f"within 2 % {100 * np.mean(e <= 0.02):.1f} %, within 5 % {100 * np.mean(e <= 0.05):.1f} %, "
            f"within 0.5 pt {100 * np.mean(p <= 0.5):.1f} %")


def judge_wrapping(table, rows):
    off = []
    for r in rows:
        stored = round(r["H"] / (1.1934 * r["size"]))
        if stored < 2:
            continue
        predicted = table.wrap_count(r["text"], r["size"], r["weight"], r["W"], r["variable"])
        if r["lines"] > 0:
            predicted = min(predicted, r["lines"])
        off.append(abs(predicted - stored))
    off = np.array(off)
    return f"n={len(off)}, same line count {100 * np.mean(off == 0):.1f} %, off by one line or more {int(np.sum(off >= 1))}"


# MARK: Swift

def swift(table, single, held, widths=None):
    def array(values, per_line=16):
        rows = [", ".join(str(v) for v in values[i:i + per_line]) for i in range(0, len(values), per_line)]
        return "\n".join("        " + r + "," for r in rows)
    repos = sorted({r["repo"] for r in single})
    out = [
        "// Generated by Tools/text-metric/generate.py: do not edit by hand.",
        "//",
        "// The system font's advance widths as Layoutbook measures text (see TextMetrics). Sources: the advance widths",
        "// of Inter 3.019 (Copyright (c) 2016 The Inter Project Authors, https://github.com/rsms/inter, licensed under the",
        "// SIL Open Font License 1.1, https://openfontlicense.org), one table per weight (Light, Regular, Medium,",
        "// SemiBold, Bold, ExtraBold), each scaled and corrected per character by a least-squares fit to the label",
        *(widths or [
            f"// widths Xcode stored in public storyboards and xibs ({len(single)} single-line system-font labels of",
            f"// {len(repos)} repositories; the fit used {len(single) - len(held)}, the {len(held)} labels of the held-out",
            "// repositories judge it)."]),
        "// No Apple font file or table was read: the numbers are Inter's and measured widths.",
        "// Tracking: em per character at the sizes of a table, linear between them (the system font tracks tighter as",
        "// it grows), one table per design: the static fonts of iOS 9 to 13 (SF Text below 20 pt, SF Display from 20:",
        "// a step at 20) and iOS 14's variable font (Text easing into Display between 17 and 28 pt: no step), fitted",
        f"// on the labels of documents saved by Xcode 7 to 11 and from Xcode 12 on ({sum(not r['variable'] for r in single)} and {sum(r['variable'] for r in single)} labels of",
        f"// {len(repos)} repositories).",
        "// Kerning: Inter's pair kerning between printable ASCII",
        f"// characters, times one fitted factor ({table.kern_factor:.3f}).",
        "",
        "/// The system font's advance widths, in 1/4096 em, for the characters in ``characters`` and the",
        "/// weights light, regular, medium, semibold, bold and heavy; its tracking by size in each design; and its",
        "/// kerning.",
        "public enum SystemFontMetrics {",
        f"    static let unitsPerEm = {UNITS}.0",
        "    /// The characters the table holds, ascending.",
        "    static let characters: [UInt32] = [",
        array([f"0x{c:X}" for c in table.chars], 12),
        "    ]",
    ]
    for w in WEIGHTS:
        out += [f"    static let {w}: [UInt16] = [", array(table.units[w]), "    ]"]
    for w in WEIGHTS:
        pairs = sorted(table.kerns[w].items())
        out += [f"    /// The {w} weight's kerned pairs (first << 8 | second, ascending) and their kerning in 1/{UNITS} em.",
                f"    static let {w}KernedPairs: [UInt16] = [", array([f"0x{a << 8 | b:04X}" for (a, b), _ in pairs], 12), "    ]",
                f"    static let {w}Kerning: [Int16] = [", array([u for _, u in pairs]), "    ]"]
    out += [
        "    /// The sizes, in points, at which ``trackingPerEm`` is given: the static fonts' (SF Text to 19.99 pt,",
        "    /// SF Display from 20).",
        "    static let trackingSizes: [Double] = [" + ", ".join(str(k) for k in KNOTS) + "]",
        "    /// Extra advance per character, in em, at each of ``trackingSizes``.",
        "    static let trackingPerEm: [Double] = [" + ", ".join(f"{t:.5f}" for t in table.tracking) + "]",
        "    /// The sizes, in points, at which ``variableTrackingPerEm`` is given: the variable font's.",
        "    static let variableTrackingSizes: [Double] = [" + ", ".join(str(k) for k in VARIABLE_KNOTS) + "]",
        "    /// Extra advance per character, in em, at each of ``variableTrackingSizes``.",
        "    static let variableTrackingPerEm: [Double] = [" + ", ".join(f"{t:.5f}" for t in table.variable_tracking) + "]",
        "",
        "    /// A character's advance in em at a weight, or nil when the table lacks it.",
        "    public static func advance(_ scalar: UInt32, weight: FontWeight) -> Double? {",
        "        var low = 0, high = characters.count - 1",
        "        while low <= high {",
        "            let mid = (low + high) / 2",
        "            if characters[mid] == scalar { return Double(units(weight)[mid]) / unitsPerEm }",
        "            if characters[mid] < scalar { low = mid + 1 } else { high = mid - 1 }",
        "        }",
        "        return nil",
        "    }",
        "",
        "    /// The kerning between two characters in em at a weight: zero for a pair the table does not kern.",
        "    public static func kerning(_ first: UInt32, _ second: UInt32, weight: FontWeight) -> Double {",
        "        guard first < 0x80, second < 0x80 else { return 0 }",
        "        let (pairs, kerning) = kerned(weight)",
        "        let key = UInt16(first << 8 | second)",
        "        var low = 0, high = pairs.count - 1",
        "        while low <= high {",
        "            let mid = (low + high) / 2",
        "            if pairs[mid] == key { return Double(kerning[mid]) / unitsPerEm }",
        "            if pairs[mid] < key { low = mid + 1 } else { high = mid - 1 }",
        "        }",
        "        return 0",
        "    }",
        "",
        "    /// The kerned pairs of a weight: its own, or the nearest one's.",
        "    static func kerned(_ weight: FontWeight) -> (pairs: [UInt16], kerning: [Int16]) {",
        "        switch weight {",
        "        case .ultraLight, .thin, .light: (lightKernedPairs, lightKerning)",
        "        case .regular: (regularKernedPairs, regularKerning)",
        "        case .medium: (mediumKernedPairs, mediumKerning)",
        "        case .semibold: (semiboldKernedPairs, semiboldKerning)",
        "        case .bold: (boldKernedPairs, boldKerning)",
        "        case .heavy, .black: (heavyKernedPairs, heavyKerning)",
        "        }",
        "    }",
        "",
        "    /// The table of a weight: its own, or the nearest one's.",
        "    static func units(_ weight: FontWeight) -> [UInt16] {",
        "        switch weight {",
        "        case .ultraLight, .thin, .light: light",
        "        case .regular: regular",
        "        case .medium: medium",
        "        case .semibold: semibold",
        "        case .bold: bold",
        "        case .heavy, .black: heavy",
        "        }",
        "    }",
        "",
        "    /// The tracking at a size in a design, in em per character: linear between the sizes of the design's",
        "    /// table, its ends beyond them.",
        "    public static func tracking(fontSize: Double, design: SystemFontDesign = .variable) -> Double {",
        "        switch design {",
        "        case .variable: interpolated(fontSize, variableTrackingSizes, variableTrackingPerEm)",
        "        case .textAndDisplay, .uiTextAndDisplay: interpolated(fontSize, trackingSizes, trackingPerEm) + design.displayCorrection(fontSize: fontSize)",
        "        }",
        "    }",
        "",
        "    static func interpolated(_ x: Double, _ sizes: [Double], _ values: [Double]) -> Double {",
        "        guard x > sizes[0] else { return values[0] }",
        "        for i in 1..<sizes.count where x <= sizes[i] {",
        "            let t = (x - sizes[i - 1]) / (sizes[i] - sizes[i - 1])",
        "            return values[i - 1] + t * (values[i] - values[i - 1])",
        "        }",
        "        return values[values.count - 1]",
        "    }",
        "}",
    ]
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inter", default="/usr/share/fonts/opentype/inter")
    parser.add_argument("--out", help="the Swift file to write (nothing is written without it)")
    parser.add_argument("--keep-widths", metavar="SWIFT", help="keep the widths and kerning of this generated file and "
                        "refit only the tracking, on every label (the held-out ones judge the file as it was too)")
    parser.add_argument("sources", nargs="+")
    args = parser.parse_args()
    inter = inter_advances(args.inter)
    kerning = inter_kerning(args.inter)
    single, wrapping = collect(args.sources)
    fit = [r for r in single if not held_out(r["repo"])]
    held = [r for r in single if held_out(r["repo"])]
    counts = {}
    for r in fit:
        for c in r["text"]:
            counts[ord(c)] = counts.get(ord(c), 0) + 1
    if args.keep_widths:
        shipped = ShippedTable(args.keep_widths)
        before = ShippedTable(args.keep_widths)
        src = open(args.keep_widths).read()
        old = [float(x) for x in re.search(r" trackingPerEm: \[Double\] = \[([^\]]*)\]", src).group(1).split(",")]
        before.tracking, before.variable_tracking = old, [float(knot_weights(k) @ np.array(old)) for k in VARIABLE_KNOTS]
        print(f"labels {len(single)} ({len({r['repo'] for r in single})} repositories), "
              f"{sum(not r['variable'] for r in single)} saved by Xcode 7 to 11, {sum(r['variable'] for r in single)} by Xcode 12 on")
        print("before (one tracking table for both designs), all:", judge(before, single))
        print("before, held out:", judge(before, held))
        table = fit_tracking(shipped, fit + UIKIT)
        print(f"tracking refitted on the fit set: {table.kept} of {len(fit) + len(UIKIT)} labels kept")
        print("after, held out:", judge(table, held))
        print("  static fonts (Xcode 7 to 11):", judge(table, [r for r in held if not r["variable"]]))
        print("  variable font (Xcode 12 on):", judge(table, [r for r in held if r["variable"]]))
        table = fit_tracking(shipped, single + UIKIT)
        print(f"tracking refitted on every label: {table.kept} of {len(single) + len(UIKIT)} kept")
        print("after, all:", judge(table, single))
        print("static:", table.tracking, "variable:", table.variable_tracking)
        print("Hello World at 17 pt regular:", round(table.width("Hello World", 17, "regular"), 3),
              "| This is a test string:", round(table.width("This is a test string", 17, "regular"), 3))
        if args.out:
            # The widths' own account stays: the lines between "least-squares fit to the label" and the tracking's.
            header = src.split("\n")
            start = next(i for i, l in enumerate(header) if "least-squares fit to the label" in l) + 1
            end = next(i for i, l in enumerate(header) if l.startswith("// Tracking:"))
            kept = [l.replace(" No Apple font file or table was read: the numbers are Inter's and measured widths.", "")
                    for l in header[start:end] if not l.startswith("// No Apple font file")]
            with open(args.out, "w") as f:
                f.write(swift(table, single, held, kept))
        return
    charset = sorted(cp for cp, n in counts.items() if n >= 3 and cp in TABLE and all(inter[w].get(cp) is not None for w in WEIGHTS))
    model = Model(inter, charset, kerning).robust_fit(fit + UIKIT)
    table = Table(model)
    plain = Table(Model(inter, [], {w: {} for w in WEIGHTS}).fit(fit))
    print(f"labels {len(single)} ({len({r['repo'] for r in single})} repositories): fit {len(fit)} "
          f"({len({r['repo'] for r in fit})}), held out {len(held)} ({len({r['repo'] for r in held})})")
    print("held out, before (half an em a character):", judge(None, held, naive=True))
    print("held out, Inter scaled and tracked, no per-character corrections, no kerning, one fit:", judge(plain, held))
    print(f"fit: {model.kept} of {len(fit)} labels kept after the refits; kerning factor {model.kern_factor():.3f}")
    print("held out, after:", judge(table, held))
    print("  static fonts (Xcode 7 to 11):", judge(table, [r for r in held if not r["variable"]]))
    print("  variable font (Xcode 12 on):", judge(table, [r for r in held if r["variable"]]))
    print("fit set, after:", judge(table, fit))
    print("wrapping labels, held out:", judge_wrapping(table, [r for r in wrapping if held_out(r["repo"])]))
    print("wrapping labels, all:", judge_wrapping(table, wrapping))
    print("Hello World at 17 pt regular:", round(table.width("Hello World", 17, "regular"), 3),
          "| This is a test string:", round(table.width("This is a test string", 17, "regular"), 3))
    if args.out:
        with open(args.out, "w") as f:
            f.write(swift(table, single, held))


if __name__ == "__main__":
    main()
