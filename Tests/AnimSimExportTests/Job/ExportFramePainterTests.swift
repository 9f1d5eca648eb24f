import AnimSimCore
import AnimSimNodeBuilder
import AnimSimPresentation
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimExport

/// Exports paint through the layered painter (static layer once, the rest per frame). At a
/// whole scale that must be `FramePainter`'s frame exactly; at any scale, the same bytes
/// every time, whichever frame filled the static layer.
@Suite struct ExportFramePainterTests {
    static func composer(overlays: OverlayOptions) throws -> FrameComposer {
        let scene = Scene(title: "export wheel", canvas: CGSize(width: 160, height: 160), fps: 30, duration: 1,
                          parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                          timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["angle": 120])]) { state in
            WheelLayout(radius: 55, rotation: state.angle("angle")) {
                ForEach(0..<6) { i in RoundedRectangle(cornerRadius: 5).frame(width: 30, height: 30).label("\(i)").id("v\(i)") }
            }
        }
        return try FrameComposer(evaluator: SceneEvaluator(scene: scene), overlays: overlays)
    }

    @Test(arguments: [OverlayOptions.standard, .all, [.ghosts, .guides, .trails]])
    func wholeScalesEqualFramePainter(_ overlays: OverlayOptions) throws {
        let composer = try Self.composer(overlays: overlays)
        let painter = ExportFramePainter(scale: 2)
        for frame in [12, 0, 30, 17] {
            let composition = try composer.composition(frame: frame)
            #expect(try painter.paint(composition).bytes == FramePainter(scale: 2).paint(composition).bytes, "frame \(frame)")
        }
    }

    @Test func fractionalScalesGiveTheSameBytesEveryTime() throws {
        let composer = try Self.composer(overlays: .all)
        let first = ExportFramePainter(scale: 1.37), second = ExportFramePainter(scale: 1.37)
        // The second painter fills its static layer from another frame first.
        _ = try second.paint(composer.composition(frame: 29))
        for frame in [3, 15, 29] {
            let composition = try composer.composition(frame: frame)
            #expect(try first.paint(composition).bytes == second.paint(composition).bytes, "frame \(frame)")
        }
    }

    /// A camera (`--size`) at a whole magnification, with and without alpha, with a heading:
    /// still `FramePainter`'s frame exactly.
    @Test(arguments: [false, true])
    func camerasAndAlphaEqualFramePainter(transparent: Bool) throws {
        let composer = try Self.composer(overlays: OverlayOptions.standard.union(.title))
        // 320 pt of panes into 640 px: the camera's scale is a whole 2.
        let frame = FramePainter(camera: FrameCamera(width: 640, height: 480, textScale: 1), transparent: transparent)
        let painter = ExportFramePainter(frame)
        for index in [12, 0, 30] {
            var composition = try composer.composition(frame: index)
            composition.heading = .init(title: "Wheel", description: "six squares")
            let expected = try frame.paint(composition)
            #expect(frame.placement(of: composition).scale == 2)
            #expect(try painter.paint(composition).bytes == expected.bytes, "frame \(index)")
            #expect(expected.width == 640 && expected.height == 480 && expected.isOpaque == !transparent)
        }
    }
}
