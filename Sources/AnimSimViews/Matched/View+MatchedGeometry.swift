import AnimSimCore

/// `MatchedGeometryProperties`: which of the source's frame a member takes.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The source's position ("in window coordinates"), as its anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size ("in local coordinates").
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]

    var core: MatchedGeometry.Properties {
        var properties: MatchedGeometry.Properties = []
        if contains(.position) { properties.insert(.position) }
        if contains(.size) { properties.insert(.size) }
        return properties
    }
}

extension View {
    /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
    /// (swiftui-animatable.md K3): this view joins the group `(namespace, id)`. When the
    /// group's source is swapped in an animated transaction (one member removed, another
    /// inserted, as in an `if`/`else`), the inserted view's frame animates from the removed
    /// one's and the removed one's to the inserted one's, while their transitions (default
    /// `.opacity`) cross-fade them (`MatchedFrames`); a member with `isSource: false` takes
    /// the source's frame (`withMatchedFollowers`). It belongs to the view it is applied to:
    /// a `.frame` or `.padding` written after it stays outside the matched frame.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true)
        -> ModifiedContent<Self, _NodeModifier> {
        let match = MatchedGeometry(group: "\(namespace.key)#\(String(reflecting: ID.self)):\(id)",
                                    properties: properties.core, anchor: CGPoint(x: anchor.x, y: anchor.y), isSource: isSource)
        return modifier(_NodeModifier(innermost: false) { $0.style.matchedGeometry = match })
    }

    /// SwiftUI's `contentTransition(_:)`: how the texts below draw a change of their string
    /// in an animated transaction (`ContentTransition`, docs/evaluation.md).
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.contentTransition = transition })
    }
}
