@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 76: Foundation's boxed numbers and mutable
/// arrays, and a view class that makes its own outlet's view in code.
@Suite("Objective-C app files, round 76")
struct ObjC76Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// Offsets kept as boxed numbers in an array, read back with `floatValue`, and a range of
    /// indexes read with `intValue` / `integerValue`: NSNumber gives the number it holds.
    @Test("NSNumber's floatValue, intValue, integerValue and doubleValue give the boxed number")
    func numberAccessorsGiveTheBoxedValue() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShelfController : UIViewController
            @end
            @implementation ShelfController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *offsets = [[NSMutableArray alloc] init];
                CGFloat y = 20;
                for (int i = 0; i < 4; i++) {
                    [offsets addObject:[NSNumber numberWithFloat:y]];
                    y += 60;
                }
                NSArray *shown = @[@(1.9), @(2)];
                for (int i = [[shown objectAtIndex:0] intValue]; i <= [[shown objectAtIndex:1] integerValue]; i++) {
                    UIView *shelf = [[UIView alloc] initWithFrame:CGRectMake(10, [[offsets objectAtIndex:i] floatValue], 200, 50)];
                    [self.view addSubview:shelf];
                }
                NSNumber *end = @(y);
                UIView *badge = [[UIView alloc] initWithFrame:CGRectMake([@(12.5) doubleValue], [end floatValue], 30, 30)];
                [self.view addSubview:badge];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // offsets = 20, 80, 140, 200; y ends at 260. intValue of 1.9 is 1 (cut toward zero), so
        // the loop runs for 1 and 2: shelves at y 80 and 140. The badge is at (12.5, 260).
        #expect(session.frame("shelf") == Rect(x: 10, y: 80, width: 200, height: 50))
        #expect(session.frame("shelf2") == Rect(x: 10, y: 140, width: 200, height: 50))
        #expect(session.frame("badge") == Rect(x: 12.5, y: 260, width: 30, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("intValue") || $0.contains("floatValue") })
    }

    /// A cell whose header marks its label an outlet but whose `initWithStyle:` makes the label
    /// itself: made in code, UIKit connects no nib, so the cell holds the one label its code makes.
    @Test("an outlet the view's own init assigns is the view its code makes, not a nib's")
    func outletAssignedByTheInitIsTheCodesView() {
        var session = Session()
        let outcomes = session.script("""
            @interface MemoCell : UITableViewCell
            @property (strong, nonatomic) IBOutlet UILabel *memoLabel;
            @end
            @implementation MemoCell
            - (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    self.memoLabel = [[UILabel alloc] initWithFrame:CGRectZero];
                    self.memoLabel.translatesAutoresizingMaskIntoConstraints = NO;
                    self.memoLabel.text = @"Milk";
                    [self.contentView addSubview:self.memoLabel];
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-12-[_memoLabel]-12-|"
                        options:0 metrics:nil views:NSDictionaryOfVariableBindings(_memoLabel)]];
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10-[_memoLabel]-10-|"
                        options:0 metrics:nil views:NSDictionaryOfVariableBindings(_memoLabel)]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One label, 12 from each side of the 375-wide cell: 351 wide; a 17-pt line is 20.333
        // tall, 10 below the top; the cell is 10 + 20.333 + 10 = 40.333 tall.
        #expect(session.frame("memoLabel") ≈ Rect(x: 12, y: 10, width: 351, height: 61.0 / 3))
        #expect(session.frame("memoLabel2") == nil)
        #expect(session.frame("memoCell") ≈ Rect(x: 0, y: 0, width: 375, height: 20 + 61.0 / 3))
        #expect(!Self.notes(outcomes).contains { $0.contains("@IBOutlet memoLabel") })
    }

    /// A cache of slots filled with NSNull, a slot replaced by a view (`removeObjectAtIndex:`, then
    /// `insertObject:atIndex:`), and views laid out by their place in the array: NSMutableArray's
    /// edits by index change the array as Foundation's do.
    @Test("NSMutableArray's insertObject:atIndex:, removeObjectAtIndex: and removeLastObject edit the array")
    func mutableArrayEditsByIndex() {
        var session = Session()
        let outcomes = session.script("""
            @interface TrayController : UIViewController
            @end
            @implementation TrayController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *slots = [[NSMutableArray alloc] init];
                for (int i = 0; i < 3; i++) {
                    [slots addObject:[NSNull null]];
                }
                UIView *tile = [[UIView alloc] init];
                [slots removeObjectAtIndex:1];
                [slots insertObject:tile atIndex:1];
                UIView *spare = [[UIView alloc] init];
                [slots addObject:spare];
                [slots removeLastObject];
                UIView *placed = [slots objectAtIndex:1];
                placed.frame = CGRectMake(20, 40 * [slots count], 100, 30);
                [self.view addSubview:placed];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // slots: null, tile, null (3); spare added then removed again: 3. The tile is slot 1,
        // placed at y 40 × 3 = 120.
        #expect(session.frame("tile") == Rect(x: 20, y: 120, width: 100, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("removeObjectAtIndex") || $0.contains("insertObject") })
    }
}
