import AnimSimCore
import Foundation

/// SwiftUI's modifiers that only an `Image` has: they return an `Image`, so they come before
/// any view modifier (`Image("Photo").resizable().scaledToFit()`).
extension Image {
    /// SwiftUI's `resizable(capInsets:resizingMode:)`: the image takes the size it is
    /// proposed. The cap insets (points) keep the picture's edges at their size while its middle
    /// stretches or tiles; `.tile` repeats the picture at its natural size instead of stretching.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// `.template` paints the picture's shape (its alpha) in the foreground style, as a
    /// symbol is; `.original` its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How pixels are sampled when the picture is drawn at another size: `.none` takes the
    /// nearest pixel (Cairo's nearest filter), the others Cairo's bilinear (`.low`,
    /// `.medium`) or its good filter (`.high`, SwiftUI's default).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Accepted: AnimSim draws every edge antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
