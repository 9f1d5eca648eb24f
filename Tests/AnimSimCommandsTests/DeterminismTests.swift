import Foundation
import Testing

/// Evaluation is a pure function of the scene: each process has its own hash seed, so a
/// dependence on a dictionary's or a set's order shows as different bytes between processes.
/// Renders split across machines, `--resume` and every golden rely on this.
@Suite struct DeterminismTests {
    static var galleryScenes: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: AnimSimBinary.root.appendingPathComponent("scenes").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "scenes/" + $0 }
    }

    /// Three tracks whose keyframe boundaries interleave: the case that gave three different
    /// traces in four runs while tracks were taken in a dictionary's order.
    static let threeTracks = "Tests/AnimSimCommandsTests/Scenes/three-tracks.yaml"

    static func traces(_ scene: String, _ extra: [String] = [], processes: Int = 4) throws -> [Data] {
        try (0..<processes).map { _ in
            let run = try BoundedRun.run(["trace", scene, "--json"] + extra, limit: BoundedRun.backstop)
            #expect(run.succeeded, "\(scene): \(run.outcome) \(run.err)")
            return run.out
        }
    }

    @Test func galleryIsThere() { #expect(Self.galleryScenes.count >= 20) }

    @Test(arguments: galleryScenes + [threeTracks])
    func fourProcessesTraceTheSameBytes(_ scene: String) throws {
        let traces = try Self.traces(scene)
        #expect(traces[0].count > 100)
        for (index, trace) in traces.enumerated().dropFirst() {
            #expect(trace == traces[0], "\(scene): process \(index) traced different bytes from process 0")
        }
    }

    /// The instant of the report, between keyframe boundaries of both tracks.
    @Test(arguments: ["scenes/keyframes.yaml", threeTracks])
    func anInstantBetweenKeyframesIsTheSameInEveryProcess(_ scene: String) throws {
        let traces = try Self.traces(scene, ["--at", "1.6667"])
        #expect(Set(traces).count == 1, "\(scene): \(Set(traces).count) different answers in 4 processes")
    }

    /// Two renders of the same frames, PNG for PNG.
    @Test(arguments: ["scenes/keyframes.yaml", threeTracks])
    func twoRendersGiveIdenticalPNGs(_ scene: String) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var renders: [[String: Data]] = []
        for name in ["a", "b"] {
            let out = directory.appendingPathComponent(name)
            let run = try BoundedRun.run(["render", scene, "--frames", "0-5", "--out", out.path], limit: BoundedRun.backstop)
            #expect(run.succeeded, "\(run.outcome) \(run.err)")
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
            renders.append(Dictionary(uniqueKeysWithValues: try files.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) }))
        }
        #expect(renders[0].count == 6)
        #expect(renders[0].keys.sorted() == renders[1].keys.sorted())
        for name in renders[0].keys.sorted() {
            #expect(renders[0][name] == renders[1][name], "\(scene): \(name) differs between two renders")
        }
    }
}
