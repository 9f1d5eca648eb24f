/// Which bytes of a Swift source are code, and which are inside comments and string
/// literals: what finding `#Preview { … }` and `@main` needs to be right about, since a brace
/// or a `#Preview` inside a string or a comment is no code (`Text("a } b")`).
///
/// A lexer of the forms that can hide a brace: line comments, nested block comments, string
/// literals (single-line, multi-line `"""`, raw `#"…"#` with any number of `#`, and
/// interpolations `\( … )` holding strings of their own) and `#/…/#` regex literals. A bare
/// `/…/` regex (Swift 6 mode) is read as code; it rarely holds a brace.
struct SwiftSourceMask {
    let bytes: [UInt8]
    /// `code[i]`: byte `i` is code, outside every comment and literal.
    private(set) var code: [Bool]
    /// `comment[i]`: byte `i` is inside a comment (a literal's bytes are neither code nor comment).
    private(set) var comment: [Bool]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        code = Array(repeating: true, count: bytes.count)
        comment = Array(repeating: false, count: bytes.count)
        scanCode(inInterpolation: false)
    }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), hash = UInt8(ascii: "#")
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")

    private func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// Code until the end, or, in an interpolation, until its closing parenthesis (consumed).
    private mutating func scanCode(inInterpolation: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.slash && at(1) == Self.slash {
                let start = index
                while index < bytes.count && bytes[index] != Self.newline { index += 1 }
                mark(start, index, comment: true)
            } else if byte == Self.slash && at(1) == Self.star {
                skipBlockComment()
            } else if byte == Self.hash || byte == Self.quote {
                var hashes = 0
                while at(hashes) == Self.hash { hashes += 1 }
                if at(hashes) == Self.quote {
                    skipString(hashes: hashes)
                } else if hashes > 0 && at(hashes) == Self.slash {
                    skipRegex(hashes: hashes)
                } else {
                    index += max(hashes, 1)
                }
            } else if inInterpolation && byte == Self.open {
                depth += 1
                index += 1
            } else if inInterpolation && byte == Self.close {
                index += 1
                if depth == 0 { return }
                depth -= 1
            } else {
                index += 1
            }
        }
    }

    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == Self.slash && at(1) == Self.star {
                depth += 1
                index += 2
            } else if bytes[index] == Self.star && at(1) == Self.slash {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        mark(start, index, comment: true)
    }

    /// A string literal from its first `#` (or quote): its escapes, its interpolations (whose
    /// code may hold strings), its end; an unterminated single-line string ends at the line's end.
    private mutating func skipString(hashes: Int) {
        let start = index
        index += hashes
        let multiline = at(0) == Self.quote && at(1) == Self.quote && at(2) == Self.quote
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.backslash && (0..<hashes).allSatisfy({ at(1 + $0) == Self.hash }) {
                index += 1 + hashes
                if at(0) == Self.open {
                    index += 1
                    scanCode(inInterpolation: true)
                } else {
                    index += 1
                }
            } else if byte == Self.quote && (0..<quotes).allSatisfy({ at($0) == Self.quote })
                        && (0..<hashes).allSatisfy({ at(quotes + $0) == Self.hash }) {
                index += quotes + hashes
                break
            } else if byte == Self.newline && !multiline {
                break
            } else {
                index += 1
            }
        }
        mark(start, index)
    }

    /// `#/ … /#`, with as many `#` on each side.
    private mutating func skipRegex(hashes: Int) {
        let start = index
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == Self.slash && (0..<hashes).allSatisfy({ at(1 + $0) == Self.hash }) {
                index += 1 + hashes
                break
            }
            index += 1
        }
        mark(start, index)
    }

    private mutating func mark(_ start: Int, _ end: Int, comment isComment: Bool = false) {
        for position in start..<min(end, bytes.count) {
            code[position] = false
            if isComment { comment[position] = true }
        }
    }
}
