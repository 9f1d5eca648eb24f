import Foundation
import Testing
import AnimSim

/// Evaluates a host's scene and reads views back by id.
struct Probe {
    let evaluator: SceneEvaluator

    @MainActor
    init<Root: View>(_ host: ViewHost<Root>, duration: Double? = nil) throws {
        evaluator = try SceneEvaluator(scene: host.scene(duration: duration))
    }

    func list(at time: Double, _ strategy: Strategy = .animatable) throws -> DisplayList {
        try evaluator.evaluate(at: time, strategy: strategy)
    }

    func item(_ id: String, at time: Double, _ strategy: Strategy = .animatable) throws -> DisplayItem? {
        try list(at: time, strategy).items.first { $0.id == id }
    }

    /// The outermost item of the view given `.id(name)` (the id is its path's last step).
    func named(_ name: String, at time: Double, _ strategy: Strategy = .animatable) throws -> DisplayItem? {
        try list(at: time, strategy).items.first { $0.id == name || $0.id.hasSuffix("/@" + name) }
    }

    func centre(_ id: String, at time: Double, _ strategy: Strategy = .animatable) throws -> CGPoint {
        let found = try item(id, at: time, strategy)
        #expect(found != nil, "no view \(id) at t = \(time)")
        return found?.center ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
}

/// SwiftUI's `easeInOut`, the cubic Bézier (0.42, 0) (0.58, 1), solved independently of the
/// core: x(s) by bisection, then y(s).
func easeInOut(_ u: Double) -> Double {
    guard u > 0 else { return 0 }
    guard u < 1 else { return 1 }
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if bezier(mid, 0.42, 0.58) < u { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

extension ViewNode {
    /// Every id in the tree, parents first.
    var ids: [String] { (id.map { [$0] } ?? []) + children.flatMap(\.ids) }
}
