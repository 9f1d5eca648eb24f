import AnimSimCore
import Foundation
import Testing
@testable import AnimSimScene

/// `--record`: the scene with each use appended to its timeline as an ordinary entry, read
/// back by the loader to the same timeline, values and instants exactly.
@Suite struct SceneRecordingTests {
    @Test func recordingReadsBackToTheSameTimeline() throws {
        let loaded = try ControlUseTests.loaded()
        let first = try #require(ControlUseTests.use(0, .press, at: 1.2345678901234, in: loaded))
        let shuffle = try #require(ControlUseTests.use(5, .press, at: 1.3, in: loaded, after: [first]))
        let slide = try #require(ControlUseTests.use(6, .slide(to: 0.123456789), at: 2.5, in: loaded, after: [first, shuffle]))
        let text = try loaded.recording(with: [first, shuffle, slide], duration: 9)
        let again = try SceneLoader().load(yaml: text, source: "recorded.yaml")
        #expect(again.scene.timeline == loaded.scene.timeline + [first.change, shuffle.change, slide.change])
        #expect(again.controls == loaded.controls, "the controls stay, so the recording plays in the window as well")
        #expect(text.contains("animation: none"), "\(text)")
    }

    /// A scene with a duration runs on to where the window's did; the includes are written
    /// in place, so the recording stands alone wherever it is saved.
    @Test func recordingKeepsTheWindowsDurationAndInlinesIncludes() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        var random = ControlUseTests.Counter()
        let use = try #require(ControlUse.make(loaded.controls[0], .press, at: 2, from: ControlUse.targetState(of: loaded.scene, at: 2),
                                               random: &random))
        let text = try loaded.recording(with: [use], duration: 4)
        #expect(!text.contains("include"))
        let again = try SceneLoader().load(yaml: text, source: "elsewhere.yaml")
        #expect(again.scene.duration == 4)
        #expect(again.scene.timeline.last == use.change)
        #expect(use.change.values == ["angle": 180], "the timeline's 90° plus the button's 90°")
    }
}
