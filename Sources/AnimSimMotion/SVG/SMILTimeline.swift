import Foundation

/// A fitted track as SMIL wants it: key times from 0 to 1 over the whole animation, one
/// value per key time, and a `keySplines` entry (the segment's timing) between each pair.
/// Holds before the first and after the last keyframe become still segments, since SMIL
/// interpolates over its whole duration. A track of a view drawn from `firstFrame` has its
/// keyframes there and after; before it the view is hidden and the hold is never seen.
struct SMILTimeline {
    var frames: [Int] = []
    /// The track's sample each key shows.
    var samples: [Int] = []
    var values: [Vec2] = []
    /// Segment k runs from frames[k] to frames[k + 1]; nil for a hold, or a straight piece
    /// linear in time.
    var segments: [EasedCubic?] = []

    init(_ track: FittedTrack, firstFrame: Int = 0, lastFrame: Int) {
        self.init(keyframes: track.keyframes, firstFrame: firstFrame, lastFrame: lastFrame) { track.segments[$0] }
        values = samples.map { track.samples[$0] }
    }

    /// Keys on a track's samples `keyframes`; `segment(k)` leads from keyframe k to k + 1
    /// (none: linear in time, as colour keys are).
    init(keyframes: [Int], firstFrame: Int = 0, lastFrame: Int, segment: (Int) -> EasedCubic? = { _ in nil }) {
        guard let first = keyframes.first, let last = keyframes.last else { return }
        if firstFrame + first > 0 { append(0, first, nil) }
        for (k, frame) in keyframes.enumerated() {
            append(firstFrame + frame, frame, k > 0 ? segment(k - 1) : nil)
        }
        if firstFrame + last < lastFrame { append(lastFrame, last, nil) }
    }

    /// Adds a key showing `sample`; `segment` leads into it from the previous key (nil: hold).
    private mutating func append(_ frame: Int, _ sample: Int, _ segment: EasedCubic?) {
        if !frames.isEmpty { segments.append(segment) }
        frames.append(frame)
        samples.append(sample)
    }

    func keyTimes(lastFrame: Int) -> String {
        frames.map { SVGNumber.format(Double($0) / Double(lastFrame), digits: 6) }.joined(separator: ";")
    }

    var keySplines: String {
        segments.map { segment in
            let e = segment?.easing ?? .linear
            return [e.x1, e.y1, e.x2, e.y2].map { SVGNumber.format($0, digits: 5) }.joined(separator: " ")
        }.joined(separator: ";")
    }

    func values(_ map: (Vec2) -> String) -> String { values.map(map).joined(separator: ";") }

    /// The keys' values from the track's samples `all`.
    func values<Value>(of all: [Value], _ map: (Value) -> String) -> String { samples.map { map(all[$0]) }.joined(separator: ";") }

    /// The whole motion as one path, and each keyframe's share of its length (`keyPoints`).
    func motionPath() -> (d: String, keyPoints: String)? {
        var lengths: [Double] = [0]
        var d = "M\(SVGNumber.point(values[0]))"
        for segment in segments {
            guard let segment, segment.start != segment.end || !segment.isStraight else {
                lengths.append(lengths[lengths.count - 1])
                continue
            }
            let c1 = segment.start + segment.outTangent, c2 = segment.end + segment.inTangent
            d += " C\(SVGNumber.point(c1)) \(SVGNumber.point(c2)) \(SVGNumber.point(segment.end))"
            lengths.append(lengths[lengths.count - 1] + ArcLengthTable(segment).total)
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return nil }
        return (d, lengths.map { SVGNumber.format(min($0 / total, 1), digits: 6) }.joined(separator: ";"))
    }
}

/// Numbers for SVG attributes: fixed digits, trailing zeros dropped, never exponents.
enum SVGNumber {
    static func format(_ value: Double, digits: Int = 3) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    static func point(_ p: Vec2) -> String { "\(format(p.x)),\(format(p.y))" }
}
