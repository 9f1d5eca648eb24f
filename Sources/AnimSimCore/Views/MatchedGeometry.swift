import Foundation

/// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)` on one view
/// (swiftui-animatable.md K3): the views of one group, `(namespace, id)`, share the frame of
/// the group's source, the source's anchor point and size.
///
/// - When one member is removed and another inserted in an animated transaction (the hero
///   pattern: one view in each branch of an `if`), the inserted view's frame animates from
///   the removed one's to its own and the removed one's from its own to the inserted one's
///   (`MatchedFrames`); the pair cross-fades by their transitions (default `.opacity`).
/// - A visible member with `isSource: false` takes the source's frame (`MatchedFollowers`).
public struct MatchedGeometry: Hashable, Sendable {
    /// `MatchedGeometryProperties`: `.position` ("in window coordinates"), `.size` ("in
    /// local coordinates"), `.frame` both.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let position = Properties(rawValue: 1)
        public static let size = Properties(rawValue: 2)
        public static let frame: Properties = [.position, .size]
    }

    /// The group: the namespace's identity and the id's description.
    public var group: String
    public var properties: Properties
    /// The anchor as a unit point of the frame (0.5, 0.5: the centre, SwiftUI's default).
    public var anchor: CGPoint
    public var isSource: Bool

    public init(group: String, properties: Properties = .frame, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5), isSource: Bool = true) {
        self.group = group
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// The frame a member of this group takes from a source frame `shared`, where its own
    /// would be `own`: the shared size if `.size` is matched (its own otherwise), placed so
    /// its anchor point is the shared one if `.position` is matched (its own otherwise).
    public func frame(matching shared: CGRect, own: CGRect) -> CGRect {
        let size = properties.contains(.size) ? shared.size : own.size
        let point = properties.contains(.position) ? anchorPoint(of: shared) : anchorPoint(of: own)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    func anchorPoint(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }
}
