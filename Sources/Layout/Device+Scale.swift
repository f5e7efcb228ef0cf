extension Device {
    /// The screen's scale (`UIScreen.scale`): points to pixels, 2 or 3. Text sizes round up to
    /// the pixel (1/scale), as `UILabel.intrinsicContentSize` does.
    ///
    /// From the screen: iPads and the 320-, 375×667- and 414×896-point iPhones with a home
    /// button or an LCD (SE, 6–8, XR, 11) are @2x; every other iPhone is @3x. The 414×896 screen
    /// is both the XR/11 (@2x) and the XS Max/11 Pro Max (@3x): the name tells them apart.
    public var scale: Double {
        let narrow = min(screen.width, screen.height)
        if narrow >= 700 { return 2 }  // iPads
        if narrow == 320 || (narrow == 375 && max(screen.width, screen.height) == 667) { return 2 }
        if narrow == 414, max(screen.width, screen.height) == 896 {
            return names.contains { $0 == "iPhone XR" || $0 == "iPhone 11" } ? 2 : 3
        }
        return 3
    }
}
