import AnimSimCore

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.BlendMode`: recorded with each command; AnimSim draws a
    /// canvas's commands with normal blending.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// SwiftUI's `GraphicsContext.Filter`: the ones AnimSim's views draw (blur, hue
    /// rotation, saturation, brightness, contrast, grayscale, colour multiply) apply to each
    /// later command; the others (shadow, colour matrix, …) are accepted and drawn without.
    public struct Filter {
        enum Kind {
            case blur(CGFloat)
            case hueRotation(Angle)
            case saturation(Double)
            case brightness(Double)
            case contrast(Double)
            case grayscale(Double)
            case colorMultiply(Color)
            case accepted
        }

        let kind: Kind

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .accepted) }
        public static var luminanceToAlpha: Filter { Filter(kind: .accepted) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(kind: .accepted) }
        public static func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .accepted)
        }
    }

    /// Options of a blur filter: accepted.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter: accepted.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of `addFilter`: accepted.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of `clip(to:)`: accepted.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
