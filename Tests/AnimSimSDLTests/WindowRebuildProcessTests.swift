import AnimSimCairo
import Foundation
import Testing

/// The rebuild loop as a user meets it, quickly: a package whose executable is a copy of
/// `animsim` (so it is found from its path, .build/debug/ring), and a stand-in `swift` on
/// PATH that fails like the compiler while the source says "broken" and holds the build
/// while the file `hold` exists without `release`. The real package build, where the new
/// executable draws differently, is `WindowRebuildPackageTests` (CI).
///
/// Every wait is on an event the player prints ("rebuilding", "build failed", "restarted")
/// or on the window's pixels; the time limits are backstops.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowRebuildProcessTests {
    static let fakeSwift = """
        #!/bin/sh
        # swift build --package-path ROOT -c debug --product ring, as far as the window can tell.
        root="$3"
        echo $$ > "$root/build.pid"
        while [ -e "$root/hold" ] && [ ! -e "$root/release" ]; do sleep 0.05; done
        if grep -q broken "$root/Sources/ring/Layout.swift"; then
          echo "error: emit-module command failed with exit code 1 (use -v to see invocation)"
          echo "$root/Sources/ring/Layout.swift:1:9: error: expected expression in variable declaration"
          exit 1
        fi
        echo "Build complete!"

        """

    /// A package folder holding Package.swift, Sources/ring/Layout.swift, a copy of animsim
    /// as .build/debug/ring, and bin/swift.
    static func makePackage() throws -> URL {
        let root = try PlayerUnderTest.makeDirectory()
        let files = [("Package.swift", "// swift-tools-version:6.0\n"), ("Sources/ring/Layout.swift", "let x = 1\n"), ("bin/swift", fakeSwift)]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        chmod(root.appendingPathComponent("bin/swift").path, 0o755)
        let binary = root.appendingPathComponent(".build/debug/ring")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PlayerUnderTest.executable!, toPath: binary.path)
        return root
    }

    @Test func aFailedBuildShowsTheErrorOverTheLastGoodFrameAndAGoodOneRestartsInPlace() throws {
        let display = try TestDisplay()
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--start", "1", "--size", "800x540"],
                                         display: display, directory: root, environment: ["PATH": path],
                                         executable: root.appendingPathComponent(".build/debug/ring").path)
        try player.waitForWindow()
        // Moved off the centre and resized, where a new window would not open by itself.
        try player.xdotool(["windowmove", "--sync", player.windowID, "37", "52"])
        try player.xdotool(["windowsize", "--sync", player.windowID, "760", "520"])
        let place = try ChildProcess.waitFor("the moved window redrawn at 760×520") { () -> String? in
            let shot = try player.grab()
            return shot.width == 760 && shot.height == 520 && shot.distinctColours(sampling: 16) > 4 ? try player.geometry() : nil
        }
        #expect(place == "Position: 37,52 (screen: 0); Geometry: 760x520")
        let before = try ChildProcess.waitFor("two grabs alike: the resized frame on screen") { () -> PixelBuffer? in
            let first = try player.grab(), second = try player.grab()
            return first.differences(from: second) == 0 ? second : nil
        }
        func write(_ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent("Sources/ring/Layout.swift"))
        }

        // Held mid-build, the window says so (the status readout, right of the HUD).
        try Data().write(to: root.appendingPathComponent("hold"))
        try write("let x = broken\n")
        try player.waitForLog("rebuilding ring: Sources/ring/Layout.swift changed")
        _ = try ChildProcess.waitFor("'rebuilding ring…' in the window") { () -> Bool? in
            try player.grab().differences(from: before, inFraction: (0.6, 0.7, 0.4, 0.3), tolerance: 8) > 50 ? true : nil
        }
        try Data().write(to: root.appendingPathComponent("release"))

        // Failed: the compiler's first error, placed, over the frame that was there.
        let failed = try player.waitForLog("build failed")
        #expect(failed.contains("build failed, still running the last good build:\nSources/ring/Layout.swift:1:9: error: expected expression"),
                "\(failed)")
        let banner = try ChildProcess.waitFor("the build error banner") { () -> PixelBuffer? in
            let shot = try player.grab()
            return shot.differences(from: before, inFraction: (0.1, 0.5, 0.8, 0.25), tolerance: 8) > 5_000 ? shot : nil
        }
        #expect(banner.differences(from: before, inFraction: (0, 0.1, 1, 0.3)) == 0, "the last good frame stays above the banner")
        #expect(!player.output.contains("rebuilt"))

        // Fixed: rebuilt, and the new executable opens where the old window was, same instant.
        try FileManager.default.removeItem(at: root.appendingPathComponent("hold"))
        try write("let x = 2\n")
        try player.waitForLog("rebuilt ring in ")
        try player.waitForLog("restarted ring at t = 1.000 s")
        try player.waitForWindow()
        #expect(try player.geometry() == place)
        let after = try ChildProcess.waitFor("the restarted window without the banner") { () -> PixelBuffer? in
            let shot = try player.grab()
            return shot.differences(from: before, tolerance: 8) == 0 ? shot : nil
        }
        #expect(after.width == before.width && after.height == before.height)
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    /// Closing the window, or SIGTERM, while a build runs stops the build: `play` ends only
    /// once its `swift build` is gone (with a build held forever, it would never end otherwise).
    @Test(arguments: [("q", Int32(0)), ("SIGTERM", Int32(128 + SIGTERM))])
    func quittingMidBuildStopsTheBuild(how: String, status: Int32) throws {
        let display = try TestDisplay()
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--size", "800x540"], display: display,
                                         directory: root, environment: ["PATH": path],
                                         executable: root.appendingPathComponent(".build/debug/ring").path)
        try player.waitForWindow()
        try Data().write(to: root.appendingPathComponent("hold"))
        try Data("let x = 3\n".utf8).write(to: root.appendingPathComponent("Sources/ring/Layout.swift"))
        try player.waitForLog("rebuilding ring")
        let pid = try ChildProcess.waitFor("the build to start") { () -> pid_t? in
            (try? String(contentsOf: root.appendingPathComponent("build.pid"), encoding: .utf8))
                .flatMap { $0.hasSuffix("\n") ? pid_t($0.dropLast()) : nil }
        }
        if how == "q" { try player.press("q") } else { player.send(SIGTERM) }
        #expect(try player.waitForExit() == status, "\(player.output)")
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the build was stopped and reaped")
        #expect(!player.output.contains("rebuilt"))
    }

    /// `--no-rebuild`: edits of the sources are ignored; the scene's hot reload still runs.
    @Test func noRebuildIgnoresTheSources() throws {
        let display = try TestDisplay()
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("stack.yaml")
        try FileManager.default.copyItem(atPath: PlayerUnderTest.repository.appendingPathComponent("scenes/custom-vstack.yaml").path,
                                         toPath: scene.path)
        let player = try PlayerUnderTest([scene.path, "--paused", "--no-rebuild", "--size", "800x540"],
                                         display: display, directory: root,
                                         executable: root.appendingPathComponent(".build/debug/ring").path)
        try player.waitForWindow()
        try Data("let x = broken\n".utf8).write(to: root.appendingPathComponent("Sources/ring/Layout.swift"))
        // The scene is edited after the source: the poll that sees the scene's change sees
        // the source's too, and would print "rebuilding" before the reload finishes.
        let handle = try FileHandle(forWritingTo: scene)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("# edited\n".utf8))
        try handle.close()
        try player.waitForLog("reloaded stack.yaml")
        try player.press("q")
        #expect(try player.waitForExit() == 0)
        #expect(!player.output.contains("rebuilding"), "\(player.output)")
    }
}
