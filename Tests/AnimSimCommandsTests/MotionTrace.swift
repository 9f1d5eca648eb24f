import Foundation
import Testing

/// `animsim trace` of a scene, read back: each frame's view centres per strategy. The
/// expectations of the export tests come from here, never from numbers written in a test.
struct MotionTrace {
    var fps: Double
    var frameCount: Int
    struct Placement {
        var x: Double, y: Double
        var width: Double, height: Double
        /// Degrees, clockwise.
        var rotation: Double
        var scale = 1.0
        var opacity = 1.0
        /// "insertion" or "removal" while the view's transition runs.
        var phase: String?
        /// The fill's red, green, blue and opacity in sRGB, 0…1, for a drawn view with a fill.
        var fill: [Double]?
        /// Half the diagonal: how far a corner is from the centre.
        var reach: Double { hypot(width, height) / 2 }
    }

    /// frame → strategy → view id → where the view is
    var centres: [Int: [String: [String: Placement]]] = [:]

    init(scene: String) throws {
        let run = try AnimSimBinary.run(["trace", scene])
        #expect(run.status == 0, "\(run.err)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        fps = try #require(root["fps"] as? Double)
        frameCount = try #require(root["frameCount"] as? Int)
        for case let frame as [String: Any] in try #require(root["frames"] as? [Any]) {
            let index = try #require(frame["index"] as? Int)
            for case let list as [String: Any] in try #require(frame["strategies"] as? [Any]) {
                let strategy = try #require(list["strategy"] as? String)
                for case let view as [String: Any] in try #require(list["views"] as? [Any]) {
                    let id = try #require(view["id"] as? String), centre = try #require(view["center"] as? [Double])
                    let frame = try #require(view["frame"] as? [Double]), rotation = try #require(view["rotation"] as? Double)
                    centres[index, default: [:]][strategy, default: [:]][id] = Placement(
                        x: centre[0], y: centre[1], width: frame[2], height: frame[3], rotation: rotation,
                        scale: view["scale"] as? Double ?? 1, opacity: view["opacity"] as? Double ?? 1, phase: view["phase"] as? String,
                        fill: view["fill"] as? [Double])
                }
            }
        }
    }
}

/// The Python checks in Tests/AnimSimCommandsTests/Python, run with the project's test venv
/// (`scripts/install-deps` makes it); they print one JSON object.
enum PythonHelper {
    static func run(_ script: String, _ arguments: [String]) throws -> [String: Any] {
        let root = AnimSimBinary.root
        let python = root.appendingPathComponent(".venv-test/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "no \(python): run scripts/install-deps")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("Tests/AnimSimCommandsTests/Python/\(script)").path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(script) failed: \(String(decoding: errors, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
