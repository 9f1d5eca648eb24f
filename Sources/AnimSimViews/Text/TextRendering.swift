import AnimSimCore

/// A `Text` under `.textRenderer(_:)`: its `Text.Layout` made with the host's measurer, the
/// renderer's `draw(layout:in:)` run into a `GraphicsContext` of the text's size, and the
/// commands it recorded made into AnimSim's views as a `Canvas`'s are (`CanvasDrawing`):
/// each drawn slice is a `Text` of its glyphs placed where the layout put them, through the
/// context's transform, opacity, filters and clips. So the glyphs draw, trace and export as
/// any view does, and the renderer's transform of each glyph is a drawn transform the
/// position pane morphs (docs/evaluation.md, "Text drawn by a TextRenderer").
enum TextRendering {
    @MainActor
    static func nodes(of text: Text, through renderer: AnyTextRenderer, in context: _ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let layout = layout(of: text, in: environment, measurer: environment.textMeasurer ?? FixedAdvanceTextMeasurer())
        // The glyphs are plain texts: the renderer draws them, and does not draw itself again.
        let inner = context.with { $0.environment.textRenderer = nil }
        let sink = CanvasSink(size: layout.size)
        var graphics = GraphicsContext(sink: sink, symbols: CanvasSymbols(EmptyView(), in: inner), environment: inner.environment)
        graphics.state.wrapsOpacity = true
        context.session.evaluatingBody { renderer.draw(layout: layout, in: &graphics) }
        let size = context.session.evaluatingBody { renderer.sizeThatFits(proposal: .unspecified, text: TextProxy(size: layout.size)) }
        let drawing = resolve(CanvasDrawing(commands: sink.commands), in: inner.appending("glyphs"))
        return [ViewNode(.layout(AnyLayout(RenderedTextLayout(size: size))), children: drawing, id: context.path)]
    }

    /// The text's one line: a run per part of a concatenation (one for a plain text), each in
    /// its part's face and size, its characters glyphs at the advance of those before them.
    /// Each part's baseline is where the painter puts it in a frame of its line height
    /// (ascent + descent centred), and the parts share the lowest of those, as
    /// `TextRunsLayout` places them, so the line is as tall as they reach around it.
    @MainActor
    static func layout(of text: Text, in environment: EnvironmentValues, measurer base: any TextMeasurer) -> Text.Layout {
        struct Part {
            let text: Text, measurer: any TextMeasurer, fontSize, lineHeight, ascent, descent, baseline: CGFloat
        }
        let parts = text.parts.map { part in
            let styled = part.styledEnvironment(environment)
            let measurer = part.resolvedWeight(in: styled) >= 0.3 ? base.boldFace : base
            let size = styled.font?.size ?? Font.body.size
            let lineHeight = measurer.lineHeight(fontSize: size)
            let ascent = measurer.ascent(fontSize: size), descent = measurer.descent(fontSize: size)
            return Part(text: part, measurer: measurer, fontSize: size, lineHeight: lineHeight, ascent: ascent, descent: descent,
                        baseline: lineHeight / 2 + (ascent - descent) / 2)
        }
        let baseline = parts.map(\.baseline).max() ?? 0
        var runs: [Text.Layout.Run] = []
        var x: CGFloat = 0, characterIndex = 0
        for part in parts {
            var glyphs: [Text.Layout.Run.Glyph] = []
            var advance = TextRun()
            for character in part.text.string {
                let start = advance.width
                part.measurer.extend(&advance, with: Substring(String(character)), fontSize: part.fontSize)
                glyphs.append(.init(string: String(character), x: x + start, width: advance.width - start, characterIndex: characterIndex))
                characterIndex += 1
            }
            let metrics = Text.Layout.TypographicBounds(origin: CGPoint(x: x, y: baseline), width: advance.width,
                                                        ascent: part.ascent, descent: part.descent)
            runs.append(Text.Layout.Run(glyphs: glyphs, text: part.text, metrics: metrics, lineTop: baseline - part.baseline))
            x += part.measurer.width(of: part.text.string, fontSize: part.fontSize)
        }
        let bounds = Text.Layout.TypographicBounds(origin: CGPoint(x: 0, y: baseline), width: x,
                                                   ascent: parts.map(\.ascent).max() ?? 0, descent: parts.map(\.descent).max() ?? 0)
        let line = Text.Layout.Line(runs: runs, origin: CGPoint(x: 0, y: baseline), typographicBounds: bounds)
        let height = parts.map { baseline - $0.baseline + $0.lineHeight }.max() ?? 0
        return Text.Layout(lines: [line], size: CGSize(width: x, height: text.string.isEmpty ? 0 : height))
    }
}

/// The frame of a rendered text: the size its renderer answered, whatever the proposal (the
/// text is one line, as without a width to wrap to); the drawing fills it.
struct RenderedTextLayout: Layout {
    let size: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension GraphicsContext {
    /// `draw(_:options:)` for a line of a `TextRenderer`'s layout: each of its runs.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// A whole run, as one text.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex..<run.endIndex), options: options)
    }

    /// Some glyphs of a run: a `Text` of their characters, in the run's style, with its frame's
    /// top-leading corner at the first glyph's advance on the line's top (so its baseline is
    /// the run's), in user space.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard let first = slice.indices.first, slice.indices.upperBound <= slice.run.glyphs.count else { return }
        var glyphs = slice.run.text
        glyphs.string = slice.string
        let point = CGPoint(x: slice.run.glyphs[first].x, y: slice.run.lineTop)
        record(.view(AnyView(glyphs), .point(point, .topLeading)))
    }
}
