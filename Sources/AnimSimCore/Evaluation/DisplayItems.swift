import Foundation

/// A display list's items, stored as what a view is (`Appearance`: its id, place in the
/// tree and drawing) apart from where it is at this instant (`Geometry`). Consecutive
/// instants of one scene share their appearances (copy-on-write), so an instant costs one
/// array of plain numbers, not a copy of every id, label and colour: that is what keeps a
/// frame of 10,000 views well under a millisecond. Reading an element assembles a
/// `DisplayItem`, so code that walks items sees the same values as before.
public struct DisplayItems: RandomAccessCollection, MutableCollection, Equatable, Sendable {
    /// Everything about a view but its id, which is kept apart because the position
    /// strategy matches ids at every instant and should not have to stride over the rest.
    struct Appearance: Equatable, Sendable {
        var parent: Int?
        var depth: Int
        var shape: DisplayItem.Shape?
        var fill: Color?
        var stroke: StrokeStyle?
        var label: DisplayItem.Label?
        var isModifier = false
        var zIndex: Double = 0
        var gradient: GradientPaint? = nil
        var strokeGradient: GradientPaint? = nil
        var fontWeight: CGFloat = 0
        var isItalic = false
        var lineAlignment: CGFloat = 0
        var textFit = TextFit()
        var image: DrawnImage? = nil
    }

    struct Geometry: Equatable, Sendable {
        var frame: CGRect
        var rotation: Angle
        var scale: CGFloat
        var opacity: Double
        /// The whole drawn transform, when the resolver made one (`DrawnTransforms`).
        var transform: ProjectionTransform? = nil
        /// Visual filters from the item and its ancestors, innermost last.
        var filters: [VisualFilter] = []
        /// The blur radius the view's own running transition adds (for traces).
        var transitionBlur: Double = 0
    }

    private(set) var ids: [String]
    private(set) var appearances: [Appearance]
    var geometry: [Geometry]
    /// Only the few views whose layout drew paths, or that show sizes, have entries.
    private(set) var paths: [Int: [Path]]
    private(set) var measuredSizes: [Int: [DisplayItem.MeasuredSize]]
    /// Only views whose transition runs have entries.
    private(set) var phases: [Int: DisplayItem.Phase]
    /// Only views carrying geometry effects have entries.
    var effects: [Int: [DisplayItem.EffectData]] = [:]
    /// Only shape views have entries: their outlines and how they are painted.
    var outlines: [Int: Outline] = [:]
    /// Only views carrying a compositing effect have entries.
    var composites: [Int: Compositing] = [:]
    /// Only views cross-fading in the position pane have entries.
    var fades: [Int: ContentFade] = [:]
    /// Only texts whose content transition runs have entries.
    var textTransitions: [Int: TextTransition] = [:]

    struct Outline: Equatable, Sendable {
        var path: Path
        var paint: ShapePaint
    }

    init(ids: [String], appearances: [Appearance], geometry: [Geometry], paths: [Int: [Path]],
         measuredSizes: [Int: [DisplayItem.MeasuredSize]], phases: [Int: DisplayItem.Phase] = [:]) {
        self.ids = ids
        self.appearances = appearances
        self.geometry = geometry
        self.paths = paths
        self.measuredSizes = measuredSizes
        self.phases = phases
    }

    public init(_ items: [DisplayItem] = []) {
        self.init(ids: [], appearances: [], geometry: [], paths: [:], measuredSizes: [:], phases: [:])
        appearances.reserveCapacity(items.count)
        geometry.reserveCapacity(items.count)
        for item in items { append(item) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { geometry.count }

    /// Whether any view is drawn as a layer (`Compositing`): painters take their plain path
    /// when none is.
    public var hasCompositing: Bool { !composites.isEmpty }

    public subscript(position: Int) -> DisplayItem {
        get {
            let a = appearances[position], g = geometry[position]
            return DisplayItem(id: ids[position], parent: a.parent, depth: a.depth, frame: g.frame, rotation: g.rotation,
                               scale: g.scale, opacity: g.opacity, shape: a.shape, fill: a.fill, stroke: a.stroke,
                               label: a.label, paths: paths[position] ?? [], measuredSizes: measuredSizes[position] ?? [],
                               isModifier: a.isModifier, phase: phases[position], zIndex: a.zIndex,
                               drawnTransform: g.transform, effects: effects[position] ?? [],
                               outline: outlines[position]?.path, outlinePaint: outlines[position]?.paint, filters: g.filters,
                               transitionBlur: g.transitionBlur,
                               gradient: a.gradient, strokeGradient: a.strokeGradient,
                               compositing: composites[position], crossFade: fades[position],
                               fontWeight: a.fontWeight, isItalic: a.isItalic, lineAlignment: a.lineAlignment, textFit: a.textFit,
                               textTransition: textTransitions[position],
                               image: a.image)
        }
        set {
            let (appearance, geometry) = Self.parts(of: newValue)
            // Only touch the shared appearances when they really change: writing an equal
            // value would copy all of them for nothing.
            if appearances[position] != appearance { appearances[position] = appearance }
            if ids[position] != newValue.id { ids[position] = newValue.id }
            self.geometry[position] = geometry
            paths[position] = newValue.paths.isEmpty ? nil : newValue.paths
            measuredSizes[position] = newValue.measuredSizes.isEmpty ? nil : newValue.measuredSizes
            phases[position] = newValue.phase
            effects[position] = newValue.effects.isEmpty ? nil : newValue.effects
            outlines[position] = newValue.outline.map { Outline(path: $0, paint: newValue.outlinePaint ?? ShapePaint()) }
            composites[position] = newValue.compositing
            fades[position] = newValue.crossFade
            textTransitions[position] = newValue.textTransition
        }
    }

    public mutating func append(_ item: DisplayItem) {
        let (appearance, geometry) = Self.parts(of: item)
        ids.append(item.id)
        appearances.append(appearance)
        self.geometry.append(geometry)
        if !item.paths.isEmpty { paths[endIndex - 1] = item.paths }
        if !item.measuredSizes.isEmpty { measuredSizes[endIndex - 1] = item.measuredSizes }
        if let phase = item.phase { phases[endIndex - 1] = phase }
        if !item.effects.isEmpty { effects[endIndex - 1] = item.effects }
        if let outline = item.outline { outlines[endIndex - 1] = Outline(path: outline, paint: item.outlinePaint ?? ShapePaint()) }
        if let compositing = item.compositing { composites[endIndex - 1] = compositing }
        if let fade = item.crossFade { fades[endIndex - 1] = fade }
        if let transition = item.textTransition { textTransitions[endIndex - 1] = transition }
    }

    static func parts(of item: DisplayItem) -> (Appearance, Geometry) {
        (Appearance(parent: item.parent, depth: item.depth, shape: item.shape, fill: item.fill,
                    stroke: item.stroke, label: item.label, isModifier: item.isModifier, zIndex: item.zIndex, gradient: item.gradient,
                    strokeGradient: item.strokeGradient, fontWeight: item.fontWeight, isItalic: item.isItalic,
                    lineAlignment: item.lineAlignment, textFit: item.textFit, image: item.image),
         Geometry(frame: item.frame, rotation: item.rotation, scale: item.scale, opacity: item.opacity,
                  transform: item.drawnTransform, filters: item.filters, transitionBlur: item.transitionBlur))
    }
}

extension DisplayItems: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: DisplayItem...) { self.init(elements) }
}
