import AnimSimCore

/// SwiftUI's `ScrollTargetBehavior`: where a scroll view comes to rest after a swipe
/// (`.paging`: a page; `.viewAligned`: a view of its `scrollTargetLayout()`). AnimSim's
/// scroll view rests at offset 0 and never scrolls, so no behaviour has anything to snap:
/// they are accepted without effect, and the first page or view is what shows, as it is in
/// SwiftUI before the user scrolls (docs/swift.md).
public protocol ScrollTargetBehavior {}

/// `.paging`: rests on multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// `.viewAligned`: rests with a target view at the leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
        public static let never = LimitBehavior(name: "never")
    }

    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Marks the layout's views as the targets `.viewAligned` rests on: accepted, no effect.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Accepted, no effect: the scroll view does not scroll (`ScrollTargetBehavior`).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
}
