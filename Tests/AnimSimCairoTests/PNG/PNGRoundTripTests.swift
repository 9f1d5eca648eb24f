import AnimSimCairo
import Foundation
import Testing

@Suite struct PNGRoundTripTests {
    /// A deterministic pseudo-random image; `alpha` nil makes it opaque.
    static func noise(width: Int, height: Int, translucent: Bool, seed: UInt64 = 42) -> PixelBuffer {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var image = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = translucent ? next() : 255
                // Premultiplied: no channel may exceed alpha.
                func channel() -> UInt8 { a == 0 ? 0 : UInt8(Int(next()) * Int(a) / 255) }
                image[x, y] = .init(red: channel(), green: channel(), blue: channel(), alpha: a)
            }
        }
        return image
    }

    @Test func opaqueImagesRoundTripExactlyAsRGB() throws {
        let image = Self.noise(width: 37, height: 23, translucent: false)
        let png = try PNGEncoder().encode(image)
        #expect(png[25] == 2, "colour type RGB for an opaque image")
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func translucentImagesRoundTripExactlyThroughStraightAlpha() throws {
        let image = Self.noise(width: 64, height: 16, translucent: true)
        let png = try PNGEncoder().encode(image)
        #expect(png[25] == 6, "colour type RGBA when some pixel is translucent")
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func forcedRGBAOfAnOpaqueImageAlsoRoundTrips() throws {
        let image = Self.noise(width: 9, height: 9, translucent: false)
        let png = try PNGEncoder(channels: .rgba).encode(image)
        #expect(png[25] == 6)
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func paddedRowsAreHonoured() throws {
        // Cairo may pad rows; a buffer with stride > width * 4 must encode its pixels only.
        let packed = Self.noise(width: 5, height: 3, translucent: false)
        var padded = [UInt8](repeating: 0xEE, count: 32 * 3)
        for y in 0..<3 { padded.replaceSubrange(y * 32..<y * 32 + 20, with: packed.bytes[y * 20..<(y + 1) * 20]) }
        let image = PixelBuffer(width: 5, height: 3, stride: 32, bytes: padded)
        #expect(try PNGDecoder().decode(PNGEncoder().encode(image)) == packed)
        #expect(image.packed == packed)
    }

    @Test func encodingIsDeterministicAndCarriesNoTimestamp() throws {
        let image = Self.noise(width: 40, height: 30, translucent: true)
        let first = try PNGEncoder().encode(image)
        #expect(try PNGEncoder().encode(image) == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains("tIME"))
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func garbageIsRejectedWithAnError() {
        #expect(throws: RenderError.self) { try PNGDecoder().decode([1, 2, 3, 4]) }
    }
}
