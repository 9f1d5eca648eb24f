import AnimSimCore

/// SwiftUI's `PinnedScrollableViews`: which section headers and footers of a lazy stack stay
/// pinned while its scroll view scrolls. Accepted: AnimSim's lazy stacks lay their sections
/// out in place, so a header is where an unscrolled list shows it and is not pinned when the
/// content scrolls (docs/swift.md, "SwiftUI views").
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// `LazyVStack`: a `VStack` whose children SwiftUI creates only as they scroll into view.
/// Creating them all at once changes what is drawn in no way (the layout is the stack's:
/// `VStackLayout`, the same spacing and alignment), only when `onAppear` runs for a child
/// far down a long scroll (all at the first update here).
public struct LazyVStack<Content: View>: _PrimitiveView {
    let stack: VStack<Content>

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { stack._resolve(in: context) }
}

/// `LazyHStack`: an `HStack` created all at once, as `LazyVStack` is a `VStack`.
public struct LazyHStack<Content: View>: _PrimitiveView {
    let stack: HStack<Content>

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { stack._resolve(in: context) }
}
