import AnimSimCore

/// SwiftUI's `TintShapeStyle`: `.tint` as a style (`.foregroundStyle(.tint)`, `.fill(.tint)`,
/// `.stroke(.tint, lineWidth: 2)`), the tint in effect where it is drawn: the colour of the
/// nearest `.tint(_:)` around the view, else of the nearest `.accentColor(_:)`, else the app's
/// accent colour, as SwiftUI resolves it.
/// `AnyShapeStyle(.tint)` stays the tint where it is drawn; where no environment is at hand
/// (a colour asked of the style alone), it is the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { (.accentColor, nil) }

    /// The tint of `environment`.
    static func resolved(in environment: EnvironmentValues) -> Color { environment.controlStyles.tint ?? environment.controlStyles.accent ?? .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
