import AnimSimCore

/// A `Layout` used as a view, `MyLayout(…) { … }` (and the stacks, which are their
/// `…StackLayout`s so used): one container node whose children are the content's views,
/// identified below the step `content` (see `IdentityPath`).
public struct LayoutView<L: Layout, Content: View>: _PrimitiveView {
    public var layout: L
    public var content: Content
    let axis: Axis?
    /// Where `MyLayout(…) { … }` was written (nil for the stacks): errors about the layout's
    /// answers are placed there.
    let site: SourceSite?

    init(_ layout: L, axis: Axis? = nil, site: SourceSite? = nil, content: Content) {
        self.layout = layout
        self.axis = axis
        self.site = site
        self.content = content
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        if let site { context.session.recordLayoutSite(site, at: context.path) }
        let inner = context.appending("content").with { $0.stackAxis = axis }
        return [ViewNode(.layout(AnyLayout(layout)), children: resolve(content, in: inner), id: context.path)]
    }
}

extension Layout {
    /// `MyLayout(…) { children }`, as in SwiftUI, plus the call site (defaulted, so SwiftUI
    /// code compiles unchanged).
    public func callAsFunction<Content: View>(file: String = #filePath, line: Int = #line, column: Int = #column,
                                              @ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(self, site: SourceSite(file: file, line: line, column: column), content: content())
    }
}

/// `HStack`: its layout, `HStackLayout`, with the axis a `Divider` draws across. The three
/// stacks are three types, as in SwiftUI, not one generic type constrained three ways: when
/// a stack's content does not compile (a misspelt asset symbol, a missing name), the compiler
/// then reports that in the content, instead of that the stack is not the other stacks.
public struct HStack<Content: View>: _PrimitiveView {
    let view: LayoutView<HStackLayout, Content>

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        view = LayoutView(HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal, content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}

/// `VStack`: its layout, `VStackLayout`, with its axis (see `HStack`).
public struct VStack<Content: View>: _PrimitiveView {
    let view: LayoutView<VStackLayout, Content>

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        view = LayoutView(VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical, content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}

/// `ZStack`: its layout, `ZStackLayout` (see `HStack`).
public struct ZStack<Content: View>: _PrimitiveView {
    let view: LayoutView<ZStackLayout, Content>

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        view = LayoutView(ZStackLayout(alignment: alignment), content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}
