@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 70: a controller's header pasted before its
/// `.m`, which presents the class twice, the second time from its `@implementation` alone.
@Suite("Objective-C app files, round 70")
struct ObjCApps70Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// A table controller's header, then its `.m` with a class extension and a lazy header view,
    /// pasted as one file: the header is an entry of its own.
    static let headerThenImplementation = """
        #import <UIKit/UIKit.h>

        @interface RecipeListController : UITableViewController

        @end

        #import "RecipeListController.h"

        static NSString *const recipeCellID = @"RecipeCell";

        @interface RecipeListController ()
        @property (nonatomic, strong) UIView *bannerView;
        @end

        @implementation RecipeListController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.rowHeight = 50;
            self.tableView.tableHeaderView = self.bannerView;
        }
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 20;
        }
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
        }
        - (UIView *)bannerView {
            if (!_bannerView) {
                _bannerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 60)];
            }
            return _bannerView;
        }
        @end
        """

    @Test("a table controller's .m pasted after its header is the header's UITableViewController, presented once")
    func implementationAfterHeaderKeepsItsSuperclass() {
        var session = Session()
        let outcomes = session.script(Self.headerThenImplementation)
        // UIKit: the controller's view is its table, filling the 375×667 screen; the header is as
        // wide as the table and 60 tall; the content is 60 + 20 rows × 50 = 1060.
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("tableHeaderView") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(session.contentSize("tableView") == Size(width: 375, height: 1060))
        // One table on the screen: the one the header's entry presented went.
        #expect(session.layout.id(of: "tableView2") == nil)
        #expect(session.layout.view(.root)?.subviews.count == 1)
        #expect(!Self.notes(outcomes).contains { $0.contains("taken as the header's outlet") })
        #expect(Self.notes(outcomes).contains {
            $0.contains("the RecipeListController an earlier entry presented is taken away, with its views ('tableView')")
        })
    }
}
