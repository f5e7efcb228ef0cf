@testable import Language
import Layout
import Testing

/// What the forty-eighth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-eighth round")
struct Book194Tests {
    @Test("Masonry's insets set only the edges' constants: on a width, a size or a centre they leave the constant as it was, unlike SnapKit's")
    func masonryInsetsLeaveSizesAndCentres() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            UIView *banner = [UIView new];
            [self.view addSubview:banner];
            [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.equalTo(self.view).inset(20);
                make.height.mas_equalTo(50);
                make.centerX.equalTo(self.view).insets(UIEdgeInsetsMake(0, 40, 0, 0));
                make.top.equalTo(self.view).offset(100);
            }];
            UIView *cover = [UIView new];
            [self.view addSubview:cover];
            [cover mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.equalTo(self.view).insets(UIEdgeInsetsMake(10, 10, 10, 10));
                make.left.top.equalTo(self.view);
            }];
            UIView *footer = [UIView new];
            [self.view addSubview:footer];
            [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.equalTo(self.view).offset(-30).inset(20);
                make.height.mas_equalTo(50);
                make.left.equalTo(self.view).inset(12);
                make.bottom.equalTo(self.view).insets(UIEdgeInsetsMake(0, 0, 7, 0));
            }];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // As wide as the screen and centred on it: the insets touch neither.
        #expect(session.frame("banner") == Rect(x: 0, y: 100, width: 375, height: 50))
        #expect(session.frame("cover") == Rect(x: 0, y: 0, width: 375, height: 667))
        // The width keeps its offset of −30; the left edge takes the inset, the bottom −7.
        #expect(session.frame("footer") == Rect(x: 12, y: 610, width: 345, height: 50))
    }

    @Test("SnapKit's insets on a width and a centre still take the sides off and shift the centre")
    func snapKitInsetsOnSizesAndCentres() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let banner = UIView()
            view.addSubview(banner)
            banner.snp.makeConstraints { make in
                make.width.equalToSuperview().inset(20)
                make.height.equalTo(50)
                make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
                make.top.equalToSuperview().offset(100)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 40 wide, its centre 20 right of the screen's (187.5 + 20 − 167.5 = 40).
        #expect(session.frame("banner") == Rect(x: 40, y: 100, width: 335, height: 50))
    }
}
