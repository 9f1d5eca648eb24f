import AnimSimCore

/// SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary` as a `ShapeStyle` (`.foregroundStyle(.secondary)`, `.fill(.tertiary)`), the levels of the
/// foreground style in effect where the view is drawn, each fainter than the one before.
///
/// Apple documents the levels' meaning, not their values, so AnimSim takes iOS's own ladder,
/// UIKit's label colours (iOS 17's HIG tables, `UIColor+System.swift`):
/// - with the default foreground, a level is that label colour itself: `.secondary` is
///   `secondaryLabel` (#3C3C43 at 60 % on light, #EBEBF5 at 60 % on dark), `.tertiary`
///   `tertiaryLabel` (30 %), `.quaternary` `quaternaryLabel` (18 % on light, 16 % on dark),
///   which is what iOS draws for them; `.quinary` (iOS 16) has no label colour of UIKit's, so
///   AnimSim continues the ladder with iOS's faintest fill, `quaternarySystemFill`'s 8 %, on
///   both schemes (fainter than `.quaternary` on each, as the fifth level must be);
/// - under another foreground (`.foregroundStyle(.red)` around it), that colour at the same
///   opacities, 60 %, 30 % and 18 % (16 % on dark), times its own: the one ladder, so a
///   caption's levels keep the proportions they have in black.
///
/// `.primary` is the foreground itself. A gradient foreground gives its middle colour at the
/// level's opacity. A level inside another level is taken from the nearest foreground, so
/// `.secondary` inside `.foregroundStyle(.secondary)` is fainter again (SwiftUI keeps the base).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 primary … 4 quinary.
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The fifth level: the label grey at `quaternarySystemFill`'s 8 % (see the type's comment).
    static let quinaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.08, darkAlpha: 0.08)

    /// iOS's label colour for the level (`label`, `secondaryLabel`, …).
    var labelColor: UIColor { [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, Self.quinaryLabel][level] }

    /// The level of the default foreground, in the appearance being resolved: where no
    /// environment is at hand (a stroke's or a background's style).
    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { (labelColor.current, nil) }

    /// The level of `environment`'s foreground (see the type's comment).
    func resolved(in environment: EnvironmentValues) -> Color {
        let own = labelColor.resolved(for: environment.colorScheme)
        guard let base = environment.foregroundGradient?.fallbackColor ?? environment.foregroundColor else { return own }
        return level == 0 ? base : base.opacity(own.opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// The paint where the environment is known: a hierarchical style is the level of the
    /// foreground in effect there, `.tint` the tint in effect there; any other style is its own.
    func _resolvePaint(in environment: EnvironmentValues) -> (color: Color, gradient: GradientPaint?) {
        if let style = self as? HierarchicalShapeStyle { return (style.resolved(in: environment), nil) }
        if self is TintShapeStyle || (self as? AnyShapeStyle)?.isTint == true { return (TintShapeStyle.resolved(in: environment), nil) }
        if let style = self as? AnyShapeStyle, let level = style.hierarchical { return (level.resolved(in: environment), nil) }
        return _resolvePaint()
    }
}
