import AnimSimCore
import Foundation

/// UIKit's immediate drawing: `UIColor.setFill()` then `UIBezierPath.fill()` paint into the
/// current UIKit graphics context. A SwiftUI `Shape`'s `path(in:)` has none on iOS either
/// (UIKit logs "invalid context 0x0" and draws nothing), and AnimSim never has one (a view's
/// `draw(_:)` and `UIGraphicsImageRenderer` are unsupported), so these calls draw nothing,
/// as they do on a device; what the shape shows is the `Path` it returns.
extension UIBezierPath {
    public func fill() {}
    public func stroke() {}
    /// Clipping the current context: there is none.
    public func addClip() {}
}

extension UIColor {
    /// Sets the current context's fill colour: there is no current context.
    public func setFill() {}
    /// Sets the current context's stroke colour: there is no current context.
    public func setStroke() {}
    /// Sets both: there is no current context.
    public func set() {}
}
