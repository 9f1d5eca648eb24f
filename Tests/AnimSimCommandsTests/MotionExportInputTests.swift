import Foundation
import Testing

/// `render --format lottie|svg` with unusual or wrong input: what lands on disk, the exit
/// status and the message.
@Suite struct MotionExportInputTests {
    static let scene = "scenes/wheel-90.yaml"

    @Test func zeroToleranceKeysEveryFrame() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("w.json")
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", file.path, "--strategy", "animatable", "--tolerance", "0"])
        #expect(run.status == 0, "\(run.err)")
        // One strategy: the file is exactly --out, and .json picks Lottie.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let frames = try #require(document["op"] as? Int)
        for case let layer as [String: Any] in try #require(document["layers"] as? [Any]) where layer["ty"] as? Int == 4 {
            let position = try #require((layer["ks"] as? [String: Any])?["p"] as? [String: Any])
            let keyframes = try #require(position["k"] as? [[String: Any]])
            #expect(keyframes.map { $0["t"] as? Int } == (0..<frames).map { $0 })
        }
        #expect(run.out.contains("fit error max 0.000 pt"))
    }

    @Test func missingDirectoryWritesNothing() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", directory.appendingPathComponent("no/such/w.svg").path])
        #expect(run.status == 1)
        #expect(run.err.contains("there is no directory"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [["--frames", "1-2"], ["--size", "640x480"], ["--tolerance=-1"], ["--format", "lotte"]])
    func badOptionsAreRefused(options: [String]) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", directory.appendingPathComponent("w.json").path] + options)
        #expect(run.status != 0)
        #expect(run.err.contains(options[0].split(separator: "=")[0]), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func sceneErrorsArePlacedAndWriteNothing() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("bad.yaml")
        try "animsim: 1\ncanvas: { width: 100, height: 100 }\nview:\n  wheel: { radius: nope }\n".write(to: scene, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["render", scene.path, "-o", directory.appendingPathComponent("w.json").path])
        #expect(run.status == 1)
        #expect(run.err.contains("bad.yaml:4:"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.yaml"])
    }

    @Test func replacesItsOwnFilesButNoOneElses() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("w.svg").path
        #expect(try AnimSimBinary.run(["render", Self.scene, "-o", out]).status == 0)
        #expect(try AnimSimBinary.run(["render", Self.scene, "-o", out, "--tolerance", "2"]).status == 0)
        let foreign = directory.appendingPathComponent("w.position.svg")
        try "<svg>mine</svg>".write(to: foreign, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", out])
        #expect(run.status == 1)
        #expect(run.err.contains("was not written by AnimSim"), "\(run.err)")
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "<svg>mine</svg>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["w.animatable.svg", "w.position.svg"])
    }
}
