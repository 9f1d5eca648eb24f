import Foundation

/// The modifiers that change layout: each wraps the view in a modifier layout.
extension ViewNode {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FrameLayout(width: width, height: height, alignment: alignment))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FlexibleFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        wrapped(in: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func fixedSize() -> ViewNode { fixedSize(horizontal: true, vertical: true) }

    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: PaddingLayout(insets: insets)) }
    public func padding(_ length: CGFloat = 16) -> ViewNode { padding(EdgeInsets(all: length)) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode { wrapped(in: OffsetLayout(x: x, y: y)) }
    public func offset(_ size: CGSize) -> ViewNode { offset(x: size.width, y: size.height) }

    public func background(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode {
        var inner = self
        let id = inner.id
        inner.id = nil
        return ViewNode(.layout(AnyLayout(SecondaryLayout(alignment: alignment, primaryChild: 1))),
                        children: [view, inner], id: id)
    }

    public func overlay(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode {
        var inner = self
        let id = inner.id
        inner.id = nil
        return ViewNode(.layout(AnyLayout(SecondaryLayout(alignment: alignment, primaryChild: 0))),
                        children: [inner, view], id: id)
    }

    public func layoutPriority(_ value: Double) -> ViewNode {
        var copy = self
        copy.priority = value
        return copy
    }

    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ViewNode {
        var copy = self
        copy.layoutValues[key] = value
        return copy
    }

    /// Offers the parent layout a two-way value; see `TwoWayValue`.
    public func twoWay(_ value: TwoWayValue) -> ViewNode {
        var copy = self
        copy.twoWay.append(value)
        return copy
    }
}

extension ViewNode {
    /// SwiftUI's `.animation(animation, value:)` for the values this view's layout writes
    /// back (`pointsToCenter`, `scaledByRing`): each new written value is animated to.
    public func animation(_ animation: Animation?) -> ViewNode {
        var copy = self
        copy.implicitAnimation = animation
        return copy
    }
}
