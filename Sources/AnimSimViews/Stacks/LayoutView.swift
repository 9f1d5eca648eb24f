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

public typealias HStack<Content: View> = _Stack<HStackLayout, Content>
public typealias VStack<Content: View> = _Stack<VStackLayout, Content>
public typealias ZStack<Content: View> = _Stack<ZStackLayout, Content>

/// The three stacks: their layouts, with the stack's axis known to the children a
/// `Divider` draws across.
public struct _Stack<L: Layout, Content: View>: _PrimitiveView {
    let view: LayoutView<L, Content>

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}

extension _Stack where L == HStackLayout {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        view = LayoutView(HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal, content: content())
    }
}

extension _Stack where L == VStackLayout {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        view = LayoutView(VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical, content: content())
    }
}

extension _Stack where L == ZStackLayout {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        view = LayoutView(ZStackLayout(alignment: alignment), content: content())
    }
}
