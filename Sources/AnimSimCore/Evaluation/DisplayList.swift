import Foundation

/// Everything one pane shows at one instant: the value the core hands to renderers, traces
/// and comparisons. Immutable and Equatable, with a stable text form, so tests can compare
/// whole frames as text.
public struct DisplayList: Equatable, Sendable {
    public struct StateValue: Equatable, Sendable {
        public var name: String
        public var value: Double
        public var isAngle: Bool
        /// A boolean, word or list parameter's value (then `value` is 0).
        public var discrete: SceneValue? = nil

        /// Whether it is a number or an angle, which curves and charts can plot.
        public var isNumeric: Bool { discrete == nil }
    }

    public var size: CGSize
    public var background: Color
    public var time: Double
    public var strategy: Strategy
    /// The scene's parameters at this instant, as the animations have interpolated them
    /// (angles in degrees).
    public var state: [StateValue]
    /// Parents before children: paint order.
    public var items: DisplayItems
    /// Each layout whose `animatableData` animates in this pane, with its presentation
    /// values at this instant: what SwiftUI hands the layout (radians for angles).
    public var layouts: [LayoutData]

    /// A layout's presented `animatableData`.
    public struct LayoutData: Equatable, Sendable {
        /// The view the layout belongs to.
        public var id: String
        /// Component names, where the scene named them (a scene file's layouts do).
        public var names: [String]?
        public var values: [Double]

        public init(id: String, names: [String]?, values: [Double]) {
            self.id = id
            self.names = names
            self.values = values
        }
    }

    public init(size: CGSize, background: Color, time: Double, strategy: Strategy,
                state: [StateValue], items: DisplayItems, layouts: [LayoutData] = []) {
        self.size = size
        self.background = background
        self.time = time
        self.strategy = strategy
        self.state = state
        self.items = items
        self.layouts = layouts
    }

    /// The first item with this id (a view's id, or its path such as "root/0").
    public func item(_ id: String) -> DisplayItem? { items.ids.firstIndex(of: id).map { items[$0] } }

    /// The frame of the first item with this id, in pane coordinates.
    public func frame(_ id: String) -> CGRect? { item(id)?.frame }
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
    public init(size: CGSize, background: Color, time: Double, strategy: Strategy, state: [StateValue],
                items: [DisplayItem]) {
        self.init(size: size, background: background, time: time, strategy: strategy, state: state,
                  items: DisplayItems(items))
    }
}
