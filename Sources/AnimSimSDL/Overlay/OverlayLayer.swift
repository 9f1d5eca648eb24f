import AnimSimCairo
import AnimSimCore

/// A window overlay painted on transparency and cropped to its ink: a status line is a
/// small strip, not a frame-sized image, so uploading and blending it costs little.
public struct OverlayLayer: Equatable, Sendable {
    /// Premultiplied ARGB32, like every `PixelBuffer`.
    public var pixels: PixelBuffer
    /// Where `pixels` goes in the frame, in the frame's pixels.
    public var x: Int
    public var y: Int

    public init(pixels: PixelBuffer, x: Int, y: Int) {
        self.pixels = pixels
        self.x = x
        self.y = y
    }

    /// The smallest rectangle of `image` holding every pixel that is not fully transparent;
    /// nil for an image with none.
    init?(cropping image: PixelBuffer) {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        image.bytes.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                var o = y * image.stride + 3
                for x in 0..<image.width {
                    if p[o] != 0 {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = y
                    }
                    o += 4
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let width = maxX - minX + 1, height = maxY - minY + 1
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = (minY + row) * image.stride + minX * 4
            bytes.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: image.bytes[source..<source + width * 4])
        }
        self.init(pixels: PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes), x: minX, y: minY)
    }

    /// The pixels with straight (not premultiplied) alpha, in the same B, G, R, A byte order:
    /// what SDL's ordinary alpha blending expects.
    public var straightAlphaBytes: [UInt8] {
        var bytes = pixels.bytes
        bytes.withUnsafeMutableBufferPointer { p in
            for y in 0..<pixels.height {
                var o = y * pixels.stride
                for _ in 0..<pixels.width {
                    let a = Int(p[o + 3])
                    if a != 0 && a != 255 {
                        for c in 0..<3 { p[o + c] = UInt8(min(255, (Int(p[o + c]) * 255 + a / 2) / a)) }
                    }
                    o += 4
                }
            }
        }
        return bytes
    }
}
