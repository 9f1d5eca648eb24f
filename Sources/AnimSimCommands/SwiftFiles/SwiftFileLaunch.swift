import AnimSimExport
import Foundation

/// `animsim play|render|compare|trace|check FILE.swift…`: what `animsim` itself does with
/// Swift files. It compiles them (once per digest, `SwiftFileCache`) against the modules it
/// was built from and runs the program in a process of its own, with the same arguments;
/// `check` type-checks them. User code never runs in `animsim`, whose Swift runtime is linked
/// in statically: the program links to the shared one, and a trap in it ends only it.
enum SwiftFileLaunch {
    /// Runs the command line when it names Swift files, and exits with its status; returns
    /// when it names none (scene files, another command), for the commands' parser.
    static func runIfSwiftFiles(_ given: [String]) {
        let options = SwiftFileOptions(given)
        guard let inputs = SwiftFileInputs.find(in: options.remaining) else {
            if options.swiftVersion != nil {
                fail("--swift-version applies to Swift files (FILE.swift or a folder of them) of play, render, compare, trace and check")
            }
            return
        }
        if let problem = options.problem { fail(problem) }
        for file in inputs.files where !FileManager.default.isReadableFile(atPath: file) { fail("\(file): no such Swift file") }
        guard let toolchain = SwiftToolchain.find() else { fail(SwiftToolchain.missing) }
        guard let executable = OwnPackage.runningExecutable else { fail("cannot find this executable's path (/proc/self/exe)") }
        let runtime: RuntimeModules
        switch RuntimeModules.locate(executable: executable, toolchain: toolchain) {
        case .success(let found): runtime = found
        case .failure(let problem): fail(problem.description)
        }
        if runtime.isStale, let package = runtime.package { buildLibrary(package) }
        var compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: options.swiftVersion ?? 5)
        let sources = inputs.files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        compiler.runs = SwiftFileEntry.choose(sources: sources, names: inputs.files.map { URL(fileURLWithPath: $0).lastPathComponent })
        if case .none(let problem) = compiler.runs { fail(problem) }
        let entry: SwiftFileCache.Entry
        do {
            entry = try SwiftFileCache.standard().entry(files: inputs.files, swiftVersion: compiler.swiftVersion,
                                                        toolchain: toolchain, runtime: runtime)
        } catch {
            fail("cannot read \(inputs.files.joined(separator: ", ")): \(error.localizedDescription)")
        }
        if inputs.command == "check" {
            finish(compiler.compile(files: inputs.files, entry: entry, mode: .typecheck)) { _ in
                print("\(inputs.inputs.joined(separator: ", ")): type-checks (Swift \(compiler.swiftVersion), \(toolchain.release))")
            }
            exit(0)
        }
        if !entry.isBuilt {
            finish(compiler.compile(files: inputs.files, entry: entry, mode: .program)) { seconds in
                StandardError.write("animsim: compiled \(inputs.inputs.joined(separator: ", ")) in "
                                    + String(format: "%.2f", seconds) + " s (\(entry.program.path))\n")
            }
        }
        // The rebuild loop's compile (`SwiftFileRebuild`): the program's path, and no run.
        if let result = ProcessInfo.processInfo.environment[SwiftFileRebuild.buildOnlyKey] {
            do { try Data(entry.program.path.utf8).write(to: URL(fileURLWithPath: result)) } catch {
                fail("cannot write \(result): \(error.localizedDescription)")
            }
            exit(0)
        }
        exit(SwiftFileRun(program: entry.program.path, inputs: inputs).run())
    }

    /// Prints a failed compile's diagnostics and exits 1; runs `success` with the seconds taken otherwise.
    private static func finish(_ outcome: SwiftFileCompiler.Outcome, success: (Double) -> Void) {
        switch outcome {
        case .compiled(let seconds): success(seconds)
        case .reused: break
        case .failed(let report):
            StandardError.write(report)
            exit(1)
        }
    }

    /// Beside a checkout's build: the library a program links to, built again once because a
    /// `swift build --product animsim` since left it older than the modules it holds.
    private static func buildLibrary(_ package: OwnPackage) {
        StandardError.write("animsim: building the library Swift files link to (swift build --product \(RuntimeModules.libraryName))…\n")
        let library = OwnPackage(root: package.root, product: RuntimeModules.libraryName, configuration: package.configuration,
                                 executable: package.executable, scratchPath: package.scratchPath)
        if case .failed(let message) = PackageBuild(package: library).run() { fail(message) }
    }

    static func fail(_ message: String) -> Never {
        StandardError.write("animsim: \(message)\n")
        exit(1)
    }
}

/// The options only Swift files take, read (and removed) before the commands' parser sees
/// the command line: `--swift-version 5|6`.
struct SwiftFileOptions: Equatable {
    var swiftVersion: Int?
    var problem: String?
    var remaining: [String] = []

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var value: String?
            if argument == "--swift-version" {
                value = index < arguments.count ? arguments[index] : ""
                index += 1
            } else if argument.hasPrefix("--swift-version=") {
                value = String(argument.dropFirst("--swift-version=".count))
            }
            guard let value else { remaining.append(argument); continue }
            if let version = Int(value), [5, 6].contains(version) { swiftVersion = version } else {
                swiftVersion = 5
                problem = "--swift-version takes 5 or 6, not '\(value)'"
            }
        }
    }
}
