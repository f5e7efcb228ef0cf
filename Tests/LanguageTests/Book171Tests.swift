@testable import Language
import Layout
import Testing

/// What the forty-fifth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-fifth round")
struct Book171Tests {
    @Test("a controller derived from one an earlier entry presented takes its place: the base's views are not shown twice")
    func subclassControllerReplacesItsBase() {
        var session = Session()
        let outcomes = session.script("""
            @interface BaseController : UIViewController
            @property (nonatomic, strong) UILabel *heading;
            @end
            @implementation BaseController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.heading = [[UILabel alloc] init];
                self.heading.text = @"Hello";
                [self.view addSubview:self.heading];
                [self.heading mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(20);
                    make.left.equalTo(self.view).offset(16);
                }];
            }
            @end
            @interface DetailController : BaseController
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation DetailController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.panel = [[UIView alloc] init];
                [self.view addSubview:self.panel];
                [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.heading.mas_bottom).offset(8);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(100);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One heading, the subclass's, made by the base's viewDidLoad through super.
        #expect(session.frame("heading")?.origin == Point(x: 16, y: 20))
        #expect(session.frame("heading2") == nil)
        // The label is 20⅓ tall on the bare screen's 3× pixels: 20 + 20⅓ + 8.
        #expect(session.frame("panel") ≈ Rect(x: 0, y: (145.0 / 3), width: 375, height: 100))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("the BaseController an earlier entry presented is taken away, with its views ('heading'): "
                        + "DetailController derives from it")
        })
    }
}

extension Book171Tests {
    @Test("a class whose base is not in the paste, adding views in a method the base calls, says why nothing is shown",
          arguments: [
              """
              @interface PromoPanel : KitBase
              @property (nonatomic, strong) UILabel *caption;
              @end
              @implementation PromoPanel
              - (void)setupViews {
                  _caption = [[UILabel alloc] init];
                  [self addSubview:_caption];
              }
              @end
              """,
              """
              import UIKit
              class PromoPanel: KitBase {
                  let caption = UILabel()
                  func setupViews() {
                      addSubview(caption)
                  }
              }
              """,
          ])
    func unplacedClassWithoutOverrides(paste: String) {
        var session = Session()
        let outcomes = session.script(paste)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'KitBase' is not in the paste, and neither its name nor what PromoPanel overrides says which UIKit class it is: "
                         + "nothing here makes or shows a PromoPanel")
        })
        #expect(session.frame("caption") == nil)
    }
}

extension Book171Tests {
    @Test("the app's scaling macros named by a constant's k, a phone they scale from, or 'auto' stand for the number they are given",
          arguments: ["kScale(20)", "kFit(20)", "ScaleFromIPhone5(20)", "kScaleFrom_iPhone6_Design(20)", "autoSize(20)", "AutoW(20)"])
    func scalingMacroIsItsArgument(call: String) {
        var session = Session()
        let outcomes = session.script("""
            @implementation GridController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tile = [UIView new];
                [self.view addSubview:tile];
                tile.frame = CGRectMake(\(call), 10, 50, 50);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 20, y: 10, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("taken as its argument, 20, the app's scaling") })
    }

    @Test("a bare 'scale' or 'fit' function is no scaling macro without the constant's k")
    func bareScaleIsNotAMacro() {
        #expect(!Evaluator.isScaleFunction("scale"))
        #expect(!Evaluator.isScaleFunction("fit"))
        #expect(!Evaluator.isScaleFunction("auto"))
        #expect(Evaluator.isScaleFunction("kScale"))
        #expect(!Evaluator.isScaleFunction("kitScale"))
    }

    @Test("a pinning helper of the app's given a number the paste lacks pins with 0 in its place, as UIKit's methods take it")
    func namedHelperWithUnknownMargin() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PadController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *caption = [UILabel new];
                caption.text = @"Caption";
                [self.view addSubview:caption];
                [caption autoPinWidthToSuperviewWithMargin:Gutter(32)];
                [caption autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:40];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption")?.origin == Point(x: 0, y: 40))
        #expect(session.frame("caption")?.size.width == 375)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'Gutter' is not in the paste: 0 is used in its place"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'autoPinWidthToSuperviewWithMargin'") })
    }

    @Test("the app's font function given one number is the system font of that size; its font on a button's title is said")
    func appFontOfOneNumber() {
        var session = Session()
        let outcomes = session.script("""
            @implementation FontController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *heading = [UILabel new];
                heading.text = @"Heading";
                heading.font = [UIFont brandFontWithSize:12];
                [self.view addSubview:heading];
                UIButton *more = [UIButton buttonWithType:UIButtonTypeCustom];
                [more setTitle:@"More" forState:UIControlStateNormal];
                more.titleLabel.font = [UIFont brandFontWithSize:12];
                [self.view addSubview:more];
                UIButton *less = [UIButton buttonWithType:UIButtonTypeCustom];
                [less setTitle:@"Less" forState:UIControlStateNormal];
                less.titleLabel.font = [Theme headingFont];
                [self.view addSubview:less];
                [heading mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self.view).offset(20); }];
                [more mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self.view).offset(20); make.top.equalTo(heading.mas_bottom); }];
                [less mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self.view).offset(20); make.top.equalTo(more.mas_bottom); }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A 12-pt line is 14⅓ tall on the bare screen's 3× pixels; a custom button's title is its
        // line and 6 above and below: 27 for 12 pt, 34 for its own 18 pt.
        #expect(session.frame("heading")?.size.height ≈ (43.0 / 3))
        #expect(session.frame("more")?.size.height == 27)
        #expect(session.frame("less")?.size.height == 34)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'UIFont.brandFontWithSize(…)' is not in the paste (the app's own font): measured as the 12-pt system font") })
        #expect(notes.contains("'Theme.headingFont(…)' is not in the paste: less's title keeps the button's own font"))
    }
}

extension Book171Tests {
    @Test("UIScreen.main.nativeBounds is the screen in pixels, portrait up in either orientation")
    func nativeBounds() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            let badge = UIView()
            view.addSubview(badge)
            let older = UIScreen.main.nativeBounds.height == 1334
            badge.frame = CGRect(x: UIScreen.main.nativeBounds.width / 10, y: older ? 40 : 91, width: 20, height: 20)
            rotate
            badge.frame.origin.x = UIScreen.main.nativeBounds.width / 10
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375×667 at 2×: 750×1334, turned or not.
        #expect(session.frame("badge") == Rect(x: 75, y: 40, width: 20, height: 20))
    }
}

extension Book171Tests {
    @Test("'if (self == [super init…])', a slip for '=' apps keep, holds: [super init…] returns the object itself")
    func selfEqualsSuperInit() {
        var session = Session()
        let outcomes = session.script("""
            @interface PriceCell : UITableViewCell
            @end
            @implementation PriceCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
              if (self == [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                UIView *swatch = [[UIView alloc] init];
                [self.contentView addSubview:swatch];
                [swatch mas_makeConstraints:^(MASConstraintMaker *make) {
                  make.left.top.equalTo(self.contentView).offset(10);
                  make.size.mas_equalTo(CGSizeMake(60, 60));
                  make.bottom.equalTo(self.contentView).offset(-10);
                }];
              }
              return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("swatch") == Rect(x: 10, y: 10, width: 60, height: 60))
        // 10 + 60 + 10: the row its content asks for.
        #expect(session.frame("priceCell")?.size.height == 80)
    }

    @Test("a #define whose unused body has unbalanced brackets is one line: the code after it is read")
    func defineWithUnbalancedBody() {
        var session = Session()
        let outcomes = session.script("""
            #define kIsModern ([[UIDevice currentDevice].systemVersion doubleValue] >= 7.0]
            #define kPad 12
            @interface StripView : UIView
            @end
            @implementation StripView
            - (instancetype)initWithFrame:(CGRect)frame {
              if (self = [super initWithFrame:frame]) {
                UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(kPad, kPad, 100, 30)];
                [self addSubview:chip];
              }
              return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 12, y: 12, width: 100, height: 30))
    }

    @Test("a C function taking a block pointer is read, so the header guard around it keeps its macros")
    func cFunctionWithABlockPointer() {
        var session = Session()
        let outcomes = session.script("""
            #ifndef Consts_h
            #define Consts_h
            #define kBoxSide 120
            static void RunBlock(__strong void(^*work)(void)) {
                (*work)();
            }
            #endif
            @interface BoxView : UIView
            @end
            @implementation BoxView
            - (instancetype)initWithFrame:(CGRect)frame {
              if (self = [super initWithFrame:frame]) {
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(10, 10, kBoxSide, kBoxSide)];
                [self addSubview:box];
              }
              return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 120, height: 120))
        #expect(outcomes.flatMap(\.notes).contains("'RunBlock(_:)' is kept, not run: enter RunBlock(…) to run it"))
    }
}

extension Book171Tests {
    @Test("layoutIfNeeded() in a view's own init lays its subviews out there: a frame read next is where its constraints put it")
    func layoutIfNeededBeforeThePlacement() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class TabStrip: UIView {
                let pill = UIView()
                let marker = UIView(frame: CGRect(x: 0, y: 50, width: 70, height: 2))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(pill)
                    pill.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(20)
                        make.top.equalToSuperview().offset(8)
                        make.size.equalTo(CGSize(width: 60, height: 30))
                    }
                    layoutIfNeeded()
                    addSubview(marker)
                    marker.frame.origin.x = pill.frame.origin.x - 5
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let strip = TabStrip(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
            view.addSubview(strip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pill") == Rect(x: 20, y: 8, width: 60, height: 30))
        // 20 − 5: the pill's laid-out x, not the 0 of a frame before any layout.
        #expect(session.frame("marker") == Rect(x: 15, y: 50, width: 70, height: 2))
    }
}

extension Book171Tests {
    @Test("SDAutoLayout's sd_addSubviews adds each view, and setupAutoHeightWithBottomView makes the cell as tall as that view and the margin")
    func sdAddSubviewsAndAutoHeight() {
        var session = Session()
        let outcomes = session.script("""
            @interface NewsRowCell : UITableViewCell
            @end
            @implementation NewsRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
              if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                UIImageView *thumb = [UIImageView new];
                UIView *rule = [UIView new];
                [self.contentView sd_addSubviews:@[thumb, rule]];
                thumb.sd_layout.rightSpaceToView(self.contentView, 10).topSpaceToView(self.contentView, 15).widthIs(100).heightIs(70);
                rule.sd_layout.leftSpaceToView(self.contentView, 10).rightSpaceToView(self.contentView, 10).bottomEqualToView(self.contentView).heightIs(1);
                [self setupAutoHeightWithBottomView:thumb bottomMargin:15];
              }
              return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 15 + 70 + 15: the row's height; the thumb 10 from the right of the 375-wide row.
        #expect(session.frame("newsRowCell")?.size.height == 100)
        #expect(session.frame("thumb") == Rect(x: 265, y: 15, width: 100, height: 70))
        #expect(session.frame("rule") == Rect(x: 10, y: 99, width: 355, height: 1))
    }
}

extension Book171Tests {
    @Test("a class method named set… of the app's category is called on the class, not taken for an instance's setter")
    func classMethodNamedLikeASetter() {
        var session = Session()
        let outcomes = session.script("""
            @interface UIView (Fit)
            + (CGFloat)setWidth:(CGFloat)w;
            @end
            @implementation UIView (Fit)
            + (CGFloat)setWidth:(CGFloat)w { return w * 2; }
            @end
            @interface BadgeView : UIView
            @end
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *dot = [[UIView alloc] initWithFrame:CGRectMake([UIView setWidth:10], 0, 30, 30)];
                    [self addSubview:dot];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 20, y: 0, width: 30, height: 30))
    }

    @Test("a C array with its elements given is an array of them, in a method that never runs or one that does")
    func cArrayWithElements() {
        var session = Session()
        let outcomes = session.script("""
            @interface PriceViewController : UIViewController
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation PriceViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat insets[] = {20, 100};
                self.panel = [[UIView alloc] initWithFrame:CGRectMake(insets[0], insets[1], 335, [self heightAt:2])];
                [self.view addSubview:self.panel];
            }
            - (NSInteger)heightAt:(NSInteger)index {
                int heights[3] = {10, 20, 200};
                return heights[index];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 20, y: 100, width: 335, height: 200))
    }

    @Test("C's DBL_EPSILON is the double's gap above 1: a macro asking which phone this is answers for the device")
    func doubleEpsilon() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            #define SCREEN_H [UIScreen mainScreen].bounds.size.height
            #define IS_SMALL_PHONE (fabs((double)SCREEN_H - (double)568) < DBL_EPSILON)
            UIView *pic = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, IS_SMALL_PHONE ? 100 : 180)];
            [self.view addSubview:pic];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 667 is not 568: the larger phone's branch.
        #expect(session.frame("pic") == Rect(x: 0, y: 0, width: 375, height: 180))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("DBL_EPSILON") })
    }

    @Test("a Stevia edge given the app's own constant as an implicit member is that edge, 0 in the constant's place")
    func steviaImplicitMemberAmount() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Stevia
            final class Toolbar: UIView {
                let backArrow = UIButton()
                init() {
                    super.init(frame: .zero)
                    subviews(backArrow)
                    backArrow
                        .left(.gutter)
                        .top(8)
                        .size(26)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("backArrow") == Rect(x: 0, y: 8, width: 26, height: 26))
        #expect(outcomes.flatMap(\.notes).contains("'.gutter' is not in the paste (the app's own constant): 0 is used in its place"))
    }
}

extension Book171Tests {
    @Test("a #define naming a macro defined below it skips nothing and says nothing: the preprocessor expands it where it is used")
    func macroNamingALaterMacro() {
        var session = Session()
        let outcomes = session.script("""
            #define ROW_TOP (ROW_GAP * 2)
            #define ROW_GAP 15
            UIView *row = [[UIView alloc] initWithFrame:CGRectMake(0, ROW_TOP, 100, 20)];
            [self.view addSubview:row];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 30, width: 100, height: 20))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("ROW_GAP") })
    }
}

extension Book171Tests {
    @Test("a file's constant named height or width, read bare in a view's method, is the constant, not the view's frame")
    func fileConstantNamedLikeAFrameWord() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            private let height: CGFloat = 44
            private let width: CGFloat = 120
            final class Bar: UIView {
                let knob = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(knob)
                    knob.frame = CGRect(x: 0, y: 0, width: width, height: height)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let bar = Bar(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("knob") == Rect(x: 0, y: 0, width: 120, height: 44))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("UIView+Frame") })
    }

    @Test("systemLayoutSizeFitting of a view inside a container not placed yet counts its content, the container following it")
    func fittingInsideADetachedContainer() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            let outer = UIView()
            let inner = UIView()
            let tag = UILabel()
            tag.text = "Version 2"
            inner.addSubview(tag)
            tag.snp.makeConstraints { make in
                make.leading.trailing.top.equalToSuperview()
                make.bottom.equalToSuperview().inset(15)
            }
            outer.addSubview(inner)
            inner.snp.makeConstraints { $0.edges.equalToSuperview() }
            let fitted = inner.systemLayoutSizeFitting(CGSize(width: 375, height: 1000))
            outer.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: CGSize(width: 375, height: fitted.height))
            view.addSubview(outer)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The label's line, 20⅓ on the bare screen's 3× pixels, and 15 below it.
        #expect(session.frame("outer") ≈ Rect(x: 0, y: 100, width: 375, height: (106.0 / 3)))
        #expect(session.state.layout.conflicts.isEmpty)
    }

    @Test("'case .some:' matches an optional holding any value, and '(_?, nil)' one whose first part is not nil")
    func optionalCasePatterns() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.addSubview(badge)
            let subtitle: String? = "abc"
            switch subtitle {
            case .some:
                badge.frame.origin.x = 100
            case .none:
                badge.frame.origin.x = 0
            }
            let missing: String? = nil
            switch (subtitle, missing) {
            case (_?, nil):
                badge.frame.origin.y = 200
            default:
                badge.frame.origin.y = 0
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 100, y: 200, width: 50, height: 50))
    }
}
