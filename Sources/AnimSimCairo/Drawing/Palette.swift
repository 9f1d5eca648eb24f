import AnimSimCore

/// The renderer's own colours, tuned for the dark default scene background (#15161c):
/// everything the scene does not specify (default fill, tree lines, chrome) should read on
/// it without competing with the scene's colours.
public enum Palette {
    /// Behind and between panes: a shade darker than the scene background.
    public static let frameBackground = Color(hex: 0x0E0F13)
    public static let separator = Color(hex: 0x2A2C36)
    public static let caption = Color(hex: 0xA7AABA)
    /// Shapes without fill or stroke.
    public static let defaultFill = Color(hex: 0xC3C6D1)
    /// Tree lines of items without a stroke.
    public static let treeLine = Color(hex: 0x6E7282)
    public static let treeLineWidth: CGFloat = 2
    public static let treeLineDash: [CGFloat] = [3, 3]
    /// `Text` without a foreground colour.
    public static let text = Color(hex: 0xE8E9EE)
    public static let darkLabel = Color(hex: 0x1C1C1E)
    public static let lightLabel = Color(hex: 0xFFFFFF)
    public static let hudText = Color(hex: 0xC9CBD6)
    public static let hudDim = Color(hex: 0x7D8092)
    /// Trails and guides without a colour of their own.
    public static let accent = Color(hex: 0x5AC8FA)
    public static let overlayBox = Color(red: 0.04, green: 0.04, blue: 0.06, opacity: 0.78)
    public static let overlayBorder = Color(hex: 0x3A3D4A)
    public static let timelineTrack = Color(hex: 0x2C2F3A)
    public static let timelineFill = Color(hex: 0x5AC8FA)
    public static let changeMarker = Color(hex: 0xFF9F0A)
    public static let keyframeMarker = Color(hex: 0xBF5AF2)
    /// How strongly ghosts (start and end placements) show.
    public static let ghostAlpha = 0.22

    /// Black or white text, whichever reads better on `fill` (labels without a colour).
    static func label(on fill: Color) -> Color {
        let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
        return fill.opacity < 0.4 || luminance < 0.7 ? lightLabel : darkLabel
    }
}

/// Numbers in overlays: whole numbers without decimals, others to one decimal, infinities
/// as ∞. Hand-rolled so output never depends on the locale.
func overlayNumber(_ value: CGFloat) -> String {
    let v = Double(value)
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "∞" : "-∞") }
    let tenths = (v * 10).rounded()
    if tenths.truncatingRemainder(dividingBy: 10) == 0 { return String(Int64(tenths / 10)) }
    let sign = tenths < 0 ? "-" : ""
    let magnitude = Int64(abs(tenths))
    return sign + String(magnitude / 10) + "." + String(magnitude % 10)
}
