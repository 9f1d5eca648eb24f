import AnimSimCore
import AnimSimNodeBuilder
import AnimSimPresentation
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// What the window draws, in-process: the live composer matches a plain export composer,
/// and the window overlay (help, error, status) leaves the frame untouched where it is not.
@Suite struct WindowFrameTests {
    static func wheel() throws -> SceneEvaluator {
        let scene = Scene(title: "test wheel", canvas: CGSize(width: 200, height: 200), fps: 30, duration: 1,
                          parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                          timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["angle": 90])]) { state in
            WheelLayout(radius: 70, rotation: state.angle("angle")) {
                ForEach(0..<6) { i in RoundedRectangle(cornerRadius: 6).frame(width: 40, height: 40).id("v\(i)") }
            }
        }
        return try SceneEvaluator(scene: scene)
    }

    @Test(arguments: [OverlayOptions.standard, [.trails, .hud], [.ghosts, .timeline], [], .all])
    func liveCompositionsEqualExportCompositions(_ overlays: OverlayOptions) throws {
        let evaluator = try Self.wheel()
        let live = try LiveComposer(evaluator: evaluator)
        let export = try FrameComposer(evaluator: evaluator, overlays: overlays)
        for frame in [0, 7, 30] {
            let time = evaluator.time(ofFrame: frame)
            #expect(try live.composition(at: time, view: FrameView(overlays: overlays, visiblePanes: [0, 1]))
                == export.composition(frame: frame))
        }
    }

    @Test func hiddenPanesLeaveTheOthers() throws {
        let live = try LiveComposer(evaluator: try Self.wheel())
        let right = try live.composition(at: 0.5, view: FrameView(overlays: .standard, visiblePanes: [1]))
        #expect(right.panes.map(\.caption) == ["animatable"])
        let none = try live.composition(at: 0.5, view: FrameView(overlays: .standard, visiblePanes: []))
        #expect(none.panes.count == 2, "no visible pane is never drawn as an empty frame")
    }

    /// The window's layered painter draws exactly what `FramePainter` (exports, P) draws,
    /// whether its static layer is fresh or reused, at whole and fractional scales.
    @Test(arguments: [1.0, 2.0, 1.37])
    func layeredFramesEqualFramePainterFrames(_ scale: Double) throws {
        let live = try LiveComposer(evaluator: try Self.wheel())
        let painter = LayeredFramePainter()
        for overlays: OverlayOptions in [.standard, .all, [.ghosts, .trails, .hud]] {
            let view = FrameView(overlays: overlays, visiblePanes: [0, 1])
            for time in [0.0, 0.4, 0.5, 1.0] {
                let composition = try live.composition(at: time, view: view)
                let expected = try FramePainter(scale: scale).paint(composition)
                let layered = try painter.paint(composition, scale: scale, token: overlays.rawValue)
                var worst = 0
                for y in 0..<expected.height { for x in 0..<expected.width { worst = max(worst, expected[x, y].distance(to: layered[x, y])) } }
                // Whole scales put pane edges on pixel boundaries: identical. A fractional
                // scale shares one pixel column between panes, whose two partial fills may
                // land in another order; allow that column a rounding step.
                #expect(scale == scale.rounded() ? worst == 0 : worst <= 2, "t = \(time), \(overlays), scale \(scale): off by \(worst)")
            }
        }
    }

    @Test func overlaysDrawOnlyWhereTheyAre() throws {
        let live = try LiveComposer(evaluator: try Self.wheel())
        let composition = try live.composition(at: 0.5, view: FrameView(overlays: .standard, visiblePanes: [0, 1]))
        let layout = CompositionLayout(composition)
        let frame = try FramePainter(scale: 1).paint(composition)
        let painter = WindowOverlayPainter(scale: 1)
        #expect(try painter.paint(WindowOverlay(), over: frame, layout: layout) == frame)

        let status = try painter.paint(WindowOverlay(status: ["paused · 1×"]), over: frame, layout: layout)
        let hud = try #require(layout.hudBand)
        #expect(differingPixels(frame, status, in: hud) > 20)
        #expect(differingPixels(frame, status, in: layout.panes[0]) == 0)

        let help = try painter.paint(WindowOverlay(help: KeyBindings.help), over: frame, layout: layout)
        let centre = CGRect(x: layout.size.width / 2 - 40, y: layout.size.height / 2 - 40, width: 80, height: 80)
        #expect(differingPixels(frame, help, in: centre) > 1000)

        let error = try painter.paint(WindowOverlay(error: "scene.yaml:3:7: unknown key 'raduis'"), over: frame, layout: layout)
        let bottom = CGRect(x: 0, y: layout.panes[0].maxY - 40, width: layout.size.width, height: 30)
        let top = CGRect(x: 0, y: layout.panes[0].minY, width: layout.size.width, height: 60)
        #expect(differingPixels(frame, error, in: bottom) > 1000)
        #expect(differingPixels(frame, error, in: top) == 0, "the last good frame stays visible above the error")
    }

    @Test func overlayLayersAreCroppedToTheirInkAndMatchTheComposite() throws {
        let live = try LiveComposer(evaluator: try Self.wheel())
        let composition = try live.composition(at: 0.5, view: FrameView(overlays: .standard, visiblePanes: [0, 1]))
        let layout = CompositionLayout(composition)
        let frame = try FramePainter(scale: 2).paint(composition)
        let painter = WindowOverlayPainter(scale: 2)
        #expect(try painter.layer(WindowOverlay(), layout: layout, width: frame.width, height: frame.height) == nil)

        let status = WindowOverlay(status: ["paused · 1× · loop"])
        let layer = try #require(try painter.layer(status, layout: layout, width: frame.width, height: frame.height))
        let hud = try #require(layout.hudBand)
        #expect(layer.pixels.width < frame.width / 3, "a status line is a small strip")
        #expect(CGFloat(layer.y) >= hud.minY * 2 && CGFloat(layer.y + layer.pixels.height) <= hud.maxY * 2)
        // Blending the layer over the frame gives the one-image composite.
        let composite = try painter.paint(status, over: frame, layout: layout)
        var blended = frame
        for y in 0..<layer.pixels.height {
            for x in 0..<layer.pixels.width {
                let s = layer.pixels[x, y], d = frame[layer.x + x, layer.y + y]
                func over(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(min(255, Int(s) + (Int(d) * (255 - Int(layer.pixels[x, y].alpha)) + 127) / 255)) }
                blended[layer.x + x, layer.y + y] = PixelBuffer.Pixel(red: over(s.red, d.red), green: over(s.green, d.green),
                                                                      blue: over(s.blue, d.blue), alpha: 255)
            }
        }
        var worst = 0
        for y in 0..<frame.height { for x in 0..<frame.width { worst = max(worst, blended[x, y].distance(to: composite[x, y])) } }
        #expect(worst <= 2)
    }

    @Test func windowFramesAreRenderedAtTheFittedScale() throws {
        let live = try LiveComposer(evaluator: try Self.wheel())
        let request = FrameRequest(sequence: 1, composer: live, time: 0.5,
                                   view: FrameView(overlays: .standard, visiblePanes: [0, 1]),
                                   drawable: CGSize(width: 1600, height: 1600), painter: LayeredFramePainter(), staticToken: 0)
        let rendered = request.render()
        let buffer = try #require(rendered.buffer)
        let layout = try #require(rendered.layout)
        #expect(buffer.width == 1600)
        #expect(abs(CGFloat(buffer.height) - layout.size.height * 1600 / layout.size.width) <= 1)
        #expect(rendered.frame == 15)
    }

    func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, in rect: CGRect) -> Int {
        var count = 0
        for y in max(Int(rect.minY), 0)..<min(Int(rect.maxY), a.height) {
            for x in max(Int(rect.minX), 0)..<min(Int(rect.maxX), a.width) where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }
}
