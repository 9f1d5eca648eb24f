import Foundation
import Testing
import AnimSimScene
@testable import AnimSimCommands

/// Each command reads its scene file (and each file it includes) once and makes its
/// evaluator once, counted where files are read (`SceneFile.read`) and evaluators made
/// (`PreparedScene`); `play` once more per reload. Commands run in this process, each inside
/// its own `SceneReadLog`.
@Suite struct SceneReadOnceTests {
    /// A scene that includes a word list, in a fresh directory.
    static func sceneFile() throws -> (directory: URL, scene: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-read-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "a\nb\nc\n".write(to: directory.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
        let scene = directory.appendingPathComponent("scene.yaml").path
        try """
            animsim: 1
            title: read once
            description: a wheel of words
            fps: 10
            duration: 1
            state: { angle: 0deg }
            view:
              wheel: { radius: 40, rotation: $angle }
              children:
                - forEach: { include: words.txt }
                  view: { rect: {}, frame: { width: 10, height: 10 }, id: "w{i}" }
            timeline:
              - at: 0
                animation: linear(duration: 1)
                set: { angle: 90deg }
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        return (directory, scene)
    }

    /// Arguments after the scene; `OUT` stands for the scene's directory.
    @Test(arguments: [
        ["check"], ["trace", "--at", "0.5"], ["compare", "--json"],
        ["render", "--still", "0.5", "-o", "OUT/still.png"], ["render", "--frames", "0-1", "-o", "OUT/frames"],
        ["render", "-o", "OUT/motion.json"], ["render", "-o", "OUT/motion.svg"],
    ])
    func aCommandReadsItsSceneOnceAndPreparesItOnce(_ command: [String]) throws {
        let (directory, scene) = try Self.sceneFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = [command[0], scene] + command.dropFirst().map { $0.replacingOccurrences(of: "OUT", with: directory.path) }
        let log = SceneReadLog()
        try log.recording {
            var parsed = try AnimSimCommand.parseAsRoot(arguments)
            try parsed.run()
        }
        #expect(log.reads == [scene: 1, directory.appendingPathComponent("words.txt").path: 1], "\(arguments)")
        #expect(log.evaluators == 1, "\(arguments)")
    }

    @Test func playPreparesOnceAtStartAndOncePerReload() throws {
        let (directory, scene) = try Self.sceneFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let play = try #require(try AnimSimCommand.parseAsRoot(["play", scene]) as? PlayCommand)
        let start = SceneReadLog()
        let (source, inputs) = start.recording { play.sceneSource() }
        let words = directory.appendingPathComponent("words.txt").path
        #expect(inputs == [scene, words])
        #expect(start.reads == [scene: 1, words: 1])
        #expect(start.evaluators == 1)
        let reload = SceneReadLog()
        _ = try reload.recording { try source.load() }
        #expect(reload.reads == [scene: 1, words: 1])
        #expect(reload.evaluators == 1)
    }
}
