import Foundation

/// SwiftUI's `CustomAnimation` (iOS 17, note K8): `animate(value:time:context:)` gets the
/// whole change (target − start) and returns the part of it covered `time` seconds in, or
/// nil once finished; what is shown is start + that part.
///
/// AnimSim evaluates every instant on its own (a frame is a pure function of time), so it
/// reads a custom animation as the progress curve it draws: `animate(value: 1.0, …)` with a
/// fresh context at each instant, as a `KeyframeCurve` of the animation's duration (the
/// first instant it returns nil, found to 1/240 s and then bisected; at most 60 s, the
/// scene clock's horizon). So an animation whose output is its `value` times a curve of
/// time, as SwiftUI's own timing curves are, is exact. Departures: state carried in
/// `context.state` from one frame to the next starts fresh at every instant, `velocity`
/// and `shouldMerge` are not called (a change during it is combined as a timing curve's
/// is), and `isLogicallyComplete` is not read (a completion runs at the end).
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation is given besides the change: its state and whether it is
/// logically complete.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state: AnimationState<Value>
    public var isLogicallyComplete: Bool

    init() {
        state = AnimationState()
        isLogicallyComplete = false
    }

    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A custom animation's own values, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// An animation drawn by `base` (see `CustomAnimation`).
    public init<A: CustomAnimation>(_ base: A) {
        let duration = Self.finish(of: base)
        self.init(base: .keyframe(KeyframeCurve(name: "custom " + String(reflecting: base), duration: duration) { progress in
            var context = AnimationContext<Double>()
            return base.animate(value: 1.0, time: progress * duration, context: &context) ?? 1
        }))
    }

    /// The first instant `base` returns nil.
    static func finish<A: CustomAnimation>(of base: A) -> Double {
        func done(_ time: Double) -> Bool {
            var context = AnimationContext<Double>()
            return base.animate(value: 1.0, time: time, context: &context) == nil
        }
        let step = 1.0 / 240, horizon = 60.0
        var time = 0.0
        while !done(time) {
            time += step
            if time >= horizon { return horizon }
        }
        guard time > 0 else { return 0 }
        var low = time - step, high = time
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if done(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
