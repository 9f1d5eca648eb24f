import Foundation
import Testing
import AnimSim
import AnimSimScene
import Spiral

/// The scene loads with the registered layout and puts its views where the layout says.
@Suite struct SpiralLayoutTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../spiral.yaml").standardized.path

    /// At time 0 (spacing 16, turn 0) the first view's centre is one `spacing` right of the
    /// canvas centre (180, 180).
    @Test func theFirstViewSitsOneSpacingRightOfTheCentre() throws {
        let loaded = try SceneLoader(registry: .withSpiral).load(contentsOf: Self.scene)
        for strategy in [Strategy.position, .animatable] {
            let frame = try #require(try loaded.evaluator().evaluate(at: 0, strategy: strategy).item("dot0")?.frame)
            #expect(abs(frame.midX - 196) < 1e-9 && abs(frame.midY - 180) < 1e-9, "\(strategy): \(frame)")
        }
    }
}
