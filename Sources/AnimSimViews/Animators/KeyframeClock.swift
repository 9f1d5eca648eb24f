import AnimSimCore

/// A keyframe animator's value at any scene time, from the run a trigger (or the appearance)
/// started: the source of its per-frame content (`KeyframeAnimator`, `TimeContent`).
///
/// A single run holds its end value once over. A looping animator's runs follow one
/// another without a gap, each from the value the previous one ended at, with the keyframes
/// the `keyframes` closure gives for that value (K2), as the old one-update-per-run loop made
/// them. Later runs are made lazily, as far as evaluation asks, under the view lock (the
/// closure is user code), and at most `maxRuns` of them: keyframes so short that the scene
/// would need more stop there, with a warning, rather than fill memory.
final class KeyframeClock<Value>: @unchecked Sendable {
    private var runs: [KeyframeRun<Value>]
    private let repeating: Bool
    /// The run starting at a time from a value.
    private let next: (Double, Value) -> KeyframeRun<Value>

    /// Runs made for one looping animator at most (a 3 ms animation looping for a minute).
    static var maxRuns: Int { 20_000 }

    init(first: KeyframeRun<Value>, repeating: Bool, next: @escaping (Double, Value) -> KeyframeRun<Value>) {
        runs = [first]
        self.repeating = repeating
        self.next = next
    }

    /// What the content is made from at scene time `time`: the time itself while a run
    /// plays, clamped to the runs' span, so every instant after a single run's end (and
    /// every instant before its start) has the same key and builds nothing new.
    func key(at time: Double) -> Double {
        let first = runs[0]
        guard repeating else { return min(max(time, first.start), first.start + first.duration) }
        return max(time, first.start)
    }

    /// The value at scene time `time`.
    func value(at time: Double) -> Value { value(atKey: key(at: time)) }

    /// The value at a key (`key(at:)`): the run playing then, at its own time.
    func value(atKey key: Double) -> Value {
        guard repeating else { return runs[0].value(at: key) }
        while let last = runs.last, last.start + last.duration <= key {
            guard runs.count < Self.maxRuns else {
                ViewDiagnostics.warnOnce(key: "KeyframeAnimator.runs", "KeyframeAnimator stopped after \(Self.maxRuns) runs, "
                    + "at t = \(last.start + last.duration) s: its keyframes are too short to repeat for the whole scene")
                return last.value(at: key)
            }
            runs.append(next(last.start + last.duration, last.value(at: last.start + last.duration)))
        }
        // The last run starting at or before the key, by bisection.
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].start <= key { low = middle + 1 } else { high = middle }
        }
        return runs[max(low - 1, 0)].value(at: key)
    }
}
