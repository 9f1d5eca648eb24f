import AnimSimCore

/// Reads a custom `Transition`'s bodies as numbers. SwiftUI animates a transition by
/// interpolating the animatable data of the modifiers its body applies between a phase's body
/// and the identity body; the core's transition channels interpolate exactly opacity, scale
/// (about an anchor), offset and blur, so each body is resolved around a marker node and the
/// modifiers between the root and the marker are summed into those numbers (a rotation too,
/// about its anchor: the effects channel turns it, the position pane morphs its matrix). The difference
/// from the identity body is the transition; the identity body itself is drawn by
/// `_TransitionModifier` as long as the view is visible.
///
/// Any other modifier (a 3-D rotation, a non-uniform scale, a colour filter, a frame) has no
/// transition channel: the view is drawn with it as the identity body applies it,
/// throughout the transition, in both panes (docs/swift.md, `transition(_:)`).
enum TransitionMeasure {
    /// One body's modifiers, as numbers.
    struct Measured: Equatable {
        var opacity: Double = 1
        var scale: CGFloat = 1
        var anchor: UnitPoint = .center
        var offset: CGSize = .zero
        var blur: Double = 0
        var rotation: Angle = .zero
        var rotationAnchor: UnitPoint = .center

        /// This phase's active state against the identity body's numbers: factors for
        /// opacity and scale, differences for offset and blur (a zero identity factor has
        /// nothing to scale from, so the phase's own factor is used).
        func active(from identity: Measured) -> Transition.Effects {
            Transition.Effects(opacity: identity.opacity != 0 ? opacity / identity.opacity : opacity,
                               scale: identity.scale != 0 ? scale / identity.scale : scale,
                               anchor: scale != identity.scale ? anchor : identity.anchor,
                               offset: CGSize(width: offset.width - identity.offset.width, height: offset.height - identity.offset.height),
                               blur: blur - identity.blur, rotation: .degrees(rotation.degrees - identity.rotation.degrees),
                               rotationAnchor: rotation != identity.rotation ? rotationAnchor : identity.rotationAnchor)
        }
    }

    /// The core transition `transition` runs as: its insertion from the `willAppear` body,
    /// its removal to the `didDisappear` body, or `.identity` when neither changes anything.
    @MainActor
    static func transition<T: TransitionProtocol>(_ transition: T) -> Transition {
        let identity = measure(transition, .identity)
        let insertion = measure(transition, .willAppear).active(from: identity)
        let removal = measure(transition, .didDisappear).active(from: identity)
        let none = Transition.Effects()
        if insertion == none && removal == none { return .identity }
        return .asymmetric(insertion: insertion == none ? .identity : .effects(insertion),
                           removal: removal == none ? .identity : .effects(removal))
    }

    /// The numbers of `transition`'s body for `phase`, resolved apart from any scene (its own
    /// session: a transition's body reads no state of the view it modifies).
    @MainActor
    static func measure<T: TransitionProtocol>(_ transition: T, _ phase: TransitionPhase) -> Measured {
        let context = _ResolveContext(path: "transition", environment: EnvironmentValues(), session: ResolveSession(graph: nil))
        let body = transition.body(content: PlaceholderContentView(content: _TransitionSubject<T>(nil)), phase: phase)
        var measured = Measured()
        for root in resolve(body, in: context) {
            guard let path = pathToMarker(root) else { continue }
            for node in path { add(node, to: &measured) }
            break
        }
        return measured
    }

    /// The nodes from `node` down to the marker, outermost first; nil when it is not inside.
    private static func pathToMarker(_ node: ViewNode) -> [ViewNode]? {
        if node.isPlaceholder { return [node] }
        for child in node.children {
            if let path = pathToMarker(child) { return [node] + path }
        }
        return nil
    }

    /// What one node on the way to the marker applies: its own opacity and scale, and the
    /// offset, blur or anchored scale it is the modifier of.
    private static func add(_ node: ViewNode, to measured: inout Measured) {
        measured.opacity *= node.style.opacity
        measured.scale *= node.style.scale
        measured.rotation = .degrees(measured.rotation.degrees + node.style.rotation.degrees)
        guard case .layout(let layout) = node.content else { return }
        if let offset = layout.base(as: OffsetLayout.self) {
            measured.offset.width += offset.x
            measured.offset.height += offset.y
        } else if let filter = layout.base(as: EffectLayout<FilterEffect>.self)?.effect.filter, filter.kind == .blur {
            measured.blur += filter.values.first ?? 0
        } else if let effect = layout.base(as: EffectLayout<_RotationEffect>.self)?.effect {
            measured.rotation = .degrees(measured.rotation.degrees + effect.angle.degrees)
            measured.rotationAnchor = effect.anchor
        } else if let effect = layout.base(as: EffectLayout<_ScaleEffect>.self)?.effect, effect.scale.width == effect.scale.height {
            measured.scale *= effect.scale.width
            measured.anchor = effect.anchor
        }
    }
}
