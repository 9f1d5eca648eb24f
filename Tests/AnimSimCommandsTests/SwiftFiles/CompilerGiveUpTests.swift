import Foundation
import Testing
@testable import AnimSimCommands

/// The compiler's `failed to produce diagnostic for expression`, end to end through the
/// binary. Swift 6.3.1 gives no such failure on any file we could find (the reproducers of
/// swiftlang/swift's issues are diagnosed properly now), so a stand-in compiler gives it:
/// `ANIMSIM_SWIFTC` (docs/cli.md) names a script that runs the real `swiftc`, except that a
/// compile of `GiveUp.swift` ends as the real one does when it gives up, placed at the
/// expression. The probe then type-checks the expression's names with the real compiler (its
/// probe file is not `GiveUp.swift`) and the user is told the name AnimSim lacks, at its place.
@Suite struct CompilerGiveUpTests {
    static let file = """
        import SwiftUI

        struct GiveUp: View {
            @State private var selected = false

            var body: some View {
                Text("Frosted")
                    .padding()
                    .background {
                        Capsule()
                            .fill(.windowBackground)
                    }
                    .scaleEffect(selected ? 1.1 : 1)
                    .onTapGesture { withAnimation(.snappy) { selected.toggle() } }
            }
        }

        """

    /// A `swiftc` that gives up on `GiveUp.swift` at 7:9 (the `Text(…)` chain) and otherwise
    /// is `real`.
    static func standIn(for real: String, in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("swiftc")
        let text = """
            #!/bin/sh
            for argument in "$@"; do
              case "$argument" in
                *GiveUp.swift)
                  echo "$argument:7:9: error: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)" >&2
                  exit 1;;
              esac
            done
            exec '\(real)' "$@"

            """
        try Data(text.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    @Test(.timeLimit(.minutes(20))) func theGiveUpIsReportedAsTheMissingName() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let toolchain = try #require(SwiftToolchain.find())
        let swiftc = try Self.standIn(for: toolchain.swiftc, in: folder)
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.file.utf8).write(to: project.appendingPathComponent("GiveUp.swift"))
        let cache = folder.appendingPathComponent("cache")
        let check = try AnimSimBinary.run(["check", "GiveUp.swift"], in: project,
                                          environment: ["ANIMSIM_SWIFTC": swiftc.path, "XDG_CACHE_HOME": cache.path])
        #expect(check.status != 0 && check.out.isEmpty, "\(check.out)")
        #expect(check.err.contains("GiveUp.swift:11:27: error: '.windowBackground' is not available in AnimSim on Linux "
            + "(docs/swift.md, \"Unsupported\"); without it the compiler could not type-check the expression at 7:9"), "\(check.err)")
        #expect(!check.err.contains("failed to produce diagnostic"), "\(check.err)")
    }
}
