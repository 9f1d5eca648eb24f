import AnimSimCore

/// SwiftUI's `Font`, as the size a text is measured and drawn at: iOS's text styles at the
/// default Dynamic Type size (Large), in points. Weight and design do not change the
/// measurement AnimSim makes, so `bold()` and friends return the font unchanged.
public struct Font: Hashable, Sendable {
    public var size: CGFloat

    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font(size: size) }
    public static func system(_ style: Font, design: Design = .default) -> Font { style }

    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }
}
