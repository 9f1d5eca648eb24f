import Foundation

/// Fits keyframes to a sampled track (one value per frame) so that a straight-line player
/// (Lottie, SMIL) reproduces every sample within `tolerance`.
///
/// Greedy segment growth: from each keyframe the next one is pushed as far as a single
/// segment still fits (doubling, then bisecting). A segment is a straight eased line or,
/// when curves are allowed, a cubic whose end tangents follow the samples (Schneider's
/// least-squares handle lengths with Newton reparameterisation), with a fitted timing
/// function. Two neighbouring frames always fit exactly, so the bound holds on every sample
/// whatever the motion. Still stretches are cut out first, so a move between two rests
/// costs exactly its two end keyframes when one segment fits it.
public struct CurveFitter: Sendable {
    /// The largest distance allowed between a sample and the fitted motion; 0 puts a
    /// keyframe on every frame.
    public var tolerance: Double
    /// Cubic paths (position); otherwise straight interpolation (sizes, scalars).
    public var allowsCurves: Bool

    public init(tolerance: Double, allowsCurves: Bool = true) {
        self.tolerance = tolerance
        self.allowsCurves = allowsCurves
    }

    /// Steps shorter than this count as standing still.
    static let stillness = 1e-9

    public func fit(_ samples: [Vec2]) -> FittedTrack {
        guard let first = samples.first else { return FittedTrack(samples: [], keyframes: [], segments: []) }
        let moving = (0..<max(samples.count - 1, 0)).map { ArcLengthTable.distance(samples[$0 + 1], samples[$0]) > Self.stillness }
        guard moving.contains(true) else { return FittedTrack(samples: samples, keyframes: [], segments: [], constant: first) }
        if tolerance <= 0 {
            let segments = (0..<samples.count - 1).map { EasedCubic(start: samples[$0], end: samples[$0 + 1]) }
            return FittedTrack(samples: samples, keyframes: Array(samples.indices), segments: segments)
        }
        var keyframes: [Int] = [], segments: [EasedCubic] = []
        var index = 0
        while index < moving.count {
            guard moving[index] else { index += 1; continue }
            var end = index
            while end < moving.count, moving[end] { end += 1 }
            // A run of motion from frame `index` to frame `end`; a rest before it is a
            // segment standing still between the two keyframes around it.
            if let last = keyframes.last { segments.append(EasedCubic(start: samples[last], end: samples[index])) }
            keyframes.append(index)
            let run = fitRun(samples, from: index, to: end)
            keyframes += run.map(\.end)
            segments += run.map(\.segment)
            index = end
        }
        return FittedTrack(samples: samples, keyframes: keyframes, segments: segments)
    }

    private func fitRun(_ samples: [Vec2], from start: Int, to end: Int) -> [(end: Int, segment: EasedCubic)] {
        GreedyPieces.fit(from: start, to: end, fallback: { k in EasedCubic(start: samples[k], end: samples[k + 1]) }) { a, b in
            fitSegment(samples, a, b, run: start...end)
        }.map { ($0.end, $0.piece) }
    }

    /// The first candidate segment from frame a to frame b that fits every sample between.
    func fitSegment(_ samples: [Vec2], _ a: Int, _ b: Int, run: ClosedRange<Int>) -> EasedCubic? {
        let points = Array(samples[a...b])
        let times = points.indices.map { Double($0) / Double(b - a) }
        if let line = fitted(SegmentShape(start: points[0], end: points[points.count - 1]), points, times) { return line }
        guard allowsCurves else { return nil }
        func direction(_ from: Int, _ to: Int) -> Vec2 { normalized(samples[to] - samples[from]) }
        // Tangents across the keyframe (smooth joins) first, then each end's own neighbour.
        let central = (a > run.lowerBound ? direction(a - 1, a + 1) : direction(a, a + 1),
                       b < run.upperBound ? direction(b + 1, b - 1) : direction(b, b - 1))
        let own = (direction(a, a + 1), direction(b, b - 1))
        for (t1, t2) in central == own ? [central] : [central, own] where t1 != .zero && t2 != .zero {
            let shape = SchneiderFit(points: points, startTangent: t1, endTangent: t2).fit()
            if let segment = fitted(shape, points, times) { return segment }
        }
        return nil
    }

    /// Fits the timing along `shape` and checks every sample against `tolerance`.
    private func fitted(_ shape: SegmentShape, _ points: [Vec2], _ times: [Double]) -> EasedCubic? {
        var segment = EasedCubic(start: shape.start, end: shape.end, outTangent: shape.outTangent, inTangent: shape.inTangent)
        let table = ArcLengthTable(segment)
        let length = table.total
        if length < Self.stillness {
            return points.allSatisfy { ArcLengthTable.distance($0, segment.start) <= tolerance } ? segment : nil
        }
        // How far along the path each sample is: its projection onto the path.
        let chord = segment.end - segment.start
        let progress = points.enumerated().map { i, p -> Double in
            if segment.isStraight { return clamp(((p - segment.start) * chord).sum() / (chord * chord).sum()) }
            return table.fraction(atParameter: SchneiderFit.project(p, on: segment, near: shape.parameters?[i]))
        }
        for (i, p) in points.enumerated() {
            // A sample far off the path cannot be reached by any timing.
            let on = segment.isStraight ? segment.start + chord * progress[i] : table.point(atFraction: progress[i])
            if ArcLengthTable.distance(on, p) > tolerance { return nil }
        }
        let fit = EasingFit(samples: Array(zip(times, progress))).fit(target: tolerance / length * 0.7)
        segment.easing = fit.easing
        for (i, p) in points.enumerated() {
            let f = segment.easing.progress(at: times[i])
            let on = segment.isStraight ? segment.start + chord * f : table.point(atFraction: f)
            if ArcLengthTable.distance(on, p) > tolerance { return nil }
        }
        return segment
    }
}

/// Keyframes on frame indices and the segments between them; before the first keyframe the
/// track holds the first value, after the last the last one (as players do).
public struct FittedTrack: Sendable {
    public let samples: [Vec2]
    public let keyframes: [Int]
    public let segments: [EasedCubic]
    /// The value of a track that never changes.
    public var constant: Vec2?

    public var isAnimated: Bool { keyframes.count >= 2 }

    public func value(atFrame frame: Double) -> Vec2 {
        guard let firstFrame = keyframes.first, let lastFrame = keyframes.last else { return constant ?? samples.first ?? .zero }
        if frame <= Double(firstFrame) { return samples[firstFrame] }
        if frame >= Double(lastFrame) { return samples[lastFrame] }
        var k = 0
        while Double(keyframes[k + 1]) < frame { k += 1 }
        let (a, b) = (Double(keyframes[k]), Double(keyframes[k + 1]))
        return segments[k].value(at: (frame - a) / (b - a))
    }

    /// Distance from each sample to the fitted motion at its frame.
    public var errors: [Double] {
        samples.indices.map { ArcLengthTable.distance(value(atFrame: Double($0)), samples[$0]) }
    }
}

func normalized(_ v: Vec2) -> Vec2 {
    let length = (v * v).sum().squareRoot()
    return length > 1e-12 ? v / length : .zero
}
