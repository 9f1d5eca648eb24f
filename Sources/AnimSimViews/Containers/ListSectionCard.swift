import AnimSimCore

/// SwiftUI's list styles, as `.listStyle(_:)` takes them (`.plain`, `.insetGrouped`, …).
public enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Cards on a grouped background, inset from the sides.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
    var isGrouped: Bool { self != .plain && self != .inset }
}

/// SwiftUI's `ListStyle`: each style a value of `ListStyleKind`.
public protocol ListStyle { var _kind: ListStyleKind { get } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .plain } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .sidebar } }
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// Nodes resolved already (a list's rows), placed as a view among views built around them.
struct ResolvedNodes: _PrimitiveView {
    let nodes: [ViewNode]

    func _resolve(in context: _ResolveContext) -> [ViewNode] { nodes }
}

/// One section of a list: header, the card of rows with separators, footer (see `List`).
struct ListSectionCard: View {
    let header: (any View)?
    let rows: [ViewNode]
    let footer: (any View)?
    let style: ListStyleKind

    var body: some View {
        VStack(alignment: .leading, spacing: 7) {
            if let header {
                AnyView(header).font(.footnote).foregroundColor(Color(.secondaryLabel))
                    .modifier(_NodeModifier(innermost: false) { $0.uppercaseText() })
                    .padding(.horizontal, style.isInset ? 16 : 16)
            }
            // Each row is the row's own node with its modifiers around it, never a view of the
            // card's: a row keeps its identity (and its transition) when rows before it leave.
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows.count, id: \.self) { index in
                    ResolvedNodes(nodes: [rows[index]])
                        .padding(EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        .overlay(alignment: .bottom) {
                            if index < rows.count - 1 { Color(.separator).frame(height: 0.5).padding(.leading, 16) }
                        }
                }
            }
            .background(RoundedRectangle(cornerRadius: style.isInset ? 10 : 0)
                .fill(style.isGrouped ? Color(.secondarySystemGroupedBackground) : Color(.systemBackground)))
            if let footer {
                AnyView(footer).font(.footnote).foregroundColor(Color(.secondaryLabel)).padding(.horizontal, 16)
            }
        }
        .padding(.horizontal, style.isInset ? 16 : 0)
    }
}

/// The list's sections from the top on its background (see `List`).
struct ListBody: View {
    let sections: [ViewNode]
    let style: ListStyleKind

    var body: some View {
        ZStack(alignment: .top) {
            style.isGrouped ? Color(.systemGroupedBackground) : Color(.systemBackground)
            ScrollView {
                VStack(spacing: style.isGrouped ? 35 : 0) { ResolvedNodes(nodes: sections) }
                    .padding(.vertical, style.isGrouped ? 20 : 0)
            }
        }
    }
}

extension ViewNode {
    /// Every text below in upper case, as a grouped list's section header draws it.
    mutating func uppercaseText() {
        if case .text(let string) = content { content = .text(string.uppercased()) }
        for index in children.indices { children[index].uppercaseText() }
    }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.surroundings.listStyle = style._kind })
    }
}
