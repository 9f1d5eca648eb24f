import AnimSimCore
import Foundation
import Testing
@testable import AnimSimScene

/// `anyLayout: $isVertical` on a boolean, as article 003's Toggle drives it: false is the
/// first case, true the second, and the views keep their identity across the switch.
@Suite struct AnyLayoutFlagTests {
    static let scene = AnimationModelSceneTests.switchScene
        .replacingOccurrences(of: "state: { mode: 0 }", with: "state: { isVertical: false }")
        .replacingOccurrences(of: "anyLayout: $mode", with: "anyLayout: $isVertical")
        .replacingOccurrences(of: "set: { mode: 1 }", with: "set: { isVertical: true }")

    @Test(arguments: Strategy.allCases)
    func aBooleanPicksTheSecondCaseWhenOn(strategy: Strategy) throws {
        let evaluator = try SceneLoader().load(yaml: Self.scene).evaluator()
        let start = try evaluator.evaluate(at: 0, strategy: strategy)
        let end = try evaluator.evaluate(at: 1, strategy: strategy)
        // HStack first (x centres 100, 150, 200), VStack when on (y centres 110, 150, 190).
        #expect(try #require(start.item("v0")).frame.midX == 100)
        #expect(try #require(end.item("v0")).frame.midY == 110)
        let middle = try #require(try evaluator.evaluate(at: 0.5, strategy: strategy).item("v0")).frame
        #expect(abs(middle.midX - 125) < 1e-9 && abs(middle.midY - 130) < 1e-9, "halfway between the two places: \(middle)")
    }

    @Test func aBooleanTakesExactlyTwoCases() throws {
        let yaml = Self.scene.replacingOccurrences(of: "{ vstack: { spacing: 10 } } ]", with: "{ vstack: { spacing: 10 } }, { zstack: {} } ]")
        let errors = try #require(TestSupport.errors(yaml))
        #expect(errors.contains { $0.contains("anyLayout on the boolean '$isVertical' takes two cases") }, "\(errors)")
    }
}
