import Foundation

/// What the window shows of a failed `swift build`: the compiler's first error, placed.
enum BuildLog {
    /// `Sources/ring/Layout.swift:12:5: error: expected expression`, path relative to the
    /// package; then where the whole output is. A located error comes first even when
    /// swift build printed a summary before it ("error: emit-module command failed …");
    /// without one (a manifest or link error), the first `error:` line; without any, the
    /// exit status.
    static func firstError(in output: String, root: String, status: Int32) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map { Self.plain(String($0)) }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let located = lines.first { $0.range(of: #"^[^ :][^:]*:\d+:\d+: error: "#, options: .regularExpression) != nil }
        let any = lines.first { $0.hasPrefix("error: ") || $0.contains(": error: ") }
        let signal = status & 0x7F
        let ended = signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "killed by signal \(signal)"
        var first = located ?? any ?? "swift build failed (\(ended))"
        if first.hasPrefix(prefix) { first.removeFirst(prefix.count) }
        return first + "\n" + "swift build's whole output: .build/animsim-rebuild.log"
    }

    /// Without terminal colour codes, in case the compiler was told to colour anyway.
    private static func plain(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }
}
