import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Messages name an instant by its frame and its time in milliseconds, never a raw double.
@Suite struct InstantTests {
    @Test(arguments: [(Double, Double, String)]([
        (31.0 / 60, 60.0, "frame 31 (0.517 s)"),
        (0.5, 60.0, "frame 30 (0.5 s)"),
        (0, 60.0, "frame 0 (0 s)"),
        (2, 30.0, "frame 60 (2 s)"),
        (0.512, 60.0, "0.512 s (between frames 30 and 31)"),
        (3600, 240.0, "frame 864000 (3600 s)"),
    ]))
    func namesTheFrameAndRoundsTheTime(_ time: Double, _ fps: Double, _ expected: String) {
        #expect(Instant.describe(time, fps: fps) == expected)
    }

    /// The geometry error of a scene overflowing mid-animation, as the evaluator words it.
    @Test func geometryErrorsNameTheFrame() throws {
        let scene = Scene(title: "overflow", canvas: CGSize(width: 100, height: 100), duration: 1,
                          parameters: [SceneParameter(name: "gap", kind: .number, initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["gap": 1e12])]) { state in
            VStack(spacing: CGFloat(state["gap"])) { Rectangle(); Rectangle() }
        }
        let evaluator = try SceneEvaluator(scene: scene)
        let refused = #expect(throws: LayoutErrors.self) { _ = try evaluator.evaluate(at: 31.0 / 60, strategy: .animatable) }
        let message = try #require(refused?.errors.first?.message)
        #expect(message.hasPrefix("at frame 31 (0.517 s) its frame is"), "\(message)")
    }
}
