import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// One frame for the window, as a Sendable value a render thread can take: what to compose
/// and for which drawable. The window overlay is a separate layer (`OverlayRenderer`).
struct FrameRequest: Sendable {
    var sequence: Int
    /// The refresh this frame is for: it is not shown before that refresh.
    var refresh = 0
    var composer: LiveComposer
    var time: Double
    var view: FrameView
    /// The window's drawable, in pixels; the frame is rendered at the scale that fits it.
    var drawable: CGSize
    /// Paints the frame, reusing the part that does not move (guides, ghosts, backgrounds).
    var painter: LayeredFramePainter
    /// Changes whenever that part may: a reloaded scene, other overlays or panes.
    var staticToken: Int
    /// Playing: how `time` follows from the refresh the frame is aimed at when its render
    /// starts (`FramePacer`); nil keeps `refresh` and `time` as asked (paused, scrubbing).
    var schedule: FrameSchedule? = nil

    /// Composes and paints at the fitted scale. Runs on a render thread.
    func render() -> RenderedFrame {
        render { true }!
    }

    /// Composes, then paints only if `worthPainting` still says so: nil when it does not (the
    /// frame could no longer be shown, and painting is half a frame's CPU or more).
    func render(worthPainting: () -> Bool) -> RenderedFrame? {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var result = RenderedFrame(sequence: sequence, time: time, frame: composer.frameIndex(at: time))
        result.refresh = refresh
        do {
            let cpuStart = ThreadCPUClock.now()
            let composition = try composer.composition(at: time, view: view)
            result.composeSeconds = elapsed()
            result.composeCPUSeconds = ThreadCPUClock.now() - cpuStart
            guard worthPainting() else { return nil }
            let layout = CompositionLayout(composition)
            let scale = Letterbox(content: layout.size, drawable: drawable).renderScale
            let painted = try painter.paintReportingLayer(composition, scale: scale, token: staticToken, deferringGuides: true)
            result.paintCPUSeconds = painted.cpuSeconds
            result.buffer = painted.pixels
            result.isComplete = painted.complete && !composer.isQuick
            result.layout = layout
            result.scale = scale
        } catch {
            result.failure = "\(error)"
        }
        result.renderSeconds = elapsed()
        return result
    }
}

/// A rendered window frame, or why it could not be rendered.
struct RenderedFrame: Sendable {
    var sequence: Int
    var refresh = 0
    var time: Double
    var frame: Int
    var buffer: PixelBuffer?
    /// The composition's layout in points, for hit-testing the timeline under the mouse.
    var layout: CompositionLayout?
    /// Pixels per point the frame was painted at.
    var scale: CGFloat = 1
    var failure: String?
    /// Drawn with everything the view asks for: not by a quick composer still waiting for its
    /// sampled overlays, nor over a layer whose guides are still painting in the background.
    var isComplete = false
    /// Evaluating the scene and composing the frame: the first part of `renderSeconds`;
    /// the rest is painting.
    var composeSeconds: Double = 0
    var renderSeconds: Double = 0
    /// The CPU the render thread spent composing, and every painting thread spent painting
    /// (`ThreadCPUClock`): what the frame cost, whatever else the host was running.
    var composeCPUSeconds: Double = 0
    var paintCPUSeconds: Double = 0
}
