import Foundation
import Testing

/// Examples/AnimatableViews/RollingCounter.swift through the binary, as a user runs it: a
/// `View & Animatable` counter driven by a spring and an `AnimatableModifier` wave, both
/// started in `onAppear` (so at t = 0). `trace` reports each body's presented data under
/// its view's id, and the wave's offset moves its content.
@Suite struct AnimatableBodyBinaryTests {
    static let example = AnimSimBinary.root.appendingPathComponent("Examples/AnimatableViews")
    /// One compile for the rows below.
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// spring(response: 1, dampingFraction: 0.5) from 0 to 100, from rest, in closed form.
    static func spring(_ t: Double) -> Double {
        let zeta = 0.5, omega = 2 * Double.pi, damped = omega * (1 - zeta * zeta).squareRoot()
        return 100 - 100 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    @Test(arguments: [0.15, 0.3, 0.55, 0.8])
    func traceShowsEachBodysDataAndTheWave(time: Double) throws {
        let cache = try Self.cache.get()
        let run = try AnimSimBinary.run(["trace", "RollingCounter.swift", "--at", String(time)], in: Self.example,
                                        environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let panes = try #require(frame["strategies"] as? [[String: Any]])
        let animatable = try #require(panes.first { $0["strategy"] as? String == "animatable" })
        let layouts = try #require(animatable["layouts"] as? [[String: Any]])
        func data(_ id: String) -> [Double]? { layouts.first { $0["id"] as? String == id }?["animatableData"] as? [Double] }
        let counter = try #require(data("root/content/0"))
        #expect(abs(counter[0] - Self.spring(time)) < 1e-3, "the counter's value")
        let phase = try #require(data("root/content/1"))
        #expect(abs(phase[0] - 2 * Double.pi * time) < 1e-3, "the wave's phase")
        // The wave's body offsets its content by 40·sin(phase); the naive pane sees zero at both ends.
        for pane in panes {
            let views = try #require(pane["views"] as? [[String: Any]])
            func centreY(_ id: String) throws -> Double { try #require((views.first { $0["id"] as? String == id })?["center"] as? [Double])[1] }
            let rise = try centreY("root/content/1~~") - centreY("root/content/1~")
            let expected = pane["strategy"] as? String == "animatable" ? 40 * sin(2 * Double.pi * time) : 0
            #expect(abs(rise - expected) < 1e-3, "\(pane["strategy"] ?? "?")")
        }
    }
}
