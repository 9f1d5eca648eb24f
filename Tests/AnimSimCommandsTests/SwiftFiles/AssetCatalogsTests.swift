import Foundation
import Testing
@testable import AnimSimCommands

/// Which asset catalogs a run finds (`AssetCatalogs`): those in and beside what is given, and,
/// as Xcode bundles a target's catalog with every file of it, those in the folders above up
/// to the project's (the `.xcodeproj`'s or `Package.swift`'s), but none above a folder that
/// is not inside a project, and none above the project's folder.
@Suite struct AssetCatalogsTests {
    /// `Project/App.xcodeproj`, `Project/App/Assets.xcassets`, `Project/App/Illustrations/Mickey.swift`
    /// with its own `Local.xcassets`, and `Project/Other.xcassets` beside the project file; the
    /// project's root is the folder returned, `Loose/` a copy of `App/` in no project.
    static func tree(marker: String) throws -> URL {
        let root = try AnimSimBinary.temporaryDirectory()
        for folder in ["Project/\(marker)", "Project/App/Assets.xcassets/heart.imageset", "Project/App/Illustrations/Local.xcassets",
                       "Project/Other.xcassets", "Loose/App/Assets.xcassets", "Loose/App/Illustrations"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Project/App/Illustrations/Mickey.swift", "Loose/App/Illustrations/Mickey.swift"] {
            try Data("import SwiftUI\n".utf8).write(to: root.appendingPathComponent(file))
        }
        return root
    }

    /// The catalogs found, as paths under the tree's root.
    static func found(_ inputs: [String], in root: URL) -> [String] {
        AssetCatalogs.find(inputs: inputs.map { root.appendingPathComponent($0).path })
            .map { $0.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
    }

    @Test(arguments: ["App.xcodeproj", "Package.swift"])
    func catalogsAboveUpToTheProjectAreFound(marker: String) throws {
        let root = try Self.tree(marker: marker)
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = ["Project/App/Illustrations/Local.xcassets", "Project/App/Assets.xcassets", "Project/Other.xcassets"]
        #expect(Self.found(["Project/App/Illustrations"], in: root) == expected)
        #expect(Self.found(["Project/App/Illustrations/Mickey.swift"], in: root) == expected)
        // The app folder given: its own catalogs below, and the project's beside the project file.
        #expect(Set(Self.found(["Project/App"], in: root)) == Set(expected))
        // The project's folder given: nothing above it.
        #expect(Set(Self.found(["Project"], in: root)) == Set(expected))
    }

    @Test func withoutAProjectNothingAboveIsSearched() throws {
        let root = try Self.tree(marker: "App.xcodeproj")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.found(["Loose/App/Illustrations"], in: root) == [])
        #expect(Self.found(["Loose/App/Illustrations/Mickey.swift"], in: root) == [])
        #expect(Self.found(["Loose/App"], in: root) == ["Loose/App/Assets.xcassets"])
    }
}
