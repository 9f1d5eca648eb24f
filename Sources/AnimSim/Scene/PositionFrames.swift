import Foundation

/// The position strategy's motion, precomputed once per scene: every view's frame as one
/// vector (x, y, width, height per view), animated between the layouts at the ends of each
/// change exactly as SwiftUI animates the frames of a layout without animatableData.
///
/// - Timeline changes feed an `AnimatedValue` of frame vectors: each change's target is the
///   layout at the model state just after it, with that change's animation, so interrupted
///   changes add (timing curves) or retarget (springs) just as parameters do.
/// - Keyframe tracks: frames are interpolated piecewise between the layouts at consecutive
///   keyframe boundaries (of all tracks together), eased by the segment's own curve. The
///   layout at a boundary uses the whole scene state at that instant.
struct PositionFrames: Sendable {
    let ids: [String]
    let index: [String: Int]
    let timeline: AnimatedValue<AnimatableVector>?
    let boundaries: [(time: Double, frames: AnimatableVector)]
    let easing: @Sendable (_ start: Double, _ end: Double, _ time: Double) -> Double

    init(scene: Scene, engine: LayoutEngine, stateAt: (Double) -> SceneState) throws(LayoutErrors) {
        let base = try engine.layout(scene.body(scene.initialState), in: scene.canvas)
        let ids = base.views.map(\.id)
        self.ids = ids
        index = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let fallback = Self.vector(base, ids: ids, fallback: nil)
        func frames(_ state: SceneState) throws(LayoutErrors) -> AnimatableVector {
            Self.vector(try engine.layout(scene.body(state), in: scene.canvas), ids: ids, fallback: fallback)
        }
        if scene.keyframes.isEmpty {
            // Each change's target is the model after exactly the changes up to it, even when
            // several share an instant: each is its own transaction with its own animation.
            var value = AnimatedValue(initial: fallback)
            var model = scene.initialState
            for change in scene.timeline {
                for (name, target) in change.values { model[name] = target }
                value = value.adding(at: change.time, target: try frames(model), animation: change.animation)
            }
            timeline = value
            boundaries = []
            easing = { _, _, _ in 1 }
        } else {
            let tracks = scene.keyframes
            let times = Set([0.0] + tracks.values.flatMap(\.boundaryTimes)).sorted()
            var list: [(time: Double, frames: AnimatableVector)] = []
            for time in times { list.append((time, try frames(stateAt(time)))) }
            timeline = nil
            boundaries = list
            easing = { start, end, time in Self.easedProgress(tracks: Array(tracks.values), start: start, end: end, time: time) }
        }
    }

    func frames(at time: Double) -> AnimatableVector {
        if let timeline { return timeline.value(at: time) }
        guard let first = boundaries.first, let last = boundaries.last else { return AnimatableVector() }
        if time <= first.time { return first.frames }
        if time >= last.time { return last.frames }
        let upper = boundaries.firstIndex { $0.time > time } ?? boundaries.count - 1
        let (a, b) = (boundaries[upper - 1], boundaries[upper])
        return AnimatableVector.interpolate(from: a.frames, to: b.frames, progress: easing(a.time, b.time, time))
    }

    var settleTime: Double { timeline?.settleTime ?? boundaries.last?.time ?? 0 }

    /// Replaces each item's frame by its interpolated one. Items usually come in the order
    /// of the base layout, so slot `i` is tried first and the id index only on a mismatch.
    func apply(_ frames: AnimatableVector, to items: inout DisplayItems) {
        let c = frames.components
        let itemIDs = items.ids
        if itemIDs == ids, c.count == 4 * ids.count {  // usually the very same array: no comparing
            // The geometry is shared with the animatable list: write a new array in one pass
            // instead of copying it and then overwriting every frame.
            items.geometry = items.geometry.withUnsafeBufferPointer { old in
                [DisplayItems.Geometry](unsafeUninitializedCapacity: old.count) { out, count in
                    c.withUnsafeBufferPointer { c in
                        for i in old.indices {
                            var geometry = old[i]
                            geometry.frame = CGRect(x: c[4 * i], y: c[4 * i + 1], width: c[4 * i + 2], height: c[4 * i + 3])
                            (out.baseAddress! + i).initialize(to: geometry)
                        }
                    }
                    count = old.count
                }
            }
            return
        }
        for i in itemIDs.indices {
            let id = itemIDs[i]
            let slot = i < ids.count && ids[i] == id ? i : index[id]
            guard let slot, c.count >= 4 * (slot + 1) else { continue }
            items.geometry[i].frame = CGRect(x: c[4 * slot], y: c[4 * slot + 1], width: c[4 * slot + 2], height: c[4 * slot + 3])
        }
    }

    static func vector(_ result: LayoutResult, ids: [String], fallback: AnimatableVector?) -> AnimatableVector {
        var components = [Double](repeating: 0, count: ids.count * 4)
        for (slot, id) in ids.enumerated() {
            if let f = result.frame(id) {
                components.replaceSubrange(4 * slot..<4 * slot + 4, with: [f.minX, f.minY, f.width, f.height])
            } else if let fallback {
                components.replaceSubrange(4 * slot..<4 * slot + 4, with: fallback.components[4 * slot..<4 * slot + 4])
            }
        }
        return AnimatableVector(components)
    }

    /// Progress between two boundaries, eased by the segment of the first track that spans
    /// them, renormalised so it runs 0 → 1 between exactly these two boundaries.
    static func easedProgress(tracks: [KeyframeTimeline<Double>], start: Double, end: Double, time: Double) -> Double {
        let linear = end > start ? (time - start) / (end - start) : 1
        for track in tracks {
            guard let segment = track.segmentSpanning(start, end) else { continue }
            func eased(_ t: Double) -> Double {
                let local = segment.duration > 0 ? (t - segment.start) / segment.duration : 1
                return track.curveProgress(segment: segment.index, progress: min(max(local, 0), 1))
            }
            let (from, to) = (eased(start), eased(end))
            guard abs(to - from) > 1e-12 else { return linear }
            return (eased(time) - from) / (to - from)
        }
        return linear
    }
}
