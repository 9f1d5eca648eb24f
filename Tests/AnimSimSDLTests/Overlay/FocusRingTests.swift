import AnimSimCairo
import AnimSimCore
@testable import AnimSimSDL
import Testing

/// Where the window rings a focused view control (`WindowOverlay.FocusRing`): round the
/// union of the control's nodes in each pane's own display list, moved to where that pane
/// is in the frame, and only in the panes that show it; drawn inside its pane alone.
@Suite struct FocusRingTests {
    static func list(_ items: [(String, CGRect)]) -> DisplayList {
        DisplayList(size: CGSize(width: 300, height: 300), background: .white, time: 0, strategy: .animatable, state: [],
                    items: DisplayItems(items.map { DisplayItem(id: $0.0, frame: $0.1, shape: nil) }))
    }

    static let panes = [CGRect(x: 10, y: 40, width: 300, height: 300), CGRect(x: 330, y: 40, width: 300, height: 300)]

    /// A segmented picker is its row and its cells: the ring goes round all of them. Each pane
    /// places the control its own way (the position pane's frames are mid-move).
    @Test func aRingGoesRoundTheControlsNodesInEachPane() {
        let nodes: Set<String> = ["mode", "mode/a", "mode/b"]
        let position = Self.list([("other", CGRect(x: 0, y: 0, width: 50, height: 50)),
                                  ("mode/a", CGRect(x: 20, y: 100, width: 50, height: 32)), ("mode/b", CGRect(x: 70, y: 100, width: 50, height: 32))])
        let animatable = Self.list([("mode", CGRect(x: 0, y: 160, width: 200, height: 32)), ("mode/a", CGRect(x: 0, y: 160, width: 100, height: 32))])
        let rings = WindowOverlay.FocusRing.rings(around: nodes, lists: [position, animatable], panes: Self.panes)
        #expect(rings == [WindowOverlay.FocusRing(rect: CGRect(x: 30, y: 140, width: 100, height: 32), pane: Self.panes[0]),
                          WindowOverlay.FocusRing(rect: CGRect(x: 330, y: 200, width: 200, height: 32), pane: Self.panes[1])])
    }

    /// A pane that does not show the control (gone behind an `if` there), or whose scene
    /// failed to evaluate, has no ring; the other pane keeps its own.
    @Test(arguments: [false, true])
    func aPaneWithoutTheControlHasNoRing(failed: Bool) {
        let shown = Self.list([("go", CGRect(x: 0, y: 0, width: 60, height: 20))])
        let without: DisplayList? = failed ? nil : Self.list([("stop", CGRect(x: 0, y: 0, width: 60, height: 20))])
        let rings = WindowOverlay.FocusRing.rings(around: ["go"], lists: [without, shown], panes: Self.panes)
        #expect(rings.map(\.pane) == [Self.panes[1]])
    }

    /// Drawn, the ring is the panel's shape in system blue round the control, and nothing of
    /// it falls outside its pane, however near the pane's edge the control is.
    @Test func theRingIsBlueRoundTheControlAndStaysInItsPane() throws {
        let pane = CGRect(x: 0, y: 0, width: 100, height: 60)
        let ring = WindowOverlay.FocusRing(rect: CGRect(x: 40, y: 20, width: 58, height: 20), pane: pane)
        let image = try CairoCanvas.with(width: 140, height: 60) { canvas in
            ring.draw(in: canvas)
            return try canvas.pixelBuffer()
        }
        // The ring's band runs 3 pt above the control (y = 17), and 5 pt past its right edge
        // (x = 103), past the pane's (x = 100), where it is cut.
        let top = image[70, 17]
        #expect(top.alpha > 100 && top.blue > top.red &+ 100, "\(top)")
        #expect(image[70, 30].alpha == 0, "inside the control: untouched")
        #expect(image[97, 17].alpha > 100, "the band runs up to the pane's edge")
        #expect((0..<60).allSatisfy { y in (100..<140).allSatisfy { image[$0, y].alpha == 0 } }, "nothing outside the pane")
    }
}
