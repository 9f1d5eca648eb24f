import Foundation

extension DisplayItem {
    /// One geometry effect of a view, as traces show it: SwiftUI's type name, the matrix it
    /// gave at this instant (in the view's local space) and its presented `animatableData`.
    public struct EffectData: Equatable, Sendable {
        public var name: String
        public var matrix: ProjectionTransform
        public var animatableData: [Double]

        public init(name: String, matrix: ProjectionTransform, animatableData: [Double]) {
            (self.name, self.matrix, self.animatableData) = (name, matrix, animatableData)
        }
    }

    /// The whole drawn transform: from the view's local space (origin at its frame's
    /// top-left, its size the frame's) to pane coordinates, with every ancestor's and its
    /// own geometry effects, offsets included. Renderers draw through it; traces report it.
    public var transform: ProjectionTransform { drawnTransform ?? legacyTransform }

    /// The drawn transform where it says more than frame, rotation and scale (beyond
    /// rounding): what traces and the item's description report.
    public var reportedTransform: ProjectionTransform? {
        guard let drawnTransform else { return nil }
        let legacy = legacyTransform
        let differs = zip(drawnTransform.entries, legacy.entries).contains { abs($0 - $1) > 1e-9 * max(1, abs($1)) }
        return differs ? drawnTransform : nil
    }

    /// What frame, rotation and scale alone say: the frame's origin, turned and scaled about
    /// its centre, as items built by hand (without a layout) are drawn.
    public var legacyTransform: ProjectionTransform {
        var m = DrawnTransforms.aboutCentre(rotation: rotation.radians, scale: scale, size: frame.size)
        (m.m31, m.m32) = (m.m31 + frame.minX, m.m32 + frame.minY)
        return m
    }
}
