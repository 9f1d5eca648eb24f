import AnimSimCore
import AnimSimCompare
import Foundation

/// The report's first sentence: whether the two strategies show the same animation, and
/// the observed fact that says so, in words. Computed from what was drawn (every item of
/// every frame in both panes) and what was measured (the dense samples); when the panes
/// agree, the evaluator's own reason (no layout animates its animatableData) leads it.
struct Verdict: Sendable {
    /// Below this (points, degrees, or units of scale and opacity) two numbers are the same
    /// number: a hundredth of a point is far under a pixel.
    static let tolerance = 0.01
    /// A view "parts" from its other self by more than this many points.
    static let visible = 1.0

    var agree: Bool
    var headline: String
    var reason: String

    /// Largest differences between the panes over all frames and items.
    struct Differences {
        var position = 0.0, size = 0.0, rotation = 0.0, scale = 0.0, opacity = 0.0
        var unmatchedItems = 0
        /// First and last frame where anything differs by more than the tolerance.
        var first: Int?, last: Int?

        init(_ frames: ReportFrames) {
            for (k, panes) in frames.placements.enumerated() where panes.count >= 2 {
                let other = Dictionary(panes[1].map { (Int($0[0]), $0) }, uniquingKeysWith: { a, _ in a })
                var differs = false
                unmatchedItems += abs(panes[0].count - panes[1].count)
                for a in panes[0] {
                    guard let b = other[Int(a[0])] else { unmatchedItems += 1; differs = true; continue }
                    let p = hypot(a[1] + a[3] / 2 - b[1] - b[3] / 2, a[2] + a[4] / 2 - b[2] - b[4] / 2)
                    let s = max(abs(a[3] - b[3]), abs(a[4] - b[4]))
                    let r = abs(a[5] - b[5]), c = abs(a[6] - b[6]), o = abs(a[7] - b[7])
                    (position, size, rotation, scale, opacity) = (max(position, p), max(size, s), max(rotation, r),
                                                                 max(scale, c), max(opacity, o))
                    if max(p, s, r, c, o) > Verdict.tolerance { differs = true }
                }
                if differs { first = first ?? k; last = k }
            }
        }
    }

    init(comparison: SceneComparison, frames: ReportFrames, series: ReportSeries) {
        guard frames.strategies.count >= 2 else {
            agree = true
            headline = "Only one strategy is shown in this scene, so there is nothing to compare."
            reason = "The scene's `strategies:` lists \(frames.strategies.map(\.rawValue).joined(separator: ", "))."
            return
        }
        let d = Differences(frames)
        let dense = comparison.divergence.map(\.maxDistance).max() ?? 0
        let t = Self.tolerance
        agree = d.first == nil && dense <= t
        let n = frames.times.count
        if agree {
            headline = "The strategies agree for this scene."
            // The model says why before anything is measured: nothing's animatableData changes.
            let why = comparison.agreement.map { "Why: " + $0.prefix(1).uppercased() + $0.dropFirst() + ". Measured: a" } ?? "A"
            reason = why + "t all \(n) frames, and at the \(comparison.samples) instants the metrics sample, no view's position "
                + "differs between the two panes by more than \(Self.number(t)) pt (the largest difference is "
                + "\(Self.number(max(dense, d.position), 4)) pt), and no view's size, rotation, scale or opacity differs: "
                + "both strategies show the same animation."
            return
        }
        headline = "The strategies differ for this scene."
        var parts: [String] = []
        if let top = comparison.maxDivergence, let time = top.time {
            parts.append("They part most for \(top.view): \(Self.number(top.maxDistance)) pt apart at t = \(Self.number(time, 3)) s.")
            let parting = comparison.divergence.filter { $0.maxDistance > Self.visible }.count
            parts.append("\(parting) of \(comparison.divergence.count) views part by more than \(Self.number(Self.visible, 0)) pt.")
        } else {
            parts.append("No view's centre moves differently (the centres are at most \(Self.number(dense, 4)) pt apart at any "
                + "instant).")
        }
        if let first = d.first, let last = d.last {
            parts.append("The panes differ from t = \(Self.number(frames.times[first], 3)) s to t = "
                + "\(Self.number(frames.times[last], 3)) s (frames \(first)–\(last) of \(n)).")
        }
        var other: [String] = []
        if d.size > t { other.append("sizes by up to \(Self.number(d.size)) pt") }
        if d.rotation > t { other.append("rotations by up to \(Self.number(d.rotation))°") }
        if d.scale > t { other.append("scales by up to \(Self.number(d.scale, 3))") }
        if d.opacity > t { other.append("opacities by up to \(Self.number(d.opacity, 3))") }
        if !other.isEmpty {
            let lead = dense > t ? "Besides positions, " : "What differs: "
            parts.append(lead + other.joined(separator: ", ") + ".")
        }
        if d.unmatchedItems > 0 { parts.append("Some items are drawn in one pane and not the other.") }
        reason = parts.joined(separator: " ")
    }

    static func number(_ value: Double, _ digits: Int = 2) -> String { MetricText.fixed(value, digits) }

    var json: JSONValue {
        .object([("agree", .bool(agree)), ("headline", .string(headline)), ("reason", .string(reason))])
    }
}
