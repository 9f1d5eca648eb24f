import AnimSimCore
import AnimSimCairo
import AnimSimExport
import Foundation
import Testing

@Suite struct RenderPipelineTests {
    @Test func aSliceIsByteIdenticalToTheSameFramesOfAWholeExport() throws {
        let whole = TestFrames.scratchDirectory("whole")
        let slice = TestFrames.scratchDirectory("slice")
        let format = TestFrames.format(count: 12)
        try RenderPipeline(format: format, options: TestFrames.options()).run(into: PNGSequenceSink(directory: whole)) {
            try TestFrames.wheel($0)
        }
        let range = try #require(FrameRange("4-7")).resolved(frameCount: 12)
        try RenderPipeline(format: format, options: TestFrames.options(frames: range, workers: 1))
            .run(into: PNGSequenceSink(directory: slice)) { try TestFrames.wheel($0) }
        let names = (4...7).map { "frame_0000\($0).png" }
        #expect(TestFrames.files(in: slice) == names)
        for name in names {
            #expect(TestFrames.bytes(slice.appendingPathComponent(name)) == TestFrames.bytes(whole.appendingPathComponent(name)))
        }
    }

    @Test func resumeRendersOnlyMissingFramesAndMatchesAWholeExport() throws {
        let directory = TestFrames.scratchDirectory("resume")
        let format = TestFrames.format(count: 10)
        try RenderPipeline(format: format, options: TestFrames.options()).run(into: PNGSequenceSink(directory: directory)) {
            try TestFrames.wheel($0)
        }
        let reference = TestFrames.files(in: directory).map { TestFrames.bytes(directory.appendingPathComponent($0)) }
        for gone in [2, 3, 8] { try FileManager.default.removeItem(at: directory.appendingPathComponent("frame_0000\(gone).png")) }

        let counter = Counter()
        let report = try RenderPipeline(format: format, options: TestFrames.options(resume: true))
            .run(into: PNGSequenceSink(directory: directory)) { counter.record($0); return try TestFrames.wheel($0) }
        #expect(counter.indices == [2, 3, 8])
        #expect(report.framesWritten == 3 && report.framesSkipped == 7)
        #expect(TestFrames.files(in: directory).map { TestFrames.bytes(directory.appendingPathComponent($0)) } == reference)
    }

    @Test func cancellingFinishesFramesInFlightAndLeavesAWholePrefix() throws {
        let directory = TestFrames.scratchDirectory("cancel")
        let format = TestFrames.format(count: 40)
        let cancellation = RenderCancellation()
        let counter = Counter()
        let pipeline = RenderPipeline(format: format, options: TestFrames.options(), cancellation: cancellation)
        let error = #expect(throws: ExportError.self) {
            try pipeline.run(into: PNGSequenceSink(directory: directory)) { index in
                counter.record(index)
                if index == 5 { cancellation.cancel(signal: SIGINT) }
                return try TestFrames.wheel(index)
            }
        }
        guard case .interrupted(let signal, let written)? = error else {
            Issue.record("expected .interrupted, got \(String(describing: error))")
            return
        }
        #expect(signal == SIGINT)
        #expect(written == counter.count, "every frame started was written")
        #expect(written >= 6 && written < 40)
        let files = TestFrames.files(in: directory)
        #expect(files == (0..<written).map { String(format: "frame_%05d.png", $0) }, "a whole prefix, no temporaries")
        for file in files { _ = try PNGDecoder().decode(contentsOf: directory.appendingPathComponent(file)) }

        // Resuming completes the export.
        try RenderPipeline(format: format, options: TestFrames.options(resume: true))
            .run(into: PNGSequenceSink(directory: directory)) { try TestFrames.wheel($0) }
        #expect(TestFrames.files(in: directory).count == 40)
    }

    @Test func aRenderErrorStopsTheExportAfterTheFramesBeforeIt() throws {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let directory = TestFrames.scratchDirectory("failure")
        let error = #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 20), options: TestFrames.options())
                .run(into: PNGSequenceSink(directory: directory)) { index in
                    if index == 3 { throw Boom() }
                    return try TestFrames.wheel(index)
                }
        }
        #expect(error == .renderFailed(frame: 3, message: "boom"))
        #expect(TestFrames.files(in: directory) == ["frame_00000.png", "frame_00001.png", "frame_00002.png"])
    }

    @Test func wrongSizedFramesAreRejected() throws {
        let error = #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 2, width: 10, height: 10), options: TestFrames.options())
                .run(into: PNGSequenceSink(directory: TestFrames.scratchDirectory("size"))) { try TestFrames.wheel($0) }
        }
        #expect(error == .frameSizeMismatch(frame: 0, expected: "10×10", actual: "64×48"))
    }

    @Test func memoryIsBoundedByTheWindow() throws {
        // A slow sink: workers must wait for it rather than render ahead without limit.
        final class SlowSink: FrameSink {
            let written: Counter
            init(written: Counter) { self.written = written }
            var name: String { "slow" }
            func begin(_ format: FrameFormat) throws {}
            func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
                // Gives workers the chance to run ahead; the bound holds however long it is.
                usleep(10_000)
                written.record(frameIndex)
            }
            func finish(_ outcome: SinkOutcome) throws {}
        }
        final class Probe: @unchecked Sendable {
            let lock = NSLock()
            var maxAhead = 0
            func observe(_ ahead: Int) { lock.lock(); maxAhead = max(maxAhead, ahead); lock.unlock() }
        }
        let written = Counter()
        let probe = Probe()
        var options = TestFrames.options(workers: 2)
        options.window = 3
        try RenderPipeline(format: TestFrames.format(count: 16, width: 8, height: 8), options: options)
            .run(into: SlowSink(written: written)) { index in
                probe.observe(index - written.count)
                return PixelBuffer(width: 8, height: 8)
            }
        #expect(written.count == 16)
        #expect(probe.maxAhead <= 3, "at most the window ahead of the writer: \(probe.maxAhead)")
    }

    @Test(arguments: [("3-9", 3...9), ("4-", 4...9), ("-2", 0...2), ("5", 5...5)])
    func frameRangesResolve(text: String, frames: ClosedRange<Int>) throws {
        #expect(try #require(FrameRange(text)).resolved(frameCount: 10) == frames)
    }

    /// Parsed but outside the animation: refused when the frame count is known, with the
    /// range as written and the frames there are.
    @Test(arguments: [("3-10", "--frames 3-10: the animation has frames 0-9"), ("12-", "--frames 12-: the first frame is after the last"),
                      ("10", "--frames 10: the animation has frames 0-9")])
    func frameRangesOutsideTheAnimation(text: String, message: String) throws {
        let range = try #require(FrameRange(text))
        #expect(throws: ExportError.invalidFrameRange(message)) { try range.resolved(frameCount: 10) }
    }

    @Test(arguments: ["7-3", "a-b", "", "-1-3", "1.5"])
    func badFrameRangesDoNotParse(text: String) {
        #expect(FrameRange(text) == nil)
    }

    /// Frames claimed but not yet written never hold more pixels than `inFlightBytes`: 64×48
    /// frames are 12,288 bytes, so a budget of 2.5 frames allows two at a time, even with four
    /// workers asking for a window of eight. Renders are slowed so that, without the budget,
    /// the workers would hold four.
    @Test(arguments: [(budget: 30_000, frames: 2), (budget: 12_288, frames: 1), (budget: 100, frames: 1)])
    func framesInFlightFitTheMemoryBudget(_ budget: Int, _ frames: Int) throws {
        let sink = InFlightSink()
        var options = TestFrames.options(workers: 4)
        options.inFlightBytes = budget
        try RenderPipeline(format: TestFrames.format(count: 16), options: options).run(into: sink) { index in
            sink.started()
            // Holds frames in flight long enough for a budget-blind pipeline to pile them up;
            // the bound asserted holds on any machine, so no speed can fail it.
            Thread.sleep(forTimeInterval: 0.01)
            return try TestFrames.wheel(index)
        }
        #expect(sink.written == 16)
        #expect(sink.mostInFlight <= frames, "held \(sink.mostInFlight) frames, budget \(budget) bytes")
    }
}

/// Counts frames whose render has started and that are not written yet.
private final class InFlightSink: FrameSink, @unchecked Sendable {
    private let lock = NSLock()
    private var begun = 0
    private(set) var written = 0
    private(set) var mostInFlight = 0
    var name: String { "in-flight counter" }

    func started() {
        lock.lock()
        begun += 1
        mostInFlight = max(mostInFlight, begun - written)
        lock.unlock()
    }

    func begin(_ format: FrameFormat) throws {}
    func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        lock.lock()
        written += 1
        lock.unlock()
    }
    func finish(_ outcome: SinkOutcome) throws {}
}
