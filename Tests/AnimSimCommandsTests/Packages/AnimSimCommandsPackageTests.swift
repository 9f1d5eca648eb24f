import Foundation
import Testing

/// What the external check does: a fresh package depending on this checkout by path registers
/// a layout of its own with exactly the documented spelling and runs `AnimSimCommands.main`.
/// The layout's animatableData is its radius squared, a nonlinear function of the parameter,
/// so the SwiftUI value at half of a linear 100 → 200 change is r = √((100² + 200²) / 2) =
/// 158.11 under the animatable strategy, where the position strategy (geometry moved in a
/// straight line) gives 150: only a command line that runs the package's own Swift layout
/// can answer 158.11.
@Suite(.serialized) struct AnimSimCommandsPackageTests {
    static let mainSwift = """
        import AnimSim
        import AnimSimScene
        import AnimSimCommands

        /// Views on a circle, the first at 3 o'clock; what animates is the radius squared.
        struct SquaredRing: Layout {
            var radius: CGFloat

            var animatableData: CGFloat {
                get { radius * radius }
                set { radius = newValue.squareRoot() }
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
                    subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                                  anchor: .center, proposal: .unspecified)
                }
            }
        }

        var registry = LayoutRegistry.standard
        registry.register("squaredRing", summary: "views on a circle; animatableData is the radius squared",
                          parameters: [.length("radius", default: 100, summary: "of the circle")],
                          animatableData: ["radius"]) { args in AnyLayout(SquaredRing(radius: args.cgFloat("radius"))) }
        AnimSimCommands.main(registry: registry)

        """

    static let scene = """
        animsim: 1
        title: Squared ring
        canvas: { width: 500, height: 500 }
        duration: 1
        state:
          radius: 100
        view:
          squaredRing: { radius: $radius }
          children:
            - forEach: 6
              view: { circle: {}, id: "v{i}", fill: orange, frame: { width: 24, height: 24 } }
        timeline:
          - at: 0
            animation: linear(duration: 1)
            set: { radius: 200 }

        """

    static func manifest(checkout: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Ring",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "AnimSim", path: "\(checkout)")],
            targets: [
                .executableTarget(name: "ring", dependencies: [
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimScene", package: "AnimSim"),
                    .product(name: "AnimSimCommands", package: "AnimSim"),
                ]),
            ]
        )

        """
    }

    /// The first view's distance from the canvas centre at `time`, by `strategy`, from `trace --at`.
    static func radius(_ package: ExternalPackage, at time: String, strategy: String) throws -> Double {
        let run = try package.run("ring", ["trace", "ring.yaml", "--at", time, "--strategy", strategy])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let center = try #require(views.first { $0["id"] as? String == "v0" }?["center"] as? [Double])
        return center[0] - 250
    }

    @Test(.enabled(if: ExternalPackage.enabled), .timeLimit(.minutes(40)))
    func aPackagesOwnLayoutGetsEveryCommand() throws {
        let package = try ExternalPackage()
        defer { try? FileManager.default.removeItem(at: package.directory) }
        try package.write("Package.swift", Self.manifest(checkout: AnimSimBinary.root.path))
        try package.write("Sources/ring/main.swift", Self.mainSwift)
        try package.write("ring.yaml", Self.scene)
        let build = try package.swift(["build"])
        try #require(build.status == 0, "\(build.out)\n\(build.err)")

        // The SwiftUI value, from the layout's own animatableData, and the straight line.
        #expect(abs(try Self.radius(package, at: "0.5", strategy: "animatable") - 158.1139) < 0.01)
        #expect(abs(try Self.radius(package, at: "0.5", strategy: "position") - 150) < 0.01)
        #expect(abs(try Self.radius(package, at: "1", strategy: "animatable") - 200) < 0.01)

        let still = try package.run("ring", ["render", "ring.yaml", "--still", "0.5", "-o", "still.png"])
        #expect(still.status == 0, "\(still.err)")
        let png = try Data(contentsOf: package.directory.appendingPathComponent("still.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)

        let playHelp = try package.run("ring", ["play", "--help"])
        #expect(playHelp.status == 0 && playHelp.out.contains("USAGE: ring play"), "\(playHelp.out)")
        let version = try package.run("ring", ["--version"])
        #expect(version.status == 0 && version.out.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)

        // The registered layout is listed and suggested like a built-in one.
        let help = try package.run("ring", ["--help"])
        #expect(help.out.contains("squaredRing"), "\(help.out)")
        try package.write("typo.yaml", Self.scene.replacingOccurrences(of: "squaredRing: {", with: "squaredRng: {"))
        let check = try package.run("ring", ["check", "typo.yaml"])
        #expect(check.status == 1)
        #expect(check.err.contains("typo.yaml:8:3: unknown key 'squaredRng' in a view (did you mean 'squaredRing'?)"), "\(check.err)")
    }
}
