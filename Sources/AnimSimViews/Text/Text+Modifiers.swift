import AnimSimCore

/// One of `Text`'s own style modifiers, kept as the change it makes to the environment the
/// text is drawn in (its font, its colour or shape style).
struct TextStyleEdit {
    let apply: (inout EnvironmentValues) -> Void
}

/// SwiftUI's modifiers that return `Text`, so styled texts can be joined with `+`
/// (`Text("a").bold() + Text("b").foregroundColor(.red)`). A concrete type's method wins over
/// the `View` extension's of the same name, so on a `Text` these are chosen and on any other
/// view the `View` forms apply. The innermost modifier wins, as SwiftUI's do.
extension Text {
    private func edited(_ change: @escaping (inout EnvironmentValues) -> Void) -> Text {
        var text = self
        text.styleEdits.append(TextStyleEdit(apply: change))
        return text
    }

    /// The text's font; nil leaves the environment's.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return edited { $0.font = font }
    }

    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return edited { $0.foregroundColor = color; $0.foregroundGradient = nil }
    }

    /// iOS 17's `Text.foregroundStyle(_:)`: a colour, a gradient or a hierarchical style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        edited {
            let (color, gradient) = style._resolvePaint(in: $0)
            $0.foregroundColor = color
            $0.foregroundGradient = gradient
        }
    }

    /// A colour only `Color` names (`.accentColor`, a user's `extension Color`).
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// Raises the text's baseline among the runs of a concatenation by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        var text = self
        text.baselineOffset += offset
        return text
    }

    /// The font's design and width: kept as SwiftUI's API and drawn in DejaVu Sans, the
    /// renderer's one family (docs/swift.md).
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// Letter spacing: `tracking` points after each character, measured and drawn
    /// (`TextFit.tracking`); kerning is spaced alike (`View+TextStyle.swift` says why).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
    public func tracking(_ tracking: CGFloat) -> Text { edited { $0.surroundings.textFit.tracking = tracking } }

    /// Lines under and through the text: accepted, not drawn (docs/swift.md).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text { self }
}

extension Font {
    /// SwiftUI's `Font.Width` (iOS 16): the font's width class, drawn in DejaVu Sans.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}
