import AnimSimCore

/// SwiftUI's `Canvas`: a view that fills the size it is offered (10 pt for an unspecified
/// side, as a shape does) and draws what its renderer draws into a `GraphicsContext` of that
/// size, in the canvas's own coordinates (origin at its top-leading corner, y down).
///
/// The renderer runs when the canvas resolves, with the size the host laid the canvas out
/// at: like a `GeometryReader`'s content, the host resolves, lays out and resolves again
/// until the size is the one drawn with (`ViewHost.maxGeometryPasses`). Its commands become
/// views of AnimSim's own (`CanvasCommand.nodes`), so a canvas is drawn, traced and exported
/// as any view is, and redrawn at each update: in a `TimelineView(.animation)` it is drawn
/// from the timeline's date at every update of the timeline.
///
/// `symbols`: views tagged with `.tag(_:)`, which `resolveSymbol(id:)` finds; each is laid out
/// at its ideal size (the size its `ResolvedSymbol` reports) and only drawn where the
/// renderer draws it. `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
public struct Canvas<Symbols: View>: _PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        // The drawing is a child with an identity of its own, so modifiers around the canvas
        // (which take over the canvas's id) never change the size read back.
        let drawingPath = IdentityPath.appending("drawing", to: context.path)
        let size = context.session.geometry(of: drawingPath).size
        let library = CanvasSymbols(symbols, in: context.appending("symbols"))
        let sink = CanvasSink(size: size)
        var graphics = GraphicsContext(sink: sink, symbols: library, environment: context.environment)
        context.session.evaluatingBody { renderer(&graphics, size) }
        var drawing = resolve(CanvasDrawing(commands: sink.commands), in: context.appending("drawing"))
        drawing += library.hidden(in: context)
        return [ViewNode(.layout(AnyLayout(CanvasLayout())), children: drawing, id: context.path)]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        symbols = EmptyView()
    }
}

/// A list of commands as one view: a layout of the canvas's size with one child per command.
struct CanvasDrawing: _PrimitiveView {
    let commands: [CanvasCommand]

    func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var children: [ViewNode] = []
        for (index, command) in commands.enumerated() {
            children += command.nodes(in: context.appending(String(index)))
        }
        return [ViewNode(.layout(AnyLayout(CanvasLayout())), children: children, id: context.path)]
    }
}

/// A canvas's frame: the whole proposal (10 pt for an unspecified side, as a shape takes),
/// every child given that frame at the same origin.
struct CanvasLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
