import Foundation

/// What the naive pane shows of content it cannot interpolate, while a transaction runs: a
/// text whose characters changed, or an image (a placeholder labelled with its name) whose
/// name changed. A tool that only sees drawn output has no correspondence between two
/// strings, so it cross-fades them: the old content at 1 − p, the new at p, p the
/// transaction's progress (its animation's curve from 0 to 1). Nil before and after.
///
/// A text whose font size changed is drawn at the size between the two that the same curve
/// gives (`fontSize`), as a tool morphing the glyphs' outlines would draw it: its frame is
/// interpolated by that curve, and a text's ink grows in proportion to its size, so the text
/// keeps filling its frame. Drawn at the new size in the smaller frame, the layout would cut
/// it to "…" mid-flight (three boxes at 56 pt).
public struct ContentFade: Equatable, Sendable {
    /// The text drawn before (a `Text`'s characters), when that changed.
    public var fromText: String?
    /// The label drawn before (an image's name), when that changed.
    public var fromLabel: DisplayItem.Label?
    /// The new content's share, 0…1.
    public var progress: Double
    /// The picture drawn before (an `Image` whose file changed), when that changed.
    public var fromImage: DrawnImage?
    /// The text's font size at this instant, when its size changed: unclamped, so it follows
    /// a spring's overshoot as the frame does.
    public var fontSize: CGFloat?

    public init(fromText: String?, fromLabel: DisplayItem.Label?, progress: Double, fromImage: DrawnImage? = nil,
                fontSize: CGFloat? = nil) {
        (self.fromText, self.fromLabel, self.progress, self.fromImage) = (fromText, fromLabel, progress, fromImage)
        self.fontSize = fontSize
    }
}

/// The position pane's cross-fades, per view slot, made while the plan replays the
/// transactions (as `OutlineMorphs` are): empty in the animatable pane, which shows a text's
/// new characters at once, as SwiftUI does unless a `contentTransition` says otherwise.
struct ContentFades: Sendable {
    struct Run: Sendable {
        let start: Double
        let fromText: String?
        let fromLabel: DisplayItem.Label?
        let progress: AnimatedValue<Double>
        var fromImage: DrawnImage? = nil
        /// The text's font sizes before and after, when they differ.
        var fontSizes: (from: CGFloat, to: CGFloat)? = nil
    }

    private(set) var runs: [Int: [Run]] = [:]

    var isEmpty: Bool { runs.isEmpty }

    /// The fade of `slot` at `time`; nil when none runs. A new change interrupts the last
    /// fade: the new one starts from the content the last one was fading to.
    func fade(slot: Int, at time: Double) -> ContentFade? {
        guard let run = runs[slot]?.last(where: { $0.start <= time }) else { return nil }
        let raw = run.progress.value(at: time)
        let p = min(max(raw, 0), 1)
        // A size follows the curve until it settles, past 1 as a spring overshoots.
        guard time < run.progress.settleTime, p < 1 || run.fontSizes != nil else { return nil }
        let size = run.fontSizes.map { $0.from + ($0.to - $0.from) * CGFloat(raw) }
        return ContentFade(fromText: run.fromText, fromLabel: run.fromLabel, progress: p, fromImage: run.fromImage, fontSize: size)
    }

    /// Records the transaction at `time` between the trees before and after it. Without an
    /// animation the content changes at once, as everything else does.
    mutating func record(old: TreeSnapshot, new: TreeSnapshot, at time: Double, animation: Animation?) {
        guard let animation else { return }
        for node in new.slots.indices {
            let slot = new.slots[node]
            guard let before = old.node(of: slot) else { continue }
            let a = old.appearances[before], b = new.appearances[node]
            var fromText: String?, fromLabel: DisplayItem.Label?
            var fontSizes: (from: CGFloat, to: CGFloat)?
            if case .text(let was, let wasSize)? = a.shape, case .text(let now, let nowSize)? = b.shape {
                if was != now { fromText = was }
                if wasSize != nowSize { fontSizes = (wasSize, nowSize) }
            }
            if let was = a.label, let now = b.label, was.text != now.text { fromLabel = was }
            var fromImage: DrawnImage?
            if let was = a.image, let now = b.image, was.file != now.file { fromImage = was }
            guard fromText != nil || fromLabel != nil || fromImage != nil || fontSizes != nil else { continue }
            let progress = AnimatedValue(initial: 0.0).adding(at: time, target: 1, animation: animation)
            runs[slot, default: []].append(Run(start: time, fromText: fromText, fromLabel: fromLabel, progress: progress,
                                               fromImage: fromImage, fontSizes: fontSizes))
        }
    }

    var settleTime: Double { runs.values.flatMap { $0.map(\.progress.settleTime) }.max() ?? 0 }
}

extension PresentationGraph {
    /// The items with the position pane's cross-fades at `time` (`ContentFades`).
    func withFades(_ items: DisplayItems, _ plan: AnimationPlan, at time: Double) -> DisplayItems {
        guard plan.strategy == .position, !plan.contentFades.isEmpty else { return items }
        var items = items
        for position in items.indices {
            guard let slot = plan.slotIndex[items.id(at: position)], let fade = plan.contentFades.fade(slot: slot, at: time) else { continue }
            items.fades[position] = fade
            if let size = fade.fontSize, case .text(let text, _)? = items[position].shape {
                items[position].shape = .text(text, fontSize: size)
            }
        }
        return items
    }
}
