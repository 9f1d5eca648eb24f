import AnimSimCore

// The core's own tests and benches build `ViewNode` trees without the SwiftUI view layer:
// these free functions read like SwiftUI but return nodes directly, with the core's
// default path ids. They are not part of the `AnimSim` product, whose `Text`, `HStack`,
// `ForEach` … are the view layer's (AnimSimViews); a file imports one or the other.

/// Builds children lists the way SwiftUI's `@ViewBuilder` reads, flattening `ForEach`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: ViewNode) -> [ViewNode] { [view] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildExpression(_ color: Color) -> [ViewNode] { [color.view] }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

// SwiftUI's leaf views, spelled as SwiftUI spells them.
public func Rectangle() -> ViewNode { ViewNode(.shape(.rectangle)) }
public func RoundedRectangle(cornerRadius: CGFloat) -> ViewNode { ViewNode(.shape(.roundedRectangle(cornerRadius: cornerRadius))) }
public func Circle() -> ViewNode { ViewNode(.shape(.circle)) }
public func Capsule() -> ViewNode { ViewNode(.shape(.capsule)) }
public func Text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
public func Spacer(minLength: CGFloat? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

public func ForEach<S: Sequence>(_ data: S, @ViewBuilder content: (S.Element) -> [ViewNode]) -> [ViewNode] {
    data.flatMap(content)
}

/// SwiftUI's `ForEach(data, id:)`: each element's views are known by the element's id, so
/// they follow the element when the data reorders, and come and go (with their transitions)
/// when it does. A view that names itself with `.id` keeps its name; an element that makes
/// several views numbers them, `id/0`, `id/1`, … as SwiftUI tells them apart by position.
public func ForEach<S: Sequence, ID: Hashable>(_ data: S, id: KeyPath<S.Element, ID>,
                                               @ViewBuilder content: (S.Element) -> [ViewNode]) -> [ViewNode] {
    data.flatMap { element -> [ViewNode] in
        let key = "\(element[keyPath: id])", views = content(element)
        return views.enumerated().map { k, view in view.id != nil ? view : view.id(views.count == 1 ? key : "\(key)/\(k)") }
    }
}

/// SwiftUI's `ForEach` over `Identifiable` data: `ForEach(data, id: \.id)`.
public func ForEach<S: Sequence>(_ data: S, @ViewBuilder content: (S.Element) -> [ViewNode]) -> [ViewNode]
    where S.Element: Identifiable {
    ForEach(data, id: \.id, content: content)
}

public func HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                   @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    HStackLayout(alignment: alignment, spacing: spacing)(content)
}

public func VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                   @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    VStackLayout(alignment: alignment, spacing: spacing)(content)
}

public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ZStackLayout(alignment: alignment)(content)
}

extension Layout {
    /// `MyLayout(…) { children }`, as in SwiftUI.
    public func callAsFunction(@ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.layout(AnyLayout(self)), children: content())
    }

    public func callAsFunction(children: [ViewNode]) -> ViewNode {
        ViewNode(.layout(AnyLayout(self)), children: children)
    }
}

extension Color {
    /// A colour as a view: it fills whatever it is proposed.
    public var view: ViewNode { ViewNode(.color(self)) }
}
