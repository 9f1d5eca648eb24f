import Foundation

/// A view's `.contentShape(_:eoFill:)`: the shape, in the view's own frame, that SwiftUI
/// hit-tests instead of what the view draws. `.contentShape(Rectangle())` makes a stack's
/// whole frame take touches, its gaps included; a smaller shape also takes touches away from
/// the parts of the content outside it (a clipped image's overflow), as the modifier replaces
/// the content's hit-testing region (`ViewHitTest`).
///
/// The shape is the user's `Shape` value, asked for its path at the size the view has where
/// it is hit-tested (the pane's frame of the moment), so any shape is exact.
public struct ContentShape: Sendable {
    /// The node id of the view the shape is on.
    public let node: String
    /// Even-odd rather than non-zero filling decides what is inside.
    public let eoFill: Bool
    public let shape: any Shape

    public init(node: String, shape: any Shape, eoFill: Bool = false) {
        self.node = node
        self.shape = shape
        self.eoFill = eoFill
    }

    /// Whether `point`, in the view's own points (origin at its frame's top-left), is inside
    /// the shape laid out in a frame of `size`.
    public func contains(_ point: CGPoint, size: CGSize) -> Bool {
        shape.path(in: CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill)
    }
}
