import Testing
import Layout
@testable import InterfaceBuilder

/// Frames of documents where a stack view's arranged views, a placeholder intrinsic size and a
/// button's configuration decide. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: arranged views saved with a mask, placeholder sizes, configured buttons")
struct IBFix142Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    @Test("an image view arranged in a stack view is sized by its image even when the document saved it with an autoresizing mask, as UIStackView turns the mask off")
    func arrangedViewSavedWithAMask() throws {
        let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-142-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="st-142-001" userLabel="Row">
                            <rect key="frame" x="20" y="20" width="100" height="30"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-142-001" userLabel="Swatch">
                                    <rect key="frame" x="0.0" y="5" width="20" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="20" id="c-142-001"/>
                                        <constraint firstAttribute="height" constant="20" id="c-142-002"/>
                                    </constraints>
                                </view>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="info" id="im-142-001" userLabel="Info">
                                    <rect key="frame" x="24" y="0.0" width="30" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </imageView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-142-001" firstAttribute="leading" secondItem="rt-142-001" secondAttribute="leading" constant="20" id="c-142-003"/>
                        <constraint firstItem="st-142-001" firstAttribute="top" secondItem="rt-142-001" secondAttribute="top" constant="20" id="c-142-004"/>
                    </constraints>
                </view>
        """, device: "retina6_12", resources: #"<image name="info" width="30" height="30"/>"#)
        let scene = try StoredFrames.built(text)
        // The image view is its stored 30×30 (the image's), 4 after the 20-wide swatch; the row
        // is 20 + 4 + 30 wide and as tall as the image, the swatch centred in it.
        #expect(try frame(scene, "info") == Rect(x: 24, y: 0, width: 30, height: 30))
        #expect(try frame(scene, "row") == Rect(x: 20, y: 20, width: 54, height: 30))
        #expect(try frame(scene, "swatch") == Rect(x: 0, y: 5, width: 20, height: 20))
        #expect(!scene.notes.contains { $0.message.contains("ambiguous") })
    }

    /// A label with the text "Go" and a placeholder intrinsic size of 202×19, pinned at 20, 20.
    static let placeholderLabel = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-142-011">
                <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" placeholderIntrinsicWidth="202" placeholderIntrinsicHeight="19" text="Go" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-142-011" userLabel="Go">
                        <rect key="frame" x="20" y="20" width="202" height="19"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-142-011" firstAttribute="leading" secondItem="rt-142-011" secondAttribute="leading" constant="20" id="c-142-011"/>
                    <constraint firstItem="lb-142-011" firstAttribute="top" secondItem="rt-142-011" secondAttribute="top" constant="20" id="c-142-012"/>
                </constraints>
            </view>
    """, device: "retina6_12")

    @Test("a label's placeholder intrinsic size is IB's: its own device keeps it with a note, another device measures the text as UIKit does")
    func placeholderSizeIsDesignTimeOnly() throws {
        let canvas = try StoredFrames.built(Self.placeholderLabel)
        #expect(try frame(canvas, "go") == Rect(x: 20, y: 20, width: 202, height: 19))
        #expect(canvas.notes.contains { $0.message.contains("has a placeholder intrinsic size (202 wide, 19 tall), which IB's canvas uses and UIKit does not") })
        // On another phone (the iPhone 11, @2x) the text's own size: one line of 17 pt (20.29)
        // is 20.5 tall at the half point, and "Go" is far narrower than 202.
        let phone = try #require(InterfaceDevice.preset(for: "retina6_1"))
        let other = try StoredFrames.built(Self.placeholderLabel, device: phone)
        let measured = try frame(other, "go")
        #expect(measured.height == 20.5)
        #expect(measured.width < 30)
    }

    /// A button with a configuration of `style`, titled `title`, with `extra` attributes on the
    /// configuration and `inner` elements inside it, pinned 20 from the top and the leading edge.
    static func configured(_ extra: String, inner: String = "", title: String = "Add") -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-142-021">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-142-021" userLabel="Action">
                            <rect key="frame" x="20" y="20" width="80" height="35"/>
                            <buttonConfiguration key="configuration" style="plain" title="\(title)"\(extra)>
                                <fontDescription key="titleFontDescription" type="system" pointSize="14"/>
                                \(inner)
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-142-021" firstAttribute="leading" secondItem="rt-142-021" secondAttribute="leading" constant="20" id="c-142-021"/>
                        <constraint firstItem="bt-142-021" firstAttribute="top" secondItem="rt-142-021" secondAttribute="top" constant="20" id="c-142-022"/>
                    </constraints>
                </view>
        """, device: "retina6_12", resources: #"<image name="chevron" width="6" height="10"/><image name="badge" width="20" height="24"/>"#)
    }

    @Test("a configured button's contentInsets, image, imagePadding and imagePlacement from the document size it, as UIKit sizes the configuration")
    func configurationInsetsAndImage() throws {
        let bare = try frame(try StoredFrames.built(Self.configured("")), "action")
        // The configuration's own insets in place of 7/12: 12 above, 11 below, none at the sides.
        let inset = try frame(try StoredFrames.built(Self.configured("", inner: #"<directionalEdgeInsets key="contentInsets" top="12" leading="0.0" bottom="11" trailing="0.0"/>"#)), "action")
        #expect(inset.width == bare.width - 24)
        #expect(inset.height == bare.height - 14 + 23)
        // A 6×10 image trailing the title, 10 apart: 16 wider, no taller than the title's line.
        let trailing = try frame(try StoredFrames.built(Self.configured(#" image="chevron" imagePlacement="trailing" imagePadding="10""#)), "action")
        #expect(trailing.width == bare.width + 16)
        #expect(trailing.height == bare.height)
        // A 20×24 image above the title, 4 apart: as wide as the wider, 28 taller.
        let top = try frame(try StoredFrames.built(Self.configured(#" image="badge" imagePlacement="top" imagePadding="4""#)), "action")
        #expect(top.width == max(bare.width, 20 + 24))
        #expect(top.height == bare.height + 28)
        // A symbol's size is not known: the button is its title's, and the explanation says so.
        let symbol = try StoredFrames.built(Self.configured("", inner: #"<imageReference key="image" image="plus" catalog="system" symbolScale="default"/>"#))
        #expect(try frame(symbol, "action") == bare)
    }
}
