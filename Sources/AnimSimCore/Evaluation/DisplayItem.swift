import Foundation

/// One view, resolved for drawing: geometry in pane coordinates plus everything a renderer
/// needs, and nothing it has to compute.
public struct DisplayItem: Equatable, Sendable {
    public enum Shape: Equatable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: CGFloat)
        case circle
        case capsule
        case text(String, fontSize: CGFloat)
    }

    public struct Label: Equatable, Sendable {
        public var text: String
        public var fontSize: CGFloat
        public var color: Color?
    }

    /// A view's transition phase while it runs (SwiftUI's insertion and removal).
    public enum Phase: String, Equatable, Sendable {
        case insertion, removal
    }

    public var id: String
    public var parent: Int?
    public var depth: Int
    public var frame: CGRect
    /// Rotation about the frame's centre (rotationEffect, pointsToCenter).
    public var rotation: Angle
    public var scale: CGFloat
    /// Opacity including every ancestor's.
    public var opacity: Double
    /// What to draw; nil for containers and spacers, which only appear in traces.
    public var shape: Shape?
    public var fill: Color?
    public var stroke: StrokeStyle?
    public var label: Label?
    /// Paths drawn by the view's layout (tree connections), with the view's stroke.
    public var paths: [Path]
    /// showSizes answers, drawn by the overlay.
    public var measuredSizes: [MeasuredSize]
    /// The view is a modifier (frame, padding, offset, fixedSize, background, overlay): a
    /// container that adjusts one view rather than arranging several, so a tool asking which
    /// layout places a view looks past it (`ModifierLayout`).
    public var isModifier = false

    /// One showSizes answer: the size the view gives for the requested proposal.
    public struct MeasuredSize: Equatable, Sendable {
        public let request: SizeRequest
        public let size: CGSize
    }
    /// Set while the view's transition runs; nil otherwise.
    public var phase: Phase? = nil
    /// Its `zIndex` among its siblings: the items are already in drawing order, this says why.
    public var zIndex: Double = 0
    /// The whole drawn transform, when geometry effects, offsets or a naive matrix morph
    /// made one (nil: `transform` derives it from frame, rotation and scale).
    public var drawnTransform: ProjectionTransform? = nil
    /// The geometry effects on this view's node, with their presented data, for traces.
    public var effects: [EffectData] = []
    /// A shape view's drawn outline (its `path(in:)` for the presented data, or the naive
    /// morph in the position pane), in the view's local coordinates: origin at the frame's
    /// top-left, before the view's rotation and scale. Nil for other views.
    public var outline: Path? = nil
    /// How the outline is painted (stroke style, fill rule), with the item's fill colour.
    public var outlinePaint: ShapePaint? = nil
    /// Visual filters it is drawn through (its own and its ancestors'), outermost first.
    public var filters: [VisualFilter] = []
    /// The blur radius its own running transition draws it with (`.blurReplace`, a custom
    /// `Transition`'s `.blur`), the first of `filters`; 0 otherwise.
    public var transitionBlur: Double = 0
    /// A gradient painting the item instead of its fill colour (its shape's fill, its
    /// stroked outline, its text), resolved against its frame where drawn (`GradientPaint`).
    public var gradient: GradientPaint? = nil
    /// A gradient painting the item's `stroke` while `gradient` paints its fill (iOS 17's
    /// `fill(_:).stroke(_:lineWidth:)` chain); nil: the stroke is painted as `strokePaint` says.
    public var strokeGradient: GradientPaint? = nil
    /// A compositing effect drawing this view and everything inside it as one layer
    /// (shadow, mask, group, blend mode); nil for almost every view.
    public var compositing: Compositing? = nil
    /// The position pane's cross-fade of content it cannot interpolate (a text's characters,
    /// an image's name), while a transaction runs; nil otherwise.
    public var crossFade: ContentFade? = nil
    /// A text's font weight (SwiftUI's `Font.Weight` value, `ViewStyle.fontWeight`):
    /// semibold (0.3) and heavier draw in the bold face (`isBoldText`).
    public var fontWeight: CGFloat = 0
    /// A text in italic: the painter slants its glyphs (`CairoCanvas.setFont`); its
    /// advances, and so its frame, are the upright face's.
    public var isItalic = false
    /// Where a wrapped text's lines sit in its frame (`ViewStyle.lineAlignment`).
    public var lineAlignment: CGFloat = 0
    /// The text's line limit and minimum scale factor (`ViewStyle.textFit`): painters lay its
    /// lines out again with them, as the layout did.
    public var textFit = TextFit()
    /// A text whose string is changing under a content transition, while it runs.
    public var textTransition: TextTransition? = nil
    /// The picture drawn into the frame (an `Image` view's), instead of its fill.
    public var image: DrawnImage? = nil

    /// The gradient that paints the item's `stroke`, nil for its colour: its own stroke
    /// gradient, or, for a view with a stroke and no fill (`.stroke(gradient)`, a scene
    /// file's `gradient:` on an outline), its one gradient. Every painter and exporter asks
    /// this, so a gradient fill under a coloured stroke keeps the stroke's colour.
    public var strokePaint: GradientPaint? { strokeGradient ?? (fill == nil ? gradient : nil) }

    /// Whether the text is drawn (and was measured) in the bold face.
    public var isBoldText: Bool { fontWeight >= 0.3 }

    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Whether the view puts anything on screen (a shape or a label): what painters draw,
    /// keyframes export, the report shows and panes are compared on. Containers and spacers
    /// only appear in traces. Inlinable: painters ask it of every item of every frame from
    /// other modules, where a call copies the optional label (its strings retained and
    /// released) just to test it for nil.
    @inlinable public var isDrawn: Bool { shape != nil || label != nil || outline != nil }
}

extension DisplayItem: CustomStringConvertible {
    /// One line, stable across runs and platforms: numbers to 4 decimals.
    public var description: String {
        var parts = ["\(id)", "frame=[\(frame.minX.formatted),\(frame.minY.formatted),\(frame.width.formatted),\(frame.height.formatted)]"]
        if rotation.radians != 0 { parts.append("rotation=\(rotation.degrees.formatted)") }
        if scale != 1 { parts.append("scale=\(scale.formatted)") }
        if opacity != 1 { parts.append("opacity=\(opacity.formatted)") }
        if let shape { parts.append("shape=\(shape.textForm)") }
        if let fill { parts.append("fill=\(fill)") }
        if let gradient { parts.append("gradient=\(gradient)") }
        if let stroke { parts.append("stroke=\(stroke.color)/\(stroke.lineWidth.formatted)") }
        if let strokeGradient { parts.append("strokeGradient=\(strokeGradient)") }
        if let label { parts.append("label=\"\(label.text)\"") }
        if fontWeight != 0 { parts.append("fontWeight=\(fontWeight.formatted)") }
        if isItalic { parts.append("italic") }
        if lineAlignment != 0 { parts.append("lineAlignment=\(lineAlignment.formatted)") }
        if let lines = textFit.maximumLines { parts.append("lineLimit=\(lines)") }
        if textFit.minimumScaleFactor != 1 { parts.append("minimumScaleFactor=\(textFit.minimumScaleFactor.formatted)") }
        if textFit.tracking != 0 { parts.append("tracking=\(textFit.tracking.formatted)") }
        if textFit.lineSpacing != 0 { parts.append("lineSpacing=\(textFit.lineSpacing.formatted)") }
        if let image { parts.append("image=\"\(image.name)\"@\(image.scale.formatted)x") }
        if let textTransition { parts.append("textTransition=\"\(textTransition.from)\"@\(textTransition.progress.formatted)") }
        if let phase { parts.append("phase=\(phase.rawValue)") }
        if zIndex != 0 { parts.append("zIndex=\(zIndex.formatted)") }
        if let reportedTransform { parts.append("transform=\(reportedTransform)") }
        for path in paths { parts.append("path=\"\(path)\"") }
        if let outline { parts.append("outline=\"\(outline)\"") }
        for measured in measuredSizes {
            parts.append("\(measured.request.rawValue)=\(measured.size.width.formatted)×\(measured.size.height.formatted)")
        }
        return String(repeating: "  ", count: depth) + parts.joined(separator: " ")
    }
}

extension DisplayItem.Shape {
    var textForm: String {
        switch self {
        case .rectangle: "rect"
        case .roundedRectangle(let r): "roundedRect(\(r.formatted))"
        case .circle: "circle"
        case .capsule: "capsule"
        case .text(let s, let size): "text(\"\(s)\",\(size.formatted))"
        }
    }
}
