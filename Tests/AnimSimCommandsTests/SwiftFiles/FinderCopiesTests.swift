import Foundation
import Testing
@testable import AnimSimCommands

/// A folder's Finder copy (`Pill 2.swift` beside `Pill.swift`) is left out, as Xcode's target
/// leaves it out, with one line saying how to compile it; a copy named as a file is compiled.
@Suite struct FinderCopiesTests {
    @Test(arguments: [
        ("Dir/Pill 2.swift", "Dir/Pill.swift"),
        ("Pill Loader 12.swift", "Pill Loader.swift"),
        ("Pill2.swift", nil),
        ("Pill 02.swift", nil),
        ("Pill copy.swift", nil),
        (" 2.swift", nil),
        ("Pill 2.txt", nil),
    ] as [(String, String?)])
    func aCopyIsNamedBaseSpaceNumber(file: String, original: String?) {
        #expect(FinderCopies.original(of: file) == original)
    }

    /// Writes empty files under a new folder.
    static func folder(_ files: [String]) throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        return folder
    }

    /// Only a copy beside its original goes: `Other 3.swift` has no `Other.swift`, and
    /// `Sub/Pill 2.swift` none in its own folder.
    @Test func aFolderLeavesOutTheCopiesBesideTheirOriginals() throws {
        let folder = try Self.folder(["Pill.swift", "Pill 2.swift", "Other 3.swift", "Sub/Pill 2.swift"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try #require(SwiftFileInputs.find(in: ["check", folder.path]))
        #expect(found.files == ["Other 3.swift", "Pill.swift", "Sub/Pill 2.swift"].map { folder.path + "/" + $0 })
        #expect(found.leftOut == [folder.path + "/Pill 2.swift"])
        #expect(FinderCopies.note(found.leftOut) == "animsim: left out \(folder.path)/Pill 2.swift (a Finder copy of Pill.swift), "
                + "as Xcode's target would: name it as a file argument to compile it with the folder")
    }

    /// Named as a file argument, before or after its folder, the copy is compiled.
    @Test(arguments: [true, false])
    func aCopyNamedAsAFileIsCompiled(first: Bool) throws {
        let folder = try Self.folder(["Pill.swift", "Pill 2.swift"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.path + "/Pill 2.swift"
        let found = try #require(SwiftFileInputs.find(in: ["check"] + (first ? [copy, folder.path] : [folder.path, copy])))
        #expect(Set(found.files) == [folder.path + "/Pill.swift", copy])
        #expect(found.leftOut.isEmpty && FinderCopies.note(found.leftOut) == nil)
    }

    /// The binary: the folder whose copy redeclares its original's type checks, saying what it left out.
    @Test func aFolderWithACopyTypeChecks() throws {
        let pill = "import SwiftUI\n\nstruct Pill: View {\n    var body: some View { Capsule().frame(width: 40, height: 20) }\n}\n"
        let folder = try Self.folder([])
        defer { try? FileManager.default.removeItem(at: folder) }
        let pills = folder.appendingPathComponent("Pills")
        try FileManager.default.createDirectory(at: pills, withIntermediateDirectories: true)
        for name in ["Pill.swift", "Pill 2.swift"] { try Data(pill.utf8).write(to: pills.appendingPathComponent(name)) }
        let run = try AnimSimBinary.run(["check", "Pills"], in: folder, environment: ["XDG_CACHE_HOME": folder.path + "/cache"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("animsim: left out Pills/Pill 2.swift (a Finder copy of Pill.swift), as Xcode's target would"), "\(run.err)")
    }
}
