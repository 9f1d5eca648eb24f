import AnimSimCore
import Foundation
import Testing
@testable import AnimSimPresentation

/// Timeline labels never print over each other: layout-switch.yaml's two springs, 1.5 s
/// apart on a 3.5 s strip, printed "spring(duration: 1.0, bounce: 0.0, blendDuration: 0.0)spring(…"
/// as one run of text before.
@Suite struct TimelineLabelsTests {
    /// 6 points a character, like the 8.5-point timeline font, roughly.
    static func measure(_ text: String) -> CGFloat { CGFloat(text.count) * 6 }
    static let spring = "spring(duration: 1.0, bounce: 0.0, blendDuration: 0.0)"

    static let cases: [(String, [(x: CGFloat, text: String)])] = [
        ("layout-switch", [(181, spring), (415, spring)]),
        ("same instant", [(300, "linear"), (300, "easeInOut(duration: 2)")]),
        ("crowded", (0..<12).map { (x: CGFloat(110 + 30 * $0), text: "keyframe track \($0)") }),
        ("one", [(400, spring)]),
        ("at the ends", [(104, "start here"), (648, "end here")]),
    ]

    @Test(arguments: cases.indices)
    func labelsDoNotOverlapAndStayInTheSpan(_ index: Int) {
        let (name, labels) = Self.cases[index]
        let span: ClosedRange<CGFloat> = 104...648
        let placed = TimelineLabels.place(labels, in: span, width: Self.measure)
        #expect(!placed.isEmpty, "\(name)")
        for label in placed {
            #expect(label.x >= span.lowerBound && label.x + label.width <= span.upperBound + 1e-9, "\(name): \(label)")
            #expect(label.width == Self.measure(label.text))
        }
        for (a, b) in zip(placed, placed.dropFirst()) {
            #expect(a.x + a.width + TimelineLabels.gap <= b.x + 1e-9, "\(name): '\(a.text)' runs into '\(b.text)'")
        }
    }

    /// Room enough: every label whole, centred under its marker.
    @Test func labelsWithRoomAreWholeAndCentred() {
        let placed = TimelineLabels.place([(200, "linear"), (500, "spring")], in: 104...648, width: Self.measure)
        #expect(placed == [.init(text: "linear", x: 182, width: 36), .init(text: "spring", x: 482, width: 36)])
    }

    /// Two springs close together: the first is cut with "…", the second kept whole.
    @Test func aCrowdedLabelIsCutWithAnEllipsis() {
        let placed = TimelineLabels.place([(181, Self.spring), (415, Self.spring)], in: 104...648, width: Self.measure)
        #expect(placed.count == 2)
        #expect(placed[0].text.hasSuffix("…") && placed[0].text.hasPrefix("spring(duration: 1.0"))
        #expect(placed[1].text == Self.spring)
    }
}
