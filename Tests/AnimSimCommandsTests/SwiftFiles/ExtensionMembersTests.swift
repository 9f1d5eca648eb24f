import Foundation
import Testing
@testable import AnimSimCommands

/// An app's palette in a file of extensions (`extension Color { static let label … }`), used
/// by every animation folder as `Color.label` and `Color(hex:)` (issue 40, the published
/// Shubham0812 project run in place): the errors name no missing type, so the project's files
/// are searched for the extension members the failed files use, and Xcode's whole-target
/// compile is matched.
@Suite struct ExtensionMembersTests {
    static let palette = """
        import SwiftUI

        extension Color {
            /// The brand's colour.
            static let brand = Color(red: 0.9, green: 0.3, blue: 0.2)
            private static let hidden = Color.red
            init(level: Double) { self.init(white: level) }
            init(_ name: String) { self.init(white: 0.5) }
            func faded() -> Color { opacity(0.5) }
            var isBrand: Bool { self == .brand }
        }

        extension SwiftUI.View {
            func glow() -> some View { shadow(radius: 4) }
        }

        struct Swatch { let name = "Color(hex:" }
        """

    @Test func anExtensionsMembersAreKeyedByHowTheyAreUsed() {
        #expect(ExtensionMembers.declared(in: Self.palette) == [".brand", "Color(level:", ".faded(", ".isBrand", ".glow("])
    }

    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.brand)
                    .overlay(Color(level: 0.2).opacity(0.5))
                    .glow()
                    .frame(width: 60, height: 40) // Color.faded(
            }
        }

        #Preview { Card() }
        """

    @Test func aFilesUsesAreReadFromItsCodeAlone() {
        let used = ExtensionMembers.used(in: Self.card)
        #expect(used.isSuperset(of: [".brand", "Color(level:", ".glow(", ".fill(", ".frame(", "RoundedRectangle(cornerRadius:"]))
        #expect(!used.contains(".faded(") && !used.contains(".brand("))
    }

    /// The rounds (`SiblingFiles.resolve`) with a compiler stand-in that fails while `.brand`
    /// is used and not declared: the palette is added, an unused extension file is not, and
    /// with no round left nothing is.
    @Test(arguments: [6, 0])
    func theRoundsAddTheFileDeclaringWhatIsUsed(rounds: Int) throws {
        let root = try SiblingFilesRoundsTests.project(["App/Views/Card.swift": Self.card, "App/Support/Theme.swift": Self.palette,
                                                        "App/Views/Other.swift": "extension Color { static let other = Color.red }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let siblings = try SiblingFilesRoundsTests.siblings(given: "App/Views/Card.swift", in: root)
        siblings.maxRounds = rounds
        let outcome = siblings.resolve(start: []) { files in
            let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
            return texts.contains { $0.contains("static let brand") } ? .compiled(seconds: 0)
                : .failed("\(files[0]):6:28: error: type 'Color' has no member 'brand'\n")
        }
        #expect(siblings.added.map(\.names) == (rounds > 0 ? [[".brand", "Color(level:)", ".glow()"]] : []))
        #expect(siblings.added.allSatisfy { $0.file.hasSuffix("App/Support/Theme.swift") })
        #expect((outcome == .compiled(seconds: 0)) == (rounds > 0))
    }

    /// A folder compiled with its own palette, failing for another reason (a Metal shader),
    /// adds no other folder's copy of that palette (every member declared twice: "ambiguous use
    /// of 'background'", as the Shubham0812 folders each with a Colors.swift copy said), and
    /// nothing from AnimSim's own cache of compiled copies kept in the project.
    @Test func neitherAFilesOwnMembersNorTheCacheAreLookedFor() throws {
        let own = Self.card.replacingOccurrences(of: "#Preview", with: "extension Color { static let brand = Color.red }\n#Preview")
        let root = try SiblingFilesRoundsTests.project([
            "Units/Burn/Card.swift": own, "Units/Glow/Palette.swift": Self.palette,
            "Units/cache/animsim/swift-files/0a1b/sources/Theme.swift": Self.palette,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let siblings = try SiblingFilesRoundsTests.siblings(given: "Units/Burn/Card.swift", in: root)
        _ = siblings.resolve(start: []) { files in .failed("\(files[0]):6:28: error: cannot find 'ShaderLibrary' in scope\n") }
        // Card's own `.brand` is not looked for; `Color(level:` and `.glow(` are, and only
        // Glow's palette gives them, never the cache's copy.
        #expect(siblings.added.map(\.file).allSatisfy { !$0.contains("swift-files") }, "\(siblings.added)")
        #expect(siblings.added.flatMap(\.names).filter { $0 == ".brand" }.isEmpty, "\(siblings.added)")
        #expect(ProjectFiles.swiftFiles(under: root.path, limit: 100).allSatisfy { !$0.contains("/animsim/swift-files/") })
    }

    /// The binary: a listed file using the palette type-checks, the palette compiled with it.
    @Test func theFileUsingThePaletteIsCompiledWithIt() throws {
        let root = try XcodeProjectFixture.write(["Demo/Views/Card.swift": Self.card, "Demo/Support/Theme.swift": Self.palette])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try AnimSimBinary.run(["check", "Card.swift"], in: root.appendingPathComponent("Demo/Views"),
                                        environment: ["XDG_CACHE_HOME": root.path + "/cache"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("animsim: also compiled ../Support/Theme.swift, which declares .brand, Color(level:), .glow(), "
                                 + "as Xcode compiles the whole target"), "\(run.err)")
    }
}
