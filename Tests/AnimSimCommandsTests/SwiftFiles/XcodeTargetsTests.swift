import Foundation
import Testing
@testable import AnimSimCommands

/// What each target of an Xcode project compiles, read from `project.pbxproj` as Xcode writes
/// it (issue 40): a folder's file that no target lists is one Xcode never builds.
@Suite struct XcodeTargetsTests {
    @Test func thePropertyListTextReadsItsThreeShapes() throws {
        let text = #"// !$*UTF8*$!\n{ a = "x \"y\"\\z"; /* note */ b = (one, "two" /* 2 */, ); c = { d = <group>; }; e = 18.0; }"#
            .replacingOccurrences(of: "\\n", with: "\n")
        let plist = try #require(XcodePlist.parse(text))
        #expect(plist["a"]?.string == #"x "y"\z"#)
        #expect(plist["b"]?.array == [.string("one"), .string("two")])
        #expect(plist["c"]?["d"]?.string == "<group>")
        #expect(plist["e"]?.string == "18.0")
    }

    @Test(arguments: ["{ a = b }", "{ a = b; ", "{ a = (b c); }", "{ a = b; } }", "{ a = \"b; }", ""])
    func aTextThatIsNoWholeValueIsNone(text: String) {
        #expect(XcodePlist.parse(text) == nil)
    }

    static let folder = "/work/Demo"

    static func targets() throws -> [XcodeTargets.Target] {
        try #require(XcodeTargets(pbxproj: XcodeProjectFixture.pbxproj, folder: folder)).targets
    }

    /// The app target: its Sources phase through `<group>` paths (a group with only a name adds
    /// no folder) and a `SOURCE_ROOT` path, and its synchronised folder less its exception.
    @Test(arguments: [
        ("Demo/Views/Card.swift", true),
        ("Demo/Views/Stack.swift", true),
        ("Demo/Support/Theme.swift", true),
        ("Demo/Views/Support/Card.swift", false),
        ("Demo/Views/Named/Stack.swift", false),
        ("Demo/Shapes/Wedge.swift", true),
        ("Demo/Shapes/Deep/Arc.swift", true),
        ("Demo/Shapes/Draft.swift", false),
        ("Demo/Card.swift", false),
        ("Demo.app", false),
    ])
    func theAppTargetCompilesWhatItLists(file: String, compiled: Bool) throws {
        let app = try #require(try Self.targets().first)
        #expect(app.name == "Demo")
        #expect(app.compiles(Self.folder + "/" + file) == compiled)
    }

    /// The widget has no synchronised folder: its exception set for the folder adds the one file.
    @Test func anExceptionOfAFolderATargetLacksAddsTheFile() throws {
        let targets = try Self.targets()
        #expect(targets.map(\.name) == ["Demo", "DemoWidget"])
        #expect(targets[1].compiles(Self.folder + "/Demo/Shapes/Wedge.swift"))
        #expect(!targets[1].compiles(Self.folder + "/Demo/Shapes/Arc.swift"))
        #expect(!targets[1].compiles(Self.folder + "/Demo/Views/Card.swift"))
    }

    /// `projectDirPath` moves the root the groups start from.
    @Test func theProjectsFolderPathMovesTheSourceRoot() throws {
        let moved = XcodeProjectFixture.pbxproj.replacingOccurrences(of: #"projectDirPath = "";"#, with: "projectDirPath = Sources;")
        let app = try #require(XcodeTargets(pbxproj: moved, folder: Self.folder)?.targets.first)
        #expect(app.compiles(Self.folder + "/Sources/Demo/Views/Card.swift"))
        #expect(!app.compiles(Self.folder + "/Demo/Views/Card.swift"))
    }

    /// The target that compiles the most of the files at hand is the one that decides.
    @Test func theTargetCompilingMostOfTheFilesDecides() throws {
        let root = try XcodeProjectFixture.write(["Demo/Shapes/Wedge.swift": "", "Demo/Views/Card.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let membership = try #require(ProjectMembership(above: root.path + "/Demo/Shapes"))
        let path = ProjectFiles.absolute(root.path)
        #expect(membership.target(compiling: [path + "/Demo/Shapes/Wedge.swift"])?.name == "Demo")
        #expect(membership.target(compiling: [path + "/Demo/Shapes/Draft.swift"]) == nil)
        #expect(membership.targets.count == 2)
    }
}
