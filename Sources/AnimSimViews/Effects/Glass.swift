import AnimSimCore

/// SwiftUI's `Glass` (iOS 26): the configuration of the Liquid Glass material that
/// `glassEffect(_:in:)` and the glass button styles draw.
///
/// iOS renders Liquid Glass by refracting and blurring what is behind the view. AnimSim draws
/// items one by one, with no backdrop to refract or blur (as for `Material`), so glass is a
/// frosted plate (docs/swift.md, "Liquid Glass"): the shape filled with a translucent light
/// colour, the content behind showing through unblurred, and a thin light highlight along its
/// outline where iOS's glass catches the light. `.clear` is half as dense as `.regular`;
/// `.tint(_:)` colours the plate with the tint; `.identity` draws nothing at all, as Apple
/// documents ("your content remains unaffected as if no glass effect was applied").
public struct Glass: Equatable, Sendable {
    /// The plate's opacity: 0.5 for regular glass, 0.25 for clear, 0 for the identity.
    let density: Double
    let tintColor: Color?
    let isInteractive: Bool

    init(density: Double, tintColor: Color? = nil, isInteractive: Bool = false) {
        (self.density, self.tintColor, self.isInteractive) = (density, tintColor, isInteractive)
    }

    /// The regular variant, the default: medium transparency.
    public static var regular: Glass { Glass(density: 0.5) }
    /// The clear variant: highly transparent, for glass over rich content.
    public static var clear: Glass { Glass(density: 0.25) }
    /// No glass: the content is drawn as if no glass effect were applied.
    public static var identity: Glass { Glass(density: 0) }

    /// A copy tinted with `color` (nil removes the tint).
    public func tint(_ color: Color?) -> Glass { Glass(density: density, tintColor: color, isInteractive: isInteractive) }

    /// A copy that reacts to touches. On iOS interactive glass swells and shimmers under a
    /// finger; AnimSim keeps the flag and draws the glass as it is at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(density: density, tintColor: tintColor, isInteractive: isEnabled) }

    /// Whether anything is drawn: the identity variant draws nothing.
    var isVisible: Bool { density > 0 }

    /// The plate's colour: the tint at its own opacity times the density; untinted, white in
    /// light mode and a 0.3 grey in dark mode (iOS's dark glass reads as a lighter grey over
    /// dark content), at the density.
    func fill(in scheme: ColorScheme) -> Color {
        if let tintColor { return tintColor.opacity(density) }
        return Color(white: scheme == .dark ? 0.3 : 1, opacity: density)
    }

    /// The highlight along the outline: white, 1 pt wide, at 0.6 in light mode and 0.35 in dark.
    func highlight(in scheme: ColorScheme) -> Color { Color(white: 1, opacity: scheme == .dark ? 0.35 : 0.6) }
    static let highlightWidth: CGFloat = 1
}

/// SwiftUI's `DefaultGlassEffectShape`: the shape `glassEffect()` uses when given none, a capsule.
public nonisolated struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    /// Drawn as the capsule it is, by every painter.
    public var _kind: ShapeKind? { .capsule }
}

/// The frosted plate of `glass` in `shape`, in the colour scheme where it is drawn; nothing for
/// the identity variant.
struct GlassPlate<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        if glass.isVisible {
            shape.fill(glass.fill(in: scheme))
                .overlay(shape.stroke(glass.highlight(in: scheme), lineWidth: Glass.highlightWidth))
        }
    }
}
