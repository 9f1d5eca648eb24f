import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim new layout NAME [DIR]`: a package that runs a layout of one's own in every
/// command. A group, so other starters can join it.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a package: `new layout NAME` writes a SwiftUI layout that runs in every command.",
        subcommands: [NewLayoutCommand.self])
}

struct NewLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Write a package with the layout NAME, its registration, a scene, a test and a README.",
        discussion: "Then, in DIR: `swift run NAME play`, `swift run NAME render --still 1 -o still.png`, `swift test`. "
            + "Writes only files that do not exist yet.")

    @Argument(help: "The layout's key in scene files and the executable's name: letters, digits and _, starting with a letter.")
    var name: String

    @Argument(help: "Where to write the package (default: ./NAME).")
    var directory: String?

    @Option(help: ArgumentHelp("The AnimSim checkout the package depends on by path (default: the one this animsim was built from).",
                               valueName: "path"))
    var animsim: String?

    func validate() throws {
        guard LayoutRegistry.isIdentifier(name) else {
            throw ValidationError("NAME '\(name)' must be letters, digits and _, starting with a letter (a scene file's key), e.g. spiral")
        }
        if LayoutRegistry.reservedKeys.contains(name) || LayoutRegistry.standard[name] != nil {
            throw ValidationError("NAME '\(name)' is already a view, modifier or built-in layout key; choose another, e.g. my\(name.prefix(1).uppercased() + name.dropFirst())")
        }
    }

    func run() throws {
        let target = URL(fileURLWithPath: directory ?? name).standardizedFileURL
        guard let checkout = Self.checkout(animsim) else {
            throw CommandFailure("new", "no AnimSim checkout at \(animsim ?? Self.builtFrom.path); "
                + "give the one to depend on with --animsim PATH (the folder holding AnimSim's Package.swift)")
        }
        let templates = StarterTemplates(name: name, animsimPath: Self.relativePath(from: target, to: checkout))
        do {
            let written = try StarterWriter(directory: target).write(templates.files)
            print("wrote \(written.count) files in \(target.path); try: cd \(target.path) && swift run \(name) play")
        } catch {
            throw CommandFailure("new", error)
        }
    }

    /// The checkout whose sources this binary was compiled from.
    static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// `path`, or the checkout this binary was built from, if it holds AnimSim's Package.swift.
    static func checkout(_ path: String?) -> URL? {
        let url = path.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? builtFrom
        guard let manifest = try? String(contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8),
              manifest.contains("name: \"AnimSim\"") else { return nil }
        return url
    }

    /// `to` relative to `from` (`../..` for Examples/CustomLayout), so a package inside the
    /// checkout moves with it; absolute when they share nothing but the root.
    static func relativePath(from: URL, to: URL) -> String {
        let base = from.resolvingSymlinksInPath().pathComponents, other = to.resolvingSymlinksInPath().pathComponents
        let common = zip(base, other).prefix { $0 == $1 }.count
        guard common > 1 else { return to.path }
        let parts = Array(repeating: "..", count: base.count - common) + other.dropFirst(common)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
