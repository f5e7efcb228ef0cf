/// The tools the MCP server offers, with the JSON Schemas of their input and output. The schemas
/// are written as JSON text (as a client reads them) and read once.
enum MCPTools {
    struct Tool {
        var name: String
        var title: String
        var description: String
        var input: String
        var output: String
    }

    static let rect = #"{"type":"object","properties":{"x":{"type":"number"},"y":{"type":"number"},"width":{"type":"number"},"height":{"type":"number"}},"required":["x","y","width","height"]}"#
    static let size = #"{"type":"object","properties":{"width":{"type":"number"},"height":{"type":"number"}},"required":["width","height"]}"#
    static let warning = #"{"type":"object","properties":{"kind":{"type":"string"},"view":{"type":"string"},"message":{"type":"string"}},"required":["kind","message"]}"#
    static let code = #"{"type":"string","description":"Swift (UIKit, SnapKit, anchors, VFL) or Layoutbook commands: one entry or a whole paste"}"#

    static let all: [Tool] = [
        Tool(name: "solve", title: "Solve a layout",
             description: "Run UIKit layout code (pasted Swift with SnapKit, anchors, NSLayoutConstraint, VFL, or Layoutbook's own commands) on a 375×667 screen and return every view's solved frame, each scroll view's contentSize and whether it scrolls, the layout's warnings (conflicts, ambiguity, scroll content ambiguity) and an SVG picture.",
             input: #"{"type":"object","properties":{"code":\#(code)},"required":["code"],"additionalProperties":false}"#,
             output: #"{"type":"object","properties":{"frames":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"kind":{"type":"string"},"superview":{"type":["string","null"]},"frame":\#(rect)},"required":["name","kind","superview","frame"]}},"contentSizes":{"type":"array","items":{"type":"object","properties":{"scrollView":{"type":"string"},"contentSize":\#(size),"frameSize":\#(size),"scrollsHorizontally":{"type":"boolean"},"scrollsVertically":{"type":"boolean"}},"required":["scrollView","contentSize","frameSize","scrollsHorizontally","scrollsVertically"]}},"warnings":{"type":"array","items":\#(warning)},"svg":{"type":"string"}},"required":["frames","contentSizes","warnings","svg"]}"#),
        Tool(name: "why_doesnt_it_scroll", title: "Why doesn't it scroll?",
             description: "Run the code, then explain a scroll view: its contentSize, its frame, whether it scrolls on each axis, the warnings about its content (an ambiguous content size names the missing constraints), and the chain of constraints that decides its content's size. scrollView may be left out when the code makes one scroll view.",
             input: #"{"type":"object","properties":{"code":\#(code),"scrollView":{"type":"string","description":"The scroll view's name"}},"required":["code"],"additionalProperties":false}"#,
             output: #"{"type":"object","properties":{"scrollView":{"type":"string"},"contentSize":\#(size),"frameSize":\#(size),"scrollsHorizontally":{"type":"boolean"},"scrollsVertically":{"type":"boolean"},"warnings":{"type":"array","items":\#(warning)},"explanation":{"type":"string"}},"required":["scrollView","contentSize","frameSize","scrollsHorizontally","scrollsVertically","warnings","explanation"]}"#),
        Tool(name: "explain_conflict_log", title: "Explain a conflict log",
             description: "Answer UIKit's 'Unable to simultaneously satisfy constraints' console log (any iOS version, or 'po view.constraints' output): the views and constraints rebuilt from it, the minimal conflicting set, the constraint UIKit broke and what that did, and the usual fixes tried on a copy.",
             input: #"{"type":"object","properties":{"log":{"type":"string","description":"The log as the console printed it"}},"required":["log"],"additionalProperties":false}"#,
             output: #"{"type":"object","properties":{"type":{"const":"conflictLog"},"conflict":{"type":"boolean"},"minimalSet":{"type":"array"},"uikitBroke":{},"layoutbookBroke":{},"effect":{"type":"array","items":{"type":"string"}},"fixes":{"type":"array","items":{"type":"object","properties":{"kind":{"type":"string"},"fix":{"type":"string"},"satisfiable":{"type":"boolean"}},"required":["kind","fix","satisfiable"]}}},"required":["type","conflict","minimalSet","uikitBroke","layoutbookBroke","effect","fixes"]}"#),
        Tool(name: "render_svg", title: "Draw a layout as SVG",
             description: "Run the code and draw the screen as SVG, or with view set to a scroll view, that scroll view's whole content with its visible window marked.",
             input: #"{"type":"object","properties":{"code":\#(code),"view":{"type":"string","description":"A scroll view whose whole content to draw"}},"required":["code"],"additionalProperties":false}"#,
             output: #"{"type":"object","properties":{"view":{"type":["string","null"]},"svg":{"type":"string"}},"required":["view","svg"]}"#),
        Tool(name: "lint", title: "Check a Layoutbook notebook",
             description: "Replay a Layoutbook notebook (Markdown with ```layout cells) and compare every command's output with its recording, as 'layoutbook check' does: the counts, each mismatch with its line and the expected and actual lines, and the report check prints.",
             input: #"{"type":"object","properties":{"notebook":{"type":"string","description":"The notebook's text"},"name":{"type":"string","description":"The file name used in the report (default notebook.md)"}},"required":["notebook"],"additionalProperties":false}"#,
             output: #"{"type":"object","properties":{"passed":{"type":"integer"},"failed":{"type":"integer"},"verifiedNothing":{"type":"boolean"},"mismatches":{"type":"array","items":{"type":"object","properties":{"line":{"type":"integer"},"command":{"type":"string"},"expected":{"type":"array","items":{"type":"string"}},"actual":{"type":"array","items":{"type":"string"}}},"required":["line","command","expected","actual"]}},"report":{"type":"string"}},"required":["passed","failed","verifiedNothing","mismatches","report"]}"#),
    ]

    /// `tools/list`'s list.
    static let listed: JSON = .array(all.map { tool in
        .object([
            "name": .string(tool.name), "title": .string(tool.title), "description": .string(tool.description),
            "inputSchema": (try? JSONParser.parse(tool.input)) ?? .object([]),
            "outputSchema": (try? JSONParser.parse(tool.output)) ?? .object([]),
        ])
    })
}
