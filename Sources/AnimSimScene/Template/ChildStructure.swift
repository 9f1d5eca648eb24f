import Foundation
import AnimSimCore

/// Which of a container's compiled children are present at a state, in order: SwiftUI's
/// `ForEach` over data and `if`/`else` inside a container. Every child a state could hold
/// is compiled once at load (one per element a list is ever given, one per index a count
/// ever reaches, both branches of an `if`); an instant only picks among them, so the view
/// tree follows the state as SwiftUI's does, without compiling anything per frame.
struct ChildStructure: Sendable {
    enum Entry: Sendable {
        /// A child written as it is: always present.
        case fixed(Int)
        /// `forEach: $list` (prefix nil) or `forEach: { each: $list, prefix: $n }`: the child
        /// compiled for each element, in the list's order. Identity is the element.
        case list(name: String, prefix: Quantity?, children: [SceneValue.Element: Int])
        /// `forEach: { count: $n }`: children `first ..< first + min(n, compiled)`. Identity is the index.
        case count(Quantity, first: Int, compiled: Int)
        /// `if: $flag` with `view:` and an optional `else:`. Identity is the branch.
        case branch(flag: String, then: Int?, otherwise: Int?)
    }

    var entries: [Entry]

    /// Indices into the children, in order, present at `state`.
    func present(_ state: SceneState) -> [Int] {
        var indices: [Int] = []
        for entry in entries {
            switch entry {
            case .fixed(let index): indices.append(index)
            case .list(let name, let prefix, let children):
                var elements = state.list(name)[...]
                if let prefix { elements = elements.prefix(Self.count(prefix, in: state)) }
                indices += elements.compactMap { children[$0] }
            case .count(let quantity, let first, let compiled):
                indices += first..<first + min(Self.count(quantity, in: state), compiled)
            case .branch(let flag, let then, let otherwise):
                if let index = state.flag(flag) ? then : otherwise { indices.append(index) }
            }
        }
        return indices
    }

    /// A count read from the state: rounded, never below 0 (a spring may overshoot past it).
    static func count(_ quantity: Quantity, in state: SceneState) -> Int {
        let value = quantity.value(in: state).rounded()
        return value.isFinite ? Int(min(max(value, 0), 1e9)) : 0
    }
}
