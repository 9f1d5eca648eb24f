import Foundation
import Testing

/// The test display's own contract: a client that comes after another has left finds the
/// server as that one left it.
///
/// An X server resets when its last client disconnects (unless `-noreset`), and a client
/// connecting during that reset is refused. A window test's first clients race the player:
/// `xdotool search` polls for the window while SDL opens its display, closes it and opens it
/// again, so a reset between two of them could leave the player with no display at all
/// ("SDL found only its 'offscreen' video driver"; 5 refused of 600 connections in a row to a
/// resetting Xvfb here, none of 1,000 with `-noreset`).
@Suite(.enabled(if: TestDisplay.available && ChildProcess.which("xprop") != nil, Comment(rawValue: TestDisplay.skipReason)))
struct TestDisplayTests {
    /// A reset clears the root window's properties: one set by a client that then left is
    /// still there for the next client only if the server did not reset in between.
    @Test func theServerDoesNotResetWhenItsLastClientLeaves() throws {
        let display = try TestDisplay()
        let xprop = ChildProcess.which("xprop")!
        for round in 1...3 {
            let set = try ChildProcess.run(xprop, ["-root", "-f", "ANIMSIM_ROUND", "8s", "-set", "ANIMSIM_ROUND", "round \(round)"],
                                           environment: display.environment)
            #expect(set.status == 0, "\(set.stdout)")
            let read = try ChildProcess.run(xprop, ["-root", "ANIMSIM_ROUND"], environment: display.environment)
            #expect(read.status == 0 && read.stdout.contains("\"round \(round)\""),
                    "round \(round): the property set by the client before is gone: \(read.stdout)")
        }
    }
}
