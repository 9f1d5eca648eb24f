import AnimSimCore
import Foundation

/// SwiftUI's `Gesture`: what a view recognizes from touches. In AnimSim a touch is a
/// `GestureUse` performed on the view, by a script or the window's mouse (`ViewHost.perform`),
/// and the host feeds it to the gesture as a sequence of samples on the scene's clock: one
/// per frame of the touch (`changed`), then its end (`ended`) or its failure (`cancelled`).
///
/// A gesture reads each sample as its `Value` (nil: the sample is not its kind of touch, or
/// not yet recognized) and runs its callbacks (`_deliver`); the modifiers (`onChanged`,
/// `onEnded`, `updating`, `map`, `simultaneously`, `exclusively`) wrap a gesture and add theirs.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    /// The sample as this gesture's value, nil when it does not recognize it. Not for user code.
    func _value(_ sample: _GestureSample) -> Value?
    /// Runs the gesture's callbacks for the sample. Not for user code.
    func _deliver(_ sample: _GestureSample)
    /// How long a long press lasts before it is recognized (0 for other gestures), so a
    /// script's `longPress:` without a duration holds long enough. Not for user code.
    var _pressDuration: Double { get }
}

extension Gesture {
    public func _deliver(_ sample: _GestureSample) {}
    public var _pressDuration: Double { 0 }
}

/// One moment of a touch performed on a view: what every gesture reads its value from.
public struct _GestureSample {
    public enum Phase: Equatable { case changed, ended, cancelled }

    let use: GestureUse
    let phase: Phase
    /// Seconds since the touch began.
    let elapsed: Double
    /// The scene instant of the sample.
    let time: Double
    /// The view's frame in the canvas when the touch began: `.global` coordinates are the
    /// canvas's, `.local` ones the view's own.
    let frame: CGRect
    /// Where the touch began and is now, in the view's own points.
    let startLocation: CGPoint
    let location: CGPoint
    /// The fraction of a drag, pinch or twist done: 0 at the start, 1 at the end.
    let progress: Double

    var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }

    /// A magnification's scale so far: 1 at the start, `by` at the end, linear in between.
    var magnification: Double { 1 + ((use.amount.first ?? 1) - 1) * progress }

    /// A rotation's angle so far.
    var rotation: Angle { .degrees((use.amount.first ?? 0) * progress) }

    var date: Date { Date(timeIntervalSinceReferenceDate: time) }

    /// The touch's sample at the step `progress` of the way, `elapsed` seconds in.
    static func of(_ use: GestureUse, phase: Phase, progress: Double, start time: Double, frame: CGRect) -> _GestureSample {
        let start = use.from.map { CGPoint(x: $0.first ?? 0, y: $0.count > 1 ? $0[1] : 0) } ?? CGPoint(x: frame.width / 2, y: frame.height / 2)
        let elapsed = use.duration * progress
        // A drag's pointer follows its path (a straight one: linear to `by`); others stay put.
        let moved = use.kind == .drag ? use.translation(at: elapsed) : (x: 0, y: 0)
        let location = CGPoint(x: start.x + moved.x, y: start.y + moved.y)
        return _GestureSample(use: use, phase: phase, elapsed: elapsed, time: time + elapsed, frame: frame, startLocation: start,
                              location: location, progress: progress)
    }

    /// The same touch at its end: whether a gesture recognizes the touch at all.
    var atEnd: _GestureSample { .of(use, phase: .ended, progress: 1, start: time - elapsed, frame: frame) }

    /// The same touch as it begins.
    var atStart: _GestureSample { .of(use, phase: .changed, progress: 0, start: time - elapsed, frame: frame) }
}

/// A gesture with no value and no callbacks: what `.gesture(nil)`-like code and empty bodies use.
public struct _EmptyGesture: Gesture {
    public typealias Value = Void
    public func _value(_ sample: _GestureSample) -> Void? { nil }
}
