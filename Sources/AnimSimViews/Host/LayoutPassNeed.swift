import AnimSimCore

/// Whether an update's tree needs the layout pass the host runs on it (`ViewHost`).
///
/// The pass is there for what a layout does besides placing views: article 000's layouts
/// write a `@State` back from `placeSubviews`, through `DispatchQueue.main.async` or a binding
/// among their layout values; its frames are dropped. A tree whose every layout runs
/// AnimSim's code only (`OwnCodeLayout`: the stacks, the modifiers, the core's layouts, the
/// view layer's own below) and whose layout values hold nothing to write through
/// (`WritableValue`) gives the pass nothing to do, so it is skipped: on the bench's wheel of
/// 1,000 views it was half of every use (`animsim bench --views`, callgrind). A user's
/// `Layout` anywhere in the tree, an `alignmentGuide` (it calls the user's closure) or a
/// binding in a layout value, and the pass runs as before.
struct LayoutPassNeed {
    /// Whether each layout type met so far runs AnimSim's code only: a conformance lookup in
    /// the runtime is a few hundred instructions, so it is made once per type, not per node.
    private var ownCode: [ObjectIdentifier: Bool] = [:]

    mutating func needsPass(_ tree: ViewNode) -> Bool { needsPass([tree]) }

    /// Reads each node's fields in place: taking a node out of its array (`for child in`)
    /// copies it, a retain and a release of every field.
    private mutating func needsPass(_ nodes: [ViewNode]) -> Bool {
        for index in nodes.indices {
            if nodes[index].layoutValues.holdsWritableValue { return true }
            if case .layout(let layout) = nodes[index].content, !runsOwnCodeOnly(layout.wrappedType) { return true }
            if needsPass(nodes[index].children) { return true }
        }
        return false
    }

    private mutating func runsOwnCodeOnly(_ type: any Layout.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = ownCode[key] { return known }
        let answer = type is any OwnCodeLayout.Type
        ownCode[key] = answer
        return answer
    }
}

extension ScrollLayout: OwnCodeLayout {}
extension GeometryReaderLayout: OwnCodeLayout {}
extension PathView: OwnCodeLayout {}
extension SliderLayout: OwnCodeLayout {}
