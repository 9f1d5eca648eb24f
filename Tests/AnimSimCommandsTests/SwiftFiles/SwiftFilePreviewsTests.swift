import Testing
@testable import AnimSimCommands

/// `#Preview { … }` and an `App`'s `@main`, found in a file's code only and rewritten for the
/// compiler with every line and column of the user's text where it was.
@Suite struct SwiftFilePreviewsTests {
    /// The lines of `text` after its `#sourceLocation` directives are applied: each compiled
    /// line with the line number the compiler gives it.
    static func mapped(_ text: String) -> [(line: Int, text: String)] {
        var result: [(Int, String)] = []
        var next = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#sourceLocation(") {
                let number = line.split(separator: " ").last.flatMap { Int($0.dropLast()) }
                next = number ?? next
                continue
            }
            result.append((next, line))
            next += 1
        }
        return result
    }

    @Test(arguments: [
        // (source, preview names, the line the rewrite gives the text under test, that text)
        ("import SwiftUI\n\n#Preview {\n    ContentView()\n}\nlet x = 1\n", [String?.none], 6, "let x = 1"),
        ("import SwiftUI\n#Preview(\"Dark\") {\n    Text(\"}\")\n}\nlet x = 1\n", ["Dark"], 5, "let x = 1"),
        ("import SwiftUI\n#Preview(\"A\") { A() }\n#Preview(\"B\", traits: .landscapeLeft) { B() }\nlet x = 1\n", ["A", "B"], 4, "let x = 1"),
        ("import SwiftUI\n// #Preview { Not() }\nlet s = \"#Preview { }\"\n/* #Preview { /* nested */ } */\nlet x = 1\n", [], 5, "let x = 1"),
        ("import SwiftUI\n#Preview {\n    let t = #\"a \"} { \"#\n    return Text(\"\\(t.count) }\")\n}\nlet x = 1\n", [nil], 6, "let x = 1"),
        ("import SwiftUI\n#Preview {\n    Text(\"\"\"\n    }\n    \"\"\")\n}\nlet x = 1\n", [nil], 7, "let x = 1"),
    ])
    func previewsAreFoundInCodeAndLinesKept(source: String, names: [String?], line: Int, text: String) throws {
        let found = SwiftFilePreviews(text: source, path: "ContentView.swift", fileIndex: 0)
        #expect(found.previews.map(\.name) == names)
        let compiled = names.isEmpty ? source : try #require(found.rewritten)
        let lines = Self.mapped(compiled)
        #expect(lines.first { $0.text == text }?.line == line, "\(compiled)")
        // Every line of the user's but the preview headers is compiled as it was, at its own number.
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, content) in lines where number >= 1 && number <= original.count && !original[number - 1].contains("#Preview") {
            if content.hasPrefix("@MainActor let _animsimPreview") || content.hasPrefix("import struct SwiftUI") { continue }
            #expect(content == original[number - 1], "line \(number): \(content)")
        }
    }

    /// The header keeps the columns of what follows `#Preview`: the name, the traits, the closure.
    @Test(arguments: [
        ("#Preview(\"Dark\") { Text(1) }", "         \"Dark\") { Text(1) }"),
        ("#Preview { Text(1) }", "       ) { Text(1) }"),
        ("    #Preview(traits: .sizeThatFitsLayout) {", "             traits: .sizeThatFitsLayout) {"),
    ])
    func theHeaderKeepsItsColumns(header: String, expected: String) throws {
        let found = SwiftFilePreviews(text: "import SwiftUI\n" + header + "\n" + (header.hasSuffix("}") ? "" : "}\n"), path: "V.swift", fileIndex: 2)
        let lines = Self.mapped(try #require(found.rewritten))
        #expect(lines.first { $0.line == 2 && !$0.text.hasPrefix("@MainActor") }?.text == expected)
        #expect(lines.contains { $0.line == 1 && $0.text == "@MainActor let _animsimPreview_2_1 = _AnimSimPreview(" })
    }

    /// `@main` on an `App` becomes spaces; on anything else it stays.
    @Test(arguments: [
        ("@main\nstruct RingApp: App {\n}\n", "RingApp", "     \nstruct RingApp: App {\n}\n"),
        ("@main struct RingApp: SwiftUI.App, Sendable {\n}\n", "RingApp", "      struct RingApp: SwiftUI.App, Sendable {\n}\n"),
        ("@main enum Tool {\n    static func main() {}\n}\n", nil, nil),
        ("let s = \"@main struct A: App {\"\n", nil, nil),
    ])
    func mainIsBlankedOnAnApp(source: String, app: String?, body: String?) {
        let found = SwiftFilePreviews(text: source, path: "App.swift", fileIndex: 0)
        #expect(found.app == app)
        #expect(found.rewritten == body.map { "#sourceLocation(file: \"App.swift\", line: 1)\n" + $0 })
    }
}
