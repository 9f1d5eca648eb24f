import AnimSimCore
import Foundation

/// One moment of the window's mouse on a view, as the gesture recogniser reads it: what the
/// button did, when on the scene's clock, when on the window's own clock, and where in the
/// touched view's own points (its top-left corner the origin, as a script's `from:` is).
///
/// The scene time decides what a touch is (a press held 0.5 s of the scene is a long press,
/// paused or not, at any playback speed), so a recording replays the very same uses; only
/// the gap between two taps is on the window's clock (`PointerRules.tapInterval`): a double
/// click is a person's quick act, and on a paused scene every click is at one instant.
public struct PointerEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case down, move, up }

    public var kind: Kind
    /// Scene seconds (the window's clock time when the event came).
    public var time: Double
    /// Seconds on the window's own clock (SDL's ticks), for the gap between taps.
    public var wall: Double
    /// In the touched view's own points, as it was when the touch began.
    public var location: CGPoint

    public init(_ kind: Kind, time: Double, wall: Double? = nil, at location: CGPoint) {
        self.kind = kind
        self.time = time
        self.wall = wall ?? time
        self.location = location
    }
}

/// SwiftUI's default thresholds, which the recogniser applies (docs/swift.md, "Gestures in
/// the window").
public enum PointerRules {
    /// `DragGesture(minimumDistance: 10)`: a touch is a drag once it has moved this far.
    public static let minimumDistance: CGFloat = 10
    /// `LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)`.
    public static let minimumDuration = 0.5
    public static let maximumDistance: CGFloat = 10
    /// The longest gap, release to press, between the taps of one multiple tap. UIKit does
    /// not publish its tap recogniser's interval; we choose 0.35 s, the value it is widely
    /// reported to use, on the window's clock (`PointerEvent`).
    public static let tapInterval = 0.35
    /// `MagnifyGesture(minimumScaleDelta: 0.01)`, `RotateGesture(minimumAngleDelta: 1°)`.
    public static let minimumScaleDelta = 0.01, minimumAngleDelta = 1.0
}
