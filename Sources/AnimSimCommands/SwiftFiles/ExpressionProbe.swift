import Foundation

/// When the compiler gives up on an expression (`failed to produce diagnostic for expression;
/// please submit a bug report`, or `unable to type-check this expression in reasonable
/// time`), it does not say what it could not find, and in a SwiftUI `body` that is nearly
/// always a name AnimSim does not have (a modifier, a type, a style such as `.fill(.tint)`).
/// This finds it: the names the expression uses (its `.modifier(` calls, its implicit
/// members `.name` in argument position, and its type names) that the user's files do not
/// declare are type-checked one per line in a probe file against the same modules, each
/// member on every type it could belong to, and those found nowhere (or found unavailable)
/// are the report, each placed at its own first use in the expression:
///
///     Wave.swift:16:40: error: '.tint' is not available in AnimSim on Linux (docs/swift.md,
///     "Unsupported"); without it the compiler could not type-check the expression at 13:28
struct ExpressionProbe {
    let compiler: SwiftFileCompiler

    /// The compiler's two ways of giving up on an expression without naming what is wrong.
    static let markers = ["failed to produce diagnostic for expression", "unable to type-check this expression in reasonable time"]
    static let marker = markers[0]

    /// Whether `report` holds a give-up the probe can explain.
    static func explains(_ report: String) -> Bool { markers.contains(where: report.contains) }

    /// The types a member in a SwiftUI expression may be looked up on (an implicit member
    /// `.spring` is `Animation`'s, `.blue` `Color`'s, …): a name is missing only if none has it.
    static let owners = ["v", "Animation", "Color", "Font", "AnyTransition", "Angle", "UnitPoint", "Alignment",
                         "Edge.Set", "Text(\"\")", "Circle()", "Image(systemName: \"\")", "Binding<Int>.constant(0)",
                         "Font.Weight", "Spring"]

    /// Where an implicit member (`.fill(.tint)`, `.padding(.vertical)`) is looked up: static
    /// members only, never a view's modifiers (`.tint(_:)` is one, `.tint` the style is not).
    /// `Transition` is iOS 17's protocol, whose members (`.blurReplace`, `.push(from:)`) a
    /// `.transition(_:)` argument may name: on the protocol's metatype a member that exists
    /// fails only as "cannot be used on protocol metatype", which counts as found.
    static let staticOwners = ["Animation", "Color", "Font", "AnyTransition", "Transition", "Angle", "UnitPoint", "Alignment", "Edge.Set",
                               "Font.Weight", "Spring", "HorizontalAlignment", "VerticalAlignment", "Axis.Set", "CGFloat",
                               "Double", "ContentMode", "Edge", "StrokeStyle", "RoundedCornerStyle", "ImageResource",
                               "ColorResource", "UIColor"]

    /// `report` with each give-up line replaced by what the expression lacks, one line per
    /// missing name at its place.
    func amend(_ report: String, files: [String], folder: URL) -> String {
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where Self.markers.contains(where: lines[index].contains) {
            let head = lines[index]
            let parts = head.split(separator: ":", maxSplits: 3).map(String.init)
            guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]),
                  let file = files.first(where: { $0 == parts[0] }),
                  let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let sources = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            let expression = Self.expression(in: Self.codeOnly(text), line: line, column: column)
            let candidates = Self.candidates(in: expression, declared: sources)
            let found = probe(candidates, imports: Self.imports(in: text), folder: folder)
            // An asset symbol's place (`Image(.blos)`) says what it is: it is named as the rest are.
            let assets = Dictionary(found.compactMap { name in
                Self.place(of: name, in: text, line: line, column: column).flatMap { place in
                    AssetSymbolMisses.implicitMember(name, in: text, line: place.0, column: place.1, catalogs: compiler.catalogs)
                }.map { (name, $0) }
            }, uniquingKeysWith: { first, _ in first })
            // An implicit member's type may be one the probe does not try (a modifier's own
            // style type): it is the answer only when no call and no type is missing.
            let implicit = Set(candidates.implicit.map { "." + $0 }).subtracting(candidates.members.map { "." + $0 })
                .subtracting(assets.keys)
            let named = found.filter { !implicit.contains($0) }
            let missing = named.isEmpty ? found : named
            if missing.isEmpty {
                lines[index] = "\(parts[0]):\(line):\(column): error: the compiler could not type-check this expression: "
                    + "no name in it is missing; split the expression (a modifier chain into parts) to find what it cannot type-check"
            } else {
                lines[index] = missing.map { name in
                    let (nameLine, nameColumn) = Self.place(of: name, in: text, line: line, column: column) ?? (line, column)
                    // A type may be the user's own, declared in a file not given (`SiblingFiles`
                    // looks for it): AnimSim is not blamed for it, the compiler's words are used.
                    let what = assets[name] ?? (name.hasPrefix(".") ? "'\(name)' is not available in AnimSim on Linux \(UnsupportedNames.section)"
                        : "cannot find '\(name)' in scope: the files do not declare it, nor does AnimSim's SwiftUI on Linux \(UnsupportedNames.section)")
                    return "\(parts[0]):\(nameLine):\(nameColumn): error: \(what); without it the compiler could not type-check the expression at \(line):\(column)"
                }.joined(separator: "\n")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line and column of `name`'s first use at or after the expression's place (`.tint`
    /// at its dot, a type at its first letter), counted as the compiler counts (bytes).
    static func place(of name: String, in text: String, line: Int, column: Int) -> (Int, Int)? {
        let bytes = Array(text.utf8)
        var offset = 0, current = 1
        while current < line, offset < bytes.count { if bytes[offset] == UInt8(ascii: "\n") { current += 1 }; offset += 1 }
        let start = min(bytes.count, offset + max(0, column - 1))
        let tail = String(decoding: bytes[start...], as: UTF8.self)
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let pattern = name.hasPrefix(".") ? escaped + #"\b"# : #"\b"# + escaped + #"\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: tail, range: NSRange(tail.startIndex..., in: tail)),
              let range = Range(match.range, in: tail) else { return nil }
        let found = start + tail[..<range.lowerBound].utf8.count
        let before = bytes[..<found]
        let lineNumber = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (lineNumber, found - lineStart + 1)
    }

    /// `text` with its comments and string literals blanked (newlines kept, so lines and
    /// columns stay): a word in a comment (`// MARK: One`) or a string is no name the
    /// expression uses, and a brace in either closes no block.
    static func codeOnly(_ text: String) -> String {
        let mask = SwiftSourceMask(text)
        let bytes = mask.bytes.enumerated().map { index, byte in
            mask.code[index] || byte == UInt8(ascii: "\n") ? byte : UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
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

    /// Member calls (`.name(`, `.name {`), implicit members in argument position (`(.tint`,
    /// `: .white`, `? .red`) and type names the expression uses that no user file declares.
    static func candidates(in expression: String, declared sources: [String]) -> (members: [String], implicit: [String], types: [String]) {
        func matches(_ pattern: String, _ text: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        let declared = Set(sources.flatMap { matches(#"\b(?:struct|class|enum|protocol|typealias|func|var|let|case|actor)\s+([A-Za-z_]\w*)"#, $0) })
        var members: [String] = [], implicit: [String] = [], types: [String] = []
        for name in modifierCalls(in: expression) where !declared.contains(name) && !members.contains(name) { members.append(name) }
        for name in matches(#"[(\[,:?=]\s*\.([a-z]\w*)\b(?!\s*[({])"#, expression)
        where !declared.contains(name) && !members.contains(name) && !implicit.contains(name) {
            implicit.append(name)
        }
        for name in matches(#"\b([A-Z]\w*)\s*[({.<]"#, expression) where !declared.contains(name) && !types.contains(name) { types.append(name) }
        return (members, implicit, types)
    }

    /// The `.name(` and `.name {` calls of the expression, except those on a variable's chain
    /// (`selected.toggle()`, `model.items.append(`): its type is the user's to know, not a
    /// view's, `Animation`'s or `Color`'s, so the probe would report a `Bool`'s `toggle` as
    /// missing. A call on a view, on a type's member (`Color.red.opacity(`) or on an implicit
    /// member (`.red.opacity(`) is kept.
    static func modifierCalls(in expression: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"\.\s*([a-z]\w*)\s*[({]"#) else { return [] }
        let text = expression as NSString
        func isWord(_ index: Int) -> Bool {
            guard index >= 0, let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
            return CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
        }
        let dot = UInt16(UInt8(ascii: "."))
        return regex.matches(in: expression, range: NSRange(location: 0, length: text.length)).compactMap { match in
            // Back over the receiver's chain `a.b.c` to its root `a`.
            var start = match.range.location
            while isWord(start - 1) {
                while isWord(start - 1) { start -= 1 }
                guard start >= 2, text.character(at: start - 1) == dot, isWord(start - 2) else { break }
                start -= 1
            }
            let root = text.substring(with: NSRange(location: start, length: match.range.location - start))
            let implicit = start > 0 && text.character(at: start - 1) == dot
            if let first = root.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) || first == "_", !implicit {
                return nil
            }
            return text.substring(with: match.range(at: 1))
        }
    }

    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("import ") }
    }
}
