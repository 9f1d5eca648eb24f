import ArgumentParser
import Foundation

/// Which arguments of a command line name Swift files: `animsim trace Ring.swift`,
/// `animsim play A.swift B.swift`, `animsim check Views/`. The commands' parser decides what
/// is the scene argument, so an option's value that happens to end in `.swift` (or a render's
/// `-o` folder holding Swift files) is never taken for one.
struct SwiftFileInputs: Equatable {
    /// The subcommand: play, render, compare, trace or check.
    let command: String
    /// The arguments naming Swift files or folders of them, as given.
    let inputs: [String]
    /// The Swift files they name, folders expanded (sorted, hidden files, `.build` and what
    /// the app's target would not compile left out: `FolderFiles`).
    let files: [String]
    /// The Finder copies the folders given hold and `files` leaves out (`FinderCopies`).
    var leftOut: [String] = []
    /// The lines saying what the folders' files left out (`FolderFiles`), for standard error.
    var notes: [String] = []
    /// Two of the folders' files declaring one type differently: the placed error to stop with.
    var problem: String?
    /// The program's arguments: the command line with the inputs after the first left out,
    /// so its parser sees one scene argument, which names the compiled-in scene (`check`,
    /// which runs no program, keeps them all).
    let programArguments: [String]

    static let commands: Set<String> = ["play", "render", "compare", "trace", "check"]

    /// Whether `path` names Swift source: a `.swift` path, or a folder holding one.
    static func isSwiftInput(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return !swiftFiles(in: path, first: true).isEmpty
    }

    /// The Swift inputs of `arguments` (without the executable's name), or nil when the command
    /// takes none or its scene arguments are scene files; a line of the command's parser
    /// errors is left to the parser, run as usual.
    static func find(in arguments: [String]) -> SwiftFileInputs? {
        guard let command = arguments.first, commands.contains(command) else { return nil }
        let candidates = arguments.dropFirst().filter { !$0.hasPrefix("-") && isSwiftInput($0) }
        guard let first = candidates.first else { return nil }
        // Every candidate but the first that is a file leaves the parser's sight; a folder
        // stays, so that a command given two scene arguments still fails to parse.
        let extra = command == "check" ? [] : Set(candidates.dropFirst().filter { $0.hasSuffix(".swift") })
        var program = [command]
        var seenFirst = false
        for argument in arguments.dropFirst() {
            if argument == first && !seenFirst { seenFirst = true; program.append(argument); continue }
            if !extra.contains(argument) { program.append(argument) }
        }
        guard let scenes = sceneArguments(program), !scenes.isEmpty, scenes.allSatisfy(isSwiftInput) else { return nil }
        let inputs = Set(scenes).union(extra)
        let ordered = candidates.filter { inputs.contains($0) }
        let expanded = FolderFiles(ordered)
        return SwiftFileInputs(command: command, inputs: ordered, files: expanded.files, leftOut: expanded.copies,
                               notes: expanded.notes, problem: expanded.problem, programArguments: program)
    }

    /// What the parser takes for the scene arguments of `arguments`, or nil if it rejects them.
    private static func sceneArguments(_ arguments: [String]) -> [String]? {
        guard let parsed = try? AnimSimCommand.parseAsRoot(arguments) else { return nil }
        switch parsed {
        case let command as CheckCommand: return command.scenes
        case let command as PlayCommand: return command.source.given.map { [$0] }
        case let command as RenderCommand: return command.source.given.map { [$0] }
        case let command as CompareCommand: return command.source.given.map { [$0] }
        case let command as TraceCommand: return command.source.given.map { [$0] }
        default: return nil
        }
    }

    /// Files as given; folders as their Swift files, in a stable order, less what the app's
    /// target would not compile (`FolderFiles`).
    static func expand(_ inputs: [String]) -> [String] { FolderFiles(inputs).files }

    /// The `.swift` files under `folder` (any depth), skipping hidden entries (`.build`
    /// among them) without entering them; with `first`, only the first found, since every
    /// folder argument of every command (a render's `-o` folder of frames) is asked whether it
    /// holds any.
    static func swiftFiles(in folder: String, first: Bool = false) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if URL(fileURLWithPath: relative).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".swift") else { continue }
            files.append(base + "/" + relative)
            if first { break }
        }
        return files.sorted()
    }
}
