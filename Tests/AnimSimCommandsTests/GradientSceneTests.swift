import Foundation
import Testing

/// A scene file's `gradient:` as users meet it, through the binary: `Examples/Gradients/gradients.yaml`
/// keyframes the card's colours (`$left`, `$right`) red → green and blue → yellow at 0.2 s,
/// linear over 1 s; and a wrong gradient is refused at its place.
@Suite struct GradientSceneTests {
    static let red = (1.0, 59 / 255.0, 48 / 255.0), green = (52 / 255.0, 199 / 255.0, 89 / 255.0)

    /// At t = 0.7 the animation is half-way: the card (its shape, `card/0`, inside its frame)'s first stop is the Oklab mix of red
    /// and green at ½ in the animatable pane, and their sRGB mean in the position pane.
    @Test func aKeyframedGradientStopHalfWay() throws {
        let run = try AnimSimBinary.run(["trace", "Examples/Gradients/gradients.yaml", "--at", "0.7"])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let strategy = try #require(pane["strategy"] as? String)
            let views = try #require(pane["views"] as? [[String: Any]])
            let gradient = try #require(views.first { $0["id"] as? String == "card/0" }?["gradient"] as? [String: Any])
            #expect(gradient["kind"] as? String == "linear")
            let first = try #require((gradient["stops"] as? [[Double]])?.first)
            let expected = strategy == "animatable" ? OklabReference.mix(Self.red, Self.green, 0.5)
                : ((Self.red.0 + Self.green.0) / 2, (Self.red.1 + Self.green.1) / 2, (Self.red.2 + Self.green.2) / 2)
            #expect(abs(first[0] - expected.0) < 2e-4 && abs(first[1] - expected.1) < 2e-4 && abs(first[2] - expected.2) < 2e-4,
                    "\(strategy): \(first) ≠ \(expected)")
        }
    }

    /// An unknown kind: `file:line:column`, the known kinds suggested, exit non-zero.
    @Test func anUnknownKindIsPlaced() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.yaml")
        try """
        animsim: 1
        view:
          circle: {}
          gradient: { conic: { colors: [red, blue] } }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["check", file.path])
        #expect(run.status != 0)
        #expect(run.err.contains("bad.yaml:4:"), "\(run.err)")
        #expect(run.err.contains("conic") && run.err.contains("angular"), "\(run.err)")
    }
}
