import Foundation
import AnimSimCore

/// View code run outside a view update: an `Animatable` view's body at a frame's
/// interpolated data. Views are main-actor code, which here means one thread at a time: the
/// host's own resolution and every per-frame body take this lock, so whichever thread
/// evaluates a frame (render's parallel frames, the window's render threads) runs a body
/// only while no other body and no update runs. Recursive: a host's update may lay out,
/// and a layout may present a body, on the same thread.
enum BodyEvaluation {
    static let lock = NSRecursiveLock()

    static func serialized<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Runs main-actor code from a nonisolated caller under the lock, without a hop: as
    /// `DispatchQueue.onViewThread`, main-actor isolation stands for "one view thread at a
    /// time", which the lock gives.
    static func run<Result>(_ body: @MainActor () -> Result) -> Result {
        serialized {
            withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Result).self)() }
        }
    }
}

/// The body of one `Animatable` view (or animatable modifier) at one identity, re-run for
/// any value of its data (`_AnimatableBodySource`). It keeps a copy of the view value and the
/// environment it was resolved in, and resolves the body in a session of its own: no state
/// is installed, no task, appearance action or control registered, nothing written back, so
/// the frame stays a pure function of time. Results are cached per data value (its bits),
/// so the frames of a render, the two panes and the window's redraws run each body once
/// per distinct value; the cache is bounded and dropped whole when full.
final class BodySource<Data: VectorArithmetic>: _AnimatableBodySource, @unchecked Sendable {
    /// Makes the wrapper node for the body at `data` in `context` (`AnimatableBody.node`).
    private let make: @MainActor (Data, _ResolveContext) -> ViewNode
    private let path: String
    private let environment: EnvironmentValues
    private let stackAxis: Axis?
    private var cache: [String: ViewNode] = [:]
    private static var capacity: Int { 4096 }

    init(context: _ResolveContext, make: @escaping @MainActor (Data, _ResolveContext) -> ViewNode) {
        self.make = make
        path = context.path
        environment = context.environment
        stackAxis = context.stackAxis
    }

    func children(for data: Data, id: String?) -> [ViewNode] {
        BodyEvaluation.run {
            let key = Self.key(data)
            var node: ViewNode
            if let cached = cache[key] {
                node = cached
            } else {
                let session = ResolveSession(graph: nil)
                var context = _ResolveContext(path: path, environment: environment, session: session)
                context.stackAxis = stackAxis
                node = make(data, context)
                if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
                cache[key] = node
            }
            // Modifiers applied outside the view moved it inward (`id~`) after it resolved.
            for _ in 0..<AnimatableBody.depth(of: id, below: node.id) { node.moveInward() }
            return node.children
        }
    }

    /// The data's exact value: its components' bits, or its description for a type without
    /// components.
    private static func key(_ data: Data) -> String {
        if let components = (data as? AnimatableComponents)?.animatableComponents {
            return components.map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
        }
        return String(reflecting: data)
    }
}
