import AnimSimCore

/// A rendered image as a plain Sendable value, so frames can cross threads (render workers
/// to the writer) and modules (AnimSimExport never sees Cairo).
///
/// Layout is Cairo's `CAIRO_FORMAT_ARGB32`: one native-endian 32-bit word per pixel with
/// premultiplied alpha. On little-endian machines (all we target) the bytes in memory are
/// B, G, R, A, which is also what ffmpeg calls `bgra` and SDL `ARGB8888`, so the buffer goes
/// to those without conversion.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Bytes per row; at least `width * 4` (Cairo may pad rows).
    public let stride: Int
    public var bytes: [UInt8]

    /// One pixel in premultiplied form, as stored.
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        public init(_ color: Color) {
            let a = Self.byte(color.opacity)
            func channel(_ v: Double) -> UInt8 { Self.byte(v * color.opacity) }
            self.init(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: a)
        }

        /// Largest per-channel difference, the measure golden comparisons use.
        public func distance(to other: Pixel) -> Int {
            max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
        }

        public var description: String {
            "rgba(\(red),\(green),\(blue),\(alpha))"
        }

        static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    }

    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "PixelBuffer: \(bytes.count) bytes do not hold \(width)×\(height) at stride \(stride)")
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// A buffer filled with one colour (tests, placeholders).
    public init(width: Int, height: Int, fill: Pixel = Pixel(red: 0, green: 0, blue: 0, alpha: 0)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for offset in Swift.stride(from: 0, to: bytes.count, by: 4) {
            bytes[offset] = fill.blue
            bytes[offset + 1] = fill.green
            bytes[offset + 2] = fill.red
            bytes[offset + 3] = fill.alpha
        }
        self.init(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let o = y * stride + x * 4
            return Pixel(red: bytes[o + 2], green: bytes[o + 1], blue: bytes[o], alpha: bytes[o + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let o = y * stride + x * 4
            (bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]) = (newValue.blue, newValue.green, newValue.red, newValue.alpha)
        }
    }

    /// True when every pixel is fully opaque: the PNG encoder then writes RGB, a quarter
    /// smaller and faster to compress.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { p in
            for y in 0..<height {
                var o = y * stride + 3
                for _ in 0..<width {
                    if p[o] != 255 { return false }
                    o += 4
                }
            }
            return true
        }
    }

    /// R, G, B, A bytes with straight (not premultiplied) alpha, rows packed tightly: what
    /// a raw-video pipe carrying alpha expects.
    public var straightRGBA: [UInt8] { PNGEncoder.straightRGBA(self) }

    /// Rows packed tightly (`stride == width * 4`), as raw-video pipes expect.
    public var packed: PixelBuffer {
        guard stride != width * 4 else { return self }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            out.replaceSubrange(y * width * 4..<(y + 1) * width * 4, with: bytes[y * stride..<y * stride + width * 4])
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: out)
    }
}
