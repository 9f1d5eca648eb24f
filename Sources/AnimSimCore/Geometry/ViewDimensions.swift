import Foundation

/// A view's size plus its alignment guides, as a parent layout sees them.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitHorizontal: @Sendable (HorizontalAlignment) -> CGFloat?
    let explicitVertical: @Sendable (VerticalAlignment) -> CGFloat?

    init(size: CGSize,
         horizontal: @escaping @Sendable (HorizontalAlignment) -> CGFloat? = { _ in nil },
         vertical: @escaping @Sendable (VerticalAlignment) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitHorizontal = horizontal
        explicitVertical = vertical
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal(guide) ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical(guide) ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal(guide) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical(guide) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
