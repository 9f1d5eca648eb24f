import SwiftUI

// What the article leaves out of its tree, as small as will compile (listed in README.md):
// the two layout value keys, the node type, `tree` and its `flattenNodes`. The ids are
// fixed, so every run names the same views.

struct NodeId: LayoutValueKey {
    static let defaultValue = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}

struct ParentNodeId: LayoutValueKey {
    static let defaultValue: UUID? = nil
}

struct TreeNode: Identifiable {
    let id: UUID
    let name: String
    let color: Color
    var parentId: UUID? = nil
    var children: [TreeNode] = []

    init(_ number: UInt8, _ name: String, _ color: Color, children: [TreeNode] = []) {
        id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
        self.name = name
        self.color = color
        self.children = children.map { child in
            var child = child
            child.parentId = id
            return child
        }
    }

    /// The node and its descendants, parents first.
    var flattenNodes: [TreeNode] {
        [self] + children.flatMap(\.flattenNodes)
    }
}

let tree = TreeNode(1, "Root", .blue, children: [
    TreeNode(2, "Alpha", .green, children: [TreeNode(4, "A1", .orange), TreeNode(5, "A2", .orange)]),
    TreeNode(3, "Beta", .purple, children: [TreeNode(6, "B1", .pink)]),
])
