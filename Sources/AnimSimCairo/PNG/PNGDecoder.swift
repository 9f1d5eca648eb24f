import CSpng
import Foundation

/// Reads a PNG back into a premultiplied `PixelBuffer`: golden-image tests compare decoded
/// references with fresh renders, and round-trip tests check the encoder.
public struct PNGDecoder: Sendable {
    public init() {}

    public func decode(_ data: [UInt8]) throws -> PixelBuffer {
        guard let ctx = spng_ctx_new(0) else { throw RenderError.png(call: "spng_ctx_new", message: "out of memory") }
        defer { spng_ctx_free(ctx) }
        func check(_ result: Int32, _ call: String) throws {
            guard result == 0 else { throw RenderError.png(call: call, message: String(cString: spng_strerror(result))) }
        }
        return try data.withUnsafeBytes { png in
            try check(spng_set_png_buffer(ctx, png.baseAddress, png.count), "spng_set_png_buffer")
            var ihdr = spng_ihdr()
            try check(spng_get_ihdr(ctx, &ihdr), "spng_get_ihdr")
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            try check(spng_decoded_image_size(ctx, format, &size), "spng_decoded_image_size")
            var rgba = [UInt8](repeating: 0, count: size)
            try rgba.withUnsafeMutableBytes { out in
                try check(spng_decode_image(ctx, out.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue)),
                          "spng_decode_image")
            }
            let (width, height) = (Int(ihdr.width), Int(ihdr.height))
            return PixelBuffer(width: width, height: height, stride: width * 4, bytes: Self.premultipliedBGRA(rgba))
        }
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
