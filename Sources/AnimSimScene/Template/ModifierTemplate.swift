import Foundation
import AnimSimCore

/// One modifier of a view template, applied in the order the file lists them, exactly as a
/// SwiftUI modifier chain reads left to right (so `padding` then `background` differs from
/// `background` then `padding`).
enum ModifierTemplate: Sendable {
    struct FlexibleFrame: Sendable {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Quantity?
        var alignment: StateAlignment
    }

    case frame(width: Quantity?, height: Quantity?, alignment: StateAlignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case padding(top: Quantity, leading: Quantity, bottom: Quantity, trailing: Quantity)
    case background(ViewTemplate, alignment: StateAlignment)
    case overlay(ViewTemplate, alignment: StateAlignment)
    case layoutPriority(Quantity)
    case offset(x: Quantity, y: Quantity)
    case fill(StateColor)
    case gradient(GradientTemplate)
    case stroke(StateColor, lineWidth: Quantity, dash: [Double])
    case opacity(Quantity)
    case label(String, color: StateColor?)
    case font(size: Quantity)
    case rotationEffect(Quantity)
    case scaleEffect(Quantity)
    case pointsToCenter
    case scaledByRing
    /// `.animation(_:value:)` over the view's written-back values.
    case animation(Animation?)
    case showSizes([SizeRequest])
    case id(String)
    /// How the view comes and goes (SwiftUI's `.transition(…)`).
    case transition(Transition)
    /// Added by the loader to each child of a `.treeNodes` layout.
    case treeNode(id: String, parent: String?)
    /// A geometry effect or visual filter (`rotation3D`, `skew`, `blur`, …).
    case effect(EffectTemplate)
    /// `trim: [from, to]` and a `stroke:` with a style: SwiftUI's shape modifiers, which the
    /// compiler folds into the shape itself (`OutlineTemplate`); never applied to a node.
    case trim(from: Quantity, to: Quantity)
    case shapeStroke(OutlineTemplate.Stroke)

    var secondaryView: ViewTemplate? {
        switch self {
        case .background(let view, _), .overlay(let view, _): view
        default: nil
        }
    }

    /// Whether any of the modifier's numbers, colours or alignments is a state parameter.
    var readsState: Bool { quantities.contains(where: \.isState) || colors.contains(where: \.isState) || alignment?.isState == true }

    private var colors: [StateColor] {
        switch self {
        case .fill(let color), .stroke(let color, _, _): [color]
        case .label(_, let color?): [color]
        case .gradient(let gradient): gradient.colors
        case .shapeStroke(let stroke): [stroke.color]
        case .effect(let effect): effect.colors
        default: []
        }
    }

    private var alignment: StateAlignment? {
        switch self {
        case .frame(_, _, let alignment), .background(_, let alignment), .overlay(_, let alignment): alignment
        case .flexibleFrame(let f): f.alignment
        default: nil
        }
    }

    private var quantities: [Quantity] {
        switch self {
        case let .frame(width, height, _): [width, height].compactMap { $0 }
        case .flexibleFrame(let f):
            [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].compactMap { $0 }
        case let .padding(top, leading, bottom, trailing): [top, leading, bottom, trailing]
        case .layoutPriority(let q), .opacity(let q), .rotationEffect(let q), .scaleEffect(let q), .font(let q): [q]
        case let .offset(x, y): [x, y]
        case let .stroke(_, lineWidth, _): [lineWidth]
        case .gradient(let gradient): gradient.quantities
        case .effect(let effect): effect.quantities
        case let .trim(from, to): [from, to]
        case .shapeStroke(let stroke): stroke.quantities
        case .fixedSize, .background, .overlay, .fill, .label, .pointsToCenter, .scaledByRing, .animation, .showSizes, .id, .transition, .treeNode: []
        }
    }

    /// `secondary` makes a background or overlay view: the whole view, or a placeholder
    /// when a live view is refreshed.
    func apply(to node: ViewNode, state: SceneState, secondary: (ViewTemplate) -> ViewNode) -> ViewNode {
        /// Sizes may be driven by state; an overshooting spring must not make them negative.
        func size(_ q: Quantity?) -> CGFloat? { q.map { CGFloat(max(0, $0.value(in: state))) } }
        func number(_ q: Quantity) -> Double { q.value(in: state) }
        switch self {
        case let .frame(width, height, alignment):
            return node.frame(width: size(width), height: size(height), alignment: alignment.value(in: state))
        case .flexibleFrame(let f):
            // Keep min ≤ ideal ≤ max even when state drives them past each other.
            let minW = size(f.minWidth), maxW = size(f.maxWidth).map { max($0, minW ?? 0) }
            let minH = size(f.minHeight), maxH = size(f.maxHeight).map { max($0, minH ?? 0) }
            return node.frame(minWidth: minW, idealWidth: size(f.idealWidth), maxWidth: maxW,
                              minHeight: minH, idealHeight: size(f.idealHeight), maxHeight: maxH, alignment: f.alignment.value(in: state))
        case let .fixedSize(horizontal, vertical):
            return node.fixedSize(horizontal: horizontal, vertical: vertical)
        case let .padding(top, leading, bottom, trailing):
            return node.padding(EdgeInsets(top: CGFloat(number(top)), leading: CGFloat(number(leading)),
                                           bottom: CGFloat(number(bottom)), trailing: CGFloat(number(trailing))))
        case let .background(view, alignment):
            return node.background(secondary(view), alignment: alignment.value(in: state))
        case let .overlay(view, alignment):
            return node.overlay(secondary(view), alignment: alignment.value(in: state))
        case .layoutPriority(let priority):
            return node.layoutPriority(number(priority))
        case let .offset(x, y):
            return node.offset(x: CGFloat(number(x)), y: CGFloat(number(y)))
        case .fill(let color):
            return node.fill(color.value(in: state))
        case .gradient(let gradient):
            return gradient.apply(to: node, state: state)
        case let .stroke(color, lineWidth, dash):
            return node.stroke(color.value(in: state), lineWidth: size(lineWidth) ?? 1, dash: dash.map { CGFloat($0) })
        case .opacity(let opacity):
            return node.opacity(min(max(number(opacity), 0), 1))
        case let .label(text, color):
            return node.label(text, color: color?.value(in: state))
        case .font(let fontSize):
            return node.font(size: max(1, size(fontSize) ?? 17))
        case .rotationEffect(let angle):
            return node.rotationEffect(.degrees(number(angle)))
        case .scaleEffect(let scale):
            return node.scaleEffect(CGFloat(max(0, number(scale))))
        case .pointsToCenter:
            return node.pointsToCenter()
        case .scaledByRing:
            return node.scaledByRing()
        case .animation(let animation):
            return node.animation(animation)
        case .showSizes(let requests):
            return node.showSizes(requests)
        case .id(let name):
            return node.id(name)
        case .transition(let transition):
            return node.transition(transition)
        case let .treeNode(id, parent):
            return node.treeNode(id: id, parent: parent)
        case .effect(let effect):
            return effect.apply(to: node, state: state)
        case .trim, .shapeStroke:
            return node
        }
    }
}
