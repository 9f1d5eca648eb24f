import AnimSimCore
import Foundation

/// Samples every drawn view of a scene, frame by frame, under one strategy, as layers: one
/// per stretch of a view's life in which it is drawn, looks the same (`ViewSamples.look`:
/// geometry and colours may change, they are keyframed) and keeps its place in the paint
/// order relative to the views drawn with it.
///
/// Lottie and SVG give each layer one in and one out point and one place in the stack for
/// its whole life, so a view that leaves and comes back is two layers, and so is a view that
/// goes beneath another while both are drawn (a removed view goes beneath the views that
/// remain). Within those stretches every pair of layers drawn together keeps one order, so
/// one stacking order fits every frame (`LayerOrder`).
public struct MotionSampler: Sendable {
    public let evaluator: SceneEvaluator

    public init(evaluator: SceneEvaluator) { self.evaluator = evaluator }

    /// The layers, bottom first: each frame's views in that frame's paint order.
    public func sample(_ strategy: Strategy) throws(MotionExportError) -> [ViewSamples] {
        var layers: [ViewSamples] = []
        var order = LayerOrder()
        /// The open layer of each view drawn in the previous frame, and its place there.
        var open: [String: (layer: Int, rank: Int)] = [:]
        for frame in 0..<evaluator.frameCount {
            let list: DisplayList
            do { list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy) } catch {
                throw .layout(error)
            }
            let positions = list.items.indices.filter { list.items[$0].isDrawn }
            let items = positions.map { list.items[$0] }
            var seen: Set<String> = []
            // Views that go on from the previous frame with the same look, in this frame's order.
            var continuing: [(position: Int, layer: Int, rank: Int)] = []
            for (position, item) in items.enumerated() {
                guard seen.insert(item.id).inserted else { throw .sharedID(item.id, frame: frame) }
                if let previous = open[item.id], layers[previous.layer].look == ViewSamples.look(item, LayerEffects.of(list.items, at: positions[position])) {
                    continuing.append((position, previous.layer, previous.rank))
                }
            }
            // Those whose order among themselves changed start new layers; the longest run
            // that kept its order goes on.
            let kept = LayerOrder.longestIncreasing(continuing.map(\.rank))
            var layerAt = [Int?](repeating: nil, count: items.count)
            for k in kept { layerAt[continuing[k].position] = continuing[k].layer }
            var next: [String: (layer: Int, rank: Int)] = [:]
            var stack: [Int] = []
            for (position, item) in items.enumerated() {
                let layer = layerAt[position] ?? {
                    layers.append(ViewSamples(item: item, firstFrame: frame, effects: LayerEffects.of(list.items, at: positions[position])))
                    return layers.count - 1
                }()
                layers[layer].append(item, effects: LayerEffects.of(list.items, at: positions[position]))
                next[item.id] = (layer, position)
                stack.append(layer)
            }
            order.add(stack)
            open = next
        }
        return order.sorted(count: layers.count).map { layers[$0] }
    }
}
