import Foundation
import Testing

/// A bare `spring` is SwiftUI's default spring in both front-ends (design note K7): since
/// iOS 17 the older `spring(response:dampingFraction:)` overload is disfavoured, so `.spring`
/// and `.spring()` are `spring(duration: 0.5, bounce: 0)`, response 0.5 and damping fraction
/// 1. Critically damped with ω = 2π/0.5, a value sent from a to b is at
/// b − (b − a)(1 + ωt)e^(−ωt); at t = 0.25 s (ωt = π) a width from 10 to 110 is
/// 110 − 100(1 + π)e^(−π) = 92.1026. The older default (damping fraction 0.825) gives 100.818 there.
/// Both run through the binary: a scene file, and a Swift file.
@Suite struct BareSpringTests {
    static let expected = 110 - 100 * (1 + Double.pi) * exp(-Double.pi)

    static func scene(_ spelling: String) -> String {
        """
        animsim: 1
        title: Bare spring
        canvas: { width: 200, height: 100 }
        duration: 1
        state:
          w: 10
        view:
          rect: {}
          id: bar
          fill: blue
          frame: { width: $w, height: 20 }
        timeline:
          - { at: 0, animation: \(spelling), set: { w: 110 } }

        """
    }

    static func swift(_ spelling: String) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            @State private var wide = false

            var body: some View {
                Rectangle().frame(width: wide ? 110 : 10, height: 20).id("bar")
                    .onAppear { withAnimation(\(spelling)) { wide = true } }
            }
        }

        """
    }

    /// The width of `bar` in the animatable pane at 0.25 s.
    static func width(file: String, text: String) throws -> Double {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        let run = try AnimSimBinary.run(["trace", file, "--at", "0.25", "--strategy", "animatable"], in: folder,
                                        environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        try #require(run.status == 0, "\(run.err)")
        return try #require(try PaneTrace.panes(run.out)["animatable"]?["bar"]?["frame"] as? [Double])[2]
    }

    @Test(arguments: ["spring", "spring()", ".spring"])
    func sceneFile(spelling: String) throws {
        let width = try Self.width(file: "bare.yaml", text: Self.scene(spelling))
        #expect(abs(width - Self.expected) < 0.001, "\(spelling): \(width), expected \(Self.expected)")
    }

    @Test(arguments: [".spring", ".spring()"])
    func swiftFile(spelling: String) throws {
        let width = try Self.width(file: "Bare.swift", text: Self.swift(spelling))
        #expect(abs(width - Self.expected) < 0.001, "\(spelling): \(width), expected \(Self.expected)")
    }
}
