import Foundation

/// An animatable property: `{"a":0,"k":value}` when static, `{"a":1,"k":[keyframes]}` when
/// animated. Scalars (rotation, opacity, corner radius) are a bare number when static and a
/// one-element `s` in keyframes, as the specification's scalar-property has it.
public struct LottieProperty: Encodable, Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case scalar(Double)
        case vector([Double])
        case animated([LottieKeyframe])
    }

    public var content: Content

    public init(_ content: Content) { self.content = content }
    public static func scalar(_ value: Double) -> LottieProperty { LottieProperty(.scalar(value)) }
    public static func vector(_ values: [Double]) -> LottieProperty { LottieProperty(.vector(values)) }
    public static func animated(_ keyframes: [LottieKeyframe]) -> LottieProperty { LottieProperty(.animated(keyframes)) }

    enum CodingKeys: String, CodingKey { case a, k }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch content {
        case .scalar(let value):
            try container.encode(0, forKey: .a)
            try container.encode(value, forKey: .k)
        case .vector(let values):
            try container.encode(0, forKey: .a)
            try container.encode(values, forKey: .k)
        case .animated(let keyframes):
            try container.encode(1, forKey: .a)
            try container.encode(keyframes, forKey: .k)
        }
    }
}

/// One keyframe: the value `s` at frame `t`, and how the motion leaves it towards the next
/// keyframe: the timing handles `o` (out of this one) and `i` (into the next), and for
/// positions the spatial tangents `to` and `ti` relative to the two values.
public struct LottieKeyframe: Encodable, Equatable, Sendable {
    public var t: Double
    public var s: [Double]
    public var o: LottieEasingHandle?
    public var i: LottieEasingHandle?
    public var to: [Double]?
    public var ti: [Double]?
    /// 1: hold the value until the next keyframe.
    public var h: Int?

    public init(t: Double, s: [Double], o: LottieEasingHandle? = nil, i: LottieEasingHandle? = nil,
                to: [Double]? = nil, ti: [Double]? = nil, h: Int? = nil) {
        self.t = t
        self.s = s
        self.o = o
        self.i = i
        self.to = to
        self.ti = ti
        self.h = h
    }
}

/// A timing handle; `x` is time, `y` progress, both one number per dimension (one here: every
/// dimension shares the segment's timing).
public struct LottieEasingHandle: Encodable, Equatable, Sendable {
    public var x: [Double]
    public var y: [Double]

    public init(x: Double, y: Double) {
        self.x = [x]
        self.y = [y]
    }
}

/// Lottie's transform (layers' `ks`, groups' `tr`): anchor, position, scale in percent,
/// rotation in degrees clockwise, opacity in percent.
public struct LottieTransform: Encodable, Equatable, Sendable {
    public var a: LottieProperty = .vector([0, 0])
    public var p: LottieProperty = .vector([0, 0])
    public var s: LottieProperty = .vector([100, 100])
    public var r: LottieProperty = .scalar(0)
    public var o: LottieProperty = .scalar(100)

    public init() {}
}
