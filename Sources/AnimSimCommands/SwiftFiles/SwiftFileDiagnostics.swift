import Foundation

/// The compiler's output, as a user of their own files reads it: every diagnostic placed in
/// their files as the compiler wrote it (`Ring.swift:12:5: error: …`, the source line and the
/// caret), none placed in the generated entry. Errors there mean the files lack what the
/// entry runs, said in one line (`SwiftFileEntry.explain`); modules a compiler cannot read
/// mean the toolchain changed, said with what to do.
struct SwiftFileDiagnostics {
    /// The generated entry's path, as given to the compiler.
    let glue: String
    let files: [String]
    let toolchain: SwiftToolchain
    /// What the entry runs, for the line that says what the files lack.
    var runs: SwiftFileEntry = .scene
    /// The asset catalogs the symbols came from, named where a symbol is missing (`XcodeOnlyNames`).
    var catalogs: [String] = []

    /// One diagnostic: its first line and the source excerpt under it.
    struct Block: Equatable {
        var lines: [String]
        var head: String { lines[0] }
    }

    /// The text to print for a failed compile (ending in a newline).
    func report(_ output: String, status: Int32) -> String {
        let blocks = Self.blocks(in: output)
        let inGlue = blocks.filter { $0.head.hasPrefix(glue + ":") }
        // The driver's own line for a job that failed (`error: emit-module command failed with
        // exit code 1 (use -v …)`, printed when an error is in a declaration) says nothing the
        // placed errors do not, and would come first. Nothing placed in the cache entry (the
        // glue, or a file's rewritten copy, whose `#sourceLocation` lines the compiler warns
        // about) is the user's to read.
        let shown = blocks.filter { !isGenerated($0.head) && (!Self.isDriverSummary($0.head) || blocks.count == 1) }
        // A framework's name AnimSim does not have is said to be unsupported (`UnsupportedNames`).
        var text = shown.flatMap { [UnsupportedNames.annotate($0.head, catalogs: catalogs)] + $0.lines.dropFirst() }.joined(separator: "\n")
        if let unreadable = blocks.first(where: { Self.isUnreadableModule($0.head) }) {
            text = unreadable.head + "\n" + "animsim: the AnimSim modules were built by another Swift compiler than \(toolchain.version) "
                + "(\(toolchain.swiftc)); run `make install` in the AnimSim checkout again with this toolchain"
        } else if !inGlue.isEmpty, !shown.contains(where: { $0.head.contains(": error: ") || $0.head.hasPrefix("error: ") }) {
            // The user's notes alone (`'init(title:)' declared here`) only echo the entry's error.
            text = runs.explain(inGlue.map(\.head), files: files)
        }
        if text.isEmpty {
            let signal = status & 0x7F
            text = "animsim: swiftc failed (" + (signal == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(signal)") + ")"
        }
        return text + "\n"
    }

    /// Whether a diagnostic is placed in a file animsim generated: the glue, or any file of
    /// its cache entry (a rewritten copy of a user's file under `sources/`).
    func isGenerated(_ head: String) -> Bool {
        let entry = URL(fileURLWithPath: glue).deletingLastPathComponent().path + "/"
        return head.hasPrefix(glue + ":") || head.hasPrefix(entry)
    }

    /// The output cut into diagnostics: a block starts at a `FILE:LINE:COLUMN: kind: ` line or
    /// at an unplaced `error: ` line, and takes the lines under it that start no block.
    static func blocks(in output: String) -> [Block] {
        var blocks: [Block] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if startsBlock(line) {
                blocks.append(Block(lines: [line]))
            } else if !blocks.isEmpty, !line.isEmpty {
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        return blocks
    }

    static func startsBlock(_ line: String) -> Bool {
        line.range(of: #"^[^ :][^:]*:\d+:\d+: (error|warning|note|remark): "#, options: .regularExpression) != nil
            || line.range(of: #"^(<unknown>:0: )?(error|warning): "#, options: .regularExpression) != nil
    }

    /// The driver's line for one of its jobs that failed, with no place of its own.
    static func isDriverSummary(_ line: String) -> Bool {
        line.range(of: #"^error: [a-z-]+ command failed (with exit code \d+|due to signal \d+)"#, options: .regularExpression) != nil
    }

    /// A module the compiler cannot read: built by another compiler.
    static func isUnreadableModule(_ line: String) -> Bool {
        line.contains("compiled with Swift") && line.contains("cannot be imported")
            || line.contains("module file was created by a newer version of the compiler")
            || line.contains("module file was created by an older version of the compiler")
    }
}
