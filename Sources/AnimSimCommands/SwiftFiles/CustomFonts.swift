import Foundation

/// `check` says once which `Font.custom` names a run draws in the system font: Linux has none
/// of an app's bundled fonts (the program says the same once per name as it runs them).
struct CustomFonts {
    let sources: [String]

    /// The distinct font names of `.custom("Name", …)` calls, in the order first written.
    var names: [String] {
        guard let regex = try? NSRegularExpression(pattern: #"\.custom\(\s*"([^"\\]+)""#) else { return [] }
        var names: [String] = []
        for text in sources {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text), !names.contains(String(text[range])) { names.append(String(text[range])) }
            }
        }
        return names
    }

    /// One line, or nil when the files use no custom font.
    var note: String? {
        let names = self.names
        guard !names.isEmpty else { return nil }
        return "animsim: Font.custom " + names.map { "\"\($0)\"" }.joined(separator: ", ")
            + ": Linux has no app fonts; the system font of the same size stands in (docs/swift.md, \"Around the animation\")"
    }
}
