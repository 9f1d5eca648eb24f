import AnimSimCore
import Foundation
import Testing
@testable import AnimSimSDL

/// `--screenshot-at`, P's file names and the file watcher behind hot reload.
@Suite struct WindowAutomationTests {
    @Test func screenshotSpecsParse() throws {
        #expect(try ScreenshotSpec.parse("1.5:out.png").get() == ScreenshotSpec(time: 1.5, path: "out.png"))
        #expect(try ScreenshotSpec.parse("2s:/tmp/a:b.png").get() == ScreenshotSpec(time: 2, path: "/tmp/a:b.png"))
        #expect(try ScreenshotSpec.parse("3600:end.png").get().time == 3600)
        for bad in ["out.png", "x:out.png", "-1:out.png", "1:", "inf:a.png", "1e308:x.png", "3600.5:x.png"] {
            #expect(throws: PlayerError.self) { try ScreenshotSpec.parse(bad).get() }
        }
    }

    @Test func shotsFallDueWhenPlaybackReachesThemAndTheRestAtExit() {
        var schedule = ScreenshotSchedule([ScreenshotSpec(time: 1, path: "b"), ScreenshotSpec(time: 0, path: "a"),
                                           ScreenshotSpec(time: 9, path: "late"), ScreenshotSpec(time: 2, path: "c")])
        #expect(schedule.due(at: 0, lastFrameTime: 3).map(\.path) == ["a"])
        #expect(schedule.due(at: 0.5, lastFrameTime: 3).isEmpty)
        #expect(schedule.due(at: 2, lastFrameTime: 3).map(\.path) == ["b", "c"])
        #expect(schedule.due(at: 3, lastFrameTime: 3).map(\.path) == ["late"], "past the end: taken on the last frame")
        schedule = ScreenshotSchedule([ScreenshotSpec(time: 1, path: "x")])
        #expect(schedule.takeAll().map(\.path) == ["x"])
        #expect(schedule.pending.isEmpty)
    }

    @Test func savedFrameNamesNeverOverwrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-names-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = FrameWriter.nextShotPath(directory: directory, stem: "wheel", frame: 30, reserved: [])
        #expect(first.hasSuffix("/wheel-f0030.png"))
        let second = FrameWriter.nextShotPath(directory: directory, stem: "wheel", frame: 30, reserved: [first])
        #expect(second.hasSuffix("/wheel-f0030-2.png"))
        try FrameWriter.writeAtomically([1, 2, 3], to: first)
        #expect(FrameWriter.nextShotPath(directory: directory, stem: "wheel", frame: 30, reserved: []) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["wheel-f0030.png"], "no temporary left behind")
    }

    @Test func theWatcherSeesEditsRenamesAndDeletions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-watch-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/scene.yaml"
        try "a: 1\n".write(toFile: file, atomically: false, encoding: .utf8)
        var watcher = FileWatcher(files: [file, file])
        #expect(watcher.files == [file])
        #expect(watcher.changes().isEmpty)
        try "a: 2\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(watcher.changes() == [file], "same size, new content: the nanosecond mtime changes")
        #expect(watcher.changes().isEmpty)
        try "a: 333\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(watcher.changes() == [file], "save by rename")
        try FileManager.default.removeItem(atPath: file)
        #expect(watcher.changes() == [file])
        #expect(watcher.changes().isEmpty)
        try "a: 4\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(watcher.changes() == [file])
    }

    @Test func noDisplayIsRefusedBeforeSDLStarts() {
        #expect(throws: PlayerError.noDisplay) { try SDLVideo.checkEnvironment([:]) }
        #expect(throws: PlayerError.noDisplay) { try SDLVideo.checkEnvironment(["DISPLAY": ""]) }
        #expect(throws: Never.self) { try SDLVideo.checkEnvironment(["DISPLAY": ":99"]) }
        #expect(throws: Never.self) { try SDLVideo.checkEnvironment(["WAYLAND_DISPLAY": "wayland-0"]) }
        #expect(throws: Never.self) { try SDLVideo.checkEnvironment(["SDL_VIDEODRIVER": "offscreen"]) }
        #expect(PlayerError.noDisplay.description.contains("animsim render"))
        #expect(PlayerError.noDisplay.exitCode != 0)
    }
}
