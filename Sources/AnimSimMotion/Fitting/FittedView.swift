import AnimSimCore
import Foundation

/// One view's channels fitted to keyframes over one stretch of its life (`ViewSamples`):
/// keyframe k of a track is frame `firstFrame + k`. Every channel is fitted in units where the
/// tolerance reads as points on screen, so one number bounds them all:
/// - position and size: points;
/// - rotation and scale: how far they move the view's corner, i.e. radians or scale factor
///   times the half diagonal `reach`;
/// - opacity: percent, Lottie's own unit (a tolerance of 0.5 keeps it within 0.5 %);
/// - colours: percent of each premultiplied component, like opacity (`ColourTrack`).
public struct FittedView: Sendable {
    public let item: DisplayItem
    /// The first and last frames the view is drawn in: a layer's in and out points.
    public let firstFrame: Int
    public let lastFrame: Int
    public let position: FittedTrack
    public let size: FittedTrack
    public let rotation: FittedTrack
    public let scale: FittedTrack
    public let opacity: FittedTrack
    /// A rectangle's corner radius in points (`ViewSamples.radius`).
    public let radius: FittedTrack
    /// The shape's fill, its stroke's colour and its label's colour, keyed for players that
    /// interpolate sRGB; nil when the view draws no such thing.
    public let fill: ColourTrack?
    public let strokeColour: ColourTrack?
    public let labelColour: ColourTrack?
    /// A shape view's outline in pane coordinates, keyframed within the tolerance
    /// (`OutlineTrack`); nil for views drawn by frame (rectangles, circles, labels).
    public let outline: OutlineTrack?
    /// Half the largest diagonal the view reaches, in points.
    public let reach: Double
    /// The gradient, keyed (`GradientTrack`); nil without one.
    public let gradient: GradientTrack?
    /// The stroke's own gradient over a filled paint, keyed; nil without one.
    public let strokeGradient: GradientTrack?
    /// The stroke's width and dash phase in points, keyed; nil without a stroke.
    public let lineWidth: VectorTrack?
    public let dashPhase: VectorTrack?
    /// Each of an outline's paint operations' colour (`SVGItems.outlinePaints`), keyed.
    public let outlineColours: [ColourTrack]
    /// Each visual filter's numbers, outermost first (`FittedEffects.filterVector`).
    public let filters: [(kind: VisualFilter.Kind, track: VectorTrack)]
    /// The enclosing shadow (`FittedEffects.shadowVector`); nil without one.
    public let shadow: VectorTrack?
    /// The compositing around the view, for what the exports leave out.
    let effects: LayerEffects
    /// Position keyframes a player without spatial tangents needs (CSS `translate`
    /// keyframes, FLIP): the same samples fitted with straight segments only.
    public let straightKeyframes: Int

    public init(_ samples: ViewSamples, tolerance: Double, outliner: LabelOutliner? = nil) {
        item = samples.item
        firstFrame = samples.firstFrame
        lastFrame = samples.lastFrame
        let diagonal = samples.sizes.map { ($0 * $0).sum().squareRoot() }.max() ?? 0
        let reach = max(diagonal / 2, 1)
        self.reach = reach
        position = CurveFitter(tolerance: tolerance).fit(samples.centers)
        let straight = CurveFitter(tolerance: tolerance, allowsCurves: false)
        straightKeyframes = straight.fit(samples.centers).keyframes.count
        // A circle is as wide as its frame's shorter side: fit that, not the frame.
        let sizes = item.shape == .circle ? samples.sizes.map { Vec2(repeating: $0.min()) } : samples.sizes
        size = straight.fit(sizes)
        rotation = straight.fit(samples.rotations.map { Vec2($0 * reach, 0) })
        scale = straight.fit(samples.scales.map { Vec2($0 * reach, 0) })
        opacity = straight.fit(samples.opacities.map { Vec2($0 * 100, 0) })
        radius = straight.fit(samples.radii.map { Vec2($0, 0) })
        let colour = { (colours: [Color]) in colours.isEmpty ? nil : ColourTrack(colours, tolerance: tolerance) }
        fill = colour(samples.fills)
        strokeColour = colour(samples.strokes)
        labelColour = colour(samples.labelColours)
        outline = Self.outline(samples, tolerance: tolerance, outliner: outliner)
        let drawnByFrame = samples.outlines.isEmpty
        let rects = zip(samples.sizes, sizes).map { frame, drawn in
            // Views drawn by frame are centred on the origin (a circle in its square); an
            // outline is in its item's local space, from the frame's top-left.
            drawnByFrame ? CGRect(x: -drawn.x / 2, y: -drawn.y / 2, width: drawn.x, height: drawn.y)
                : CGRect(x: 0, y: 0, width: frame.x, height: frame.y)
        }
        gradient = samples.gradients.count == rects.count ? GradientTrack(samples.gradients, rects: rects, tolerance: tolerance) : nil
        strokeGradient = samples.strokeGradients.count == rects.count
            ? GradientTrack(samples.strokeGradients, rects: rects, tolerance: tolerance) : nil
        lineWidth = samples.lineWidths.isEmpty ? nil : VectorTrack(samples.lineWidths.map { [$0] }, tolerance: tolerance)
        dashPhase = samples.dashPhases.isEmpty ? nil : VectorTrack(samples.dashPhases.map { [$0] }, tolerance: tolerance)
        let operations = samples.outlineColours.first?.count ?? 0
        outlineColours = samples.outlineColours.allSatisfy { $0.count == operations }
            ? (0..<operations).map { k in ColourTrack(samples.outlineColours.map { $0[k] }, tolerance: tolerance) } : []
        let kinds = samples.filters.first?.map(\.kind) ?? []
        filters = kinds.indices.map { k in
            (kinds[k], VectorTrack(samples.filters.map { FittedEffects.filterVector($0[k]) }, tolerance: tolerance))
        }
        shadow = samples.shadows.isEmpty ? nil : VectorTrack(samples.shadows.map(FittedEffects.shadowVector), tolerance: tolerance)
        effects = samples.effects
    }

    /// A shape view's outline track; or a built-in shape's (its path in its frame at each
    /// frame, the corner radius as drawn) when its transform says more than frame, rotation
    /// and scale, which the frame-based channels cannot carry. Nil otherwise.
    /// A text view (or a label) under such a transform is its glyphs' outlines through it,
    /// when there are fonts (`outliner`), so it turns, skews and flips with its view.
    static func outline(_ samples: ViewSamples, tolerance: Double, outliner: LabelOutliner? = nil) -> OutlineTrack? {
        var outlines = samples.outlines
        if outlines.isEmpty, samples.transformed, let outliner, let text = FittedEffects.text(samples.item) {
            let glyphs = outliner(text.text, text.fontSize)
            guard !glyphs.isEmpty else { return nil }
            outlines = samples.sizes.map { size in
                var path = Path()
                for contour in glyphs { path.addPath(SVGPathData.path(contour: contour)) }
                return path.offsetBy(dx: CGFloat(size.x / 2), dy: CGFloat(size.y / 2))
            }
        } else if outlines.isEmpty, samples.transformed, let shape = samples.item.shape {
            if case .text = shape { return nil }
            outlines = zip(samples.sizes, samples.radii).map { size, radius in
                var kind = shape
                if case .roundedRectangle = shape { kind = .roundedRectangle(cornerRadius: radius) }
                return SVGItems.path(kind, in: CGRect(x: 0, y: 0, width: size.x, height: size.y))
            }
        }
        guard !outlines.isEmpty, outlines.count == samples.transforms.count else { return nil }
        var track = OutlineTrack(outlines: outlines, transforms: samples.transforms)
        track.fit(tolerance: tolerance)
        return track
    }

    /// The colour channels the view draws.
    public var colours: [ColourTrack] { [fill, strokeColour, labelColour].compactMap { $0 } }

    /// Rotation in degrees, scale as a factor and opacity in 0…1, from a channel's fitted units.
    public func degrees(_ value: Vec2) -> Double { value.x / reach * 180 / .pi }
    public func factor(_ value: Vec2) -> Double { value.x / reach }
    public func unitOpacity(_ value: Vec2) -> Double { value.x / 100 }

    /// Whether the view is drawn for only part of the animation (it comes or goes).
    public func isPartial(frameCount: Int) -> Bool { firstFrame > 0 || lastFrame < frameCount - 1 }

    /// Keyframes of the channels other than position (the radius and colours only when they change).
    public var otherKeyframes: Int {
        [size, rotation, scale, opacity, radius].reduce(0) { $0 + $1.keyframes.count } + colours.reduce(0) { $0 + $1.keyframes.count }
            + ([gradient?.track, strokeGradient?.track, lineWidth, dashPhase, shadow].compactMap { $0 } + filters.map(\.track)).reduce(0) { $0 + $1.keyframes.count }
            + outlineColours.reduce(0) { $0 + $1.keyframes.count }
            + (outline.map { $0.isAnimated ? $0.keyframes.count : 0 } ?? 0)
    }
}

/// What a strategy's export cost and how close it stays: the figures `render` prints.
public struct FitSummary: Sendable, Equatable {
    public var strategy: Strategy
    public var views: Int
    /// Position keyframes over all views.
    public var keyframes: Int
    /// Position keyframes over all views with straight segments only (see `FittedView`).
    public var straightKeyframes: Int
    /// Keyframes of size, rotation, scale, opacity, corner radius and colours.
    public var otherKeyframes: Int
    /// Position fit error over every view and frame, in points.
    public var maxError: Double
    public var meanError: Double

    public init(strategy: Strategy, views: [FittedView]) {
        self.strategy = strategy
        self.views = views.count
        keyframes = views.reduce(0) { $0 + $1.position.keyframes.count }
        straightKeyframes = views.reduce(0) { $0 + $1.straightKeyframes }
        otherKeyframes = views.reduce(0) { $0 + $1.otherKeyframes }
        let errors = views.flatMap(\.position.errors)
        maxError = errors.max() ?? 0
        meanError = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
    }

    /// `animatable: 8 views, 16 position keyframes (position's 16: +0, 1.00×), 104 as straight
    /// lines, 0 others; fit error max 0.038 pt, mean 0.008 pt`
    public func line(comparedWith position: FitSummary?) -> String {
        var comparison = ""
        if let position, position.strategy != strategy {
            let difference = keyframes - position.keyframes
            let ratio = position.keyframes > 0 ? String(format: ", %.2f×", Double(keyframes) / Double(position.keyframes)) : ""
            comparison = " (position's \(position.keyframes): \(difference >= 0 ? "+" : "")\(difference)\(ratio))"
        }
        return "\(strategy.rawValue): \(views) views, \(keyframes) position keyframes\(comparison), "
            + "\(straightKeyframes) as straight lines, \(otherKeyframes) others; "
            + "fit error max \(String(format: "%.3f", maxError)) pt, mean \(String(format: "%.3f", meanError)) pt"
    }
}
