import Foundation
import Layout

/// Reads a xib that Xcode 3 and 4 saved in Interface Builder 3's *archive* format (`<archive
/// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">`) by translating its keyed
/// object graph into the element tree of the `<document>` format that replaced it in Xcode 5:
/// `IBUILabel` becomes `<label>`, `NSFrame` `<rect key="frame">`, `NSvFlags` an
/// `<autoresizingMask>`, `IBNSLayoutConstraint` a `<constraint>`. Every later stage (the
/// document reader, the scene builder, lint's stored-frame check) then works on archives
/// unchanged, and every translated element keeps the line and column of the archived object it
/// stands for, so notes and lint lines point into the archive.
///
/// An archive is an `NSKeyedArchiver`-like tree: each object is `<object class="IBUIView"
/// id="…">` whose members are children named by `key` (`<int key="NSvFlags">292</int>`), and an
/// object met again is `<reference ref="…"/>`. Version 7.x writes arrays as `<object
/// class="NSMutableArray">` opened by `<bool key="EncodedWithXMLCoder">`, 8.00 as `<array>`;
/// dictionaries are parallel `dict.sortedKeys` / `dict.values` arrays, or keyed children.
struct ArchiveTranslator {
    /// Every archived element with an `id`, by id: what `<reference ref=…>` points at.
    var objects: [String: MarkupElement] = [:]
    /// IB's object ids (`IBObjectRecord`'s `objectID`) by XML id: `flattenedProperties` are
    /// keyed by them (`"12.CustomClassName"`).
    var objectIDs: [String: String] = [:]
    /// The names the developer gave objects in IB's outline (`objectName`), by XML id.
    var objectNames: [String: String] = [:]
    /// `flattenedProperties`: `"<objectID>.<property>"` → value.
    var properties: [String: MarkupElement] = [:]
    /// Outlets by the XML id of the object holding them: (property, destination id).
    var outlets: [String: [(property: String, destination: String)]] = [:]
    /// Translated `<constraint>`s by the XML id of the view holding them (`containingView`).
    var constraints: [String: [MarkupElement]] = [:]
    /// The views translated so far: a reference cycle or a view in two superviews is read once.
    var translated: Set<String> = []
    var notes: [InterfaceNote] = []

    /// Archived classes and the `<document>` element each is written as since Xcode 5.
    static let viewElements: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUIScrollView": "scrollView", "IBUITableView": "tableView", "IBUITableViewCell": "tableViewCell",
        "IBUITextField": "textField", "IBUITextView": "textView", "IBUISearchBar": "searchBar",
        "IBUISegmentedControl": "segmentedControl", "IBUISwitch": "switch", "IBUISlider": "slider",
        "IBUIActivityIndicatorView": "activityIndicatorView", "IBUINavigationBar": "navigationBar",
        "IBUIToolbar": "toolbar", "IBUITabBar": "tabBar", "IBUIWebView": "webView", "IBUIPickerView": "pickerView",
        "IBUIDatePicker": "datePicker", "IBUIProgressView": "progressView", "IBUIPageControl": "pageControl",
        "IBUIStepper": "stepper", "IBMKMapView": "mapView", "IBUICollectionView": "collectionView",
        "IBUICollectionViewCell": "collectionViewCell", "IBUICollectionReusableView": "collectionReusableView",
        "IBGLKView": "glkView",
    ]

    /// The `<document>` tree an archive stands for, and the notes the translation left.
    static func translate(_ archive: MarkupElement) throws(InterfaceError) -> (document: MarkupElement, notes: [InterfaceNote]) {
        guard let data = archive.child("data") else {
            throw InterfaceError("an Interface Builder 3 archive without <data>: nothing to read", at: archive.location)
        }
        var translator = ArchiveTranslator()
        translator.index(archive)
        guard let rootObjects = translator.member(data, "IBDocument.RootObjects") else {
            throw InterfaceError("an Interface Builder 3 archive without IBDocument.RootObjects: no objects to read", at: data.location)
        }
        if let container = translator.member(data, "IBDocument.Objects") { translator.readContainer(container) }
        translator.collectConstraints(data)
        var objects: [MarkupElement] = []
        for object in translator.items(rootObjects) {
            objects += translator.topLevel(object)
        }
        translator.noteUnplacedConstraints()
        let version = translator.text(translator.member(data, "IBDocument.InterfaceBuilderVersion"))
        let type = archive["type"] ?? ""
        var attributes = ["type": type.contains("CocoaTouch") ? "com.apple.InterfaceBuilder3.CocoaTouch.XIB" : type,
                          "version": "3.0"]
        // IB 3 and 4's build numbers (677 to 3084) are below every Xcode 5 `toolsVersion` (4514
        // on): the rules that follow the version (whole points, iOS 6's cell margins) apply.
        if let version, Int(version) != nil { attributes["toolsVersion"] = version }
        var document = MarkupElement(name: "document", attributes: attributes, location: archive.location)
        document.children.append(Self.element("objects", [:], at: rootObjects.location, children: objects))
        if let sizes = translator.member(data, "IBDocument.LastKnownImageSizes") {
            document.children.append(Self.element("resources", [:], at: sizes.location, children: translator.imageSizes(sizes)))
        }
        let saved = version.map { " (saved by Interface Builder \($0))" } ?? ""
        translator.notes.insert(InterfaceNote("an Interface Builder 3 archive\(saved): its views, frames, autoresizing masks, "
                                              + "hidden flags, texts, fonts, custom classes, outlets, simulated bars and constraints "
                                              + "are read; colors, images' pixels, localizations, bar items and view controllers' "
                                              + "own settings are not, and it names no device; its canvas drew iOS 6's controls "
                                              + "(or older ones), whose stored sizes differ from UIKit's since iOS 7",
                                              at: archive.location), at: 0)
        return (document, translator.notes)
    }

    // MARK: - The archive's object graph

    /// Indexes every element with an `id` (the first one wins, as a reference means the first).
    mutating func index(_ root: MarkupElement) {
        var stack = [root]
        while let next = stack.popLast() {
            if let id = next["id"], objects[id] == nil { objects[id] = next }
            stack += next.children.reversed()
        }
    }

    /// The element a `<reference ref=…>` points at, or the element itself; nothing for `<nil>`.
    func resolve(_ element: MarkupElement) -> MarkupElement? {
        if element.name == "nil" { return nil }
        guard element.name == "reference" else { return element }
        return element["ref"].flatMap { objects[$0] }
    }

    /// The member of an object stored under `key`, references followed.
    func member(_ object: MarkupElement?, _ key: String) -> MarkupElement? {
        guard let found = object?.children.first(where: { $0["key"] == key }) else { return nil }
        return resolve(found)
    }

    /// The items of an archived array, in order, references followed.
    func items(_ array: MarkupElement?) -> [MarkupElement] {
        (array?.children ?? []).filter { $0["key"] != "EncodedWithXMLCoder" }.compactMap(resolve)
    }

    /// The entries of an archived dictionary, in the archive's order: parallel `dict.sortedKeys`
    /// and `dict.values` arrays (7.x), `NS.key.N` / `NS.object.N` pairs, or keyed children (8.00).
    func entries(_ dictionary: MarkupElement) -> [(key: String, value: MarkupElement)] {
        if let keys = member(dictionary, "dict.sortedKeys") {
            return zip(items(keys).map { text($0) ?? "" }, items(member(dictionary, "dict.values"))).map { ($0, $1) }
        }
        if dictionary.children.contains(where: { $0["key"] == "NS.key.0" }) {
            var out: [(key: String, value: MarkupElement)] = []
            var i = 0
            while let key = member(dictionary, "NS.key.\(i)"), let value = member(dictionary, "NS.object.\(i)") {
                out.append((text(key) ?? "", value))
                i += 1
            }
            return out
        }
        return dictionary.children.compactMap { child in
            guard let key = child["key"], key != "EncodedWithXMLCoder", let value = resolve(child) else { return nil }
            return (key, value)
        }
    }

    /// A value's text: `<string>` (decoded when `type="base64-UTF8"`), `<int>`, `<double>`,
    /// `<bool>`, or the `value` of `<integer>`, `<real>`, `<boolean>`.
    func text(_ element: MarkupElement?) -> String? {
        guard let element else { return nil }
        if let value = element["value"] { return value }
        if element["type"] == "base64-UTF8" {
            // IB drops the padding.
            var encoded = element.text.filter { !$0.isWhitespace }
            while encoded.count % 4 != 0 { encoded += "=" }
            return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) }
        }
        return element.text
    }

    func number(_ element: MarkupElement?) -> Double? {
        text(element).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0.isFinite ? $0 : nil }
    }

    func integer(_ element: MarkupElement?) -> Int? {
        number(element).flatMap { abs($0) < 1e15 ? Int($0) : nil }
    }

    /// The `objectID`, outline name, outlets and flattened properties of `IBDocument.Objects`.
    mutating func readContainer(_ container: MarkupElement) {
        for record in items(member(member(container, "objectRecords"), "orderedObjects")) {
            guard let object = record.children.first(where: { $0["key"] == "object" }),
                  let id = object.name == "reference" ? object["ref"] : object["id"] else { continue }
            if let objectID = text(member(record, "objectID")) { objectIDs[id] = objectID }
            if let name = text(member(record, "objectName")), !name.isEmpty { objectNames[id] = name }
        }
        for record in items(member(container, "connectionRecords")) {
            guard let connection = member(record, "connection"), connection["class"] == "IBCocoaTouchOutletConnection",
                  let property = text(member(connection, "label")),
                  let source = member(connection, "source")?["id"],
                  let destination = member(connection, "destination")?["id"] else { continue }
            outlets[source, default: []].append((property, destination))
        }
        if let flattened = member(container, "flattenedProperties") {
            for (key, value) in entries(flattened) where properties[key] == nil { properties[key] = value }
        }
    }

    /// A flattened property of the object with this XML id.
    func property(_ id: String, _ name: String) -> MarkupElement? {
        objectIDs[id].flatMap { properties["\($0).\(name)"] }
    }

    // MARK: - Top-level objects

    /// One of `IBDocument.RootObjects`: File's Owner and First Responder as placeholders, a view
    /// as a top-level view; a window as a plain view, and a controller's stored view as a
    /// top-level view, each with a note.
    mutating func topLevel(_ object: MarkupElement) -> [MarkupElement] {
        let className = object["class"] ?? object.name
        if className == "IBProxyObject" {
            var placeholder = Self.element("placeholder", ["placeholderIdentifier": text(member(object, "IBProxiedObjectIdentifier")) ?? "",
                                                           "id": object["id"] ?? "\(object.location)"], at: object.location)
            if let id = object["id"] {
                if let custom = text(property(id, "CustomClassName")), !["UIResponder", "NSObject"].contains(custom) {
                    placeholder.attributes["customClass"] = custom
                }
                placeholder.children += connections(id, at: object.location)
            }
            return [placeholder]
        }
        if className == "IBUIWindow" {
            notes.append(InterfaceNote("a UIWindow (IBUIWindow): laid out as a plain view of its frame; the view controllers an app "
                                       + "delegate puts in it are not part of it", at: object.location))
            return [view(object, as: "view")].compactMap { $0 }
        }
        if Self.viewElements[className] != nil || isView(object) {
            return [view(object)].compactMap { $0 }
        }
        return controllerViews(object, className: className)
    }

    /// Members under which a container controller keeps its own bars, archived 0×0 (UIKit
    /// sizes them): not views of the document's layout.
    static let controllerBars: Set<String> = ["IBUINavigationBar", "IBUITabBar", "IBUIToolbar"]

    /// A controller (IBUIViewController, IBUINavigationController…) at the top level, or inside
    /// one (`IBUIViewControllers`): the views it holds directly (its `IBUIView`) are read as
    /// top-level views, with a note, as is a view it loads from another nib (`IBUINibName`) or
    /// none at all.
    mutating func controllerViews(_ object: MarkupElement, className: String) -> [MarkupElement] {
        // A controller met again (a child naming its parent) is read once.
        guard translated.insert("controller \(object["id"] ?? "\(object.location)")").inserted else { return [] }
        var views: [MarkupElement] = []
        for child in object.children where child.name == "object" && isView(child) {
            guard let key = child["key"], !Self.controllerBars.contains(key) else { continue }
            if let read = view(child) { views.append(read) }
        }
        let custom = object["id"].flatMap { text(property($0, "CustomClassName")) }
        let named = custom.map { "\($0) (\(className))" } ?? className
        if let nib = text(member(object, "IBUINibName")), !nib.isEmpty {
            notes.append(InterfaceNote("\(named) loads its view from \(nib).xib: that file is read on its own", at: object.location))
        } else if !views.isEmpty {
            notes.append(InterfaceNote("\(named)'s view is laid out as a top-level view, without the controller's bars", at: object.location))
        } else if className.hasSuffix("Controller"), member(object, "IBUIViewControllers") == nil {
            notes.append(InterfaceNote("\(named) stores no view in this file: nothing of it is laid out", at: object.location))
        }
        for child in items(member(object, "IBUIViewControllers")) {
            views += controllerViews(child, className: child["class"] ?? child.name)
        }
        return views
    }

    /// Whether an archived object is a view: a class of the table, or one that stores a view's
    /// frame or flags.
    func isView(_ object: MarkupElement) -> Bool {
        if let className = object["class"], Self.viewElements[className] != nil || className == "IBUIWindow" { return true }
        return object.children.contains { ["NSvFlags", "NSFrame", "NSFrameSize"].contains($0["key"]) }
    }

    /// `<connections><outlet property=… destination=…/>` for the outlets an object holds.
    func connections(_ id: String, at location: DocumentLocation) -> [MarkupElement] {
        guard let held = outlets[id], !held.isEmpty else { return [] }
        let outletElements = held.map { Self.element("outlet", ["property": $0.property, "destination": $0.destination], at: location) }
        return [Self.element("connections", [:], at: location, children: outletElements)]
    }

    // MARK: - Views

    /// One archived view and its subviews as a view element (`as` overrides the class's element).
    mutating func view(_ object: MarkupElement, as forced: String? = nil) -> MarkupElement? {
        let className = object["class"] ?? "?"
        let id = object["id"] ?? "archive@\(object.location)"
        guard translated.insert(id).inserted else {
            notes.append(InterfaceNote("\(className) '\(id)' is archived in two places (or inside itself): read once", at: object.location))
            return nil
        }
        let known = forced ?? Self.viewElements[className]
        if known == nil {
            notes.append(InterfaceNote("\(className) is not a view class Layoutbook knows: laid out as a plain UIView (no intrinsic size)",
                                       at: object.location))
        }
        let elementName = known ?? "view"
        var attributes = ["id": id]
        if let custom = text(property(id, "CustomClassName")) { attributes["customClass"] = custom }
        if let label = objectNames[id] { attributes["userLabel"] = label }
        if let translates = property(id, "IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"), text(translates) == "NO" {
            attributes["translatesAutoresizingMaskIntoConstraints"] = "NO"
        }
        // NSvFlags: the autoresizing mask in the low 6 bits, hidden in the top bit.
        let flags = integer(member(object, "NSvFlags")).map { UInt32(truncatingIfNeeded: $0) } ?? 0
        if flags & 0x8000_0000 != 0 { attributes["hidden"] = "YES" }
        var element = Self.element(elementName, attributes, at: object.location)
        if let frame = frame(object) { element.children.append(frame) }
        element.children.append(Self.mask(flags, at: object.location))
        let content = content(object, element: elementName)
        element.attributes.merge(content.attributes) { own, _ in own }
        element.children += content.children
        element.children += simulatedMetrics(object)
        // Subviews; a cell's content view is its own element.
        let contentView = elementName == "tableViewCell" ? member(object, "IBUIContentView")?["id"] : nil
        var subviews: [MarkupElement] = []
        for sub in items(member(object, "NSSubviews")) {
            guard isView(sub) else {
                notes.append(InterfaceNote("\(sub["class"] ?? sub.name) inside NSSubviews is not a view: skipped", at: sub.location))
                continue
            }
            guard var read = view(sub) else { continue }
            if let contentView, sub["id"] == contentView {
                read.name = "tableViewCellContentView"
                read.attributes["key"] = "contentView"
                element.children.append(read)
            } else {
                subviews.append(read)
            }
        }
        if !subviews.isEmpty { element.children.append(Self.element("subviews", [:], at: object.location, children: subviews)) }
        if let held = constraints[id], !held.isEmpty {
            element.children.append(Self.element("constraints", [:], at: object.location, children: held))
            constraints[id] = []
        }
        element.children += connections(id, at: object.location)
        return element
    }

    /// `NSFrame` (`{{x, y}, {w, h}}`) or `NSFrameSize` (`{w, h}`, at the origin) as `<rect key="frame">`.
    mutating func frame(_ object: MarkupElement) -> MarkupElement? {
        let keys = [("NSFrame", 4), ("NSFrameSize", 2)]
        for (key, count) in keys {
            guard let stored = member(object, key), let value = text(stored) else { continue }
            let parts = value.split(whereSeparator: { "{}, ".contains($0) })
            let values = parts.compactMap { Double($0) }.filter(\.isFinite)
            guard parts.count == count, values.count == count else {
                let shape = count == 4 ? "{{x, y}, {width, height}}" : "{width, height}"
                notes.append(InterfaceNote("\(key) '\(value)' is not \(shape): the view's frame is not read",
                                           at: stored.location))
                return nil
            }
            let rect = count == 4 ? values : [0, 0] + values
            return Self.element("rect", ["key": "frame", "x": Self.format(rect[0]), "y": Self.format(rect[1]),
                                         "width": Self.format(rect[2]), "height": Self.format(rect[3])], at: stored.location)
        }
        notes.append(InterfaceNote("\(object["class"] ?? "the view") stores no NSFrame or NSFrameSize: laid out without a stored frame",
                                   at: object.location))
        return nil
    }

    /// The low six bits of `NSvFlags`: UIViewAutoresizing's flexible left margin (1), width (2),
    /// right margin (4), top margin (8), height (16), bottom margin (32).
    static func mask(_ flags: UInt32, at location: DocumentLocation) -> MarkupElement {
        var attributes = ["key": "autoresizingMask"]
        let names = [(1, "flexibleMinX"), (2, "widthSizable"), (4, "flexibleMaxX"), (8, "flexibleMinY"),
                     (16, "heightSizable"), (32, "flexibleMaxY")]
        for (bit, name) in names where flags & UInt32(bit) != 0 { attributes[name] = "YES" }
        return element("autoresizingMask", attributes, at: location)
    }

    /// What decides a view's intrinsic size, in the attributes and children the reader takes
    /// them from: text, font, lines, titles, images, styles, segments.
    func content(_ object: MarkupElement, element name: String) -> (attributes: [String: String], children: [MarkupElement]) {
        var children: [MarkupElement] = []
        var attributes: [String: String] = [:]
        let text = self.text(member(object, "IBUIText"))
        switch name {
        case "label":
            if let text { attributes["text"] = text }
            if let lines = integer(member(object, "IBUINumberOfLines")) { attributes["numberOfLines"] = "\(lines)" }
        case "button":
            // UIButtonType: 0 custom (IB writes no type), 1 rounded rect, 2 detail disclosure…
            let types = [1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd"]
            if let type = integer(member(object, "IBUIButtonType")).flatMap({ types[$0] }) { attributes["buttonType"] = type }
            var state = ["key": "normal"]
            if let title = self.text(member(object, "IBUINormalTitle")) { state["title"] = title }
            if let image = resourceName(member(object, "IBUINormalImage")) { state["image"] = image }
            if let image = resourceName(member(object, "IBUINormalBackgroundImage")) { state["backgroundImage"] = image }
            children.append(Self.element("state", state, at: object.location))
        case "imageView":
            if let image = resourceName(member(object, "IBUIImage")) { attributes["image"] = image }
        case "textField":
            if let text, !text.isEmpty { attributes["text"] = text }
            if let placeholder = self.text(member(object, "IBUIPlaceholder")) { attributes["placeholder"] = placeholder }
            let styles = [0: "none", 1: "line", 2: "bezel", 3: "roundedRect"]
            attributes["borderStyle"] = styles[integer(member(object, "IBUIBorderStyle")) ?? 0] ?? "none"
        case "textView":
            if let text {
                var string = Self.element("string", ["key": "text"], at: object.location)
                string.text = text
                children.append(string)
            }
            if self.text(member(object, "IBUIScrollEnabled")) == "NO" { attributes["scrollEnabled"] = "NO" }
        case "tableView":
            attributes["style"] = integer(member(object, "IBUIStyle")) == 1 ? "grouped" : "plain"
            if let height = number(member(object, "IBUIRowHeight")) { attributes["rowHeight"] = Self.format(height) }
        case "tableViewCell":
            let accessories = [1: "disclosureIndicator", 2: "detailDisclosureButton", 3: "checkmark", 4: "detailButton"]
            if let accessory = integer(member(object, "IBUIAccessoryType")).flatMap({ accessories[$0] }) {
                attributes["accessoryType"] = accessory
            }
        case "segmentedControl":
            let titles = items(member(object, "IBSegmentTitles")).map { self.text($0) ?? "" }
            let widths = items(member(object, "IBSegmentWidths")).map { number($0) ?? 0 }
            let segments = titles.enumerated().map { i, title in
                var segment = ["title": title]
                if i < widths.count, widths[i] > 0 { segment["width"] = Self.format(widths[i]) }
                return Self.element("segment", segment, at: object.location)
            }
            children.append(Self.element("segments", [:], at: object.location, children: segments))
        case "activityIndicatorView":
            let styles = [0: "whiteLarge", 1: "white", 2: "gray"]
            // `IBUIStyle`, UIActivityIndicatorViewStyle: 0 the 37-pt white large one, 1 white, 2 gray.
            attributes["style"] = styles[integer(member(object, "IBUIStyle")) ?? 1] ?? "white"
        case "pageControl":
            if let pages = integer(member(object, "IBNumberOfPages")) { attributes["numberOfPages"] = "\(pages)" }
        default:
            break
        }
        if ["label", "button", "textField", "textView"].contains(name), let font = font(object) { children.append(font) }
        return (attributes, children)
    }

    /// `NSCustomResource`'s `NSResourceName`: an image's file name.
    func resourceName(_ resource: MarkupElement?) -> String? {
        text(member(resource, "NSResourceName"))
    }

    /// `IBUIFontDescription` (later Xcode 4 releases: `type` 1 system, 2 bold system, 3 italic system, or a
    /// `name` and `family`; `pointSize`, or a named `size` whose points the `IBUIFont` beside it
    /// holds), else the older `IBUIFont` alone (`NSName`, `NSSize`), as `<fontDescription>`.
    /// Before font descriptions IB named the system font by its face, Helvetica (iOS 6 and
    /// earlier drew it), so Helvetica and Helvetica-Bold are read as the system font and its
    /// bold, which Layoutbook measures.
    func font(_ object: MarkupElement) -> MarkupElement? {
        let description = member(object, "IBUIFontDescription")
        let font = member(object, "IBUIFont")
        guard description != nil || font != nil,
              let size = number(member(description, "pointSize")) ?? number(member(font, "NSSize")), size > 0 else { return nil }
        var attributes = ["key": "fontDescription", "pointSize": Self.format(size)]
        let location = (description ?? font)?.location ?? object.location
        if let description {
            if let name = text(member(description, "name")) {
                attributes["name"] = name
                if let family = text(member(description, "family")) { attributes["family"] = family }
            } else {
                attributes["type"] = [2: "boldSystem", 3: "italicSystem"][integer(member(description, "type")) ?? 1] ?? "system"
            }
        } else if let name = text(member(font, "NSName")) {
            switch name {
            case "Helvetica": attributes["type"] = "system"
            case "Helvetica-Bold": attributes["type"] = "boldSystem"
            case "Helvetica-Oblique": attributes["type"] = "italicSystem"
            default: attributes["name"] = name
            }
        }
        return Self.element("fontDescription", attributes, at: location)
    }

    /// A root view's simulated bars: the status bar, a navigation bar on top, a tab bar or
    /// toolbar below; a landscape orientation is not read, with a note.
    mutating func simulatedMetrics(_ object: MarkupElement) -> [MarkupElement] {
        var out: [MarkupElement] = []
        if let status = member(object, "IBUISimulatedStatusBarMetrics") {
            out.append(Self.element("simulatedStatusBarMetrics", ["key": "simulatedStatusBarMetrics"], at: status.location))
        }
        if let top = member(object, "IBUISimulatedTopBarMetrics"), top["class"] == "IBUISimulatedNavigationBarMetrics" {
            out.append(Self.element("simulatedNavigationBarMetrics", ["key": "simulatedTopBarMetrics", "prompted": "NO"], at: top.location))
        }
        if let bottom = member(object, "IBUISimulatedBottomBarMetrics") {
            let name = bottom["class"] == "IBUISimulatedToolbarMetrics" ? "simulatedToolbarMetrics" : "simulatedTabBarMetrics"
            out.append(Self.element(name, ["key": "simulatedBottomBarMetrics"], at: bottom.location))
        }
        if let orientation = member(object, "IBUISimulatedOrientationMetrics"),
           let value = integer(member(orientation, "interfaceOrientation") ?? member(orientation, "IBUIInterfaceOrientation")),
           value == 3 || value == 4 {
            notes.append(InterfaceNote("the view is drawn in landscape (IBUISimulatedOrientationMetrics): Layoutbook lays it "
                                       + "out at its stored size, on no device's landscape screen",
                                       at: orientation.location))
        }
        return out
    }

    /// `IBDocument.LastKnownImageSizes` (`"close.png"` → `{24, 24}`) as `<image>` resources.
    func imageSizes(_ dictionary: MarkupElement) -> [MarkupElement] {
        entries(dictionary).compactMap { name, value in
            let numbers = (text(value) ?? "").split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 2 else { return nil }
            return Self.element("image", ["name": name, "width": Self.format(numbers[0]), "height": Self.format(numbers[1])], at: value.location)
        }
    }

    // MARK: - Constraints

    /// Every `IBNSLayoutConstraint` (Xcode 4.5 on; IB keeps them in the object records), as
    /// `<constraint>` under the view that holds it (`containingView`), in document order.
    mutating func collectConstraints(_ data: MarkupElement) {
        var seen: Set<String> = []
        var stack = [data]
        while let next = stack.popLast() {
            stack += next.children.reversed()
            guard next.name == "object", next["class"] == "IBNSLayoutConstraint" else { continue }
            let id = next["id"] ?? "archive@\(next.location)"
            guard seen.insert(id).inserted else { continue }
            guard let owner = member(next, "containingView")?["id"] else {
                notes.append(InterfaceNote("constraint '\(id)' names no containingView: not read", at: next.location))
                continue
            }
            if let read = constraint(next, id: id) { constraints[owner, default: []].append(read) }
        }
    }

    /// One constraint in `<constraint>`'s attributes; a value not understood leaves it out with a note.
    mutating func constraint(_ object: MarkupElement, id: String) -> MarkupElement? {
        var attributes = ["id": id]
        guard let first = member(object, "firstItem")?["id"] else {
            notes.append(InterfaceNote("constraint '\(id)' has no firstItem: not read", at: object.location))
            return nil
        }
        attributes["firstItem"] = first
        var keys = ["firstAttribute"]
        if let second = member(object, "secondItem")?["id"] {
            attributes["secondItem"] = second
            keys.append("secondAttribute")
        }
        for key in keys {
            guard let name = integer(member(object, key)).flatMap({ Attribute(nsLayoutAttribute: $0)?.rawValue }) else {
                let raw = text(member(object, key)) ?? "none"
                notes.append(InterfaceNote("constraint '\(id)': \(key) \(raw) is no NSLayoutAttribute Layoutbook knows: not read",
                                           at: object.location))
                return nil
            }
            attributes[key] = name
        }
        switch integer(member(object, "relation")) ?? 0 {
        case -1: attributes["relation"] = "lessThanOrEqual"
        case 0: break
        case 1: attributes["relation"] = "greaterThanOrEqual"
        case let other:
            notes.append(InterfaceNote("constraint '\(id)': relation \(other) is not -1, 0 or 1: not read", at: object.location))
            return nil
        }
        if let multiplier = number(member(object, "multiplier")), multiplier != 1 { attributes["multiplier"] = Self.format(multiplier) }
        // IBLayoutConstant, or IBNSLayoutSymbolicConstant for IB's standard spacing, which
        // stores the value it stood for.
        let constant = member(object, "constant")
        if let value = number(member(constant, "value")) ?? number(constant), value != 0 { attributes["constant"] = Self.format(value) }
        if constant?["class"] == "IBNSLayoutSymbolicConstant" { attributes["symbolic"] = "YES" }
        if let priority = number(member(object, "priority")), priority != 1000 { attributes["priority"] = Self.format(priority) }
        return Self.element("constraint", attributes, at: object.location)
    }

    /// A note for each constraint held by a view that was not read (inside a controller or an
    /// object that is not a view).
    mutating func noteUnplacedConstraints() {
        for owner in constraints.keys.sorted() {
            for c in constraints[owner] ?? [] {
                notes.append(InterfaceNote("constraint '\(c["id"] ?? "")' is held by '\(owner)', which is no view read here: not read",
                                           at: c.location))
            }
        }
    }

    // MARK: - Building elements

    static func element(_ name: String, _ attributes: [String: String], at location: DocumentLocation,
                        children: [MarkupElement] = []) -> MarkupElement {
        var element = MarkupElement(name: name, attributes: attributes, location: location)
        element.children = children
        return element
    }

    /// A number as IB writes it: `20`, `15.2852`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
