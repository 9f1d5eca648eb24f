import Foundation

#if !canImport(CoreGraphics)
/// CoreGraphics' vector, which Linux Foundation lacks (it has `CGFloat`, `CGPoint`, `CGSize`
/// and `CGRect` only). SwiftUI files take it from CoreGraphics through `import SwiftUI` to turn
/// a drag into an angle (`atan2(vector.dy, vector.dx)`) or a velocity, so the names and
/// initialisers are CoreGraphics' own: `dx`, `dy`, `init()`, `init(dx:dy:)` for `CGFloat`,
/// `Double` and `Int`, and `.zero`.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }

    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector() }

    /// As Apple's prints it, so a user's `print(vector)` reads the same on both.
    public var description: String { "(\(dx), \(dy))" }
}
#endif
