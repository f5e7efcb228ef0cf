import Testing

@testable import Language

@Suite("Continuation prompt")
struct ContinuationTests {
    @Test(
        "an open brace, parenthesis, bracket or string asks for another line",
        arguments: [
            "header.snp.makeConstraints { make in",
            "header.snp.makeConstraints { make in\n    make.top.equalTo(0)",
            "v.snp_makeConstraints(closure: { (make) in",
            "NSLayoutConstraint.activate([",
            "NSLayoutConstraint.activate([\n  a.topAnchor.constraint(equalTo: b.bottomAnchor),",
            "a.topAnchor.constraint(equalTo: b.bottomAnchor,",
            "label t text \"two",
            "v.snp.makeConstraints { make in make.edges.equalTo(CGSize(width: 1,",
        ])
    func continues(_ text: String) {
        #expect(needsContinuation(text))
    }

    @Test(
        "a balanced command, or one whose open delimiters are only in comments or strings, is complete",
        arguments: [
            "view a",
            "",
            "header.snp.makeConstraints { make in\n    make.top.equalTo(0)\n}",
            "NSLayoutConstraint.activate([\n  c,\n])",
            "view a # {",
            "view a // (",
            "label t text \"{ ( [\"",
            "label t text \"a \\\" b\"",
            "}",
            "v.snp.makeConstraints { make in make.top.equalTo(0) }}",
        ])
    func complete(_ text: String) {
        #expect(!needsContinuation(text))
    }
}
