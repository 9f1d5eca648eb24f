import Foundation

/// A fitted track as SMIL wants it: key times from 0 to 1 over the whole animation, one
/// value per key time, and a `keySplines` entry (the segment's timing) between each pair.
/// Holds before the first and after the last keyframe become still segments, since SMIL
/// interpolates over its whole duration. A track of a view drawn from `firstFrame` has its
/// keyframes there and after; before it the view is hidden and the hold is never seen.
struct SMILTimeline {
    var frames: [Int] = []
    var values: [Vec2] = []
    /// Segment k runs from frames[k] to frames[k + 1]; nil for a hold.
    var segments: [EasedCubic?] = []

    init(_ track: FittedTrack, firstFrame: Int = 0, lastFrame: Int) {
        guard let first = track.keyframes.first, let last = track.keyframes.last else { return }
        if firstFrame + first > 0 { append(0, track.samples[first], nil) }
        for (k, frame) in track.keyframes.enumerated() {
            append(firstFrame + frame, track.samples[frame], k > 0 ? track.segments[k - 1] : nil)
        }
        if firstFrame + last < lastFrame { append(lastFrame, track.samples[last], nil) }
    }

    /// Adds a key; `segment` leads into it from the previous key (nil: hold).
    private mutating func append(_ frame: Int, _ value: Vec2, _ segment: EasedCubic?) {
        if !frames.isEmpty { segments.append(segment) }
        frames.append(frame)
        values.append(value)
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
