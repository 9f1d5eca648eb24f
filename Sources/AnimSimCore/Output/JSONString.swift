import Foundation

/// JSON string literals as every AnimSim output writes them: traces, comparisons, the
/// report's embedded data, Lottie files, and names quoted in messages.
public enum JSONString {
    /// What is escaped beyond what JSON requires (`"`, `\`, control characters, these as
    /// `\n`, `\r`, `\t` or `\u00XX`). Each output keeps the escapes it has always written,
    /// so its bytes do not change.
    public struct Escaping: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `<` as `\u003c`, so the JSON can sit inside an HTML `<script>` element without a
        /// `</script>` in a title ending it (`compare --json` and the report).
        public static let html = Escaping(rawValue: 1)
        /// Backspace and form feed as `\b` and `\f`, as Foundation's `JSONEncoder` writes
        /// them (Lottie files, first written with it), rather than `\u0008` and `\u000c`.
        public static let shortControls = Escaping(rawValue: 2)
    }

    public static func quoted(_ text: String, _ escaping: Escaping = []) -> String {
        var out = ""
        write(text, escaping, to: &out)
        return out
    }

    public static func write(_ text: String, _ escaping: Escaping, to out: inout String) {
        out += "\""
        // Most strings (ids, names) need no escape: appended whole, not scalar by scalar.
        let html = escaping.contains(.html)
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || (html && $0 == 0x3C) }) else {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}" where escaping.contains(.shortControls): out += "\\b"
            case "\u{c}" where escaping.contains(.shortControls): out += "\\f"
            case "<" where escaping.contains(.html): out += "\\u003c"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
