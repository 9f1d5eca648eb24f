import Foundation
import Testing
@testable import AnimSimCore

/// `TextTransition.runs`: what a text in its content transition draws at progress p, the
/// pieces of the old and new strings with their vertical offsets (ems) and opacities.
@Suite struct TextTransitionRunsTests {
    typealias Run = TextTransition.Run

    /// Counting up from 99 to 100 at p = 0.5: the strings are aligned at their ends, so every
    /// place changed; the old digits rise a quarter em (half their travel) at half opacity,
    /// the new ones come from a quarter em below.
    @Test func aLongerNumberChangesEveryPlace() {
        let runs = TextTransition(from: "99", progress: 0.5, style: .numeric(down: false)).runs(to: "100")
        #expect(runs == [Run(isNew: false, prefix: "", text: "99", dy: -0.25, opacity: 0.5),
                         Run(isNew: true, prefix: "", text: "100", dy: 0.25, opacity: 0.5)])
    }

    /// 1,209 → 1,219 counting down at p = 0.25: only the tens change; the pieces around them stay.
    @Test func onlyChangedPlacesRoll() {
        let runs = TextTransition(from: "1209", progress: 0.25, style: .numeric(down: true)).runs(to: "1219")
        #expect(runs == [Run(isNew: false, prefix: "12", text: "0", dy: 0.125, opacity: 0.75),
                         Run(isNew: true, prefix: "", text: "12", dy: 0, opacity: 1),
                         Run(isNew: true, prefix: "12", text: "1", dy: -0.375, opacity: 0.25),
                         Run(isNew: true, prefix: "121", text: "9", dy: 0, opacity: 1)])
    }

    @Test(arguments: [0.0, 0.3, 1.0])
    func aCrossFadeWeighsBothStrings(p: Double) {
        let runs = TextTransition(from: "Ready", progress: p, style: .crossFade).runs(to: "Saved")
        #expect(runs == [Run(isNew: false, prefix: "", text: "Ready", dy: 0, opacity: 1 - p),
                         Run(isNew: true, prefix: "", text: "Saved", dy: 0, opacity: p)])
    }
}
