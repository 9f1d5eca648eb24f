import AnimSimCairo
import AnimSimCore
import AnimSimPresentation
import Foundation

/// Paints a `WindowOverlay` at the frame's own scale, so its text is as sharp as the frame
/// (HiDPI included).
///
/// The window draws it as a separate layer over the frame (`layer`), so the frame itself
/// stays byte-identical to what `FramePainter` gives exports and screenshots, and a frame
/// is not copied twice more just to carry a status line; the layer is repainted only when
/// the overlay or the frame's geometry changes.
public struct WindowOverlayPainter: Sendable {
    /// Pixels per point of the frame underneath.
    public var scale: CGFloat

    public init(scale: CGFloat) {
        self.scale = scale
    }

    /// The overlay alone, on transparency, cropped to where it has ink; nil when it has none.
    public func layer(_ overlay: WindowOverlay, layout: CompositionLayout, width: Int, height: Int) throws -> OverlayLayer? {
        guard !overlay.isEmpty, width > 0, height > 0 else { return nil }
        let full = try CairoCanvas.with(width: width, height: height) { canvas in
            draw(overlay, layout: layout, in: canvas)
            return try canvas.pixelBuffer()
        }
        return OverlayLayer(cropping: full)
    }

    /// The overlay composited over a painted frame, in one image (tests, stills).
    public func paint(_ overlay: WindowOverlay, over frame: PixelBuffer, layout: CompositionLayout) throws -> PixelBuffer {
        guard !overlay.isEmpty else { return frame }
        return try CairoCanvas.with(width: frame.width, height: frame.height) { canvas in
            canvas.draw(frame, in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
            draw(overlay, layout: layout, in: canvas)
            return try canvas.pixelBuffer()
        }
    }

    private func draw(_ overlay: WindowOverlay, layout: CompositionLayout, in canvas: CairoCanvas) {
        canvas.withState {
            canvas.scale(scale)
            let bounds = CGRect(origin: .zero, size: layout.size)
            // Under everything else the overlay draws: it belongs to the scene's controls.
            for ring in overlay.focusRings { ring.draw(in: canvas) }
            if !overlay.status.isEmpty { drawStatus(overlay.status, layout: layout, in: canvas) }
            if let strip = overlay.divergence, let band = layout.timelineBand {
                DivergenceStripPainter(strip: strip).draw(in: band, canvas: canvas)
            }
            if let error = overlay.error {
                var panel = ErrorOverlayPainter(text: error)
                if let title = overlay.errorTitle { panel.title = title }
                panel.draw(over: panesRect(layout) ?? bounds, in: canvas)
            }
            if let help = overlay.help {
                HelpOverlayPainter(entries: help).draw(in: bounds, canvas: canvas)
            }
        }
    }

    /// The union of the panes: where the scene is, and where an error hides least.
    private func panesRect(_ layout: CompositionLayout) -> CGRect? {
        guard let first = layout.panes.first else { return nil }
        return layout.panes.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Right-aligned in the HUD band (free on the right: HUD text is left-aligned), else in the
    /// caption band, else at the top of the frame.
    ///
    /// The caption band is one 28-pt row: two lines at the HUD's 16-pt pitch would put the
    /// second one's descenders into the pane below, over the scene. So lines close up to what
    /// the band holds, down to the font's own height (ascent + descent), where they still touch
    /// nothing; only more lines than that overflow.
    private func drawStatus(_ lines: [String], layout: CompositionLayout, in canvas: CairoCanvas) {
        let band = layout.hudBand ?? layout.captionBand
            ?? CGRect(x: 0, y: 0, width: layout.size.width, height: CompositionLayout.captionBandHeight)
        canvas.setFont(size: 11)
        let metrics = canvas.fontMetrics
        let fitted = band.height / CGFloat(lines.count)
        let lineHeight = min(CompositionLayout.hudLineHeight, max(fitted, metrics.ascent + metrics.descent))
        let total = CGFloat(lines.count) * lineHeight
        var baseline = band.minY + max((band.height - total) / 2, 0)
            + (lineHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent
        for (index, line) in lines.enumerated() {
            let width = canvas.textWidth(line)
            canvas.showText(line, baseline: CGPoint(x: band.maxX - 12 - width, y: baseline),
                            color: index == 0 ? Palette.hudText : Palette.accent)
            baseline += lineHeight
        }
    }
}
