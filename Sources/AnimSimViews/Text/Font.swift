import AnimSimCore

/// SwiftUI's `Font`, as the size and weight a text is measured and drawn at: iOS's text
/// styles at the default Dynamic Type size (Large), in points, and the weight that
/// `.bold()`, `.weight(_:)` or `system(size:weight:)` gave it. Text in semibold or heavier is
/// measured and drawn in DejaVu Sans Bold, lighter text in DejaVu Sans (the two weights the
/// renderer has); `italic()` slants the text (`Text`); the design is kept and drawn in the sans face.
public struct Font: Hashable, Sendable {
    public var size: CGFloat
    /// The weight set on the font itself (nil: the style's own, regular; `headline` is semibold).
    var weight: Weight?
    var isItalic = false

    init(size: CGFloat, weight: Weight? = nil) {
        self.size = size
        self.weight = weight
    }

    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    /// iOS's headline is the body size in semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    /// SwiftUI's weights, with UIKit's `UIFont.Weight` values (regular 0, bold 0.4), which is
    /// how a text's weight reaches the core (`ViewStyle.fontWeight`).
    public enum Weight: Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var value: CGFloat {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// SwiftUI's older spellings, kept for calls that pass every argument: disfavoured, so a
    /// call that leaves the weight or design out takes the newer optional form (as on Apple's
    /// platforms) instead of being ambiguous between the two.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight)
    }

    @_disfavoredOverload
    public static func system(_ style: Font, design: Design = .default) -> Font { style }

    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if let weight { font.weight = weight }
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func monospacedDigit() -> Font { self }
}
