import Foundation

/// A gradient paint's animatable data (R4): its four geometry numbers, then its stops as a
/// `ResolvedGradientVector`. For a linear gradient this is SwiftUI's
/// `LinearGradient._Paint.AnimatableData`, ((startPoint, endPoint), stops). For the other
/// kinds, whose layout SwiftUI does not publish, AnimSim chooses the same shape: (centre,
/// (start radius, end radius)) for radial, (centre, (start fraction, end fraction)) for
/// elliptical and (centre, (start angle, end angle)) for angular, then the stops.
///
/// Geometry carries C3's scaling: a unit point's coordinates and an angle's radians ×128,
/// radii and fractions as they are. It matters only to springs, whose motion depends on
/// the data's magnitude; a timing curve interpolates the same either way.
public struct GradientAnimatableData: VectorArithmetic, Equatable {
    public var geometry: AnimatableVector
    public var stops: ResolvedGradientVector

    public init(geometry: AnimatableVector, stops: ResolvedGradientVector) {
        (self.geometry, self.stops) = (geometry, stops)
    }

    /// `paint`'s data with its stops in `space` (the paint's own, or the position pane's
    /// drawn space, see `GradientChannel`).
    public init(_ paint: GradientPaint, stops: [GradientPaint.Stop], in space: GradientPaint.ColorSpace) {
        let scale = Self.scales(paint.kind, count: paint.geometry.count)
        self.init(geometry: AnimatableVector(zip(paint.geometry, scale).map { $0 * $1 }),
                  stops: ResolvedGradientVector(stops, in: space))
    }

    /// C3's unit scaling of the geometry numbers of `kind` (a mesh's grid size as it is,
    /// its unit points ×128).
    static func scales(_ kind: GradientPaint.Kind, count: Int = 4) -> [Double] {
        switch kind {
        case .linear, .angular: [128, 128, 128, 128]
        case .radial, .elliptical: [128, 128, 1, 1]
        case .mesh: [1, 1, 1, 1] + [Double](repeating: 128, count: max(count - 4, 0))
        }
    }

    /// The paint of `kind` whose data this is, its stops read in `space`.
    public func paint(_ kind: GradientPaint.Kind, space: GradientPaint.ColorSpace,
                      colorSpace: GradientPaint.ColorSpace) -> GradientPaint {
        let fits = kind == .mesh ? geometry.components.count >= 4 : geometry.components.count == 4
        let g = fits ? geometry.components : [Double](repeating: 0, count: 4)
        return GradientPaint(kind: kind, geometry: zip(g, Self.scales(kind, count: g.count)).map { $0 / $1 },
                             stops: stops.stops(in: space), colorSpace: colorSpace)
    }

    public static var zero: GradientAnimatableData { GradientAnimatableData(geometry: .zero, stops: .zero) }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(geometry: lhs.geometry + rhs.geometry, stops: lhs.stops + rhs.stops)
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(geometry: lhs.geometry - rhs.geometry, stops: lhs.stops - rhs.stops)
    }

    public mutating func scale(by rhs: Double) {
        geometry.scale(by: rhs)
        stops.scale(by: rhs)
    }

    public var magnitudeSquared: Double { geometry.magnitudeSquared + stops.magnitudeSquared }
}
