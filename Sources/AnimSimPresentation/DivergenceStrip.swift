import AnimSimCore
import Foundation

/// How far apart the two strategies draw the scene at each frame: for every drawn item
/// present in both panes, the distance between its two centres, and the largest of those.
/// The window paints it under its timeline and the HTML report under its scrubber, so both
/// show the same strip; the worst frame is the one a key (W) jumps to.
public struct DivergenceStrip: Equatable, Sendable {
    /// Per frame: the largest distance (points) and the item it belongs to (nil at 0).
    public var distances: [Double]
    public var items: [String?]
    public var fps: Double

    /// Below this the strategies agree at a frame: what prints as 0 (`TraceNumber.zero`).
    public static let zero = TraceNumber.zero
    /// View-instants above which the window does not measure the strip (it would hold up
    /// opening or reloading the scene for seconds).
    public static let budget = 2_000_000

    public init(distances: [Double], items: [String?], fps: Double) {
        self.distances = distances
        self.items = items
        self.fps = fps
    }

    /// The first frame where the strategies are farthest apart; nil when they never part.
    public var worstFrame: Int? {
        guard let top = distances.max(), top > Self.zero else { return nil }
        return distances.firstIndex { $0 >= top - 1e-9 }
    }

    public var worstTime: Double? { worstFrame.map { Double($0) / fps } }
    public var maximum: Double { distances.max() ?? 0 }

    /// The largest distance between two panes' drawn items with the same id, and whose.
    public static func distance(_ a: DisplayList, _ b: DisplayList) -> (distance: Double, item: String?) {
        var centres: [String: CGPoint] = [:]
        for item in b.items where item.isDrawn { centres[item.id] = centres[item.id] ?? item.center }
        var best: (distance: Double, item: String?) = (0, nil)
        for item in a.items where item.isDrawn {
            guard let other = centres[item.id] else { continue }
            let d = Double(hypot(item.center.x - other.x, item.center.y - other.y))
            if d > best.distance { best = (d, item.id) }
        }
        return best
    }

    /// Every frame of the first two strategies; nil with fewer than two, or when the scene
    /// is too large to measure quickly (`budget`).
    public static func measure(_ evaluator: SceneEvaluator, strategies: [Strategy]) throws(LayoutErrors) -> DivergenceStrip? {
        guard strategies.count >= 2 else { return nil }
        let views = try evaluator.evaluate(at: 0, strategy: strategies[0]).items.count
        guard evaluator.frameCount * 2 * max(views, 1) <= budget else { return nil }
        var distances: [Double] = []
        var items: [String?] = []
        for frame in 0..<evaluator.frameCount {
            let time = evaluator.time(ofFrame: frame)
            let found = distance(try evaluator.evaluate(at: time, strategy: strategies[0]),
                                 try evaluator.evaluate(at: time, strategy: strategies[1]))
            distances.append(found.distance)
            items.append(found.item)
        }
        return DivergenceStrip(distances: distances, items: items, fps: evaluator.scene.fps)
    }
}
