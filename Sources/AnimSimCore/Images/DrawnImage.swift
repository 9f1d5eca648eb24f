import Foundation

/// A picture a view draws (SwiftUI's `Image("Photo")`): the file the app's bundle would
/// load for it, the scale it was made for, and how it is painted into the view's frame.
/// The core never reads the file: the view layer chose it and learnt its pixel size through
/// `ImageDecoding` (the renderer's decoder), and painters decode it again from their cache.
/// The picture always fills its view's frame; layout modifiers (`aspectRatio`, `frame`)
/// decide that frame, as in SwiftUI.
public struct DrawnImage: Hashable, Sendable {
    /// SwiftUI's `Image.Interpolation`: how pixels are sampled when the picture is scaled.
    public enum Interpolation: String, Hashable, Sendable {
        case none, low, medium, high
    }

    /// The name the view gave (`"Photo"`), for traces and messages.
    public var name: String
    /// The absolute path of the file drawn (`…/Assets.xcassets/Photo.imageset/photo@2x.png`).
    public var file: String
    /// Pixels per point the file was made for (its `@2x`, or the image set's `scale`).
    public var scale: CGFloat
    /// The file's size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// `.resizable(capInsets:)`, in points: the edges kept at their size while the middle stretches.
    public var capInsets = EdgeInsets()
    /// `.resizable(resizingMode: .tile)`: the picture repeats at its own size instead of stretching.
    public var tiles = false
    public var interpolation: Interpolation = .high
    /// `.renderingMode(.template)`: the picture's alpha painted in this colour (the
    /// foreground style); nil draws the picture's own colours.
    public var tint: Color?

    public init(name: String, file: String, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) {
        (self.name, self.file, self.scale, self.pixelWidth, self.pixelHeight) = (name, file, scale, pixelWidth, pixelHeight)
    }

    /// SwiftUI's size for the image, unresized: its pixels over its scale, in points.
    public var naturalSize: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}

/// How the view layer learns an image file's pixel size without a C library, as the core
/// learns a text's width through `TextMeasurer`: the renderer (AnimSimCairo's `ImageLibrary`)
/// decodes the file, keeps its pixels for painting, and answers here. The commands install
/// it once per process (`ImageDecoders.install`); without one no picture is decoded and images
/// stay placeholders.
public protocol ImageDecoding: Sendable {
    /// The file's size in pixels, or why it cannot be drawn (`ImageDecodingFailure`).
    func pixelSize(ofImageAt path: String) -> Result<(width: Int, height: Int), ImageDecodingFailure>
}

/// Why a file cannot be drawn: a message for the user, placed at the file.
public struct ImageDecodingFailure: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// The process's decoder, installed by whoever can decode (the commands, with Cairo's).
public enum ImageDecoders {
    nonisolated(unsafe) private static var installed: (any ImageDecoding)?
    private static let lock = NSLock()

    public static func install(_ decoder: any ImageDecoding) {
        lock.lock()
        defer { lock.unlock() }
        installed = decoder
    }

    public static var current: (any ImageDecoding)? {
        lock.lock()
        defer { lock.unlock() }
        return installed
    }
}
