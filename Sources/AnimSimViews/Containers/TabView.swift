import AnimSimCore

/// SwiftUI's `TabView` on a phone: its first tab's view (the one an app opens on), proposed
/// the container less the tab bar, over the tab bar: 49 pt of iOS's bar colour with a 0.33-pt
/// hairline on top, one item per tab spread evenly, each its `.tabItem` label (a `Label`'s
/// icon above its title, `.caption2`), the first in the accent colour and the others in
/// `systemGray`. The other tabs are not resolved (iOS loads a tab when it is first shown), so
/// their state, `onAppear` and controls do not exist. A `selection` binding is read for which
/// tab its value names only if each tab has a `.tag`; otherwise the first is shown.
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content
    let selection: Binding<SelectionValue>?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let tabs = (content as? any _TupleChildren)?.childViews ?? [content]
        let chosen = selectedIndex(of: tabs)
        let step = tabs.count == 1 ? "content" : "content/\(chosen)"
        let page = resolveAny(tabs[chosen], in: context.with { $0.path = IdentityPath.appending(step, to: context.path) })
        let pageContent = page.count == 1 ? page
            : [ViewNode(.layout(AnyLayout(ZStackLayout())), children: page, id: IdentityPath.appending("content/stack", to: context.path))]
        let pageNode = ViewNode(.layout(AnyLayout(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity))),
                                children: pageContent, id: IdentityPath.appending("page", to: context.path))
        let bar = TabBar(labels: tabs.map { ($0 as? any _TabItemCarrier)?.tabLabel }, selected: chosen)
        let barNodes = resolve(bar, in: context.appending("tabBar"))
        return [ViewNode(.layout(AnyLayout(VStackLayout(spacing: 0))), children: [pageNode] + barNodes, id: context.path)]
    }

    /// The tab whose `.tag` equals the selection, else the first.
    private func selectedIndex(of tabs: [any View]) -> Int {
        guard let value = selection?.wrappedValue else { return 0 }
        return tabs.firstIndex { ($0 as? any _TabItemCarrier)?.tabTag == AnyHashable(value) } ?? 0
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// `.tabItem { … }`: the tab's label, read by the `TabView` around it; the view itself is
/// drawn unchanged.
public struct _TabItemModifier: _PrimitiveModifier {
    let label: any View

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context)
    }
}

/// A tab's view with its modifiers: where its `.tabItem` label and `.tag` are.
@MainActor
protocol _TabItemCarrier {
    var tabLabel: (any View)? { get }
    var tabTag: AnyHashable? { get }
}

extension ModifiedContent: _TabItemCarrier {
    var tabLabel: (any View)? { (modifier as? _TabItemModifier)?.label ?? (content as? any _TabItemCarrier)?.tabLabel }
    var tabTag: AnyHashable? { (modifier as? _TagModifier)?.tag ?? (content as? any _TabItemCarrier)?.tabTag }
}

/// The bar under a `TabView` (see there).
struct TabBar: View {
    let labels: [(any View)?]
    let selected: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<labels.count, id: \.self) { index in
                VStack(spacing: 2) {
                    if let label = labels[index] { AnyView(label) }
                }
                .font(.caption2)
                .foregroundColor(index == selected ? .accentColor : Color(.systemGray))
                .frame(maxWidth: .infinity)
            }
        }
        .modifier(_EnvironmentModifier { $0.surroundings.stacksLabelsVertically = true })
        .frame(height: 49)
        .frame(maxWidth: .infinity)
        .background(Color(UIColor(light: 0xF9F9F9, dark: 0x161616)))
        .overlay(alignment: .top) { Color(UIColor(light: 0xB2B2B2, dark: 0x3D3D3D)).frame(height: 0.33) }
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        modifier(_TabItemModifier(label: label()))
    }
}
