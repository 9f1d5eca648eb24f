import AnimSim
import Foundation

/// Composes a whole output frame: captions over the panes, each pane's scene with its
/// overlays, then the HUD and the timeline strip, all at `scale` pixels per point.
///
/// A value with no Cairo state: every `paint` builds its own canvas (fonts come from a
/// shared pool), so one painter can be used from every render thread at once.
public struct FramePainter: Sendable {
    public var scale: CGFloat

    public init(scale: CGFloat = 1) {
        self.scale = scale
    }

    public func layout(of composition: FrameComposition) -> CompositionLayout {
        CompositionLayout(composition)
    }

    /// The size of the frames `paint` returns for this composition.
    public func pixelSize(of composition: FrameComposition) -> (width: Int, height: Int) {
        CompositionLayout(composition).pixelSize(scale: scale)
    }

    public func paint(_ composition: FrameComposition) throws -> PixelBuffer {
        let layout = CompositionLayout(composition)
        let (width, height) = layout.pixelSize(scale: scale)
        return try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.scale(scale)
            canvas.paint(Palette.frameBackground)
            if let band = layout.captionBand { Self.drawCaptions(composition, layout: layout, band: band, in: canvas) }
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            for (pane, rect) in zip(composition.panes, layout.panes) {
                canvas.withState {
                    canvas.clip(to: rect)
                    canvas.translate(rect.minX, rect.minY)
                    drawPane(pane, painter: painter, in: canvas)
                }
            }
            Self.drawSeparators(layout, in: canvas)
            if let hud = composition.hud, let band = layout.hudBand { Self.drawHUD(hud, band: band, in: canvas) }
            if let timeline = composition.timeline, let band = layout.timelineBand {
                TimelinePainter(timeline: timeline).draw(in: band, canvas: canvas)
            }
        }
    }

    /// Background, ghosts, guides and trails beneath the live views, the views on top.
    private func drawPane(_ pane: FrameComposition.Pane, painter: DisplayListPainter, in canvas: CairoCanvas) {
        let list = pane.displayList
        canvas.addRect(CGRect(origin: .zero, size: list.size))
        canvas.fill(list.background)
        let overlays = OverlayPainter(overlays: pane.overlays)
        overlays.drawGhosts(with: painter, in: canvas)
        overlays.drawGuides(in: canvas)
        overlays.drawTrails(in: canvas)
        painter.draw(list, in: canvas, background: false)
    }

    /// Shared with the window's layered painter, which draws the same bands.
    static func drawCaptions(_ composition: FrameComposition, layout: CompositionLayout, band: CGRect, in canvas: CairoCanvas) {
        canvas.setFont(size: 12.5, bold: true)
        for (pane, rect) in zip(composition.panes, layout.panes) where !pane.caption.isEmpty {
            let slot = CGRect(x: rect.minX, y: band.minY, width: rect.width, height: band.height)
            canvas.showText(pane.caption, centeredIn: slot, color: Palette.caption)
        }
    }

    /// Hairlines between panes so identical backgrounds still read as separate canvases.
    static func drawSeparators(_ layout: CompositionLayout, in canvas: CairoCanvas) {
        guard layout.panes.count > 1 else { return }
        canvas.newPath()
        for rect in layout.panes.dropFirst() {
            canvas.moveTo(CGPoint(x: rect.minX, y: layout.captionBand?.minY ?? rect.minY))
            canvas.lineTo(CGPoint(x: rect.minX, y: rect.maxY))
        }
        canvas.stroke(Palette.separator, width: 1)
    }

    static func drawHUD(_ hud: HUD, band: CGRect, in canvas: CairoCanvas) {
        canvas.setFont(size: 11)
        let metrics = canvas.fontMetrics
        var baseline = band.minY + CompositionLayout.hudPadding
            + (CompositionLayout.hudLineHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent
        for (index, line) in hud.lines.enumerated() {
            canvas.showText(line, baseline: CGPoint(x: band.minX + 12, y: baseline),
                            color: index == 0 ? Palette.hudText : Palette.hudDim)
            baseline += CompositionLayout.hudLineHeight
        }
    }
}
