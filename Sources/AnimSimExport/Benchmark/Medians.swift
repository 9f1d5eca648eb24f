import Foundation

/// The benchmarks' one statistic: a median, which one slow run on a shared machine does
/// not move.
enum Medians {
    static func of(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Milliseconds of one call of `body`, the median of `count` calls.
    static func milliseconds(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for _ in 0..<max(count, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return of(samples)
    }
}
