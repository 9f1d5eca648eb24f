import Foundation
import Testing
@testable import AnimSimCommands

/// When `play` restarts a trapped program and when it ends instead: never twice from the same
/// place (no frame shown yet, or the same instant with the same uses: a crash loop); and the
/// status it ends with.
@Suite struct SwiftFileTrapRestartTests {
    static func write(_ path: String, program: String = "/cache/program", time: Double, paused: Bool = false) throws {
        // `PlayCheckpoint`'s record: the program, the `PlayerResume`, how many uses of the
        // controls panel and how many of a view's drawn controls it holds.
        let resume = "t=\(time) paused=\(paused ? 1 : 0) speed=1 loop=1 overlays=0 hidden= window=0,0,800,540"
        try Data("\(program)\n\(resume)\n0\n0\nend\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    static func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("checkpoint-\(UUID())").path
    }

    /// No frame shown: the first program again, as its command line says; twice, the end.
    @Test func nothingShownRestartsOnce() throws {
        var restart = SwiftFileTrapRestart(path: Self.path())
        let next = restart.next(after: 132, program: "/cache/program")
        let first = try #require(next)
        #expect(first.program == "/cache/program")
        #expect(first.resume == nil)
        let second = restart.next(after: 132, program: "/cache/program")
        #expect(second == nil)
        #expect(restart.status(exited: 0) == 132)
    }

    /// (the instant shown after the first restart, the program then, restarted again?)
    @Test(arguments: [(0.25, "/cache/program", false), (0.375, "/cache/program", true), (0.25, "/cache/other", true)])
    func aSecondTrapRestartsOnlyIfTheWindowGotSomewhere(time: Double, program: String, restarts: Bool) throws {
        let path = Self.path()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var restart = SwiftFileTrapRestart(path: path)
        try Self.write(path, time: 0.25)
        let next = restart.next(after: 132, program: "/cache/first")
        let first = try #require(next)
        #expect(first.program == "/cache/program")
        #expect(first.resume?.playback.paused == true, "the restart is paused")
        #expect(first.resume?.playback.time == 0.25)
        try Self.write(path, program: program, time: time, paused: true)
        let again = restart.next(after: 132, program: "/cache/first")
        #expect((again != nil) == restarts)
    }

    /// (the program the window last showed, its exit status, the command's)
    @Test(arguments: [("/cache/program", 0, 132), ("/cache/program", 3, 3), ("/cache/fixed", 0, 0)])
    func theStatusOnceTheWindowCloses(shown: String, exited: Int32, status: Int32) throws {
        let path = Self.path()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var restart = SwiftFileTrapRestart(path: path)
        try Self.write(path, time: 0.25)
        let next = restart.next(after: 132, program: "/cache/first")
        #expect(next != nil)
        try Self.write(path, program: shown, time: 0.25, paused: true)
        #expect(restart.status(exited: exited) == status)
    }

    @Test func withoutATrapTheProgramsStatus() {
        #expect(SwiftFileTrapRestart(path: Self.path()).status(exited: 0) == 0)
        #expect(SwiftFileTrapRestart(path: Self.path()).status(exited: 2) == 2)
    }
}
