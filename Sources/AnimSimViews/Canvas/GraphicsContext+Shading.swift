import AnimSimCore

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.Shading`: what a fill or stroke paints with. A colour, the
    /// environment's foreground, the first of a palette, any `ShapeStyle`, or a linear,
    /// radial or conic gradient. A gradient's points are in the context's user space: they
    /// go through the context's transform with the path, and become the `LinearGradient`,
    /// `RadialGradient` or `AngularGradient` of the canvas's frame (which every filled path
    /// of a canvas is a shape of, `CanvasCommand`), so a canvas draws gradients with the same
    /// paint as any view.
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// The environment's foreground colour (`.foregroundStyle` above the canvas).
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// `.palette`: its first shading (the primary layer) paints.
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }

        /// Any shape style: a colour, a gradient view style (in the canvas's frame, its unit
        /// points the canvas's), a hierarchical style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A full turn of `gradient` about `center`, starting at `angle` (clockwise from +x).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The colour this shading paints in `environment`: a style's or gradient's own
        /// colour (its first stop) where only a colour can be drawn (a resolved text).
        func color(in environment: EnvironmentValues) -> Color {
            switch kind {
            case .color(let color): color
            case .foreground: environment.resolvedForeground
            case .style(let style): style._resolvePaint(in: environment).color
            case .linear(let gradient, _, _), .radial(let gradient, _, _, _), .conic(let gradient, _, _):
                gradient.stops.first?.color ?? .clear
            }
        }

        /// The style a path filled in a canvas of `size` paints with, the gradient's points
        /// taken from user space through `transform` into unit points of the canvas's frame
        /// (radii scaled by the transform's mean scale, √|det|); nil for a plain colour.
        func style(through transform: CGAffineTransform, size: CGSize) -> AnyShapeStyle? {
            func unit(_ point: CGPoint) -> UnitPoint {
                let p = point.applying(transform)
                return UnitPoint(x: size.width == 0 ? 0 : p.x / size.width, y: size.height == 0 ? 0 : p.y / size.height)
            }
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            switch kind {
            case .color, .foreground: return nil
            case .style(let style): return style
            case .linear(let gradient, let start, let end):
                return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center),
                                                    startRadius: startRadius * scale, endRadius: endRadius * scale))
            case .conic(let gradient, let center, let angle):
                let turn = atan2(transform.b, transform.a)
                return AnyShapeStyle(AngularGradient(gradient: gradient, center: unit(center), angle: .radians(angle.radians + turn)))
            }
        }
    }

    /// SwiftUI's `GraphicsContext.GradientOptions`: accepted; a gradient pads with its end
    /// colours past its ends (SwiftUI's default), repeated and mirrored ones too.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
