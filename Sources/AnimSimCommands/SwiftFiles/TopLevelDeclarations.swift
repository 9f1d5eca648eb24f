import Foundation

/// The names a Swift file declares at its top level, read from its text alone: what Xcode
/// puts in scope for every other file of an app target, since it compiles the target whole
/// (`struct LockAnimationView: View` in one file, used by its sibling `SlideWithSpring.swift`).
///
/// A cheap scan rather than a parse: comments and string literals are blanked first
/// (`SwiftSourceMask`, so `// struct Old` and `Text("let x")` declare nothing), then
/// everything inside braces, so only depth 0 is left, where a `struct`, `class`, `enum`,
/// `actor`, `protocol`, `typealias`, `func`, `let` or `var` keyword is followed by the name it
/// declares. An `extension` declares nothing, and a `private` or `fileprivate` declaration is
/// its file's alone, so neither counts.
enum TopLevelDeclarations {
    static let keywords = "struct|class|enum|actor|protocol|typealias|func|let|var"

    /// The declared names, in the order written, each once.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        for found in declarations(in: text) where !names.contains(found.name) { names.append(found.name) }
        return names
    }

    /// Every declaration at the top level that is not its file's alone, in the order written:
    /// its keyword, its name and the UTF-8 offset of the name (where the compiler places it).
    static func declarations(in text: String) -> [(keyword: String, name: String, offset: Int)] {
        let topLevel = depthZero(text)
        // Attributes (`@MainActor`, `@available(iOS 17, *)`) and modifiers before the keyword.
        let pattern = #"(?:^|[\s;}])((?:@[A-Za-z_]\w*(?:\([^)\n]*\))?\s+|(?:public|internal|private|fileprivate|open|final|indirect|nonisolated|package)\s+)*)"#
            + "(\(keywords))" + #"\s+([A-Za-z_]\w*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [(keyword: String, name: String, offset: Int)] = []
        for match in expression.matches(in: topLevel, range: NSRange(topLevel.startIndex..., in: topLevel)) {
            guard let prefix = Range(match.range(at: 1), in: topLevel), let keyword = Range(match.range(at: 2), in: topLevel),
                  let name = Range(match.range(at: 3), in: topLevel) else { continue }
            let modifiers = topLevel[prefix].split(whereSeparator: \.isWhitespace)
            if modifiers.contains("private") || modifiers.contains("fileprivate") { continue }
            found.append((String(topLevel[keyword]), String(topLevel[name]), topLevel.utf8.distance(from: topLevel.startIndex, to: name.lowerBound)))
        }
        return found
    }

    /// `text` with comments, literals and everything between braces blanked to spaces
    /// (newlines kept), the braces themselves left: the file's top level.
    static func depthZero(_ text: String) -> String {
        let mask = SwiftSourceMask(text)
        var depth = 0
        let bytes = mask.bytes.enumerated().map { index, byte -> UInt8 in
            guard mask.code[index] else { return byte == UInt8(ascii: "\n") ? byte : UInt8(ascii: " ") }
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
                return depth == 1 ? byte : UInt8(ascii: " ")
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                return depth == 0 ? byte : UInt8(ascii: " ")
            case UInt8(ascii: "\n"): return byte
            default: return depth == 0 ? byte : UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
