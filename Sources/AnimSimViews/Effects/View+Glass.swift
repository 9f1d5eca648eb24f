import AnimSimCore

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
