import AnimSimCore
import Foundation

/// UIKit's `UIScreen`, for `UIScreen.main.bounds`: on AnimSim the screen is the canvas the
/// view is hosted on (`--canvas`, 400 × 400 by default), so a view sized from the screen
/// fills the canvas as it fills the phone. Read outside a host (a global initialised before
/// any view runs), it is the default canvas. Not main-actor isolated, so a global
/// `let screenWidth = UIScreen.main.bounds.width`, as published files write it, compiles.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()

    /// The canvas of the view being hosted on this thread, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: HostCanvas.current) }
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale)) }
    /// AnimSim draws points at 1 pixel each; a phone's 3 is what its pixels would be.
    public var scale: CGFloat { 1 }
    public var nativeScale: CGFloat { 1 }
    public var brightness: CGFloat { 1 }
    public var traitCollection: UITraitCollection { .current }
}

/// The canvas of the host running views on this thread (`ViewHost` conforms).
protocol CanvasHolder: AnyObject {
    var canvas: CGSize { get }
}

enum HostCanvas {
    /// `ViewSettings.defaultCanvas`, the commands' default.
    static let fallback = CGSize(width: 400, height: 400)

    static var current: CGSize {
        (ThreadContext.current.clock as? any CanvasHolder)?.canvas ?? fallback
    }
}

extension ViewHost: CanvasHolder {}
