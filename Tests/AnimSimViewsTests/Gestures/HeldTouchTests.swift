import Foundation
import Testing
import AnimSim

/// A touch the window's pointer still holds (`GestureUse.held`): its moves so far reach
/// `onChanged`, and `onEnded` waits for the release, which replaces it with the whole touch;
/// a drag along a `path:` reports the pointer's place and its segment's velocity.
@MainActor @Suite struct HeldTouchTests {
    final class Log {
        var changed: [CGSize] = []
        var velocities: [CGSize] = []
        var ended = 0
    }

    struct Knob: View {
        let log: Log
        var body: some View {
            Circle().frame(width: 40, height: 40).accessibilityIdentifier("knob")
                .gesture(DragGesture()
                    .onChanged { value in
                        log.changed.append(value.translation)
                        log.velocities.append(value.velocity)
                    }
                    .onEnded { _ in log.ended += 1 })
        }
    }

    @Test func aHeldDragHasNoEnd() throws {
        let log = Log()
        let host = ViewHost(Knob(log: log))
        var held = GestureUse(drag: [[0.25, 40, 0], [0.5, 40, 40]])
        held.held = true
        try host.perform(held, on: "knob", at: 1)
        _ = try host.controls(at: 3)
        #expect(log.ended == 0 && log.changed.last == CGSize(width: 40, height: 40), "\(log.changed)")
    }

    /// Samples every frame (1/60 s) of the half second: at 0.375 s (frame 22.5 is not one;
    /// frame 23 of 30 is 0.3833 s) the pointer is on the second segment, moving down at 160 pt/s.
    @Test func aReleasedPathEndsAndReportsItsSegmentsVelocity() throws {
        let log = Log()
        let host = ViewHost(Knob(log: log))
        try host.perform(GestureUse(drag: [[0.25, 40, 0], [0.5, 40, 40]]), on: "knob", at: 1)
        _ = try host.controls(at: 3)
        #expect(log.ended == 1)
        // The 10 pt minimum is passed at frame 4 (x = 10.67); frame 23 is index 23 − 4.
        let sample = log.changed[23 - 4], velocity = log.velocities[23 - 4]
        #expect(abs(sample.width - 40) < 1e-9 && abs(sample.height - 160 * (23.0 / 60 - 0.25)) < 1e-9, "\(sample)")
        #expect(velocity == CGSize(width: 0, height: 160), "\(velocity)")
    }
}
