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

extension View {
    /// SwiftUI's `glassEffect(_:in:)` (iOS 26): Liquid Glass in `shape` behind the view,
    /// anchored to its bounds (padding included), as AnimSim draws glass: a frosted plate with a
    /// light highlight along its outline (`Glass`). `.identity` leaves the view as it is.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(GlassPlate(glass: glass, shape: shape))
    }

    /// SwiftUI's `glassEffectID(_:in:)`: names the view's glass so that a `GlassEffectContainer`
    /// can morph it into another view's glass as they come and go. AnimSim draws each glass
    /// shape on its own and does not morph them: the view is unchanged, its transitions apply.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// SwiftUI's `glassEffectUnion(id:namespace:)`: joins the view's glass into one shape with
    /// the other glass of the same id. AnimSim draws each view's glass shape on its own.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
}

/// SwiftUI's `GlassEffectContainer` (iOS 26): renders the glass shapes inside together, so that
/// shapes closer than `spacing` blend into one another. AnimSim lays the content out as it is
/// and draws each glass shape on its own; shapes neither blend nor morph (docs/swift.md).
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}
