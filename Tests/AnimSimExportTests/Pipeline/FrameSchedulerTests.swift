import AnimSimCore
import AnimSimCairo
import AnimSimExport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The render workers of an in-process encoder run under SCHED_BATCH, so a worker woken for
/// the next frame never preempts the encoder's threads; other sinks' workers keep the
/// process's policy (a PNG sequence's compression is the critical path there). Nobody's
/// nice value changes.
@Suite struct FrameSchedulerTests {
    @Test(arguments: [(converts: true, policy: 3 /* SCHED_BATCH, which Swift's Glibc does not import */), (converts: false, policy: SCHED_OTHER)])
    func workersYieldToAnEncoderOnly(converts: Bool, policy: Int32) throws {
        let sink = PlanarCountingSink(converts: converts)
        let seen = NiceValues()
        let base = Self.niceValue()
        try RenderPipeline(format: TestFrames.format(count: 6), options: TestFrames.options(workers: 2)).run(into: sink) { index in
            seen.record(sched_getscheduler(0))
            seen.record(1000 + Self.niceValue())
            return try TestFrames.wheel(index)
        }
        #expect(sink.written == 6)
        #expect(seen.values == [policy, 1000 + base], "policy and 1000 + nice value seen by the workers: \(seen.values)")
        #expect(sched_getscheduler(0) == SCHED_OTHER, "the writer keeps the process's policy")
    }

    static func niceValue() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }
}

/// Scheduling values seen on the workers.
private final class NiceValues: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<Int32> = []
    func record(_ value: Int32) { lock.withLock { _ = seen.insert(value) } }
    var values: [Int32] { lock.withLock { seen.sorted() } }
}

/// Takes converted frames when `converts`, as `EncoderSink` does, else pixels.
private final class PlanarCountingSink: FrameSink {
    let converts: Bool
    private(set) var written = 0
    init(converts: Bool) { self.converts = converts }
    var name: String { "counter" }
    var conversion: YUVConverter? { converts ? YUVConverter() : nil }
    func begin(_ format: FrameFormat) throws {}
    func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws { written += 1 }
    func write(frameIndex: Int, planar: PlanarFrame) throws { written += 1 }
    func finish(_ outcome: SinkOutcome) throws {}
}
