import AnimSimExport
import Foundation

/// The files of the user's project that the given ones need, compiled with them, as Xcode
/// compiles a whole app target: `SlideWithSpring.swift` uses `LockAnimationView`, declared in
/// `LockAnimationView.swift` beside it, and opening the one file works in Xcode.
///
/// The given files are compiled alone first; when that fails with names nothing given
/// declares (`cannot find 'X' in scope`, also as `ExpressionProbe` words it), the project's
/// files that declare them (`ProjectFiles`, nearest first) are added and the files compiled
/// again, then again for what those need, within `maxRounds` and `maxFiles`. A file that
/// compiles alone is never given more. The view run stays the one the given files chose
/// (`SwiftFileEntry`): the added files are compiled, not chosen from. What was added is said
/// once on standard error, and remembered in the given files' cache entry, so the next run of
/// the same files starts with them instead of failing first.
final class SiblingFiles {
    static let maxRounds = 6
    static let maxFiles = 24
    var maxRounds = SiblingFiles.maxRounds
    var maxFiles = SiblingFiles.maxFiles

    let inputs: SwiftFileInputs
    /// The compiler and cache entry of the given files alone, as the driver prepared them.
    let base: SwiftFileCompiler
    let baseEntry: SwiftFileCache.Entry
    let project: ProjectFiles
    /// The files compiled last (the given ones, then those added) and their entry.
    private(set) var files: [String]
    private(set) var entry: SwiftFileCache.Entry
    /// Each added file, as the user reads its path, with the names it was added for.
    private(set) var added: [(file: String, names: [String])] = []
    private var uses: [String: Set<String>] = [:]

    init(inputs: SwiftFileInputs, compiler: SwiftFileCompiler, entry: SwiftFileCache.Entry) {
        self.inputs = inputs
        base = compiler
        baseEntry = entry
        project = ProjectFiles(given: inputs.files)
        files = inputs.files
        self.entry = entry
    }

    /// The inputs with every compiled file: what the program's crash reports and `play`'s
    /// rebuild loop watch.
    var compiled: SwiftFileInputs {
        SwiftFileInputs(command: inputs.command, inputs: inputs.inputs, files: files, programArguments: inputs.programArguments)
    }

    /// Where the files added last time are remembered: the given files' own cache entry.
    var memory: URL { baseEntry.folder.appendingPathComponent("project-files") }

    /// Compiles the files with what of the project they need; a built program is reused.
    func compile(mode: SwiftFileCompiler.Mode) -> SwiftFileCompiler.Outcome {
        let outcome = resolve(start: remembered()) { files in
            guard let (compiler, entry) = files == inputs.files ? (base, baseEntry) : prepare(files) else {
                return .failed("animsim: cannot read \(files.joined(separator: ", "))")
            }
            self.entry = entry
            if mode == .program && entry.isBuilt { return .reused }
            return compiler.compile(files: files, entry: entry, mode: mode)
        }
        if let note { StandardError.write(note + "\n") }
        return outcome
    }

    /// The rounds: `compile` on the files, then on them with the declaring files added.
    func resolve(start: [(file: String, names: [String])], compile: ([String]) -> SwiftFileCompiler.Outcome) -> SwiftFileCompiler.Outcome {
        added = start
        files = inputs.files + start.map(\.file)
        var rounds = 0
        // The report before the extension search last added files, with what was added then:
        // a file it added that brings errors of its own is a guess that made things worse.
        var beforeGuess: (report: String, added: [(file: String, names: [String])], files: [String], guessed: Set<String>)?
        while true {
            let outcome = compile(files)
            guard case .failed(let report) = outcome else {
                remember()
                return outcome
            }
            if let before = beforeGuess, let first = Self.firstErrorFile(in: report),
               before.guessed.contains(ProjectFiles.absolute(first)) {
                (added, files) = (before.added, before.files)
                return .failed(before.report)
            }
            let missing = Self.missingNames(in: report)
            let found = project.declaring(missing, excluding: files)
            var new: [(file: String, names: [String])] = []
            for name in missing {
                guard let file = found[name].map(ProjectFiles.display) else { continue }
                if let index = new.firstIndex(where: { $0.file == file }) { new[index].names.append(name) } else { new.append((file, [name])) }
            }
            let bounded = !new.isEmpty && (rounds >= maxRounds || added.count + new.count > maxFiles)
            if new.isEmpty && rounds < maxRounds {
                new = extensionFiles()
                if !new.isEmpty {
                    let report = SiblingFilesReport(project: project, given: inputs.files, added: added.count, maxFiles: maxFiles,
                                                    maxRounds: maxRounds).amend(report, missing: missing, found: found, bounded: false)
                    beforeGuess = (report, added, files, Set(new.map { ProjectFiles.absolute($0.file) }))
                }
            }
            if missing.isEmpty && new.isEmpty { return outcome }
            if new.isEmpty || bounded {
                return .failed(SiblingFilesReport(project: project, given: inputs.files, added: added.count, maxFiles: maxFiles,
                                                  maxRounds: maxRounds).amend(report, missing: missing, found: found, bounded: bounded))
            }
            added += new
            files += new.map(\.file)
            rounds += 1
        }
    }

    /// The project's files whose extensions declare what the compiled files use
    /// (`ExtensionMembers`), less what they declare themselves (a folder's own palette is
    /// compiled already; another folder's copy would declare every member twice), within the
    /// file bound. Asked only when no missing type is left to find: a type's file is certain,
    /// a member's a guess from its name.
    private func extensionFiles() -> [(file: String, names: [String])] {
        var uses = files.reduce(into: Set<String>()) { uses, file in uses.formUnion(used(by: file)) }
        uses.subtract(files.flatMap { project.members(of: ProjectFiles.absolute($0)) })
        return project.extending(uses, excluding: files).prefix(max(0, maxFiles - added.count)).map {
            (ProjectFiles.display($0.file), $0.keys.map(ExtensionMembers.display))
        }
    }

    /// The file of the report's first error (`path:line:column: error: …`).
    static func firstErrorFile(in report: String) -> String? {
        for line in report.split(separator: "\n") {
            guard let range = line.range(of: #"^(.+?):\d+:\d+: error:"#, options: .regularExpression) else { continue }
            let head = line[range]
            return String(head[..<head.range(of: #":\d+:\d+: error:"#, options: .regularExpression)!.lowerBound])
        }
        return nil
    }

    /// The extension members `file`'s code uses, read once per file.
    private func used(by file: String) -> Set<String> {
        if let known = uses[file] { return known }
        let found = (try? String(contentsOfFile: file, encoding: .utf8)).map(ExtensionMembers.used) ?? []
        uses[file] = found
        return found
    }

    /// `animsim: also compiled ../ReactionsView.swift, which declares ReactionsView, as Xcode compiles the whole target`.
    var note: String? {
        guard !added.isEmpty else { return nil }
        let items = added.map { item in
            added.count == 1 ? "\(item.file), which declares \(item.names.joined(separator: ", "))"
                : "\(item.file) (declares \(item.names.joined(separator: ", ")))"
        }
        let list = items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items.last!
        return "animsim: also compiled \(list), as Xcode compiles the whole target"
    }

    /// The names of `cannot find 'X' in scope` and `cannot find type 'X' in scope` errors, in order.
    static func missingNames(in report: String) -> [String] {
        var names: [String] = []
        for line in report.split(separator: "\n") where line.contains(": error: cannot find ") {
            if let name = UnsupportedNames.missingName(in: String(line)), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The compiler for `files` (the given ones first): the given files' rewrites and entry
    /// choice, the added files' previews and `@main` rewritten too (never chosen from), the
    /// same-name copies and asset symbols of them all, and their own cache entry (nil: a file
    /// could not be read for its digest).
    func prepare(_ files: [String]) -> (SwiftFileCompiler, SwiftFileCache.Entry)? {
        var compiler = base
        let sources = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        for (index, file) in files.enumerated() where index >= inputs.files.count {
            compiler.rewrites[file] = SwiftFilePreviews(text: sources[index], path: file, fileIndex: index).rewritten
        }
        compiler.copyNames = [:]
        SameNameFiles(files: files, sources: sources).apply(to: &compiler)
        compiler.readCatalogs(inputs: inputs.inputs, sources: sources)
        guard let entry = try? SwiftFileCache.standard().entry(files: files, swiftVersion: compiler.swiftVersion, toolchain: compiler.toolchain,
                                                               runtime: compiler.runtime, runs: compiler.runs,
                                                               generated: compiler.assetSymbols) else { return nil }
        return (compiler, entry)
    }

    /// The files added last time these files compiled, that are still there.
    func remembered() -> [(file: String, names: [String])] {
        guard let text = try? String(contentsOf: memory, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t").map(String.init)
            guard parts.count == 2, FileManager.default.isReadableFile(atPath: parts[0]) else { return nil }
            return (parts[0], parts[1].split(separator: " ").map(String.init))
        }
    }

    private func remember() {
        guard !added.isEmpty else { return }
        let text = added.map { "\($0.file)\t\($0.names.joined(separator: " "))\n" }.joined()
        try? FileManager.default.createDirectory(at: baseEntry.folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: memory, options: .atomic)
    }
}
