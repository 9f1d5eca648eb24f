import AnimSimCore

/// SwiftUI's `NavigationStack` (and `NavigationView`, its older name): its root view under a
/// navigation bar. AnimSim never pushes a destination (nothing to tap a link with in a
/// still), so it is the root's page, as the app's first frame shows it:
///
/// - the bar: 44 pt, the toolbar's leading items at 16 pt from the leading edge and the
///   others at 16 pt from the trailing edge, tinted with the accent colour; with
///   `.navigationTitle` in the large display mode (the default) the title is a 52-pt row
///   under it, `.largeTitle` bold, 16 pt in from the leading edge; inline, it is centred in
///   the bar at `.headline`;
/// - the page: the root view, proposed the rest of the container and centred in it.
///
/// The bar is transparent over the canvas (iOS's bar at the top of a page, not scrolled): over
/// a `List` or `Form` page, the list's background runs up behind it.
/// The page is `content` in the identity path (`root/content`), the bar `bar`.
public struct NavigationStack<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder root: () -> Content) { content = root() }

    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Content) { content = root() }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let sink = NavigationSink()
        let page = resolve(content, in: context.appending("content").with { $0.environment.surroundings.navigation = sink })
        let pageID = IdentityPath.appending("page", to: context.path)
        let pageContent = page.count == 1 ? page
            : [ViewNode(.layout(AnyLayout(ZStackLayout())), children: page, id: IdentityPath.appending("content/stack", to: context.path))]
        let pageNode = ViewNode(.layout(AnyLayout(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity))),
                                children: pageContent, id: pageID)
        guard !sink.isHidden else {
            return [ViewNode(.layout(AnyLayout(VStackLayout(spacing: 0))), children: [pageNode], id: context.path)]
        }
        let bar = NavigationBar(title: sink.title, mode: sink.displayMode, toolbar: sink.toolbar)
        let barNodes = resolve(bar, in: context.appending("bar"))
        guard page.count == 1, let background = page[0].layoutValues[ListBackgroundMark.self] else {
            return [ViewNode(.layout(AnyLayout(VStackLayout(spacing: 0))), children: barNodes + [pageNode], id: context.path)]
        }
        // A list's page: its background runs up behind the bar (`ListBackgroundMark`).
        let column = ViewNode(.layout(AnyLayout(VStackLayout(spacing: 0))), children: barNodes + [pageNode],
                              id: IdentityPath.appending("column", to: context.path))
        let fill = ViewNode(.color(background.resolved(for: context.environment.colorScheme)),
                            id: IdentityPath.appending("background", to: context.path))
        return [ViewNode(.layout(AnyLayout(ZStackLayout())), children: [fill, column], id: context.path)]
    }
}

/// SwiftUI's `NavigationView`: drawn as a `NavigationStack` (a phone's stack style).
public struct NavigationView<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        NavigationStack { content }._resolve(in: context)
    }

    /// `.navigationViewStyle(.stack)`: the only style a phone shows.
    public func navigationViewStyle<S>(_ style: S) -> NavigationView { self }
}

/// The bar a navigation container draws over its page (see `NavigationStack`).
struct NavigationBar: View {
    let title: String?
    let mode: NavigationBarItem.TitleDisplayMode
    let toolbar: [ToolbarItemBox]

    var leading: [ToolbarItemBox] { toolbar.filter { $0.placement.isLeading } }
    var trailing: [ToolbarItemBox] { toolbar.filter { !$0.placement.isLeading && $0.placement != .principal && $0.placement != .bottomBar } }
    var principal: ToolbarItemBox? { toolbar.first { $0.placement == .principal } }
    var isLarge: Bool { title != nil && mode != .inline && principal == nil }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    ForEach(0..<leading.count, id: \.self) { AnyView(leading[$0].view) }
                    Spacer(minLength: 0)
                    ForEach(0..<trailing.count, id: \.self) { AnyView(trailing[$0].view) }
                }
                .foregroundColor(.accentColor)
                .padding(.horizontal, 16)
                if let principal {
                    AnyView(principal.view)
                } else if let title, !isLarge {
                    Text(title).font(.headline).bold()
                }
            }
            .frame(height: 44)
            if isLarge, let title {
                Text(title).font(.largeTitle).bold()
                    .padding(.leading, 16)
                    .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .leading)
            }
        }
        .frame(maxWidth: .infinity)
    }
}
