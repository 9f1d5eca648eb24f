import AnimSimCore

/// SwiftUI's `ContentShapeKinds`: what a content shape is for. Only `.interaction` (hit
/// testing) has a meaning in AnimSim; the others shape drag and context-menu previews,
/// hover and focus effects, which a Linux window has none of, so they are accepted and
/// change nothing.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// `.contentShape(_:eoFill:)`: the content's views hit-test with `shape` in their frames
/// instead of what they draw (`ViewHitTest`), for the mouse in the window and a script's
/// touches alike. Nothing is drawn or laid out differently.
public struct _ContentShapeModifier<S: AnimSimCore.Shape>: _PrimitiveModifier {
    let shape: S
    let eoFill: Bool
    /// False for kinds without `.interaction`: the shape is accepted and changes nothing.
    var hitTests = true

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let nodes = resolve(content, in: context)
        guard hitTests else { return nodes }
        for id in nodes.compactMap(\.id) { context.session.register(ContentShape(node: id, shape: shape, eoFill: eoFill)) }
        return nodes
    }
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// iOS 15's kinds: hit testing takes the shape only when `kinds` has `.interaction`.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, hitTests: kinds.contains(.interaction)))
    }
}
