import CSpng
import Foundation

/// Reads a PNG back into a premultiplied `PixelBuffer`: golden-image tests compare decoded
/// references with fresh renders, and round-trip tests check the encoder.
public struct PNGDecoder: Sendable {
    public init() {}

    public func decode(_ data: [UInt8]) throws -> PixelBuffer {
        try reading(data, format: SPNG_FMT_RGBA8) { ctx, ihdr, size in
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var rgba = [UInt8](repeating: 0, count: size)
            try rgba.withUnsafeMutableBytes { out in
                try Self.check(spng_decode_image(ctx, out.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue)),
                               "spng_decode_image")
            }
            let (width, height) = (Int(ihdr.width), Int(ihdr.height))
            return PixelBuffer(width: width, height: height, stride: width * 4, bytes: Self.premultipliedBGRA(rgba))
        }
    }

    /// Decodes `data` through to its last row without keeping the pixels, and returns its
    /// size: libspng checks every chunk's CRC and the zlib stream's checksum on the way, so
    /// a file that passes is a whole PNG. Row by row in the file's own format, so it costs
    /// one row of memory and no conversion (`--resume` checks every frame it keeps).
    public func validate(_ data: [UInt8]) throws -> (width: Int, height: Int) {
        try reading(data, format: SPNG_FMT_PNG) { ctx, ihdr, size in
            try Self.check(spng_decode_image(ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_DECODE_PROGRESSIVE.rawValue)),
                           "spng_decode_image")
            var row = [UInt8](repeating: 0, count: size / max(Int(ihdr.height), 1))
            var result: Int32 = 0
            repeat {
                result = row.withUnsafeMutableBytes { spng_decode_row(ctx, $0.baseAddress, $0.count) }
            } while result == 0
            if result != Int32(SPNG_EOI.rawValue) { try Self.check(result, "spng_decode_row") }
            return (Int(ihdr.width), Int(ihdr.height))
        }
    }

    /// A decoder over `data` with its header read and the decoded size in `format` known.
    private func reading<T>(_ data: [UInt8], format: spng_format,
                            _ body: (OpaquePointer, spng_ihdr, Int) throws -> T) throws -> T {
        guard let ctx = spng_ctx_new(0) else { throw RenderError.png(call: "spng_ctx_new", message: "out of memory") }
        defer { spng_ctx_free(ctx) }
        return try data.withUnsafeBytes { png in
            try Self.check(spng_set_png_buffer(ctx, png.baseAddress, png.count), "spng_set_png_buffer")
            var ihdr = spng_ihdr()
            try Self.check(spng_get_ihdr(ctx, &ihdr), "spng_get_ihdr")
            var size = 0
            try Self.check(spng_decoded_image_size(ctx, Int32(format.rawValue), &size), "spng_decoded_image_size")
            return try body(ctx, ihdr, size)
        }
    }

    private static func check(_ result: Int32, _ call: String) throws {
        guard result == 0 else { throw RenderError.png(call: call, message: String(cString: spng_strerror(result))) }
    }

    public func decode(contentsOf url: URL) throws -> PixelBuffer {
        try decode([UInt8](Data(contentsOf: url)))
    }

    /// Straight RGBA to premultiplied B, G, R, A, rounding to nearest (the inverse of the
    /// encoder's division, exact for every byte it can produce).
    static func premultipliedBGRA(_ rgba: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rgba.count)
        for i in Swift.stride(from: 0, to: rgba.count, by: 4) {
            let a = Int(rgba[i + 3])
            func pre(_ c: UInt8) -> UInt8 { a == 255 ? c : UInt8((Int(c) * a + 127) / 255) }
            out[i] = pre(rgba[i + 2])
            out[i + 1] = pre(rgba[i + 1])
            out[i + 2] = pre(rgba[i])
            out[i + 3] = UInt8(a)
        }
        return out
    }
}
