import Foundation

/// A Lottie gradient fill (`gf`) or stroke (`gs`): type 1 linear from `s` to `e`, type 2
/// radial about `s` reaching `e`; the colour stops as Lottie packs them, `[offset, r, g, b]`
/// for each stop, then `[offset, alpha]` for each when any stop is translucent.
public struct LottieGradient: Encodable, Equatable, Sendable {
    public enum Kind: Int, Sendable { case linear = 1, radial = 2 }

    public var kind: Kind
    public var start: [Double], end: [Double]
    /// Each stop's offset (0…1) and colour, r, g, b, alpha in 0…1.
    public var stops: [(offset: Double, rgba: [Double])]
    /// A stroke's width; nil for a fill.
    public var strokeWidth: Double?
    /// When the gradient animates: its start and end points and its packed stops keyframed
    /// (every key packs as many stops), replacing `start`, `end` and `stops` in the file.
    public var animated: (start: LottieProperty, end: LottieProperty, colours: LottieProperty)?

    public init(kind: Kind, start: [Double], end: [Double], stops: [(offset: Double, rgba: [Double])], strokeWidth: Double? = nil) {
        (self.kind, self.start, self.end, self.stops, self.strokeWidth) = (kind, start, end, stops, strokeWidth)
    }

    /// Lottie's packing of stops: `[offset, r, g, b]` each, then `[offset, alpha]` each when
    /// any stop is translucent (`translucent` forces the alphas, so that every key of an
    /// animated gradient packs alike).
    public static func pack(_ stops: [(offset: Double, rgba: [Double])], translucent: Bool = false) -> [Double] {
        var packed = stops.flatMap { [$0.offset] + Array($0.rgba.prefix(3)) }
        if translucent || stops.contains(where: { $0.rgba[3] < 1 }) { packed += stops.flatMap { [$0.offset, $0.rgba[3]] } }
        return packed
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.start == b.start && a.end == b.end && a.strokeWidth == b.strokeWidth
            && a.stops.map(\.offset) == b.stops.map(\.offset) && a.stops.map(\.rgba) == b.stops.map(\.rgba)
            && a.animated?.start == b.animated?.start && a.animated?.end == b.animated?.end && a.animated?.colours == b.animated?.colours
    }

    enum CodingKeys: String, CodingKey { case ty, o, r, s, e, t, g, w, lc, lj }
    private struct Colours: Encodable {
        var p: Int
        var k: LottieProperty
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strokeWidth == nil ? "gf" : "gs", forKey: .ty)
        try container.encode(LottieProperty.scalar(100), forKey: .o)
        if strokeWidth == nil { try container.encode(1, forKey: .r) }
        try container.encode(animated?.start ?? LottieProperty.vector(start), forKey: .s)
        try container.encode(animated?.end ?? LottieProperty.vector(end), forKey: .e)
        try container.encode(kind.rawValue, forKey: .t)
        try container.encode(Colours(p: stops.count, k: animated?.colours ?? .vector(Self.pack(stops))), forKey: .g)
        if let strokeWidth {
            try container.encode(LottieProperty.scalar(strokeWidth), forKey: .w)
            try container.encode(2, forKey: .lc)
            try container.encode(2, forKey: .lj)
        }
    }
}
