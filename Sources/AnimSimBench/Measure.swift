import Foundation

/// Timing for the layout benchmark: medians over many runs, not means, so a scheduler hiccup
/// on a shared two-core machine does not move the figure.
enum Measure {
    /// Nanoseconds of one call of `body`, the median of `runs` calls after `warmUp` unmeasured ones.
    static func median(runs: Int, warmUp: Int = 5, _ body: () -> Void) -> Double {
        for _ in 0..<warmUp { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        samples.sort()
        return samples.count % 2 == 1
            ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
    }

    static func milliseconds(_ nanoseconds: Double) -> String { String(format: "%8.3f ms", nanoseconds / 1e6) }
    static func nanoseconds(_ nanoseconds: Double) -> String { String(format: "%7.1f ns", nanoseconds) }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
