import AnimSimCore
import AnimSimPresentation
import Foundation

/// Composes a whole output frame: captions over the panes, each pane's scene with its
/// overlays, then the HUD and the timeline strip, all at `scale` pixels per point.
///
/// A value with no Cairo state: every `paint` builds its own canvas (fonts come from a
/// shared pool), so one painter can be used from every render thread at once.
public struct FramePainter: Sendable {
    public var scale: CGFloat
    /// A fixed output size the frame is fitted into (`--size`); nil: the composition's own
    /// size at `scale`.
    public var camera: FrameCamera?
    /// No frame or pane background: what is left has alpha (`--transparent`).
    public var transparent: Bool

    public init(scale: CGFloat = 1, camera: FrameCamera? = nil, transparent: Bool = false) {
        self.scale = scale
        self.camera = camera
        self.transparent = transparent
    }

    public func layout(of composition: FrameComposition) -> CompositionLayout {
        placement(of: composition).layout
    }

    public func placement(of composition: FrameComposition) -> FrameCamera.Placement {
        camera?.place(composition) ?? FrameCamera.Placement(layout: CompositionLayout(composition), scale: scale, bandScale: 1)
    }

    /// The size of the frames `paint` returns for this composition.
    public func pixelSize(of composition: FrameComposition) -> (width: Int, height: Int) {
        if let camera { return (camera.width, camera.height) }
        return CompositionLayout(composition).pixelSize(scale: scale)
    }

    public func paint(_ composition: FrameComposition) throws -> PixelBuffer {
        let place = placement(of: composition)
        let layout = place.layout
        let (width, height) = pixelSize(of: composition)
        return try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.scale(place.scale)
            if !transparent { canvas.paint(Palette.frameBackground) }
            Self.drawTopBands(composition, place, in: canvas)
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            for (pane, rect) in zip(composition.panes, layout.panes) {
                Self.inPane(rect, canvas) {
                    Self.drawBackdrop(of: pane, painter: painter, transparent: transparent, in: canvas)
                    Self.drawLive(pane, painter: painter, in: canvas)
                }
            }
            Self.drawBands(composition, place, in: canvas)
        }
    }

    // A pane is drawn in two parts, shared with the layered painter (the window's and
    // exports'), which paints the first once and the second per frame.

    /// Runs `body` clipped to the pane and in its coordinates.
    static func inPane(_ rect: CGRect, _ canvas: CairoCanvas, _ body: () -> Void) {
        canvas.withState {
            canvas.clip(to: rect)
            canvas.translate(rect.minX, rect.minY)
            body()
        }
    }

    /// What does not move: the background, ghosts and guides.
    static func drawBackdrop(of pane: FrameComposition.Pane, painter: DisplayListPainter, transparent: Bool = false,
                             in canvas: CairoCanvas) {
        if !transparent {
            canvas.addRect(CGRect(origin: .zero, size: pane.displayList.size))
            canvas.fill(pane.displayList.background)
        }
        let overlays = OverlayPainter(overlays: pane.overlays)
        overlays.drawGhosts(with: painter, in: canvas)
        overlays.drawGuides(in: canvas)
    }

    /// What moves: trails beneath the live views, the views on top.
    static func drawLive(_ pane: FrameComposition.Pane, painter: DisplayListPainter, in canvas: CairoCanvas) {
        OverlayPainter(overlays: pane.overlays).drawTrails(in: canvas)
        painter.draw(pane.displayList, in: canvas, background: false)
    }

    /// Separators, HUD and timeline, over the panes.
    static func drawBands(_ composition: FrameComposition, _ place: FrameCamera.Placement, in canvas: CairoCanvas) {
        let layout = place.layout
        drawSeparators(layout, in: canvas)
        if let hud = composition.hud, let band = layout.hudBand {
            inBand(band, place.bandScale, canvas) { drawHUD(hud, band: $0, in: canvas) }
        }
        if let timeline = composition.timeline, let band = layout.timelineBand {
            inBand(band, place.bandScale, canvas) { TimelinePainter(timeline: timeline).draw(in: $0, canvas: canvas) }
        }
    }

    /// Runs `body` in a band's own coordinates, magnified by `bandScale`; `body` gets the
    /// band's rectangle in those coordinates.
    static func inBand(_ band: CGRect, _ bandScale: CGFloat, _ canvas: CairoCanvas, _ body: (CGRect) -> Void) {
        canvas.withState {
            canvas.translate(band.minX, band.minY)
            canvas.scale(bandScale)
            body(CGRect(x: 0, y: 0, width: band.width / bandScale, height: band.height / bandScale))
        }
    }

    /// The heading and the panes' captions. Shared with the window's layered painter, which
    /// draws the same bands.
    static func drawTopBands(_ composition: FrameComposition, _ place: FrameCamera.Placement, in canvas: CairoCanvas) {
        let layout = place.layout
        if let heading = composition.heading, let band = layout.headingBand {
            inBand(band, place.bandScale, canvas) { HeadingPainter(heading: heading).draw(in: $0, canvas: canvas) }
        }
        guard let band = layout.captionBand else { return }
        for (pane, rect) in zip(composition.panes, layout.panes) where !pane.caption.isEmpty {
            let slot = CGRect(x: rect.minX, y: band.minY, width: rect.width, height: band.height)
            inBand(slot, place.bandScale, canvas) { local in
                canvas.setFont(size: 12.5, bold: true)
                canvas.showText(pane.caption, centeredIn: local, color: Palette.caption)
            }
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
