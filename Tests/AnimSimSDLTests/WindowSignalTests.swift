import Foundation
import Testing

/// Ctrl-C and `kill` close `animsim play` the way its close button does: the window's loop
/// ends, SDL shuts down, and the exit status says which signal it was. The hard stop that
/// backs this up (`Interruption`, 0.6 s later for users) must not be what ended it; its grace
/// is lengthened here, so a loaded machine's slow shutdown is not mistaken for it. How soon
/// the window closes is a speed, measured by `scripts/signal-latency`.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowSignalTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalClosesTheWindowCleanly(signal: Int32) throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wheel = PlayerUnderTest.repository.appendingPathComponent("scenes/wheel-90.yaml").path
        let player = try PlayerUnderTest([wheel, "--size", "800x540"], display: display, directory: directory,
                                         environment: ["ANIMSIM_TEST_GRACE": "\(ChildProcess.backstop / 2)"])
        try player.waitForWindow()
        player.send(signal)
        let status = try player.waitForExit()
        #expect(status == 128 + signal, "\(player.output)")
        #expect(!player.output.contains(": stopped"), "the hard stop ended it, not the window: \(player.output)")
    }
}
