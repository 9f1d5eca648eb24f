import Testing
@testable import AnimSimCommands

/// A file's `#if os(…)` tests answered as on iOS, in code only, each line and column kept:
/// published iOS files that branch on the platform take their iOS branch on AnimSim.
@Suite struct PlatformConditionsTests {
    static func compiled(_ source: String) -> String {
        let found = SwiftFilePreviews(text: source, path: "ContentView.swift", fileIndex: 0)
        return found.rewritten ?? source
    }

    /// The compiled text's lines after the `#sourceLocation` the rewrite puts first.
    static func lines(_ source: String) -> [String] {
        compiled(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("#sourceLocation(") }
    }

    @Test(arguments: [
        ("#if os(iOS)", "#if true   "),
        ("#if os(macOS)", "#if false    "),
        ("#elseif os(watchOS) || os(iOS)", "#elseif false       || true   "),
        ("  #if os(Linux)", "  #if false    "),
        ("#if !os( iOS ) && canImport(UIKit)", "#if !true      && canImport(UIKit)"),
        ("#if canImport(UIKit)", "#if canImport(UIKit)"),
    ])
    func eachOSTestIsAnsweredAsOnIOSInItsOwnColumns(line: String, expected: String) {
        let source = "import SwiftUI\n\(line)\nlet a = 1\n#endif\n"
        let lines = Self.lines(source)
        #expect(lines[1] == expected)
        #expect(lines[1].count == line.count)
        #expect(lines[2] == "let a = 1")
    }

    @Test func testsOutsideConditionsAreLeftAlone() {
        let source = "import SwiftUI\nlet s = \"#if os(iOS)\"\n// #if os(macOS)\nfunc os(_ x: Int) -> Int { x }\nlet b = os(1)\n"
        #expect(SwiftFilePreviews(text: source, path: "ContentView.swift", fileIndex: 0).rewritten == nil)
    }

    /// The public collection's helper: iOS's branch, not the `#error` after the others.
    @Test func aHelperThatErrorsOnOtherPlatformsTakesTheIOSBranch() {
        let source = """
        import SwiftUI
        enum OS {
          #if os(macOS)
          static let current = "macOS"
          #elseif os(iOS)
          static let current = "iOS"
          #else
          #error("Unsupported platform")
          #endif
        }
        """
        let lines = Self.lines(source)
        #expect(lines[2] == "  #if false    ")
        #expect(lines[4] == "  #elseif true   ")
        #expect(lines[7] == "  #error(\"Unsupported platform\")")
    }
}
