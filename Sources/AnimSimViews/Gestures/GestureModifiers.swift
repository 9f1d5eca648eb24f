import AnimSimCore
import Foundation

extension CoordinateSpace {
    /// A point in a view's own space, in this coordinate space (a named space is global, as
    /// `GeometryProxy.frame(in:)` takes it).
    func point(_ local: CGPoint, in frame: CGRect) -> CGPoint {
        self == .local ? local : CGPoint(x: frame.minX + local.x, y: frame.minY + local.y)
    }
}

/// `gesture.onChanged { … }` and `gesture.onEnded { … }`: the action runs with the gesture's
/// value at every frame of a touch it recognizes (`changed`), or once when it ends (`ended`).
public struct _CallbackGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let phase: _GestureSample.Phase
    let action: (Base.Value) -> Void

    public func _value(_ sample: _GestureSample) -> Value? { base._value(sample) }
    public var _pressDuration: Double { base._pressDuration }

    public func _deliver(_ sample: _GestureSample) {
        base._deliver(sample)
        if sample.phase == phase, let value = base._value(sample) { action(value) }
    }
}

/// SwiftUI's names for the two kinds of `_CallbackGesture`.
public typealias _ChangedGesture<Base: Gesture> = _CallbackGesture<Base>
public typealias _EndedGesture<Base: Gesture> = _CallbackGesture<Base>

/// `gesture.updating($state) { value, state, transaction in … }`: while the gesture is
/// recognized, the body writes the `@GestureState` under the transaction it leaves; when the
/// touch ends or fails the state goes back to its initial value under its reset transaction.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    public func _value(_ sample: _GestureSample) -> Value? { base._value(sample) }
    public var _pressDuration: Double { base._pressDuration }

    public func _deliver(_ sample: _GestureSample) {
        base._deliver(sample)
        guard sample.phase == .changed, let value = base._value(sample) else { return state.reset() }
        var current = state.wrappedValue
        var transaction = Transaction.current ?? Transaction()
        body(value, &current, &transaction)
        state.set(current, transaction: transaction)
    }
}

/// `gesture.map { value in … }`: the same touches, another value.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value

    public func _value(_ sample: _GestureSample) -> Value? { base._value(sample).map(transform) }
    public func _deliver(_ sample: _GestureSample) { base._deliver(sample) }
    public var _pressDuration: Double { base._pressDuration }
}

/// `a.simultaneously(with: b)`: both recognize the same touches; the value has both parts.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    public func _value(_ sample: _GestureSample) -> Value? {
        let a = first._value(sample), b = second._value(sample)
        return a == nil && b == nil ? nil : Value(first: a, second: b)
    }

    public func _deliver(_ sample: _GestureSample) {
        first._deliver(sample)
        second._deliver(sample)
    }

    public var _pressDuration: Double { max(first._pressDuration, second._pressDuration) }
}

/// `a.exclusively(before: b)`: the first that recognizes the touch has it; `b` only when `a`
/// does not (a tap use reaches `b` of `DragGesture().exclusively(before: TapGesture())`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    public func _value(_ sample: _GestureSample) -> Value? {
        if let a = first._value(sample) { return .first(a) }
        return second._value(sample).map { .second($0) }
    }

    public func _deliver(_ sample: _GestureSample) {
        if first._recognizes(sample) { first._deliver(sample) } else { second._deliver(sample) }
    }

    public var _pressDuration: Double { max(first._pressDuration, second._pressDuration) }
}

extension Gesture {
    /// Whether this gesture takes part in the touch: it has a value at the touch's start (a
    /// press being held) or at its end (a tap, a long enough press, a long enough drag). Fixed
    /// for the whole touch, so the gestures that compete for it do not change midway.
    func _recognizes(_ sample: _GestureSample) -> Bool {
        _value(sample.atStart) != nil || _value(sample.atEnd) != nil
    }

    /// The call's place (defaulted, so SwiftUI code compiles unchanged) is a `Task { }`'s that
    /// the action starts (`PlacedAction`).
    public func onChanged(_ action: @escaping (Value) -> Void, file: String = #filePath, line: Int = #line,
                          column: Int = #column) -> _ChangedGesture<Self> {
        _CallbackGesture(base: self, phase: .changed, action: PlacedAction.at(SourceSite(file: file, line: line, column: column), action))
    }

    public func onEnded(_ action: @escaping (Value) -> Void, file: String = #filePath, line: Int = #line,
                        column: Int = #column) -> _EndedGesture<Self> {
        _CallbackGesture(base: self, phase: .ended, action: PlacedAction.at(SourceSite(file: file, line: line, column: column), action))
    }

    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, transform: body) }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}
