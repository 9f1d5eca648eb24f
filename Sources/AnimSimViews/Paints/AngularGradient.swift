import AnimSimCore

/// SwiftUI's `AngularGradient` (a conic gradient): its colours around `center`, clockwise
/// from `startAngle` to `endAngle` (R1: the last complete turn of a span over 2π; a shorter
/// span's gap in the colours at locations 1 and 0, switching halfway; equal angles a full
/// turn, `GradientPaint.angularLocation`). `init(…, angle:)` is one full turn from `angle`.
public struct AngularGradient: Equatable, Sendable, ShapeStyle, _GradientView {
    public typealias Body = Never
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated public init(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }

    nonisolated public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let paint = GradientPaint.angular(gradient.gradient.coreStops, center: center, startAngle: startAngle,
                                          endAngle: endAngle, colorSpace: gradient.space.space)
        return (paint.fallbackColor, paint)
    }
}
