import Foundation
import Testing
import AnimSimCore
@testable import AnimSimPresentation

/// A composed frame's bands stack without overlapping: heading, captions, panes, HUD,
/// timeline, top to bottom.
@Suite struct CompositionLayoutTests {
    static func composition(heading: FrameComposition.Heading?) -> FrameComposition {
        let list = DisplayList(size: CGSize(width: 200, height: 150), background: .black, time: 0, strategy: .position,
                               state: [], items: DisplayItems())
        var composition = FrameComposition(panes: [.init(displayList: list), .init(displayList: list)],
                                           hud: HUD(time: 0, frame: 0), timeline: Timeline(duration: 1, time: 0, markers: []))
        composition.heading = heading
        return composition
    }

    @Test(arguments: [nil, FrameComposition.Heading(title: "A title"), FrameComposition.Heading(title: "T", description: "D")])
    func bandsStackFromTopToBottom(heading: FrameComposition.Heading?) throws {
        let layout = CompositionLayout(Self.composition(heading: heading))
        let bands = [layout.headingBand, layout.captionBand, layout.panes.first, layout.hudBand, layout.timelineBand].compactMap { $0 }
        #expect(bands.count == (heading == nil ? 4 : 5))
        for (upper, lower) in zip(bands, bands.dropFirst()) {
            #expect(upper.maxY <= lower.minY, "\(upper) overlaps \(lower)")
        }
        #expect(bands.last?.maxY == layout.size.height)
    }
}
