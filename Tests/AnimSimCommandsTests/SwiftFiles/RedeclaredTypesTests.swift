import Foundation
import Testing
@testable import AnimSimCommands

/// Two files of a folder declaring one type, with no project to say which its target compiles
/// (issue 40: the published DownloadButton folder keeps `DownloadStateView.swift` and
/// `Support/DownloadStateView.swift`): a copy with the same code is left out, saying so; two
/// different declarations stop the run with an error placed at the later, naming the earlier.
@Suite struct RedeclaredTypesTests {
    static let panel = """
        import SwiftUI

        /// The panel.
        struct Panel: View {
            var label = "Ready  now"
            var body: some View { Text(label) }
        }
        """
    /// The same code, its comments and layout changed.
    static let panelCopy = """
        import SwiftUI
        // A copy, commented otherwise.
        struct Panel: View {

            var label = "Ready  now" /* the title */
            var body: some View {
                Text(label)
            }
        }
        """

    static func resolve(_ texts: [String: String], named: Set<String> = []) -> RedeclaredTypes {
        let files = texts.keys.sorted()
        return RedeclaredTypes(files: files, removable: Set(files).subtracting(named), read: { texts[$0] })
    }

    @Test func aCopyWithTheSameCodeIsLeftOutTheNearestKept() {
        let found = Self.resolve(["V/Support/Panel.swift": Self.panelCopy, "V/Panel.swift": Self.panel, "V/Row.swift": "struct Row {}"])
        #expect(found.kept == ["V/Panel.swift", "V/Row.swift"])
        #expect(found.leftOut == ["V/Support/Panel.swift"])
        #expect(found.problem == nil)
        #expect(found.note == "animsim: left out V/Support/Panel.swift (a copy of V/Panel.swift): the same types with the same code "
                + "outside comments, of which Xcode's target compiles one, so which one changes nothing: name it as a file argument to compile it instead")
    }

    /// A file named as an argument is the one kept, however deep.
    @Test func aCopyNamedIsKeptInstead() {
        let found = Self.resolve(["V/Support/Panel.swift": Self.panelCopy, "V/Panel.swift": Self.panel], named: ["V/Support/Panel.swift"])
        #expect(found.kept == ["V/Support/Panel.swift"])
        #expect(found.leftOut == ["V/Panel.swift"])
    }

    /// Whitespace inside a literal is the literal's: `"Ready now"` is other code.
    @Test(arguments: [
        panelCopy.replacingOccurrences(of: "Ready  now", with: "Ready now"),
        panelCopy.replacingOccurrences(of: "Text(label)", with: "Text(label).bold()"),
        "import SwiftUI\nenum Panel { case a }\n",
    ])
    func otherCodeStopsTheRunNamingBoth(copy: String) throws {
        let found = Self.resolve(["V/Support/Panel.swift": copy, "V/Panel.swift": Self.panel])
        #expect(found.kept == ["V/Panel.swift", "V/Support/Panel.swift"])
        let problem = try #require(found.problem)
        let at = copy.hasPrefix("import SwiftUI\nenum") ? "2:6" : "3:8"
        #expect(problem == "V/Support/Panel.swift:\(at): error: invalid redeclaration of 'Panel': V/Panel.swift:4:8 declares it too, with other "
                + "code; Xcode compiles only the file its target lists, and no Xcode project above the folder says which: leave one of the two "
                + "out, naming the files to compile instead of the folder\nV/Panel.swift:4:8: note: 'Panel' declared here")
    }

    /// Functions overload, extensions declare nothing, private types are their files' own,
    /// and two files both named are the compiler's to judge.
    @Test(arguments: [
        ["A.swift": "func tint(_ x: Int) {}", "B.swift": "func tint(_ x: Double) {}"],
        ["A.swift": "extension Panel {}", "B.swift": "extension Panel { var x: Int { 1 } }"],
        ["A.swift": "private struct Cell {}", "B.swift": "struct Cell { let a = 1 }"],
    ])
    func whatMayBeDeclaredTwiceIsLeftAlone(texts: [String: String]) {
        let found = Self.resolve(texts)
        #expect(found.kept == ["A.swift", "B.swift"] && found.problem == nil && found.note == nil)
        #expect(Self.resolve(["A.swift": "struct P { let a = 1 }", "B.swift": "struct P {}"], named: ["A.swift", "B.swift"]).problem == nil)
    }

    /// The binary stops before compiling, with the placed error and status 1.
    @Test func theBinaryStopsWithThePlacedError() throws {
        let root = try XcodeProjectFixture.write(["V/Panel.swift": Self.panel + "\n#Preview { Panel() }\n",
                                                  "V/Support/Panel.swift": Self.panel.replacingOccurrences(of: "Text(label)", with: "Text(\"x\")")],
                                                 project: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try AnimSimBinary.run(["check", "V"], in: root, environment: ["XDG_CACHE_HOME": root.path + "/cache"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("V/Support/Panel.swift:4:8: error: invalid redeclaration of 'Panel': V/Panel.swift:4:8 declares it too"), "\(run.err)")
        #expect(!run.err.contains("ambiguous"), "\(run.err)")
    }
}
