import Foundation
import Testing
@testable import AnimSimScene

/// The loader reports which files a scene pulled in, so a live window can watch them.
@Suite struct IncludedFilesTests {
    @Test func aSceneListsTheAssetsItIncludes() throws {
        let loaded = try SceneLoader().load(contentsOf: TestSupport.path("scenes/wheel-points-to-center.yaml"))
        #expect(loaded.includedFiles.count == 1)
        #expect(loaded.includedFiles.first?.hasSuffix("assets/rainbow.yaml") == true)
    }

    @Test func aSceneWithoutIncludesListsNone() throws {
        let loaded = try SceneLoader().load(yaml: "animsim: 1\nview:\n  rect: {}\n")
        #expect(loaded.includedFiles.isEmpty)
    }
}
