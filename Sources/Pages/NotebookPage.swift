import Language
import Layout
import Notebook
import Rendering

/// A notebook as one self-contained web page: its prose rendered from Markdown, each cell's
/// commands with what they print, and a picture (SVG) of the layout after each cell.
///
/// The page loads nothing: its style, its script and its pictures (as `data:` URLs, each an SVG
/// of its own, so pictures never share ids or styles) are inside it. Each cell is a step, with the
/// prose before it: previous/next buttons and the ← → keys move between steps and the address's
/// `#step-N` follows. Headings get anchors. With `<!-- layout: picture -->` before some cells,
/// only those cells show a picture; without it, every cell that runs does (a `skip` cell runs not,
/// and shows its recording).
///
/// The outputs shown are what the commands print now, in the notebooks' recording style; an output
/// that differs from the recording is shown and marked (`layoutbook check` says more). The same
/// notebook gives the same bytes.
public struct NotebookPage: Sendable {
    /// The page.
    public var html: String
    /// The page's title: the notebook's first heading, or the name it was given.
    public var title: String
    /// How many commands print something else than their recording.
    public var differences: Int
    /// How many pictures the page shows.
    public var pictures: Int

    public init(_ document: NotebookDocument, name: String) {
        var prose = ProseHTML()
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.embedded = document.embeddedDocuments
        let picturesAsked = document.cells.contains { $0.directives.contains(.picture) }
        var title: String? = nil
        var pending: [String] = []
        var body: [String] = []
        var steps = 0
        var differences = 0
        var pictures = 0
        for segment in document.segments {
            switch segment {
            case .prose(let lines):
                if title == nil, let heading = lines.first(where: { $0.hasPrefix("# ") }) {
                    title = String(heading.dropFirst(2)).trimmingSpaces
                }
                pending += lines
            case .cell(let cell):
                steps += 1
                var step = ["<section class=\"step\" id=\"step-\(steps)\" data-step=\"\(steps)\">"]
                let text = prose.html(pending)
                pending = []
                if !text.isEmpty { step.append("<div class=\"prose\">\n\(text)\n</div>") }
                let runs = !cell.directives.contains(.skip)
                step.append("<div class=\"cell\" id=\"cell-\(steps)\" data-runs=\"\(runs)\">")
                for entry in cell.entries {
                    var printed = entry.output.joined(separator: "\n")
                    var differs = false
                    if runs {
                        printed = runner.output(of: entry.command)
                        let compared = !cell.directives.contains(.nondeterministic)
                        differs = compared && !OutputComparison(recorded: entry.output, printed: printed).matches
                    }
                    if differs { differences += 1 }
                    step.append("<div class=\"entry\(differs ? " differs" : "")\">")
                    step.append("<pre class=\"command\">\(HTMLText.escape(CellEntry.promptedLines(of: entry.command).joined(separator: "\n")))</pre>")
                    if !printed.isEmpty {
                        step.append("<pre class=\"output\">\(HTMLText.escape(OutputMatcher.stripColour(printed)))</pre>")
                    }
                    if differs {
                        step.append("<p class=\"note\">This output differs from the recording: "
                            + "<code>layoutbook check</code> shows where.</p>")
                    }
                    step.append("</div>")
                }
                if runs, !picturesAsked || cell.directives.contains(.picture) {
                    pictures += 1
                    step.append(Self.figure(of: runner.session.layout, step: steps))
                }
                step.append("</div>")
                step.append("</section>")
                body.append(step.joined(separator: "\n"))
            }
        }
        let outro = prose.html(pending)
        if !outro.isEmpty { body.append("<section class=\"outro\">\n\(outro)\n</section>") }
        let pageTitle = title ?? name
        self.title = pageTitle
        self.differences = differences
        self.pictures = pictures
        html = Self.page(title: pageTitle, body: body.joined(separator: "\n"), steps: steps,
                         isIndex: Self.pageName(for: name) == "index.html")
    }

    /// The picture of the layout after a step, as an image whose source is the SVG itself.
    static func figure(of layout: Layout, step: Int) -> String {
        let picture = Report.svgPicture(of: layout)
        let svg = SVGRenderer().render(picture)
        let names = picture.nodes.map(\.name).joined(separator: ", ")
        return """
            <figure class="picture">
            <img class="lb-picture" src="data:image/svg+xml;base64,\(HTMLText.base64(svg))" \
            alt="The layout after step \(step): \(HTMLText.escape(names))">
            <figcaption>The layout after step \(step) (\(HTMLText.escape(picture.title)))</figcaption>
            </figure>
            """
    }

    /// The page made from a notebook file: `01-vertical-stack.md` → `01-vertical-stack.html`, and
    /// `00-index.md` → `index.html`, so a folder of pages opens at its index.
    public static func pageName(for file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        if base == "00-index.md" { return "index.html" }
        for suffix in [".markdown", ".md"] where base.hasSuffix(suffix) {
            return String(base.dropLast(suffix.count)) + ".html"
        }
        return base + ".html"
    }

    /// A link as it reads in a page: a relative link to a notebook points at its page, with the
    /// fragment kept; anything else (`https://…`, `#part`, an image) is left as it is.
    static func pageTarget(for href: String) -> String {
        guard !href.contains("://"), !href.hasPrefix("#"), !href.hasPrefix("/") else { return href }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        guard path.hasSuffix(".md") || path.hasSuffix(".markdown") else { return href }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let page = (directory.isEmpty ? "" : directory + "/") + pageName(for: path)
        return parts.count > 1 ? page + "#" + parts[1] : page
    }

    static func page(title: String, body: String, steps: Int, isIndex: Bool) -> String {
        let navigation = steps == 0 ? "" : """
            <nav class="steps" aria-label="Steps">
            <button type="button" id="previous" title="Previous step (←)">← Previous</button>
            <span id="where" aria-live="polite">Step 1 of \(steps)</span>
            <button type="button" id="next" title="Next step (→)">Next →</button>
            </nav>
            <script>
            \(script)
            </script>
            """
        let home = isIndex ? "" : "<p class=\"home\"><a href=\"index.html\">← All tutorials</a></p>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="layoutbook html">
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body class="\(isIndex ? "index" : "notebook")" data-steps="\(steps)">
            <main>
            \(home)\(body)
            </main>
            \(navigation)
            </body>
            </html>

            """
    }

    /// What the page may load and run: nothing from elsewhere, pictures only as `data:` URLs, and
    /// only its own style and script, named by their SHA-256 hashes, so a script or an event
    /// handler that got into the prose would not run even if ``SafeHTML`` missed it.
    static let contentSecurityPolicy = "default-src 'none'; img-src data:; style-src \(hashSource("\n" + style + "\n")); "
        + "script-src \(hashSource("\n" + script + "\n")); base-uri 'none'; form-action 'none'"

    /// `'sha256-…'` for an inline element's text, as CSP names it.
    static func hashSource(_ text: String) -> String {
        "'sha256-" + HTMLText.base64(SHA256.digest(Array(text.utf8))) + "'"
    }

    static let style = """
        :root{--bg:#fdfdfc;--fg:#1f2328;--muted:#59636e;--code:#f3f4f6;--line:#d0d7de;--accent:#0969da;--current:#fff8c5;--warn:#9a6700}
        @media (prefers-color-scheme: dark){:root{--bg:#0f1115;--fg:#e6edf3;--muted:#9198a1;--code:#161b22;--line:#30363d;--accent:#4493f8;--current:#2a2410;--warn:#d29922}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
        main{max-width:52rem;margin:0 auto;padding:1.5rem 1.25rem 6rem}
        a{color:var(--accent)}
        h1,h2,h3{line-height:1.25}
        .anchor{visibility:hidden;text-decoration:none;margin-left:.25rem}
        h1:hover .anchor,h2:hover .anchor,h3:hover .anchor,h4:hover .anchor{visibility:visible}
        code,pre{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.86rem}
        :not(pre)>code{background:var(--code);padding:.1em .3em;border-radius:4px}
        pre{background:var(--code);border:1px solid var(--line);border-radius:6px;padding:.6rem .8rem;overflow-x:auto;line-height:1.3;margin:.4rem 0}
        .step{border-left:4px solid transparent;padding-left:.9rem;margin-left:-1.2rem;scroll-margin-top:1rem}
        .step.current{border-left-color:var(--accent)}
        .step.current .cell{background:var(--current)}
        .cell{border:1px solid var(--line);border-radius:8px;padding:.5rem .7rem;margin:1rem 0}
        pre.command{color:var(--accent);border:none;background:none;padding:.2rem 0;margin:.2rem 0 0}
        pre.output{margin-top:0}
        .entry.differs pre.output{border-color:var(--warn)}
        .note{color:var(--warn);font-size:.85rem;margin:.2rem 0}
        figure.picture{margin:.8rem 0 .3rem;text-align:center}
        figure.picture img{max-width:100%;height:auto;max-height:80vh}
        figcaption{color:var(--muted);font-size:.8rem}
        .home{font-size:.9rem}
        nav.steps{position:fixed;bottom:0;left:0;right:0;display:flex;gap:1rem;justify-content:center;align-items:center;padding:.6rem;background:var(--bg);border-top:1px solid var(--line)}
        nav.steps button{font:inherit;padding:.35rem .9rem;border-radius:6px;border:1px solid var(--line);background:var(--code);color:var(--fg);cursor:pointer}
        nav.steps button:disabled{opacity:.4;cursor:default}
        #where{color:var(--muted);min-width:8rem;text-align:center}
        """

    /// Step-by-step reading: one step is current; the buttons and ← → move it, scroll it into
    /// view and keep it in the address (`#step-3`), so a reload or a shared link opens there.
    static let script = """
        (function(){
        var steps=Array.prototype.slice.call(document.querySelectorAll('section.step'));
        var previous=document.getElementById('previous'),next=document.getElementById('next'),where=document.getElementById('where');
        var current=0;
        function go(i,scroll){
        if(i<0||i>=steps.length)return;
        steps[current].classList.remove('current');
        current=i;steps[i].classList.add('current');
        where.textContent='Step '+(i+1)+' of '+steps.length;
        previous.disabled=i===0;next.disabled=i===steps.length-1;
        if(scroll){steps[i].scrollIntoView({block:'start'});history.replaceState(null,'','#'+steps[i].id);}
        }
        previous.addEventListener('click',function(){go(current-1,true);});
        next.addEventListener('click',function(){go(current+1,true);});
        document.addEventListener('keydown',function(e){
        if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
        var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='TEXTAREA')return;
        if(e.key==='ArrowRight'){go(current+1,true);e.preventDefault();}
        else if(e.key==='ArrowLeft'){go(current-1,true);e.preventDefault();}
        });
        var m=/^#step-(\\d+)$/.exec(location.hash);
        go(m?Math.min(steps.length,Math.max(1,+m[1]))-1:0,!!m);
        })();
        """
}
