import Foundation

/// JSON string literals as every AnimSim output writes them: traces, comparisons, the
/// report's embedded data.
public enum JSONString {
    /// `escapingHTML` also writes `<` as `\u003c`, so the JSON can sit inside an HTML
    /// `<script>` element without a `</script>` in a title ending it.
    public static func quoted(_ text: String, escapingHTML: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where escapingHTML: out += "\\u003c"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
