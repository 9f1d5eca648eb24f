import Foundation

/// SwiftUI's `ResolvedGradientVector` (R4): a gradient's stops as animatable data, colours
/// converted into the gradient's colour space and premultiplied (four numbers per stop,
/// `GradientPaint.ColorSpace.components`), at their locations.
///
/// Adding two vectors whose locations are the same list adds stop by stop. Otherwise the
/// union of both location lists is formed (a location both have once appears once; a hard
/// edge's repeated location as often as the side with more repeats has it), each side's
/// value at a location it lacks is resampled linearly from its neighbours, clamped at its
/// ends, and the values add at every union location. Locations themselves never move: a
/// location change is a cross-fade between the two resampled ramps. The empty vector is
/// zero.
public struct ResolvedGradientVector: VectorArithmetic, Equatable {
    /// Ascending.
    public private(set) var locations: [Double]
    /// Four per location.
    public private(set) var components: [Double]

    public init(locations: [Double], components: [Double]) {
        precondition(components.count == 4 * locations.count, "four components per location")
        (self.locations, self.components) = (locations, components)
    }

    /// `stops` (sorted by location) in `space`.
    public init(_ stops: [GradientPaint.Stop], in space: GradientPaint.ColorSpace) {
        self.init(locations: stops.map(\.location), components: stops.flatMap { space.components($0.color) })
    }

    public static var zero: ResolvedGradientVector { ResolvedGradientVector(locations: [], components: []) }

    /// The stops these numbers are in `space`.
    public func stops(in space: GradientPaint.ColorSpace) -> [GradientPaint.Stop] {
        locations.indices.map { GradientPaint.Stop(color: space.color(value(at: $0)), location: locations[$0]) }
    }

    func value(at index: Int) -> [Double] { Array(components[4 * index..<4 * index + 4]) }

    /// The union of two ascending location lists, repeats kept as often as either has them.
    static func union(_ a: [Double], _ b: [Double]) -> [Double] {
        var out: [Double] = [], i = 0, j = 0
        out.reserveCapacity(a.count + b.count)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) { out.append(a[i]); i += 1 }
            else if i == a.count || b[j] < a[i] { out.append(b[j]); j += 1 }
            else { out.append(a[i]); i += 1; j += 1 }
        }
        return out
    }

    /// This vector's numbers at `targets` (ascending, a superset of `locations`): its own at
    /// its locations, in order; elsewhere the straight line between its neighbours, or its
    /// end value beyond an end.
    func resampled(at targets: [Double]) -> [Double] {
        guard targets != locations else { return components }
        var out: [Double] = []
        out.reserveCapacity(4 * targets.count)
        var next = 0  // own locations used so far
        for location in targets {
            if next < locations.count, locations[next] == location {
                out += value(at: next)
                next += 1
                continue
            }
            let below = next - 1, above = locations[next...].firstIndex { $0 > location } ?? locations.count
            switch (below >= 0, above < locations.count) {
            case (false, false): out += [0, 0, 0, 0]
            case (true, false): out += value(at: locations.count - 1)
            case (false, true): out += value(at: above)
            case (true, true):
                let a = value(at: below), b = value(at: above)
                let span = locations[above] - locations[below]
                let t = span > 0 ? (location - locations[below]) / span : 1
                out += (0..<4).map { a[$0] + (b[$0] - a[$0]) * t }
            }
        }
        return out
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        if lhs.locations.isEmpty { return rhs }
        if rhs.locations.isEmpty { return lhs }
        let locations = lhs.locations == rhs.locations ? lhs.locations : union(lhs.locations, rhs.locations)
        let a = lhs.resampled(at: locations), b = rhs.resampled(at: locations)
        return Self(locations: locations, components: zip(a, b).map { $0 + $1 })
    }

    public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs.scaled(by: -1) }

    public mutating func scale(by rhs: Double) {
        for i in components.indices { components[i] *= rhs }
    }

    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }
}
