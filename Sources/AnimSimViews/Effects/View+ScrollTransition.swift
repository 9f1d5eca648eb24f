import AnimSimCore

extension View {
    /// SwiftUI's `scrollTransition(_:axis:transition:)`: the view drawn with the effect
    /// `transition` gives for its phase in the visible region of the scroll view around it
    /// (the pane, outside any). AnimSim's scroll view rests at offset 0 and does not scroll,
    /// so the phase follows where the view is laid out, and moves when its frame animates;
    /// it is computed at every drawn instant like a `.visualEffect` (docs/swift.md).
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> ModifiedContent<Self, _FrameEffectModifier> {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// One configuration for views before the region's centre, another for those after it.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> ModifiedContent<Self, _FrameEffectModifier> {
        modifier(_FrameEffectModifier { scroll, scrollAxis in
            let along = axis ?? scrollAxis ?? .vertical
            return _VisualEffectModel(containerID: scroll, name: "_ScrollTransitionEffect") { size, frame, container in
                let span = along == .vertical ? (Double(frame.minY)...Double(frame.maxY)) : (Double(frame.minX)...Double(frame.maxX))
                let region = along == .vertical ? (Double(container.minY)...Double(container.maxY))
                    : (Double(container.minX)...Double(container.maxX))
                let before = (span.lowerBound + span.upperBound) < (region.lowerBound + region.upperBound)
                let (side, amount) = (before ? topLeading : bottomTrailing).phase(view: span, region: region)
                let identity = transition(EmptyVisualEffect(), .identity)._steps
                guard amount > 0 else { return identity }
                let away = transition(EmptyVisualEffect(), side)._steps
                return amount >= 1 ? away : _VisualEffectStep.interpolate(identity, away, amount)
            }
        })
    }
}

extension _VisualEffectStep {
    /// The effect `amount` of the way from `from` to `to`, SwiftUI's interpolation of a
    /// `VisualEffect`'s animatable data: step by step, each number linearly, when both list
    /// the same kinds of steps (the usual `phase.isIdentity ? 1 : 0.3`); otherwise the
    /// nearer end's.
    static func interpolate(_ from: [_VisualEffectStep], _ to: [_VisualEffectStep], _ amount: Double) -> [_VisualEffectStep] {
        let t = CGFloat(amount)
        func mix(_ a: ProjectionTransform, _ b: ProjectionTransform) -> ProjectionTransform {
            ProjectionTransform(rows: zip(a.entries, b.entries).map { $0 + ($1 - $0) * t })
        }
        var out: [_VisualEffectStep] = []
        guard from.count == to.count else { return amount < 0.5 ? from : to }
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case (.matrix(let m), .matrix(let n)): out.append(.matrix(mix(m, n)))
            case (.anchored(let m, let p), .anchored(let n, let q)) where p == q: out.append(.anchored(mix(m, n), p))
            case (.opacity(let x), .opacity(let y)): out.append(.opacity(x + (y - x) * amount))
            case (.filter(let f), .filter(let g)) where f.kind == g.kind && f.values.count == g.values.count:
                out.append(.filter(VisualFilter(f.kind, zip(f.values, g.values).map { $0 + ($1 - $0) * amount })))
            default: return amount < 0.5 ? from : to
            }
        }
        return out
    }
}
