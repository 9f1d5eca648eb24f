import Foundation

/// One Swift file's `#Preview { … }` blocks and its `@main` `App`, and the text the compiler
/// is given instead of the file's when it has either or tests the platform (`#if os(iOS)`,
/// answered as on iOS: PlatformConditions).
///
/// AnimSim has no macro plugin (that means building swift-syntax), so each top-level preview
/// becomes a global `_AnimSimPreview` the entry can run (AnimSimSwiftUI), and an `App`'s
/// `@main` becomes five spaces, the entry being animsim's own. Every line and column of the
/// user's text stays where it was, so the compiler's errors are placed in the user's file:
///
///     import struct SwiftUI._AnimSimPreview           (before the file; previews only)
///     #sourceLocation(file: "ContentView.swift", line: 1)
///     …the user's lines 1 … N-1…
///     #sourceLocation(file: "ContentView.swift", line: N-1)
///     @MainActor let _animsimPreview_0_1 = _AnimSimPreview(      (also line N-1)
///              "Dark") {                                         (line N: `#Preview(` blanked)
///
/// `#Preview {` (no arguments) becomes `       ) {`. A preview that does not start its line, or
/// starts line 1, gets the declaration in place of `#Preview` on its own line: its lines stay
/// right, the columns after it on that line move.
struct SwiftFilePreviews: Equatable {
    struct Preview: Equatable {
        /// `#Preview("Dark")`'s name; nil for an unnamed preview (or a name that is not a plain literal).
        var name: String?
        /// Where `#Preview` is, 1-based.
        var line: Int
        /// The global the rewrite declares for it.
        var global: String
        /// Its bytes in the file, `#Preview` to the closing brace: what it shows (`PreviewRoots`).
        var span: Range<Int> = 0..<0
    }

    let previews: [Preview]
    /// The type an `@main` attribute is on, when it conforms to `App`.
    let app: String?
    /// The text to compile, or nil when the file is compiled as it is.
    let rewritten: String?

    /// `path`: the file as the user named it (the compiler's diagnostics name it so);
    /// `fileIndex`: its place among the files, so that globals are unique in the module.
    init(text: String, path: String, fileIndex: Int) {
        let mask = SwiftSourceMask(text)
        let bytes = mask.bytes, code = mask.code
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        func line(of offset: Int) -> Int { (lineStarts.lastIndex { $0 <= offset } ?? 0) + 1 }
        let literal = "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""

        var previews: [Preview] = [], app: String?
        var edits: [(range: Range<Int>, text: String)] = []
        var depth = 0, index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard code[index] else { continue }
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "#") where depth == 0 && Self.word("#Preview", at: index, in: bytes):
                guard let found = Self.preview(at: index, bytes: bytes, code: code) else { continue }
                let number = previews.count + 1
                let global = "_animsimPreview_\(fileIndex)_\(number)"
                let declaration = "@MainActor let \(global) = _AnimSimPreview("
                let header = line(of: index)
                let start = lineStarts[header - 1]
                let alone = header > 1 && (start..<index).allSatisfy { code[$0] && (bytes[$0] == 32 || bytes[$0] == 9) }
                let keyword = index..<(index + (found.arguments == nil ? 8 : 9))
                if alone {
                    edits.append((start..<start, "#sourceLocation(file: \(literal), line: \(header - 1))\n\(declaration)\n"))
                    edits.append((keyword, found.arguments == nil ? String(repeating: " ", count: 7) + ")" : String(repeating: " ", count: 9)))
                } else {
                    edits.append((keyword, declaration + (found.arguments == nil ? ")" : "")))
                }
                previews.append(Preview(name: found.arguments.flatMap(Self.name), line: header, global: global, span: index..<found.end))
                index = found.end - 1
            case UInt8(ascii: "@") where depth == 0 && Self.word("@main", at: index, in: bytes):
                if let type = Self.appType(after: index + 5, in: text, bytes: bytes) {
                    app = type
                    edits.append((index..<(index + 5), "     "))
                }
            default: break
            }
        }
        self.previews = previews
        self.app = app
        edits += PlatformConditions.edits(bytes: bytes, code: code)
        guard !edits.isEmpty else { rewritten = nil; return }
        var output = previews.isEmpty ? "" : "import struct SwiftUI._AnimSimPreview\n"
        output += "#sourceLocation(file: \(literal), line: 1)\n"
        var last = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output += String(decoding: bytes[last..<edit.range.lowerBound], as: UTF8.self) + edit.text
            last = edit.range.upperBound
        }
        rewritten = output + String(decoding: bytes[last...], as: UTF8.self)
    }

    /// Whether `word` is at `offset` as a whole token.
    static func word(_ word: String, at offset: Int, in bytes: [UInt8]) -> Bool {
        let characters = Array(word.utf8)
        guard offset + characters.count <= bytes.count, Array(bytes[offset..<(offset + characters.count)]) == characters else { return false }
        let after = offset + characters.count
        return (after == bytes.count || !isIdentifier(bytes[after])) && (offset == 0 || !isIdentifier(bytes[offset - 1]))
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    /// A `#Preview` at `offset` with a trailing closure: its arguments' text (nil without
    /// parentheses) and the offset after its closing brace; nil for any other form.
    static func preview(at offset: Int, bytes: [UInt8], code: [Bool]) -> (arguments: String?, end: Int)? {
        var index = offset + 8
        var arguments: String?
        if index < bytes.count && bytes[index] == UInt8(ascii: "(") {
            guard let close = matching(from: index, open: "(", close: ")", bytes: bytes, code: code) else { return nil }
            arguments = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
        }
        while index < bytes.count && (!code[index] || [9, 10, 13, 32].contains(bytes[index])) { index += 1 }
        guard index < bytes.count && bytes[index] == UInt8(ascii: "{"),
              let close = matching(from: index, open: "{", close: "}", bytes: bytes, code: code) else { return nil }
        return (arguments, close + 1)
    }

    /// The offset of the bracket closing the one at `start`, counting code only.
    static func matching(from start: Int, open: Character, close: Character, bytes: [UInt8], code: [Bool]) -> Int? {
        let opening = open.asciiValue!, closing = close.asciiValue!
        var depth = 0
        for index in start..<bytes.count where code[index] {
            if bytes[index] == opening { depth += 1 }
            if bytes[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `"Dark"` or `"Dark", traits: …` → `Dark`; nil when the first argument is no plain string literal.
    static func name(_ arguments: String) -> String? {
        let pattern = #"^\s*"((?:[^"\\]|\\[^(])*)"\s*(,|$)"#
        guard let match = arguments.range(of: pattern, options: .regularExpression) else { return nil }
        let literal = arguments[match].drop { $0 != "\"" }.dropFirst()
        guard let end = literal.lastIndex(of: "\"") else { return nil }
        return String(literal[..<end]).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The type declared after an `@main` that ends at `offset`, when its conformances name `App`.
    static func appType(after offset: Int, in text: String, bytes: [UInt8]) -> String? {
        guard let brace = bytes[offset...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let declaration = String(decoding: bytes[offset..<brace], as: UTF8.self)
        let pattern = #"^\s*(?:@\w+\s*)*(?:(?:public|internal|final|private|fileprivate)\s+)*(?:struct|class|enum|actor)\s+([A-Za-z_]\w*)\s*:\s*([\s\S]*)$"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: declaration, range: NSRange(declaration.startIndex..., in: declaration)),
              let name = Range(match.range(at: 1), in: declaration), let list = Range(match.range(at: 2), in: declaration) else { return nil }
        let conformances = declaration[list].components(separatedBy: " where ")[0].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return conformances.contains("App") || conformances.contains("SwiftUI.App") ? String(declaration[name]) : nil
    }
}
