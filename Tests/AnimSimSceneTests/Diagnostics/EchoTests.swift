import Foundation
import Testing
@testable import AnimSimScene

/// Values echoed in messages are escaped and shortened, and no error spans two lines.
@Suite struct EchoTests {
    @Test(arguments: [
        ("red", "'red'"),
        ("red\nblue\n", "'red\\nblue\\n'"),
        ("a\tb\r\u{7}\u{2028}", "'a\\tb\\r\\u{7}\\u{2028}'"),
        (String(repeating: "x", count: 45), "'" + String(repeating: "x", count: 40) + "…'"),
        ("漢字 ünïcödé", "'漢字 ünïcödé'"),
    ])
    func quotesEscapedAndShortened(_ value: String, _ expected: String) {
        #expect(Echo.quoted(value) == expected)
    }

    /// Whatever a message quotes raw, the error is one line.
    @Test func everyErrorIsOneLine() {
        let error = SceneError(SourceLocation(file: "s.yaml", line: 3, column: 4), "id 'a\nb' is odd")
        #expect(error.description == "s.yaml:3:4: id 'a\\nb' is odd")
        #expect(!error.description.contains("\n"))
    }
}
