import AnimSimCore

/// A colour is a view that fills whatever it is proposed (SwiftUI's `Color` as a view).
extension Color: _PrimitiveView {
    public typealias Body = Never

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.color(self), id: context.path)]
    }

    /// SwiftUI's semantic colours, in the appearance of the view being resolved
    /// (`CurrentAppearance`): iOS's `label` and `secondaryLabel`, black and grey on light,
    /// white and light grey on dark.
    public static var primary: Color { UIColor.label.current }
    public static var secondary: Color { UIColor.secondaryLabel.current }
    public static let accentColor = Color.blue
}

/// Layout-only views: `Spacer` and `Divider`.
public struct Spacer: _PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.spacer(minLength: minLength), id: context.path)]
    }
}

/// A 1-pt line across the enclosing stack's axis (iOS's separator colour), as wide or as
/// tall as the stack.
public struct Divider: _PrimitiveView {
    public init() {}

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var line = ViewNode(.color(Color(red: 0.776, green: 0.776, blue: 0.784)), id: IdentityPath.inner(context.path))
        line.style.fill = nil
        let frame = context.stackAxis == .horizontal ? FrameLayout(width: 1) : FrameLayout(height: 1)
        return [ViewNode(.layout(AnyLayout(frame)), children: [line], id: context.path)]
    }
}
