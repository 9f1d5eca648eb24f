import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// After a rebuild (a use of a control, a reload) the window's frames do not wait for the
/// new guides: they are drawn over the layer without guides and ghosts until the whole
/// layer, painted in the background, lands, and from then on equal `FramePainter`'s again.
@Suite struct WindowDeferredGuidesTests {
    static func stripped(_ composition: FrameComposition) -> FrameComposition {
        var bare = composition
        for index in bare.panes.indices {
            bare.panes[index].overlays.guides = []
            bare.panes[index].overlays.ghosts = []
        }
        return bare
    }

    @Test func framesDrawTheBareLayerUntilTheGuidesLand() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let composition = try live.composition(at: 0.4, view: FrameView(overlays: .all, visiblePanes: [0, 1]))
        #expect(composition.panes.allSatisfy { !$0.overlays.guides.isEmpty }, "the scene has guides to defer")
        let expected = try FramePainter(scale: 1).paint(composition)
        let painter = LayeredFramePainter.forWindow()
        // The first layer of a geometry is painted at once: there is nothing to show instead.
        #expect(try painter.paint(composition, scale: 1, token: 1, deferringGuides: true) == expected)
        let landed = painter.layersPainted
        // A new token (the scene rebuilt) at the same geometry: the bare layer at once.
        let early = try painter.paint(composition, scale: 1, token: 2, deferringGuides: true)
        #expect(early == (try FramePainter(scale: 1).paint(Self.stripped(composition))), "no guides or ghosts yet")
        #expect(early != expected)
        _ = try ChildProcess.waitFor("the guides painted in the background") { painter.layersPainted > landed ? true : nil }
        #expect(try painter.paint(composition, scale: 1, token: 2, deferringGuides: true) == expected, "the whole layer once landed")
        // Without deferring, a new token paints the whole layer before the frame, as exports do.
        #expect(try painter.paint(composition, scale: 1, token: 3) == expected)
    }

    /// A painter given nowhere to paint in the background (exports') paints every layer
    /// before the frame that needs it, even when asked to defer.
    @Test func withoutABackgroundTheWholeLayerPaintsAtOnce() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let composition = try live.composition(at: 0.4, view: FrameView(overlays: .all, visiblePanes: [0, 1]))
        let expected = try FramePainter(scale: 1).paint(composition)
        let painter = LayeredFramePainter()
        #expect(try painter.paint(composition, scale: 1, token: 1, deferringGuides: true) == expected)
        #expect(try painter.paint(composition, scale: 1, token: 2, deferringGuides: true) == expected, "no bare layer")
        #expect(painter.layersPainted == 0)
    }
}
