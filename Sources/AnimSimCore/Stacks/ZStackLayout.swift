import Foundation

/// SwiftUI's `ZStackLayout`: every child gets the stack's proposal; the stack is as large as
/// the largest child, and each child is aligned inside it.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(aligned: alignment, in: bounds, proposal: proposal)
        }
    }
}
