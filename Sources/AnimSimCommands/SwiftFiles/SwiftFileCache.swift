import Foundation

/// Programs compiled from Swift files, one folder per digest of what went into them, under
/// `$XDG_CACHE_HOME/animsim/swift-files` (`~/.cache/animsim/swift-files`). Safe to delete at
/// any time: a missing program is compiled again. Nothing is ever written next to the user's
/// files.
///
///     swift-files/3f2a…/AnimSimFileMain.swift   the generated entry (SwiftFileEntry)
///     swift-files/3f2a…/program                 the executable, renamed into place when linked
///     swift-files/3f2a…/compile.log             the compiler's last output
///     swift-files/3f2a…/inputs                  the files it was compiled from, for people
///     swift-files/3f2a…/lock                    held while one animsim compiles them
///     swift-files/3f2a…/crashes/                the backtracer's reports of the program's crashes
struct SwiftFileCache: Equatable {
    let root: URL

    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftFileCache {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
        return SwiftFileCache(root: URL(fileURLWithPath: base).appendingPathComponent("animsim/swift-files"))
    }

    /// One program's folder.
    struct Entry: Equatable {
        let folder: URL
        var glue: URL { folder.appendingPathComponent(SwiftFileEntry.glueFile) }
        var program: URL { folder.appendingPathComponent("program") }
        var log: URL { folder.appendingPathComponent("compile.log") }
        var inputs: URL { folder.appendingPathComponent("inputs") }
        var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: program.path) }
        /// The text compiled for a user's file that was rewritten (its previews, its `@main`),
        /// under the file's own name, which the compiler's `#sourceLocation` maps back to it.
        /// `name`: another name for the copy, for a file whose name another input has too
        /// (`SwiftFileCompiler.copyNames`).
        func source(for file: String, named name: String? = nil) -> URL {
            folder.appendingPathComponent("sources").appendingPathComponent(name ?? URL(fileURLWithPath: file).lastPathComponent)
        }
    }

    /// The folder for these files' program. The digest covers each file's path as given and
    /// as resolved (the program's messages name the first), its contents, the language mode,
    /// the compiler, the library linked to and the entry's glue (what `runs`, `--view` included,
    /// and what is `generated` for it: the asset symbols of the app's catalogs, `AssetSymbols`):
    /// a change in any of them is a new program, and an edit reverted finds its old one again.
    func entry(files: [String], swiftVersion: Int, toolchain: SwiftToolchain, runtime: RuntimeModules,
               runs: SwiftFileEntry, generated: String = "") throws -> Entry {
        var digest = Digest()
        digest.add("animsim swift-file \(SwiftFileEntry.version) -swift-version \(swiftVersion)")
        digest.add(runs.glue)
        digest.add(generated)
        digest.add(toolchain.version)
        digest.add(runtime.stamp)
        digest.add(FileManager.default.currentDirectoryPath)
        for file in files {
            digest.add(file)
            digest.add(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        return Entry(folder: root.appendingPathComponent(digest.hex))
    }
}

/// Two independent 64-bit FNV-1a lanes over length-prefixed fields: 128 bits, so distinct
/// inputs never meet in practice, with no dependency (Foundation on Linux has no SHA-2).
struct Digest {
    private var lanes: (UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142)

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        var length = UInt64(data.count).littleEndian
        withUnsafeBytes(of: &length) { mix($0) }
        data.withUnsafeBytes { mix($0) }
    }

    private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            lanes.0 = (lanes.0 ^ UInt64(byte)) &* 0x100_0000_01b3
            lanes.1 = (lanes.1 ^ UInt64(byte ^ 0x5c)) &* 0x100_0000_01b3 &+ 0x9e37_79b9_7f4a_7c15
        }
    }

    var hex: String {
        String(format: "%016llx%016llx", lanes.0, lanes.1)
    }
}
