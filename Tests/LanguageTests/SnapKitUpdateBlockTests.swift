import Language
import Layout
import Testing

/// SnapKit's `updateConstraints` changes the constants of the constraints an earlier block made;
/// a `Constraint` kept from the update block is a new one SnapKit never installs. Every paste is
/// written for this test; frames are derived by hand on the default 375×667 screen.
@Suite("a constraint kept from SnapKit's updateConstraints")
struct SnapKitUpdateBlockTests {
    @Test("a SnapKit constraint kept from updateConstraints is never installed: deactivating it leaves the updated size")
    func snapKitUpdateBlockConstraintIsDetached() {
        var session = Session()
        let outcomes = session.script("""
        final class BadgeScreen: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.width.height.equalTo(40)
                    make.trailing.bottom.equalToSuperview().offset(-16)
                }
                var grown: Constraint? = nil
                badge.snp.updateConstraints { make in
                    grown = make.width.equalTo(120).constraint
                    make.height.equalTo(120)
                }
                grown?.deactivate()
                grown?.update(offset: 60)
            }
        }
        """)
        // The update block moved both sizes to 120; the kept constraint is SnapKit's new,
        // uninstalled one, so deactivate() and update(offset:) change nothing:
        // x = 375 - 16 - 120 = 239, y = 667 - 16 - 120 = 531.
        #expect(session.frame("badge") == Rect(x: 239, y: 531, width: 120, height: 120))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("a constraint kept from updateConstraints is SnapKit's new one, never installed") })
    }

    @Test("Masonry's constraint kept from mas_updateConstraints is the updated one: setOffset: moves it")
    func masonryUpdateBlockConstraintIsLive() {
        var session = Session()
        session.script("UIView *stamp = [UIView new];")
        session.script("[self.view addSubview:stamp];")
        session.script("""
        [stamp mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.left.equalTo(self.view).offset(20);
            make.width.height.mas_equalTo(@40);
        }];
        """)
        session.script("__block MASConstraint *stampWidth = nil;")
        session.script("""
        [stamp mas_updateConstraints:^(MASConstraintMaker *make) {
            stampWidth = make.width.mas_equalTo(@80);
        }];
        """)
        #expect(session.frame("stamp") == Rect(x: 20, y: 20, width: 80, height: 40))
        session.script("[stampWidth setOffset:120];")
        #expect(session.frame("stamp") == Rect(x: 20, y: 20, width: 120, height: 40))
    }
}
