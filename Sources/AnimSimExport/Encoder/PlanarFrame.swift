import AnimSimCairo

/// A frame converted for a video encoder: 8-bit planar YUV 4:2:0 (I420), with an alpha
/// plane when the format keeps one. Sizes are rounded up to even, as 4:2:0 needs; the
/// added column or row is black (and transparent), as ffmpeg's `pad` filter made it.
///
/// Made on the render threads, where the conversion runs in parallel, and handed to the
/// encoder on the writer thread, which lends its planes to libavcodec without a copy.
public struct PlanarFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Y, U, V and, when kept, A; tightly packed rows.
    public var planes: [[UInt8]]
    /// Bytes per row of each plane when they are not I420's (ProRes's 10-bit 4:4:4).
    public var rowBytes: [Int]? = nil

    public var strides: [Int] { rowBytes ?? planes.indices.map { $0 == 1 || $0 == 2 ? width / 2 : width } }
}

/// Converts Cairo's BGRA (premultiplied; opaque when no alpha is kept) to `PlanarFrame`
/// with libyuv: BT.601 limited range, as ffmpeg's own conversion of `bgra` to `yuv420p`
/// does, and chroma as the mean of each 2×2 block. libswscale was measured against it
/// (`animsim bench`, "colour conversion"): libyuv's SIMD rows were the faster.
///
/// libyuv (and libswscale, for ProRes) is opened on first use with FFmpeg's libraries
/// (`VideoLibraries`); a video sink opens them in `begin`, so a missing one is an error
/// there, and a conversion without them stops the process with the same message.
public struct YUVConverter: Sendable, Equatable {
    public var keepsAlpha: Bool
    /// ProRes 4444's 10-bit 4:4:4 instead of I420 (ProResConversion.swift).
    public var tenBit444: Bool

    public init(keepsAlpha: Bool = false, tenBit444: Bool = false) {
        self.keepsAlpha = keepsAlpha
        self.tenBit444 = tenBit444
    }

    /// The encoded size of a `width`×`height` frame.
    public static func evenSize(width: Int, height: Int) -> (width: Int, height: Int) {
        ((width + 1) & ~1, (height + 1) & ~1)
    }

    public func convert(_ frame: PixelBuffer) -> PlanarFrame {
        if tenBit444 { return convert444(frame) }
        let (width, height) = Self.evenSize(width: frame.width, height: frame.height)
        // Every byte is written by the conversion when the size is already even (exports'
        // usual case), so the planes start uninitialised; otherwise the added column or row
        // starts black in limited range (and transparent), as `pad` made it.
        let padded = width != frame.width || height != frame.height
        var y = Self.plane(width * height, padded ? 16 : nil)
        var u = Self.plane(width * height / 4, padded ? 128 : nil)
        var v = Self.plane(width * height / 4, padded ? 128 : nil)
        var a = keepsAlpha ? Self.plane(width * height, padded ? 0 : nil) : []
        frame.bytes.withUnsafeBufferPointer { source in
            y.withUnsafeMutableBufferPointer { y in
                u.withUnsafeMutableBufferPointer { u in
                    v.withUnsafeMutableBufferPointer { v in
                        guard let source = source.baseAddress, let y = y.baseAddress, let u = u.baseAddress, let v = v.baseAddress else { return }
                        let planes = Planes(y: y, u: u, v: v, width: width, libyuv: VideoLibraries.required)
                        if keepsAlpha {
                            a.withUnsafeMutableBufferPointer { a in
                                Self.convertUnpremultiplying(frame, source, planes, alpha: a.baseAddress)
                            }
                        } else {
                            planes.convert(source, stride: frame.stride, width: frame.width, rows: 0..<frame.height)
                        }
                    }
                }
            }
        }
        return PlanarFrame(width: width, height: height, planes: keepsAlpha ? [y, u, v, a] : [y, u, v])
    }

    /// Rows per strip of the unpremultiplied copy: even, so a strip holds whole 2×2 chroma
    /// blocks, and small enough (80 KB at 1280 wide) to stay in cache between the two passes.
    public static let stripRows = 16

    /// Video alpha is straight, Cairo's premultiplied: each strip of rows is unpremultiplied
    /// into a small buffer and converted from there, rather than a whole-frame copy (3.7 MB
    /// at 1280×720, written and read back through memory). Every libyuv pass is row by row,
    /// so the planes are the same bytes as from a whole-frame copy.
    private static func convertUnpremultiplying(_ frame: PixelBuffer, _ source: UnsafePointer<UInt8>, _ planes: Planes,
                                                alpha: UnsafeMutablePointer<UInt8>?) {
        let strip = UnsafeMutablePointer<UInt8>.allocate(capacity: frame.stride * stripRows)
        defer { strip.deallocate() }
        for top in stride(from: 0, to: frame.height, by: stripRows) {
            let rows = min(stripRows, frame.height - top)
            _ = planes.libyuv.ARGBUnattenuate(source + top * frame.stride, Int32(frame.stride), strip, Int32(frame.stride),
                                Int32(frame.width), Int32(rows))
            planes.offset(byRows: top).convert(strip, stride: frame.stride, width: frame.width, rows: 0..<rows)
            _ = planes.libyuv.ARGBExtractAlpha(strip, Int32(frame.stride), alpha.map { $0 + top * planes.width }, Int32(planes.width),
                                 Int32(frame.width), Int32(rows))
        }
    }

    /// A plane of `count` bytes, each `fill`, or left for the conversion to write when nil.
    private static func plane(_ count: Int, _ fill: UInt8?) -> [UInt8] {
        if let fill { return [UInt8](repeating: fill, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}

/// Where the Y, U and V planes of an even-sized frame `width` wide are written.
private struct Planes {
    var y: UnsafeMutablePointer<UInt8>
    var u: UnsafeMutablePointer<UInt8>
    var v: UnsafeMutablePointer<UInt8>
    var width: Int
    /// Where libyuv's functions are (opened with the encoder's libraries).
    var libyuv: VideoLibraries

    /// The same planes from row `top` (even) down.
    func offset(byRows top: Int) -> Planes {
        Planes(y: y + top * width, u: u + top / 2 * width / 2, v: v + top / 2 * width / 2, width: width, libyuv: libyuv)
    }

    /// libyuv's BGRA→I420 of `rows` of `source`; its "ARGB" is a little-endian word, B, G, R,
    /// A in memory: Cairo's layout.
    func convert(_ source: UnsafePointer<UInt8>, stride: Int, width pixels: Int, rows: Range<Int>) {
        _ = libyuv.ARGBToI420(source + rows.lowerBound * stride, Int32(stride), y, Int32(width), u, Int32(width / 2), v, Int32(width / 2),
                       Int32(pixels), Int32(rows.count))
    }
}
