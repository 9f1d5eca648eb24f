import Foundation

/// Lets animations be written unquoted, exactly as SwiftUI spells them:
///
///     animation: spring(response: 0.55, dampingFraction: 0.6).delay(0.2)
///
/// In YAML that line is an error: `: ` inside a plain scalar starts a mapping, and in flow
/// collections (`{ at: 1, animation: … }`) the commas split it. Before parsing, inside
/// parentheses outside quotes and comments, each `: ` space and each `,` is swapped for a
/// private-use character; after parsing, scalars get them back. One character replaces one,
/// so every line and column still points at the user's text.
enum SwiftSpelling {
    static let space: Character = "\u{E000}"
    static let comma: Character = "\u{E001}"

    static func protect(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !output.isEmpty || line.startIndex != text.startIndex { output.append("\n") }
            output += protectLine(line)
        }
        return output
    }

    /// One line, left to right. A quote opens a quoted scalar only where a scalar can start
    /// (after `: `, `- `, `[`, `{` or `,`), so the apostrophe in `it's` is left alone; a `#`
    /// after whitespace starts a comment. Parentheses are counted only outside both.
    private static func protectLine(_ line: Substring) -> String {
        guard line.contains("(") else { return String(line) }
        var result = ""
        var depth = 0
        var quote: Character?
        var previous: Character = " "
        var lastSignificant: Character = " "
        for (offset, original) in line.enumerated() {
            var c = original
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "#" && (previous == " " || previous == "\t") {
                return result + line.dropFirst(offset)
            } else if (c == "\"" || c == "'") && depth == 0 && ":-[{, ".contains(lastSignificant)
                        && (previous == " " || "[{,".contains(previous)) {
                quote = c
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth = max(0, depth - 1)
            } else if depth > 0 && c == "," {
                c = comma
            } else if depth > 0 && c == " " && previous == ":" {
                c = space
            }
            result.append(c)
            if c != " " && c != "\t" { lastSignificant = c }
            previous = original
        }
        return result
    }

    static func restore(_ text: String) -> String {
        guard text.contains(where: { $0 == space || $0 == comma }) else { return text }
        return String(text.map { $0 == space ? " " : $0 == comma ? "," : $0 })
    }
}
