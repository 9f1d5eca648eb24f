import AnimSimCore

/// SwiftUI's picker styles. AnimSim draws two: segmented, and a menu (iOS's default,
/// also used for the inline and wheel styles for now): the selected option's label in the
/// accent colour.
public protocol PickerStyle {
    var _isSegmented: Bool { get }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _isSegmented: Bool { true }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _isSegmented: Bool { false }
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _isSegmented: Bool { false }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _isSegmented: Bool { false }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _isSegmented: Bool { false }
}

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.segmentedPickers = style._isSegmented })
    }

    /// The value a `Picker` option stands for.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier> {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

/// Marks the content's nodes with the index of their tag in the resolving session.
public struct _TagModifier: _PrimitiveModifier {
    let tag: AnyHashable

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let index = context.session.addTag(tag)
        return resolve(content, in: context).map { node in
            var node = node
            node.layoutValues[TagMark.self] = index
            return node
        }
    }
}

/// The index of a node's tag in `ResolveSession.tags`; no layout reads it.
struct TagMark: LayoutValueKey {
    static let defaultValue: Int? = nil
}
