import Foundation

/// Composes each item's whole drawn transform (`DisplayItem.transform`) down the tree: a
/// view's own matrix is its geometry effects (innermost first), then its rotation and scale
/// about its centre; then the move from its local space into its parent's; then the parent's
/// transform. An offset moves its child in layout already, so its matrix is in the offset
/// view's own transform (where a trace finds it) but not passed on to its children.
enum DrawnTransforms {
    /// A node's matrices beyond its rotation and scale.
    struct Own {
        /// Applied to the node and everything inside it (an effect's `effectValue`).
        var matrix: ProjectionTransform = .identity
        /// Applied to the node alone (an offset, which layout already applied to its child).
        var shift: CGSize = .zero
        /// The naive pane's matrix morph still owed (element by element), if any.
        var owed: ProjectionTransform? = nil
        var effects: [DisplayItem.EffectData] = []
        /// Visual filters, applied to the node and everything inside it.
        var filters: [VisualFilter] = []
        /// A compositing effect drawing the node's subtree as one layer (`Compositing`).
        var composite: Compositing? = nil
        /// An opacity factor for the node and everything inside it (a frame-reading effect's).
        var opacity: Double = 1
    }

    /// p ↦ c + s·R(θ)(p − c), c the centre of `size` (or its `pivot`), as a row-vector matrix.
    static func aboutCentre(rotation: Double, scale: CGFloat, size: CGSize, pivot: UnitPoint = .center) -> ProjectionTransform {
        guard rotation != 0 || scale != 1 else { return .identity }
        let (s, c) = (sin(rotation), cos(rotation))
        let (cx, cy) = (size.width * pivot.x, size.height * pivot.y)
        return ProjectionTransform(rows: [scale * c, scale * s, 0, -scale * s, scale * c, 0,
                                          cx - scale * (c * cx - s * cy), cy - scale * (s * cx + c * cy), 1])
    }

    /// Sets `geometry[i].transform` for every item, given each node's layout frame in pane
    /// coordinates (before any effect) and its own matrices (sparse).
    static func apply(to geometry: inout [DisplayItems.Geometry], parents: [Int], layoutFrames: [CGRect],
                      effects: [DisplayItems.OwnEffect], own: [Int: Own], rotationMorphed: Bool = false) {
        var inner = [ProjectionTransform](repeating: .identity, count: parents.count)
        let filtering = own.values.contains { !$0.filters.isEmpty } || effects.contains { $0.blur != 0 }
        let fading = own.values.contains { $0.opacity != 1 }
        var factor = fading ? [Double](repeating: 1, count: parents.count) : []
        for index in parents.indices {
            let parent = parents[index]
            let frame = layoutFrames[index], effect = effects[index]
            let extra = own[index]
            var m = extra?.matrix ?? .identity
            if rotationMorphed {
                // The naive pane: the model's own matrix plus what the morph owes, entry by
                // entry; only the scale (a transition's, say) still animates as a scale.
                if effect.rotation.radians != 0 {
                    m = m.concatenating(aboutCentre(rotation: effect.rotation.radians, scale: 1, size: frame.size, pivot: effect.pivot))
                }
                if let owed = extra?.owed { m = m.adding(owed) }
                if effect.scale != 1 { m = m.concatenating(aboutCentre(rotation: 0, scale: effect.scale, size: frame.size)) }
            } else if effect.pivot != .center, effect.rotation.radians != 0 {
                // A transition's turn about its anchor, then its scale about the centre.
                m = m.concatenating(aboutCentre(rotation: effect.rotation.radians, scale: 1, size: frame.size, pivot: effect.pivot))
                    .concatenating(aboutCentre(rotation: 0, scale: effect.scale, size: frame.size))
            } else if effect.rotation.radians != 0 || effect.scale != 1 {
                m = m.concatenating(aboutCentre(rotation: effect.rotation.radians, scale: effect.scale, size: frame.size))
            }
            let origin = parent >= 0 ? CGPoint(x: frame.minX - layoutFrames[parent].minX, y: frame.minY - layoutFrames[parent].minY)
                : frame.origin
            m = m.concatenating(.translation(origin.x, origin.y))
            if parent >= 0 { m = m.concatenating(inner[parent]) }
            inner[index] = m
            var drawn = m
            if let shift = extra?.shift, shift != .zero {
                drawn = ProjectionTransform.translation(shift.width, shift.height).concatenating(m)
            }
            geometry[index].transform = drawn
            if fading {
                factor[index] = (parent >= 0 ? factor[parent] : 1) * (extra?.opacity ?? 1)
                geometry[index].opacity *= factor[index]
            }
            if filtering {
                // Outermost first, as they apply to what the inner ones drew: a transition's
                // blur is the view's outermost modifier, so it comes before the view's own.
                let transitionBlur = effect.blur != 0 ? [VisualFilter(.blur, [effect.blur])] : []
                geometry[index].filters = (parent >= 0 ? geometry[parent].filters : []) + transitionBlur + (extra?.filters ?? [])
                geometry[index].transitionBlur = effect.blur
            }
        }
    }
}

extension ProjectionTransform {
    /// Entry by entry: what the naive pane adds while a matrix morph is owed.
    func adding(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(rows: zip(entries, other.entries).map { $0 + $1 })
    }
}
