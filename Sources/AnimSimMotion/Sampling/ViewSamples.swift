import AnimSim
import Foundation

/// One drawn view's placement at every frame of one strategy, taken from the display lists
/// every other output uses (`SceneEvaluator.evaluate(at:strategy:)`), never recomputed.
public struct ViewSamples: Sendable {
    /// The view as it looks at frame 0: shape, colours, label. These do not change over
    /// time (the sampler refuses a scene whose do).
    public let item: DisplayItem
    public var centers: [Vec2] = []
    public var sizes: [Vec2] = []
    public var rotations: [Double] = []
    public var scales: [Double] = []
    public var opacities: [Double] = []

    init(item: DisplayItem) { self.item = item }

    mutating func append(_ item: DisplayItem) {
        centers.append(Vec2(item.frame.midX, item.frame.midY))
        sizes.append(Vec2(item.frame.width, item.frame.height))
        rotations.append(item.rotation.radians)
        scales.append(item.scale)
        opacities.append(item.opacity)
    }
}

/// Samples every drawn view of a scene, frame by frame, under one strategy.
public struct MotionSampler: Sendable {
    public let evaluator: SceneEvaluator

    public init(evaluator: SceneEvaluator) { self.evaluator = evaluator }

    /// Views that draw something (a shape or a label), in paint order.
    public func sample(_ strategy: Strategy) throws(MotionExportError) -> [ViewSamples] {
        var views: [ViewSamples] = []
        var indices: [Int] = []
        for frame in 0..<evaluator.frameCount {
            let list: DisplayList
            do { list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy) } catch {
                throw .layout(error)
            }
            let items = Array(list.items)
            if frame == 0 {
                indices = items.indices.filter { items[$0].shape != nil || items[$0].label != nil }
                views = indices.map { ViewSamples(item: items[$0]) }
            }
            for (slot, index) in indices.enumerated() {
                guard index < items.count, items[index].id == views[slot].item.id else {
                    throw .changingTree(frame: frame)
                }
                let first = views[slot].item, now = items[index]
                guard now.fill == first.fill, now.stroke == first.stroke, now.shape == first.shape, now.label == first.label else {
                    throw .changingPaint(view: now.id, frame: frame)
                }
                views[slot].append(items[index])
            }
        }
        return views
    }
}

public enum MotionExportError: Error, CustomStringConvertible, Sendable {
    case layout(LayoutErrors)
    /// Keyframes follow one view through time: a tree whose views come and go cannot be.
    case changingTree(frame: Int)
    /// Keyframes carry geometry and opacity; a colour or corner radius that animates would
    /// be exported as its first frame's, so it is refused rather than dropped.
    case changingPaint(view: String, frame: Int)

    public var description: String {
        switch self {
        case .layout(let errors): errors.description
        case .changingTree(let frame):
            "the scene's views change at frame \(frame); motion export needs the same views in every frame"
        case let .changingPaint(view, frame):
            "the colours or corner radius of '\(view)' change at frame \(frame); motion export carries geometry and opacity only, "
                + "so it needs each view's colours and corner radius fixed"
        }
    }
}
