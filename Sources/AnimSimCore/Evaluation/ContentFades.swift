import Foundation

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
        /// What the fade it interrupted still drew at `start` (`ContentFade.earlier`).
        var earlier: [ContentFade.Layer] = []
    }

    /// A text's font size as drawn, from its first animated change on: one history per
    /// slot, so a change that interrupts another starts from the size on screen, and merges
    /// or adds as the text's frame does (the same `AnimatedValue` rules).
    struct SizeHistory: Sendable {
        let start: Double
        var size: AnimatedValue<Double>
    }

    private(set) var runs: [Int: [Run]] = [:]
    private(set) var sizes: [Int: SizeHistory] = [:]

    var isEmpty: Bool { runs.isEmpty && sizes.isEmpty }

    /// The fade of `slot` at `time`; nil when none runs.
    func fade(slot: Int, at time: Double) -> ContentFade? {
        var size: CGFloat?
        if let history = sizes[slot], time >= history.start, time < history.size.settleTime {
            size = CGFloat(history.size.value(at: time))
        }
        if let run = runs[slot]?.last(where: { $0.start <= time }), time < run.progress.settleTime {
            let p = min(max(run.progress.value(at: time), 0), 1)
            if p < 1 {
                return ContentFade(fromText: run.fromText, fromLabel: run.fromLabel, progress: p, fromImage: run.fromImage,
                                   fontSize: size, earlier: run.earlier)
            }
        }
        return size.map { ContentFade(fromText: nil, fromLabel: nil, progress: 1, fontSize: $0) }
    }

    /// Records the transaction at `time` between the trees before and after it. Without an
    /// animation the content changes at once, as everything else does. A change while a fade
    /// runs fades out what that fade drew at `time` (`ContentFade.layersAtInterruption`).
    mutating func record(old: TreeSnapshot, new: TreeSnapshot, at time: Double, animation: Animation?) {
        for node in new.slots.indices {
            let slot = new.slots[node]
            guard let before = old.node(of: slot) else { continue }
            let a = old.appearances[before], b = new.appearances[node]
            var fromText: String?, fromLabel: DisplayItem.Label?
            if case .text(let was, let wasSize)? = a.shape, case .text(let now, let nowSize)? = b.shape {
                if was != now { fromText = was }
                if wasSize != nowSize { recordSize(slot, from: wasSize, to: nowSize, at: time, animation: animation) }
            }
            guard let animation else { continue }
            if let was = a.label, let now = b.label, was.text != now.text { fromLabel = was }
            var fromImage: DrawnImage?
            if let was = a.image, let now = b.image, was.file != now.file { fromImage = was }
            guard fromText != nil || fromLabel != nil || fromImage != nil else { continue }
            let earlier = fade(slot: slot, at: time).map(\.layersAtInterruption) ?? []
            let progress = AnimatedValue(initial: 0.0).adding(at: time, target: 1, animation: animation)
            runs[slot, default: []].append(Run(start: time, fromText: fromText, fromLabel: fromLabel, progress: progress,
                                               fromImage: fromImage, earlier: earlier))
        }
    }

    /// A font size change: animated, it joins the slot's history (made at its first one); a
    /// jump only matters to a history that runs, whose animations keep their offsets.
    private mutating func recordSize(_ slot: Int, from: CGFloat, to: CGFloat, at time: Double, animation: Animation?) {
        guard animation != nil || sizes[slot] != nil else { return }
        var history = sizes[slot] ?? SizeHistory(start: time, size: AnimatedValue(initial: Double(from)))
        history.size = history.size.adding(at: time, target: Double(to), animation: animation)
        sizes[slot] = history
    }

    var settleTime: Double {
        max(runs.values.flatMap { $0.map(\.progress.settleTime) }.max() ?? 0, sizes.values.map(\.size.settleTime).max() ?? 0)
    }
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
