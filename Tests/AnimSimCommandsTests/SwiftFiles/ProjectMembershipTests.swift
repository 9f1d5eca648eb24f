import Foundation
import Testing
@testable import AnimSimCommands

/// A folder given inside an Xcode project is compiled as its target builds it (issue 40): the
/// Swift files no target lists are left out, with one line saying so; without a readable
/// project, or when no target lists any of the folder's files, the folder is compiled whole.
@Suite struct ProjectMembershipTests {
    static let card = "import SwiftUI\n\nstruct Card: View {\n    var body: some View { RoundedRectangle(cornerRadius: 8).frame(width: 60, height: 40) }\n}\n"
    /// An older `Card`, with another initializer: compiled beside the listed one, every use is ambiguous.
    static let oldCard = "import SwiftUI\n\nstruct Card: View {\n    var wide = false\n    var body: some View { Rectangle() }\n}\n"
    static let stack = "import SwiftUI\n\nstruct Stack: View {\n    var body: some View { VStack { Card(); Card() } }\n}\n\n#Preview { Stack() }\n"

    static let files = ["Demo/Views/Card.swift": card, "Demo/Views/Stack.swift": stack, "Demo/Views/Support/Card.swift": oldCard]

    @Test func aFolderLeavesOutWhatItsTargetDoesNotList() throws {
        let root = try XcodeProjectFixture.write(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let views = root.path + "/Demo/Views"
        let found = try #require(SwiftFileInputs.find(in: ["check", views]))
        #expect(found.files == [views + "/Card.swift", views + "/Stack.swift"])
        #expect(found.notes == ["animsim: left out \(views)/Support/Card.swift: target 'Demo' of Demo.xcodeproj does not compile it, "
                + "and Xcode builds only what its target lists: name it as a file argument to compile it with the folder"])
        #expect(found.problem == nil)
    }

    /// Named as a file, the unlisted file is compiled (and then the two `Card`s are the user's to settle).
    @Test func aFileNamedIsCompiledListedOrNot() throws {
        let root = try XcodeProjectFixture.write(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let views = root.path + "/Demo/Views"
        let found = try #require(SwiftFileInputs.find(in: ["check", views + "/Support/Card.swift", views]))
        #expect(Set(found.files) == Set(["Support/Card.swift", "Card.swift", "Stack.swift"].map { views + "/" + $0 }))
        #expect(found.notes.isEmpty)
    }

    /// Without the project nothing says which `Card` the target compiles, and their code
    /// differs: the run stops, placed at the later declaration, naming the earlier.
    @Test func withoutTheProjectTheTwoDeclarationsAreNamed() throws {
        let root = try XcodeProjectFixture.write(Self.files, project: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let views = root.path + "/Demo/Views"
        let found = try #require(SwiftFileInputs.find(in: ["check", views]))
        let problem = try #require(found.problem)
        #expect(problem.hasPrefix("\(views)/Support/Card.swift:3:8: error: invalid redeclaration of 'Card': \(views)/Card.swift:3:8 declares it too"))
        #expect(problem.hasSuffix("\n\(views)/Card.swift:3:8: note: 'Card' declared here"))
    }

    /// A folder none of whose files the project lists (a package's sources beside the app)
    /// is compiled whole.
    @Test func aFolderTheProjectDoesNotListIsCompiledWhole() throws {
        let root = try XcodeProjectFixture.write(["Demo/Extra/A.swift": "struct A {}\n", "Demo/Extra/B.swift": "struct B {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try #require(SwiftFileInputs.find(in: ["check", root.path + "/Demo/Extra"]))
        #expect(found.files.count == 2 && found.notes.isEmpty)
    }

    /// The sibling search adds the listed `Card`, not the unlisted one beside the file.
    @Test func theSiblingSearchAddsOnlyListedFiles() throws {
        let root = try XcodeProjectFixture.write(["Demo/Views/Stack.swift": Self.stack, "Demo/Views/Support/Card.swift": Self.oldCard,
                                                  "Demo/Support/Theme.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = ProjectFiles(given: [root.path + "/Demo/Views/Stack.swift"])
        let found = project.declaring(["Card"], excluding: [])
        #expect(found["Card"] == ProjectFiles.absolute(root.path + "/Demo/Support/Theme.swift"))
    }

    /// The binary: the folder type-checks, the ambiguous initializer gone, and says what it left out.
    @Test func theFolderTypeChecksAsItsTargetBuildsIt() throws {
        let root = try XcodeProjectFixture.write(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try AnimSimBinary.run(["check", "Views"], in: root.appendingPathComponent("Demo"),
                                        environment: ["XDG_CACHE_HOME": root.path + "/cache"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("animsim: left out Views/Support/Card.swift: target 'Demo' of Demo.xcodeproj does not compile it"), "\(run.err)")
    }
}
