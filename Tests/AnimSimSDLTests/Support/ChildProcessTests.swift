import Foundation
import Testing

/// The test children's own contract: what they inherit from the test process.
@Suite struct ChildProcessTests {
    /// A file this process holds open for writing, without close-on-exec, is not open in a
    /// child: the child lists its descriptors, and none of them is that file. (Inherited, it
    /// made a parallel test's `exec` of a freshly copied executable fail with ETXTBSY.)
    @Test func aChildInheritsOnlyItsStandardDescriptors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-child-fds-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = folder.appendingPathComponent("being-written").path
        let fd = open(held, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
        try #require(fd > 2)
        defer { close(fd) }
        let listing = try ChildProcess.run("/bin/sh", ["-c", "for f in /proc/$$/fd/*; do readlink \"$f\" || true; done"])
        #expect(listing.status == 0)
        let open = listing.stdout.split(separator: "\n").map(String.init)
        #expect(!open.contains(held), "the child holds \(held) open: \(open)")
        #expect(open.contains("/dev/null"), "the listing ran: \(open)")
    }
}
