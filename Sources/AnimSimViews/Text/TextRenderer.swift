import AnimSimCore

/// SwiftUI's `TextRenderer` (iOS 18): draws the texts below `.textRenderer(_:)` itself, from
/// their `Text.Layout` (lines, runs and one slice per glyph, placed with the host's font
/// metrics) into a `GraphicsContext`. It is `Animatable`: SwiftUI interpolates its
/// `animatableData` and runs `draw(layout:in:)` again at every frame, so a wave through the
/// glyphs or a shimmer moves though its value is the same at both ends. AnimSim evaluates it
/// as it does an `Animatable` view's body (`_TextRendererView`, docs/evaluation.md).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `context`, whose origin is the text's top-leading corner.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    /// The size the text answers `proposal` with; the default is the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the drawing may reach outside the text's frame. AnimSim clips nothing, so
    /// this is accepted and changes nothing drawn.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// SwiftUI's `TextProxy`: the text a renderer sizes, which answers a proposal as the text
/// would without a renderer (one line, measured by the host's measurer).
public struct TextProxy {
    let size: CGSize

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
}

extension View {
    /// `.textRenderer(_:)`: every `Text` below draws through `renderer`. The renderer's
    /// `animatableData` animates as an `Animatable` view's does: in the animatable pane its
    /// interpolated value draws each frame; in the position pane the glyphs drawn at each
    /// transaction's end are morphed.
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> _TextRendererView<Self, R> {
        _TextRendererView(content: self, renderer: renderer)
    }
}

/// The view `.textRenderer(_:)` makes: an `Animatable` view (`View+Animatable`) whose data is
/// the renderer's, so its body, the content with the renderer in its environment, is
/// resolved again for every presented value and the texts in it are drawn again.
public struct _TextRendererView<Content: View, Renderer: TextRenderer>: View, Animatable {
    let content: Content
    /// Read and written by the evaluator's per-frame body (`BodySource`), which holds the body lock.
    nonisolated(unsafe) var renderer: Renderer

    public nonisolated var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    public var body: some View {
        let box = AnyTextRenderer(renderer)
        return content.modifier(_EnvironmentModifier { $0.textRenderer = box })
    }
}

/// A renderer of any type, as the environment carries it.
struct AnyTextRenderer {
    private let drawing: (Text.Layout, inout GraphicsContext) -> Void
    private let sizing: (ProposedViewSize, TextProxy) -> CGSize

    init<R: TextRenderer>(_ renderer: R) {
        drawing = { renderer.draw(layout: $0, in: &$1) }
        sizing = { renderer.sizeThatFits(proposal: $0, text: $1) }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) { drawing(layout, &context) }

    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { sizing(proposal, text) }
}
