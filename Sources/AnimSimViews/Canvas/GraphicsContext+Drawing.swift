import AnimSimCore

/// The drawing commands of `GraphicsContext`: paths, text, images and symbols, each
/// recorded with the context's state (`record`).
extension GraphicsContext {
    /// `fill(_:with:style:)`: `path`, in user space, filled with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        fillCanvasPath(path.applying(state.transform), with: shading, style: style)
    }

    /// `stroke(_:with:style:)`: the outline of `path`'s stroke, made in user space (so a
    /// scaled context draws a scaled line, as CoreGraphics does), filled with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: LineStyle) {
        fillCanvasPath(path.strokedPath(style).applying(state.transform), with: shading, style: FillStyle())
    }

    /// A path already in canvas coordinates filled with a colour, or with a style or
    /// gradient in the canvas's frame (`Shading.style(through:size:)`).
    private func fillCanvasPath(_ path: Path, with shading: Shading, style: FillStyle) {
        if let paint = shading.style(through: state.transform, size: sink.size) {
            record(.paint(path, paint, style))
        } else {
            record(.fill(path, shading.color(in: environment), style))
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: LineStyle(lineWidth: lineWidth))
    }

    /// `resolve(_:)`: the text with the context's environment, to measure or draw later.
    public func resolve<T: View>(_ text: T) -> ResolvedText { ResolvedText(view: AnyView(text)) }

    /// `draw(_:at:anchor:)`: the text at its ideal size with its `anchor` point at `point`.
    public func draw<T: View>(_ text: T, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// `draw(_:in:)`: the text laid out in `rect` (proposed its size, top-leading).
    public func draw<T: View>(_ text: T, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(text.shaded, .point(point, anchor)))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) { record(.view(text.shaded, .rect(rect))) }

    /// `resolve(_:)` for an image: the image, drawn later at its own size.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(image), .point(point, anchor)))
    }

    /// `draw(_:in:style:)`: the image stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.view(AnyView(image.resizable()), .rect(rect)))
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// `resolveSymbol(id:)`: the view of the canvas's `symbols` tagged `id`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols.symbol(AnyHashable(id)).map { ResolvedSymbol(node: $0.node, size: $0.size) }
    }

    /// `draw(_:at:anchor:)` for a symbol: the symbol at its size with `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.symbol(symbol.node, .point(point, anchor)))
    }

    /// `draw(_:in:)` for a symbol: the symbol proposed `rect`'s size at its origin.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record(.symbol(symbol.node, .rect(rect))) }
}

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.ResolvedText`: a text ready to draw, with the shading
    /// that paints it (`.foreground`: the text's own colour).
    public struct ResolvedText {
        let view: AnyView
        public var shading: Shading = .foreground

        /// The view drawn: the text, in the shading's colour when one was set.
        var shaded: AnyView {
            guard case .color(let color) = shading.kind else { return view }
            return AnyView(view.foregroundColor(color))
        }
    }

    /// SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?
    }

    /// SwiftUI's `GraphicsContext.ResolvedSymbol`: one of a canvas's `symbols`, resolved
    /// once when the canvas is, and its ideal size.
    public struct ResolvedSymbol {
        let node: ViewNode
        public let size: CGSize
    }
}
