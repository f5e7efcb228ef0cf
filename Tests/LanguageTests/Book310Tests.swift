@testable import Language
import Layout
import Testing

/// What the sixtieth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, sixtieth round")
struct Book310Tests {
    @Test("A builder object's method that nothing calls is named, with the call that runs it; calling it builds the views")
    func uncalledInstanceBuilderIsNamed() {
        var session = Session()
        let outcomes = session.script("""
            final class BannerBuilder: NSObject {
                let strip = UIView()
                func install(on host: UIView) {
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    host.addSubview(strip)
                    NSLayoutConstraint.activate([
                        strip.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
                        strip.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20),
                        strip.topAnchor.constraint(equalTo: host.topAnchor, constant: 90),
                        strip.heightAnchor.constraint(equalToConstant: 48),
                    ])
                }
            }
            struct Spacer {
                let gap: CGFloat
                func place(_ v: UIView, in host: UIView) { host.addSubview(v) }
            }
            extension UIView {
                func pinned(to other: UIView) { NSLayoutConstraint.activate([topAnchor.constraint(equalTo: other.topAnchor)]) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes == ["BannerBuilder.install(on:) and Spacer.place(_:in:) build views, but nothing pasted so far calls them (the app does, "
                          + "or a later entry may): nothing is shown yet — call one to see what it builds: BannerBuilder().install(on: view)"])
        let after = session.script("BannerBuilder().install(on: view)")
        #expect(after.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 20, y: 90, width: 335, height: 48))
        }

    @Test("A structure's builder is called on one made with its memberwise initialiser, whose arguments the note leaves to the reader")
    func uncalledStructBuilderNeedsArguments() {
        var session = Session()
        let outcomes = session.script("""
            struct Spacer {
                let gap: CGFloat
                func place(_ v: UIView, in host: UIView) { host.addSubview(v) }
            }
            """)
        #expect(outcomes.flatMap(\.notes) == ["Spacer.place(_:in:) builds views, but nothing pasted so far calls it (the app does, or a later "
                                              + "entry may): nothing is shown yet — call one to see what it builds: Spacer(…).place(view, in: view)"])
    }

    @Test("Constraints made before the view is placed are refused with the fix spelled in the entry's language")
    func notPlacedFixIsSpelledInObjectiveC() {
        var session = Session()
        let outcome = session.run("""
            @interface TrayController : UIViewController
            @property (nonatomic, strong) UIView *tray;
            @end
            @implementation TrayController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tray = [UIView new];
                [self.tray mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(60);
                }];
                [self.view addSubview:self.tray];
            }
            @end
            """)
        let message = outcome.diagnostics.map(\.message)
        #expect(message == ["'tray' is not in a view hierarchy yet; UIKit stops on constraints to it (“no common ancestor”) — "
                            + "place it first: [self.view addSubview:tray]"])
        #expect(session.state.layout.id(of: "tray") == nil)
    }
}
