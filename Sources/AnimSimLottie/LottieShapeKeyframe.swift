import Foundation

/// One keyframe of an animated path (`sh` with `ks.a` = 1): the outline `s` (one Bézier, in
/// an array as the specification has it) at frame `t`, with the timing handles to the next.
/// Players interpolate each vertex and handle in a straight line between two keyframes, so
/// every keyframe of one path must have the same vertex count.
public struct LottieShapeKeyframe: Encodable, Equatable, Sendable {
    public var t: Double
    public var s: [LottieBezier]
    public var o: LottieEasingHandle?
    public var i: LottieEasingHandle?

    public init(t: Double, s: LottieBezier, o: LottieEasingHandle? = nil, i: LottieEasingHandle? = nil) {
        self.t = t
        self.s = [s]
        self.o = o
        self.i = i
    }
}

/// A stroke's whole line style, as Lottie's `st` carries it: caps and joins (1 butt/miter,
/// 2 round, 3 square/bevel), miter limit and dashes (dash, gap, … and an offset).
public struct LottieLineStyle: Equatable, Sendable {
    public var width: Double
    public var cap: Int
    public var join: Int
    public var miterLimit: Double
    public var dash: [Double]
    public var offset: Double
    /// The width and dash offset keyframed, when they animate (then they replace `width` and
    /// `offset` in the file).
    public var animatedWidth: LottieProperty?
    public var animatedOffset: LottieProperty?

    public init(width: Double, cap: Int, join: Int, miterLimit: Double, dash: [Double], offset: Double) {
        (self.width, self.cap, self.join, self.miterLimit, self.dash, self.offset) = (width, cap, join, miterLimit, dash, offset)
    }

    /// Lottie's dash list: `d` (dash) and `g` (gap) entries in turn, then the `o` offset.
    var dashes: [DashEntry] {
        guard !dash.isEmpty, dash.contains(where: { $0 > 0 }) else { return [] }
        let pattern = dash.count % 2 == 0 ? dash : dash + dash
        return pattern.enumerated().map { k, length in DashEntry(n: k % 2 == 0 ? "d" : "g", v: .scalar(length)) }
            + [DashEntry(n: "o", v: animatedOffset ?? .scalar(offset))]
    }

    struct DashEntry: Encodable {
        var n: String
        var v: LottieProperty
    }
}
