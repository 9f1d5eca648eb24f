import Foundation
import AnimSimScene
import Testing
@testable import AnimSimSDL

/// The checkpoint a Swift file's window keeps for its parent: what it read back is the last
/// record, with exactly the uses that record counted; a record cut short reads as none.
@Suite struct PlayCheckpointTests {
    static func resume(_ time: Double) -> PlayerResume {
        PlayerResume(playback: Playback(time: time, paused: false, speed: 1, loops: true), x: 10, y: 20, width: 800, height: 540)
    }

    static func use(_ index: Int) -> CarriedUse {
        let json = #"{"time": \#(index), "control": "Rotate", "animation": "linear(duration: 1)", "values": {"angle": \#(index)}, "discrete": {}}"#
        return try! JSONDecoder().decode(CarriedUse.self, from: Data(json.utf8))
    }

    static func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("checkpoint-\(UUID())").path
    }

    @Test(arguments: [[0.25, 0.5], [0.5, 0.25], [1234.5678901234, 0.1]])
    func theLastRecordWins(times: [Double]) throws {
        let path = Self.path()
        defer { PlayCheckpoint.remove(path: path) }
        let checkpoint = try #require(PlayCheckpoint(path: path))
        for (count, time) in times.enumerated() {
            checkpoint.record(Self.resume(time), count: count) { Self.use($0) }
        }
        let read = try #require(PlayCheckpoint.read(path: path))
        #expect(abs(read.resume.playback.time - times.last!) < 1e-12)
        #expect(read.resume.carried == (0..<(times.count - 1)).map(Self.use))
        #expect(read.program.hasPrefix("/"), "the executable's path: \(read.program)")
    }

    /// Uses are appended as they come; a record counting fewer starts the file again.
    @Test(arguments: [(5, 2), (2, 5), (3, 0)])
    func theUsesAreTheRecordsOwn(first: Int, second: Int) throws {
        let path = Self.path()
        defer { PlayCheckpoint.remove(path: path) }
        let checkpoint = try #require(PlayCheckpoint(path: path))
        checkpoint.record(Self.resume(1), count: first) { Self.use($0) }
        checkpoint.record(Self.resume(2), count: second) { Self.use($0) }
        let read = try #require(PlayCheckpoint.read(path: path))
        #expect(read.resume.carried == (0..<second).map(Self.use))
    }

    /// A new process on the same path (a rebuild's exec) keeps the last record until its own.
    @Test func aNewWriterKeepsTheRecordUntilItsOwn() throws {
        let path = Self.path()
        defer { PlayCheckpoint.remove(path: path) }
        try #require(PlayCheckpoint(path: path)).record(Self.resume(0.75), count: 2) { Self.use($0) }
        let next = try #require(PlayCheckpoint(path: path))
        #expect(try #require(PlayCheckpoint.read(path: path)).resume.carried.count == 2)
        next.record(Self.resume(0.5), count: 1) { Self.use($0) }
        let read = try #require(PlayCheckpoint.read(path: path))
        #expect(read.resume.playback.time == 0.5)
        #expect(read.resume.carried == [Self.use(0)])
    }

    /// A view's uses change in the middle (a use made after scrubbing back, a drag's move
    /// replacing its last): each record cuts the file at the first use that changed, and
    /// what is read back is exactly the last record's uses, with the panel's beside them.
    @Test(arguments: [
        ([["a", "b", "c"], ["a", "x", "b", "c"]], [0, 1]),
        ([["a", "b", "c"], ["a", "b"], ["a", "b", "d", "e"]], [0, 2, 2]),
        ([["a", "b"], ["z"], ["z", "y"]], [0, 0, 1]),
    ])
    func aViewsUsesAreTheRecordsOwnWhereverTheyChanged(records: [[String]], unchanged: [Int]) throws {
        let path = Self.path()
        defer { PlayCheckpoint.remove(path: path) }
        let checkpoint = try #require(PlayCheckpoint(path: path))
        func uses(_ names: [String]) -> [ControlScript.Use] {
            names.enumerated().map { ControlScript.Use(time: Double($0.offset) / 3, control: $0.element, value: $0.offset.isMultiple(of: 2) ? nil : "0.5") }
        }
        for (names, same) in zip(records, unchanged) {
            checkpoint.record(Self.resume(1), count: 1, use: { Self.use($0) }, viewUses: uses(names), viewsUnchanged: same)
        }
        let read = try #require(PlayCheckpoint.read(path: path))
        #expect(read.resume.viewUses == uses(records.last!))
        #expect(read.resume.carried == [Self.use(0)])
    }

    @Test(arguments: ["", "/bin/program\nt=1 paused=0", "/bin/program\nnot a resume\n0\n0\nend\n"])
    func aRecordCutShortIsNone(text: String) throws {
        let path = Self.path()
        defer { PlayCheckpoint.remove(path: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(PlayCheckpoint.read(path: path) == nil)
    }
}
