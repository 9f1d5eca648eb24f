import AnimSimCore

/// SwiftUI's `GraphicsContext`: what a `Canvas`'s renderer draws with. A value that carries
/// the drawing state (transform, opacity, blend mode, filters, clip) and shares one list of
/// commands with its copies, as SwiftUI's does: `var copy = context; copy.opacity = 0.5`
/// draws into the same canvas with the copy's state, and the original's state is unchanged.
///
/// Every command is recorded with the state at the call (`CanvasCommand`) and becomes views
/// of AnimSim's own when the canvas resolves (`CanvasCommand.node`): a filled or stroked
/// path is a shape filled in the canvas's frame, text, images and symbols are placed views,
/// so every output (PNG, window, trace, export) draws a canvas as it draws any view.
/// Not main-actor isolated, as SwiftUI's is not: a helper function of the user's may draw.
public struct GraphicsContext {
    /// The drawing's commands, shared by every copy of the context (and by the layers drawn
    /// into it, which collect their own list and add it as one command).
    let sink: CanvasSink
    /// The state every command is recorded with.
    var state = CanvasDrawState()
    /// What `resolveSymbol(id:)` finds: the canvas's symbols by tag.
    let symbols: CanvasSymbols
    /// The environment the canvas was resolved in (its colour scheme, foreground, font).
    public let environment: EnvironmentValues

    init(sink: CanvasSink, symbols: CanvasSymbols, environment: EnvironmentValues) {
        self.sink = sink
        self.symbols = symbols
        self.environment = environment
    }

    /// The opacity every later command is drawn with, multiplied into what it draws.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue }
    }

    /// The blend mode of later commands: recorded; AnimSim draws them with normal blending.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The user-space-to-canvas matrix later commands are drawn through.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// `translateBy(x:y:)`: later commands move by (x, y) in the current user space
    /// (the translation is applied before the current transform, as CoreGraphics does).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    public mutating func rotate(by angle: Angle) {
        state.transform = state.transform.rotated(by: angle.radians)
    }

    /// `concatenate(_:)`: `matrix` first, then the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// `clip(to:style:options:)`: later commands are drawn clipped to `path` (in the current
    /// user space). The clip is each command's `clipShape`; `.inverse` is accepted and
    /// clips to the path itself.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let canvasPath = path.applying(state.transform)
        state.clips.append(CanvasClip(path: canvasPath, style: style))
    }

    /// The bounding box of the clip, in user space (the canvas when nothing clips).
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: sink.size)
        for clip in state.clips { rect = rect.intersection(clip.path.boundingRect) }
        let inverse = state.transform.inverted()
        return Path(rect).applying(inverse).boundingRect
    }

    /// `addFilter(_:options:)`: later commands are drawn through `filter` (after the ones
    /// added before it).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter)
    }

    /// `drawLayer(content:)`: draws `content` into a layer of its own (a copy of this
    /// context with a fresh list), then the layer into this context with this context's
    /// opacity, filters and clip applied to the layer as a whole.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(sink: CanvasSink(size: sink.size), symbols: symbols, environment: environment)
        layer.state.transform = state.transform
        layer.state.wrapsOpacity = state.wrapsOpacity
        try content(&layer)
        var outer = state
        outer.transform = .identity
        sink.commands.append(CanvasCommand(kind: .layer(layer.sink.commands), state: outer))
    }

    /// Records `kind` with the current state.
    func record(_ kind: CanvasCommand.Kind) {
        sink.commands.append(CanvasCommand(kind: kind, state: state))
    }
}

/// The commands of one canvas drawing (or one layer), shared by a context's copies.
final class CanvasSink {
    var commands: [CanvasCommand] = []
    let size: CGSize

    init(size: CGSize) { self.size = size }
}

/// A context's drawing state at one command.
struct CanvasDrawState {
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var blendMode = GraphicsContext.BlendMode.normal
    var filters: [GraphicsContext.Filter] = []
    var clips: [CanvasClip] = []
    /// Every command is wrapped in its opacity, 1 included, so the nodes keep one structure
    /// whatever the opacity: a `TextRenderer`'s drawing, redrawn each frame, whose glyph at
    /// opacity 1 would otherwise not fit the end state's nodes and keep their values.
    var wrapsOpacity = false
}

/// A clip path in the canvas's coordinates.
struct CanvasClip {
    let path: Path
    let style: FillStyle
}
