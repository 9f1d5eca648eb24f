import AnimSimCore

/// SwiftUI's `Optional: Gesture where Wrapped: Gesture`: `.gesture(isTop ? drag : nil)` puts a
/// gesture on the view only while it is there; `nil` recognizes no touch, so the touch goes on
/// to the gestures around the view (`GestureChain`), as on iOS.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value

    public func _value(_ sample: _GestureSample) -> Wrapped.Value? { self?._value(sample) }
    public func _deliver(_ sample: _GestureSample) { self?._deliver(sample) }
    public var _pressDuration: Double { self?._pressDuration ?? 0 }
}
