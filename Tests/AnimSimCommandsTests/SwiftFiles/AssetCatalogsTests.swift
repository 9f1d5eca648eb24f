import Foundation
import Testing
@testable import AnimSimCommands

/// Which asset catalogs a run finds (`AssetCatalogs`): as Xcode bundles a target's catalogs
/// with every file of it, every catalog of the project (below the `.xcodeproj`'s or
/// `Package.swift`'s folder), nearest the files first, in a bounded walk that skips builds,
/// dependencies and hidden folders; none above a folder that is not inside a project, and
/// none above the project's folder.
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

    /// Shubham0812's layout: the catalog in `App/Resources/`, the animations in
    /// `App/Code/Common/Shaders/Burn/` (and the Burn folder's own catalog nearer). Catalogs in
    /// builds, pods, derived data and hidden folders, and deeper than `maxDepth`, are not the app's.
    @Test(arguments: ["App.xcodeproj", "Package.swift"])
    func everyCatalogOfTheProjectIsFoundNearestFirst(marker: String) throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = (1...AssetCatalogs.maxDepth).map { "d\($0)" }.joined(separator: "/")
        for folder in ["Project/\(marker)", "Project/App/Resources/Assets.xcassets/charmeleon.imageset",
                       "Project/App/Resources/Preview Content/Preview Assets.xcassets", "Project/App/Code/Common/Shaders/Burn/Burn.xcassets",
                       "Project/App/Code/Features/Home/Home.xcassets", "Project/.build/debug/Built.xcassets", "Project/Pods/Pod/Pod.xcassets",
                       "Project/DerivedData/Derived.xcassets", "Project/.git/Hidden.xcassets", "Project/\(deep)/Deep.xcassets"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("import SwiftUI\n".utf8).write(to: root.appendingPathComponent("Project/App/Code/Common/Shaders/Burn/Burn.swift"))
        let expected = ["Project/App/Code/Common/Shaders/Burn/Burn.xcassets", "Project/App/Code/Features/Home/Home.xcassets",
                        "Project/App/Resources/Assets.xcassets", "Project/App/Resources/Preview Content/Preview Assets.xcassets"]
        #expect(Self.found(["Project/App/Code/Common/Shaders/Burn"], in: root) == expected)
        #expect(Self.found(["Project/App/Code/Common/Shaders/Burn/Burn.swift"], in: root) == expected)
        // From the Home folder its own catalog is the nearest, then the rest by distance.
        #expect(Self.found(["Project/App/Code/Features/Home"], in: root) == [expected[1], expected[0], expected[2], expected[3]])
    }

    /// A project of more catalogs than `maxCatalogs` gives that many, and the walk ends.
    @Test func theWalkIsBounded() throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Project/App.xcodeproj"), withIntermediateDirectories: true)
        for index in 0..<(AssetCatalogs.maxCatalogs + 10) {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Project/Apps/A\(index)/Assets.xcassets"),
                                                    withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Project/Code"), withIntermediateDirectories: true)
        #expect(Self.found(["Project/Code"], in: root).count == AssetCatalogs.maxCatalogs)
    }
}
