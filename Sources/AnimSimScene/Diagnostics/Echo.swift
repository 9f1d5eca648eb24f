import Foundation

/// How a message repeats what the user wrote: quoted, escaped and shortened, so every
/// message stays on its one `file:line:column:` line. A value holding a line break printed
/// raw split the message, and tools that read those lines lost the continuation (its lines
/// carry no position); a value of 400,000 characters made a message of as many.
public enum Echo {
    /// Characters of a value kept before "…".
    public static let maximumLength = 40

    /// `'red\nblue'`: the value escaped as a Swift string literal would write it, cut to
    /// `maximumLength` characters.
    public static func quoted(_ value: some StringProtocol) -> String {
        let kept = value.count > maximumLength ? String(value.prefix(maximumLength)) + "…" : String(value)
        return "'" + escaped(kept) + "'"
    }

    /// Line breaks, tabs and other control characters as escapes (`\n`, `\t`, `\u{7}`);
    /// everything else as written.
    public static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators,
    /// which some terminals and editors also break lines at.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
