import AnimSimCore

/// SwiftUI's shapes as views: each fills what it is proposed, drawn in the environment's
/// foreground colour until `.fill` or `.stroke` says otherwise.
public protocol Shape: _PrimitiveView {
    var _kind: ShapeKind { get }
}

extension Shape {
    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var node = ViewNode(.shape(_kind), id: context.path)
        node.style.fill = context.environment.resolvedForeground
        return [node]
    }
}

public struct Rectangle: Shape {
    public init() {}
    public var _kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize }

    /// AnimSim's corners are circular with one radius: the smaller of the two.
    public var _kind: ShapeKind { .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height)) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape {
    public init() {}
    public var _kind: ShapeKind { .circle }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public var _kind: ShapeKind { .capsule }
}

/// Drawn as a capsule (AnimSim's renderers have no ellipse yet): the same frame, and the
/// same outline when the frame is square.
public struct Ellipse: Shape {
    public init() {}
    public var _kind: ShapeKind { .capsule }
}
