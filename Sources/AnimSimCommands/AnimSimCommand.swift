import AnimSimExport
import ArgumentParser
import Foundation

/// `animsim`: a thin root; the work is in the subcommands, each in its own file. Adding one
/// is a one-line change to `subcommands`. Run through `AnimSimCommands.main(registry:)`.
struct AnimSimCommand: ParsableCommand {
    /// `animsim --version`; raised with each release.
    static let version = "0.2.0"

    /// Computed, not stored: the list of layouts is the registry the commands run with, so a
    /// package's own layouts are listed next to the built-in ones.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: AnimSimCommands.commandName,
            abstract: "Simulates SwiftUI layout animations from scene files (docs/scene-format.md).",
            discussion: """
                Every command, option and a worked example of each: docs/cli.md (and `man animsim`).

                Layouts scene files can use: \(AnimSimCommands.registry.names.joined(separator: ", ")).
                """,
            version: AnimSimCommand.version,
            subcommands: [
                CheckCommand.self,
                TraceCommand.self,
                RenderCommand.self,
                BenchCommand.self,
                PlayCommand.self,
                CompareCommand.self,
                NewCommand.self,
            ])
    }
}
