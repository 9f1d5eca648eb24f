import AnimSimCore
import AnimSimCairo
@testable import AnimSimExport
import Foundation
import Testing

@Suite struct PNGSequenceSinkTests {
    @Test func writesZeroPaddedWholeFilesInOrder() throws {
        let directory = TestFrames.scratchDirectory("sequence").appendingPathComponent("nested/out")
        let sink = PNGSequenceSink(directory: directory)
        let report = try RenderPipeline(format: TestFrames.format(count: 7), options: TestFrames.options())
            .run(into: sink) { try TestFrames.wheel($0) }
        #expect(report.framesWritten == 7 && report.framesSkipped == 0)
        #expect(TestFrames.files(in: directory) == (0..<7).map { "frame_0000\($0).png" })
        #expect(sink.written == Array(0..<7), "written in order")
        for index in 0..<7 {
            let decoded = try PNGDecoder().decode(contentsOf: directory.appendingPathComponent("frame_0000\(index).png"))
            #expect(decoded == (try TestFrames.wheel(index)))
        }
    }

    @Test func paddingFollowsTheWholeAnimationsFrameCount() throws {
        let sink = PNGSequenceSink(directory: TestFrames.scratchDirectory("padding"))
        try sink.begin(TestFrames.format(count: 123_456))
        #expect(sink.path(forFrame: 42).hasSuffix("/frame_000042.png"))
        try sink.begin(TestFrames.format(count: 10))
        #expect(sink.path(forFrame: 3).hasSuffix("/frame_00003.png"))
    }

    @Test func anUnwritableDirectoryIsAClearErrorBeforeAnyRendering() throws {
        let scratch = TestFrames.scratchDirectory("unwritable")
        let file = scratch.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        let counter = Counter()
        let pipeline = RenderPipeline(format: TestFrames.format(count: 3), options: TestFrames.options())

        let nested = PNGSequenceSink(directory: file.appendingPathComponent("frames"))
        let error = #expect(throws: ExportError.self) {
            try pipeline.run(into: nested) { counter.record($0); return try TestFrames.wheel($0) }
        }
        #expect(error.map { "\($0)" }?.contains("Not a directory") == true, "\(String(describing: error))")

        let onFile = PNGSequenceSink(directory: file)
        let second = #expect(throws: ExportError.self) {
            try pipeline.run(into: onFile) { counter.record($0); return try TestFrames.wheel($0) }
        }
        #expect(second.map { "\($0)" }?.contains("not a directory") == true, "\(String(describing: second))")
        #expect(counter.count == 0)
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let directory = TestFrames.scratchDirectory("atomic")
        try AtomicFile.write([1, 2, 3], to: directory.appendingPathComponent("a.bin").path)
        try AtomicFile.write([4, 5], to: directory.appendingPathComponent("a.bin").path)
        #expect(TestFrames.files(in: directory) == ["a.bin"])
        #expect(TestFrames.bytes(directory.appendingPathComponent("a.bin")) == [4, 5])
    }

    @Test func writeErrorsAreChecked() throws {
        // /dev/full accepts open and fails every write with ENOSPC: the disk-full path.
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(throws: ExportError.diskFull(path: "/dev/full")) {
            try AtomicFile.writeAll([UInt8](repeating: 7, count: 4096), to: fd, path: "/dev/full")
        }
    }
}
