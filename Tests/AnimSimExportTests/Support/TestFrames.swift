import AnimSimCore
import AnimSimCairo
import AnimSimExport
import Foundation

/// Frames and scratch space for export tests.
enum TestFrames {
    /// A real painted frame whose content depends only on `index`: the wheel turned by
    /// 7° per frame.
    static func wheel(_ index: Int, width: Int = 64, height: Int = 48) throws -> PixelBuffer {
        try DisplayListPainter().paint(SampleDisplayLists.wheel(size: CGSize(width: width, height: height),
                                                                squareSide: CGFloat(height) / 6,
                                                                angle: .degrees(Double(index) * 7)))
    }

    static func format(count: Int, width: Int = 64, height: Int = 48, fps: Double = 30) -> FrameFormat {
        FrameFormat(width: width, height: height, fps: fps, frameCount: count)
    }

    /// Quiet, signal-free options for tests (the test runner owns the signals).
    static func options(frames: ClosedRange<Int>? = nil, resume: Bool = false, workers: Int = 2) -> RenderPipeline.Options {
        RenderPipeline.Options(frames: frames, resume: resume, workers: workers, progress: .never, handleSignals: false)
    }

    static func scratchDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-export-tests")
            .appendingPathComponent("\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    static func bytes(_ url: URL) -> [UInt8] {
        [UInt8]((try? Data(contentsOf: url)) ?? Data())
    }
}

/// Counts calls from render threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var seen: [Int] = []
    func record(_ index: Int) { lock.lock(); value += 1; seen.append(index); lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    var indices: [Int] { lock.lock(); defer { lock.unlock() }; return seen.sorted() }
}
