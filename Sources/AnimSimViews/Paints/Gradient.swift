import AnimSimCore

/// SwiftUI's `Gradient`: colour stops along 0…1 (R1). Used directly as a shape style it is
/// a linear gradient from top to bottom (R2).
public struct Gradient: Equatable, Sendable, ShapeStyle {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }

    /// SwiftUI's `Gradient.ColorSpace` (R3): `.device` mixes in the output colour space,
    /// `.perceptual` in an Oklab-style space; AnimSim's default, as iOS 16 and later's.
    public struct ColorSpace: Hashable, Sendable {
        let space: GradientPaint.ColorSpace
        public static let device = ColorSpace(space: .device)
        public static let perceptual = ColorSpace(space: .perceptual)
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// n colours at i/(n − 1); one colour at 0.
    public init(colors: [Color]) {
        stops = GradientPaint.evenlySpaced(colors).map { Stop(color: $0.color, location: CGFloat($0.location)) }
    }

    /// This gradient mixing its colours in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self, colorSpace: space) }

    var coreStops: [GradientPaint.Stop] { stops.map { GradientPaint.Stop(color: $0.color, location: Double($0.location)) } }

    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { AnyGradient(self)._resolvePaint() }
}

/// SwiftUI's `AnyGradient` (iOS 16): a gradient with its colour space, as `Color.gradient`
/// and `Gradient.colorSpace(_:)` make. As a shape style it is linear, top to bottom (R2).
public struct AnyGradient: Equatable, Sendable, ShapeStyle {
    let gradient: Gradient
    let space: Gradient.ColorSpace

    public init(_ gradient: Gradient) { self.init(gradient, colorSpace: .perceptual) }

    init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) { (self.gradient, space) = (gradient, colorSpace) }

    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(gradient, colorSpace: space) }

    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let paint = GradientPaint.linear(gradient.coreStops, start: .top, end: .bottom, colorSpace: space.space)
        return (paint.fallbackColor, paint)
    }
}

extension Color {
    /// SwiftUI's `Color.gradient`, "the standard gradient for the color", whose stops Apple
    /// does not state (R2). AnimSim's choice: from the colour lightened a fifth of the way
    /// to white (mixed perceptually) at the top to the colour itself at the bottom, mixed
    /// perceptually: the subtle lighter top of Apple's rendering, with the colour's own hue
    /// kept (docs/swift.md, "Gradients").
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            Gradient.Stop(color: GradientPaint.ColorSpace.perceptual.mix(self, Color(red: 1, green: 1, blue: 1, opacity: opacity), by: 0.2),
                          location: 0),
            Gradient.Stop(color: self, location: 1),
        ]))
    }
}
