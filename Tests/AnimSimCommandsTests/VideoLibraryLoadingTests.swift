import Foundation
import Testing

/// A command loads the video libraries only when it writes a video: `trace`, `check` and a
/// PNG still run with none of FFmpeg's libraries or libyuv mapped (they cost ~60 ms of
/// start-up, linked), an MP4 export with them. Each run is held at the start of its work
/// (`TestHold`) and its /proc/PID/maps read there; the MP4 case shows the reading sees
/// the libraries when they are in.
///
/// None of these commands opens a window, so none maps SDL2 either (`play` opens it with its
/// window; `WindowLibraryLoadingTests` shows it mapped there, under Xvfb).
@Suite struct VideoLibraryLoadingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var loadsVideo: Bool
        var testDescription: String { name }
    }

    static let scene = "scenes/wheel-90.yaml"
    static let cases = [
        Case(name: "trace", arguments: ["trace", scene, "--json"], loadsVideo: false),
        Case(name: "check", arguments: ["check", scene], loadsVideo: false),
        Case(name: "PNG still", arguments: ["render", scene, "--still", "0", "-o", "OUT/still.png"], loadsVideo: false),
        Case(name: "MP4 export", arguments: ["render", scene, "-s", "160x90", "-o", "OUT/v.mp4"], loadsVideo: true),
    ]

    /// File names of the video libraries and the encoders they bring.
    static let videoLibraries = ["libavcodec.so", "libavformat.so", "libavutil.so", "libswscale.so", "libswresample.so",
                                 "libyuv.so", "libx264.so"]

    /// SDL2 and the libraries only it brings (PulseAudio, Wayland, D-Bus): what `play` opens.
    static let windowLibraries = ["libSDL2-2.0.so", "libpulse.so", "libwayland-client.so", "libdbus-1.so"]

    @Test(arguments: cases)
    func videoLibrariesAreMappedOnlyForAVideo(_ test: Case) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try SignalledRun(test.arguments.map { $0.replacingOccurrences(of: "OUT", with: out.path) }, holdAt: 0)
        try #require(run.awaitHold() != nil, "never paused at the start of its work: \(run.err)")
        // Read to the end: `String(contentsOfFile:)` stops at the first 4 KB of a /proc file.
        let maps = try #require(try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(run.pid)/maps")).readToEnd())
        let files = Set(String(decoding: maps, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
            guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last, path.hasPrefix("/") else { return nil }
            return String(path.split(separator: "/").last ?? "")
        })
        let mapped = files.filter { file in Self.videoLibraries.contains { file.hasPrefix($0) } }
        let window = files.filter { file in Self.windowLibraries.contains { file.hasPrefix($0) } }
        #expect(window.isEmpty, "\(test.name) mapped \(window.sorted())")
        if test.loadsVideo {
            #expect(mapped.contains { $0.hasPrefix("libavcodec.so") }, "mapped: \(mapped.sorted())")
        } else {
            #expect(mapped.isEmpty, "\(test.name) mapped \(mapped.sorted())")
        }
        let (outcome, seconds) = run.stop(with: SIGINT, limit: BoundedRun.backstop)
        #expect(outcome == .exited(128 + SIGINT), "\(outcome) after \(seconds) s: \(run.err)")
    }
}
