import AnimSim
import CCairo
import Foundation

/// `FramePainter` for the live window: the same frame, byte for byte, with its time-invariant
/// part painted once and reused.
///
/// Guides are each view's whole path, and with them ghosts, captions and pane backgrounds
/// are the same on every frame of a scene; with 1,000 views the dashed guides alone take
/// hundreds of milliseconds to stroke. The window keeps that layer, keyed by a token the
/// caller changes whenever the scene or the toggles change, and per frame paints only what
/// moves (trails, views, HUD, timeline) over a copy of it.
///
/// The drawing order is `FramePainter`'s; `WindowFrameTests` compares the two pixel for pixel
/// so the window can never drift from exports.
public final class LayeredFramePainter: @unchecked Sendable {
    /// What the static layer depends on besides the caller's token: its geometry, and the
    /// identity of the guides and ghosts (views can come and go over time).
    private struct StaticKey: Equatable {
        var token: Int
        var scale: CGFloat
        var layout: CompositionLayout
        var panes: [PaneKey]
    }

    private struct PaneKey: Equatable {
        var caption: String
        var background: Color
        var size: CGSize
        var guideIDs: [String]
        var ghostCount: Int
    }

    private let lock = NSLock()
    private var cached: (key: StaticKey, layer: PixelBuffer)?

    public init() {}

    /// The frame `FramePainter(scale:).paint(composition)` draws. `token` must change
    /// whenever the guides, ghosts or pane backgrounds could (another scene, other toggles).
    public func paint(_ composition: FrameComposition, scale: CGFloat, token: Int) throws -> PixelBuffer {
        let layout = CompositionLayout(composition)
        let (width, height) = layout.pixelSize(scale: scale)
        let key = StaticKey(token: token, scale: scale, layout: layout, panes: composition.panes.map {
            PaneKey(caption: $0.caption, background: $0.displayList.background, size: $0.displayList.size,
                    guideIDs: $0.overlays.guides.map(\.viewID), ghostCount: $0.overlays.ghosts.count)
        })
        let base = try staticLayer(for: key, composition: composition, layout: layout, width: width, height: height)
        return try Self.paint(over: base) { canvas in
            canvas.scale(scale)
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            for (pane, rect) in zip(composition.panes, layout.panes) {
                canvas.withState {
                    canvas.clip(to: rect)
                    canvas.translate(rect.minX, rect.minY)
                    OverlayPainter(overlays: pane.overlays).drawTrails(in: canvas)
                    painter.draw(pane.displayList, in: canvas, background: false)
                }
            }
            FramePainter.drawSeparators(layout, in: canvas)
            if let hud = composition.hud, let band = layout.hudBand { FramePainter.drawHUD(hud, band: band, in: canvas) }
            if let timeline = composition.timeline, let band = layout.timelineBand {
                TimelinePainter(timeline: timeline).draw(in: band, canvas: canvas)
            }
        }
    }

    private func staticLayer(for key: StaticKey, composition: FrameComposition, layout: CompositionLayout,
                             width: Int, height: Int) throws -> PixelBuffer {
        lock.lock()
        if let cached, cached.key == key {
            lock.unlock()
            return cached.layer
        }
        lock.unlock()
        let layer = try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.scale(key.scale)
            canvas.paint(Palette.frameBackground)
            if let band = layout.captionBand { FramePainter.drawCaptions(composition, layout: layout, band: band, in: canvas) }
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            for (pane, rect) in zip(composition.panes, layout.panes) {
                canvas.withState {
                    canvas.clip(to: rect)
                    canvas.translate(rect.minX, rect.minY)
                    canvas.addRect(CGRect(origin: .zero, size: pane.displayList.size))
                    canvas.fill(pane.displayList.background)
                    let overlays = OverlayPainter(overlays: pane.overlays)
                    overlays.drawGhosts(with: painter, in: canvas)
                    overlays.drawGuides(in: canvas)
                }
            }
        }
        lock.lock()
        cached = (key, layer)
        lock.unlock()
        return layer
    }

    /// Like `CairoCanvas.paint`, but drawing over a copy of `base` instead of transparency.
    private static func paint(over base: PixelBuffer, _ draw: (CairoCanvas) throws -> Void) throws -> PixelBuffer {
        var bytes = base.bytes
        try bytes.withUnsafeMutableBufferPointer { pixels in
            try FontPool.shared.withFaces { regular, bold in
                let canvas = try CairoCanvas(width: base.width, height: base.height, regularFont: regular, boldFont: bold,
                                             pixels: pixels.baseAddress, stride: base.stride)
                try draw(canvas)
                try canvas.checkStatus()
                cairo_surface_finish(canvas.surface)
            }
        }
        return PixelBuffer(width: base.width, height: base.height, stride: base.stride, bytes: bytes)
    }
}
