import AnimSimCore
import Foundation

/// `TapGesture(count:)`: ends (its only event) when a tap use with that many taps is performed.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) { self.count = max(count, 1) }

    public func _value(_ sample: _GestureSample) -> Void? {
        sample.use.kind == .tap && sample.use.count == count && sample.phase == .ended ? () : nil
    }
}

/// `SpatialTapGesture`: a tap whose value says where it landed.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(count, 1)
        self.coordinateSpace = coordinateSpace
    }

    public func _value(_ sample: _GestureSample) -> Value? {
        guard sample.use.kind == .tap, sample.use.count == count, sample.phase == .ended else { return nil }
        return Value(location: coordinateSpace.point(sample.location, in: sample.frame))
    }
}

/// `LongPressGesture(minimumDuration:maximumDistance:)`: its value is true while the press
/// is held (`changed` from the touch's start) and at its end, once the press has lasted
/// `minimumDuration`; a press released earlier is cancelled.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _value(_ sample: _GestureSample) -> Bool? {
        guard sample.use.kind == .longPress else { return nil }
        switch sample.phase {
        case .changed: return true
        case .ended: return sample.elapsed >= minimumDuration ? true : nil
        case .cancelled: return nil
        }
    }

    public var _pressDuration: Double { minimumDuration }
}

/// `DragGesture(minimumDistance:coordinateSpace:)`: recognized once the touch has moved
/// `minimumDistance` from where it began; its value then at every frame of the drag and at
/// its end.
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        /// Points per second: the pointer's speed on its path's segment then (a straight
        /// scripted drag moves at one speed), the release speed at the end.
        public var velocity: CGSize
        /// Where the drag would end if it went on decelerating from its velocity: UIKit's
        /// projection, 0.499 s of it (`GestureUse.predictedEnd`).
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _value(_ sample: _GestureSample) -> Value? {
        guard sample.use.kind == .drag, sample.phase != .cancelled else { return nil }
        let t = sample.translation
        guard (t.width * t.width + t.height * t.height).squareRoot() >= minimumDistance else { return nil }
        let v = sample.use.velocity(at: sample.elapsed), end = sample.use.predictedEnd(at: sample.elapsed)
        let location = coordinateSpace.point(sample.location, in: sample.frame)
        let start = coordinateSpace.point(sample.startLocation, in: sample.frame)
        let predicted = CGSize(width: end.x, height: end.y)
        return Value(time: sample.date, location: location, startLocation: start, translation: t, velocity: CGSize(width: v.x, height: v.y),
                     predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
                     predictedEndTranslation: predicted)
    }
}

/// `MagnifyGesture` (iOS 17): a pinch; its magnification grows linearly to the use's `by`.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _value(_ sample: _GestureSample) -> Value? {
        guard sample.use.kind == .magnify, sample.phase != .cancelled else { return nil }
        let length = sample.use.duration
        let anchor = UnitPoint(x: sample.frame.width > 0 ? sample.startLocation.x / sample.frame.width : 0.5,
                               y: sample.frame.height > 0 ? sample.startLocation.y / sample.frame.height : 0.5)
        return Value(time: sample.date, magnification: sample.magnification,
                     velocity: length > 0 ? ((sample.use.amount.first ?? 1) - 1) / length : 0, startAnchor: anchor,
                     startLocation: sample.startLocation)
    }
}

/// `MagnificationGesture`, the older pinch: its value is the magnification alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _value(_ sample: _GestureSample) -> CGFloat? {
        sample.use.kind == .magnify && sample.phase != .cancelled ? sample.magnification : nil
    }
}

/// `RotateGesture` (iOS 17): a twist; its rotation turns linearly to the use's `by` degrees.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _value(_ sample: _GestureSample) -> Value? {
        guard sample.use.kind == .rotate, sample.phase != .cancelled else { return nil }
        let length = sample.use.duration
        return Value(time: sample.date, rotation: sample.rotation,
                     velocity: .degrees(length > 0 ? (sample.use.amount.first ?? 0) / length : 0),
                     startAnchor: .center, startLocation: sample.startLocation)
    }
}

/// `RotationGesture`, the older twist: its value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _value(_ sample: _GestureSample) -> Angle? {
        sample.use.kind == .rotate && sample.phase != .cancelled ? sample.rotation : nil
    }
}
