import Foundation
import Testing
import AnimSimCore
@testable import AnimSimPresentation

/// The HUD keeps to its band: state values wrap onto lines by the widest text their kinds
/// can show, and long words and lists are elided, so the number of lines (the frame's
/// size) is the same at every frame of a scene and no line runs past the frame's edge.
@Suite struct HUDTests {
    /// flow-demo's state, as its list shuffles and its count and alignment change.
    static func state(words: [String], count: Double, alignment: String) -> [DisplayList.StateValue] {
        [.init("words", discrete: SceneValue.list(words.map { SceneValue.Element.word($0) })),
         .init("count", value: count),
         .init("padding", value: 6),
         .init("spacing", value: 6),
         .init("alignment", discrete: SceneValue.word(alignment))]
    }

    static let words = ["SwiftUI", "Layout", "protocol", "proposes", "a", "size", "each", "view", "answers"]

    /// Two 320-point panes: (640 − 24) / 7 = 88 characters a line. Slots: words 6 + 40,
    /// count 6 + 9, padding 8 + 9, spacing 8 + 9, alignment 10 + 16; three spaces between.
    /// 46 + 3 + 15 + 3 + 17 = 84 fits, + 3 + 17 does not: two state lines.
    @Test func flowDemoWrapsOntoTwoLinesThatFit() {
        let length = HUD.lineLength(width: 640)
        #expect(length == 88)
        for (words, count, alignment) in [(Self.words, 9.0, "leading"), (Array(Self.words.reversed()), 4.44, "trailing"),
                                          (["a"], 100_000.5, "center")] {
            let lines = HUD(time: 1, frame: 60, frameCount: 481, state: Self.state(words: words, count: count, alignment: alignment),
                            lineLength: length).lines
            #expect(lines.count == 3, "\(lines)")
            #expect(lines.dropFirst().allSatisfy { $0.count <= length }, "\(lines)")
        }
        let lines = HUD(time: 1, frame: 60, state: Self.state(words: Self.words, count: 9, alignment: "leading"), lineLength: length).lines
        #expect(lines[1] == "words [SwiftUI, Layout, protocol, … 9]   count 9.00   padding 6.00")
        #expect(lines[2] == "spacing 6.00   alignment leading")
    }

    /// Without a line length (a caller that does not know the width) the values stay on one line.
    @Test func withoutALengthOneLine() {
        #expect(HUD(time: 0, frame: 0, state: Self.state(words: ["a", "b"], count: 1, alignment: "leading")).lines
            == ["t 0.000 s   frame 0", "words [a, b]   count 1.00   padding 6.00   spacing 6.00   alignment leading"])
    }
}
