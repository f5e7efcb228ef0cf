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

/// The error corpus: every input is read by the one reader in a session that has its views
/// (`ErrorCorpusTests.setup`); every rendering below was checked by hand, caret columns counted.
let errorCorpus: [ErrorCase] = [
    ErrorCase(
        "every misspelt anchor in an activated array is reported, one element after another",
        #"""
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchr), a.widthAnchr.constraint(equalToConstant: 3)])
        """#,
        #"""
        1:68: error: 'UIView' has no member 'trailingAnchr'
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchr), a.widthAnchr.constraint(equalToConstant: 3)])
                                                                           ^~~~~~~~~~~~~
        did you mean 'trailingAnchor'?
        1:86: error: 'UIView' has no member 'widthAnchr'
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
        1:3: error: 'UIView' has no member 'topAnchr'
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
          ^~~~~~~~
        did you mean 'topAnchor'?
        1:34: error: 'UIView' has no member 'botomAnchor'
        a.topAnchr.constraint(equalTo: b.botomAnchor, constnt: 8).isActive = true
                                         ^~~~~~~~~~~
        did you mean 'bottomAnchor'?
        """#),
    ErrorCase(
        "every misspelling in one statement is reported: attribute, the other view's attribute, modifiers",
        #"""
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
        """#,
        #"""
        1:38: error: SnapKit's maker has no member 'topp'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                             ^~~~
        did you mean 'top'?
        1:57: error: 'snp' has no member 'botom'
        a.snp.makeConstraints { make in make.topp.equalTo(b.snp.botom).ofset(3).priorty(5) }
                                                                ^~~~~
        did you mean 'bottom'?
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
        """#),
    ErrorCase(
        "typo in an attribute, with a suggestion",
        #"""
        header.snp.makeConstraints { make in
            make.botom.equalTo(0)
        }
        """#,
        #"""
        2:10: error: SnapKit's maker has no member 'botom'
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
        1:33: error: 'offset' needs a relation first: SnapKit only lets you write it after equalTo(…), lessThanOrEqualTo(…) or greaterThanOrEqualTo(…)
        v.snp.makeConstraints { make in make.top.offset(8) }
                                        ^~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "relation without an attribute",
        #"""
        v.snp.makeConstraints { make in make.equalTo(x) }
        """#,
        #"""
        1:38: error: SnapKit's maker has no member 'equalTo'
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
        1:23: error: this '{' of the closure is never closed: expected '}' to close it before the end of the paste
        v.snp.makeConstraints { make in
                              ^
        add the missing '}'
        """#),
    ErrorCase(
        "one brace too many",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0) }}
        """#,
        #"""
        1:54: error: unexpected '}' with no open block
        v.snp.makeConstraints { make in make.top.equalTo(0) }}
                                                             ^
        """#),
    ErrorCase(
        "missing 'in'",
        #"""
        v.snp.makeConstraints { make make.top.equalTo(0) }
        """#,
        #"""
        1:30: error: expected the end of the statement, found 'make'
        v.snp.makeConstraints { make make.top.equalTo(0) }
                                     ^~~~
        put each statement on its own line or separate them with ';'
        """#),
    ErrorCase(
        "closure without a parameter",
        #"""
        v.snp.makeConstraints {
          make.top.equalTo(0)
        }
        """#,
        #"""
        2:3: error: no name 'make' is declared here
          make.top.equalTo(0)
          ^~~~
        declare it first (view make, let make = UIView(), or a constraint kept with let); names of an app's own code are skipped only in a pasted class or function
        """#),
    ErrorCase(
        "makeConstraint misspelled",
        #"""
        v.snp.makeConstraint { make in make.top.equalTo(0) }
        """#,
        #"""
        1:7: error: 'snp' has no member 'makeConstraint'
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
        1:3: error: 'UIView' has no member 'snp_makeConstraint'
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
        1:33: error: this value is not used
        v.snp.makeConstraints { make in make.top }
                                        ^~~~~~~~
        """#),
    ErrorCase(
        "a frame typed alone to look at it",
        #"""
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)); card.frame
        """#,
        #"""
        1:70: error: this value is not used
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)); card.frame
                                                                             ^~~~~~~~~~
        frames are shown after every entry: 'frames' lists every view's, 'explain NAME' says why a view is where it is
        """#),
    ErrorCase(
        "relation in the wrong case",
        #"""
        v.snp.makeConstraints { make in make.top.equalto(0) }
        """#,
        #"""
        1:42: error: a SnapKit constraint has no member 'equalto'
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
        1:62: error: unknown priority '.hihg'
        v.snp.makeConstraints { make in make.top.equalTo(0).priority(.hihg) }
                                                                     ^~~~~
        did you mean 'high'?
        """#),
    ErrorCase(
        "unknown modifier",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).ofset(8) }
        """#,
        #"""
        1:53: error: a SnapKit constraint has no member 'ofset'
        v.snp.makeConstraints { make in make.top.equalTo(0).ofset(8) }
                                                            ^~~~~
        did you mean 'offset'?
        """#),
    ErrorCase(
        "number run into letters",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(12abc) }
        """#,
        #"""
        1:52: error: expected ')' to close the '(' at 1:49, found 'abc'
        v.snp.makeConstraints { make in make.top.equalTo(12abc) }
                                                           ^~~
        """#),
    ErrorCase(
        "typo after other.snp",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(other.snp.botom) }
        """#,
        #"""
        1:60: error: 'snp' has no member 'botom'
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
        1:53: error: expected the end of the statement, found 'junk'
        v.snp.makeConstraints { make in make.top.equalTo(0) junk }
                                                            ^~~~
        put each statement on its own line or separate them with ';'
        """#),
    ErrorCase(
        "statement not starting with the parameter",
        #"""
        v.snp.makeConstraints { make in maek.top.equalTo(0) }
        """#,
        #"""
        1:33: error: no name 'maek' is declared here
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
        3:8: error: SnapKit's maker has no member 'lfet'
          make.lfet.equalTo(0)
               ^~~~
        did you mean 'left'?
        """#),
    ErrorCase(
        "second relation",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).equalTo(1) }
        """#,
        #"""
        1:33: error: this constraint already has a relation
        v.snp.makeConstraints { make in make.top.equalTo(0).equalTo(1) }
                                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "attribute after the relation",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0).left.equalTo(1) }
        """#,
        #"""
        1:33: error: attributes come before the relation
        v.snp.makeConstraints { make in make.top.equalTo(0).left.equalTo(1) }
                                        ^~~~~~~~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "unclosed parenthesis inside a block",
        #"""
        v.snp.makeConstraints { make in make.top.equalTo(0 }
        """#,
        #"""
        1:23: error: this '{' of the closure is never closed: expected '}' to close it before the end of the paste
        v.snp.makeConstraints { make in make.top.equalTo(0 }
                              ^
        add the missing '}'
        1:52: error: expected ')' to close the '(' at 1:49, found '}'
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
        "'reset' says how a session is emptied, not a command it is close to",
        #"""
        reset
        """#,
        #"""
        1:1: error: unknown command 'reset'
        reset
        ^~~~~
        a session is not emptied in place: 'remove NAME' takes a view with its subviews and constraints, 'undo' takes back an entry, and a new shell starts empty
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
        "a label's text without its option word",
        #"""
        label greeting "Hello there"
        """#,
        #"""
        1:16: error: expected an option ('in', 'frame', 'text', 'lines', 'font'), found string "Hello there"
        label greeting "Hello there"
                       ^~~~~~~~~~~~~
        did you mean 'text "Hello there"'?
        """#),
    ErrorCase(
        "unterminated string",
        #"""
        label t text "unterminated
        """#,
        #"""
        1:14: error: unterminated string literal
        label t text "unterminated
                     ^~~~~~~~~~~~~
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
        1:35: error: 'UIView' has no member 'botomAnchor'
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
        1:3: error: 'UIView' has no member 'topAnchr'
        a.topAnchr.constraint(equalTo: b.bottomAnchor).isActive = true
          ^~~~~~~~
        did you mean 'topAnchor'?
        """#),
    ErrorCase(
        "misspelled isActive",
        #"""
        a.widthAnchor.constraint(equalToConstant: 100).isActvie = true
        """#,
        #"""
        1:48: error: 'NSLayoutConstraint' has no member 'isActvie'
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
        1:49: error: an anchor has no 'constraint' with the argument label 'constnt:'
        a.topAnchor.constraint(equalTo: b.bottomAnchor, constnt: 8).isActive = true
                                                        ^~~~~~~~~~
        did you mean 'constant'?
        """#),
    ErrorCase(
        "misspelled relation label",
        #"""
        a.topAnchor.constraint(eqaulTo: b.bottomAnchor).isActive = true
        """#,
        #"""
        1:24: error: an anchor has no 'constraint' with the argument label 'eqaulTo:'
        a.topAnchor.constraint(eqaulTo: b.bottomAnchor).isActive = true
                               ^~~~~~~~~~~~~~~~~~~~~~~
        did you mean 'equalTo'?
        """#),
    ErrorCase(
        "not a Boolean",
        #"""
        c.isActive = yes
        """#,
        #"""
        1:3: error: 'UIView' has no member 'isActive' (it is NSLayoutConstraint's)
        c.isActive = yes
          ^~~~~~~~
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
        1:1: error: expected a CGSize, found a number
        sv.contentSize = 375
        ^~~~~~~~~~~~~~~~~~~~
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
        1:4: error: 'UIScrollView' has no member 'zoomScal'
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
        1:40: error: expected .horizontal or .vertical
        v.setContentHuggingPriority(.required, for: .horizantal)
                                               ^~~~~~~~~~~~~~~~
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
        1:64: error: expected the end of the statement, found '='
        let c = a.heightAnchor.constraint(equalToConstant: 1).isActive = true
                                                                       ^
        put each statement on its own line or separate them with ';'
        """#),
    ErrorCase(
        "misspelled activate",
        #"""
        NSLayoutConstraint.activte([c])
        """#,
        #"""
        1:20: error: 'NSLayoutConstraint' has no method 'activte'
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
        1:34: error: expected ']' to close the '[' at 1:29, found ')'
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
        1:9: error: the result of '<' is not used: in Swift this compares and does nothing
        a.width < 3
                ^
        a constraint is written 'a.top == b.bottom + 8' with attributes both sides
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
        1:134: error: expected ')' to close the '(' at 1:28, found end of input
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
        1:100: error: unknown format option '.alignAllTpo'
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [.alignAllTpo], metrics: nil, views: ["a": a]))
                                                                                                           ^~~~~~~~~~~~~~
        did you mean 'alignAllTop'?
        """#),
    ErrorCase(
        "pasted VFL: views: left out",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil))
        """#,
        #"""
        1:29: error: missing views:
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil))
                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "pasted VFL: a dictionary key that is not a string",
        #"""
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: [a: a]))
        """#,
        #"""
        1:84: error: 'a' is not a key in the views dictionary; UIKit stops here with “a is not a key in the views dictionary”
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: [a: a]))
                                                                                           ^
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) with a misspelled relation",
        #"""
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equals, toItem: view, attribute: .top, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:46: error: unknown relation '.equals'
        NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equals, toItem: view, attribute: .top, multiplier: 1, constant: 8).isActive = true
                                                     ^~~~~~~~~~~~~~~~~~
        did you mean 'equal'?
        """#),
    ErrorCase(
        "NSLayoutConstraint(item:…) with a misspelled attribute",
        #"""
        NSLayoutConstraint(item: a, attribute: .botom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 8).isActive = true
        """#,
        #"""
        1:29: error: unknown attribute '.botom'
        NSLayoutConstraint(item: a, attribute: .botom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 8).isActive = true
                                    ^~~~~~~~~~~~~~~~~
        did you mean 'bottom'?
        """#),
    ErrorCase(
        "let with a misspelled view class",
        #"""
        let a = UIVeiw()
        """#,
        #"""
        1:9: error: no type 'UIVeiw' is known here
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
        1:23: error: CGRect(…) needs height:
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10))
                              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "a $0 block with a statement that starts with make",
        #"""
        a.snp.makeConstraints { $0.edges.equalToSuperview() ; make.top.equalTo(0) }
        """#,
        #"""
        1:55: error: no name 'make' is declared here
        a.snp.makeConstraints { $0.edges.equalToSuperview() ; make.top.equalTo(0) }
                                                              ^~~~
        declare it first (view make, let make = UIView(), or a constraint kept with let); names of an app's own code are skipped only in a pasted class or function
        """#),
    ErrorCase(
        "setZoomScale with animated: not a Boolean",
        #"""
        sv.setZoomScale(2, animated: yes)
        """#,
        #"""
        1:30: error: no name 'yes' is declared here
        sv.setZoomScale(2, animated: yes)
                                     ^~~
        declare it first (view yes, let yes = UIView(), or a constraint kept with let); names of an app's own code are skipped only in a pasted class or function
        """#),
    ErrorCase(
        "addConstraint given an array",
        #"""
        view.addConstraint([c, d])
        """#,
        #"""
        1:1: error: addConstraint takes constraints, not a view
        view.addConstraint([c, d])
        ^~~~~~~~~~~~~~~~~~~~~~~~~~
        """#),
    ErrorCase(
        "addSubview misspelled",
        #"""
        view.addSubveiw(a)
        """#,
        #"""
        1:6: error: 'UIView' has no member 'addSubveiw'
        view.addSubveiw(a)
             ^~~~~~~~~~
        did you mean 'addSubview'?
        """#),
]

@Suite("Error corpus")
struct ErrorCorpusTests {
    /// The views the corpus's inputs name, declared first, so an input's one mistake is what is
    /// reported (not the names it uses).
    static let setup = "view v ; view a ; view b ; view c ; scroll sv ; view header ; view other ; label title"

    @Test("a malformed input, read by the one reader, renders exactly its expected diagnostics and changes nothing",
          arguments: errorCorpus)
    func malformed(_ errorCase: ErrorCase) {
        var session = Session()
        _ = session.run(Self.setup)
        let before = geometry(of: session)
        let outcome = session.run(errorCase.input)
        #expect(outcome.diagnostics.rendered(source: errorCase.input) == errorCase.expected)
        #expect(outcome.failed)
        #expect(geometry(of: session) == before)
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

    @Test("a block with a bad statement runs none of the entry: the statement after it is not run either")
    func blockDropped() {
        var session = Session()
        _ = session.run("view v ; view w")
        let outcome = session.run("v.snp.makeConstraints { make in\n  make.top.equalTo(0)\n  make.top.ofset(1)\n}\nremove w")
        #expect(outcome.diagnostics.map(\.description) == ["3:12: error: a SnapKit constraint has no member 'ofset'"])
        #expect(session.layout.id(of: "w") != nil)
    }
}
