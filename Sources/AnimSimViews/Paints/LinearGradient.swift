import AnimSimCore

/// SwiftUI's `LinearGradient`: its colours along the line from `startPoint` to `endPoint`,
/// unit points in the filled shape's bounding rect (R1), padded beyond both ends.
/// Its initializers, and the other gradients', are `nonisolated` as SwiftUI's are: a paint
/// is a value any code makes, though a `View` is main-actor isolated (`ShapeStyle+Gradients`).
public struct LinearGradient: Equatable, Sendable, ShapeStyle, _GradientView {
    public typealias Body = Never
    let gradient: AnyGradient
    let startPoint: UnitPoint, endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(_ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    nonisolated public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let paint = GradientPaint.linear(gradient.gradient.coreStops, start: startPoint, end: endPoint, colorSpace: gradient.space.space)
        return (paint.fallbackColor, paint)
    }
}

/// SwiftUI's `RadialGradient`: circles about `center` (a unit point), from `startRadius` to
/// `endRadius`, both in points (R1).
public struct RadialGradient: Equatable, Sendable, ShapeStyle, _GradientView {
    public typealias Body = Never
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public init(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    nonisolated public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let paint = GradientPaint.radial(gradient.gradient.coreStops, center: center, startRadius: startRadius,
                                         endRadius: endRadius, colorSpace: gradient.space.space)
        return (paint.fallbackColor, paint)
    }
}

/// SwiftUI's `EllipticalGradient`: a radial gradient in the unit square, stretched to the
/// filled shape's rect; radii are fractions of the rect's side, 0.5 reaching its edges (R1).
public struct EllipticalGradient: Equatable, Sendable, ShapeStyle, _GradientView {
    public typealias Body = Never
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated public init(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center) = (gradient, center)
        (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
    }

    nonisolated public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let paint = GradientPaint.elliptical(gradient.gradient.coreStops, center: center, startRadiusFraction: startRadiusFraction,
                                             endRadiusFraction: endRadiusFraction, colorSpace: gradient.space.space)
        return (paint.fallbackColor, paint)
    }
}
