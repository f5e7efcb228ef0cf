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
