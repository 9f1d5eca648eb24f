import Foundation
import AnimSimCore

/// A scene's `view:` compiled once at load: every `forEach` expanded, every value checked.
/// Only `$name` quantities remain open, so building the `ViewNode` tree for an instant is a
/// cheap walk (`instantiate`), which is what the scene's `body` closure does.
struct ViewTemplate: Sendable {
    enum Content: Sendable {
        case shape(ShapeKind)
        case color(StateColor)
        /// A rounded rectangle whose radius may be a state parameter (its animatableData).
        case roundedRect(Quantity)
        case text(String)
        case spacer(minLength: Quantity?)
        case layout(LayoutTemplate)
        /// `anyLayout`: the case picked by the quantity's value, by index.
        case switching(Quantity, [LayoutTemplate])
        /// A shape drawn through the shape protocol: a polygon or star, or a kind trimmed
        /// or stroked with a style.
        case outline(OutlineTemplate)
    }

    var content: Content
    /// Every child any state could hold; `structure` picks those present at a state.
    var children: [ViewTemplate]
    var modifiers: [ModifierTemplate]
    var location: SourceLocation
    /// nil: every child, always (no forEach over state and no `if` among them).
    var structure: ChildStructure?

    /// The children present at `state`, in order.
    func presentChildren(_ state: SceneState) -> [ViewTemplate] {
        guard let structure else { return children }
        return structure.present(state).map { children[$0] }
    }

    /// Whether any view in this template has children that depend on the state.
    var hasStructure: Bool {
        structure != nil || children.contains(where: \.hasStructure)
            || modifiers.contains { $0.secondaryView?.hasStructure ?? false }
    }

    /// The tree at `state`. Views that read the state are marked live, so the evaluator can
    /// keep the tree and refresh just those views at later states.
    func instantiate(_ state: SceneState) -> ViewNode {
        var node = build(state) { $0.instantiate(state) }
        if readsState {
            node.live = LiveView { [self] state in self.build(state, child: nil) }
        }
        return node
    }

    /// This view at `state`, with its children and background or overlay views made by
    /// `child`; without one, as a live view's refresh: children left out, and background or
    /// overlay views as placeholders.
    private func build(_ state: SceneState, child: ((ViewTemplate) -> ViewNode)?) -> ViewNode {
        var node: ViewNode
        switch content {
        case .shape(let shape): node = ViewNode(.shape(shape))
        case .color(let color): node = ViewNode(.color(color.value(in: state)))
        case .roundedRect(let radius): node = ViewNode(.shape(.roundedRectangle(cornerRadius: CGFloat(max(0, radius.value(in: state))))))
        case .text(let string): node = ViewNode(.text(string))
        case .outline(let outline):
            let (layout, color) = outline.make(state)
            node = ViewNode(.layout(layout))
            node.style.fill = color
        case .spacer(let minLength): node = ViewNode(.spacer(minLength: minLength.map { CGFloat(max(0, $0.value(in: state))) }))
        case .layout(let layout):
            let present = presentChildren(state)
            node = ViewNode(.layout(layout.make(state, childCount: present.count)), children: child.map(present.map) ?? [])
            node.keepsChildren = child == nil
        case .switching(let selector, let cases):
            let index = min(max(Int(selector.value(in: state).rounded()), 0), cases.count - 1)
            let present = presentChildren(state)
            node = ViewNode(.layout(cases[index].make(state, childCount: present.count)), children: child.map(present.map) ?? [])
            node.keepsChildren = child == nil
        }
        for modifier in modifiers { node = modifier.apply(to: node, state: state, secondary: child ?? { _ in .placeholder }) }
        return node
    }

    /// Whether this view's own content or modifiers read the state (its children aside).
    var readsState: Bool {
        let ownContent: Bool
        switch content {
        case .spacer(let minLength?): ownContent = minLength.isState
        case .color(let color): ownContent = color.isState
        case .roundedRect(let radius): ownContent = radius.isState
        case .outline(let outline): ownContent = outline.readsState
        case .layout(let layout): ownContent = layout.arguments.values.contains(where: \.readsState)
        case .switching(let selector, let cases):
            ownContent = selector.isState || cases.contains { $0.arguments.values.contains(where: \.readsState) }
        default: ownContent = false
        }
        return ownContent || modifiers.contains(where: \.readsState)
    }

    /// Views in this template, itself, its children and background/overlay views included.
    var viewCount: Int {
        1 + children.reduce(0) { $0 + $1.viewCount } + modifiers.reduce(0) { $0 + ($1.secondaryView?.viewCount ?? 0) }
    }
}

/// A container: the registered layout and its compiled parameters.
struct LayoutTemplate: Sendable {
    let definition: LayoutRegistry.Definition
    let arguments: [String: ArgumentTemplate]
    /// Which components of the layout's `animatableData` animate; nil when it declares none.
    var selection: AnimatableSelection?

    func make(_ state: SceneState, childCount: Int) -> AnyLayout {
        let layout = definition.make(LayoutArguments(ArgumentTemplate.resolve(arguments, state), childCount: childCount))
        return selection.map(layout.animating) ?? layout
    }
}

/// A layout parameter as written: fixed, or a quantity read per instant.
enum ArgumentTemplate: Sendable {
    case constant(LayoutArgument)
    /// A number; `minimum` clamps values an overshooting spring may carry past a bound.
    case number(Quantity, minimum: Double?)
    case angle(Quantity)
    /// An integer read from the state, rounded and kept in its range.
    case integer(Quantity, range: ClosedRange<Int>)
    case group([String: ArgumentTemplate])
    /// A word, boolean or colour parameter read from the state, turned into the argument by `kind`.
    case word(String, kind: LayoutParameter.Kind)

    var readsState: Bool {
        switch self {
        case .constant: false
        case .word: true
        case .number(let quantity, _), .angle(let quantity), .integer(let quantity, _): quantity.isState
        case .group(let inner): inner.values.contains(where: \.readsState)
        }
    }

    static func resolve(_ templates: [String: ArgumentTemplate], _ state: SceneState) -> [String: LayoutArgument] {
        var values: [String: LayoutArgument] = [:]
        for (name, template) in templates {
            switch template {
            case .constant(let value): values[name] = value
            case .number(let quantity, let minimum): values[name] = .number(max(quantity.value(in: state), minimum ?? -.infinity))
            case .angle(let quantity): values[name] = .angle(.degrees(quantity.value(in: state)))
            case .integer(let quantity, let range):
                let value = quantity.value(in: state).rounded()
                values[name] = .integer(value.isFinite ? min(max(Int(max(min(value, 1e9), -1e9)), range.lowerBound), range.upperBound)
                                        : range.lowerBound)
            case .group(let inner): values[name] = .group(LayoutArguments(resolve(inner, state)))
            case .word(let parameter, let kind):
                // The loader checked every word the parameter is given against the kind.
                if case .boolean(let flag)? = state[value: parameter] { values[name] = .bool(flag) }
                else if let color = state.color(parameter) { values[name] = .color(color) }
                else if let word = state.word(parameter), let argument = kind.argument(word: word) { values[name] = argument }
            }
        }
        return values
    }
}
