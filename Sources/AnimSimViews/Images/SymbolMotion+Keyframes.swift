import AnimSimCore

/// The placeholder's pose under a symbol effect: its scale about the centre, opacity and
/// rotation in degrees.
public struct SymbolPose: Sendable {
    public var scale: CGFloat = 1
    public var opacity: Double = 1
    public var degrees: Double = 0
}

/// AnimSim's timings for each effect (Apple states none; chosen to look like iOS 17/18's,
/// each one cycle at speed 1, every segment linear so an instant has a closed form):
///
/// | effect | one cycle |
/// | --- | --- |
/// | bounce (up) | scale 1 → 1.2 in 0.15 s → 0.95 in 0.15 s → 1 in 0.2 s (0.5 s) |
/// | bounce.down | scale 1 → 0.8 → 1.05 → 1, same times |
/// | pulse | opacity 1 → 0.3 in 0.5 s → 1 in 0.5 s (1 s) |
/// | variableColor | opacity 1 → 0.4 in 0.4 s → 1 in 0.4 s (0.8 s) |
/// | wiggle | rotation 0 → 10° in 0.1 s → −10° in 0.2 s → 0 in 0.1 s (0.4 s) |
/// | rotate | rotation 0 → 360° in 1 s (counterClockwise: −360°) |
/// | breathe | scale 1 → 1.1 in 0.8 s → 1 in 0.8 s (1.6 s) |
///
/// `.scale.up`/`.down` is no cycle: while active the symbol is at 1.2 (0.8), moving there
/// and back with `spring(duration: 0.3)`. `options: .speed(s)` divides every duration by s;
/// `.repeat(n)` plays the cycle n times per trigger.
extension SymbolMotion {
    typealias Steps<V> = [(value: V, duration: Double)]

    var scaleSteps: Steps<CGFloat> {
        switch kind {
        case .bounce: down ? [(0.8, 0.15), (1.05, 0.15), (1, 0.2)] : [(1.2, 0.15), (0.95, 0.15), (1, 0.2)]
        case .breathe: [(1.1, 0.8), (1, 0.8)]
        default: []
        }
    }

    var opacitySteps: Steps<Double> {
        switch kind {
        case .pulse: [(0.3, 0.5), (1, 0.5)]
        case .variableColor: [(0.4, 0.4), (1, 0.4)]
        default: []
        }
    }

    var angleSteps: Steps<Double> {
        switch kind {
        case .wiggle: [(10, 0.1), (-10, 0.2), (0, 0.1)]
        case .rotate: [(down ? -360 : 360, 1)]
        default: []
        }
    }

    /// The scale `.scale` holds while active.
    var activeScale: CGFloat { down ? 0.8 : 1.2 }

    /// `cycles` cycles at `speed`; a rotation starts each cycle again from 0.
    @KeyframesBuilder<SymbolPose>
    func keyframes(cycles: Int, speed: Double) -> _KeyframeTracks<SymbolPose> {
        let runs = Array(0..<max(cycles, 1)), speed = speed > 0 ? speed : 1
        if !scaleSteps.isEmpty {
            KeyframeTrack(\SymbolPose.scale) {
                for _ in runs { for step in scaleSteps { LinearKeyframe(step.value, duration: step.duration / speed) } }
            }
        }
        if !opacitySteps.isEmpty {
            KeyframeTrack(\SymbolPose.opacity) {
                for _ in runs { for step in opacitySteps { LinearKeyframe(step.value, duration: step.duration / speed) } }
            }
        }
        if !angleSteps.isEmpty {
            KeyframeTrack(\SymbolPose.degrees) {
                for _ in runs {
                    MoveKeyframe(0.0)
                    for step in angleSteps { LinearKeyframe(step.value, duration: step.duration / speed) }
                }
            }
        }
    }
}
