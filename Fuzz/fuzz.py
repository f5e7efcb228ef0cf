#!/usr/bin/env python3
"""Feeds the layoutbook binary mutated scripts and notebooks and reports crashes and hangs.

The seeds are the project's own inputs: the commands of every notebook in Notebooks/, the
scenario scripts of Tests/NotebookTests/Scenarios, and the notebooks themselves. Each input is a
seed mutated a few times (lines dropped, repeated, swapped or spliced in from another seed;
numbers replaced by extreme ones; brackets, quotes, wildcards, control characters and invalid
bytes inserted; fences and directives of notebooks disturbed), then run one of four ways:
`run -` on standard input, `run FILE`, `check FILE.md` or `tutor FILE.md` (no terminal), with
random --width, --ascii and --json.

A crash is a run killed by a signal or an exit status other than 0 and 1 (64, a usage error,
counts too: a file is never a usage mistake). A hang is a run still going after --timeout
seconds; it is run again with four times the time, and called slow instead when it then ends.
Notebooks are also made into pages (`html FILE -o DIR`); the inputs include the shapes of an
adversarial paste (SWIFT_SHAPES: loops, recursion and growth without end, huge and NaN numbers in
numeric positions, control characters in strings and file names, PinLayout and Neon calls, button
and control subclasses, views made by init(coder:)) and HTML
in prose (HTML_PROSE).
Every crash and hang is written to --findings as the input that caused it and a .txt with how
to replay it.

Deterministic: input N of seed S is the same bytes on every machine, so a finding is replayed
with --seed S --only N.
"""

import argparse
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

EXTREME_NUMBERS = [
    "0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "1e-308", "1e999", "nan", "inf", "99999999999999999999",
    "0.000000001", "1000000000000", "-3", "375", "667", "2147483648", "9223372036854775808", "1_000",
    "1e19", "-1e19", "1e30", "1e300", "-1e300", "sqrt(-1)", "(0.0 / 1e-320)", "CGFloat.greatestFiniteMagnitude",
]
INSERTIONS = [
    "{", "}", "(", ")", "[", "]", "\"", "\\", "...", "...>", "layout> ", ";", ",", ".", "#", "//", "@",
    "==", "<=", ">=", "*", "+", "-", "\t", "\r", "\x00", "\x1b[31m", "é", "👍", "\u202e", " ", "snp", "make",
    "view", "label", "scroll", "remove", "undo", "redo", "save", "load", "show", "frames", "explain",
    "priority", ".isActive = false", ".constant = 1e308", "lines 0", "text \"",
]
# What an adversarial paste looks like (issue 38): code that runs, recurses or grows without end, numbers
# no conversion holds in numeric positions, control characters in strings and file names.
SWIFT_SHAPES = [
    "var a = [1]\nwhile true { a.append(1) }",
    "var a = [1]\nvar going = true\nwhile going { a.append(1) }",
    "var a = [1]\nfor _ in 0..<64 { a = a + a }",
    "var s = \"ab\"\nfor _ in 0..<64 { s = s + s }",
    "func f(_ n: Int) -> Int { return f(n + 1) }\nlet r = f(0)",
    "class V: UIView { let child = V() }\nlet v = V()",
    "var x: Int { return x }\nlet y = x",
    "class W: UIView { override var intrinsicContentSize: CGSize { return intrinsicContentSize } }\nlet w = W()",
    "let a = [1, 2]\nlet b = a[NUMBER]",
    "var a = [1, 2]\na[NUMBER] = 5",
    "let s = String(repeating: \"ab\", count: NUMBER)",
    "let r = Array(repeating: 1, count: NUMBER)",
    "view box\nbox.snp.makeConstraints { make in make.width.equalTo(NUMBER).priority(NUMBER) }",
    "view box\nbox.width == NUMBER @NUMBER",
    "view box\nbox.widthAnchor.constraint(equalToConstant: pow(NUMBER, NUMBER)).isActive = true",
    "let x: Int? = 1\nlet y = x" + "!" * 3000,
    "let m = UIView()" + ".superview" * 2000,
    "let n = " + "-" * 3000 + "1",
    "let t = " + "\"\\(" * 500 + "1" + ")\"" * 500,
    "class C: UIViewController {\n" + "override func viewDidLoad() {\n" * 160,
    "save \"notes.md\x00.svg\"",
    "show --svg \"picture\x00.md.svg\"",
    "load \"in\x1b]0;title\x07.layout\"",
    "label l text \"\x1b]52;c;cHduZWQ=\x07\x1b[2J\"",
    # Frame libraries: PinLayout chains and Neon calls set frames from numbers, percentages and
    # other views, the view itself among them.
    "let card = UIView()\nview.addSubview(card)\ncard.pin.top(NUMBER).left(NUMBER%).width(NUMBER).height(NUMBER%).marginTop(NUMBER)",
    "let a = UIView()\nlet b = UIView()\nview.addSubview(a)\nview.addSubview(b)\na.pin.all(NUMBER)\nb.pin.below(of: a, aligned: .center).size(NUMBER).aspectRatio(NUMBER)",
    "let a = UIView()\nview.addSubview(a)\na.pin.horizontallyBetween(a, and: a, aligned: .top).wrapContent(padding: NUMBER).sizeToFit(.width)",
    "let a = UIView()\nview.addSubview(a)\na.pin.top(view.pin.safeArea).horizontally(NUMBER).minHeight(NUMBER).maxHeight(NUMBER).justify(.center)",
    "let a = UIView()\nview.addSubview(a)\na.anchorInCenter(width: NUMBER, height: NUMBER)\na.anchorToEdge(.top, padding: NUMBER, width: NUMBER, height: NUMBER)",
    "let a = UIView()\nlet b = UIView()\nview.addSubview(a)\nview.addSubview(b)\nb.align(.underCentered, relativeTo: a, padding: NUMBER, width: NUMBER, height: .AutoHeight)",
    "let a = UIView()\nview.addSubview(a)\na.fillSuperview(left: NUMBER, right: NUMBER, top: NUMBER, bottom: NUMBER)\na.alignAndFillWidth(align: .toTheRightCentered, relativeTo: a, padding: NUMBER, height: NUMBER)",
    # A button subclass placing its own views by its rect overrides and its layoutSubviews (run at
    # every layout pass), a control subclass in a stack, and a view made only by init(coder:).
    "final class B: UIButton {\n    override func titleRect(forContentRect r: CGRect) -> CGRect { CGRect(x: NUMBER, y: r.height * NUMBER, width: r.width, height: NUMBER) }\n    override func imageRect(forContentRect r: CGRect) -> CGRect { super.imageRect(forContentRect: r).insetBy(dx: NUMBER, dy: NUMBER) }\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        titleLabel?.frame.origin.y = bounds.height - NUMBER\n        imageView?.frame = CGRect(x: 0, y: 0, width: bounds.width / NUMBER, height: NUMBER)\n    }\n}\nlet b = B(frame: CGRect(x: 0, y: 0, width: NUMBER, height: NUMBER))\nb.setTitle(\"t\", for: .normal)\nview.addSubview(b)",
    "final class S: UISwitch {}\nlet l = UILabel()\nl.text = \"x\"\nlet row = UIStackView(arrangedSubviews: [l, S(), UIStepper()])\nrow.spacing = NUMBER\nrow.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(row)\nrow.widthAnchor.constraint(equalToConstant: NUMBER).isActive = true\nS().setContentHuggingPriority(UILayoutPriority(NUMBER), for: .horizontal)",
    "final class N: UIView {\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        frame.size = CGSize(width: NUMBER, height: NUMBER)\n    }\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        let v = UIView(frame: CGRect(x: NUMBER, y: 0, width: NUMBER, height: 1))\n        addSubview(v)\n    }\n}",
]
HTML_PROSE = [
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "[x](javascript:alert(1))",
    "[y](a\"onclick=\"alert(1))", "<iframe src=javascript:alert(1)></iframe>", "<svg onload=alert(1)>",
    "[z](JaVaScRiPt&#58;alert(1))", "<a href='javascript:alert(1)'>a</a>", "\x1b]0;title\x07 prose",
]
FENCE_MUTATIONS = [
    "```layout", "```Layout", "```", "~~~", "````layout", "<!-- layout: pause -->", "<!-- layout: skip -->",
    "<!-- layout: nondeterministic -->", "<!-- layout: bogus -->", "<!-- layoutbook notebook v1 -->",
    "<!-- layoutbook notebook v2 -->", "...", "layout> ", "...> ",
]


def seeds():
    """(name, text, is_notebook) for every seed input of the repository."""
    found = []
    notebooks = os.path.join(ROOT, "Notebooks")
    for name in sorted(os.listdir(notebooks)):
        if name.endswith(".md"):
            text = open(os.path.join(notebooks, name), encoding="utf-8").read()
            found.append((name, text, True))
            commands = [line[len("layout> "):] if line.startswith("layout> ") else line[len("...> "):]
                        for line in text.split("\n") if line.startswith("layout> ") or line.startswith("...> ")]
            if commands:
                found.append((name + ".layout", "\n".join(commands) + "\n", False))
    scenarios = os.path.join(ROOT, "Tests", "NotebookTests", "Scenarios")
    for name in sorted(os.listdir(scenarios)):
        if name.endswith(".layout"):
            found.append((name, open(os.path.join(scenarios, name), encoding="utf-8").read(), False))
    return found


def mutate_line(rng, line, words):
    choice = rng.randrange(7)
    if choice == 0 and re.search(r"\d", line):
        numbers = list(re.finditer(r"-?\d+(\.\d+)?(e-?\d+)?", line))
        m = rng.choice(numbers)
        return line[:m.start()] + rng.choice(EXTREME_NUMBERS) + line[m.end():]
    if choice == 1 and words:
        names = list(re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", line))
        if names:
            m = rng.choice(names)
            return line[:m.start()] + rng.choice(words) + line[m.end():]
    if choice == 2:
        at = rng.randrange(len(line) + 1)
        return line[:at] + rng.choice(INSERTIONS) + line[at:]
    if choice == 3 and line:
        at = rng.randrange(len(line))
        return line[:at] + line[at + 1:]
    if choice == 4 and line:
        at = rng.randrange(len(line))
        return line[:at]
    if choice == 5 and line:
        # A token repeated many times: long lines, deep nesting.
        at = rng.randrange(len(line))
        return line[:at] + rng.choice(["(", "{", "[", "a.", "word ", "\"x\" ", "1 + "]) * rng.choice([10, 100, 1000]) + line[at:]
    return line


def mutate(rng, text, is_notebook, all_texts, words):
    lines = text.split("\n")
    for _ in range(rng.choice([1, 1, 2, 3, 5, 8])):
        if not lines:
            lines = [""]
        op = rng.randrange(12)
        i = rng.randrange(len(lines))
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:
            other = rng.choice(all_texts).split("\n")
            start = rng.randrange(len(other))
            lines[i:i] = other[start:start + rng.randrange(1, 12)]
        elif op == 4:
            lines[i:i + 1] = [lines[i]] * rng.choice([2, 10, 200])
        elif op == 5 and is_notebook:
            lines.insert(i, rng.choice(FENCE_MUTATIONS))
        elif op == 6:
            del lines[i:]
        elif op == 7:
            shape = rng.choice(SWIFT_SHAPES)
            while "NUMBER" in shape:
                shape = shape.replace("NUMBER", rng.choice(EXTREME_NUMBERS), 1)
            shape_lines = shape.split("\n")
            if is_notebook:
                shape_lines = ["```layout"] + [("layout> " if k == 0 else "...> ") + l for k, l in enumerate(shape_lines)] + ["```"]
            lines[i:i] = shape_lines
        elif op == 8 and is_notebook:
            lines.insert(i, rng.choice(HTML_PROSE))
        else:
            lines[i] = mutate_line(rng, lines[i], words)
    data = "\n".join(lines).encode("utf-8", "surrogatepass")
    if rng.random() < 0.05 and data:
        # Bytes that are not UTF-8.
        at = rng.randrange(len(data))
        data = data[:at] + bytes([rng.choice([0x80, 0xC3, 0xFF, 0xFE, 0xED])]) + data[at:]
    if rng.random() < 0.05:
        data = data.replace(b"\n", b"\r\n")
    return data


def run(binary, arguments, stdin, timeout):
    """(status or None for a hang, seconds, stderr tail)."""
    start = time.monotonic()
    process = subprocess.Popen([binary] + arguments, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, start_new_session=True,
                               env=dict(os.environ, NO_COLOR="1"))
    try:
        _, err = process.communicate(stdin, timeout=timeout)
        return process.returncode, time.monotonic() - start, err[-2000:]
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, time.monotonic() - start, b""
    except BrokenPipeError:
        process.wait()
        return process.returncode, time.monotonic() - start, b""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "layoutbook"))
    parser.add_argument("--seconds", type=float, default=60, help="stop starting inputs after this long")
    parser.add_argument("--inputs", type=int, help="stop after this many inputs instead (--seconds is then ignored)")
    parser.add_argument("--progress", type=int, default=0, help="print the counts every N inputs")
    parser.add_argument("--start", type=int, default=0, help="the number of the first input (to split a run)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=15, help="seconds before a run counts as a hang")
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build", "fuzz-findings"))
    parser.add_argument("--only", type=int, help="run input N only (to replay a finding)")
    options = parser.parse_args()
    if not os.access(options.binary, os.X_OK):
        sys.exit(f"fuzz: no binary at {options.binary}; build it first (make fuzz does)")

    corpus = seeds()
    all_texts = [text for _, text, _ in corpus]
    words = sorted(set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", "\n".join(all_texts))))
    os.makedirs(options.findings, exist_ok=True)
    work = tempfile.mkdtemp(prefix="layoutbook-fuzz-")
    counts = {"inputs": 0, "crashes": 0, "hangs": 0, "slow": 0}
    deadline = time.monotonic() + options.seconds
    index = options.only if options.only is not None else options.start
    try:
        while True:
            if options.only is None and options.inputs is None and time.monotonic() >= deadline:
                break
            if options.only is None and options.inputs is not None and counts["inputs"] >= options.inputs:
                break
            rng = random.Random(options.seed * 1_000_003 + index)
            name, text, is_notebook = rng.choice(corpus)
            data = mutate(rng, text, is_notebook, all_texts, words)
            mode = rng.choice(["stdin", "file", "check", "tutor", "html"] if is_notebook else ["stdin", "stdin", "file"])
            flags = []
            if rng.random() < 0.3:
                flags += ["--width", str(rng.choice([20, 21, 33, 60, 100, 400]))]
            if rng.random() < 0.2:
                flags.append("--ascii")
            if rng.random() < 0.15 and mode in ("stdin", "file"):
                flags.append("--json")
            path = os.path.join(work, f"input-{index}" + (".md" if is_notebook else ".layout"))
            with open(path, "wb") as f:
                f.write(data)
            if mode == "stdin":
                arguments, stdin = ["run"] + flags + ["-"], data
            elif mode == "file":
                arguments, stdin = ["run"] + flags + [path], b""
            elif mode == "check":
                arguments, stdin = ["check", path], b""
            elif mode == "html":
                arguments, stdin = ["html", path, "-o", os.path.join(work, "pages")], b""
            else:
                arguments, stdin = ["tutor"] + [f for f in flags if f != "--json"] + [path], b""
            status, seconds, err = run(options.binary, arguments, stdin, options.timeout)
            counts["inputs"] += 1
            verdict = None
            if status is None:
                again, seconds, err = run(options.binary, arguments, stdin, options.timeout * 4)
                if again is None:
                    verdict = "hang"
                    counts["hangs"] += 1
                else:
                    counts["slow"] += 1
                    verdict = "slow"
            elif status not in (0, 1):
                verdict = "crash"
                counts["crashes"] += 1
            if verdict:
                base = os.path.join(options.findings, f"{verdict}-seed{options.seed}-{index}")
                shutil.copy(path, base + os.path.splitext(path)[1])
                shown = " ".join(a if a != path else base + os.path.splitext(path)[1] for a in arguments)
                with open(base + ".txt", "w") as f:
                    f.write(f"{verdict}: status {status}, {seconds:.1f} s, from seed input {name}\n")
                    f.write(f"replay: layoutbook {shown}" + (" < INPUT" if mode == "stdin" else "") + "\n")
                    f.write(f"or: Fuzz/fuzz.py --seed {options.seed} --only {index}\n")
                    f.write(err.decode("utf-8", "replace"))
                print(f"{verdict}: input {index} ({name}, {mode}), status {status}, {seconds:.1f} s → {base}.txt",
                      flush=True)
            if options.progress and counts["inputs"] % options.progress == 0:
                print(f"fuzz: {counts['inputs']} inputs so far (input {index}), {counts['crashes']} crashes, "
                      f"{counts['hangs']} hangs, {counts['slow']} slow", flush=True)
            for leftover in os.listdir(work):
                target = os.path.join(work, leftover)
                if os.path.isdir(target):
                    shutil.rmtree(target, ignore_errors=True)
                else:
                    os.remove(target)
            if options.only is not None:
                break
            index += 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"fuzz: {counts['inputs']} inputs, {counts['crashes']} crashes, {counts['hangs']} hangs, "
          f"{counts['slow']} slow (over {options.timeout:g} s, under {4 * options.timeout:g} s); seed {options.seed}; "
          f"largest memory of one run {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024} MB")
    sys.exit(1 if counts["crashes"] or counts["hangs"] else 0)


if __name__ == "__main__":
    main()
