import Testing
import Layout
@testable import InterfaceBuilder

/// What the suites of frames IB stores share: a document read from XML written for the test,
/// its first scene built, and a view's frame in its superview, exact or to a thousandth of a
/// point (the solver's arithmetic leaves noise far below that).
enum StoredFrames {
    static func document(_ text: String) throws -> InterfaceDocument {
        try InterfaceDocument.read(Array(text.utf8))
    }

    /// The lines `layoutbook lint` prints for a document's text, as if read from `F.xib`.
    static func lint(_ text: String) throws -> [String] {
        let document = try InterfaceDocument.read(Array(text.utf8))
        return Lint.check(document, devices: nil).map { $0.line(file: "F.xib") }
    }

    static func built(_ text: String, device: Device? = nil) throws -> BuiltScene {
        SceneBuilder.build(try document(text), scene: 0, device: device)
    }

    static func frame(_ scene: BuiltScene, _ name: String, rounded: Bool = false) throws -> Rect {
        let r = scene.layout.frame(of: try #require(scene.layout.id(of: name)))
        return rounded ? Self.rounded(r) : r
    }

    static func rounded(_ r: Rect) -> Rect {
        func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return Rect(x: r3(r.origin.x), y: r3(r.origin.y), width: r3(r.size.width), height: r3(r.size.height))
    }

    /// A xib saved by `toolsVersion` for `device` whose top-level objects are `objects` (after
    /// the file's owner and first responder).
    /// `resources`: the document's `<resources>` entries (image sizes), none by default.
    static func xib(_ objects: String, toolsVersion: String = "22155", device: String = "retina6_1", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        """ + (resources.isEmpty ? "" : "\n    <resources>\n        \(resources)\n    </resources>") + """

        </document>
        """
    }
}
