import Foundation

/// The members a file's extensions declare for the whole target: `extension Color { static
/// let background = … }` and `extension UIColor { convenience init(hex: String) }` in
/// Shubham0812's `Utils/Colors.swift`, which the app's animations use and no file names, since
/// Xcode compiles the target whole. The compiler names no missing name for them (it says
/// `extraneous argument label 'hex:' in call`, or takes `Color.background` for the
/// `background` modifier), so `SiblingFiles` adds a project file whose extension members the
/// compiled files use, when they fail to compile without it.
///
/// A cheap scan, as `TopLevelDeclarations`: comments and literals blanked, each `extension`
/// at the top level that is not `private` or `fileprivate`, and its members at its own depth:
/// a `func`, `var` or `let` (static or not) by name, an `init` by its first argument label
/// (an unlabelled one, `init(_:)`, says too little to look for). A private member is its file's.
enum ExtensionMembers {
    enum Kind: Hashable { case method, property, initializer }

    struct Member: Hashable {
        let type: String
        let name: String
        let kind: Kind
        /// As the note says it: `Color.background`, `UIColor.init(hex:)`.
        var description: String { kind == .initializer ? "\(type).init(\(name):)" : "\(type).\(name)" }
    }

    static let modifiers = "public|internal|private|fileprivate|open|package|final|static|class|override|mutating|nonmutating|"
        + "nonisolated|convenience|required|dynamic|lazy|indirect"

    /// The members `text`'s visible extensions declare, in the order written.
    static func members(in text: String) -> [Member] {
        let topLevel = TopLevelDeclarations.depthZero(text)
        let header = #"(?:^|[\s;}])((?:@[A-Za-z_]\w*(?:\([^)\n]*\))?\s+|(?:"# + modifiers + #")\s+)*)extension\s+([A-Za-z_][\w.]*)[^{}]*\{"#
        guard let expression = try? NSRegularExpression(pattern: header) else { return [] }
        let code = Array(ExpressionProbe.codeOnly(text).utf8)
        var members: [Member] = []
        for match in expression.matches(in: topLevel, range: NSRange(topLevel.startIndex..., in: topLevel)) {
            guard let prefix = Range(match.range(at: 1), in: topLevel), let type = Range(match.range(at: 2), in: topLevel),
                  let whole = Range(match.range, in: topLevel) else { continue }
            if isPrivate(topLevel[prefix]) { continue }
            let brace = topLevel.utf8.distance(from: topLevel.startIndex, to: whole.upperBound) - 1
            members += declarations(in: body(of: code, from: brace), of: String(topLevel[type]))
        }
        return members
    }

    /// The extension's body at its own depth: what is inside deeper braces blanked, newlines kept.
    static func body(of code: [UInt8], from brace: Int) -> String {
        var depth = 0, bytes: [UInt8] = []
        for byte in code[brace...] {
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0 { break }
            bytes.append(depth == 1 || byte == UInt8(ascii: "\n") ? byte : UInt8(ascii: " "))
        }
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// The members a body declares at its depth, on `type`.
    static func declarations(in body: String, of type: String) -> [Member] {
        let pattern = #"(?:^|[\s;}])((?:@[A-Za-z_]\w*(?:\([^)\n]*\))?\s+|(?:"# + modifiers + #")\s+)*)"#
            + #"(func|var|let|init)\b\s*[?!]?\s*(?:`?([A-Za-z_]\w*)`?|\(\s*([A-Za-z_]\w*))"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        var members: [Member] = []
        for match in expression.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            guard let prefix = Range(match.range(at: 1), in: body), let keyword = Range(match.range(at: 2), in: body),
                  !isPrivate(body[prefix]) else { continue }
            let member: Member?
            switch body[keyword] {
            case "init":
                member = Range(match.range(at: 4), in: body).map { String(body[$0]) }.flatMap { label in
                    label == "_" ? nil : Member(type: type, name: label, kind: .initializer)
                }
            case "func": member = Range(match.range(at: 3), in: body).map { Member(type: type, name: String(body[$0]), kind: .method) }
            default: member = Range(match.range(at: 3), in: body).map { Member(type: type, name: String(body[$0]), kind: .property) }
            }
            if let member, !members.contains(member) { members.append(member) }
        }
        return members
    }

    static func isPrivate(_ prefix: Substring) -> Bool {
        let words = prefix.split(whereSeparator: \.isWhitespace)
        return words.contains("private") || words.contains("fileprivate")
    }

    /// Whether `code` (comments and literals blanked) uses the member: a method as `.name(`
    /// or `.name {`, a property as `.name` not called, an initializer as `Type(label:` or `.init(label:`.
    static func isUsed(_ member: Member, in code: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: member.name)
        let pattern = switch member.kind {
        case .method: #"\.\s*"# + name + #"\s*[({]"#
        case .property: #"\.\s*"# + name + #"\b(?!\s*[({])"#
        case .initializer: #"(?:\b[A-Z]\w*|\.init)\s*\(\s*"# + name + #"\s*:"#
        }
        return code.range(of: pattern, options: .regularExpression) != nil
    }
}
