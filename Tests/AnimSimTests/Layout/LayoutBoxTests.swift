import Foundation
import Testing
@testable import AnimSimCore

/// A boxed layout answers which child a modifier forwards its values from
/// (`forwardsChildValues`) from what it found when it was boxed, not from a cast at each
/// question. Boxes made from others (a selection of its animatable data, a presented value
/// of a running animation) carry the answer over: it must stay the layout's own.
@Suite struct LayoutBoxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let layout: AnyLayout
        let forwards: Int?
        var guidesFromChildren = true
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "frame", layout: AnyLayout(FrameLayout(width: 10, height: 10)), forwards: 0),
        Case(name: "padding", layout: AnyLayout(PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), forwards: 0),
        Case(name: "offset", layout: AnyLayout(OffsetLayout(x: 3, y: 4)), forwards: 0),
        Case(name: "background", layout: AnyLayout(SecondaryLayout(alignment: .center, primaryChild: 1)), forwards: 1),
        Case(name: "overlay", layout: AnyLayout(SecondaryLayout(alignment: .center, primaryChild: 0)), forwards: 0),
        Case(name: "HStack", layout: AnyLayout(HStackLayout()), forwards: nil),
        Case(name: "wheel", layout: AnyLayout(WheelLayout(radius: 10, rotation: .degrees(30))), forwards: nil, guidesFromChildren: false),
        Case(name: "alignmentGuide", layout: AnyLayout(AlignmentGuideLayout(.horizontal(.leading)) { _ in 0 }), forwards: 0,
             guidesFromChildren: false),
        Case(name: "background again", layout: AnyLayout(SecondaryLayout(alignment: .center, primaryChild: 1)), forwards: 1),
    ]

    @Test(arguments: cases)
    func aBoxForwardsItsModifiersPrimaryChild(_ testCase: Case) {
        #expect(testCase.layout.box.forwardsChildValues == testCase.forwards)
    }

    /// The traits are looked up once per type (`LayoutTraits`): a second box of a type gets
    /// the same answers, and a modifier's primary child is still its own (`SecondaryLayout`'s
    /// depends on the instance).
    @Test(arguments: cases)
    func aBoxKnowsWhetherItsGuidesComeFromItsChildren(_ testCase: Case) {
        #expect(testCase.layout.box.guidesFromChildrenOnly == testCase.guidesFromChildren)
    }

    @Test(arguments: cases)
    func aSelectionKeepsWhatTheBoxForwards(_ testCase: Case) {
        let selected = testCase.layout.animating(AnimatableSelection(names: [], animating: []))
        #expect(selected.box.forwardsChildValues == testCase.forwards)
    }

    /// The offset and the wheel animate their data; what their presented boxes forward is theirs.
    @Test(arguments: cases.filter { ["offset", "wheel"].contains($0.name) })
    func aPresentedValueKeepsWhatTheBoxForwards(_ testCase: Case) throws {
        let animator = try #require(testCase.layout.box.makeAnimator())
        #expect(animator.present(testCase.layout.box, at: 0.5).forwardsChildValues == testCase.forwards)
    }
}
