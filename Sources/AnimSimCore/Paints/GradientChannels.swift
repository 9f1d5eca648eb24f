import Foundation

/// A plan's gradient animations: the fill's and the stroke's, each its own `GradientChannel`,
/// so iOS 17's `Circle().fill(a).stroke(b, lineWidth: 8)` animates both paints of one view
/// at once, each as SwiftUI's resolved paint does (R4), and a change of one never snaps the
/// other.
struct GradientChannels: Sendable {
    private(set) var fill: GradientChannel
    private(set) var stroke: GradientChannel

    init(naive: Bool) {
        fill = GradientChannel(naive: naive)
        stroke = GradientChannel(naive: naive, stroke: true)
    }

    var settleTime: Double { max(fill.settleTime, stroke.settleTime) }

    var isEmpty: Bool { fill.isEmpty && stroke.isEmpty }

    mutating func record(old: TreeSnapshot, new: TreeSnapshot, at time: Double, animation: Animation?) {
        fill.record(old: old, new: new, at: time, animation: animation)
        stroke.record(old: old, new: new, at: time, animation: animation)
    }

    /// Gives each animating slot's appearance its presented gradients (`appearances` indexed by slot).
    func apply(at time: Double, to appearances: inout [DisplayItems.Appearance]) {
        fill.apply(at: time, to: &appearances)
        stroke.apply(at: time, to: &appearances)
    }

    /// Calls `body` with each animating slot, the gradient it animates and its presented value.
    func forEachPresented(at time: Double,
                          _ body: (Int, WritableKeyPath<DisplayItems.Appearance, GradientPaint?>, GradientPaint) -> Void) {
        for channel in [fill, stroke] {
            channel.forEachPresented(at: time) { slot, paint in body(slot, channel.paint, paint) }
        }
    }
}
