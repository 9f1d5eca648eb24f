import Foundation

/// A resolved gradient paint: what SwiftUI's `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient` and `AngularGradient` become once resolved for a view (R1 in
/// shared/design/swiftui-animatable.md). It lives on a display item beside its fill colour
/// and replaces that colour wherever the item paints (a shape's fill, a stroked outline,
/// text).
///
/// Geometry is kept in SwiftUI's own terms, unit points and points, and resolved against the
/// filled shape's bounding rect only where it is drawn: the item's frame, in the item's local
/// space (`resolved(in:)`). So a gradient's data does not change when its view moves or
/// resizes, exactly as SwiftUI's `_Paint.AnimatableData` holds `UnitPoint`s.
public struct GradientPaint: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case linear, radial, elliptical, angular
        /// iOS 18's `MeshGradient`: a grid of points, each with a colour (`meshPoints`).
        case mesh
    }

    /// SwiftUI's `Gradient.ColorSpace` (R3): how colours between two stops are mixed.
    public enum ColorSpace: String, Equatable, Sendable {
        /// In the output colour space: straight lines in (premultiplied) encoded sRGB.
        case device
        /// Oklab-style: linear sRGB → LMS, cube roots, premultiplied (`Color.animatableComponents`).
        case perceptual
    }

    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { (self.color, self.location) = (color, location) }
    }

    public var kind: Kind
    /// Four numbers, by kind:
    /// - linear: startPoint.x, startPoint.y, endPoint.x, endPoint.y (unit points);
    /// - radial: center.x, center.y (unit), startRadius, endRadius (points);
    /// - elliptical: center.x, center.y (unit), startRadiusFraction, endRadiusFraction;
    /// - angular: center.x, center.y (unit), startAngle, endAngle (radians, clockwise from +x);
    /// - mesh: width, height (the grid's columns and rows), 0, 0, then each point's x and y
    ///   (unit points, row by row), so the points animate with the geometry; the stops are
    ///   the points' colours in the same order.
    public var geometry: [Double]
    /// In the order given (SwiftUI draws unordered stops as given and logs a warning).
    public var stops: [Stop]
    public var colorSpace: ColorSpace

    public init(kind: Kind, geometry: [Double], stops: [Stop], colorSpace: ColorSpace = .perceptual) {
        precondition(kind == .mesh ? geometry.count >= 4 : geometry.count == 4, "a gradient has four geometry numbers")
        (self.kind, self.geometry, self.stops, self.colorSpace) = (kind, geometry, stops, colorSpace)
    }

    public static func linear(_ stops: [Stop], start: UnitPoint, end: UnitPoint,
                              colorSpace: ColorSpace = .perceptual) -> GradientPaint {
        GradientPaint(kind: .linear, geometry: [start.x, start.y, end.x, end.y].map(Double.init), stops: stops, colorSpace: colorSpace)
    }

    public static func radial(_ stops: [Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                              colorSpace: ColorSpace = .perceptual) -> GradientPaint {
        GradientPaint(kind: .radial, geometry: [center.x, center.y, startRadius, endRadius].map(Double.init),
                      stops: stops, colorSpace: colorSpace)
    }

    public static func elliptical(_ stops: [Stop], center: UnitPoint, startRadiusFraction: CGFloat,
                                  endRadiusFraction: CGFloat, colorSpace: ColorSpace = .perceptual) -> GradientPaint {
        GradientPaint(kind: .elliptical, geometry: [center.x, center.y, startRadiusFraction, endRadiusFraction].map(Double.init),
                      stops: stops, colorSpace: colorSpace)
    }

    public static func angular(_ stops: [Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle,
                               colorSpace: ColorSpace = .perceptual) -> GradientPaint {
        GradientPaint(kind: .angular, geometry: [Double(center.x), Double(center.y), startAngle.radians, endAngle.radians],
                      stops: stops, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points (unit coordinates, row by row) and their colours.
    public static func mesh(width: Int, height: Int, points: [CGPoint], colors: [Color],
                            colorSpace: ColorSpace = .device) -> GradientPaint {
        let coordinates: [Double] = points.flatMap { [Double($0.x), Double($0.y)] }
        let geometry: [Double] = [Double(width), Double(height), 0, 0] + coordinates
        return GradientPaint(kind: .mesh, geometry: geometry, stops: evenlySpaced(colors), colorSpace: colorSpace)
    }

    /// A mesh's grid size and points (nil for the other kinds, or a mesh whose numbers do not
    /// make a grid of at least 2 × 2).
    public var meshGrid: (width: Int, height: Int, points: [CGPoint])? {
        guard kind == .mesh, geometry.count >= 4 else { return nil }
        let (w, h) = (Int(geometry[0]), Int(geometry[1]))
        let xy = Array(geometry.dropFirst(4))
        guard w >= 2, h >= 2, xy.count == 2 * w * h, stops.count == w * h else { return nil }
        return (w, h, (0..<(w * h)).map { CGPoint(x: xy[2 * $0], y: xy[2 * $0 + 1]) })
    }

    /// `Gradient(colors:)`'s placement: n colours at i/(n − 1), one colour at 0 (R1).
    public static func evenlySpaced(_ colors: [Color]) -> [Stop] {
        colors.enumerated().map { i, color in
            Stop(color: color, location: colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
        }
    }

    /// The stops by location (stable: equal locations keep their order, a hard edge).
    public var sortedStops: [Stop] {
        stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour this gradient paints at `location` along it: the end colours beyond the
    /// ends (SwiftUI pads), and between two stops their mix in the gradient's colour space.
    public func color(at location: Double) -> Color {
        let stops = sortedStops
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        return colorSpace.mix(a.color, b.color, by: span > 0 ? (location - a.location) / span : 1)
    }
}
