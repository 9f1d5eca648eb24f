import Foundation
import Testing
@testable import AnimSimExport

/// A child started by AnimSim (an encoder here) inherits only the descriptors it was given.
@Suite struct SpawnDescriptorsTests {
    /// A file held open for writing, without close-on-exec, as a parallel frame writer holds
    /// its PNG, is not open in the child: the child lists its descriptors to its stderr.
    @Test func anEncoderChildInheritsOnlyWhatItWasGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-spawn-fds-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = folder.appendingPathComponent("being-written").path
        let fd = open(held, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd > 2)
        defer { close(fd) }
        let listing = folder.appendingPathComponent("fds").path
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "for f in /proc/$$/fd/*; do readlink \"$f\" >&2 || true; done"],
                                     stderrPath: listing)
        child.closeInput()
        #expect(child.waitForExit() == 0)
        let open = try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(!open.contains(held), "the child holds \(held) open: \(open)")
        #expect(open.contains(listing), "the listing ran: \(open)")
    }
}
