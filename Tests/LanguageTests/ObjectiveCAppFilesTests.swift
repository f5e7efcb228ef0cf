import Language
import Layout
import Testing

/// Objective-C as whole `.m` files from apps come: the compiler's annotations, C's declarations
/// and expressions that a paste holds around its layout code, and messages to nil, which
/// Objective-C answers where Swift would stop.
@Suite("Objective-C files as apps write them")
struct ObjectiveCAppFilesTests {
    @Test("the compiler's annotations change nothing: NS_ASSUME_NONNULL regions, a constant typed 'CGFloat const', a static function returning a qualified or generic type")
    func annotationsAndQualifiedDeclarations() {
        var session = Session()
        session.script("""
            #import "BadgeView.h"

            NS_ASSUME_NONNULL_BEGIN

            CGFloat const BadgePadding = 12;
            static CGFloat const BadgeSide(void) {
                return 40.0;
            }
            static NSArray<UIColor *> *BadgeColors(void) {
                return @[ [UIColor redColor], [UIColor blueColor] ];
            }

            @interface BadgeView ()
            @property (nullable, nonatomic, strong) UIView *dot API_AVAILABLE(ios(11.0));
            @end

            NS_ASSUME_NONNULL_END

            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER {
                self = [super initWithFrame:frame];
                if (self) {
                    _dot = [[UIView alloc] initWithFrame:CGRectMake(BadgePadding, BadgeColors().count * 4, BadgeSide(), BadgeSide())];
                    [self addSubview:_dot];
                }
                return self;
            }
            @end
            """)
        // x: the constant 12; y: two colours times 4; a 40-point square from the function.
        #expect(session.frame("dot") == Rect(x: 12, y: 8, width: 40, height: 40))
    }

    @Test("an assignment inside an expression runs first and reads as what it assigned: a constraint kept from inside the activate list changes later")
    func assignmentInsideArrayLiteral() {
        var session = Session()
        session.script("""
            @interface SliderController ()
            @property (nonatomic, strong) NSLayoutConstraint *thumbLeading;
            @end
            @implementation SliderController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *thumb = [UIView new];
                thumb.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:thumb];
                [NSLayoutConstraint activateConstraints:@[
                    (self.thumbLeading = [thumb.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:10]),
                    [thumb.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100],
                    [thumb.widthAnchor constraintEqualToConstant:44],
                    [thumb.heightAnchor constraintEqualToConstant:44],
                ]];
                self.thumbLeading.constant = 30;
            }
            @end
            """)
        #expect(session.frame("thumb") == Rect(x: 30, y: 100, width: 44, height: 44))
    }

    @Test("a statement expression ({ …; value; }) gives its last statement's value, and a boxed macro @SIDE is the macro's value")
    func statementExpressionAndBoxedMacro() {
        var session = Session()
        session.script("""
            #define SIDE_WIDTH (300 * 0.5)
            UIView *card = ({
                UIView *made = [[UIView alloc] initWithFrame:CGRectZero];
                made.backgroundColor = [UIColor whiteColor];
                made;
            });
            [self.view addSubview:card];
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view);
                make.width.equalTo(@SIDE_WIDTH);
                make.height.equalTo(@(SIDE_WIDTH / 3));
            }];
            """)
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test("C's BOOL is a number: translatesAutoresizingMaskIntoConstraints = 0 turns the mask off, and BOOL on = 1 is YES")
    func numbersAsBool() {
        var session = Session()
        session.script("""
            UIView *bar = [UIView new];
            bar.translatesAutoresizingMaskIntoConstraints = 0;
            [self.view addSubview:bar];
            BOOL tall = 1;
            [bar.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            [bar.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
            [bar.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            [bar.heightAnchor constraintEqualToConstant:(tall ? 64 : 44)].active = 1;
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 64))
    }

    @Test("a message to nil answers 0 and a setter sent to nil does nothing, as Objective-C makes them: the app's title still nil has length 0, an unset content view's frame is not set")
    func messagesAndSettersToNil() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoticeView ()
            @property (nonatomic, copy) NSString *detail;
            @end
            @implementation NoticeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _textLabel = [[UILabel alloc] init];
                    [self addSubview:_textLabel];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat top = self.title.length > 0 ? 20 : 8;
                self.textLabel.frame = CGRectMake(16, top, 200, 30 + [self.detail floatValue]);
                self.accessoryView.frame = self.bounds;
                for (UIView *mark in self.marks) {
                    mark.frame = CGRectZero;
                }
            }
            @end
            """)
        // No title, no detail: 8 from the top, 30 tall; the accessory view is nil, so nothing is set.
        #expect(session.frame("textLabel") == Rect(x: 16, y: 8, width: 200, height: 30))
        let notes = outcomes.flatMap(\.notes).joined(separator: "\n")
        #expect(notes.contains("'frame' is set on nil: Objective-C does nothing there"))
        // floatValue is a property of NSNumber (and NSString) in Foundation's headers: read from nil.
        #expect(notes.contains("'floatValue' is read from nil: Objective-C answers 0 there"))
    }

    @Test("[self status] is the getter of the property status: a lazy getter makes the label once, and the instance variable's view is named as its property")
    func getterSentAsMessage() {
        var session = Session()
        session.script("""
            @interface StatusController ()
            @property (nonatomic, strong) UILabel *status;
            @end
            @implementation StatusController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _status = [self status];
                [self.view addSubview:_status];
                _status.frame = CGRectMake(10, 20, 100, 30);
            }
            - (UILabel *)status {
                if (!_status) {
                    _status = [[UILabel alloc] init];
                }
                return _status;
            }
            @end
            """)
        #expect(session.frame("status") == Rect(x: 10, y: 20, width: 100, height: 30))
    }

    @Test("an instance variable _imageView is the class's own, even where UIKit's superclass has an imageView; a cast receiver [(UIView *)v …] is the value")
    func ownInstanceVariableBesideUIKitName() {
        var session = Session()
        session.script("""
            @implementation PhotoCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _imageView = [[UIView alloc] initWithFrame:CGRectZero];
                    _imageView.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_imageView];
                    [(UIView *)_imageView setBackgroundColor:[UIColor grayColor]];
                    [NSLayoutConstraint activateConstraints:@[
                        [self.imageView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:2],
                        [self.imageView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:2],
                        [self.imageView.widthAnchor constraintEqualToConstant:60],
                        [self.imageView.heightAnchor constraintEqualToConstant:60],
                    ]];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("imageView") == Rect(x: 2, y: 2, width: 60, height: 60))
    }

    @Test("a class named …ViewController whose methods are a view's (initWithFrame:, layoutSubviews) is a view, and its subviews are placed")
    func viewNamedLikeController() {
        var session = Session()
        session.script("""
            @implementation ProfileCardViewController
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self addSubview:self.nameLabel];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.mas_left).offset(16);
                    make.top.equalTo(self.mas_top).offset(66);
                    make.width.mas_equalTo(202);
                    make.height.mas_equalTo(41);
                }];
            }
            - (UILabel *)nameLabel {
                if (!_nameLabel) {
                    _nameLabel = [[UILabel alloc] init];
                }
                return _nameLabel;
            }
            @end
            """)
        #expect(session.frame("nameLabel") == Rect(x: 16, y: 66, width: 202, height: 41))
    }

    @Test("a category's methods are every instance's: @implementation UIView (Pinning) centres an activity indicator, a subclass of UIView")
    func categoryOnUIKitClass() {
        var session = Session()
        session.script("""
            @implementation UIView (Pinning)
            - (void)centerInSuperview {
                [NSLayoutConstraint constraintWithItem:self attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.superview attribute:NSLayoutAttributeCenterX multiplier:1 constant:0].active = YES;
                [NSLayoutConstraint constraintWithItem:self attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:self.superview attribute:NSLayoutAttributeCenterY multiplier:1 constant:0].active = YES;
            }
            @end

            @implementation SpinnerController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] init];
                spinner.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:spinner];
                [spinner centerInSuperview];
                [spinner.widthAnchor constraintEqualToConstant:40].active = YES;
                [spinner.heightAnchor constraintEqualToConstant:40].active = YES;
            }
            @end
            """)
        // Centred: (375 - 40) / 2 and (667 - 40) / 2.
        #expect(session.frame("spinner") == Rect(x: 167.5, y: 313.5, width: 40, height: 40).snapped(toPixelsOf: 3))
    }

    @Test("a block's parameter typed with parentheses (__typeof(self) self), a rectangle made of braces {{x, y}, size}, a C typedef's declaration")
    func blockParametersAndNestedCompoundLiteral() {
        var session = Session()
        session.script("""
            CGSize avatarSize = CGSizeMake(48, 48);
            UIView *avatar = [[UIView alloc] initWithFrame:(CGRect){{8.0, 12.0}, avatarSize}];
            [self.view addSubview:avatar];
            dispatch_time_t when = 0;
            [@[avatar] enumerateObjectsUsingBlock:^(__typeof(avatar) view, NSUInteger idx, BOOL *stop) {
                view.frame = (CGRect){{8.0, 12.0}, {64, 64}};
            }];
            """)
        #expect(session.frame("avatar") == Rect(x: 8, y: 12, width: 64, height: 64))
    }

    @Test("Masonry's offset sent to a kept constraint through its filler (self.leftConstraint.with.offset(120)) changes its constant")
    func keptMasonryConstraintWithFiller() {
        var session = Session()
        session.script("""
            @interface DrawerController ()
            @property (nonatomic, strong) MASConstraint *leftConstraint;
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation DrawerController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.panel = [UIView new];
                [self.view addSubview:self.panel];
                [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.bottom.equalTo(self.view);
                    make.width.equalTo(self.view.mas_width);
                    self.leftConstraint = make.left.equalTo(self.view.mas_left).with.offset(0);
                }];
                self.leftConstraint.with.offset(120);
            }
            @end
            """)
        #expect(session.frame("panel") == Rect(x: 120, y: 0, width: 375, height: 667))
    }

    @Test("a table's header set while the table is still unplaced (0 wide) takes the table's width once the table is laid out, its height kept")
    func tableHeaderFollowsTableWidth() {
        var session = Session()
        session.script("""
            @interface MenuController ()
            @property (nonatomic, strong) UITableView *menuTable;
            @end
            @implementation MenuController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.menuTable = [[UITableView alloc] init];
                [self.view addSubview:self.menuTable];
                UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 183)];
                self.menuTable.tableHeaderView = header;
                [self.menuTable mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.bottom.equalTo(self.view);
                    make.width.equalTo(@300);
                }];
            }
            @end
            """)
        #expect(session.frame("menuTable") == Rect(x: 0, y: 0, width: 300, height: 667))
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 300, height: 183))
    }

    @Test("a name for the screen's size the paste never declares (ScreenWidth, kScreenHeight) is the screen's, with a note")
    func screenSizeNames() {
        var session = Session()
        let outcomes = session.script("""
            UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, kScreenHeight - 50, ScreenWidth, 50)];
            [self.view addSubview:banner];
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 617, width: 375, height: 50))
        let notes = outcomes.flatMap(\.notes).joined(separator: "\n")
        #expect(notes.contains("'ScreenWidth' is not in the paste: taken as the screen's width, 375, as apps define it"))
    }

    @Test("an enum's constants number as C numbers them (NS_ENUM with and without typedef, values written or one more than the one before), and a block held in a variable runs when called")
    func enumConstantsAndBlockVariables() {
        var session = Session()
        session.script("""
            typedef NS_ENUM(NSInteger, RowKind) {
                RowKindTitle = 1,
                RowKindBody,
                RowKindFooter,
            };
            NS_ENUM(NSUInteger, GapSize)
            {
                GapSizeSmall = 4,
                GapSizeLarge = GapSizeSmall * 2,
            };
            UIView *row = [UIView new];
            [self.view addSubview:row];
            void (^place)(CGFloat top) = ^(CGFloat top) {
                row.frame = CGRectMake(GapSizeLarge, top, 100, RowKindFooter * 10);
            };
            place(RowKindBody * 20);
            """)
        // x: 4 × 2; y: the body kind, 2, × 20; height: the footer kind, 3, × 10.
        #expect(session.frame("row") == Rect(x: 8, y: 40, width: 100, height: 30))
    }

    @Test("Masonry's attribute with an offset and no relation: make.size.sizeOffset(CGSizeMake(66, 44)) is a 66×44 size, make.left.offset(10) is 10 from the superview's left; a kept constraint's equalTo(@0) sets its constant")
    func masonryOffsetWithoutRelation() {
        var session = Session()
        session.script("""
            @interface FoldCell ()
            @property (nonatomic, strong) UIButton *foldButton;
            @end
            @implementation FoldCell {
                MASConstraint *_foldHeight;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIView *badge = [UIView new];
                    [self.contentView addSubview:badge];
                    [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.size.sizeOffset(CGSizeMake(66, 44));
                        make.left.offset(10);
                        make.top.offset(4);
                    }];
                    self.foldButton = [UIButton new];
                    [self.contentView addSubview:self.foldButton];
                    [self.foldButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(badge.mas_right).offset(8);
                        make.top.equalTo(badge);
                        make.width.mas_equalTo(80);
                        _foldHeight = make.height.mas_equalTo(30);
                        make.bottom.equalTo(self.contentView).offset(-4).priorityHigh();
                    }];
                    _foldHeight.equalTo(@0);
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("badge") == Rect(x: 10, y: 4, width: 66, height: 44))
        // 10 + 66 + 8; its height set to 0 through the kept constraint.
        #expect(session.frame("foldButton") == Rect(x: 84, y: 4, width: 80, height: 0))
    }

    @Test("removeFromSuperview of a view already taken away with its superview does nothing, as UIKit's does: a getter that rebuilds a scroll view and its label runs twice")
    func removingViewGoneWithItsSuperview() {
        var session = Session()
        session.script("""
            @interface TagsController ()
            @property (nonatomic, strong) UIScrollView *tagsView;
            @property (nonatomic, strong) UILabel *tagsLabel;
            @end
            @implementation TagsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self rebuildTags];
                [self rebuildTags];
            }
            - (void)rebuildTags {
                if (_tagsView) {
                    [_tagsView removeFromSuperview];
                    _tagsView = nil;
                }
                if (_tagsLabel) {
                    [_tagsLabel removeFromSuperview];
                    _tagsLabel = nil;
                }
                _tagsLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 200, 20)];
                _tagsView = [[UIScrollView alloc] initWithFrame:CGRectMake(16, 100, 343, 20)];
                [_tagsView addSubview:_tagsLabel];
                [self.view addSubview:_tagsView];
            }
            @end
            """)
        #expect(session.frame("tagsView") == Rect(x: 16, y: 100, width: 343, height: 20))
        #expect(session.frame("tagsLabel") == Rect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test("a class method of the app's own category near a UIKit name ([UIView autolayoutView]) makes a plain view with its mask off, as the name says, not a misspelling")
    func categoryFactoryNearUIKitName() {
        var session = Session()
        let outcomes = session.script("""
            UIView *separator = [UIView autolayoutView];
            [self.view addSubview:separator];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[separator]-16-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(separator)]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-100-[separator(1)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(separator)]];
            """)
        #expect(session.frame("separator") == Rect(x: 16, y: 100, width: 343, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'UIView.autolayoutView(…)' is not in the paste (the app's own extension)") })
    }

    @Test("a number, a structure or an element read from nil is C's zero, as an unset instance variable is, each with a note; a category's property near a UIKit name is the app's own; self replaced by a nib's view runs no initializer")
    func zerosFromNil() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ReplyCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _replyButton = [[UIButton alloc] initWithFrame:CGRectMake(_cellWidth - 60, 10, 50, 30)];
                    [self.contentView addSubview:_replyButton];
                    _badge = [[UIView alloc] initWithFrame:[_anchorView convertRect:_anchorView.bounds toView:self]];
                    [self.contentView addSubview:_badge];
                    UIView *first = _markViews[0];
                    _marker = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.contentView.lx_width, first == nil ? 2 : 4)];
                    [self.contentView addSubview:_marker];
                }
                return self;
            }
            @end
            """)
        // _cellWidth unset: 0 - 60; the badge from a message to nil: zeros; the marker 2 tall (no mark view).
        #expect(session.frame("replyButton") == Rect(x: -60, y: 10, width: 50, height: 30))
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(session.frame("marker")?.height == 2)
        let notes = outcomes.flatMap(\.notes).joined(separator: "\n")
        #expect(notes.contains("'-' on a value still nil: an Objective-C number not set yet is 0, which is used"))
        #expect(notes.contains("an element of nil is read: Objective-C answers nil there"))

        var nib = Session()
        nib.script("""
            @implementation StatusView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [[[NSBundle mainBundle] loadNibNamed:@"StatusView" owner:nil options:nil] firstObject];
                if (self) {
                    self.frame = frame;
                }
                return self;
            }
            @end
            """)
    }

    @Test("an assignment in an else-if's condition runs in the else branch; one in a do-while's condition runs at the end of each turn, before the test")
    func assignmentsInConditions() {
        var session = Session()
        session.script("""
            UIView *shown = nil;
            UIView *spare = nil;
            BOOL compact = YES;
            if (compact) {
                shown = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 80, 40)];
            } else if ((spare = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)])) {
                shown = spare;
            }
            [self.view addSubview:shown];
            if (spare) {
                [self.view addSubview:spare];
            }
            """)
        // The first branch ran, so the else-if's condition, and its assignment, never did.
        #expect(session.frame("shown") == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(session.frame("spare") == nil)
        // A do-while's assignment runs at the end of each turn, before its value is tested.
        session.script("""
            UIView *outer = [[UIView alloc] init];
            UIView *inner = [[UIView alloc] init];
            [outer addSubview:inner];
            UIView *walker = inner;
            int hops = 0;
            do { hops++; } while ((walker = walker.superview));
            UIView *marker = [[UIView alloc] initWithFrame:CGRectMake(0, 0, hops * 10, 10)];
            [self.view addSubview:marker];
            """)
        #expect(session.frame("marker") == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("a class named in lower case and sent alloc ([[vbadge alloc] init]) is a class: the app's own, skipped with a note when the paste lacks it, not a misspelt name")
    func lowercaseClassName() {
        var session = Session()
        let outcomes = session.script("""
            @implementation vhome
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                vbadge *badge = [[vbadge alloc] init];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 64)];
                [self addSubview:bar];
                return self;
            }
            @end
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'vbadge") })
    }
}
