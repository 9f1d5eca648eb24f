import ArgumentParser
import Foundation

/// `animsim`: a thin root; the work is in the subcommands, each in its own file. Adding one
/// is a one-line change to `subcommands`.
@main
struct AnimSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animsim",
        abstract: "Simulates SwiftUI layout animations from scene files (docs/scene-format.md).",
        subcommands: [
            CheckCommand.self,
            TraceCommand.self,
            RenderCommand.self,
            BenchCommand.self,
            PlayCommand.self,
            CompareCommand.self,
        ])
}
