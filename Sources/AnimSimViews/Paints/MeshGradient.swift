import AnimSimCore

/// SwiftUI's `MeshGradient` (iOS 18): a `width` × `height` grid of points in unit
/// coordinates of the filled bounds, row by row, each with its colour. As a view it fills
/// what it is offered; as a `ShapeStyle` it fills a shape. Drawn by Cairo as one Coons patch
/// per cell with straight sides (`GridMesh`); its points and colours animate as a
/// gradient's data does (a mesh to a mesh of the same grid), in both panes. `background`
/// and `smoothsColors` are accepted: cells are blended bilinearly between their corners.
public struct MeshGradient: Equatable, Sendable, ShapeStyle, _GradientView {
    public typealias Body = Never
    public var width: Int
    public var height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color
    let smoothsColors: Bool
    let colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        (self.width, self.height, self.points, self.colors) = (width, height, points, colors)
        (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
    }

    nonisolated public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) {
        let unit = points.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        let paint = GradientPaint.mesh(width: width, height: height, points: unit, colors: colors, colorSpace: colorSpace.space)
        // A grid that does not match its points or colours draws as its middle colour.
        guard paint.meshGrid != nil else { return (colors.first ?? background, nil) }
        return (paint.fallbackColor, paint)
    }
}
