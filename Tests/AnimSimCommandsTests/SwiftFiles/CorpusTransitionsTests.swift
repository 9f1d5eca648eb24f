import Foundation
import Testing

/// `BlurReplaceToasts.swift`: iOS 17's transitions as a published file writes them, in closed
/// form through the binary (`trace --at`), in both panes. "Save", "Copy" and "Menu" are all
/// tapped at 0.5 s:
///
/// - the toast pops in with the custom `PopTransition` under `.linear(duration: 1)`: at
///   0.75 s (u = 0.25) opacity 0.25, scale 0.5 + 0.5·0.25 = 0.625, blur 8·0.75 = 6. "Copy"
///   again at 2 s removes it towards `didDisappear`: at 2.25 s opacity 0.75, scale 0.875, blur 2.
/// - the save label swaps with `.blurReplace` (in) and `.blurReplace(.upUp)` (out) under
///   `.easeInOut(duration: 1)`, whose curve is 0.5 at half time: at 1 s both labels are at
///   opacity 0.5 and blur 3.5, the new one at scale 0.95, the old one at 1.05.
/// - the menu grows from its top-trailing corner (`.scale(scale: 0, anchor: .topTrailing)`
///   combined with the pop): at 0.75 s it is at scale 0.25, and its frame is moved from its
///   place by (anchor − centre)·(1 − 0.25) = (80, −40)·0.75 = (60, −30), measured against the
///   toast beside it in the same stack (the stack itself is still moving).
@Suite struct CorpusTransitionsTests {
    static let taps = "- { at: 0.5, control: Save }\n- { at: 0.5, control: Copy }\n- { at: 0.5, control: Menu }\n"

    static func views(at time: Double, script: String = taps) throws -> [String: [String: [String: Any]]] {
        let panes = try HeroCorpusTests.views("BlurReplaceToasts.swift", at: time, script: script)
        #expect(panes.count == 2)
        return panes
    }

    static func number(_ views: [String: [String: Any]], _ id: String, _ key: String) throws -> Double {
        try #require(views[id]?[key] as? Double, "\(id).\(key): \(views[id] ?? [:])")
    }

    @Test(arguments: [(0.75, taps, 0.25, 0.625, 6.0), (2.25, taps + "- { at: 2, control: Copy }\n", 0.75, 0.875, 2.0)])
    func theToastPopsInAndOutThroughItsCustomTransition(time: Double, script: String, opacity: Double, scale: Double,
                                                        blur: Double) throws {
        for (pane, views) in try Self.views(at: time, script: script) {
            #expect(abs(try Self.number(views, "toast", "opacity") - opacity) < 1e-3, "\(pane)")
            #expect(abs(try Self.number(views, "toast", "scale") - scale) < 1e-3, "\(pane)")
            #expect(abs(try Self.number(views, "toast", "blur") - blur) < 1e-3, "\(pane)")
        }
    }

    @Test func theSaveLabelSwapsWithBlurReplace() throws {
        for (pane, views) in try Self.views(at: 1) {
            for (id, scale) in [("saved", 0.95), ("save", 1.05)] {
                #expect(abs(try Self.number(views, id, "opacity") - 0.5) < 1e-3, "\(pane) \(id)")
                #expect(abs(try Self.number(views, id, "scale") - scale) < 1e-3, "\(pane) \(id)")
                #expect(abs(try Self.number(views, id, "blur") - 3.5) < 1e-3, "\(pane) \(id)")
            }
        }
    }

    @Test func theMenuGrowsOutOfItsCorner() throws {
        let moving = try Self.views(at: 0.75), resting = try Self.views(at: 2)
        for (pane, views) in moving {
            let rest = try #require(resting[pane])
            #expect(abs(try Self.number(views, "menu", "scale") - 0.25) < 1e-3, "\(pane)")
            func place(_ views: [String: [String: Any]]) throws -> (Double, Double) {
                let menu = try #require(views["menu"]?["frame"] as? [Double]), toast = try #require(views["toast"]?["frame"] as? [Double])
                return (menu[0] - toast[0], menu[1] - toast[1])
            }
            let (now, then) = (try place(views), try place(rest))
            #expect(abs(now.0 - then.0 - 60) < 1e-3 && abs(now.1 - then.1 + 30) < 1e-3, "\(pane): \(now) vs \(then)")
        }
    }
}
