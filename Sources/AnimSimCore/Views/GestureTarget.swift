import Foundation

/// A view's gesture as the window's mouse needs to know it (AnimSimSDL hit-tests the panes,
/// AnimSimViews knows the gestures): the nodes it is on, and how long its long press must be
/// held (0: it is no long press), so a press on it is recognised as SwiftUI would.
public struct GestureTarget: Equatable, Sendable {
    public var nodes: [String]
    public var pressDuration: Double
    /// A `Button`'s own press (its style's `isPressed`): the window holds it from the
    /// pointer's down to its up, as one long press of that length.
    public var isButtonPress: Bool

    public init(nodes: [String], pressDuration: Double, isButtonPress: Bool = false) {
        self.nodes = nodes
        self.pressDuration = pressDuration
        self.isButtonPress = isButtonPress
    }

    /// The long press minimum on the views a touch reaches (`chain`: the touched view's node
    /// ids out to the root): the longest of theirs, nil when none of them has a long press.
    public static func pressDuration(of targets: [GestureTarget], along chain: [String]) -> Double? {
        let chain = Set(chain)
        return targets.filter { $0.pressDuration > 0 && !chain.isDisjoint(with: $0.nodes) }.map(\.pressDuration).max()
    }
}
