import AnimSimCairo
import AnimSimExport
import Foundation

/// `animsim play|render|compare|trace|check FILE.swift…`: what `animsim` itself does with
/// Swift files. It compiles them (once per digest, `SwiftFileCache`) against the modules it
/// was built from and runs the program in a process of its own, with the same arguments;
/// `check` type-checks them. User code never runs in `animsim`, whose Swift runtime is linked
/// in statically: the program links to the shared one, and a trap in it ends only it.
enum SwiftFileLaunch {
    /// Runs the command line when it names Swift files and returns its status; nil when it
    /// names none (scene files, another command), for the commands' parser. A failure before
    /// the program runs is thrown, for `FailureReport` to print.
    static func runIfSwiftFiles(_ given: [String]) throws(CommandFailure) -> Int32? {
        let options = SwiftFileOptions(given)
        guard let inputs = SwiftFileInputs.find(in: options.remaining) else {
            for (given, name) in [(options.swiftVersion != nil, "--swift-version"), (options.view != nil, "--view")] where given {
                throw failure("\(name) applies to Swift files (FILE.swift or a folder of them) of play, render, compare, trace and check")
            }
            if options.seed != nil || options.watchdog != nil {
                throw failure("\(options.seed != nil ? "--seed" : "--watchdog") applies to the views of Swift files (FILE.swift or a folder of them) of play, render, compare and trace")
            }
            return nil
        }
        if let problem = options.problem { throw failure(problem) }
        for note in inputs.notes { StandardError.write(note + "\n") }
        if let problem = inputs.problem { throw CommandFailure(problem) }
        for file in inputs.files where !FileManager.default.isReadableFile(atPath: file) { throw failure("\(file): no such Swift file") }
        guard let toolchain = SwiftToolchain.find() else { throw failure(SwiftToolchain.missing) }
        guard let executable = OwnPackage.runningExecutable else { throw failure("cannot find this executable's path (/proc/self/exe)") }
        let runtime: RuntimeModules
        switch RuntimeModules.locate(executable: executable, toolchain: toolchain) {
        case .success(let found): runtime = found
        case .failure(let problem): throw failure(problem.description)
        }
        if runtime.isStale, let package = runtime.package { try buildLibrary(package) }
        var compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: options.swiftVersion ?? 5)
        let read = inputs.files.map(SwiftFileText.read)
        if let problem = read.lazy.compactMap(\.problem).first { throw CommandFailure(problem) }
        let sources = read.map { $0.text ?? "" }
        // Previews and an App's `@main`, rewritten in place for the compiler (SwiftFilePreviews).
        let previews = zip(inputs.files, sources).enumerated().map { index, file in
            SwiftFilePreviews(text: file.1, path: file.0, fileIndex: index)
        }
        for (file, found) in zip(inputs.files, previews) { compiler.rewrites[file] = found.rewritten }
        SameNameFiles(files: inputs.files, sources: sources).apply(to: &compiler)
        compiler.readCatalogs(inputs: inputs.inputs, sources: sources)
        let choice = SwiftFileEntry.choice(sources: sources, names: inputs.files.map { URL(fileURLWithPath: $0).lastPathComponent },
                                           previews: previews, view: options.view)
        compiler.runs = choice.entry
        if case .none(let problem) = compiler.runs { throw failure(problem) }
        if let note = choice.note { StandardError.write(note + "\n") }
        let entry: SwiftFileCache.Entry
        do {
            entry = try SwiftFileCache.standard().entry(files: inputs.files, swiftVersion: compiler.swiftVersion,
                                                        toolchain: toolchain, runtime: runtime, runs: compiler.runs,
                                                        generated: compiler.assetSymbols)
        } catch {
            throw failure("cannot read \(inputs.files.joined(separator: ", ")): \(error.localizedDescription)")
        }
        // Names the files use that other files of the project declare: those files are compiled too (SiblingFiles).
        let siblings = SiblingFiles(inputs: inputs, compiler: compiler, entry: entry)
        // `check` type-checks, unless a view's script, duration or canvas is given: then the
        // program checks the scene they make, every frame, as it does a package's view.
        let viewOptions = ["--script", "--duration", "--canvas"]
        let checksScene = options.remaining.contains { argument in viewOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") } }
        if inputs.command == "check", !checksScene {
            try finish(siblings.compile(mode: .typecheck)) { _ in
                print("\(inputs.inputs.joined(separator: ", ")): type-checks (Swift \(compiler.swiftVersion), \(toolchain.release))")
                if let note = CustomFonts(sources: sources).note { StandardError.write(note + "\n") }
                if sources.contains(where: CairoTextMeasurer.drawsEmojiAsBoxes) { StandardError.write(CairoTextMeasurer.missingEmojiNote + "\n") }
            }
            return 0
        }
        try finish(siblings.compile(mode: .program)) { seconds in
            StandardError.write("animsim: compiled \(inputs.inputs.joined(separator: ", ")) in "
                                + String(format: "%.2f", seconds) + " s (\(siblings.entry.program.path))\n")
        }
        // The rebuild loop's compile (`SwiftFileRebuild`): the program's path, and no run.
        if let result = ProcessInfo.processInfo.environment[SwiftFileRebuild.buildOnlyKey] {
            do { try Data(siblings.entry.program.path.utf8).write(to: URL(fileURLWithPath: result)) } catch {
                throw failure("cannot write \(result): \(error.localizedDescription)")
            }
            return 0
        }
        AssetCatalogs.export(inputs: inputs.inputs)
        return SwiftFileRun(program: siblings.entry.program.path, inputs: siblings.compiled, seed: options.seed ?? 0, watchdog: options.watchdog).run()
    }

    /// A failed compile's diagnostics, thrown (exit 1); runs `success` with the seconds taken otherwise.
    private static func finish(_ outcome: SwiftFileCompiler.Outcome, success: (Double) -> Void) throws(CommandFailure) {
        switch outcome {
        case .compiled(let seconds): success(seconds)
        case .reused: break
        case .failed(let report):
            // The report ends its last line; the printer ends it otherwise.
            throw CommandFailure(report.hasSuffix("\n") ? String(report.dropLast()) : report)
        }
    }

    /// Beside a checkout's build: the library a program links to, built again once because a
    /// `swift build --product animsim` since left it older than the modules it holds.
    private static func buildLibrary(_ package: OwnPackage) throws(CommandFailure) {
        StandardError.write("animsim: building the library Swift files link to (swift build --product \(RuntimeModules.libraryName))…\n")
        let library = OwnPackage(root: package.root, product: RuntimeModules.libraryName, configuration: package.configuration,
                                 executable: package.executable, scratchPath: package.scratchPath)
        if case .failed(let message) = PackageBuild(package: library).run() { throw failure(message) }
    }

    static func failure(_ message: String) -> CommandFailure { CommandFailure("animsim: \(message)") }
}
