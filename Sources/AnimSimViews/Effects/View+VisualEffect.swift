import AnimSimCore

extension View {
    /// SwiftUI's `visualEffect(_:)`: `effect` gets a placeholder of the content and a
    /// `GeometryProxy` of the view, and returns the visual modifiers to draw it with. It runs
    /// when each instant is drawn, with the frame the pane presents then, so an effect reading
    /// `proxy.frame(in: .global)` follows its view as it animates (docs/evaluation.md,
    /// "Effects that read the drawn frame"). It never changes layout.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> ModifiedContent<Self, _FrameEffectModifier> {
        modifier(_FrameEffectModifier { scroll, _ in
            _VisualEffectModel(containerID: scroll, name: "_VisualEffect") { size, frame, container in
                effect(EmptyVisualEffect(), GeometryProxy(size: size, globalFrame: frame, scrollFrame: scroll == nil ? nil : container))._steps
            }
        })
    }
}

/// Wraps each of the content's views in a frame-reading effect made for the scroll view the
/// content sits in (its id and axis, or nil outside any).
public struct _FrameEffectModifier: _PrimitiveModifier {
    let make: (String?, Axis?) -> _VisualEffectModel

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let model = make(context.scrollViewPath, context.scrollAxis)
        return resolve(content, in: context).map { $0.frameReadingEffect(model) }
    }
}

/// A visual effect as the core evaluates it: the user's closure, run with the view's size,
/// presented frame and container frame, and its steps composed into what is drawn.
public struct _VisualEffectModel: FrameReadingEffectModel {
    public let containerID: String?
    let name: String
    let steps: @Sendable (CGSize, CGRect, CGRect) -> [_VisualEffectStep]

    init(containerID: String?, name: String, steps: @escaping @Sendable (CGSize, CGRect, CGRect) -> [_VisualEffectStep]) {
        (self.containerID, self.name, self.steps) = (containerID, name, steps)
    }

    public var effectName: String { name }

    public func drawn(size: CGSize, frame: CGRect, container: CGRect) -> FrameDrawnEffect {
        Self.compose(steps(size, frame, container), size: size)
    }

    /// The steps innermost first: each matrix applies after the ones before it (row vectors,
    /// so `m = m · step`), opacities multiply, filters listed outermost first, as `DrawnTransforms` lists them.
    static func compose(_ steps: [_VisualEffectStep], size: CGSize) -> FrameDrawnEffect {
        var drawn = FrameDrawnEffect()
        for step in steps {
            if let m = step.matrix(size: size) { drawn.matrix = drawn.matrix.concatenating(m) }
            if case .opacity(let value) = step { drawn.opacity *= value }
            if case .filter(let filter) = step { drawn.filters.insert(filter, at: 0) }
        }
        return drawn
    }
}
