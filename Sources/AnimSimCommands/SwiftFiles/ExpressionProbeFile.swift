import AnimSimExport
import Foundation

/// The probe file itself: each candidate name type-checked on its own line against the
/// modules the user's files compile against, with the app's asset symbols (`AssetSymbols`)
/// in a second file as the glue has them, so `Image(.blos)` is found when a catalog has `blos`.
extension ExpressionProbe {
    /// Type-checks the candidates in a probe file; the names no line found.
    func probe(_ candidates: (members: [String], implicit: [String], types: [String]), imports: [String], folder: URL) -> [String] {
        var lines = Array(Set(imports + ["import SwiftUI"])).sorted()
        lines.append("@MainActor func _animsimProbe<V: View>(_ v: V) {")
        var owners: [Int: String] = [:]
        for member in candidates.members {
            for owner in Self.owners {
                owners[lines.count + 1] = "." + member
                lines.append("    _ = \(owner).\(member)")
            }
        }
        for member in candidates.implicit {
            for owner in Self.staticOwners {
                owners[lines.count + 1] = "." + member
                lines.append("    _ = \(owner).\(member)")
            }
        }
        for type in candidates.types {
            owners[lines.count + 1] = type
            lines.append("    _ = \(type).self")
        }
        lines.append("}")
        let probe = folder.appendingPathComponent("probe.swift"), log = folder.appendingPathComponent("probe.log")
        guard (try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: probe)) != nil else { return [] }
        // The asset symbols in a file of their own, importing what the glue imports, so the
        // probe's file sees the SwiftUI names the user's file sees and no more.
        let symbols = folder.appendingPathComponent("probe-symbols.swift")
        guard (try? Data(("import AnimSim\nimport Foundation\n" + compiler.assetSymbols).utf8).write(to: symbols)) != nil else { return [] }
        let argv = [compiler.toolchain.swiftc, "-swift-version", String(compiler.swiftVersion), "-parse-as-library", "-typecheck",
                    "-module-name", "AnimSimProbe", "-diagnostic-style", "llvm", "-I", compiler.runtime.modules]
            + SwiftFileCompiler.aliases.flatMap { ["-module-alias", $0] } + [probe.path, symbols.path]
        let fd = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return [] }
        let pid = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
            if case .success(let pid) = ToolSpawn.spawn(argv, output: .descriptor(fd), ownGroup: true) { return pid }
            return nil
        }
        close(fd)
        guard let pid else { return [] }
        _ = Interruption.reapChild(pid)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // Each line that failed, and the names with at least one line that did not.
        var failed: Set<Int> = [], unavailable: Set<String> = []
        for diagnostic in output.split(separator: "\n") where diagnostic.hasPrefix(probe.path + ":") && diagnostic.contains(": error: ") {
            guard let number = Int(diagnostic.split(separator: ":")[1]), let name = owners[number] else { continue }
            // Only a name not found fails a line: `ambiguous use` or a generic's inference means it is there.
            if diagnostic.contains("is unavailable") {
                unavailable.insert(name)
            } else if ["has no member", "has no dynamic member", "cannot find"].contains(where: diagnostic.contains) {
                failed.insert(number)
            }
        }
        let found = Set(owners.filter { !failed.contains($0.key) }.map(\.value)).subtracting(unavailable)
        let names = (candidates.members + candidates.implicit).map { "." + $0 } + candidates.types
        return names.filter { !found.contains($0) }
    }
}
