import Layout

/// Turns the element tree of a storyboard or xib into an ``InterfaceDocument``.
struct DocumentReader {
    var notes: [InterfaceNote] = []
    /// The ids of the views a placeholder constraint named (``InterfaceDocument/placeholderConstrained``).
    var placeholderConstrained: [String: Set<Axis>] = [:]

    static func read(_ root: MarkupElement) throws(InterfaceError) -> InterfaceDocument {
        if root.name == "archive" {
            // Xcode 3 and 4's format: read as the document Xcode 5 would have written for it.
            let translated = try ArchiveTranslator.translate(root)
            var document = try read(translated.document)
            document.notes = translated.notes + document.notes
            // Xcode 4 and earlier drew iOS 6's controls (or older ones of the same sizes).
            document.iOS6Look = true
            return document
        }
        guard root.name == "document" else {
            throw InterfaceError("expected an Interface Builder <document> (or the <archive> of Xcode 3 and 4), found <\(root.name)>", at: root.location)
        }
        let type = root["type"] ?? ""
        guard type.contains("CocoaTouch") else {
            let what = type.contains("Cocoa") ? "a Mac (AppKit) document" : "not an iOS document (type '\(type)')"
            throw InterfaceError("\(what): only iOS (Cocoa Touch) storyboards and xibs are read", at: root.location)
        }
        var reader = DocumentReader()
        let kind: InterfaceDocument.Kind = type.hasSuffix(".Storyboard.XIB") ? .storyboard : .xib
        let device = root.child("device")
        var deviceID = device?["id"]
        if deviceID == nil {
            // Xcode 8 and earlier: <simulatedMetricsContainer><simulatedScreenMetrics type="retina4_7"/>.
            deviceID = root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics")?["type"]
                .map { String($0.split(separator: ".").first ?? "") }
        }
        let orientation: Orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
        var scenes: [InterfaceScene] = []
        if kind == .storyboard {
            for scene in root.child("scenes")?.children("scene") ?? [] {
                if let read = try reader.scene(scene) { scenes.append(read) }
            }
            reader.assignContainers(&scenes, root: root)
        } else if let controllerScene = try reader.xibControllerScene(root) {
            scenes.append(controllerScene)
        } else {
            scenes.append(try reader.xibScene(root, deviceID: deviceID))
        }
        try reader.checkReferences(scenes)
        if root["variant"] == "6xAndEarlier" {
            // Xcode 5's "View as: iOS 6.1 and Earlier": the canvas drew iOS 6's controls.
            reader.notes.insert(InterfaceNote("the document was designed in iOS 6's look (variant '6xAndEarlier'): IB's canvas drew iOS 6's controls, taller than since iOS 7 (a rounded-rect button 44 tall, where a system button is 30), and stored their frames, and those of the views placed after them, at those sizes; Layoutbook lays the document out as UIKit does since iOS 7",
                                              at: root.location), at: 0)
        }
        var document = InterfaceDocument(kind: kind, deviceID: deviceID, orientation: orientation, scenes: scenes,
                                         notes: reader.notes, initialController: root["initialViewController"])
        // "14460.31", "21701": the build number before any dot.
        document.iOS6Look = root["variant"] == "6xAndEarlier"
        document.placeholderConstrained = reader.placeholderConstrained
        document.toolsVersion = root["toolsVersion"].flatMap { Int($0.split(separator: ".").first ?? "") }
        // `32700.99.1234` is no build number: the Xcode 15 releases that write it say theirs in the
        // Cocoa Touch plug-in's version (22684, 22685, 22689 in every public document seen), which
        // is what its canvas drew with.
        if document.toolsVersion == 32700, let plugIn = root.child("dependencies")?.children("plugIn")
            .first(where: { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" })?["version"]
            .flatMap({ Int($0.split(separator: ".").first ?? "") }) {
            document.toolsVersion = plugIn
        }
        document.imageSizes = Self.imageSizes(root)
        document.designableSizes = Self.designableSizes(root)
        return document
    }

    /// `<designables><designable name="ID"><size key="intrinsicContentSize" width="97" height="50"/>`:
    /// the intrinsic size IB's canvas measured for each view of an app's `@IBDesignable` class,
    /// by the view's id. A size UIKit's noIntrinsicMetric (-1) leaves free on an axis keeps -1.
    static func designableSizes(_ root: MarkupElement) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"],
                  let size = designable.children("size").first(where: { $0["key"] == "intrinsicContentSize" }),
                  let w = size["width"].flatMap(Double.init), let h = size["height"].flatMap(Double.init),
                  w.isFinite, h.isFinite, w >= -1, h >= -1, w <= 100_000, h <= 100_000 else { continue }
            sizes[id] = Size(width: w < 0 ? -1 : w, height: h < 0 ? -1 : h)
        }
        return sizes
    }

    /// `<resources><image name="close" width="24" height="24"/>`: each app image's size in
    /// points; SF Symbols (`catalog="system"`) are stored scaled, so they are left out.
    static func imageSizes(_ root: MarkupElement) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for image in root.child("resources")?.children("image") ?? [] where image["catalog"] == nil {
            guard let name = image["name"], let w = image["width"].flatMap(Double.init),
                  let h = image["height"].flatMap(Double.init), w.isFinite, h.isFinite, w >= 0, h >= 0 else { continue }
            sizes[name] = Size(width: w, height: h)
        }
        return sizes
    }

    /// Elements a scene's `<objects>` holds beside its controller.
    static let sceneExtras: Set<String> = ["placeholder", "customObject", "exit", "tapGestureRecognizer",
                                           "panGestureRecognizer", "swipeGestureRecognizer",
                                           "pinchGestureRecognizer", "longPressGestureRecognizer",
                                           "screenEdgePanGestureRecognizer", "rotationGestureRecognizer",
                                           "barButtonItem", "view", "searchDisplayController"]

    mutating func scene(_ element: MarkupElement) throws(InterfaceError) -> InterfaceScene? {
        let objects = element.child("objects")?.children ?? []
        guard let controller = objects.first(where: { !Self.sceneExtras.contains($0.name) }) else { return nil }
        let customClass = controller["customClass"]
        var scene = InterfaceScene(controllerElement: controller.name, controllerID: controller["id"],
                                   className: customClass ?? Self.controllerClass(controller.name),
                                   customClass: customClass, storyboardIdentifier: controller["storyboardIdentifier"],
                                   title: controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
                                       ?? element.comment.flatMap { $0.isEmpty ? nil : $0 },
                                   userLabel: controller["userLabel"], location: controller.location)
        for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if guide["type"] == "top" { scene.topLayoutGuide = guide["id"] }
            if guide["type"] == "bottom" { scene.bottomLayoutGuide = guide["id"] }
        }
        if let rootElement = controller.children.first(where: { $0["key"] == "view" && Self.viewClasses[$0.name] != nil }) {
            scene.root = try view(rootElement)
        }
        scene.simulatedStatusBarHidden = controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
        scene.isFreeform = controller.children.contains { $0.name == "size" && $0["key"] == "freeformSize" }
        scene.freeformHeight = controller.children.first { $0.name == "size" && $0["key"] == "freeformSize" }?["height"].flatMap(Double.init)
        // `<extendedEdge key="edgesForExtendedLayout"/>`: the edges the view reaches under the bars
        // (none here; `top="YES"` and the like name them); left out, every edge.
        if let edges = controller.children.first(where: { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }) {
            scene.extendedEdges = Set(["top", "left", "bottom", "right"].filter { edges[$0] == "YES" })
        }
        scene.outlets = Self.outlets(of: controller)
        if let root = scene.root { scene.outlets += Self.viewOutlets(root, in: controller) }
        return scene
    }

    /// A xib whose top level holds no view but a view controller with its own view (a launch
    /// screen made so): that controller's scene, as a storyboard's scene is read. Nil otherwise.
    mutating func xibControllerScene(_ root: MarkupElement) throws(InterfaceError) -> InterfaceScene? {
        let objects = root.child("objects")?.children ?? []
        guard !objects.contains(where: { Self.viewClasses[$0.name] != nil }),
              let controller = objects.first(where: { !Self.sceneExtras.contains($0.name) }), controller.name.hasSuffix("Controller"),
              controller.children.contains(where: { $0["key"] == "view" && Self.viewClasses[$0.name] != nil }) else { return nil }
        return try scene(root)
    }

    /// A xib's top level: a view File's Owner calls `view` is a controller's root view; the
    /// other top-level views stand on their own at their frames.
    mutating func xibScene(_ root: MarkupElement, deviceID: String?) throws(InterfaceError) -> InterfaceScene {
        let objects = root.child("objects")?.children ?? []
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerOutlets = owner.map(Self.outlets) ?? []
        let rootID = ownerOutlets.first { $0.property == "view" }?.destination
        var scene = InterfaceScene(controllerElement: "xib", controllerID: owner?["id"],
                                   className: owner?["customClass"] ?? "UIView", customClass: owner?["customClass"],
                                   storyboardIdentifier: nil, title: nil, userLabel: nil,
                                   location: owner?.location ?? root.location)
        for element in objects where Self.viewClasses[element.name] != nil {
            let read = try view(element)
            if read.id == rootID, scene.root == nil { scene.root = read } else { scene.topLevelViews.append(read) }
        }
        // A root view drawn under simulated bars (`simulatedTopBarMetrics`) is laid out under them.
        if let rootElement = objects.first(where: { $0["id"] == rootID && Self.viewClasses[$0.name] != nil })
            ?? (objects.filter { Self.viewClasses[$0.name] != nil }.count == 1 ? objects.first { Self.viewClasses[$0.name] != nil } : nil) {
            let bars = Self.simulatedBars(rootElement)
            scene.rootStatusBarHidden = rootElement.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
            scene.container = bars.top && bars.bottom ? .navigationAndTabBar : bars.top ? .navigation : bars.bottom ? .tabBar : .window
        }
        // A xib made for a controller whose `view` outlet is set in code: its one top-level view
        // as large as the device's screen is laid out as IB shows it, as the screen.
        if scene.root == nil, scene.topLevelViews.count == 1, let only = scene.topLevelViews.first,
           let size = only.frame?.size, let device = deviceID.flatMap(InterfaceDevice.preset(for:)),
           device.screen(in: .portrait) == size || device.screen(in: .landscape) == size {
            scene.root = only
            scene.topLevelViews = []
        }
        scene.outlets = ownerOutlets.filter { $0.property != "view" }
        for v in [scene.root].compactMap({ $0 }) + scene.topLevelViews {
            scene.outlets += Self.viewOutlets(v, in: nil)
        }
        if scene.root == nil && scene.topLevelViews.isEmpty {
            notes.append(InterfaceNote("the xib has no top-level views", at: root.location))
        }
        return scene
    }

    /// `<connections><outlet property="titleLabel" destination="…"/>` of one object.
    static func outlets(of element: MarkupElement) -> [Outlet] {
        (element.child("connections")?.children("outlet") ?? []).compactMap { outlet in
            guard let property = outlet["property"], let destination = outlet["destination"] else { return nil }
            return Outlet(property: property, destination: destination)
        }
    }

    /// Outlets that views inside the tree hold (a cell class's own outlets), found again in the
    /// elements: ``InterfaceView`` keeps only what layout needs, so they are collected as read.
    static func viewOutlets(_ view: InterfaceView, in controller: MarkupElement?) -> [Outlet] {
        var out: [Outlet] = []
        var stack = [view]
        while let next = stack.popLast() {
            out += next.outlets
            stack += next.subviews.reversed()
        }
        return out
    }

    /// The show segues of a navigation controller with no root view controller: what one shows
    /// is pushed as its first controller, so IB draws it as the root, under the stack's bars.
    static func showsAsRoot(_ controller: MarkupElement) -> [MarkupElement] {
        guard controller.name == "navigationController" else { return [] }
        let segues = controller.child("connections")?.children("segue") ?? []
        guard !segues.contains(where: { $0["relationship"] == "rootViewController" }) else { return [] }
        return segues.filter { $0["kind"] == "show" || $0["kind"] == "push" }
    }

    /// Which controllers are shown under a navigation or tab bar: the targets of the
    /// relationships of navigation and tab bar controllers.
    mutating func assignContainers(_ scenes: inout [InterfaceScene], root: MarkupElement) {
        var navigated: Set<String> = []
        var tabbed: Set<String> = []
        var largeTitled: Set<String> = []
        // The controllers of navigation controllers whose bar is opaque (`translucent="NO"`).
        var opaqueBarred: Set<String> = []
        var toolbarred: Set<String> = []
        var drawsToolbar: Set<String> = []
        var tabChildren: [String: [String]] = [:]
        var smallTitled: Set<String> = []
        // Every controller of a stack whose bar prefers large titles, whatever it shows itself,
        // and the controllers that ask for a large title (`largeTitleDisplayMode="always"`): one
        // of them in such a stack shows one, whatever the controller below it shows.
        var largeStack: Set<String> = []
        var alwaysLarge: Set<String> = []
        // The root controllers of navigation controllers whose bar is hidden
        // (`navigationBarHidden="YES"`): UIKit shows no bar over any controller of that stack.
        var hiddenBarStack: Set<String> = []
        // Every controller inside a navigation controller's stack, its bar shown or hidden: a
        // show segue from one pushes; from any other it presents.
        var stacked: Set<String> = []
        // Each navigation controller's root controller: a show segue from the navigation
        // controller itself pushes onto its stack, as one from its root does.
        var navigationRoots: [String: String] = [:]
        for sceneElement in root.child("scenes")?.children("scene") ?? [] {
            for controller in sceneElement.child("objects")?.children ?? [] {
                let relationships = (controller.child("connections")?.children("segue") ?? [])
                    .filter { $0["kind"] == "relationship" }
                for segue in relationships + Self.showsAsRoot(controller) {
                    guard let destination = segue["destination"] else { continue }
                    if controller.name == "navigationController", segue["relationship"] == "rootViewController" || segue["kind"] != "relationship" {
                        if let id = controller["id"] { navigationRoots[id] = destination }
                        stacked.insert(destination)
                        if controller.child("navigationBar")?.flag("hidden") != true,
                           controller["navigationBarHidden"] != "YES" {
                            navigated.insert(destination)
                            if controller.child("navigationBar")?.flag("largeTitles") == true {
                                largeTitled.insert(destination)
                                largeStack.insert(destination)
                            }
                            if controller.child("navigationBar")?["translucent"] == "NO" { opaqueBarred.insert(destination) }
                            if controller["toolbarHidden"] == "NO" { toolbarred.insert(destination) }
                        } else {
                            hiddenBarStack.insert(destination)
                        }
                    }
                    if controller.name == "splitViewController", controller["allowDoubleColumnStyle"] == "YES",
                       ["masterViewController", "detailViewController", "supplementaryViewController"].contains(segue["relationship"]) {
                        // A column-style split view (iOS 14) wraps each column's controller in a
                        // navigation controller of its own: its bar is over the column.
                        navigated.insert(destination)
                        stacked.insert(destination)
                    }
                    if controller.name == "tabBarController", segue["relationship"] == "viewControllers" {
                        tabbed.insert(destination)
                        if let id = controller["id"], !Self.hidesSimulatedTopBar(controller) {
                            tabChildren[id, default: []].append(destination)
                        }
                    }
                }
            }
        }
        // A split view controller inside a tab carries the tab bar to the controllers of its
        // columns: the tab bar controller's bar is in their safe area, as UIKit lays them out and
        // IB stores their views (pinned to the safe area's bottom 49 above the screen's).
        for sceneElement in root.child("scenes")?.children("scene") ?? [] {
            for controller in sceneElement.child("objects")?.children ?? [] where controller.name == "splitViewController" {
                guard let id = controller["id"], tabbed.contains(id) else { continue }
                for segue in controller.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                    if let destination = segue["destination"] { tabbed.insert(destination) }
                }
            }
        }
        // A navigation controller inside a tab carries the tab bar down to its root controller,
        // and so does one whose own simulated metrics draw a tab bar (IB draws its stack with it).
        var tabbedRoots: Set<String> = []
        for sceneElement in root.child("scenes")?.children("scene") ?? [] {
            for controller in sceneElement.child("objects")?.children ?? [] where controller.name == "navigationController" {
                guard let id = controller["id"], tabbed.contains(id) || Self.simulatedBars(controller).bottom else { continue }
                let roots = (controller.child("connections")?.children("segue") ?? []).filter { $0["relationship"] == "rootViewController" }
                for segue in roots + Self.showsAsRoot(controller) {
                    if let destination = segue["destination"] { tabbedRoots.insert(destination) }
                }
            }
        }
        tabbed.formUnion(tabbedRoots)
        // The hidden-bar stacks inside a tab.
        var hiddenStackTabbed = hiddenBarStack.intersection(tabbedRoots)
        // A controller pushed (a show or push segue) from one under a navigation bar is drawn
        // under it too, and under the tab bar the pusher has; and a controller whose simulated
        // metrics name a bar (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) is drawn
        // with it: IB's canvas shows them, and the frames it stores are laid out below them.
        var pushes: [(from: String, to: String)] = []
        // A pushed controller that hides the bottom bar when pushed (`hidesBottomBarWhenPushed`)
        // is drawn without its pusher's tab bar, unless its own simulated metrics draw one. IB
        // draws the controllers pushed from it with the tab bar again (their stored frames leave
        // room for it), so the bar still passes on through it.
        var hidesTabBar: Set<String> = []
        var ownTabBar: Set<String> = []
        // A controller whose simulated metrics say no top bar (`<nil key="simulatedTopBarMetrics"/>`,
        // Top Bar: None) is drawn by IB without one even under a navigation controller, and so
        // are the controllers pushed from it that infer theirs; the frames it stores are laid
        // out so. Those with a top-bar metric of their own (a bar, or none) decide for themselves.
        var barless: Set<String> = []
        var ownTopBar: Set<String> = []
        for sceneElement in root.child("scenes")?.children("scene") ?? [] {
            for controller in sceneElement.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                if controller["hidesBottomBarWhenPushed"] == "YES" { hidesTabBar.insert(id) }
                for segue in controller.child("connections")?.children("segue") ?? []
                where segue["kind"] == "show" || segue["kind"] == "push" {
                    if let destination = segue["destination"] { pushes.append((navigationRoots[id] ?? id, destination)) }
                }
                // Views inside the controller (buttons) hold segues too.
                var stack = controller.children
                while let next = stack.popLast() {
                    if next.name == "segue", next["kind"] == "show" || next["kind"] == "push",
                       let destination = next["destination"] { pushes.append((id, destination)) }
                    stack += next.children
                }
                if controller.children.contains(where: { $0.name == "navigationItem" && $0["largeTitleDisplayMode"] == "never" }) {
                    smallTitled.insert(id)
                }
                if controller.children.contains(where: { $0.name == "navigationItem" && $0["largeTitleDisplayMode"] == "always" }) {
                    alwaysLarge.insert(id)
                }
                let bars = Self.simulatedBars(controller)
                if bars.top { navigated.insert(id) }
                // `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO">`: the
                // bar IB draws is opaque, as a navigation controller's `translucent="NO"` bar is.
                if controller.children.contains(where: { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
                    && $0["translucent"] == "NO" }) {
                    opaqueBarred.insert(id)
                }
                if controller.children.contains(where: { $0.name == "simulatedToolbarMetrics" && $0["key"] == "simulatedBottomBarMetrics" }) {
                    drawsToolbar.insert(id)
                }
                if bars.top || Self.hidesSimulatedTopBar(controller) { ownTopBar.insert(id) }
                if Self.hidesSimulatedTopBar(controller) { barless.insert(id) }
                if bars.bottom { tabbed.insert(id); ownTabBar.insert(id) }
            }
        }
        let pushed = Set(pushes.map(\.to))
        // The tabs of a tab bar controller pushed onto a navigation controller's stack: their
        // pushes go onto that stack, above the tab bar controller.
        var aboveTabs: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for push in pushes where stacked.contains(push.from) {
                if stacked.insert(push.to).inserted { changed = true }
            }
            // A tab bar controller drawn under a navigation bar (its simulated metrics, or pushed
            // onto a navigation controller's stack with its top bar inferred) shows its tabs under
            // that bar too, as UIKit does. (IB draws a navigation controller's tab bar controller
            // whose metrics say no bar, and its tabs, without it.)
            for (tabs, children) in tabChildren where navigated.contains(tabs) {
                for child in children where navigated.insert(child).inserted { changed = true }
                for child in children where stacked.contains(tabs) && aboveTabs.insert(child).inserted { changed = true }
            }
            for push in pushes where navigated.contains(push.from) {
                if navigated.insert(push.to).inserted { changed = true }
                // A tab's controller pushing onto the navigation controller that holds the tab
                // bar controller covers the tab bar: what it pushes has none.
                if tabbed.contains(push.from), !aboveTabs.contains(push.from), tabbed.insert(push.to).inserted { changed = true }
                // A pushed controller's title follows the one it was pushed from (its
                // `largeTitleDisplayMode` is `.automatic` unless set): large after a large one.
                if largeTitled.contains(push.from), !smallTitled.contains(push.from),
                   largeTitled.insert(push.to).inserted { changed = true }
                // One that asks for a large title has it in a stack whose bar prefers them, after
                // a controller with a small one too.
                if largeStack.contains(push.from), largeStack.insert(push.to).inserted { changed = true }
                if largeStack.contains(push.to), alwaysLarge.contains(push.to), largeTitled.insert(push.to).inserted { changed = true }
                if opaqueBarred.contains(push.from), opaqueBarred.insert(push.to).inserted { changed = true }
                if toolbarred.contains(push.from), toolbarred.insert(push.to).inserted { changed = true }
            }
            for push in pushes where barless.contains(push.from) && !ownTopBar.contains(push.to) {
                if barless.insert(push.to).inserted { changed = true }
            }
            // A controller pushed onto a stack whose bar is hidden has none either, unless its
            // own simulated metrics draw one; IB's canvas draws it so even where another path
            // reaches it under a bar, as it does for Top Bar: None.
            for push in pushes where hiddenBarStack.contains(push.from) && !ownTopBar.contains(push.to) {
                if hiddenBarStack.insert(push.to).inserted { changed = true }
                if hiddenStackTabbed.contains(push.from), hiddenStackTabbed.insert(push.to).inserted { changed = true }
            }
        }
        barless.formUnion(hiddenBarStack)
        for i in scenes.indices {
            guard let id = scenes[i].controllerID else { continue }
            let nav = navigated.contains(id) && !barless.contains(id)
            if navigated.contains(id), hiddenBarStack.contains(id) {
                notes.append(InterfaceNote("\(scenes[i].className) is pushed onto a navigation controller whose bar is hidden "
                                           + "(navigationBarHidden) as well as shown under a bar elsewhere: it is laid out without one, "
                                           + "as IB's canvas draws it",
                                           at: scenes[i].location))
            } else if navigated.contains(id), barless.contains(id) {
                notes.append(InterfaceNote("\(scenes[i].className) is shown by a navigation controller, whose bar UIKit draws "
                                           + "unless the app hides it; its simulated metrics say no top bar (Top Bar: None, its own "
                                           + "or the one it is pushed from), so it is laid out without one, as IB's canvas draws it",
                                           at: scenes[i].location))
            }
            var tab = tabbed.contains(id) && !(hidesTabBar.contains(id) && pushed.contains(id) && !ownTabBar.contains(id))
            // Drawn as on its hidden-bar stack: with a tab bar only if that stack has one.
            if hiddenBarStack.contains(id), !hiddenStackTabbed.contains(id), !ownTabBar.contains(id) { tab = false }
            scenes[i].container = nav && tab ? .navigationAndTabBar : nav ? .navigation : tab ? .tabBar : .window
            scenes[i].largeTitle = nav && largeTitled.contains(id) && !smallTitled.contains(id)
            scenes[i].opaqueNavigationBar = nav && opaqueBarred.contains(id)
            scenes[i].showsToolbar = (nav && toolbarred.contains(id)) || drawsToolbar.contains(id)
        }
        let presenting = Set(pushes.map(\.from)).subtracting(stacked)
        var sheets = Self.sheetPresented(root, showing: presenting, stacked: stacked)
        // The controllers pushed inside a presented navigation controller are in its card too.
        changed = true
        while changed {
            changed = false
            for push in pushes where sheets.contains(push.from) && stacked.contains(push.from) {
                if sheets.insert(push.to).inserted { changed = true }
            }
        }
        for i in scenes.indices {
            if let id = scenes[i].controllerID, sheets.contains(id) { scenes[i].presentedAsSheet = true }
        }
        let popovers = Self.popoverPresented(root)
        for i in scenes.indices {
            if let id = scenes[i].controllerID, popovers.contains(id) { scenes[i].presentedAsPopover = true }
        }
        let embedded = Self.embeddedControllers(root)
        for i in scenes.indices {
            if let id = scenes[i].controllerID, embedded.contains(id) { scenes[i].isEmbedded = true }
        }
    }

    /// The controllers shown inside a container view that does not reach the screen's top:
    /// every `kind="embed"` segue's destination whose container view is stored below its
    /// controller's top, and the root and tab controllers of a navigation or tab bar controller
    /// so shown. UIKit lays them out in the container's bounds, which the status bar does not
    /// overlap; a container at the top (y 0) is under the status bar as its controller is, as IB
    /// stores its children (views 64 down below a navigation bar on a 20-pt status bar).
    /// The controllers a popover segue shows, and the root controllers of navigation controllers
    /// it shows.
    static func popoverPresented(_ root: MarkupElement) -> Set<String> {
        var shown: Set<String> = []
        var navigationRoots: [String: String] = [:]
        var stack = root.children
        while let next = stack.popLast() {
            stack += next.children
            if next.name == "navigationController", let id = next["id"],
               let destination = next.child("connections")?.children("segue")
                .first(where: { $0["relationship"] == "rootViewController" })?["destination"] {
                navigationRoots[id] = destination
            }
            if next.name == "segue", next["kind"] == "popoverPresentation", let destination = next["destination"] {
                shown.insert(destination)
            }
        }
        return shown.union(shown.compactMap { navigationRoots[$0] })
    }

    static func embeddedControllers(_ root: MarkupElement) -> Set<String> {
        var embedded: Set<String> = []
        var relationships: [String: [String]] = [:]
        for sceneElement in root.child("scenes")?.children("scene") ?? [] {
            for controller in sceneElement.child("objects")?.children ?? [] {
                // Each element with the top of the view it is in (or is), in the root's space.
                var stack = controller.children.map { ($0, Self.frameTop($0)) }
                while let (next, top) = stack.popLast() {
                    if next.name == "segue", next["kind"] == "embed", top > 0, let destination = next["destination"] {
                        embedded.insert(destination)
                    }
                    stack += next.children.map { ($0, top + Self.frameTop($0)) }
                }
                guard let id = controller["id"], ["navigationController", "tabBarController"].contains(controller.name) else { continue }
                relationships[id] = (controller.child("connections")?.children("segue") ?? [])
                    .filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] }
            }
        }
        var pending = embedded.sorted()
        while let next = pending.popLast() {
            for child in relationships[next] ?? [] where embedded.insert(child).inserted { pending.append(child) }
        }
        return embedded
    }

    /// The `y` of an element's own `<rect key="frame">`, 0 for one without.
    static func frameTop(_ element: MarkupElement) -> Double {
        guard element.name != "rect", let frame = element.children("rect").first(where: { $0["key"] == "frame" }),
              let y = frame["y"].flatMap(Double.init) else { return 0 }
        return y
    }

    /// The controllers every presenting segue shows as a sheet (automatic, page or form sheet:
    /// a card on a phone since iOS 13), and the root controllers of navigation controllers so
    /// shown. A controller also presented full screen somewhere is one too: IB's canvas draws one
    /// of its presentations, and ``SceneBuilder/sheetInsets(named:orientation:)`` takes the card
    /// only where its root is stored shorter than the screen (a map controller presented both
    /// ways is stored 414×842 on the 896-pt iPhone, its views above the home indicator's 34). A
    /// show segue from a
    /// controller in no navigation controller's stack (`showing`) presents too, as UIKit's
    /// `show(_:sender:)` does there, in the automatic style.
    static func sheetPresented(_ root: MarkupElement, showing: Set<String> = [], stacked: Set<String> = []) -> Set<String> {
        var sheet: Set<String> = []
        var navigationRoots: [String: String] = [:]
        let controllers = root.child("scenes")?.children("scene").flatMap({ $0.child("objects")?.children ?? [] }) ?? []
        // (A show-detail segue shows as a show segue does where no split view controller takes it.)
        let splits = controllers.contains { $0.name == "splitViewController" }
        for controller in controllers {
            guard let id = controller["id"], showing.contains(id) || (!splits && !stacked.contains(id)) else { continue }
            var inside = controller.children
            while let next = inside.popLast() {
                inside += next.children
                if next.name == "segue", (next["kind"] == "show" && showing.contains(id)) || (next["kind"] == "showDetail" && !splits),
                   let destination = next["destination"] {
                    sheet.insert(destination)
                }
            }
        }
        var tabChildren: [String: [String]] = [:]
        var stack = root.children
        while let next = stack.popLast() {
            stack += next.children
            if next.name == "tabBarController", let id = next["id"] {
                tabChildren[id] = next.child("connections")?.children("segue")
                    .filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] } ?? []
            }
            if next.name == "navigationController", let id = next["id"],
               let segue = next.child("connections")?.children("segue")
                .first(where: { $0["relationship"] == "rootViewController" }),
               let destination = segue["destination"] {
                navigationRoots[id] = destination
            }
            // A controller whose simulated metrics say it is shown as a page or form sheet
            // (Presentation in IB's inspector), whether or not a segue of the document shows it.
            if let id = next["id"], next.children.contains(where: {
                ["modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics"].contains($0.name)
                    && $0["key"] == "simulatedDestinationMetrics"
            }) {
                sheet.insert(id)
            }
            // (`kind="modal"`, the name older documents keep for the same segue.)
            guard next.name == "segue", next["kind"] == "presentation" || next["kind"] == "modal",
                  let destination = next["destination"] else { continue }
            if [nil, "automatic", "pageSheet", "formSheet"].contains(next["modalPresentationStyle"]) {
                sheet.insert(destination)
            }
        }
        // A tab bar controller presented as a sheet shows its tabs' controllers in the sheet.
        let inSheet = sheet.union(sheet.flatMap { tabChildren[$0] ?? [] })
        return inSheet.union(inSheet.compactMap { navigationRoots[$0] })
    }

    /// The bars a controller's (or a xib view's) simulated metrics draw: a navigation bar at the
    /// top, a tab bar at the bottom. A toolbar or a hidden bar is not one of them here.
    static func simulatedBars(_ element: MarkupElement) -> (top: Bool, bottom: Bool) {
        let top = element.children.contains { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }
        let bottom = element.children.contains { $0.name == "simulatedTabBarMetrics" && $0["key"] == "simulatedBottomBarMetrics" }
        return (top, bottom)
    }

    /// Whether a controller's simulated metrics say it has no top bar: `<nil key="simulatedTopBarMetrics"/>`,
    /// which Xcode writes for Top Bar: None (an absent key is Inferred).
    static func hidesSimulatedTopBar(_ element: MarkupElement) -> Bool {
        element.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
    }

    static func controllerClass(_ element: String) -> String {
        switch element {
        case "viewController": "UIViewController"
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "pageViewController": "UIPageViewController"
        case "splitViewController": "UISplitViewController"
        case "viewControllerPlaceholder": "storyboard reference"
        case "hostingController": "UIHostingController"
        default: element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    /// Every constraint names ids that exist in its scene: a constraint to a missing id is an
    /// error at the constraint, as Xcode refuses to compile such a file.
    func checkReferences(_ scenes: [InterfaceScene]) throws(InterfaceError) {
        for scene in scenes {
            var known: Set<String> = []
            var all: [InterfaceView] = []
            var stack = ([scene.root].compactMap { $0 }) + scene.topLevelViews
            while let v = stack.popLast() {
                all.append(v)
                known.insert(v.id)
                for guide in [v.safeAreaGuide, v.contentGuide, v.frameGuide, v.keyboardGuide] { if let guide { known.insert(guide) } }
                stack += v.subviews
            }
            for guide in [scene.topLayoutGuide, scene.bottomLayoutGuide] { if let guide { known.insert(guide) } }
            for v in all {
                for c in v.constraints {
                    for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where !known.contains(item) {
                        throw InterfaceError("constraint '\(c.displayName)' names '\(item)', which is no view or layout guide of this scene",
                                             at: c.location)
                    }
                }
            }
        }
    }
}
