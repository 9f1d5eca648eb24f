import Foundation
import Testing
import AnimSim
@testable import AnimSimScene

/// Examples/CustomLayout builds against this package and traces a scene with its own
/// layout. Building a second package takes a minute or two, so it runs in CI (CI set) or
/// when ANIMSIM_EXAMPLES=1; the registration itself is covered below either way.
@Suite struct CustomLayoutPackageTests {
    static let enabled = ProcessInfo.processInfo.environment["CI"] != nil
        || ProcessInfo.processInfo.environment["ANIMSIM_EXAMPLES"] == "1"

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = TestSupport.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test(.enabled(if: enabled), .timeLimit(.minutes(10)))
    func examplePackageBuildsAndTraces() throws {
        let package = TestSupport.path("Examples/CustomLayout")
        let build = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", package])
        #expect(build.0 == 0, "\(build.1)\n\(build.2)")
        let binary = package + "/.build/debug/SpiralTrace"
        let check = try Self.run(binary, [package + "/spiral.yaml", "check"])
        #expect(check.0 == 0)
        #expect(check.1.contains("17 views"))
        let trace = try Self.run(binary, [package + "/spiral.yaml"])
        let json = try TestSupport.json(trace.1)
        #expect(json["version"] as? Int == 1)
        #expect((json["frames"] as? [Any])?.count == 3)
    }

    /// The same registration, in process: a custom layout is checked like a built-in one.
    @Test func registeredLayoutsGetPositionedErrors() throws {
        struct Row: Layout {
            var gap: CGFloat
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, s) in subviews.enumerated() {
                    s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * gap, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
                }
            }
        }
        let registry = LayoutRegistry.standard.registering("row", parameters: [.length("gap", default: 10)]) { args in
            AnyLayout(Row(gap: args.cgFloat("gap")))
        }
        let loader = SceneLoader(registry: registry)
        let good = "animsim: 1\nstate: { g: 10 }\nview:\n  row: { gap: $g }\n  children:\n    - forEach: 3\n      view: { rect: {}, id: \"r{i}\", frame: { width: 5, height: 5 } }\n"
        let loaded = try loader.load(yaml: good)
        let list = try loaded.evaluator().evaluate(at: 0, strategy: .animatable)
        #expect(list.item("r2")?.frame.minX == 20)
        #expect(TestSupport.errors("animsim: 1\nview:\n  row: { gap: -1, gpa: 2 }\n", loader: loader)
            == ["3:15: 'gap' in row must be at least 0, found -1", "3:19: unknown key 'gpa' in row (did you mean 'gap'?)"])
        #expect(TestSupport.errors("animsim: 1\nview:\n  row: {}\n") == ["3:3: unknown key 'row' in a view (did you mean 'flow'?)",
                                                                         "3:3: a view needs one content key: a shape (rect, roundedRect, circle, capsule), color, text, spacer or a layout (cachedStack, circular, composed, crash, customVStack, flow, hstack, interpolated, loopingWheel, recursiveWheel, tree, vstack, waterfall, wave, wheel, zstack)"])
    }
}
