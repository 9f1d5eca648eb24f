import AnimSimExport
import ArgumentParser
import Foundation

/// `animsim`: a thin root; the work is in the subcommands, each in its own file. Adding one
/// is a one-line change to `subcommands`.
@main
struct AnimSimCommand: ParsableCommand {
    /// `animsim --version`; raised with each release.
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "animsim",
        abstract: "Simulates SwiftUI layout animations from scene files (docs/scene-format.md).",
        discussion: "Every command, option and a worked example of each: docs/cli.md (and `man animsim`).",
        version: AnimSimCommand.version,
        subcommands: [
            CheckCommand.self,
            TraceCommand.self,
            RenderCommand.self,
            BenchCommand.self,
            PlayCommand.self,
            CompareCommand.self,
        ])

    /// SIGINT and SIGTERM stop every command within a second, killing its children and
    /// removing its temporary files (`Interruption`); a render first tries to stop cleanly.
    static func main() {
        Interruption.install()
        main(nil)
    }
}
