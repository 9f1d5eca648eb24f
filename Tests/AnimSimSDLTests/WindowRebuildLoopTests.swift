import AnimSimPresentation
import Foundation
import Testing
@testable import AnimSimSDL

/// The rebuild loop's parts that need no window: what it carries across `exec`, and which
/// changes of a package's sources start a build.
@Suite struct WindowRebuildLoopTests {
    static let resume = PlayerResume(playback: Playback(time: 1.0 / 3, paused: true, speed: 0.25, loops: false, overlays: [.guides, .trails],
                                                        hiddenPanes: [0, 2]), x: -12, y: 40, width: 800, height: 540)

    @Test func aResumeCrossesTheEnvironmentExactly() {
        let text = Self.resume.encoded
        #expect(PlayerResume(encoded: text) == Self.resume, "\(text)")
        #expect(PlayerResume(encoded: text)?.playback.time == 1.0 / 3, "17 digits: the same instant, bit for bit")
        var none = Self.resume
        none.playback.hiddenPanes = []
        #expect(PlayerResume(encoded: none.encoded) == none)
    }

    /// Anything malformed starts the new process as its arguments say, never half-resumed.
    @Test(arguments: ["", "t=1", "t=x paused=0 speed=1 loop=1 overlays=0 hidden= window=0,0,800,540",
                      "t=-1 paused=0 speed=1 loop=1 overlays=0 hidden= window=0,0,800,540",
                      "t=1 paused=0 speed=1000 loop=1 overlays=0 hidden= window=0,0,800,540",
                      "t=1 paused=0 speed=1 loop=1 overlays=0 hidden=a window=0,0,800,540",
                      "t=1 paused=0 speed=1 loop=1 overlays=0 hidden= window=0,0,800",
                      "t=1 paused=0 speed=1 loop=1 overlays=0 hidden= window=0,0,0,540", "garbage"])
    func aMalformedResumeIsIgnored(text: String) {
        #expect(PlayerResume(encoded: text) == nil)
    }

    @Test func resumingSetsTimeTogglesAndPlace() {
        var options = PlayerOptions(source: SceneSource(path: nil) { throw TestFailure("not loaded") })
        options.resume(Self.resume)
        #expect(options.playback == Self.resume.playback)
        #expect(options.windowSize.map { [$0.width, $0.height] } == [800, 540])
        #expect(options.windowPosition.map { [$0.x, $0.y] } == [-12, 40])
    }

    /// A package in a folder of its own: Package.swift, Sources/ring/A.swift, Sources/ring/.
    final class Package: Sendable {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-rebuild-\(UUID())")
            try write("Package.swift", "// swift-tools-version:6.0\n")
            try write("Sources/ring/A.swift", "let a = 1\n")
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// As OwnPackage lists them: the manifest, the .swift files, the folders with "/".
        func sources() -> [String] {
            let sources = root.appendingPathComponent("Sources")
            var paths = [root.appendingPathComponent("Package.swift").path, sources.path + "/"]
            for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! {
                if url.hasDirectoryPath { paths.append(url.path + "/") } else if url.pathExtension == "swift" { paths.append(url.path) }
            }
            return paths
        }

        func loop() -> RebuildLoop {
            RebuildLoop(plan: PackageRebuild(product: "ring", root: root.path, sources: { [self] in sources() },
                                             build: { .built(seconds: 0) }, cancel: {}))
        }
    }

    @Test func editsAddedAndRemovedSourcesRebuildAndOtherFilesDoNot() throws {
        let package = try Package()
        let loop = package.loop()
        #expect(loop.changes() == nil, "nothing changed yet")

        try package.write("Sources/ring/A.swift", "let a = 2 // longer\n")
        #expect(loop.changes() == "Sources/ring/A.swift")
        #expect(loop.changes() == nil, "a change is reported once")

        try package.write("Sources/ring/.A.swift.swp", "vim")
        try package.write("Sources/ring/notes.txt", "not Swift")
        #expect(loop.changes() == nil, "an editor's swap file or a text file next to a source builds nothing")

        try package.write("Sources/ring/Deeper/B.swift", "let b = 1\n")
        #expect(loop.changes() == "Sources/ring/Deeper/B.swift", "a new file in a new folder")
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Sources/ring/A.swift"))
        #expect(loop.changes() == "Sources/ring/A.swift", "a removed file")

        try package.write("Package.swift", "// swift-tools-version:6.0\n// a new target\n")
        #expect(loop.changes() == "Package.swift")
    }

    /// Saves during a build queue exactly one more build, and the window sees an outcome
    /// only once none is running or queued: it never restarts on a build older than the sources.
    @Test func savesDuringABuildQueueOneMoreAndOnlyTheLastCounts() {
        let started = DispatchSemaphore(value: 0), gate = DispatchSemaphore(value: 0)
        let runs = Runs()
        let package = PackageRebuild(product: "ring", root: "/", sources: { [] }, build: {
            let run = runs.next()
            started.signal()
            gate.wait()
            return run == 1 ? .failed("first") : .built(seconds: Double(run))
        }, cancel: {})
        let loop = RebuildLoop(plan: package)
        loop.start()
        started.wait()
        loop.start()
        loop.start()
        #expect(loop.isBuilding && loop.takeOutcome() == nil)
        gate.signal()
        started.wait()
        #expect(loop.takeOutcome() == nil, "the first build's outcome is not shown while the second runs")
        gate.signal()
        while loop.isBuilding { usleep(1_000) }
        #expect(loop.takeOutcome() == .built(seconds: 2))
        #expect(runs.count == 2 && loop.takeOutcome() == nil)
    }

    /// Counts builds across the job's thread.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}
