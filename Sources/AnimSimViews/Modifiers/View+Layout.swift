import AnimSimCore

/// The modifiers that change layout: each wraps the view in the core's modifier layout.
extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _LayoutModifier<FrameLayout>> {
        modifier(_LayoutModifier(layout: FrameLayout(width: width, height: height, alignment: alignment)))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier<FlexibleFrameLayout>> {
        modifier(_LayoutModifier(layout: FlexibleFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// SwiftUI's default padding: 16 pt on every edge (iOS).
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier<PaddingLayout>> {
        padding(.all, length)
    }

    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier<PaddingLayout>> {
        let value = length ?? 16
        func side(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? value : 0 }
        return padding(EdgeInsets(top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing)))
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _LayoutModifier<PaddingLayout>> {
        modifier(_LayoutModifier(layout: PaddingLayout(insets: insets)))
    }

    /// A geometry effect: animatable in both panes whatever the layouts around it declare.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier<OffsetLayout>> {
        modifier(_LayoutModifier(layout: OffsetLayout(x: x, y: y)))
    }

    public func offset(_ size: CGSize) -> ModifiedContent<Self, _LayoutModifier<OffsetLayout>> {
        offset(x: size.width, y: size.height)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _LayoutModifier<FixedSizeLayout>> {
        modifier(_LayoutModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    public func fixedSize() -> ModifiedContent<Self, _LayoutModifier<FixedSizeLayout>> {
        fixedSize(horizontal: true, vertical: true)
    }

    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.priority = value })
    }

    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.layoutValues[key] = value })
    }

    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryModifier<V>> {
        overlay(content(), alignment: alignment)
    }

    public func background<V: View>(_ background: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryModifier<V>> {
        background(content(), alignment: alignment)
    }
}
