import Foundation

/// Each edge's spacing preference. Two neighbours are separated by the larger of the two
/// facing preferences, which is how SwiftUI arrives at its default of 8 between views.
///
/// Four stored lengths rather than an array: a stack asks every child for its spacing on
/// every pass, and an array would be a heap allocation per child.
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public static let defaultValue: CGFloat = 8

    public init() { self.init(all: ViewSpacing.defaultValue) }
    init(all value: CGFloat) { (top, leading, bottom, trailing) = (value, value, value, value) }

    public static let zero = ViewSpacing(all: 0)

    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
            self[edge] = max(self[edge], other[edge])
        }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: set)
        return copy
    }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
