import Foundation
import Testing

/// `play` opens SDL2 when it opens its window (`SDLLibrary`): with the window on screen,
/// /proc/PID/maps has libSDL2. The other half, that `trace`, `check`, PNG and video renders
/// map none of it, is `VideoLibraryLoadingTests` (AnimSimCommandsTests).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowLibraryLoadingTests {
    @Test func playMapsSDLWithItsWindow() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--size", "400x300"], display: display, directory: directory)
        try player.waitForWindow()
        // Read to the end: `String(contentsOfFile:)` stops at the first 4 KB of a /proc file.
        let maps = try #require(try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(player.pid)/maps")).readToEnd())
        let files = Set(String(decoding: maps, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: "/").last.map(String.init)
        })
        #expect(files.contains { $0.hasPrefix("libSDL2-2.0.so") }, "mapped: \(files.sorted())")
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }
}
