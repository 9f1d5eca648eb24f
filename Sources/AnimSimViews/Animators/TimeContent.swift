import AnimSimCore
import Foundation

/// The content of one `TimelineView` or `KeyframeAnimator` at one identity, made for any
/// instant of the scene's clock (`_TimeBodySource`): the evaluator asks it for the content
/// at each frame, in both panes, instead of the host updating the view at each frame.
///
/// `key` maps a scene time to what the content is made from (a timeline's entry date, a
/// keyframe run's time); `make` builds the content's node for a key. Both run under the
/// view lock (`BodyEvaluation`), in a session of their own like an animatable body's
/// (`BodySource`): no state installed, nothing registered, nothing written back; the host's
/// own update resolved the same content with its state, controls and appearance actions.
/// Nodes are cached per key, so the frames of a render, both panes and the window's redraws
/// build each instant's content once.
final class TimeContent: _TimeBodySource, @unchecked Sendable {
    private let keyAt: (Double) -> Double
    private let make: @MainActor (Double, _ResolveContext) -> ViewNode
    private let path: String
    private let environment: EnvironmentValues
    private let stackAxis: Axis?
    /// The host update the content was made at: its `@State` reads are as of then.
    private let stateAsOf: Int?
    /// The host's layout when the content was made: a canvas or geometry reader inside it
    /// reads its size from there at every instant, as the host's own update did.
    private let geometry: [String: CGRect]
    private var cache: [UInt64: ViewNode] = [:]
    private static var capacity: Int { 2048 }

    /// The scene time content is being made for, while `make` runs (under the lock): what a
    /// timeline view inside the content starts from, having no host clock to read.
    nonisolated(unsafe) static var evaluating: Double?

    init(context: _ResolveContext, key: @escaping (Double) -> Double, make: @escaping @MainActor (Double, _ResolveContext) -> ViewNode) {
        keyAt = key
        self.make = make
        path = context.path
        environment = context.environment
        stackAxis = context.stackAxis
        stateAsOf = context.session.graph?.generation ?? ThreadContext.current.stateAsOf
        geometry = context.session.knownGeometry
    }

    func key(at time: Double) -> Double { BodyEvaluation.serialized { keyAt(time) } }

    func children(at time: Double, id: String?) -> [ViewNode] {
        BodyEvaluation.run {
            let key = keyAt(time)
            var node: ViewNode
            if let cached = cache[key.bitPattern] {
                node = cached
            } else {
                let thread = ThreadContext.current
                let (outer, outerState) = (Self.evaluating, thread.stateAsOf)
                (Self.evaluating, thread.stateAsOf) = (key, stateAsOf)
                defer { (Self.evaluating, thread.stateAsOf) = (outer, outerState) }
                var context = _ResolveContext(path: path, environment: environment, session: ResolveSession(graph: nil, geometry: geometry))
                context.stackAxis = stackAxis
                node = make(key, context)
                if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
                cache[key.bitPattern] = node
            }
            // Modifiers applied outside the view moved it inward (`id~`) after it resolved.
            for _ in 0..<AnimatableBody.depth(of: id, below: node.id) { node.moveInward() }
            return node.children
        }
    }

    /// The node of content resolved as `nodes` in `context`: inside `_TimeBodyLayout` with
    /// `source` (the host's update), or inside a plain stack of the same shape (what `make`
    /// returns, whose children only are used).
    static func node(_ nodes: [ViewNode], source: TimeContent?, in context: _ResolveContext) -> ViewNode {
        let wrapper = source.map { AnyLayout(_TimeBodyLayout(source: $0)) } ?? AnyLayout(ZStackLayout())
        guard nodes.count == 1 else { return ViewNode(.layout(wrapper), children: nodes, id: context.path) }
        return nodes[0].wrapped(in: wrapper)
    }
}
