import AnimSimCore

/// SwiftUI's `Material`: a blur of what is behind the view, lightened or darkened. AnimSim
/// draws items one by one and has no backdrop to blur, so a material is drawn as the tint
/// it lays over the blur, a translucent white in light mode and a translucent near-black in
/// dark mode, thicker materials more opaque (docs/swift.md, "Materials"): content behind it
/// shows through, unblurred. The scheme is the tree's (`CurrentAppearance`), read when the
/// fill is made, as `Color.primary` is.
public struct Material: ShapeStyle, Equatable {
    /// 0 (ultra-thin) … 4 (ultra-thick); the bar is 5.
    let thickness: Int

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)

    /// The tint's opacity over what is behind: AnimSim's choice, from thin to thick, with
    /// the bar as thick as `.thick` (iOS's bars are nearly opaque).
    static let opacities: [Double] = [0.35, 0.5, 0.65, 0.8, 0.9, 0.8]

    /// The tint in `scheme`: white, or iOS's dark grouped background grey (0.11).
    func color(in scheme: ColorScheme) -> Color {
        Color(white: scheme == .dark ? 0.11 : 1, opacity: Self.opacities[thickness])
    }

    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { (color(in: CurrentAppearance.colorScheme), nil) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (navigation, tab, toolbar).
    public static var bar: Material { Material(thickness: 5) }
}

extension View {
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)` with a material: the view's bounds
    /// filled with it, behind the view (safe-area edges are zero in AnimSim).
    public func background(_ material: Material, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(material))
    }
}
