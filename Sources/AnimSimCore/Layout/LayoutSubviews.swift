import Foundation

/// The children of a layout. Slicing returns the same type with the original indices, as
/// SwiftUI does, so a recursive layout can hand `subviews[12...]` to itself.
/// Valid during the layout call that received them; see `LayoutSubview` on why the graph is
/// held `unowned(unsafe)`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    unowned(unsafe) let graph: LayoutGraph
    /// The node whose layout these subviews belong to: errors and paths are its.
    let owner: Int
    let nodes: ArraySlice<Int>

    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(position: Int) -> LayoutSubview { LayoutSubview(graph: graph, node: nodes[position]) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(graph: graph, owner: owner, nodes: nodes[bounds]) }

    /// SwiftUI's `subviews[indices]`: any selection of children, in the given order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(graph: graph, owner: owner, nodes: ArraySlice(indices.map { nodes[$0] }))
    }

    public var layoutDirection: LayoutDirection { .leftToRight }

    /// Reports a problem the layout found in its input (a tree cycle, say). The evaluation
    /// still finishes, then fails with every reported error, naming this layout's view.
    public func report(_ message: String) {
        graph.report(.layoutReported, node: owner, message)
    }

    /// Hands the view a path to stroke in the layout's own coordinates (the tree layout's
    /// connecting lines). AnimSim's replacement for the seed article's `@Binding var
    /// linesPath`: the path belongs to this evaluation instead of being written back.
    public func draw(_ path: Path) {
        graph.addPath(path, owner: owner)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.graph === rhs.graph && lhs.nodes == rhs.nodes
    }
}

public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}
