import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 68: `self->_ivar` inside blocks, C compound
/// literals with designated fields, Foundation's `unichar`, a getter method of the class's own
/// named as UIKit names a property, `[view frame]` read as the frame, the table forms of
/// `NSLocalizedString`, and a string's size in a font.
@Suite("Objective-C app files, round 68")
struct ObjCApps68Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("'self->_name' in a Masonry block is the instance variable '_name' names: the constraint to it holds")
    func arrowToSelfReadsTheInstanceVariable() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeRow : UIView
            @property (nonatomic, strong) UILabel *nameLabel;
            @property (nonatomic, strong) UILabel *ageLabel;
            @end
            @implementation BadgeRow
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _nameLabel = [[UILabel alloc] init];
                    [self addSubview:_nameLabel];
                    _ageLabel = [[UILabel alloc] init];
                    [self addSubview:_ageLabel];
                    [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(20);
                        make.top.equalTo(self).offset(10);
                        make.width.mas_equalTo(100);
                        make.height.mas_equalTo(20);
                    }];
                    [_ageLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self->_nameLabel.mas_right).offset(5);
                        make.top.equalTo(self->_nameLabel);
                        make.width.height.equalTo(self->_nameLabel);
                    }];
                }
                return self;
            }
            @end
            """)
        // Right of the name (20 + 100) and 5 on: x 125, at the name's top, of its size.
        #expect(session.frame("ageLabel") == Rect(x: 125, y: 10, width: 100, height: 20))
        #expect(!Self.notes(outcomes).contains { $0.contains("_nameLabel") })
    }

    @Test("a compound literal with designated fields gives the fields it names and zero to the others, as C does")
    func designatedCompoundLiteralZeroesTheRest() {
        var session = Session()
        session.script("""
            @implementation KeyCapCell
            + (UIEdgeInsets)captionInsets {
                return (UIEdgeInsets){.left = 3, .right = 4};
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIEdgeInsets insets = [[self class] captionInsets];
                    UIView *caption = [[UIView alloc] initWithFrame:CGRectMake(insets.left, insets.top, 50, 20 + insets.bottom)];
                    [self.contentView addSubview:caption];
                    CGRect box = (CGRect){ .size = CGSizeMake(30, 12) };
                    UIView *badge = [[UIView alloc] initWithFrame:box];
                    [self.contentView addSubview:badge];
                    CGPoint p = (CGPoint){.y = 7};
                    UIView *dot = [[UIView alloc] initWithFrame:CGRectMake(p.x, p.y, insets.right, insets.right)];
                    [self.contentView addSubview:dot];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("caption") == Rect(x: 3, y: 0, width: 50, height: 20))
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(session.frame("dot") == Rect(x: 0, y: 7, width: 4, height: 4))
    }

    @Test("'unichar c = …' is a declaration of Foundation's UTF-16 unit, not a refusal")
    func unicharDeclares() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CodeFieldView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    unichar first = 65;
                    UniChar second = 2;
                    UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(first, second, 10, 10)];
                    [self addSubview:mark];
                }
                return self;
            }
            @end
            """)
        #expect(!outcomes.contains { !$0.diagnostics.isEmpty })
        #expect(session.frame("mark") == Rect(x: 65, y: 2, width: 10, height: 10))
    }

    @Test("'[self text]' and 'self.text' run the class's own '- text' where it declares no such property, though UILabel names one")
    func ownGetterMethodNamedAsUIKitPropertyRuns() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HintBubble
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    m_label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 50, 20)];
                    [m_label setText:@"abcd"];
                    [self addSubview:m_label];
                    NSString *text = [self text];
                    UIView *underline = [[UIView alloc] initWithFrame:CGRectMake(0, 22, text.length * 10, 1)];
                    [self addSubview:underline];
                    UIView *tail = [[UIView alloc] initWithFrame:CGRectMake(0, 30, self.text.length * 5, 2)];
                    [self addSubview:tail];
                }
                return self;
            }
            - (NSString *)text {
                return [m_label text];
            }
            @end
            """)
        #expect(!outcomes.contains { !$0.diagnostics.isEmpty })
        #expect(session.frame("underline") == Rect(x: 0, y: 22, width: 40, height: 1))
        #expect(session.frame("tail") == Rect(x: 0, y: 30, width: 20, height: 2))
    }

    @Test("NSLocalizedStringFromTable shows its key, as NSLocalizedString does; WithDefaultValue its default value")
    func localizedStringTablesShowTheKey() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CallPromptView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *accept = [UILabel new];
                    accept.text = NSLocalizedStringFromTable(@"accept", @"Vector", nil);
                    [self addSubview:accept];
                    [accept sizeToFit];
                    UILabel *decline = [UILabel new];
                    decline.text = NSLocalizedStringWithDefaultValue(@"call.decline", nil, [NSBundle mainBundle], @"Decline", @"");
                    [self addSubview:decline];
                    [decline sizeToFit];
                }
                return self;
            }
            @end
            """)
        let font = "UIFont.systemFont(ofSize: 17)"
        #expect(session.frame("accept")?.width == Session.labelFrame(font: font, text: "accept")?.width)
        #expect(session.frame("decline")?.width == Session.labelFrame(font: font, text: "Decline")?.width)
        #expect(!Self.notes(outcomes).contains { $0.contains("NSLocalizedStringFromTable") })
    }

    @Test("'[self frame]' is the view's frame, as 'self.frame' is: UIView's frame is a property though a method begins with its name")
    func frameMessageReadsTheFrame() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CompletionPill
            - (CompletionPill *)initWithTitle:(NSString *)title {
                if ((self = [super initWithFrame:CGRectMake(0, 0, 10, 10)])) {
                    m_label = [[UILabel alloc] initWithFrame:CGRectMake(3, 1, 40, 20)];
                    [self addSubview:m_label];
                    [self autoSize];
                }
                return self;
            }
            - (void)autoSize {
                CGRect frame = [self frame];
                frame.size = CGSizeMake([m_label frame].size.width + 12, 26);
                [self setFrame:frame];
            }
            @end
            """)
        // The label's 40 and 12 more: 52 wide.
        #expect(session.frame("completionPill") == Rect(x: 0, y: 0, width: 52, height: 26))
        #expect(!Self.notes(outcomes).contains { $0.contains("nil") })
    }

    @Test("a string's size in a font: sizeWithAttributes: gives the text's width and the font's line height, fractional; sizeWithFont: rounds them up")
    func stringSizeInAFont() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TagChipView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIFont *font = [UIFont systemFontOfSize:14];
                    CGSize exact = [@"Hello" sizeWithAttributes:@{NSFontAttributeName: font}];
                    UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(0, 0, exact.width + 16, exact.height)];
                    [self addSubview:chip];
                    CGSize whole = [@"Hello" sizeWithFont:font];
                    UIView *legacy = [[UIView alloc] initWithFrame:CGRectMake(0, 30, whole.width, whole.height)];
                    [self addSubview:legacy];
                }
                return self;
            }
            @end
            """)
        let width = TextMetrics.width("Hello", fontSize: 14)
        let line = TextMetrics.lineHeight(fontSize: 14)
        #expect(session.frame("chip")?.width ?? 0 == width + 16)
        #expect(session.frame("chip")?.height ?? 0 == line)
        #expect(session.frame("legacy") == Rect(x: 0, y: 30, width: width.rounded(.up), height: line.rounded(.up)))
        #expect(!Self.notes(outcomes).contains { $0.contains("sizeWith") })

        var swift = Session()
        swift.script("""
            let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
            let pill = UIView(frame: CGRect(x: 0, y: 0, width: ceil(size.width), height: ceil(size.height)))
            view.addSubview(pill)
            """)
        #expect(swift.frame("pill") == Rect(x: 0, y: 0, width: width.rounded(.up), height: line.rounded(.up)))
    }
}
