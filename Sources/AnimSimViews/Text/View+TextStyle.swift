import AnimSimCore

/// iOS 16's text modifiers on any view: they set the environment, and every `Text` below is
/// measured and drawn with them, as SwiftUI's are (`Text(name).textCase(.uppercase)
/// .opacity(0.9).tracking(1.1)`). On a `Text` itself `Text`'s own forms are chosen (a concrete
/// type's method wins), so styled texts still join with `+`. `.bold`, `.italic`,
/// `.fontWeight`, `.fontDesign` (`View+Surroundings.swift`), `.textCase` (`View+LineLimit.swift`)
/// and `.monospacedDigit` (`View+MonospacedDigit.swift`) are declared beside their kin.
extension View {
    /// Letter spacing: `tracking` points after each character of every text below, in its
    /// measure and where its glyphs are drawn (`TextFit.tracking`).
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.surroundings.textFit.tracking = tracking })
    }

    /// Kerning, spaced as tracking is: DejaVu Sans draws no ligature that the two would
    /// treat differently, so they differ in nothing AnimSim draws.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        tracking(kerning)
    }

    /// Lines under and through the text below: accepted, not drawn, as `Text`'s own
    /// (docs/swift.md).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Self { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Self { self }

    /// Raises every text below alike: AnimSim's `Text` raises a part of a concatenation
    /// against the others (`Text.baselineOffset`), and raising them all changes no placement
    /// it draws, so this is accepted (docs/swift.md).
    public func baselineOffset(_ offset: CGFloat) -> Self { self }

    /// The font's width and fixed-pitch design: drawn in DejaVu Sans, the renderer's one
    /// family, as `Text`'s own (docs/swift.md).
    public func monospaced(_ isActive: Bool = true) -> Self { self }
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}

extension Text {
    /// SwiftUI's `Text.LineStyle`: how an underline or strikethrough is drawn.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            let name: String

            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        public static let single = LineStyle()
    }
}
