import Foundation
import AnimSimCore

/// A scene file's `gradient:` (docs/scene-format.md, "Gradients"): a gradient paint whose
/// colours and numbers may each be a state parameter, so a gradient is keyframed like any
/// value and animates as SwiftUI's do (R4, `GradientChannel`).
struct GradientTemplate: Sendable, Equatable {
    var kind: GradientPaint.Kind
    /// Each stop's colour and location.
    var stops: [(color: StateColor, location: Quantity)]
    /// The four geometry numbers in `GradientPaint.geometry`'s order; angles in degrees.
    var geometry: [Quantity]
    var colorSpace: GradientPaint.ColorSpace

    static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.geometry == b.geometry && a.colorSpace == b.colorSpace
            && a.stops.map(\.color) == b.stops.map(\.color) && a.stops.map(\.location) == b.stops.map(\.location)
    }

    var colors: [StateColor] { stops.map(\.color) }
    var quantities: [Quantity] { stops.map(\.location) + geometry }

    func paint(in state: SceneState) -> GradientPaint {
        var g = geometry.map { $0.value(in: state) }
        if kind == .angular { g[2] *= .pi / 180; g[3] *= .pi / 180 }
        return GradientPaint(kind: kind, geometry: g,
                             stops: stops.map { GradientPaint.Stop(color: $0.color.value(in: state), location: $0.location.value(in: state)) },
                             colorSpace: colorSpace)
    }

    func apply(to node: ViewNode, state: SceneState) -> ViewNode { node.gradient(paint(in: state)) }
}
