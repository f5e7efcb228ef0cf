import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 68: `self->_ivar` inside blocks, C compound
/// literals with designated fields, Foundation's `unichar`, a getter method of the class's own
/// named as UIKit names a property, `[view frame]` read as the frame, and the table forms of
/// `NSLocalizedString`.
@Suite("Objective-C app files, round 68")
struct ObjCApps68Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

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
}
