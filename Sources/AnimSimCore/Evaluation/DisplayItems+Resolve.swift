import Foundation

/// Resolving a layout pass into items: opacity multiplies down the tree, and an ancestor's
/// rotation and scale move and turn everything inside it.
extension DisplayItems {
    /// A view's own effects, before its ancestors' are composed in.
    struct OwnEffect {
        var rotation: Angle
        var scale: CGFloat
        var opacity: Double
        /// A running transition's blur radius (a view's own `.blur` is a filter node instead).
        var blur: Double = 0
        /// The point `rotation` turns about: the centre, except while a transition turns the
        /// view about its `rotationEffect`'s anchor (the view has no centred rotation then).
        var pivot: UnitPoint = .center

        /// Whether it moves, turns or blurs what is inside it (a blur takes the resolver's
        /// full path, where filters pass down the tree).
        var transforms: Bool { rotation.radians != 0 || scale != 1 || blur != 0 }
    }

    /// Layout frames: in pane coordinates, or each in its parent's (a graph's own, composed
    /// here while resolving rather than copied first).
    enum Frames {
        case absolute([CGRect])
        case relative([CGRect])
    }

    /// Items come parents first, and the root's parent is -1. `transforms`: whether any
    /// effect does, when the caller already knows.
    /// `own`: each node's geometry effects and offsets (sparse); with any, or any rotation or
    /// scale, every item gets its whole drawn transform (`DrawnTransforms`).
    static func resolve(parents: [Int], frames: Frames, effects: [OwnEffect], transforms: Bool? = nil,
                        own: [Int: DrawnTransforms.Own] = [:], rotationMorphed: Bool = false) -> [Geometry] {
        // Most scenes rotate and scale nothing: then only opacity and origins need composing.
        guard transforms ?? effects.contains(where: \.transforms) else {
            var geometry = resolveWithoutEffects(parents: parents, frames: frames, effects: effects)
            if !own.isEmpty {
                DrawnTransforms.apply(to: &geometry, parents: parents, layoutFrames: geometry.map(\.frame), effects: effects,
                                      own: own, rotationMorphed: rotationMorphed)
            }
            return geometry
        }
        let layoutFrames: [CGRect]
        switch frames {
        case .absolute(let absolute): layoutFrames = absolute
        case .relative(let relative): layoutFrames = LayoutGraph.absolute(relative, parents: parents)
        }
        var geometry: [Geometry] = []
        geometry.reserveCapacity(parents.count)
        var composed: [VisualEffect] = []
        composed.reserveCapacity(parents.count)
        for index in parents.indices {
            let parentIndex = parents[index] >= 0 ? parents[index] : nil
            let own = effects[index], layoutFrame = layoutFrames[index]
            let inherited = parentIndex.map { geometry[$0].opacity } ?? 1
            var item = Geometry(frame: layoutFrame, rotation: own.rotation, scale: own.scale, opacity: inherited * own.opacity)
            let parent = parentIndex.map { composed[$0] } ?? .identity
            let center = CGPoint(x: layoutFrame.midX, y: layoutFrame.midY)
            let effect = parent.applying(rotation: own.rotation.radians, scale: own.scale, about: center)
            if !parent.isIdentity {
                let moved = parent.apply(center)
                item.frame.origin = CGPoint(x: moved.x - layoutFrame.width / 2, y: moved.y - layoutFrame.height / 2)
                item.rotation = .radians(effect.rotation)
                item.scale = effect.scale
            }
            composed.append(effect)
            geometry.append(item)
        }
        DrawnTransforms.apply(to: &geometry, parents: parents, layoutFrames: layoutFrames, effects: effects,
                              own: own, rotationMorphed: rotationMorphed)
        return geometry
    }
}

extension DisplayItems {
    /// One pass over plain buffers: this runs for every view at every instant.
    private static func resolveWithoutEffects(parents: [Int], frames: Frames, effects: [OwnEffect]) -> [Geometry] {
        let (input, isRelative): ([CGRect], Bool)
        switch frames {
        case .absolute(let absolute): (input, isRelative) = (absolute, false)
        case .relative(let relative): (input, isRelative) = (relative, true)
        }
        return [Geometry](unsafeUninitializedCapacity: parents.count) { out, count in
            parents.withUnsafeBufferPointer { parents in
                input.withUnsafeBufferPointer { frames in
                    effects.withUnsafeBufferPointer { effects in
                        for index in parents.indices {
                            let parent = parents[index], own = effects[index]
                            var frame = frames[index]
                            var inherited = 1.0
                            if parent >= 0 {
                                inherited = out[parent].opacity
                                // The same sum `LayoutGraph.absolute` makes, so both paths agree exactly.
                                if isRelative {
                                    frame.origin.x += out[parent].frame.minX
                                    frame.origin.y += out[parent].frame.minY
                                }
                            }
                            (out.baseAddress! + index).initialize(to: Geometry(
                                frame: frame, rotation: own.rotation, scale: own.scale, opacity: inherited * own.opacity))
                        }
                    }
                }
            }
            count = parents.count
        }
    }
}

extension DisplayItems.Appearance {
    /// Shapes and text draw; colours draw as rectangles; containers and spacers only appear
    /// in traces.
    init(parent: Int?, depth: Int, kind: LayoutGraph.Kind, isModifier: Bool, style: ViewStyle) {
        var shape: DisplayItem.Shape?
        var fill = style.fill
        switch kind {
        case .leaf(.shape(.rectangle)): shape = .rectangle
        case .leaf(.shape(.roundedRectangle(let r))): shape = .roundedRectangle(cornerRadius: r)
        case .leaf(.shape(.circle)): shape = .circle
        case .leaf(.shape(.capsule)): shape = .capsule
        case .leaf(.color(let color)):
            shape = .rectangle
            fill = color
        case .leaf(.text(let text)): shape = .text(text, fontSize: style.fontSize)
        case .leaf(.spacer), .leaf(.layout), .layout: shape = nil
        }
        self.init(parent: parent, depth: depth, shape: shape, fill: fill, stroke: style.stroke,
                  label: style.label.map { DisplayItem.Label(text: $0, fontSize: style.fontSize, color: style.labelColor) },
                  isModifier: isModifier, zIndex: style.zIndex, gradient: style.gradient,
                  strokeGradient: style.strokeGradient,
                  fontWeight: style.fontWeight, isItalic: style.isItalic, lineAlignment: style.lineAlignment, textFit: style.textFit,
                  image: style.image)
    }
}

extension DisplayItems.OwnEffect {
    init(_ style: ViewStyle) {
        self.init(rotation: style.rotation, scale: style.scale, opacity: style.opacity)
        // An inserted view turns in about its insertion's anchor; once there it has no turn
        // of its own, so the pivot only ever applies to the transition's angle.
        if style.rotation == .zero, let transition = style.transition {
            pivot = transition.active(removal: false, size: .zero).rotationAnchor
        }
    }

    /// With what the effects channel still owes: opacity, rotation (degrees), scale, blur.
    /// `turning` false: the rotation owed is left out (the naive pane morphs the matrix instead).
    func adding(_ owed: UnsafeBufferPointer<Double>, turning: Bool = true) -> Self {
        Self(rotation: .degrees(rotation.degrees + (turning ? owed[1] : 0)), scale: max(scale + owed[2], 0),
             opacity: min(max(opacity + owed[0], 0), 1), blur: max(blur + owed[3], 0), pivot: pivot)
    }
}

extension CGRect {
    /// With what the geometry channel still owes: origin and size.
    func adding(_ owed: UnsafeBufferPointer<Double>) -> CGRect {
        CGRect(x: minX + owed[0], y: minY + owed[1], width: width + owed[2], height: height + owed[3])
    }
}
