import Foundation
import Testing

/// The corpus's pressed buttons in closed form, through the binary (`trace --at`, four
/// decimals). `PressableButtonStyle.swift`'s style scales its label to 0.95 while pressed,
/// with `.easeOut(duration: 0.15)` on `isPressed`; a script's `longPress:` of 0.6 s from
/// 0.5 s holds the button down (docs/swift.md, "ButtonStyle"): half-way through the press's
/// ease (0.575 s) the scale is 1 − 0.05 · easeOut(½), the same in both panes; pressed at
/// rest 0.95; released at 1.1 s and eased back by 1.3 s. A `tap:` holds it 0.1 s.
@Suite struct CorpusPressTests {
    /// SwiftUI's `easeOut`, the cubic Bézier (0, 0) (0.58, 1), solved independently of the core.
    static func easeOut(_ u: Double) -> Double { timingCurve(u, x1: 0, x2: 0.58) }

    /// A timing curve whose control points are (x1, 0) and (x2, 1), as SwiftUI's eases are,
    /// at time fraction `u`: x(s) = u solved by bisection, then y(s).
    static func timingCurve(_ u: Double, x1: Double, x2: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bezier(mid, x1, x2) < u { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }

    @Test(arguments: [(0.4, 1.0), (0.575, 1 - 0.05 * easeOut(0.5)), (0.8, 0.95), (1.05, 0.95), (1.3, 1.0)])
    func aLongPressHoldsTheButtonDown(time: Double, scale: Double) throws {
        let panes = try HeroCorpusTests.views("PressableButtonStyle.swift", at: time,
                                              script: "- { at: 0.5, longPress: continue, duration: 0.6 }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let got = try CorpusMotionTests.value(views, "continue", "scale")
            #expect(abs(got - scale) < 1e-3, "\(pane) at \(time): \(got), expected \(scale)")
        }
    }

    /// A tap presses for 0.1 s: at 0.6 s the press's ease has run 0.1 of its 0.15 s.
    @Test func aTapPressesForATenthOfASecond() throws {
        let panes = try HeroCorpusTests.views("PressableButtonStyle.swift", at: 0.6, script: "- { at: 0.5, tap: continue }\n")
        for (pane, views) in panes {
            let got = try CorpusMotionTests.value(views, "continue", "scale")
            #expect(abs(got - (1 - 0.05 * Self.easeOut(0.1 / 0.15))) < 1e-3, "\(pane): \(got)")
        }
    }
}
