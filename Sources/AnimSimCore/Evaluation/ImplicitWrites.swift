import Foundation

/// The written values of views that animate them (`.animation(_:value:)` over two-way
/// values), as SwiftUI would present them: a layout writes during the pass of one frame,
/// the view sees the value on the next (the article's `DispatchQueue.main.async`), and each
/// new value starts the view's animation towards it. Those changes happen frame by frame, so
/// they are worked out once per scene, frame by frame, and then read as a pure function of
/// time like every other animation.
struct ImplicitWrites: Sendable {
    let values: [String: (value: AnimatedValue<Double>, example: WriteBackValue)]
    /// Ten minutes at 60 fps: about a second of passes for a scene of a hundred views.
    static let maximumFrames = 36_000

    /// `writes(t)`: what the pass of the frame before `t` wrote, settled.
    init(slots: [String: (animation: Animation, initial: WriteBackValue)], frameCount: Int, fps: Double,
         writes: (Double) throws(LayoutErrors) -> [String: WriteBackValue]) throws(LayoutErrors) {
        var values: [String: (value: AnimatedValue<Double>, example: WriteBackValue)] = [:]
        var last: [String: Double] = [:]
        for key in slots.keys.sorted() {
            guard let slot = slots[key], let initial = TwoWayValue.number(slot.initial) else { continue }
            values[key] = (AnimatedValue(initial: initial), slot.initial)
            last[key] = initial
        }
        guard !values.isEmpty else {
            self.values = [:]
            return
        }
        guard frameCount <= Self.maximumFrames else {
            throw LayoutErrors(errors: [LayoutError(kind: .twoWayLoop, layout: "animation", view: values.keys.sorted()[0]
                .split(separator: "#").first.map(String.init) ?? "root",
                message: "animated written values are worked out frame by frame, and this scene keeps them changing for "
                    + "\(frameCount) frames, more than \(Self.maximumFrames); shorten the scene or lower its fps")])
        }
        for frame in 0..<frameCount {
            let time = Double(frame) / fps
            let written = try writes(time - 1 / fps)
            for key in values.keys.sorted() {
                guard let slot = slots[key], let value = written[key].flatMap(TwoWayValue.number),
                      value != last[key] else { continue }
                last[key] = value
                values[key]!.value = values[key]!.value.adding(at: time, target: value, animation: slot.animation)
            }
        }
        self.values = values
    }

    /// The presented written values at `time`, laid over `writes`.
    func present(at time: Double, over writes: [String: WriteBackValue]) -> [String: WriteBackValue] {
        var out = writes
        for (key, entry) in values { out[key] = TwoWayValue.value(entry.value.value(at: time), like: entry.example) }
        return out
    }
}
