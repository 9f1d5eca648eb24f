import Foundation

/// SwiftUI's `ProjectionTransform`: a 3×3 matrix in the row-vector convention of
/// CoreGraphics (a point (x, y, 1) maps to (x, y, 1)·M), so an affine transform is its first
/// two columns and a perspective one adds m13, m23 (design doc G1). It is what a
/// `GeometryEffect` returns and what every display item is drawn through.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    /// The nine entries row by row (m11, m12, m13, m21, …, m33).
    public init(rows entries: [CGFloat]) {
        precondition(entries.count == 9, "a 3×3 matrix has nine entries")
        (m11, m12, m13) = (entries[0], entries[1], entries[2])
        (m21, m22, m23) = (entries[3], entries[4], entries[5])
        (m31, m32, m33) = (entries[6], entries[7], entries[8])
    }

    public init(_ t: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// Drops CATransform3D's third row and column, as SwiftUI does (G1).
    public init(_ t: CATransform3D) {
        (m11, m12, m13) = (t.m11, t.m12, t.m14)
        (m21, m22, m23) = (t.m21, t.m22, t.m24)
        (m31, m32, m33) = (t.m41, t.m42, t.m44)
    }

    public static var identity: ProjectionTransform { ProjectionTransform() }

    /// The entries row by row: what the naive pane interpolates one by one.
    public var entries: [CGFloat] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (meaningful when `isAffine`).
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self` first, then `rhs`: self·rhs.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var out = ProjectionTransform()
        out.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        out.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        out.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        out.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        out.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        out.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        out.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        out.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        out.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return out
    }

    /// Inverts through the adjugate; false (and `self` unchanged) when the determinant is 0.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let inv = 1 / det
        self = ProjectionTransform(rows: [
            (m22 * m33 - m23 * m32) * inv, (m13 * m32 - m12 * m33) * inv, (m12 * m23 - m13 * m22) * inv,
            (m23 * m31 - m21 * m33) * inv, (m11 * m33 - m13 * m31) * inv, (m13 * m21 - m11 * m23) * inv,
            (m21 * m32 - m22 * m31) * inv, (m12 * m31 - m11 * m32) * inv, (m11 * m22 - m12 * m21) * inv,
        ])
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    /// A translation by (x, y), as a matrix.
    public static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform {
        var t = ProjectionTransform()
        (t.m31, t.m32) = (x, y)
        return t
    }
}

extension CGPoint {
    /// Through a projective matrix (G1); a point at or behind the eye (w ≤ 0) goes to infinity.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        guard w > 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}

extension ProjectionTransform: CustomStringConvertible {
    /// Row by row, numbers to 4 decimals, as traces print them.
    public var description: String {
        "[" + entries.map { $0.formatted }.joined(separator: ",") + "]"
    }
}
