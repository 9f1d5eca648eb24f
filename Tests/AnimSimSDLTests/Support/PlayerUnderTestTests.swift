import Foundation
import Testing

/// The helper's own promise: a wait on a player's line fails at once, with what the player
/// printed, when the player has exited, instead of running out its backstop.
@Suite(.enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct PlayerUnderTestTests {
    @Test func waitingOnAPlayerThatExitedFailsWithItsOutput() throws {
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.yaml").path
        let player = try PlayerUnderTest([missing], display: try TestDisplay(), directory: directory)
        let failure = #expect(throws: TestFailure.self) { try player.waitForLog("shown in full") }
        let message = failure?.description ?? ""
        #expect(message.contains("animsim exited (status 1) before 'shown in full' appeared"), "\(message)")
        #expect(message.contains(missing), "the player's own error, naming the scene: \(message)")
    }
}
