import Foundation

/// Each edge's spacing preference. Two neighbours are separated by the larger of the two
/// facing preferences, which is how SwiftUI arrives at its default of 8 between views.
public struct ViewSpacing: Hashable, Sendable {
    var edges: [CGFloat]  // top, leading, bottom, trailing

    public static let defaultValue: CGFloat = 8

    public init() { edges = Array(repeating: ViewSpacing.defaultValue, count: 4) }
    init(all value: CGFloat) { edges = Array(repeating: value, count: 4) }

    public static let zero = ViewSpacing(all: 0)

    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
            edges[Int(edge.rawValue)] = max(edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: set)
        return copy
    }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal
            ? max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
            : max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
    }
}
