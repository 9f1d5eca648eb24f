import Foundation
import Testing

/// `AnimSimCommands.main(view:)`: a fresh package depending on this checkout by path makes its
/// executable the whole command line for one SwiftUI view, as `main(registry:)` does for
/// layouts. Its button grows a box linearly from 100 to 200 points over a second: only the
/// package's own view, driven by the script, traces 150 at 1.5 s. Built in CI (`CI` or
/// `ANIMSIM_EXAMPLES=1`), like the other package tests (ExternalPackage).
@Suite(.serialized) struct ViewPackageTests {
    static let mainSwift = """
        import AnimSim
        import AnimSimCommands

        struct ContentView: View {
            @State var width = 100.0

            var body: some View {
                VStack {
                    Rectangle().frame(width: width, height: 50).accessibilityIdentifier("box")
                    Button("Grow") { withAnimation(.linear(duration: 1)) { width += 100 } }
                }
            }
        }

        AnimSimCommands.main(view: ContentView())

        """

    static func manifest(checkout: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Grow",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "AnimSim", path: "\(checkout)")],
            targets: [
                .executableTarget(name: "grow", dependencies: [
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimCommands", package: "AnimSim"),
                ]),
            ]
        )

        """
    }

    /// The box's width at `time` in the animatable pane, from `trace --at`.
    static func width(_ package: ExternalPackage, at time: String, _ extra: [String] = []) throws -> Double {
        let run = try package.run("grow", ["trace", "--at", time, "--strategy", "animatable"] + extra)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "box" }?["frame"] as? [Double])
        return box[2]
    }

    @Test(.enabled(if: ExternalPackage.enabled), .timeLimit(.minutes(40)))
    func aPackagesViewGetsEveryCommand() throws {
        let package = try ExternalPackage()
        defer { try? FileManager.default.removeItem(at: package.directory) }
        try package.write("Package.swift", Self.manifest(checkout: AnimSimBinary.root.path))
        try package.write("Sources/grow/main.swift", Self.mainSwift)
        try package.write("uses.yaml", "- { at: 1, control: Grow }\n")
        try package.write("bad.yaml", "- { at: 1, control: Shrink }\n")
        let build = try package.swift(["build"])
        try #require(build.status == 0, "\(build.out)\n\(build.err)")

        #expect(abs(try Self.width(package, at: "1.5", ["--script", "uses.yaml"]) - 150) < 0.01)
        #expect(abs(try Self.width(package, at: "0") - 100) < 0.01)

        let check = try package.run("grow", ["check", "--script", "uses.yaml"])
        #expect(check.status == 0 && check.out.contains("121 frames"), "\(check.out)\(check.err)")
        let bad = try package.run("grow", ["trace", "--script", "bad.yaml"])
        #expect(bad.status == 1 && bad.out.isEmpty && bad.err.contains("bad.yaml:1:21: no control 'Shrink' at t = 1 s"), "\(bad.err)")

        let still = try package.run("grow", ["render", "--script", "uses.yaml", "--canvas", "300x300", "--still", "1.5", "-o", "still.png"])
        #expect(still.status == 0, "\(still.err)")
        let png = try Data(contentsOf: package.directory.appendingPathComponent("still.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)

        let compare = try package.run("grow", ["compare", "--script", "uses.yaml", "--json"])
        #expect(compare.status == 0 && compare.out.contains("\"frameCount\": 121"), "\(compare.err)")
        let traceHelp = try package.run("grow", ["trace", "--help"])
        #expect(traceHelp.out.contains("Scene file (default: the view ContentView)") && traceHelp.out.contains("--script"), "\(traceHelp.out)")
        for command in ["play", "bench"] {
            let help = try package.run("grow", [command, "--help"])
            #expect(help.status == 0 && help.out.contains("USAGE: grow \(command)"), "\(help.out)")
        }
    }
}
