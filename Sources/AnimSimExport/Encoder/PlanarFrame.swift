import AnimSimCairo
import CYUV

/// A frame converted for a video encoder: 8-bit planar YUV 4:2:0 (I420), with an alpha
/// plane when the format keeps one. Sizes are rounded up to even, as 4:2:0 needs; the
/// added column or row is black (and transparent), as ffmpeg's `pad` filter made it.
///
/// Made on the render threads, where the conversion runs in parallel, and handed to the
/// encoder on the writer thread, which only copies it.
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
        // Black in limited range, so padding matches what `pad` added.
        var y = [UInt8](repeating: 16, count: width * height)
        var u = [UInt8](repeating: 128, count: width * height / 4)
        var v = [UInt8](repeating: 128, count: width * height / 4)
        var a = keepsAlpha ? [UInt8](repeating: 0, count: width * height) : []
        // Video alpha is straight, Cairo's premultiplied: undo it first when alpha is kept.
        let bytes = keepsAlpha ? Self.unpremultiplied(frame) : frame.bytes
        bytes.withUnsafeBufferPointer { source in
            y.withUnsafeMutableBufferPointer { y in
                u.withUnsafeMutableBufferPointer { u in
                    v.withUnsafeMutableBufferPointer { v in
                        // libyuv's "ARGB" is a little-endian word, B, G, R, A in memory: Cairo's layout.
                        _ = ARGBToI420(source.baseAddress, Int32(frame.stride), y.baseAddress, Int32(width),
                                       u.baseAddress, Int32(width / 2), v.baseAddress, Int32(width / 2),
                                       Int32(frame.width), Int32(frame.height))
                    }
                }
            }
            if keepsAlpha {
                a.withUnsafeMutableBufferPointer { a in
                    _ = ARGBExtractAlpha(source.baseAddress, Int32(frame.stride), a.baseAddress, Int32(width),
                                         Int32(frame.width), Int32(frame.height))
                }
            }
        }
        return PlanarFrame(width: width, height: height, planes: keepsAlpha ? [y, u, v, a] : [y, u, v])
    }

    static func unpremultiplied(_ frame: PixelBuffer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: frame.bytes.count)
        frame.bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { out in
                _ = ARGBUnattenuate(source.baseAddress, Int32(frame.stride), out.baseAddress, Int32(frame.stride),
                                    Int32(frame.width), Int32(frame.height))
            }
        }
        return out
    }
}
