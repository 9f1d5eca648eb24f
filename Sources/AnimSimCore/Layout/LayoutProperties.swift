import Foundation

/// Static facts about a layout, SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}
