import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a button showing an image beside its title. Documents written for these
/// tests; every frame worked out by hand.
@Suite("Frames IB stores: a button with an image and a title")
struct IB92Tests {
    static func xib(buttonType: String, fontSize: Int, imageHeight: Int) -> String {
        let type = buttonType == "custom" ? "" : " buttonType=\"\(buttonType)\""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="bt-92-top" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center"\(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-92-chk" userLabel="Agree">
                            <rect key="frame" x="10" y="10" width="200" height="\(imageHeight)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(fontSize)"/>
                            <state key="normal" title="I agree to the terms" image="tick"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-92-chk" firstAttribute="top" secondItem="bt-92-top" secondAttribute="top" constant="10" id="bt-92-c1"/>
                        <constraint firstItem="bt-92-chk" firstAttribute="leading" secondItem="bt-92-top" secondAttribute="leading" constant="10" id="bt-92-c2"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="tick" width="\(imageHeight)" height="\(imageHeight)"/>
            </resources>
        </document>
        """
    }

    @Test("a custom button's 26-pt image beside a 13-pt title: as tall as the image, not the title's line plus 12 (27.5, 28 rounded)")
    func customButtonAsTallAsItsImage() throws {
        let scene = try StoredFrames.built(Self.xib(buttonType: "custom", fontSize: 13, imageHeight: 26))
        let agree = try StoredFrames.frame(scene, "agree", rounded: true)
        #expect(agree.minY == 10)
        #expect(agree.height == 26)
    }

    @Test("a system button's 25-pt image beside an 11-pt title is 25 tall; an image shorter than the title's line leaves the line")
    func systemButtonTallerOfImageAndLine() throws {
        let tall = try StoredFrames.built(Self.xib(buttonType: "system", fontSize: 11, imageHeight: 25))
        #expect(try StoredFrames.frame(tall, "agree", rounded: true).height == 25)
        // 17 pt: a line of 20.29, whole points up to 21, above a 12-pt image.
        let short = try StoredFrames.built(Self.xib(buttonType: "system", fontSize: 17, imageHeight: 12))
        #expect(try StoredFrames.frame(short, "agree", rounded: true).height == 21)
    }

    @Test("a phone.fill drawn 25×25 is stored 1.5 lower and 22.5 tall; a tray.fill 25×43 1.5 lower and 39.5 tall")
    func phoneAndTraySymbols() throws {
        for (symbol, height, frame) in [("phone.fill", 25.0, Rect(x: 0, y: 1.5, width: 25, height: 22.5).snapped(toPixelsOf: 3)),
                                        ("tray.fill", 43, Rect(x: 0, y: 1.5, width: 25, height: 39.5).snapped(toPixelsOf: 3))] {
            guard case .known(let insets) = SymbolAlignment.insets(of: symbol, configuration: nil) else {
                Issue.record("\(symbol) is in the table"); continue
            }
            var layout = Layout()
            let icon = try layout.addView("icon", in: .root)
            try layout.setAlignmentRectInsets(icon, insets)
            for edge in [Attribute.left, .top] {
                _ = try layout.activate(LayoutConstraint(.view(icon), edge, .equal, .view(.root), edge))
            }
            _ = try layout.activate(LayoutConstraint(.view(icon), .width, .equal, constant: 25))
            _ = try layout.activate(LayoutConstraint(.view(icon), .height, .equal, constant: height))
            #expect(layout.frame(of: icon) == frame)
        }
    }
}
