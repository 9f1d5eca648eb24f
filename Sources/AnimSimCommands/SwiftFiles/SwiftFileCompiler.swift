import AnimSimExport
import Foundation

/// `swiftc` on a user's files and the generated entry, against the installed modules: the
/// files alone are compiled, never AnimSim. Output goes to the cache entry's log; what the
/// user reads is the compiler's diagnostics placed in their files (`SwiftFileDiagnostics`).
struct SwiftFileCompiler {
    let toolchain: SwiftToolchain
    let runtime: RuntimeModules
    /// `-swift-version`: 5 by default, as Xcode projects and the articles' code are written.
    let swiftVersion: Int
    /// What the files' program runs (`SwiftFileEntry.choose`).
    var runs: SwiftFileEntry = .scene
    /// The text compiled instead of a file's, by the file's path as given: its previews and
    /// `@main` rewritten, every line and column kept (SwiftFilePreviews).
    var rewrites: [String: String] = [:]
    /// The names of the rewritten copies of files whose name an earlier input has too
    /// (`Views/Row.swift` beside `Cells/Row.swift`): `swiftc` refuses two inputs of one file
    /// name, so the second is compiled as a copy named `Row~2.swift` whose `#sourceLocation`
    /// keeps its diagnostics and traps in the user's file (`SameNameFiles`).
    var copyNames: [String: String] = [:]
    /// The asset symbols of the app's catalogs (`AssetSymbols`), compiled with the glue.
    var assetSymbols = ""
    /// Those catalogs, nearest the files first: a missing symbol's error says where animsim looked.
    var catalogs: [String] = []

    /// The catalogs the files given (`inputs`) find in their project (`AssetCatalogs`) and
    /// their symbols, leaving out the extensions `sources` declare themselves.
    mutating func readCatalogs(inputs: [String], sources: [String]) {
        catalogs = AssetCatalogs.find(inputs: inputs)
        assetSymbols = AssetSymbols(catalogs: catalogs).text(sources: sources)
    }

    enum Mode { case program, typecheck }

    enum Outcome: Equatable {
        case compiled(seconds: Double)
        /// Another `animsim` compiled the same files while this one waited for it.
        case reused
        /// The user's errors, placed in their files, ready to print.
        case failed(String)
    }

    /// The module the user's files form; a name no SwiftUI file would give a type.
    static let moduleName = "AnimSimUserFiles"

    /// `import SwiftUI` and `import Combine` in a user's file load AnimSim's modules of those
    /// names' contents; their real names keep them out of other packages' `canImport(Combine)`.
    /// `import UIKit`, `import AVFoundation`, `import QuartzCore` and `import CoreGraphics`
    /// likewise load AnimSim's few names of theirs.
    static let aliases = ["SwiftUI=AnimSimSwiftUI", "Combine=AnimSimCombine", "UIKit=AnimSimUIKit", "AVFoundation=AnimSimAVFoundation",
                          "QuartzCore=AnimSimQuartzCore", "CoreGraphics=AnimSimCoreGraphics"]

    func arguments(files: [String], entry: SwiftFileCache.Entry, mode: Mode, output: URL) -> [String] {
        var arguments = [toolchain.swiftc, "-swift-version", String(swiftVersion), "-parse-as-library",
                         "-module-name", Self.moduleName, "-diagnostic-style", "llvm", "-I", runtime.modules]
        arguments += Self.aliases.flatMap { ["-module-alias", $0] }
        // DEBUG, as Xcode's Debug configuration (the one previews run) defines it: a
        // `#if DEBUG` around a preview keeps it.
        arguments += ["-D", "DEBUG"]
        switch mode {
        case .typecheck:
            arguments.append("-typecheck")
        case .program:
            // -Onone: the fastest compile, and a trap's message keeps its file and line.
            arguments += ["-Onone", "-g", "-L", runtime.library, "-l\(RuntimeModules.libraryName)",
                          "-Xlinker", "-rpath", "-Xlinker", runtime.library, "-o", output.path]
        }
        return arguments + files.map { rewrites[$0] == nil ? $0 : entry.source(for: $0, named: copyNames[$0]).path } + [entry.glue.path]
    }

    /// Compiles (or type-checks) `files` with the entry's glue; a program is linked under a
    /// temporary name and renamed into place, so a reader never finds half of one. One
    /// compile per entry at a time (a lock file): `swiftc` refuses an input rewritten under
    /// it, and a second `animsim` on the same files finds the first one's program.
    func compile(files: [String], entry: SwiftFileCache.Entry, mode: Mode) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            try FileManager.default.createDirectory(at: entry.folder, withIntermediateDirectories: true)
        } catch {
            return .failed("animsim: cannot write the cache \(entry.folder.path): \(error.localizedDescription)")
        }
        let lock = open(entry.folder.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 { while flock(lock, LOCK_EX) < 0 && errno == EINTR {} }
        if mode == .program && entry.isBuilt { return .reused }
        do {
            let sources = files.map { rewrites[$0] ?? (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
            try Data((runs.glue + SwiftFileEntry.clockAliases(sources: sources) + assetSymbols).utf8).write(to: entry.glue, options: .atomic)
            try Data((files.joined(separator: "\n") + "\n").utf8).write(to: entry.inputs, options: .atomic)
            for (file, text) in rewrites {
                let copy = entry.source(for: file, named: copyNames[file])
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: copy, options: .atomic)
            }
        } catch {
            return .failed("animsim: cannot write the cache \(entry.folder.path): \(error.localizedDescription)")
        }
        let temporary = entry.folder.appendingPathComponent("program.\(getpid()).tmp")
        let log = entry.folder.appendingPathComponent("compile.\(getpid()).log")
        let fd = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failed("animsim: cannot write \(log.path): \(String(cString: strerror(errno)))") }
        Interruption.addTemporary(temporary.path)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let argv = arguments(files: files, entry: entry, mode: mode, output: temporary)
        var failure: ToolSpawn.Errno?
        let pid = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
            switch ToolSpawn.spawn(argv, output: .descriptor(fd), ownGroup: true) {
            case .success(let pid): return pid
            case .failure(let error): failure = error; return nil
            }
        }
        close(fd)
        guard let pid else { return .failed("animsim: cannot run \(toolchain.swiftc): \(failure.map(\.description) ?? "not started")") }
        let status = Interruption.reapChild(pid)
        rename(log.path, entry.log.path)
        let output = (try? String(contentsOf: entry.log, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let report = SwiftFileDiagnostics(glue: entry.glue.path, files: files, toolchain: toolchain, runs: runs, catalogs: catalogs)
                .report(output, status: status)
            // The compiler's `failed to produce diagnostic` names nothing: the probe finds the name.
            guard ExpressionProbe.explains(report) else { return .failed(report) }
            return .failed(ExpressionProbe(compiler: self).amend(report, files: files, folder: entry.folder))
        }
        if mode == .program {
            guard rename(temporary.path, entry.program.path) == 0 else {
                return .failed("animsim: cannot place the program in \(entry.folder.path): \(String(cString: strerror(errno)))")
            }
        }
        return .compiled(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
