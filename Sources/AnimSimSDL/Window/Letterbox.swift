import AnimSimCore

/// Aspect-fit of a rendered frame into the window's drawable, in pixels, and the way back
/// from a mouse position to the frame's points (for scrubbing the timeline).
///
/// Frames are rendered at exactly the fitted scale (`renderScale`), so in the steady state
/// the frame is copied 1:1 and stays sharp; only while a resize is in flight is a frame of
/// the old size stretched into the new box.
public struct Letterbox: Equatable, Sendable {
    /// The frame's size, in points.
    public var content: CGSize
    /// The drawable, in pixels (larger than the window on HiDPI screens).
    public var drawable: CGSize

    public init(content: CGSize, drawable: CGSize) {
        self.content = content
        self.drawable = drawable
    }

    /// Pixels per point that fit `content` inside `drawable`. A hair under the exact ratio,
    /// so the frame's rounded-up pixel size never exceeds the drawable.
    public var renderScale: CGFloat {
        guard content.width > 0, content.height > 0, drawable.width > 0, drawable.height > 0 else { return 1 }
        return min(drawable.width / content.width, drawable.height / content.height) * (1 - 1e-9)
    }

    /// Where a frame of `pixels` goes in the drawable: aspect-fit and centred, at 1:1 when it
    /// already fits within a pixel (the usual case), so no resampling blurs it.
    public func destination(forFrame pixels: CGSize) -> CGRect {
        guard pixels.width > 0, pixels.height > 0 else { return .zero }
        var fit = min(drawable.width / pixels.width, drawable.height / pixels.height)
        let fits = pixels.width <= drawable.width && pixels.height <= drawable.height
        if fits, drawable.width - pixels.width < 2 || drawable.height - pixels.height < 2 { fit = 1 }
        let width = (pixels.width * fit).rounded()
        let height = (pixels.height * fit).rounded()
        return CGRect(x: ((drawable.width - width) / 2).rounded(.down), y: ((drawable.height - height) / 2).rounded(.down),
                      width: width, height: height)
    }

    /// A drawable pixel position mapped into the points of a frame drawn at `destination`.
    public func point(atPixel pixel: CGPoint, destination: CGRect) -> CGPoint {
        guard destination.width > 0, destination.height > 0 else { return .zero }
        return CGPoint(x: (pixel.x - destination.minX) / destination.width * content.width,
                       y: (pixel.y - destination.minY) / destination.height * content.height)
    }
}
