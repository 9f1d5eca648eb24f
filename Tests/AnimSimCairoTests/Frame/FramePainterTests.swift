import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation
import Testing

@Suite struct FramePainterTests {
    @Test func framesArePanesSideBySideWithBands() throws {
        let composition = SampleDisplayLists.comparison(paneSize: CGSize(width: 120, height: 90))
        let layout = CompositionLayout(composition)
        #expect(layout.panes == [CGRect(x: 0, y: 28, width: 120, height: 90), CGRect(x: 120, y: 28, width: 120, height: 90)])
        #expect(layout.captionBand != nil && layout.hudBand != nil && layout.timelineBand != nil)
        let image = try FramePainter().paint(composition)
        #expect((image.width, image.height) == (240, Int(layout.size.height)))
        let doubled = try FramePainter(scale: 2).paint(composition)
        #expect((doubled.width, doubled.height) == (480, 2 * Int(layout.size.height)))
        #expect(FramePainter(scale: 2).pixelSize(of: composition) == (480, 2 * Int(layout.size.height)))
    }

    @Test func aBarePaneHasNoBands() throws {
        let list = SampleDisplayLists.wheel(size: CGSize(width: 64, height: 48), squareSide: 10)
        let composition = FrameComposition(panes: [.init(displayList: list, caption: "")])
        let image = try FramePainter().paint(composition)
        #expect((image.width, image.height) == (64, 48))
        #expect(image == (try DisplayListPainter().paint(list)))
    }

    @Test func ghostsAreFaintAndTrailsFade() throws {
        let size = CGSize(width: 100, height: 60)
        let empty = DisplayList(size: size, background: Color(hex: 0x15161C), time: 0, strategy: .position, state: [], items: [])
        let ghost = DisplayList(size: size, background: .black, time: 0, strategy: .position, state: [], items: [
            DisplayItem(id: "g", frame: CGRect(x: 10, y: 10, width: 20, height: 20), shape: .rectangle, fill: .white),
        ])
        let trail = Trail(viewID: "t", color: .white, points: [
            .init(CGPoint(x: 40, y: 45), age: 1), .init(CGPoint(x: 60, y: 45), age: 0.5), .init(CGPoint(x: 90, y: 45), age: 0),
        ])
        let pane = FrameComposition.Pane(displayList: empty, caption: "",
                                         overlays: PaneOverlays(trails: [trail], ghosts: [ghost]))
        let image = try FramePainter().paint(FrameComposition(panes: [pane]))
        let ghostPixel = image[20, 20]
        #expect(ghostPixel.red > 0x15 + 30 && ghostPixel.red < 0x15 + 80, "ghost at about 22%: \(ghostPixel)")
        #expect(image[50, 45].red > 0x15, "the old segment shows, faintly: \(image[50, 45])")
        #expect(image[80, 45].red > image[50, 45].red + 40, "younger segments are brighter")
    }

    @Test func hudLinesAreFormattedWithoutLocale() {
        let hud = HUD(time: 0.4166, frame: 25, frameCount: 60,
                      state: [.init("angle", value: 37.5, isAngle: true), .init("offset", value: -3)])
        #expect(hud.lines == ["t 0.417 s   frame 25/60", "angle 37.5°   offset -3.00"])
        #expect(Timeline(duration: 1.2, time: 0.42).timeText == "0.42 / 1.20 s")
    }
}
