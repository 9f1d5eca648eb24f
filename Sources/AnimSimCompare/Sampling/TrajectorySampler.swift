import AnimSimCore
import Foundation

/// Evaluates a scene at many instants (several per frame) and keeps, per moving view, its
/// frame and its layout's centre: the raw material of every metric and of the plot.
///
/// The evaluator is a pure function of time, so sampling between frames costs one layout
/// per instant and needs no state; the frame instants themselves are `k / fps` exactly (the
/// same doubles `SceneEvaluator.time(ofFrame:)` gives), so per-frame results agree with
/// what an export shows.
public struct TrajectorySampler: Sendable {
    public let evaluator: SceneEvaluator
    public let options: CompareOptions
    public let views: [MovingView]

    public init(evaluator: SceneEvaluator, options: CompareOptions = CompareOptions()) throws(LayoutErrors) {
        self.evaluator = evaluator
        self.options = options
        self.views = try MovingView.resolve(evaluator)
    }

    /// Why this scene has too many samples to compare (see `CompareOptions.maximumSamples`);
    /// nil when it fits. Asked before sampling, so a refusal costs two layouts, not the run.
    public var workRefusal: String? { options.workRefusal(frameCount: evaluator.frameCount, views: views.count) }

    /// Frame instants with `substeps` evenly spaced instants in each frame interval, and the
    /// duration itself when it falls after the last frame.
    public var times: (times: [Double], frameSamples: [Int]) {
        let fps = evaluator.scene.fps
        let frames = evaluator.frameCount
        let substeps = options.substeps(frameCount: frames, views: views.count)
        var times: [Double] = []
        var frameSamples: [Int] = []
        times.reserveCapacity((frames - 1) * substeps + 2)
        for frame in 0..<frames {
            frameSamples.append(times.count)
            times.append(evaluator.time(ofFrame: frame))
            guard frame < frames - 1 else { break }
            for step in 1..<substeps {
                times.append((Double(frame) + Double(step) / Double(substeps)) / fps)
            }
        }
        if let last = times.last, evaluator.duration > last + 1e-9 {
            // The tail after the last frame, at the same spacing, ending on the duration.
            let spacing = 1 / (fps * Double(substeps))
            let count = Int(((evaluator.duration - last) / spacing).rounded(.up))
            for step in 1...count { times.append(min(last + Double(step) * spacing, evaluator.duration)) }
        }
        return (times, frameSamples)
    }

    /// Views that come and go are measured over the instants they are drawn (`present`). A
    /// view is found at the frame instants (the start's and end's views first, then in the
    /// order they appear), so one drawn only between two frames is not measured.
    public func sample(_ strategy: Strategy) throws(LayoutErrors) -> StrategySamples {
        let (times, frameSamples) = self.times
        let canvasCentre = CGPoint(x: evaluator.scene.canvas.width / 2, y: evaluator.scene.canvas.height / 2)
        var views = self.views
        var known = Set(views.map(\.id))
        var frames = [[CGRect]](repeating: [], count: views.count)
        var centres = [[CGPoint]](repeating: [], count: views.count)
        var present = [[Bool]](repeating: [], count: views.count)
        let frameInstants = Set(frameSamples)
        for (sample, time) in times.enumerated() {
            let list = try evaluator.evaluate(at: time, strategy: strategy)
            var index: [String: Int] = [:]
            let items = list.items
            for offset in items.indices where index[items.id(at: offset)] == nil { index[items.id(at: offset)] = offset }
            if frameInstants.contains(sample) {
                for view in MovingView.resolve(list) where known.insert(view.id).inserted {
                    // Found late: absent at every instant before.
                    views.append(view)
                    frames.append(Array(repeating: items.frame(at: index[view.id]!), count: sample))
                    centres.append(Array(repeating: canvasCentre, count: sample))
                    present.append(Array(repeating: false, count: sample))
                }
            }
            for (slot, view) in views.enumerated() {
                // A view missing at this instant holds its last place (its first, before it
                // appears) and is marked absent: metrics leave the instant out.
                let here = index[view.id]
                let frame = here.map { items.frame(at: $0) } ?? frames[slot].last ?? .zero
                let centre = view.containerID.flatMap { index[$0] }.map { items.centre(at: $0) }
                    ?? (view.containerID == nil ? canvasCentre : centres[slot].last ?? canvasCentre)
                frames[slot].append(frame)
                centres[slot].append(centre)
                present[slot].append(here != nil)
            }
        }
        // A view found at start or end but absent before it appears: its first place.
        for slot in views.indices {
            guard let first = present[slot].firstIndex(of: true), first > 0 else { continue }
            for k in 0..<first { frames[slot][k] = frames[slot][first]; centres[slot][k] = centres[slot][first] }
        }
        let tracks = views.indices.map {
            ViewTrack(view: views[$0], frames: frames[$0], layoutCentres: centres[$0], present: present[$0])
        }
        return StrategySamples(strategy: strategy, times: times, frameSamples: frameSamples, tracks: tracks)
    }

    /// Both strategies, position first: the order tables and plots use.
    public func sampleAll(_ strategies: [Strategy] = Strategy.allCases) throws(LayoutErrors) -> [StrategySamples] {
        var result: [StrategySamples] = []
        for strategy in strategies { result.append(try sample(strategy)) }
        return result
    }
}

/// One view's sampled motion under one strategy: its frame and its layout's centre at each
/// sample instant of the owning `StrategySamples`, and whether it is drawn then.
public struct ViewTrack: Equatable, Sendable {
    public var view: MovingView
    public var frames: [CGRect]
    /// The placing layout's frame centre at each instant (it can move too: nested wheels).
    public var layoutCentres: [CGPoint]
    /// Whether the view is drawn at each instant; a view that comes and goes is measured only
    /// where it is (its frame holds its nearest place elsewhere, so plots stay continuous).
    public var present: [Bool]

    public init(view: MovingView, frames: [CGRect], layoutCentres: [CGPoint], present: [Bool]? = nil) {
        self.view = view
        self.frames = frames
        self.layoutCentres = layoutCentres
        self.present = present ?? Array(repeating: true, count: frames.count)
    }

    /// Drawn at every instant: the view neither comes nor goes.
    public var isAlwaysPresent: Bool { !present.contains(false) }

    /// The instants' index ranges in which the view is drawn, in order.
    public var lifetimes: [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        for (k, here) in present.enumerated() {
            if here, start == nil { start = k }
            if !here, let s = start { result.append(s...(k - 1)); start = nil }
        }
        if let s = start { result.append(s...(present.count - 1)) }
        return result
    }

    public var id: String { view.id }
    public var centres: [CGPoint] { frames.map { CGPoint(x: $0.midX, y: $0.midY) } }

    /// Distance from the layout's centre at each instant.
    public var distancesFromCentre: [Double] {
        zip(frames, layoutCentres).map { frame, centre in Double(hypot(frame.midX - centre.x, frame.midY - centre.y)) }
    }
}

/// Every moving view of a scene sampled densely under one strategy. Both strategies are
/// sampled at the same instants, so comparing them is index by index.
public struct StrategySamples: Equatable, Sendable {
    public var strategy: Strategy
    /// Sample instants, increasing, from 0 to the animation's duration.
    public var times: [Double]
    /// For output frame `k`, the index of its instant in `times`.
    public var frameSamples: [Int]
    public var tracks: [ViewTrack]

    public init(strategy: Strategy, times: [Double], frameSamples: [Int], tracks: [ViewTrack]) {
        self.strategy = strategy
        self.times = times
        self.frameSamples = frameSamples
        self.tracks = tracks
    }

    public func track(_ id: String) -> ViewTrack? { tracks.first { $0.id == id } }
}
