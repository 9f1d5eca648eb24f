import AnimSimCore
import Foundation

/// A value a keyframe can name, and the vector a keyframe timeline runs on for it: SwiftUI's
/// keyframes take `Animatable` values and interpolate their `animatableData`; AnimSim's core
/// timeline (`KeyframeTimeline`) runs on `VectorArithmetic` values, so each kind of value says
/// how it maps onto one. `CGFloat` and `Double` are their own vectors; `CGSize` and `CGPoint`
/// are pairs of their coordinates; `Angle` its `animatableData`; any `Animatable` type of the
/// user's joins by conforming (`_KeyframeValue` has a default for `Animatable`).
public protocol _KeyframeValue {
    associatedtype _KeyframeData: VectorArithmetic
    var _keyframeData: _KeyframeData { get set }
}

extension _KeyframeValue where Self: Animatable, _KeyframeData == AnimatableData {
    public var _keyframeData: AnimatableData {
        get { animatableData }
        set { animatableData = newValue }
    }
}

extension Double: _KeyframeValue {
    public var _keyframeData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: _KeyframeValue {
    public var _keyframeData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension CGSize: _KeyframeValue {
    public typealias _KeyframeData = AnimatableData
}

extension CGPoint: _KeyframeValue {
    public typealias _KeyframeData = AnimatableData
}

extension Angle: _KeyframeValue {
    public typealias _KeyframeData = AnimatableData
}

/// `Color` as a keyframed value. SwiftUI's `Color` is not `Animatable`: files that keyframe a
/// colour declare `extension Color: @retroactive Animatable` themselves, most often with the
/// sRGB components `UIColor(self).getRed(…)` gives as an `AnimatableValues` of four. AnimSim
/// cannot read a file's retroactive conformance from here, so its keyframes run on those
/// same four components (red, green, blue, opacity), interpolated straight: what such a
/// file's conformance animates, and no conformance of AnimSim's own for the file's to clash with.
extension Color: _KeyframeValue {
    public var _keyframeData: AnimatableValues<Double, Double, Double, Double> {
        get { AnimatableValues(red, green, blue, opacity) }
        set { (red, green, blue, opacity) = newValue.value }
    }
}

/// SwiftUI's `KeyframeTrackContent`: keyframes for one value, as `KeyframeTrack`'s builder
/// collects them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: _KeyframeValue
    /// The keyframes, each naming its value as the timeline's vector. Not for user code.
    func _keyframes() -> [Keyframe<Value._KeyframeData>]
}

extension LinearKeyframe: KeyframeTrackContent where V: _KeyframeValue {
    public typealias Value = V
    public func _keyframes() -> [Keyframe<V._KeyframeData>] {
        [.linear(LinearKeyframe<V._KeyframeData>(to._keyframeData, duration: duration, timingCurve: timingCurve))]
    }
}

extension CubicKeyframe: KeyframeTrackContent where V: _KeyframeValue {
    public typealias Value = V
    public func _keyframes() -> [Keyframe<V._KeyframeData>] {
        [.cubic(CubicKeyframe<V._KeyframeData>(to._keyframeData, duration: duration, startVelocity: startVelocity?._keyframeData,
                                               endVelocity: endVelocity?._keyframeData))]
    }
}

extension SpringKeyframe: KeyframeTrackContent where V: _KeyframeValue {
    public typealias Value = V
    public func _keyframes() -> [Keyframe<V._KeyframeData>] {
        [.spring(SpringKeyframe<V._KeyframeData>(to._keyframeData, duration: duration, spring: spring,
                                                 startVelocity: startVelocity?._keyframeData))]
    }
}

extension MoveKeyframe: KeyframeTrackContent where V: _KeyframeValue {
    public typealias Value = V
    public func _keyframes() -> [Keyframe<V._KeyframeData>] { [.move(MoveKeyframe<V._KeyframeData>(to._keyframeData))] }
}

/// Keyframes in the order a builder met them.
public struct _KeyframeList<Value: _KeyframeValue>: KeyframeTrackContent {
    let items: [Keyframe<Value._KeyframeData>]
    public func _keyframes() -> [Keyframe<Value._KeyframeData>] { items }
}

/// SwiftUI's `KeyframeTrackContentBuilder`: a track's keyframes, with `if` and `for`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: _KeyframeValue> {
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(items: content._keyframes())
    }

    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList(items: parts.flatMap(\.items)) }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { part ?? _KeyframeList(items: []) }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}
