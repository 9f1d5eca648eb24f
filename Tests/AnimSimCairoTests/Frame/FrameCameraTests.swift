import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation
import Testing

/// `--size`: the whole frame fitted into the output like a camera, text kept readable.
@Suite struct FrameCameraTests {
    static func composition(pane: CGSize, panes: Int = 2) -> FrameComposition {
        let list = DisplayList(size: pane, background: .white, time: 0, strategy: .position, state: [], items: DisplayItems())
        var composition = FrameComposition(panes: Array(repeating: .init(displayList: list), count: panes),
                                           hud: HUD(time: 0, frame: 0), timeline: Timeline(duration: 1, time: 0))
        composition.heading = .init(title: "T", description: "D")
        return composition
    }

    @Test(arguments: [(CGSize(width: 1280, height: 720), 1280, 720), (CGSize(width: 330, height: 330), 854, 480),
                      (CGSize(width: 690, height: 240), 3840, 2160), (CGSize(width: 100, height: 900), 1920, 1080)])
    func everythingFitsInsideTheOutput(pane: CGSize, width: Int, height: Int) {
        let composition = Self.composition(pane: pane)
        let place = FrameCamera(width: width, height: height).place(composition)
        let frame = CGRect(origin: .zero, size: place.layout.size)
        // The frame is exactly the output, in points at the camera's scale.
        #expect(abs(frame.width * place.scale - CGFloat(width)) < 1e-6 && abs(frame.height * place.scale - CGFloat(height)) < 1e-6)
        let parts = place.layout.panes + [place.layout.headingBand, place.layout.captionBand, place.layout.hudBand,
                                          place.layout.timelineBand].compactMap { $0 }
        for part in parts { #expect(frame.insetBy(dx: -1e-6, dy: -1e-6).contains(part), "\(part) leaves \(frame)") }
        // Nothing overlaps: each band and the panes are stacked.
        let stacked = parts.sorted { $0.minY < $1.minY }
        for (a, b) in zip(stacked, stacked.dropFirst()) where a.minX == b.minX || a.width == b.width {
            #expect(a.maxY <= b.minY + 1e-6 || a.minY == b.minY)
        }
        // Band text: one pixel per point up to 720 p and more above, unless the bands would
        // take more than 45 % of the height.
        let natural = CompositionLayout(composition)
        let bands = natural.size.height - natural.panes[0].height
        let expected = min(max(1, CGFloat(height) / 720), 0.45 * CGFloat(height) / bands)
        #expect(abs(place.scale * place.bandScale - expected) < 1e-9)
    }

    @Test func painterOutputIsTheCameraSize() throws {
        let image = try FramePainter(camera: FrameCamera(width: 640, height: 360)).paint(Self.composition(pane: CGSize(width: 1280, height: 720)))
        #expect(image.width == 640 && image.height == 360)
        let clear = try FramePainter(camera: FrameCamera(width: 64, height: 36), transparent: true)
            .paint(Self.composition(pane: CGSize(width: 100, height: 100)))
        #expect(clear[0, 18].alpha == 0)
    }
}
