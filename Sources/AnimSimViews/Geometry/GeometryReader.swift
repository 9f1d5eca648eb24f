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
        var proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        // Each named space around the reader is a view the host lays out and reads back, as
        // the reader itself, so `frame(in: .named(x))` is settled with it.
        for (name, id) in context.environment.coordinateSpaces { proxy.namedFrames[SpaceName(name)] = context.session.geometry(of: id) }
        let built = context.session.evaluatingBody { content(proxy) }
        let children = resolve(built, in: context.appending("content"))
        var node = ViewNode(.layout(AnyLayout(GeometryReaderLayout())), children: children, id: context.path)
        node.layoutValues[GeometryKeyMark.self] = [context.path]
        return [node]
    }
}

/// What a `GeometryReader`'s content reads.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let globalFrame: CGRect
    /// The frame of the scroll view around the view, when a visual effect's proxy is made
    /// inside one (`bounds(of: .scrollView)`).
    var scrollFrame: CGRect? = nil
    /// The global frames of the views around the reader that name a coordinate space
    /// (`.coordinateSpace(name:)`), by name, the innermost for a name given twice.
    var namedFrames: [SpaceName: CGRect] = [:]

    /// SwiftUI's: the frame in the view's own space, the canvas's, or relative to the
    /// top-leading corner of the named view around it. A name no view around it gives is
    /// the canvas's space, as SwiftUI falls back to the global one.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedFrames[SpaceName(name)] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// iOS 17's spelling, `frame(in: .named("x"))` through `NamedCoordinateSpace`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A coordinate space's name as the proxy keeps it: the proxy is `Sendable` (a visual
/// effect's closure gets one), and a name is an immutable hashable value (a string, an enum
/// case) that no thread changes, though `AnyHashable` is not marked so.
struct SpaceName: Hashable, @unchecked Sendable {
    let name: AnyHashable
    init(_ name: AnyHashable) { self.name = name }
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
