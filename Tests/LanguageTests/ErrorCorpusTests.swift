import Testing

@testable import Language

/// One malformed input and the exact diagnostics it must render.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let expected: String

    init(_ name: String, _ input: String, _ expected: String) {
        self.name = name
        self.input = input
        self.expected = expected
    }

    var testDescription: String { name }
}

/// The error corpus: every rendering below was written by hand, caret columns counted.
let errorCorpus: [ErrorCase] = [
    ErrorCase(
        "every misspelt anchor in an activated array is reported, one element after another",
        #"""
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchr), a.widthAnchr.constraint(equalToConstant: 3)])
        """#,
        #"""
        1:68: error: unknown anchor 'trailingAnchr'
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchr), a.widthAnchr.constraint(equalToConstant: 3)])
                                                                           ^~~~~~~~~~~~~
        did you mean 'trailingAnchor'?
        1:86: error: unknown anchor 'widthAnchr'
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchr), a.widthAnchr.constraint(equalToConstant: 3)])
                                                                                             ^~~~~~~~~~
        did you mean 'widthAnchor'?
        """#),
    ErrorCase(
        "both anchors and the argument label of one constraint are checked",
        #"""
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
        """#,
        #"""
        1:3: error: unknown anchor 'topAnchr'
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
          ^~~~~~~~
        did you mean 'topAnchor'?
        1:34: error: unknown anchor 'botomAnchor'
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
                                         ^~~~~~~~~~~
        did you mean 'bottomAnchor'?
        1:47: error: expected 'multiplier:' or 'constant:', found 'constnt'
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
                                                      ^~~~~~~
        did you mean 'constant'?
        """#),
    ErrorCase(
        "every misspelling in one statement is reported: attribute, the other view's attribute, modifiers",
        #"""
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
        """#,
        #"""
        1:38: error: unknown attribute 'topp'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                             ^~~~
        did you mean 'top'?
        1:57: error: unknown attribute 'botom'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                                                ^~~~~
        did you mean 'bottom'?
        1:64: error: unknown modifier 'ofset'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                                                       ^~~~~
        did you mean 'offset'?
        1:73: error: unknown modifier 'priorty'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                                                                ^~~~~~~
        did you mean 'priority'?
        """#),
    ErrorCase(
        "both sides of an equation are checked",
        #"""
        title.topp == header.botom + 8
        """#,
        #"""
        1:7: error: unknown attribute 'topp'
        title.topp == header.botom + 8
              ^~~~
        did you mean 'top'?
        1:22: error: unknown attribute 'botom'
        title.topp == header.botom + 8
                             ^~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "typo in an attribute, with a suggestion",
        #"""
        header.snp.makeConstraints { make in
            make.botom.equalTo(0)
        }
        """#,
        #"""
        2:10: error: unknown attribute 'botom'
            make.botom.equalTo(0)
                 ^~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "modifier without a relation",
        #"""
        v.snp.makeConstraints { make in make.top.offset(8) }
        """#,
        #"""
        1:42: error: expected a relation such as 'equalTo(…)' before 'offset'
        v.snp.makeConstraints { make in make.top.offset(8) }
                                                 ^~~~~~
        """#),
    ErrorCase(
        "relation without an attribute",
        #"""
        v.snp.makeConstraints { make in make.equalTo(x) }
        """#,
        #"""
        1:38: error: expected an attribute such as 'top' or 'edges' before 'equalTo'
        v.snp.makeConstraints { make in make.equalTo(x) }
                                             ^~~~~~~
        """#),
    ErrorCase(
        "unclosed block",
        #"""
        v.snp.makeConstraints { make in
            make.top.equalTo(0)
        """#,
        #"""
        1:23: error: expected '}' to close this block
        v.snp.makeConstraints { make in
                              ^
        """#),
    ErrorCase(
        "one brace too many",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0) }}
        """#,
        #"""
        1:54: error: unexpected '}' after the end of the command
        v.snp.makeConstraints { make in make.top.equalTo(0) }}
                                                             ^
        """#),
    ErrorCase(
        "missing 'in'",
        #"""
        v.snp.makeConstraints { make make.top.equalTo(0) }
        """#,
        #"""
        1:30: error: expected 'in' after the closure's parameter 'make', found 'make'
        v.snp.makeConstraints { make make.top.equalTo(0) }
                                     ^~~~
        """#),
    ErrorCase(
        "closure without a parameter",
        #"""
        v.snp.makeConstraints {
          make.top.equalTo(0)
        }
        """#,
        #"""
        1:24: error: expected the closure's parameter, as in '{ make in', found end of line
        v.snp.makeConstraints {
                               ^
        """#),
    ErrorCase(
        "makeConstraint misspelled",
        #"""
        v.snp.makeConstraint { make in make.top.equalTo(0) }
        """#,
        #"""
        1:7: error: unknown SnapKit method 'makeConstraint'
        v.snp.makeConstraint { make in make.top.equalTo(0) }
              ^~~~~~~~~~~~~~
        did you mean 'makeConstraints'?
        """#),
    ErrorCase(
        "old spelling misspelled",
        #"""
        v.snp_makeConstraint { make in make.top.equalTo(0) }
        """#,
        #"""
        1:3: error: unknown SnapKit method 'snp_makeConstraint'
        v.snp_makeConstraint { make in make.top.equalTo(0) }
          ^~~~~~~~~~~~~~~~~~
        did you mean 'snp_makeConstraints'?
        """#),
    ErrorCase(
        "attribute with nothing after it",
        #"""
        v.snp.makeConstraints { make in make.top }
        """#,
        #"""
        1:42: error: expected a relation such as 'equalTo(…)' after 'top', found '}'
        v.snp.makeConstraints { make in make.top }
                                                 ^
        """#),
    ErrorCase(
        "relation in the wrong case",
        #"""
        v.snp.makeConstraints { make in make.top.equalto(0) }
        """#,
        #"""
        1:42: error: unknown attribute or relation 'equalto'
        v.snp.makeConstraints { make in make.top.equalto(0) }
                                                 ^~~~~~~
        did you mean 'equalTo'?
        """#),
    ErrorCase(
        "unknown priority name",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).priority(.hihg) }
        """#,
        #"""
        1:63: error: unknown priority 'hihg'
        v.snp.makeConstraints { make in make.top.equalTo(0).priority(.hihg) }
                                                                      ^~~~
        did you mean 'high'?
        """#),
    ErrorCase(
        "unknown modifier",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).ofset(8) }
        """#,
        #"""
        1:53: error: unknown modifier 'ofset'
        v.snp.makeConstraints { make in make.top.equalTo(0).ofset(8) }
                                                            ^~~~~
        did you mean 'offset'?
        """#),
    ErrorCase(
        "offset after priority, against SnapKit's chain",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).priority(750).offset(8) }
        """#,
        #"""
        1:67: error: 'offset' must come before 'priority'
        v.snp.makeConstraints { make in make.top.equalTo(0).priority(750).offset(8) }
                                                                          ^~~~~~
        """#),
    ErrorCase(
        "two priorities",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).priorityLow().priority(1) }
        """#,
        #"""
        1:67: error: 'priority' cannot follow 'priorityLow'; give one priority
        v.snp.makeConstraints { make in make.top.equalTo(0).priorityLow().priority(1) }
                                                                          ^~~~~~~~
        """#),
    ErrorCase(
        "number with two decimal points",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(1.2.3) }
        """#,
        #"""
        1:50: error: invalid number '1.2.3'
        v.snp.makeConstraints { make in make.top.equalTo(1.2.3) }
                                                         ^~~~~
        """#),
    ErrorCase(
        "number run into letters",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(12abc) }
        """#,
        #"""
        1:50: error: invalid number '12abc'
        v.snp.makeConstraints { make in make.top.equalTo(12abc) }
                                                         ^~~~~
        """#),
    ErrorCase(
        "another view's attribute without snp",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(other.bottom) }
        """#,
        #"""
        1:56: error: an attribute of another view is written 'other.snp.bottom'
        v.snp.makeConstraints { make in make.top.equalTo(other.bottom) }
                                                               ^~~~~~
        did you mean 'snp.bottom'?
        """#),
    ErrorCase(
        "typo after other.snp",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(other.snp.botom) }
        """#,
        #"""
        1:60: error: unknown attribute 'botom'
        v.snp.makeConstraints { make in make.top.equalTo(other.snp.botom) }
                                                                   ^~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "trailing garbage in a statement",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0) junk }
        """#,
        #"""
        1:53: error: unexpected 'junk' after the end of the statement
        v.snp.makeConstraints { make in make.top.equalTo(0) junk }
                                                            ^~~~
        """#),
    ErrorCase(
        "statement not starting with the parameter",
        #"""
        v.snp.makeConstraints { make in maek.top.equalTo(0) }
        """#,
        #"""
        1:33: error: expected 'make' to start the statement, found 'maek'
        v.snp.makeConstraints { make in maek.top.equalTo(0) }
                                        ^~~~
        did you mean 'make'?
        """#),
    ErrorCase(
        "every bad statement of a block is reported",
        #"""
        v.snp.makeConstraints { make in
          make.top.equalTo(0)
          make.lfet.equalTo(0)
          make.width.offset(2)
        }
        """#,
        #"""
        3:8: error: unknown attribute 'lfet'
          make.lfet.equalTo(0)
               ^~~~
        did you mean 'left'?
        4:14: error: expected a relation such as 'equalTo(…)' before 'offset'
          make.width.offset(2)
                     ^~~~~~
        """#),
    ErrorCase(
        "second relation",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).equalTo(1) }
        """#,
        #"""
        1:53: error: a statement has one relation; unexpected second relation 'equalTo'
        v.snp.makeConstraints { make in make.top.equalTo(0).equalTo(1) }
                                                            ^~~~~~~
        """#),
    ErrorCase(
        "attribute after the relation",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).left.equalTo(1) }
        """#,
        #"""
        1:53: error: attribute 'left' must come before the relation
        v.snp.makeConstraints { make in make.top.equalTo(0).left.equalTo(1) }
                                                            ^~~~
        """#),
    ErrorCase(
        "unclosed parenthesis inside a block",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0 }
        """#,
        #"""
        1:52: error: expected ')' after the argument
        v.snp.makeConstraints { make in make.top.equalTo(0 }
                                                           ^
        """#),
    ErrorCase(
        "unknown command",
        #"""
        veiw header
        """#,
        #"""
        1:1: error: unknown command 'veiw'
        veiw header
        ^~~~
        did you mean 'view'?
        """#),
    ErrorCase(
        "unknown command close to frames",
        #"""
        fram
        """#,
        #"""
        1:1: error: unknown command 'fram'
        fram
        ^~~~
        did you mean 'frames'?
        """#),
    ErrorCase(
        "'exit' in a script says how the shell is left, not a command it is close to",
        #"""
        exit
        """#,
        #"""
        1:1: error: unknown command 'exit'
        exit
        ^~~~
        'quit' and 'exit' leave the interactive shell; a script ends at its last line
        """#),
    ErrorCase(
        "'in' without a parent",
        #"""
        view header in
        """#,
        #"""
        1:15: error: expected the name of the parent view after 'in', found end of input
        view header in
                      ^
        """#),
    ErrorCase(
        "frame with three numbers",
        #"""
        view header frame 0,0,10
        """#,
        #"""
        1:25: error: expected ',' in a rect such as 0,0,100,100
        view header frame 0,0,10
                                ^
        """#),
    ErrorCase(
        "label option on a plain view",
        #"""
        view v text "hi"
        """#,
        #"""
        1:8: error: option 'text' does not apply to a view
        view v text "hi"
               ^~~~
        """#),
    ErrorCase(
        "misspelled option",
        #"""
        label t txt "hi"
        """#,
        #"""
        1:9: error: unknown option 'txt' for 'label'
        label t txt "hi"
                ^~~
        did you mean 'text'?
        """#),
    ErrorCase(
        "unterminated string",
        #"""
        label t text "unterminated
        """#,
        #"""
        1:14: error: unterminated string literal
        label t text "unterminated
                     ^
        """#),
    ErrorCase(
        "unknown escape",
        #"""
        label t text "bad \q escape"
        """#,
        #"""
        1:19: error: unknown escape sequence '\q' in string
        label t text "bad \q escape"
                          ^~
        """#),
    ErrorCase(
        "image without a size",
        #"""
        image photo in sv
        """#,
        #"""
        1:7: error: an image needs a size, as in 'image photo size 800x600'
        image photo in sv
              ^~~~~
        """#),
    ErrorCase(
        "misspelled anchor in an argument",
        #"""
        a.topAnchor.constraint(equalTo: b.botomAnchor).isActive = true
        """#,
        #"""
        1:35: error: unknown anchor 'botomAnchor'
        a.topAnchor.constraint(equalTo: b.botomAnchor).isActive = true
                                          ^~~~~~~~~~~
        did you mean 'bottomAnchor'?
        """#),
    ErrorCase(
        "misspelled first anchor",
        #"""
        a.topAnchr.constraint(equalTo: b.bottomAnchor).isActive = true
        """#,
        #"""
        1:3: error: unknown anchor 'topAnchr'
        a.topAnchr.constraint(equalTo: b.bottomAnchor).isActive = true
          ^~~~~~~~
        did you mean 'topAnchor'?
        """#),
    ErrorCase(
        "attribute where an anchor belongs",
        #"""
        a.topAnchor.constraint(equalTo: b.bottom).isActive = true
        """#,
        #"""
        1:35: error: unknown anchor 'bottom'
        a.topAnchor.constraint(equalTo: b.bottom).isActive = true
                                          ^~~~~~
        did you mean 'bottomAnchor'?
        """#),
    ErrorCase(
        "anchor constraint never activated",
        #"""
        a.topAnchor.constraint(equalTo: b.bottomAnchor)
        """#,
        #"""
        1:48: error: expected '.isActive = true' after the constraint; without it the constraint is made but not active
        a.topAnchor.constraint(equalTo: b.bottomAnchor)
                                                       ^
        """#),
    ErrorCase(
        "misspelled isActive",
        #"""
        a.widthAnchor.constraint(equalToConstant: 100).isActvie = true
        """#,
        #"""
        1:48: error: expected '.isActive = true' after the constraint; without it the constraint is made but not active
        a.widthAnchor.constraint(equalToConstant: 100).isActvie = true
                                                       ^~~~~~~~
        did you mean 'isActive'?
        """#),
    ErrorCase(
        "misspelled argument label",
        #"""
        a.topAnchor.constraint(equalTo: b.bottomAnchor, constnt: 8).isActive = true
        """#,
        #"""
        1:49: error: expected 'multiplier:' or 'constant:', found 'constnt'
        a.topAnchor.constraint(equalTo: b.bottomAnchor, constnt: 8).isActive = true
                                                        ^~~~~~~
        did you mean 'constant'?
        """#),
    ErrorCase(
        "misspelled relation label",
        #"""
        a.topAnchor.constraint(eqaulTo: b.bottomAnchor).isActive = true
        """#,
        #"""
        1:24: error: unknown argument 'eqaulTo'; expected 'equalTo:', 'lessThanOrEqualTo:' or 'greaterThanOrEqualTo:'
        a.topAnchor.constraint(eqaulTo: b.bottomAnchor).isActive = true
                               ^~~~~~~
        did you mean 'equalTo'?
        """#),
    ErrorCase(
        "unknown UIKit priority",
        #"""
        c.priority = .defaultHihg
        """#,
        #"""
        1:15: error: unknown priority 'defaultHihg'
        c.priority = .defaultHihg
                      ^~~~~~~~~~~
        did you mean 'defaultHigh'?
        """#),
    ErrorCase(
        "not a Boolean",
        #"""
        c.isActive = yes
        """#,
        #"""
        1:14: error: expected 'true' or 'false', found 'yes'
        c.isActive = yes
                     ^~~
        """#),
    ErrorCase(
        "assignment instead of an equation",
        #"""
        a.top = b.bottom
        """#,
        #"""
        1:7: error: expected '==', '<=' or '>=' after 'a.top'
        a.top = b.bottom
              ^
        """#),
    ErrorCase(
        "typo on the right of an equation",
        #"""
        a.top == b.botom + 8
        """#,
        #"""
        1:12: error: unknown attribute 'botom'
        a.top == b.botom + 8
                   ^~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "unknown priority after @",
        #"""
        a.top == b.bottom @hihg
        """#,
        #"""
        1:20: error: unknown priority 'hihg'
        a.top == b.bottom @hihg
                           ^~~~
        did you mean 'high'?
        """#),
    ErrorCase(
        "VFL: empty predicate list",
        #"""
        vfl sv "H:|[a(]|"
        """#,
        #"""
        1:15: error: expected a number, a metric or a view name in the predicate, found ']'
        vfl sv "H:|[a(]|"
                      ^
        """#),
    ErrorCase(
        "VFL: relation without a value",
        #"""
        vfl sv "V:[a]-(>=)-[b]"
        """#,
        #"""
        1:18: error: expected a number, a metric or a view name in the predicate, found ')'
        vfl sv "V:[a]-(>=)-[b]"
                         ^
        """#),
    ErrorCase(
        "VFL: unknown orientation",
        #"""
        vfl sv "X:|[a]|"
        """#,
        #"""
        1:9: error: expected 'H:' or 'V:' for the orientation, found 'X'
        vfl sv "X:|[a]|"
                ^
        """#),
    ErrorCase(
        "VFL: dangling connection",
        #"""
        vfl sv "H:|[a]-"
        """#,
        #"""
        1:16: error: expected a spacing, '(' or a view after '-', found the end of the string
        vfl sv "H:|[a]-"
                       ^
        """#),
    ErrorCase(
        "VFL: view after the closing edge",
        #"""
        vfl sv "H:|[a]|[b]"
        """#,
        #"""
        1:16: error: expected the end of the format after the closing '|', found '['
        vfl sv "H:|[a]|[b]"
                       ^
        """#),
    ErrorCase(
        "VFL: unclosed view",
        #"""
        vfl sv "H:|-[a"
        """#,
        #"""
        1:15: error: expected ']' to close view 'a', found the end of the string
        vfl sv "H:|-[a"
                      ^
        """#),
    ErrorCase(
        "VFL: single '=' relation",
        #"""
        vfl sv "H:|[a(=10)]|"
        """#,
        #"""
        1:15: error: expected '==', '<=' or '>=', found '='
        vfl sv "H:|[a(=10)]|"
                      ^
        """#),
    ErrorCase(
        "VFL: unclosed predicate list",
        #"""
        vfl sv "H:|-(8-[a]|"
        """#,
        #"""
        1:15: error: expected ',' or ')' in the predicate list, found '-'
        vfl sv "H:|-(8-[a]|"
                      ^
        """#),
    ErrorCase(
        "VFL: error columns count the whole line in a multi-command text",
        #"""
        view a
          vfl sv "H:|[a(>=)]|"
        """#,
        #"""
        2:19: error: expected a number, a metric or a view name in the predicate, found ')'
          vfl sv "H:|[a(>=)]|"
                          ^
        """#),
    ErrorCase(
        "VFL: misspelled metrics option",
        #"""
        vfl sv "H:|[a]|" metric w=1
        """#,
        #"""
        1:18: error: unknown option 'metric' for 'vfl'
        vfl sv "H:|[a]|" metric w=1
                         ^~~~~~
        did you mean 'metrics'?
        """#),
    ErrorCase(
        "FLK: unknown method",
        #"""
        flk a alignTp b "10"
        """#,
        #"""
        1:7: error: unknown FLKAutoLayout method 'alignTp'
        flk a alignTp b "10"
              ^~~~~~~
        did you mean 'alignTop'?
        """#),
    ErrorCase(
        "FLK: priority missing after @",
        #"""
        flk a alignTop b "10@"
        """#,
        #"""
        1:22: error: expected a priority number after '@', found the end of the string
        flk a alignTop b "10@"
                             ^
        """#),
    ErrorCase(
        "FLK: not a predicate",
        #"""
        flk a alignTop b "abc"
        """#,
        #"""
        1:19: error: expected a number or '*' and a multiplier in the predicate, found 'a'
        flk a alignTop b "abc"
                          ^
        """#),
    ErrorCase(
        "insets with three numbers",
        #"""
        sv.contentInset = 0,0,20
        """#,
        #"""
        1:25: error: expected ',' in insets such as 0,0,20,0
        sv.contentInset = 0,0,20
                                ^
        """#),
    ErrorCase(
        "size without a height",
        #"""
        sv.contentSize = 375
        """#,
        #"""
        1:21: error: expected 'x' and a height in a size such as 375x667
        sv.contentSize = 375
                            ^
        """#),
    ErrorCase(
        "unknown centering",
        #"""
        sv.centering = middle
        """#,
        #"""
        1:16: error: unknown centering 'middle'; expected 'inset', 'frame' or 'none'
        sv.centering = middle
                       ^~~~~~
        """#),
    ErrorCase(
        "misspelled property",
        #"""
        sv.zoomScal = 2
        """#,
        #"""
        1:4: error: unknown property 'zoomScal'
        sv.zoomScal = 2
           ^~~~~~~~
        did you mean 'zoomScale'?
        """#),
    ErrorCase(
        "unknown output mode",
        #"""
        set output loud
        """#,
        #"""
        1:12: error: unknown output mode 'loud'; expected 'picture', 'changes' or 'quiet'
        set output loud
                   ^~~~
        """#),
    ErrorCase(
        "save without a file",
        #"""
        save
        """#,
        #"""
        1:5: error: expected a file name after 'save'
        save
            ^
        """#),
    ErrorCase(
        "size cut short",
        #"""
        screen 375x
        """#,
        #"""
        1:8: error: invalid number '375x'
        screen 375x
               ^~~~
        """#),
    ErrorCase(
        "zoom without 'to'",
        #"""
        zoom sv 0,0,10,10
        """#,
        #"""
        1:9: error: expected 'to' after the scroll view's name
        zoom sv 0,0,10,10
                ^
        """#),
    ErrorCase(
        "misspelled axis",
        #"""
        v.setContentHuggingPriority(.required, for: .horizantal)
        """#,
        #"""
        1:46: error: unknown axis 'horizantal'; expected '.horizontal' or '.vertical'
        v.setContentHuggingPriority(.required, for: .horizantal)
                                                     ^~~~~~~~~~
        did you mean 'horizontal'?
        """#),
    ErrorCase(
        "trailing garbage after a command",
        #"""
        show sv extra
        """#,
        #"""
        1:9: error: unexpected 'extra' after the end of the command
        show sv extra
                ^~~~~
        """#),
    ErrorCase(
        "declaration that also activates",
        #"""
        let c = a.heightAnchor.constraint(equalToConstant: 1).isActive = true
        """#,
        #"""
        1:55: error: a declaration cannot also activate the constraint; write 'c.isActive = true' next
        let c = a.heightAnchor.constraint(equalToConstant: 1).isActive = true
                                                              ^~~~~~~~
        """#),
    ErrorCase(
        "misspelled activate",
        #"""
        NSLayoutConstraint.activte([c])
        """#,
        #"""
        1:20: error: unknown method 'activte'; expected 'activate' or 'deactivate'
        NSLayoutConstraint.activte([c])
                           ^~~~~~~
        did you mean 'activate'?
        """#),
    ErrorCase(
        "array closed by a parenthesis",
        #"""
        NSLayoutConstraint.activate([c, d)
        """#,
        #"""
        1:34: error: expected ']' to close the array of constraints
        NSLayoutConstraint.activate([c, d)
                                         ^
        """#),
    ErrorCase(
        "stray closing brace",
        #"""
        }
        """#,
        #"""
        1:1: error: unexpected '}' with no open block
        }
        ^
        """#),
    ErrorCase(
        "lone '<'",
        #"""
        a.width < 3
        """#,
        #"""
        1:9: error: unexpected character '<'
        a.width < 3
                ^
        did you mean '<='?
        """#),
    ErrorCase(
        "unexpected character",
        #"""
        view a $ b
        """#,
        #"""
        1:8: error: unexpected character '$'
        view a $ b
               ^
        """#),
    ErrorCase(
        "recovery: every bad command on a line of several is reported",
        #"""
        a.top == b.bottom ; veiw x ; view y ; undo z
        """#,
        #"""
        1:21: error: unknown command 'veiw'
        a.top == b.bottom ; veiw x ; view y ; undo z
                            ^~~~
        did you mean 'view'?
        1:44: error: unexpected 'z' after the end of the command
        a.top == b.bottom ; veiw x ; view y ; undo z
                                                   ^
        """#),
    ErrorCase(
        "pasted VFL: activate's closing parenthesis missing",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
        """#,
        #"""
        1:134: error: expected ')' after the array
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
                                                                                                                                             ^
        """#),
    ErrorCase(
        "pasted VFL: an error inside the string points at its column in the line",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a-|", options: [], metrics: nil, views: ["a": a]))
        """#,
        #"""
        1:85: error: expected ']' to close view 'a', found '-'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a-|", options: [], metrics: nil, views: ["a": a]))
                                                                                            ^
        """#),
    ErrorCase(
        "pasted VFL: a misspelled format option",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [.alignAllTpo], metrics: nil, views: ["a": a]))
        """#,
        #"""
        1:102: error: unknown format option 'alignAllTpo'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [.alignAllTpo], metrics: nil, views: ["a": a]))
                                                                                                             ^~~~~~~~~~~
        did you mean 'alignAllTop'?
        """#),
    ErrorCase(
        "pasted VFL: views: left out",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil))
        """#,
        #"""
        1:116: error: expected ', views: ["name": view]' (the views the format string names), found ')'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil))
                                                                                                                           ^
        """#),
    ErrorCase(
        "pasted VFL: a misspelled argument label",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", option: [], metrics: nil, views: ["a": a]))
        """#,
        #"""
        1:91: error: expected 'options:', 'metrics:' or 'views:', found 'option'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", option: [], metrics: nil, views: ["a": a]))
                                                                                                  ^~~~~~
        did you mean 'options'?
        """#),
    ErrorCase(
        "pasted VFL: arguments out of Swift's order",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", views: ["a": a], metrics: nil))
        """#,
        #"""
        1:108: error: 'metrics:' is out of order or given twice; the order is options:, metrics:, views:
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", views: ["a": a], metrics: nil))
                                                                                                                   ^~~~~~~
        """#),
    ErrorCase(
        "pasted VFL: a dictionary key that is not a string",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: [a: a]))
        """#,
        #"""
        1:126: error: expected a string key such as "a", found 'a'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: [a: a]))
                                                                                                                                     ^
        """#),
    ErrorCase(
        "pasted VFL: a constraint array inside the array brackets",
        #"""
        NSLayoutConstraint.activate([NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])])
        """#,
        #"""
        1:30: error: NSLayoutConstraint.constraints(…) is an array; join it with '+' outside the brackets: activate([…] + NSLayoutConstraint.constraints(…))
        NSLayoutConstraint.activate([NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])])
                                     ^~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "pasted VFL: constraints made and never activated",
        #"""
        NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
        """#,
        #"""
        1:20: error: NSLayoutConstraint.constraints(…) makes constraints without activating them; wrap it: NSLayoutConstraint.activate(NSLayoutConstraint.constraints(…))
        NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
                           ^~~~~~~~~~~
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) without isActive",
        #"""
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 8)
        """#,
        #"""
        1:123: error: expected '.isActive = true' after the constraint; without it the constraint is made but not active
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 8)
                                                                                                                                  ^
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) with a misspelled relation",
        #"""
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equals, toItem: view, attribute: .top, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:58: error: unknown relation 'equals'
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equals, toItem: view, attribute: .top, multiplier: 1, constant: 8).isActive = true
                                                                 ^~~~~~
        did you mean 'equal'?
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) missing the second attribute",
        #"""
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:79: error: expected 'attribute:' (NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)), found 'multiplier'
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, multiplier: 1, constant: 8).isActive = true
                                                                                      ^~~~~~~~~~
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) with toItem nil and an attribute",
        #"""
        NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:93: error: with 'toItem: nil' the attribute is '.notAnAttribute'
        NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1, constant: 8).isActive = true
                                                                                                    ^~~~~~
        did you mean '.notAnAttribute'?
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) with a misspelled attribute",
        #"""
        NSLayoutConstraint(item: a, attribute: .botom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:41: error: unknown attribute 'botom'
        NSLayoutConstraint(item: a, attribute: .botom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 8).isActive = true
                                                ^~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "let with a misspelled view class",
        #"""
        let a = UIVeiw()
        """#,
        #"""
        1:9: error: unknown class 'UIVeiw'; a view is made with 'UIView()', 'UIScrollView()', 'UILabel()', 'UIImageView()'
        let a = UIVeiw()
                ^~~~~~
        did you mean 'UIView'?
        """#),
    ErrorCase(
        "UIView(frame:) with a rect missing its height",
        #"""
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10))
        """#,
        #"""
        1:51: error: expected ',' before 'height:'
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10))
                                                          ^
        """#),
    ErrorCase(
        "addSubview with two views",
        #"""
        view.addSubview(a, b)
        """#,
        #"""
        1:18: error: expected ')' after the view to add
        view.addSubview(a, b)
                         ^
        """#),
    ErrorCase(
        "a $0 block with a statement that starts with make",
        #"""
        a.snp.makeConstraints { $0.edges.equalToSuperview() ; make.top.equalTo(0) }
        """#,
        #"""
        1:55: error: expected '$0' to start the statement, found 'make'
        a.snp.makeConstraints { $0.edges.equalToSuperview() ; make.top.equalTo(0) }
                                                              ^~~~
        """#),
    ErrorCase(
        "setZoomScale with animated: not a Boolean",
        #"""
        sv.setZoomScale(2, animated: yes)
        """#,
        #"""
        1:30: error: expected 'true' or 'false', found 'yes'
        sv.setZoomScale(2, animated: yes)
                                     ^~~
        """#),
    ErrorCase(
        "setContentOffset without animated:",
        #"""
        sv.setContentOffset(CGPoint(x: 0, y: 100))
        """#,
        #"""
        1:42: error: expected ',' and 'animated:' in 'setContentOffset'
        sv.setContentOffset(CGPoint(x: 0, y: 100))
                                                 ^
        """#),
    ErrorCase(
        "zoom without to:",
        #"""
        sv.zoom(CGRect(x: 1, y: 2, width: 3, height: 4), animated: true)
        """#,
        #"""
        1:9: error: expected 'to' in 'zoom(to:animated:)'
        sv.zoom(CGRect(x: 1, y: 2, width: 3, height: 4), animated: true)
                ^~~~~~
        """#),
    ErrorCase(
        "addConstraint given an array",
        #"""
        view.addConstraint([c, d])
        """#,
        #"""
        1:20: error: 'addConstraint' takes one constraint; for an array use 'addConstraints(…)'
        view.addConstraint([c, d])
                           ^
        """#),
    ErrorCase(
        "UIStackView in the command language points to the stack command",
        #"""
        let s = UIStackView(arrangedSubviews: [a, b])
        """#,
        #"""
        1:9: error: in the command language a stack view is declared with 'stack': stack s axis vertical spacing 8 [a, b] (see help stack)
        let s = UIStackView(arrangedSubviews: [a, b])
                ^~~~~~~~~~~
        """#),
    ErrorCase(
        "addSubview misspelled",
        #"""
        view.addSubveiw(a)
        """#,
        #"""
        1:6: error: unknown member 'addSubveiw'
        view.addSubveiw(a)
             ^~~~~~~~~~
        did you mean 'addSubview'?
        """#),
]

@Suite("Error corpus")
struct ErrorCorpusTests {
    @Test("a malformed input renders exactly its expected diagnostics and yields no command", arguments: errorCorpus)
    func malformed(_ errorCase: ErrorCase) {
        let result = parseCommands(errorCase.input)
        #expect(result.diagnostics.rendered(source: errorCase.input) == errorCase.expected)
        #expect(result.hasErrors)
    }

    @Test("the corpus is large enough to mean something")
    func size() {
        #expect(errorCorpus.count >= 40)
    }

    @Test("commands around a bad one still parse")
    func recovery() {
        let result = parseCommands("view a\nveiw b\nview c ; frams ; undo")
        #expect(SyntaxDump.dump(result.commands).split(separator: "\n").filter { !$0.hasPrefix(" ") } == [
            "ViewDeclaration view @1:1-1:7", "ViewDeclaration view @3:1-3:7", "Undo @3:18-3:22",
        ])
        #expect(result.diagnostics.map(\.description) == [
            "2:1: error: unknown command 'veiw'", "3:10: error: unknown command 'frams'",
        ])
    }

    @Test("a block with a bad statement is dropped whole, the next command is kept")
    func blockDropped() {
        let source = "v.snp.makeConstraints { make in\n  make.top.equalTo(0)\n  make.top.ofset(1)\n}\nundo"
        let result = parseCommands(source)
        #expect(SyntaxDump.dump(result.commands) == "Undo @5:1-5:5")
        #expect(result.diagnostics.count == 1)
    }
}
