import Foundation

/// How a change of a layout's parameters becomes motion on screen.
public enum Strategy: String, CaseIterable, Hashable, Sendable, Codable {
    /// SwiftUI's default for a layout without animatableData: the layout runs at the old and
    /// the new state and each view's frame travels in a straight line between the two.
    case position
    /// The layout's animatableData is interpolated and the layout runs at every instant, so
    /// views follow the layout's own geometry (a wheel's circle).
    case animatable
}
