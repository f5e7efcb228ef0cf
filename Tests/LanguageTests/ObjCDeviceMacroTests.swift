import Language
import Layout
import Testing

/// UIKit's `UI_USER_INTERFACE_IDIOM()` macro in Objective-C asks the device its idiom, as
/// `[[UIDevice currentDevice] userInterfaceIdiom]` does: the iPad branch on an iPad, the phone's
/// elsewhere. Written for this test.
@Suite("Objective-C's idiom macro")
struct ObjCDeviceMacroTests {
    static let banner = """
        UIView *banner = [[UIView alloc] init];
        [self.view addSubview:banner];
        if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
            banner.frame = CGRectMake(0, 0, 500, 90);
        } else {
            banner.frame = CGRectMake(0, 0, 320, 50);
        }
        """

    @Test("a phone takes the phone's branch, an iPad the iPad's, with no note on an unknown macro")
    func idiomBranches() {
        var phone = Session()
        let outcome = phone.run(Self.banner)
        #expect(!outcome.failed)
        #expect(phone.frame("banner") == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(!outcome.notes.contains { $0.contains("UI_USER_INTERFACE_IDIOM") })

        var pad = Session()
        pad.script("device iPad\n" + Self.banner)
        #expect(pad.frame("banner") == Rect(x: 0, y: 0, width: 500, height: 90))
    }
}
