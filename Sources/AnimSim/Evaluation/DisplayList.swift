import Foundation

/// Everything one pane shows at one instant: the value the core hands to renderers, traces
/// and comparisons. Immutable and Equatable, with a stable text form, so tests can compare
/// whole frames as text.
public struct DisplayList: Equatable, Sendable {
    public struct StateValue: Equatable, Sendable {
        public var name: String
        public var value: Double
        public var isAngle: Bool
    }

    public var size: CGSize
    public var background: Color
    public var time: Double
    public var strategy: Strategy
    /// The scene's parameters at this instant, as the animations have interpolated them
    /// (angles in degrees).
    public var state: [StateValue]
    /// Parents before children: paint order.
    public var items: [DisplayItem]

    public init(size: CGSize, background: Color, time: Double, strategy: Strategy,
                state: [StateValue], items: [DisplayItem]) {
        self.size = size
        self.background = background
        self.time = time
        self.strategy = strategy
        self.state = state
        self.items = items
    }

    public func item(_ id: String) -> DisplayItem? { items.first { $0.id == id } }
}

extension DisplayList: CustomStringConvertible {
    public var description: String {
        let state = self.state.map { "\($0.name)=\($0.value.formatted)" }.joined(separator: " ")
        let header = "display \(size.width.formatted)×\(size.height.formatted) t=\(time.formatted) "
            + "strategy=\(strategy.rawValue) background=\(background)" + (state.isEmpty ? "" : " " + state)
        return ([header] + items.map(\.description)).joined(separator: "\n")
    }
}

extension DisplayList {
    /// Resolves a layout pass into drawable items: opacity multiplies down the tree, shapes
    /// and text become `Shape`s, containers stay for traces but draw nothing.
    public init(layout: LayoutResult, size: CGSize, background: Color, time: Double, strategy: Strategy,
                state: [StateValue]) {
        var items: [DisplayItem] = []
        items.reserveCapacity(layout.views.count)
        var effects: [VisualEffect] = []
        for view in layout.views {
            let inherited = view.parent.map { items[$0].opacity } ?? 1
            var item = DisplayItem(view: view, inheritedOpacity: inherited)
            let parent = view.parent.map { effects[$0] } ?? .identity
            let effect = parent.applying(rotation: item.rotation.radians, scale: item.scale, about: item.center)
            if !parent.isIdentity {
                let center = parent.apply(item.center)
                item.frame.origin = CGPoint(x: center.x - item.frame.width / 2, y: center.y - item.frame.height / 2)
                item.rotation = .radians(effect.rotation)
                item.scale = effect.scale
            }
            effects.append(effect)
            items.append(item)
        }
        self.init(size: size, background: background, time: time, strategy: strategy, state: state, items: items)
    }
}

extension DisplayItem {
    init(view: PlacedView, inheritedOpacity: Double) {
        let style = view.style
        var shape: Shape?
        var fill = style.fill
        switch view.content {
        case .shape(.rectangle): shape = .rectangle
        case .shape(.roundedRectangle(let r)): shape = .roundedRectangle(cornerRadius: r)
        case .shape(.circle): shape = .circle
        case .shape(.capsule): shape = .capsule
        case .color(let color):
            shape = .rectangle
            fill = color
        case .text(let text): shape = .text(text, fontSize: style.fontSize)
        case .spacer, .container: shape = nil
        }
        self.init(id: view.id, parent: view.parent, depth: view.depth, frame: view.frame,
                  rotation: style.rotation, scale: style.scale, opacity: inheritedOpacity * style.opacity,
                  shape: shape, fill: fill, stroke: style.stroke,
                  label: style.label.map { Label(text: $0, fontSize: style.fontSize, color: style.labelColor) },
                  paths: view.paths, measuredSizes: view.measuredSizes)
    }
}
