import Foundation
import Testing

/// A Swift file's view run by the binary with `--script`, `--duration` and `--canvas`, and
/// traced under its views' names (issue #31, "Commands"). One file, one compile (the cache is
/// shared), each command a process of the program.
@Suite struct ViewOptionsBinaryTests {
    static let view = """
        import AnimSim

        struct ContentView: View {
            @State var width = 100.0
            @State var on = false

            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: width, height: 50).accessibilityIdentifier("box")
                    Button("Grow") { withAnimation(.linear(duration: 1)) { width += 100 } }
                    Toggle("Wide", isOn: $on).frame(width: 200)
                    Circle().frame(width: 10, height: 10).id("dot")
                    Circle().frame(width: 10, height: 10).accessibilityIdentifier("box")
                }
            }
        }

        """

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try view.write(to: folder.appendingPathComponent("Grow.swift"), atomically: true, encoding: .utf8)
        for (name, text) in [("grow.yaml", "- { at: 1, control: Grow }\n"),
                             ("bad.yaml", "- { at: 0.5, control: Wide, value: true }\n- { at: 1, control: Grov }\n"),
                             ("badvalue.yaml", "- { at: 1, control: \"#2\", value: maybe }\n"),
                             ("scene.yaml", "animsim: 1\nview: { rect: {}, frame: { width: 10, height: 10 } }\n")] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func run(_ arguments: [String]) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: try folder.get(), environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// The views of one pane at one instant, by trace name: frame x, y, width, height.
    static func frames(_ arguments: [String], at time: String) throws -> (count: Int, views: [String: [Double]]) {
        let run = try run(["trace", "Grow.swift", "--at", time, "--strategy", "animatable"] + arguments)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        var byName: [String: [Double]] = [:]
        for view in views { byName[view["id"] as? String ?? ""] = view["frame"] as? [Double] }
        return (try #require(json["frameCount"] as? Int), byName)
    }

    /// The press at 1 s grows the box linearly over 1 s; the scene ends when that has settled.
    @Test func aScriptsUsesRunAtTheirInstants() throws {
        let half = try Self.frames(["--script", "grow.yaml"], at: "1.5")
        #expect(half.count == 121, "0…2 s at 60 fps: settled at 2")
        #expect(abs((half.views["box"]?[2] ?? 0) - 150) < 0.01)
        let end = try Self.frames(["--script", "grow.yaml"], at: "2")
        #expect(abs((end.views["box"]?[2] ?? 0) - 200) < 0.01)
        #expect(try Self.frames([], at: "0").count == 1, "nothing scheduled, nothing used: one frame")
    }

    @Test func aDurationSetsTheLengthAndTheSettledStateHolds() throws {
        let late = try Self.frames(["--script", "grow.yaml", "--duration", "5"], at: "5")
        #expect(late.count == 301)
        #expect(late.views == (try Self.frames(["--script", "grow.yaml"], at: "2")).views)
        let cut = try Self.frames(["--script", "grow.yaml", "--duration", "1.5"], at: "1.5")
        #expect(cut.count == 91 && abs((cut.views["box"]?[2] ?? 0) - 150) < 0.01)
    }

    /// A view without `--duration` has no natural end: `--at` past its settling (2 s) shows
    /// the settled state, where a scene file's `--at` past its end is refused. `--duration`
    /// is an end the user chose, refused past as a file's.
    @Test func anInstantPastTheSettlingShowsTheSettledState() throws {
        let late = try Self.frames(["--script", "grow.yaml"], at: "5")
        #expect(late.count == 121, "the scene still settles at 2 s")
        let settled = try Self.frames(["--script", "grow.yaml"], at: "2")
        #expect(!late.views.isEmpty && late.views == settled.views)
        let cut = try Self.run(["trace", "Grow.swift", "--script", "grow.yaml", "--duration", "3", "--at", "4"])
        #expect(cut.status == 1 && cut.out.isEmpty, "\(cut.status) \(cut.out)")
        #expect(cut.err.contains("--at 4 is outside the scene, which runs from 0 to 3 s"), "\(cut.err)")
    }

    /// The root view is proposed the canvas and centred in it: the union of every drawn view
    /// (the stack's content: the toggle's 200-wide frame is the widest) has the canvas's centre.
    @Test(arguments: [([String](), 400.0, 400.0), (["--canvas", "600x300"], 600.0, 300.0)])
    func theCanvasIsTheProposalAndTheViewIsCentred(extra: [String], width: Double, height: Double) throws {
        let frames = Array(try Self.frames(extra, at: "0").views.values)
        let left = frames.map { $0[0] }.min() ?? .nan, right = frames.map { $0[0] + $0[2] }.max() ?? .nan
        let top = frames.map { $0[1] }.min() ?? .nan, bottom = frames.map { $0[1] + $0[3] }.max() ?? .nan
        #expect(abs(right - left - 200) < 0.01)
        #expect(abs((left + right) / 2 - width / 2) < 0.01 && abs((top + bottom) / 2 - height / 2) < 0.01, "\(frames)")
    }

    /// accessibilityIdentifier, else .id, else the structural path; a name used again gets #2.
    @Test func traceNamesEachDrawnView() throws {
        let names = Set(try Self.frames([], at: "0").views.keys)
        #expect(names.isSuperset(of: ["box", "dot", "box#2"]), "\(names.sorted())")
        #expect(names.contains { $0.hasPrefix("root/content/1") }, "the button by its path: \(names.sorted())")
    }

    @Test(arguments: [
        ("bad.yaml", "bad.yaml:2:21: no control 'Grov' at t = 1 s: the controls at t = 1 s are 'Grow' (#1), 'Wide' (#2); "
            + "write a label as shown then, or #N"),
        ("badvalue.yaml", "badvalue.yaml:1:34: toggle 'Wide' takes value: true or false, not 'maybe'"),
    ])
    func aBadEntryIsPlacedWithNothingWritten(script: String, message: String) throws {
        for command in [["trace", "Grow.swift"], ["render", "Grow.swift", "-o", "out-\(script).mp4"], ["check", "Grow.swift"]] {
            let run = try Self.run(command + ["--script", script])
            #expect(run.status == 1 && run.out.isEmpty, "\(command): \(run.status) \(run.out)")
            #expect(run.err.contains(message), "\(command): \(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: try Self.folder.get().appendingPathComponent("out-\(script).mp4").path))
    }

    /// `check FILE.swift` type-checks; with a script it checks the scene the script makes.
    @Test func checkWithAScriptChecksItsScene() throws {
        let run = try Self.run(["check", "Grow.swift", "--script", "grow.yaml"])
        #expect(run.status == 0 && run.out.hasPrefix("Grow.swift: ") && run.out.contains(", 2 s, 121 frames at 60 fps"), "\(run.out)\(run.err)")
    }

    @Test func aSceneFileRefusesTheViewOptions() throws {
        let run = try Self.run(["trace", "scene.yaml", "--script", "grow.yaml", "--canvas", "300x300"])
        #expect(run.status == 1 && run.out.isEmpty)
        #expect(run.err.contains("scene.yaml:1:1: --script, --canvas apply to a SwiftUI view"), "\(run.err)")
        let bad = try Self.run(["trace", "Grow.swift", "--canvas", "300"])
        #expect(bad.status != 0 && bad.err.contains("--canvas takes WxH with whole numbers 16…16384, e.g. 400x400, not '300'"), "\(bad.err)")
    }
}
