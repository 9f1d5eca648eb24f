import Foundation
@testable import AnimSimCore

/// Shared helpers for the Layouts and Engine suites, in a namespace so they cannot clash with
/// other suites' helpers in the same test target.
enum LayoutCheck {
    static let canvas = CGSize(width: 100, height: 100)

    static func run(_ root: ViewNode, in canvas: CGSize = canvas) throws -> DisplayList {
        try LayoutEngine().layout(root, in: canvas)
    }

    static func rect(_ v: [CGFloat]) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }

    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        a == b || abs(a - b) <= tolerance
    }

    static func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    static func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    static func close(_ a: CGSize?, _ b: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    static func center(_ r: CGRect?) -> CGPoint? { r.map { CGPoint(x: $0.midX, y: $0.midY) } }

    /// Angles equal up to whole turns.
    static func sameDirection(_ a: Angle?, _ b: Angle, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        let turns = (a.radians - b.radians) / (2 * .pi)
        return abs(turns - turns.rounded()) * 2 * .pi <= tolerance
    }

    /// The errors a layout pass throws, or none.
    static func errors(_ root: ViewNode, in canvas: CGSize = canvas) -> [LayoutError] {
        do {
            _ = try LayoutEngine().layout(root, in: canvas)
            return []
        } catch {
            return error.errors
        }
    }
}
