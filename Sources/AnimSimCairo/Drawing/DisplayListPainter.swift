import AnimSimCore
import Foundation

/// Draws a `DisplayList` the way SwiftUI would show it: items in paint order, each rotated
/// and scaled about its centre, with its opacity applied to fill, stroke and label together.
///
/// The display list already resolved everything (opacity down the tree, shapes, paths in
/// pane coordinates), so this is a straight translation into Cairo calls. Defaults only
/// fill gaps the scene left: a light grey for shapes with neither fill nor stroke, a
/// dashed grey for tree lines of items without a stroke.
public struct DisplayListPainter: Sendable {
    /// Draw the showSizes overlay (each view's measured sizes at its top-leading corner).
    public var showSizes: Bool

    public init(showSizes: Bool = false) {
        self.showSizes = showSizes
    }

    /// Renders the list alone on its background, `scale` pixels per point.
    public func paint(_ list: DisplayList, scale: CGFloat = 1) throws -> PixelBuffer {
        let width = Int((list.size.width * scale).rounded(.up))
        let height = Int((list.size.height * scale).rounded(.up))
        return try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.scale(scale)
            draw(list, in: canvas)
        }
    }

    /// Draws into the canvas's current user space, which must map pane points: callers
    /// translate and scale first. `alpha` fades the whole list (ghosts).
    func draw(_ list: DisplayList, in canvas: CairoCanvas, alpha: Double = 1, background: Bool = true) {
        canvas.withState {
            if background {
                canvas.addRect(CGRect(origin: .zero, size: list.size))
                canvas.fill(list.background, alpha: alpha)
            }
            if list.items.hasCompositing {
                drawLayered(list.items, in: canvas, alpha: alpha)
            } else {
                for item in list.items { draw(item, in: canvas, alpha: alpha) }
            }
            if showSizes, alpha >= 1 {
                SizesOverlayPainter(paneSize: list.size).draw(list.items, in: canvas)
            }
        }
    }

    /// Below this a view's scale leaves nothing to see; its determinant would underflow.
    static let smallestScale: CGFloat = 1e-6

    func draw(_ item: DisplayItem, in canvas: CairoCanvas, alpha: Double) {
        let opacity = item.opacity * alpha
        guard opacity > 0 else { return }
        if let fade = item.crossFade { return drawCrossFade(item, fade, in: canvas, alpha: alpha) }
        drawPaths(of: item, in: canvas, alpha: opacity)
        // A view scaled to (nearly) nothing is invisible, and Cairo refuses the matrix.
        guard item.isDrawn, abs(item.scale) >= Self.smallestScale else { return }
        if !item.filters.isEmpty { return drawFiltered(item, in: canvas, alpha: opacity) }
        if let drawn = item.drawnTransform, drawThrough(drawn, item, in: canvas, alpha: opacity) { return }

        canvas.withState {
            if item.rotation.radians != 0 || item.scale != 1 {
                let c = item.center
                canvas.translate(c.x, c.y)
                canvas.rotate(item.rotation)
                canvas.scale(item.scale)
                canvas.translate(-c.x, -c.y)
            }
            drawComposited(item, in: canvas, alpha: opacity)
        }
    }

    func drawContent(of item: DisplayItem, in canvas: CairoCanvas, alpha: Double) {
        let frame = item.frame
        var labelBackground = item.fill ?? Palette.defaultFill
        canvas.beginGradient(item.gradient, in: frame)
        defer { canvas.endGradient() }
        if let image = item.image {
            // An `Image`'s picture fills its frame; a file that fails here was already
            // reported when the view was laid out, and draws nothing.
            // `.cornerRadius` made the leaf a rounded rectangle: the picture is clipped to it.
            guard case .success(let pixels) = ImageLibrary.shared.pixels(ofImageAt: image.file) else { return }
            canvas.withState {
                if let shape = item.shape, shape != .rectangle {
                    canvas.newPath()
                    canvas.addShape(shape, in: frame)
                    canvas.clipToPath()
                }
                canvas.draw(image, pixels: pixels, in: frame, alpha: alpha)
            }
            return
        }
        switch item.shape {
        case .text(let text, let fontSize)?:
            canvas.setFont(size: fontSize, bold: item.isBoldText, italic: item.isItalic)
            if let transition = item.textTransition {
                drawTextTransition(transition, to: text, fontSize: fontSize, in: frame, canvas: canvas,
                                   color: item.fill ?? Palette.text, alpha: alpha)
            } else {
                canvas.showWrappedText(text, fontSize: fontSize, in: frame, color: item.fill ?? Palette.text, alpha: alpha,
                                       bold: item.isBoldText, alignment: item.lineAlignment, fit: item.textFit,
                                       italic: item.isItalic)
            }
            labelBackground = Color.clear
        case let shape?:
            // A stroked shape without fill is an outline, as `.stroke()` is in SwiftUI.
            if let fill = item.fill ?? (item.stroke == nil ? Palette.defaultFill : nil) {
                canvas.fillShape(shape, in: frame, color: fill, alpha: alpha)
            } else {
                labelBackground = Color.clear
            }
            if let stroke = item.stroke, stroke.lineWidth > 0 {
                // Its own paint: a gradient fill under a coloured (or other gradient) stroke.
                canvas.beginGradient(item.strokePaint, in: frame)
                canvas.newPath()
                canvas.addShape(shape, in: frame)
                canvas.stroke(stroke.color, width: stroke.lineWidth, dash: stroke.dash, alpha: alpha)
            }
        case nil:
            labelBackground = Color.clear
            drawOutline(of: item, in: canvas, alpha: alpha)
        }
        if let label = item.label {
            canvas.endGradient()  // a label has its own colour
            canvas.setFont(size: label.fontSize)
            canvas.showText(label.text, centeredIn: frame,
                            color: label.color ?? Palette.label(on: labelBackground), alpha: alpha)
        }
    }

    /// Where an item can leave ink, in its own (rotated) space: its frame, widened by half
    /// its stroke and by a label wider than the frame.
    func inkBounds(of item: DisplayItem, in canvas: CairoCanvas) -> CGRect {
        var bounds = item.frame
        if let label = item.label {
            canvas.setFont(size: label.fontSize)
            let width = canvas.textWidth(label.text)
            let height = canvas.fontMetrics.lineHeight
            bounds = bounds.union(CGRect(x: item.frame.midX - width / 2, y: item.frame.midY - height / 2,
                                         width: width, height: height))
        }
        let margin = (item.stroke?.lineWidth ?? 0) / 2 + 2
        return bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// Paths, in pane coordinates (not rotated with the item): a tree's connections, and a
    /// `Path` view's outline. An item without a shape of its own that has a fill (a `Path`
    /// view, filled as SwiftUI's are unless stroked) fills its paths, with the non-zero rule
    /// as SwiftUI's `fill()` does; it strokes them when it has a stroke, and a tree's
    /// connections, which have neither, get the default dashed grey.
    private func drawPaths(of item: DisplayItem, in canvas: CairoCanvas, alpha: Double) {
        guard !item.paths.isEmpty else { return }
        canvas.beginGradient(item.gradient, in: item.frame)
        defer { canvas.endGradient() }
        if item.shape == nil, let fill = item.fill {
            canvas.newPath()
            for path in item.paths { canvas.addPath(path) }
            canvas.fill(fill, alpha: alpha)
            guard item.stroke != nil else { return }
        }
        canvas.beginGradient(item.strokePaint, in: item.frame)
        let color = item.stroke?.color ?? Palette.treeLine
        let width = item.stroke?.lineWidth ?? Palette.treeLineWidth
        let dash = item.stroke?.dash ?? Palette.treeLineDash
        canvas.newPath()
        for path in item.paths { canvas.addPath(path) }
        // Butt caps: round ones would grow each 3 pt dash by a line width and all but close
        // the 3 pt gaps of the default style.
        canvas.stroke(color, width: width, dash: dash, alpha: alpha, cap: dash.isEmpty ? .round : .butt)
    }
}
