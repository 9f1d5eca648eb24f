import Foundation
import Testing

/// `AnimSimCommands.main(view: ContentView())` as the top-level code of a `main.swift`, in a
/// package of the user's in each Swift language mode: Swift 5's top-level code is not
/// main-actor isolated (a held-out package needed `MainActor.assumeIsolated` around the call
/// before `main(view:)` was made nonisolated), Swift 6's is. One package with one executable
/// per mode, built against this checkout as a user builds it; each is then run and traces
/// its own view. Built in CI (`CI` or `ANIMSIM_EXAMPLES=1`), like the other package tests.
@Suite(.serialized) struct SwiftLanguageModePackageTests {
    static func mainSwift(_ mode: Int) -> String {
        """
        import AnimSim
        import AnimSimCommands

        struct ContentView: View {
            @State var width = 100.0

            var body: some View {
                VStack {
                    Rectangle().frame(width: width, height: 50).accessibilityIdentifier("box")
                    Button("Grow") { withAnimation(.linear(duration: 1)) { width += \(mode)0 } }
                }
            }
        }

        AnimSimCommands.main(view: ContentView())

        """
    }

    static func manifest(checkout: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Modes",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "AnimSim", path: "\(checkout)")],
            targets: [
                .executableTarget(name: "grow5", dependencies: [
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimCommands", package: "AnimSim"),
                ], swiftSettings: [.swiftLanguageMode(.v5)]),
                .executableTarget(name: "grow6", dependencies: [
                    .product(name: "AnimSim", package: "AnimSim"),
                    .product(name: "AnimSimCommands", package: "AnimSim"),
                ], swiftSettings: [.swiftLanguageMode(.v6)]),
            ]
        )

        """
    }

    /// Each mode's view grows the box by 10·mode points over a second from t = 1: half-way
    /// (t = 1.5) it is 100 + 5·mode wide, so each executable is seen to run its own file.
    @Test(.enabled(if: ExternalPackage.enabled), .timeLimit(.minutes(40)))
    func mainOfAViewCompilesAtTopLevelInBothModes() throws {
        let package = try ExternalPackage()
        defer { try? FileManager.default.removeItem(at: package.directory) }
        try package.write("Package.swift", Self.manifest(checkout: AnimSimBinary.root.path))
        try package.write("Sources/grow5/main.swift", Self.mainSwift(5))
        try package.write("Sources/grow6/main.swift", Self.mainSwift(6))
        try package.write("uses.yaml", "- { at: 1, control: Grow }\n")
        let build = try package.swift(["build"])
        try #require(build.status == 0, "\(build.out)\n\(build.err)")
        for mode in [5, 6] {
            let run = try package.run("grow\(mode)", ["trace", "--at", "1.5", "--strategy", "animatable", "--script", "uses.yaml"])
            try #require(run.status == 0, "\(run.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let frame = try #require((json["frames"] as? [[String: Any]])?.first)
            let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
            let box = try #require(views.first { $0["id"] as? String == "box" }?["frame"] as? [Double])
            #expect(abs(box[2] - (100 + 5 * Double(mode))) < 0.01, "Swift \(mode): \(box)")
        }
    }
}
