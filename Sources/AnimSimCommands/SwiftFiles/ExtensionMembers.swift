import Foundation

/// What a file's top-level extensions add to types, and which of those additions a file's
/// code uses: the other half of what Xcode's whole-target compile puts in scope. A published
/// app keeps its palette in one file (`Utils/Colors.swift`: `extension Color { static let
/// label = …; init(hex: String) }`) and every animation folder writes `Color.label` and
/// `Color(hex: "#2A2A2A")`; compiled without it, the errors never name a missing type
/// (`type 'Color' has no member 'label'`, `extraneous argument label 'hex:'`, or, where
/// SwiftUI has a method of that name, `value of type '(Color) -> (Material, Edge.Set) -> some
/// View' has no member 'ignoresSafeArea'` for `Color.background`), so `SiblingFiles` looks
/// for the files whose extensions declare what the failed files use.
///
/// Both sides are read as keys, from the code alone (`SwiftSourceMask`):
/// - `.name` for a property (`static let label`, `var isDark`), used as `.label` not followed
///   by `(`;
/// - `.name(` for a method (`func glow()`), used as `.glow(`;
/// - `Type(label:` for an initializer (`init(hex:)` of `extension Color`), used as
///   `Color(hex:`.
/// A private member is its file's alone and counts for nothing.
enum ExtensionMembers {
    /// The keys of the members the file's top-level extensions declare, in the order written.
    static func declared(in text: String) -> [String] {
        let mask = SwiftSourceMask(text)
        // Each byte's brace depth, code only; depth 1 of an extension is its members.
        var depth = 0, depths = [Int](repeating: 0, count: mask.bytes.count)
        for (index, byte) in mask.bytes.enumerated() {
            if mask.code[index] && byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            depths[index] = depth
            if mask.code[index] && byte == UInt8(ascii: "{") { depth += 1 }
        }
        let top = TopLevelDeclarations.depthZero(text)
        guard let extensions = try? NSRegularExpression(pattern: #"(?:^|[\s;}])extension\s+([A-Za-z_][\w.]*)[^{]*\{"#) else { return [] }
        var keys: [String] = []
        for match in extensions.matches(in: top, range: NSRange(top.startIndex..., in: top)) {
            guard let typeRange = Range(match.range(at: 1), in: top), let whole = Range(match.range, in: top) else { continue }
            let type = String(top[typeRange].split(separator: ".").last ?? "")
            let open = top.utf8.distance(from: top.startIndex, to: whole.upperBound)
            var end = open
            while end < depths.count && depths[end] > 0 { end += 1 }
            // The members: the block's depth-1 code, everything deeper or not code blanked.
            let members = String(decoding: (open..<end).map { index in
                mask.code[index] && depths[index] == 1 ? mask.bytes[index] : (mask.bytes[index] == 10 ? 10 : 32)
            }, as: UTF8.self)
            for key in memberKeys(members, type: type) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    private static let memberPattern = try? NSRegularExpression(pattern:
        #"((?:@\w+(?:\([^)\n]*\))?\s+|\b(?:public|internal|private|fileprivate|static|class|final|nonisolated|mutating|override|convenience|required|open|package)\s+)*)"#
        + #"\b(var|let|func|init)\b\??\s*(?:([A-Za-z_]\w*)|\(\s*([A-Za-z_]\w*))"#)

    private static func memberKeys(_ members: String, type: String) -> [String] {
        guard let pattern = memberPattern else { return [] }
        return pattern.matches(in: members, range: NSRange(members.startIndex..., in: members)).compactMap { match in
            guard let modifiers = Range(match.range(at: 1), in: members), let keyword = Range(match.range(at: 2), in: members) else { return nil }
            if members[modifiers].contains("private") { return nil }
            switch members[keyword] {
            case "init":
                guard let label = Range(match.range(at: 4), in: members).map({ String(members[$0]) }), label != "_" else { return nil }
                return "\(type)(\(label):"
            case "func": return Range(match.range(at: 3), in: members).map { ".\(members[$0])(" }
            default: return Range(match.range(at: 3), in: members).map { ".\(members[$0])" }
            }
        }
    }

    /// The keys of what the file's code uses: `.name`, `.name(` and `Type(label:`.
    static func used(in text: String) -> Set<String> {
        let words = SwiftWords(text)
        let bytes = Array(text.utf8), mask = SwiftSourceMask(text)
        func next(after offset: Int) -> (byte: UInt8, at: Int)? {
            var index = offset
            while index < bytes.count, !mask.code[index] || [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
            return index < bytes.count ? (bytes[index], index) : nil
        }
        var keys: Set<String> = []
        for (position, item) in words.words.enumerated() {
            let end = item.offset + item.word.utf8.count
            let following = next(after: end)
            if item.offset > 0, bytes[item.offset - 1] == UInt8(ascii: ".") {
                keys.insert("." + item.word + (following?.byte == UInt8(ascii: "(") ? "(" : ""))
            }
            // `Color(hex:`: a word, `(`, a label word, `:`.
            guard following?.byte == UInt8(ascii: "("), position + 1 < words.words.count else { continue }
            let label = words.words[position + 1]
            guard let open = following, next(after: open.at + 1)?.at == label.offset,
                  next(after: label.offset + label.word.utf8.count)?.byte == UInt8(ascii: ":") else { continue }
            keys.insert("\(item.word)(\(label.word):")
        }
        return keys
    }

    /// A key as the notes say it: `.label` as it is, `.glow()` for `.glow(`, `Color(hex:)` for `Color(hex:`.
    static func display(_ key: String) -> String { key.hasSuffix(":") ? key + ")" : key.hasSuffix("(") ? key + ")" : key }
}
