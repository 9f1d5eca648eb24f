import AnimSimCore

/// SwiftUI's `Font.custom`: Linux has none of an app's bundled fonts, so the system font of
/// the same size stands in, and the first use of each name in a process says so.
extension Font {
    public static func custom(_ name: String, size: CGFloat) -> Font {
        standIn(for: name, size: size)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        standIn(for: name, size: size)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        standIn(for: name, size: fixedSize)
    }

    /// SwiftUI's text styles, for `custom(_:size:relativeTo:)`.
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    private static func standIn(for name: String, size: CGFloat) -> Font {
        ViewDiagnostics.warnOnce(key: "font \(name)", "Font.custom(\"\(name)\"): Linux has no app fonts; "
            + "drawn in the system font at \(String(format: "%g", Double(size))) pt (docs/swift.md, \"Around the animation\")")
        return Font(size: size)
    }
}
