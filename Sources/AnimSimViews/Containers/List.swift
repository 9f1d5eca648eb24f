import AnimSimCore

/// SwiftUI's `List`: its rows stacked from the top, each view of its content (each element of
/// a `ForEach`) a row, styled as iOS draws the list style in effect (`ListStyleKind`):
///
/// - `.insetGrouped` (iOS's default, and a `Form`'s): on `systemGroupedBackground`, each
///   `Section` (and each run of rows outside one) a card of `secondarySystemGroupedBackground`
///   with 10-pt corners, 16 pt in from the sides, 35 pt apart, its header above it in
///   `.footnote` upper case in `secondaryLabel`;
/// - `.plain`: rows the full width on `systemBackground`;
///
/// A row is at least 44 pt tall, its view 16 pt in from the leading edge and 11 pt from the
/// top and bottom, leading-aligned; rows are separated by iOS's separator colour, 0.5 pt, inset
/// 16 pt at the leading edge. AnimSim does not scroll: the list shows its top (as `ScrollView`).
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        Self.resolveRows(of: content, in: context, style: context.environment.surroundings.listStyle)
    }

    /// The rows of `content` grouped into sections and drawn in `style` (also `Form`'s).
    static func resolveRows(of content: some View, in context: _ResolveContext, style: ListStyleKind) -> [ViewNode] {
        // The rows under `rows`: the list's own views (its background, its scroll view) are
        // under `content`, as a body's are, and identities must not meet.
        let inner = context.appending("rows").with {
            $0.environment.surroundings.inList = true
            $0.environment.surroundings.listStyle = style
        }
        var sections: [ViewNode] = [], loose: [ViewNode] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            let path = IdentityPath.appending("section\(sections.count)", to: context.path)
            sections += resolve(ListSectionCard(header: nil, rows: loose, footer: nil, style: style),
                                in: context.with { $0.path = path })
            loose = []
        }
        for node in resolve(content, in: inner) {
            if node.layoutValues[SectionMark.self] { closeLoose(); sections.append(node) } else { loose.append(node) }
        }
        closeLoose()
        return resolve(ListBody(sections: sections, style: style), in: context).map { node in
            var node = node
            node.layoutValues[ListBackgroundMark.self] = style.isGrouped ? UIColor.systemGroupedBackground : .systemBackground
            return node
        }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension List where SelectionValue == Never {
    /// `List(items) { item in … }`: a `ForEach` over the data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// SwiftUI's `Form`: a list in the grouped style whatever `.listStyle` says, as iOS draws one.
public struct Form<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        List<Never, Content>.resolveRows(of: content, in: context, style: .insetGrouped)
    }
}

/// A list's background, for the navigation bar over it to show through to (iOS's bar is
/// transparent at the top of a page, so a grouped list's grey runs up behind the title).
struct ListBackgroundMark: LayoutValueKey {
    static let defaultValue: UIColor? = nil
}

/// Marks a `Section`'s card, so the list around it does not make it a row of another card.
struct SectionMark: LayoutValueKey {
    static let defaultValue = false
}
