import Foundation

/// One view in a tree that is rebuilt for every evaluated instant: a value, so a scene's body
/// is a pure function from state to tree. Modifiers such as `frame` and `padding` wrap the
/// view in a one-child layout node, as SwiftUI's modifiers are themselves layouts.
public struct ViewNode: Sendable {
    public enum Content: Sendable {
        case shape(ShapeKind)
        case color(Color)
        case text(String)
        case spacer(minLength: CGFloat?)
        case layout(AnyLayout)
    }

    public var content: Content
    public var children: [ViewNode]
    /// The name of this view in traces and display lists; unnamed views get a path.
    public var id: String?
    public var style: ViewStyle
    public var layoutValues: LayoutValues
    public var priority: Double?
    /// Two-way layout values this view offers its parent layout (SwiftUI's Binding in a
    /// LayoutValueKey), applied one frame later.
    public var twoWay: [TwoWayValue]
    /// SwiftUI's `.animation(_:value:)` with the view's two-way values as the value: when a
    /// layout writes one of them a new value, the view's effect (its rotation, its scale)
    /// animates to it instead of jumping (the article's third wheel).
    public var implicitAnimation: Animation?
    /// Set on a view whose own content or modifiers read the scene state (see `LiveView`).
    package var live: LiveView?
    /// A stand-in for a child in a live view's refresh: the node it stands for is kept.
    package private(set) var isPlaceholder = false
    /// A live view's refresh of a container may leave its children out altogether (all of
    /// them kept): a wheel of 10,000 views then refreshes as one node, not 10,001.
    package var keepsChildren = false

    public init(_ content: Content, children: [ViewNode] = [], id: String? = nil, style: ViewStyle = ViewStyle()) {
        self.content = content
        self.children = children
        self.id = id
        self.style = style
        layoutValues = LayoutValues()
        priority = nil
        twoWay = []
    }

    package static var placeholder: ViewNode {
        var node = ViewNode(.spacer(minLength: nil))
        node.isPlaceholder = true
        return node
    }

    /// Wraps this view in a modifier layout; the id stays on the outermost view so a name
    /// always refers to the whole view as the user wrote it.
    func wrapped<L: Layout>(in layout: L) -> ViewNode {
        var inner = self
        let id = inner.id
        inner.id = nil
        // The transition, like the id, belongs to the whole view.
        var outer = ViewNode(.layout(AnyLayout(layout)), children: [inner], id: id)
        outer.style.transition = inner.style.transition
        outer.children[0].style.transition = nil
        return outer
    }

    public var isLeaf: Bool {
        if case .layout = content { return false }
        return true
    }

    /// The drawable view inside any modifier wrappers: where fill, stroke and label land.
    var innermostIndexPath: [Int] {
        var path: [Int] = []
        var node = self
        while case .layout(let layout) = node.content, let child = layout.box.forwardsChildValues,
              node.children.indices.contains(child) {
            path.append(child)
            node = node.children[child]
        }
        return path
    }

    mutating func modifyInnermost(_ body: (inout ViewNode) -> Void) {
        func walk(_ node: inout ViewNode, _ path: ArraySlice<Int>) {
            guard let first = path.first else { return body(&node) }
            walk(&node.children[first], path.dropFirst())
        }
        walk(&self, innermostIndexPath[...])
    }
}

/// The shapes SwiftUI offers as views.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case capsule
}

/// How a view draws itself. Nothing here affects layout.
public struct ViewStyle: Equatable, Sendable {
    public var fill: Color?
    public var stroke: StrokeStyle?
    public var label: String?
    public var labelColor: Color?
    public var fontSize: CGFloat = 17
    public var opacity: Double = 1
    public var rotation: Angle = .zero
    public var scale: CGFloat = 1
    public var showSizes: [SizeRequest] = []
    /// How the view comes and goes (`.transition(…)`); nil: SwiftUI's default, opacity.
    public var transition: Transition?
    /// SwiftUI's `zIndex`: the view's drawing order among its siblings, higher in front,
    /// equal ones in tree order. It orders drawing only (`DisplayItems.orderedByZIndex`),
    /// never layout, and a view leaving keeps it while its removal runs.
    public var zIndex: Double = 0
    /// A gradient that paints the view instead of `fill` (`.fill(LinearGradient(…))`, a
    /// gradient `foregroundStyle`); `fill` stays as a colour for painters without gradients.
    public var gradient: GradientPaint? = nil
    /// A gradient painting the view's stroke while `gradient` paints its fill: iOS 17's
    /// `Circle().fill(a).stroke(b, lineWidth: 8)` (`DisplayItem.strokeGradient`); nil for
    /// every other view. `stroke.color` stays as its colour for painters without gradients.
    public var strokeGradient: GradientPaint? = nil
    /// A `Text`'s font weight, as SwiftUI's `Font.Weight` value (regular 0, semibold 0.3,
    /// bold 0.4): from semibold up it is measured and drawn in the bold face (`isBoldText`).
    public var fontWeight: CGFloat = 0
    /// A `Text` in italic (`.italic()`): drawn slanted, with the upright face's advances.
    public var isItalic = false
    /// `.multilineTextAlignment(_:)` reaching a `Text`: where each line of a wrapped text
    /// sits in its frame, as the share of the line's spare width left before it (0 leading,
    /// 0.5 centre, 1 trailing). Only drawing changes: the frame is the same.
    public var lineAlignment: CGFloat = 0
    /// `.lineLimit(_:)` and `.minimumScaleFactor(_:)` reaching a `Text` (`TextFit`): unlike
    /// the rest of the style, it changes the text's size.
    public var textFit = TextFit()
    /// `.matchedGeometryEffect(id:in:…)` on this view (`MatchedGeometry`).
    public var matchedGeometry: MatchedGeometry?
    /// `.contentTransition(…)` reaching a `Text`: how a change of its string is drawn in an
    /// animated transaction (nil: SwiftUI's default, a cross-fade).
    public var contentTransition: ContentTransition?
    /// The picture an `Image` view draws into its frame (`DrawnImage`); nil for other views.
    public var image: DrawnImage?

    /// Whether text is set in the bold face: DejaVu Sans has a regular and a bold weight,
    /// and SwiftUI's semibold (0.3) and heavier take the bold one.
    public var isBoldText: Bool { fontWeight >= 0.3 }

    public init() {}
}

public struct StrokeStyle: Equatable, Sendable {
    public var color: Color
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    /// The whole of SwiftUI's style (caps, joins, miter limit, dash phase); its width and
    /// dashes mirror the two fields above, which older painters read.
    public var line: LineStyle {
        get { LineStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase) }
        set {
            lineWidth = newValue.lineWidth; dash = newValue.dash; cap = newValue.lineCap; join = newValue.lineJoin
            miterLimit = newValue.miterLimit; dashPhase = newValue.dashPhase
        }
    }
    public var cap: CGLineCap = .butt
    public var join: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var dashPhase: CGFloat = 0

    public init(color: Color, lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.color = color
        self.lineWidth = lineWidth
        self.dash = dash
    }

    /// SwiftUI's `StrokeStyle(lineWidth:dash:dashPhase:)`, which names no colour: the view's
    /// `stroke(_:style:)` gives it one. AnimSim's dashes start at their phase 0.
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.init(color: .black, lineWidth: lineWidth, dash: dash)
    }
}

/// The proposals the showSizes overlay asks a view about (the sizes article's MeasureLayout):
/// the named ones, or a specific proposal, as article 000's
/// `.proposal(size: ProposedViewSize(width: 30, height: .infinity))`.
public enum SizeRequest: Hashable, Sendable {
    case minimum, ideal, maximum, current
    case proposal(ProposedViewSize)

    /// The named requests, as scene files spell them.
    public static let allCases: [SizeRequest] = [.minimum, .ideal, .maximum, .current]

    public init?(rawValue: String) {
        guard let named = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = named
    }

    /// "minimum", …, or "30×∞" for a specific proposal ("nil" for an unspecified side).
    public var rawValue: String {
        switch self {
        case .minimum: "minimum"
        case .ideal: "ideal"
        case .maximum: "maximum"
        case .current: "current"
        case .proposal(let size):
            [size.width, size.height].map { side in side.map { $0.isInfinite ? "∞" : $0.formatted } ?? "nil" }
                .joined(separator: "×")
        }
    }

    public var proposal: ProposedViewSize? {
        switch self {
        case .minimum: .zero
        case .ideal: .unspecified
        case .maximum: .infinity
        case .current: nil
        case .proposal(let size): size
        }
    }
}
