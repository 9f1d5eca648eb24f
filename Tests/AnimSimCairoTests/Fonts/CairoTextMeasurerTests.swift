import AnimSimCore
import AnimSimCairo
import Dispatch
import Foundation
import Testing

@Suite struct CairoTextMeasurerTests {
    let measurer: CairoTextMeasurer

    init() throws {
        measurer = try CairoTextMeasurer()
    }

    @Test func widthsArePlausibleForDejaVuSans() {
        let hello = measurer.width(of: "Hello", fontSize: 13)
        #expect(hello > 28 && hello < 45, "got \(hello)")
        #expect(measurer.width(of: "iiii", fontSize: 13) < measurer.width(of: "WWWW", fontSize: 13))
        #expect(measurer.width(of: "", fontSize: 13) == 0)
        #expect(measurer.width(of: "a b", fontSize: 13) > measurer.width(of: "ab", fontSize: 13))
    }

    @Test func widthsScaleLinearlyWithFontSize() {
        let small = measurer.width(of: "Layout animations", fontSize: 10)
        let large = measurer.width(of: "Layout animations", fontSize: 20)
        #expect(abs(large - 2 * small) < 1e-6, "unhinted advances: \(small) vs \(large)")
    }

    @Test func lineHeightIsPlausible() {
        let height = measurer.lineHeight(fontSize: 13)
        #expect(height >= 14 && height <= 17, "got \(height)")
        #expect(height == height.rounded())
    }

    @Test func answersAreDeterministicAcrossMeasurersAndThreads() throws {
        let other = try CairoTextMeasurer()
        let words = ["min", "ideal", "Binary tree", "×∞", "position", "animatable", "0123456789"]
        let expected = words.map { measurer.width(of: $0, fontSize: 11) }
        #expect(words.map { other.width(of: $0, fontSize: 11) } == expected)

        let results = ConcurrentResults(count: 64)
        let shared = measurer
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            results.set(i, shared.width(of: words[i % words.count], fontSize: 11))
        }
        for i in 0..<64 { #expect(results.get(i) == expected[i % words.count]) }
    }
}

/// Collects answers from `concurrentPerform` without data races.
final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [CGFloat]
    init(count: Int) { values = Array(repeating: -1, count: count) }
    func set(_ i: Int, _ value: CGFloat) { lock.lock(); values[i] = value; lock.unlock() }
    func get(_ i: Int) -> CGFloat { lock.lock(); defer { lock.unlock() }; return values[i] }
}
