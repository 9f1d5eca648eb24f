import AnimSimCore
import Foundation

/// One drawn view's placement over one stretch of its life under one strategy (a layer of
/// the export), taken from the display lists every other output uses
/// (`SceneEvaluator.evaluate(at:strategy:)`), never recomputed. Sample k is frame
/// `firstFrame + k`; the view is drawn from `firstFrame` to `lastFrame` and not outside.
public struct ViewSamples: Sendable {
    /// The view as it looks at its first frame: shape, paint, label. A view whose look
    /// changes (another shape or label, a fill or stroke that comes or goes) starts a new
    /// stretch, so within one they do not change; a corner radius is geometry and colours
    /// animate, so both are sampled (`radii`, `fills`, `strokes`, `labelColours`).
    public let item: DisplayItem
    /// The frame of the first sample: when the view appears (Lottie's `ip`).
    public let firstFrame: Int
    public var centers: [Vec2] = []
    public var sizes: [Vec2] = []
    public var rotations: [Double] = []
    public var scales: [Double] = []
    public var opacities: [Double] = []
    /// The drawn corner radius in points (see `FittedView.radius`).
    public var radii: [Double] = []
    /// The colours drawn, resolved as the painter resolves them (`ViewPaint`): the shape's
    /// fill, its stroke's colour and the label's colour. Each is empty when the view draws no
    /// such thing; the look decides that, so it holds for the whole stretch.
    public var fills: [Color] = []
    public var strokes: [Color] = []
    public var labelColours: [Color] = []
    /// A shape view's drawn outline (local coordinates) and its whole drawn transform at each
    /// frame; empty for views without an outline (`OutlineTrack` exports them).
    public var outlines: [Path] = []
    /// The whole drawn transform at every frame.
    public var transforms: [ProjectionTransform] = []
    /// Whether at some frame the drawn transform says more than frame, rotation and scale (a
    /// skew, a perspective flip, a naive matrix morph): the view is then exported as its
    /// outline through the transform (`FittedView.outline`).
    public var transformed = false
    /// The gradient at each frame, when the view has one (the look says so for the stretch).
    public var gradients: [GradientPaint] = []
    /// The stroke's own gradient at each frame, when it has one over a filled paint (iOS 17's
    /// `fill(_:).stroke(_:)`, `DisplayItem.strokeGradient`).
    public var strokeGradients: [GradientPaint] = []
    /// The stroke's width and dash phase at each frame (the shape's stroke, or the outline's
    /// stroke style); empty without a stroke.
    public var lineWidths: [Double] = []
    public var dashPhases: [Double] = []
    /// The colour of each of an outline's paint operations (`SVGItems.outlinePaints`), per frame.
    public var outlineColours: [[Color]] = []
    /// The visual filters at each frame (their kinds are the look's, their numbers animate).
    public var filters: [[VisualFilter]] = []
    /// The enclosing shadow at each frame, in pane coordinates; empty without one.
    public var shadows: [Compositing.Shadow] = []
    /// The compositing around the view at its first frame (`LayerEffects`).
    let effects: LayerEffects
    /// The look of the stretch: every frame appended has it.
    let look: Look

    init(item: DisplayItem, firstFrame: Int, effects: LayerEffects = LayerEffects()) {
        self.item = item
        self.firstFrame = firstFrame
        self.effects = effects
        look = Self.look(item, effects)
    }

    /// The last frame the view is drawn in.
    public var lastFrame: Int { firstFrame + centers.count - 1 }

    mutating func append(_ item: DisplayItem, effects: LayerEffects = LayerEffects()) {
        centers.append(Vec2(item.frame.midX, item.frame.midY))
        sizes.append(Vec2(item.frame.width, item.frame.height))
        rotations.append(item.rotation.radians)
        scales.append(item.scale)
        opacities.append(item.opacity)
        radii.append(Self.radius(item))
        let paint = ViewPaint(item)
        if let fill = paint.fill { fills.append(fill) }
        if let stroke = paint.stroke { strokes.append(stroke.color) }
        if let label = paint.label { labelColours.append(label.color) }
        if let outline = item.outline { outlines.append(outline) }
        transforms.append(item.transform)
        if item.reportedTransform != nil { transformed = true }
        if let gradient = item.gradient { gradients.append(gradient) }
        if let gradient = item.strokeGradient { strokeGradients.append(gradient) }
        if let line = Self.line(item) {
            lineWidths.append(Double(line.lineWidth))
            dashPhases.append(Double(line.dashPhase))
        }
        if item.outline != nil { outlineColours.append(SVGItems.outlinePaints(item).map { $0.fill ?? $0.stroke?.color ?? .clear }) }
        filters.append(item.filters)
        if let shadow = effects.shadow { shadows.append(shadow) }
    }

    /// The line style the view strokes with: an outline's stroke style when it is stroked, else
    /// its stroke's.
    static func line(_ item: DisplayItem) -> LineStyle? {
        if item.outline != nil, let style = item.outlinePaint?.stroke { return style }
        return item.stroke.map(\.line)
    }

    /// A capsule's corner radius is half its shorter side, a rounded rectangle's its radius up
    /// to that (Lottie clamps it so), so it changes with the size.
    static func radius(_ item: DisplayItem) -> Double {
        let shorter = Double(min(item.frame.width, item.frame.height))
        return switch item.shape {
        case .capsule?: shorter / 2
        case .roundedRectangle(let r)?: min(Double(r), shorter / 2)
        default: 0
        }
    }

    /// What must stay the same for two instants to be one stretch of one layer: everything
    /// drawn but geometry (a rounded rectangle's radius is geometry) and colours, which the
    /// exports animate (`ColourTrack`). Whether there is a fill, a stroke (and its width and
    /// dashes) and a label (its text and size) is part of the look.
    /// The stroke's width and dash phase animate (`lineWidths`, `dashPhases`), and so do a
    /// gradient's numbers, the filters' numbers and a shadow's; the gradient's kind and stop
    /// count, the filters' kinds and whether there is a shadow are the look.
    static func look(_ item: DisplayItem, _ effects: LayerEffects = LayerEffects()) -> Look {
        var shape = item.shape
        if case .roundedRectangle? = shape { shape = .roundedRectangle(cornerRadius: 0) }
        var stroke = item.stroke, label = item.label, outlineStroke = item.outlinePaint?.stroke
        stroke?.color = .clear
        // Only whether a line is drawn at all is the look; its width and phase animate.
        let strokeWidth: CGFloat = (stroke?.lineWidth ?? 0) > 0 ? 1 : 0, outlineWidth: CGFloat = (outlineStroke?.lineWidth ?? 0) > 0 ? 1 : 0
        stroke?.lineWidth = strokeWidth
        stroke?.dashPhase = 0
        outlineStroke?.lineWidth = outlineWidth
        outlineStroke?.dashPhase = 0
        label?.color = nil
        let gradient = item.gradient.map { "\($0.kind.rawValue)/\($0.stops.count)/\($0.colorSpace.rawValue)" }
        let strokeGradient = item.strokeGradient.map { "\($0.kind.rawValue)/\($0.stops.count)/\($0.colorSpace.rawValue)" }
        return Look(shape: shape, filled: item.fill != nil, stroke: stroke, label: label, outline: item.outline != nil,
                    outlineStroke: outlineStroke, eoFill: item.outlinePaint?.eoFill ?? false, gradient: gradient,
                    strokeGradient: strokeGradient,
                    filters: item.filters.map(\.kind), shadowed: effects.shadow != nil)
    }

    struct Look: Equatable {
        var shape: DisplayItem.Shape?
        var filled: Bool
        var stroke: StrokeStyle?
        var label: DisplayItem.Label?
        var outline = false
        var outlineStroke: LineStyle?
        var eoFill = false
        var gradient: String?
        var strokeGradient: String?
        var filters: [VisualFilter.Kind] = []
        var shadowed = false
    }
}

public enum MotionExportError: Error, CustomStringConvertible, Sendable {
    case layout(LayoutErrors)
    /// Keyframes follow one view through time by its id: two drawn views with one id at
    /// one instant cannot be told apart.
    case sharedID(String, frame: Int)

    public var description: String {
        switch self {
        case .layout(let errors): errors.description
        case .sharedID(let id, let frame):
            "two drawn views share the id '\(id)' at frame \(frame); motion export follows each view by its id, "
                + "so give each its own 'id'"
        }
    }
}
