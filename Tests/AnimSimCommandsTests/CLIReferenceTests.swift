import Foundation
import Testing

/// docs/cli.md and the man page cover every command and option the binary has, read from
/// the binary itself (`--experimental-dump-help`, the source of `--help`).
@Suite struct CLIReferenceTests {
    static let commands = ["render", "play", "compare", "trace", "check", "bench", "new layout"]

    struct Dump: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable { var kind: String; var name: String }
            var kind: String
            var names: [Name]?
        }
        var command: Command
    }

    /// Every long option of `command` as `--name`, and short ones as `-x`.
    static func options(of command: String) throws -> [String] {
        let run = try AnimSimBinary.run(command.split(separator: " ").map(String.init) + ["--experimental-dump-help"])
        let dump = try JSONDecoder().decode(Dump.self, from: Data(run.out.utf8))
        let named = (dump.command.arguments ?? []).filter { $0.kind != "positional" }
        let names: [Dump.Argument.Name] = named.flatMap { $0.names ?? [] }
        let own = names.filter { !["help", "version", "h"].contains($0.name) }
        return own.map { name -> String in (name.kind == "short" ? "-" : "--") + name.name }
    }

    @Test(arguments: commands)
    func everyOptionIsDocumented(command: String) throws {
        let guide = try String(contentsOf: AnimSimBinary.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let manual = try String(contentsOf: AnimSimBinary.root.appendingPathComponent("docs/man/animsim.1"), encoding: .utf8)
        #expect(guide.contains("## `animsim \(command)"), "docs/cli.md has no section for \(command)")
        let options = try Self.options(of: command)
        #expect(!options.isEmpty || command == "check")
        for option in options {
            #expect(guide.contains(option), "docs/cli.md does not mention \(command) \(option)")
            // mdoc writes `Fl -scale` for --scale, `Fl o` for -o, and `Fl o , -out` for both.
            let flag = option.dropFirst()
            #expect(manual.contains("Fl " + flag) || manual.contains(" , " + flag),
                    "docs/man/animsim.1 lacks \(command) \(option): run make manual")
        }
    }

    @Test func versionAndShortOptions() throws {
        let version = try AnimSimBinary.run(["--version"])
        #expect(version.status == 0 && version.out.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.out)")
        let render = try Self.options(of: "render")
        for short in ["-o", "-s", "-q", "-r"] { #expect(render.contains(short)) }
    }

    @Test func fpsIsCappedAsInSceneFiles() throws {
        let run = try AnimSimBinary.run(["render", "--fps", "1000"])
        #expect(run.status != 0 && run.err.contains("fps ≤ 240"), "\(run.err)")
    }
}
