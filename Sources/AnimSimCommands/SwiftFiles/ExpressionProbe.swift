import AnimSimExport
import Foundation

/// When the compiler gives up on an expression (`failed to produce diagnostic for expression;
/// please submit a bug report`), it does not say what it could not find, and in a SwiftUI
/// `body` that is nearly always a name AnimSim does not have (a modifier, a type). This finds
/// it: the names the expression uses (its `.modifier(` calls and its type names) that the
/// user's files do not declare are type-checked one per line in a probe file against the same
/// modules, each member on every type it could belong to, and those found nowhere (or found
/// unavailable) are the report, placed where the compiler placed its failure:
///
///     Wave.swift:12:9: error: the compiler could not type-check this expression: it uses
///     '.hueRotation', which AnimSim does not have on Linux (docs/swift.md, "Unsupported")
struct ExpressionProbe {
    let compiler: SwiftFileCompiler

    static let marker = "failed to produce diagnostic for expression"

    /// The types a member in a SwiftUI expression may be looked up on (an implicit member
    /// `.spring` is `Animation`'s, `.blue` `Color`'s, …): a name is missing only if none has it.
    static let owners = ["v", "Animation", "Color", "Font", "AnyTransition", "Angle", "UnitPoint", "Alignment",
                         "Edge.Set", "Text(\"\")", "Circle()", "Image(systemName: \"\")", "Binding<Int>.constant(0)",
                         "Font.Weight", "Spring"]

    /// `report` with each `failed to produce diagnostic` line replaced by what the expression lacks.
    func amend(_ report: String, files: [String], folder: URL) -> String {
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where lines[index].contains(Self.marker) {
            let head = lines[index]
            let parts = head.split(separator: ":", maxSplits: 3).map(String.init)
            guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]),
                  let file = files.first(where: { $0 == parts[0] }),
                  let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let sources = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            let missing = probe(Self.candidates(in: Self.expression(in: text, line: line, column: column), declared: sources),
                                imports: Self.imports(in: text), folder: folder)
            let place = "\(parts[0]):\(line):\(column): error: the compiler could not type-check this expression: "
            if missing.isEmpty {
                lines[index] = place + "no name in it is missing; split the expression (a modifier chain into parts) to find what it cannot type-check"
            } else {
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                lines[index] = place + "it uses \(names), which AnimSim does not have on Linux \(UnsupportedNames.section)"
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The expression's text: from its place to the end of the block it is in.
    static func expression(in text: String, line: Int, column: Int) -> String {
        let bytes = Array(text.utf8)
        var offset = 0, current = 1
        while current < line, offset < bytes.count { if bytes[offset] == UInt8(ascii: "\n") { current += 1 }; offset += 1 }
        offset = min(bytes.count, offset + max(0, column - 1))
        var depth = 0, end = offset
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            if depth < 0 { break }
            end += 1
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// Member calls (`.name(`, `.name {`) and type names the expression uses that no user file declares.
    static func candidates(in expression: String, declared sources: [String]) -> (members: [String], types: [String]) {
        func matches(_ pattern: String, _ text: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        let declared = Set(sources.flatMap { matches(#"\b(?:struct|class|enum|protocol|typealias|func|var|let|case|actor)\s+([A-Za-z_]\w*)"#, $0) })
        var members: [String] = [], types: [String] = []
        for name in matches(#"\.\s*([a-z]\w*)\s*[({]"#, expression) where !declared.contains(name) && !members.contains(name) { members.append(name) }
        for name in matches(#"\b([A-Z]\w*)\s*[({.<]"#, expression) where !declared.contains(name) && !types.contains(name) { types.append(name) }
        return (members, types)
    }

    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("import ") }
    }

    /// Type-checks the candidates in a probe file; the names no line found.
    func probe(_ candidates: (members: [String], types: [String]), imports: [String], folder: URL) -> [String] {
        var lines = Array(Set(imports + ["import SwiftUI"])).sorted()
        lines.append("@MainActor func _animsimProbe<V: View>(_ v: V) {")
        var owners: [Int: String] = [:]
        for member in candidates.members {
            for owner in Self.owners {
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
        let argv = [compiler.toolchain.swiftc, "-swift-version", String(compiler.swiftVersion), "-parse-as-library", "-typecheck",
                    "-module-name", "AnimSimProbe", "-diagnostic-style", "llvm", "-I", compiler.runtime.modules]
            + SwiftFileCompiler.aliases.flatMap { ["-module-alias", $0] } + [probe.path]
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
        let names = candidates.members.map { "." + $0 } + candidates.types
        return names.filter { !found.contains($0) }
    }
}
