import Foundation
import Testing
@testable import AnimSimCommands

/// The extension search (`SiblingFiles`, `ExtensionMembers`) guesses a file from the name of
/// a member the failed files use; a missing type's file is certain. So the guess comes only
/// when no type is left to find, and a guessed file that brings errors of its own is taken
/// back: the files' own error stands (a folder failing at its Metal shader must still say so,
/// not report a neighbouring folder's redeclaration).
@Suite struct ExtensionGuessesTests {
    /// Card uses the type `Gauge` (in Gauge.swift) and `.brand` (in a palette). Round one
    /// adds Gauge.swift alone; Card then compiles, so the palette is never guessed at.
    @Test func aMissingTypesFileComesFirstAndAloneWhenItIsEnough() throws {
        let card = ExtensionMembersTests.card + "\nstruct Uses { let gauge = Gauge() }\n"
        let root = try SiblingFilesRoundsTests.project(["App/Card.swift": card, "App/Parts/Gauge.swift": "struct Gauge {}\n",
                                                        "App/Theme/Palette.swift": ExtensionMembersTests.palette])
        defer { try? FileManager.default.removeItem(at: root) }
        let siblings = try SiblingFilesRoundsTests.siblings(given: "App/Card.swift", in: root)
        let outcome = siblings.resolve(start: []) { files in
            files.contains { $0.hasSuffix("Gauge.swift") } ? .compiled(seconds: 0)
                : .failed("\(files[0]):14:32: error: cannot find 'Gauge' in scope\n")
        }
        #expect(outcome == .compiled(seconds: 0))
        #expect(siblings.added.map(\.names) == [["Gauge"]], "\(siblings.added)")
    }

    /// Card fails at its shader whatever is added; the palette guessed for `.glow(` brings an
    /// error of its own when compiled. The shader's error is reported, nothing said added.
    @Test func aGuessThatBringsItsOwnErrorIsTakenBack() throws {
        let root = try SiblingFilesRoundsTests.project(["App/Card.swift": ExtensionMembersTests.card,
                                                        "App/Theme/Palette.swift": ExtensionMembersTests.palette])
        defer { try? FileManager.default.removeItem(at: root) }
        let siblings = try SiblingFilesRoundsTests.siblings(given: "App/Card.swift", in: root)
        let shader = "error: 'layerEffect' is unavailable: Metal shaders are not supported on Linux by AnimSim"
        var rounds = 0
        let outcome = siblings.resolve(start: []) { files in
            rounds += 1
            let palette = files.first { $0.hasSuffix("Palette.swift") }
            return .failed((palette.map { "\($0):3:5: error: invalid redeclaration of 'brand'\n" } ?? "") + "\(files[0]):9:20: \(shader)\n")
        }
        guard case .failed(let report) = outcome else { Issue.record("compiled"); return }
        #expect(rounds == 2)
        #expect(report.contains(shader) && !report.contains("redeclaration"), "\(report)")
        #expect(siblings.added.isEmpty && siblings.compiled.files.count == 1, "\(siblings.added)")
    }

    @Test(arguments: [
        ("a/B.swift:3:5: error: x\nc/D.swift:1:1: error: y\n", "a/B.swift"),
        ("note: z\n../x y/Z.swift:10:2: error: w\n", "../x y/Z.swift"),
        ("animsim: nothing placed\n", nil),
    ] as [(String, String?)])
    func theFirstErrorsFileIsRead(report: String, file: String?) {
        #expect(SiblingFiles.firstErrorFile(in: report) == file)
    }
}
