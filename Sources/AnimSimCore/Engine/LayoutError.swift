import Foundation

/// A problem found while laying out: an insane size, a tree the layout cannot draw, a
/// two-way value that never settles. Always names the layout and the view, so a user can
/// find the culprit in a scene with thousands of views.
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case insaneSize, minimumExceedsMaximum, invalidPlacement, layoutReported, twoWayLoop, overBudget
    }

    public let kind: Kind
    /// The layout's type name, e.g. `CrashLayout`.
    public let layout: String
    /// The id of the view the layout belongs to.
    public let view: String
    public let message: String

    public var description: String { "\(layout) (view '\(view)'): \(message)" }
}

/// Every error of one evaluation, in the order found.
public struct LayoutErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public let errors: [LayoutError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
