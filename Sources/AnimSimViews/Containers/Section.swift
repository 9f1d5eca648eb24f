import AnimSimCore

/// SwiftUI's `Section`: in a `List` or `Form`, a card of rows with its header above and its
/// footer below (`List`); elsewhere its header, content and footer stacked, as a group.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        // Under `rows`: the card's own views are under `content` (`ListSectionCard`'s body).
        let rows = resolve(content, in: context.appending("rows"))
        let hasHeader = !(header is EmptyView), hasFooter = !(footer is EmptyView)
        guard context.environment.surroundings.inList else {
            var parts: [ViewNode] = []
            if hasHeader { parts += resolve(header, in: context.appending("header")) }
            parts += rows
            if hasFooter { parts += resolve(footer, in: context.appending("footer")) }
            return [ViewNode(.layout(AnyLayout(VStackLayout())), children: parts, id: context.path)]
        }
        let card = ListSectionCard(header: hasHeader ? header : nil, rows: rows, footer: hasFooter ? footer : nil,
                                   style: context.environment.surroundings.listStyle)
        return resolve(card, in: context).map { node in
            var node = node
            node.layoutValues[SectionMark.self] = true
            return node
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
