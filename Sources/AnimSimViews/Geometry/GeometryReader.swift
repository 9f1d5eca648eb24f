import AnimSimCore

/// SwiftUI's `GeometryReader` (note U4): takes the whole proposed size (an unspecified side
/// is 0), places its content at its top-leading corner, and builds that content from a
/// proxy of its own size and frame. The size comes from laying out the tree: the host
/// resolves, lays out, and resolves again until every reader's geometry is what its content
/// was built with (`ViewHost.maxGeometryPasses`), so a frame never shows a stale proxy. As
/// in SwiftUI (note A3), the proxy holds target geometry, not an animating one.
public struct GeometryReader<Content: View>: _PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let frame = context.session.geometry(of: context.path)
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        let built = context.session.evaluatingBody { content(proxy) }
        let children = resolve(built, in: context.appending("content"))
        return [ViewNode(.layout(AnyLayout(GeometryReaderLayout())), children: children, id: context.path)]
    }
}

/// What a `GeometryReader`'s content reads.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let globalFrame: CGRect
    /// The frame of the scroll view around the view, when a visual effect's proxy is made
    /// inside one (`bounds(of: .scrollView)`).
    var scrollFrame: CGRect? = nil

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Where `GeometryProxy.frame(in:)` measures from. A named space is taken as global.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// The reader's layout: the whole proposal, children at the top-leading corner.
struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
