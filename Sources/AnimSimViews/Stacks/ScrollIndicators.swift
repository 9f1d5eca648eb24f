import AnimSimCore

/// SwiftUI's `ScrollIndicatorVisibility` (iOS 16): whether the scroll views below show their
/// indicators. iOS shows a scroll view's indicators only while it scrolls and fades them out
/// at rest; AnimSim's scroll views are drawn at rest (`ScrollView`), where every visibility
/// looks the same, so the value is kept for `scrollIndicators(_:axes:)` and draws nothing.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The platform's choice: on iOS, shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling (and, on a Mac, always).
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, unless the platform shows them anyway (a Mac with a mouse).
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")

    public var description: String { name }
}

extension View {
    /// `.scrollIndicators(.hidden)` (iOS 16), the modifier published carousels put on a
    /// horizontal `ScrollView` instead of `showsIndicators: false`: the view unchanged, since
    /// at rest, where AnimSim draws a scroll view, iOS shows no indicator either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self {
        self
    }
}
