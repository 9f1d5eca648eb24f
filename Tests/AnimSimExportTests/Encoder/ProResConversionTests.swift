import AnimSimCairo
import AnimSimExport
import Testing

/// ProRes 4444's conversion: 10-bit 4:4:4 little-endian planes, BT.601 limited range as
/// ffmpeg's own conversion gave, no padding (4:4:4 needs none), straight 10-bit alpha.
@Suite struct ProResConversionTests {
    /// Colour, then Y, U, V in 10 bits from the BT.601 limited-range equations (Y 64…940, chroma 512 ± 448).
    static let colours: [(PixelBuffer.Pixel, [Int])] = [
        (.init(red: 255, green: 255, blue: 255), [940, 512, 512]),
        (.init(red: 0, green: 0, blue: 0), [64, 512, 512]),
        (.init(red: 255, green: 0, blue: 0), [326, 361, 960]),
        (.init(red: 0, green: 255, blue: 0), [578, 215, 137]),
        (.init(red: 0, green: 0, blue: 255), [164, 960, 439]),
    ]

    /// The 10-bit samples of a plane.
    static func samples(_ plane: [UInt8]) -> [Int] {
        stride(from: 0, to: plane.count, by: 2).map { Int(plane[$0]) | Int(plane[$0 + 1]) << 8 }
    }

    @Test(arguments: colours)
    func flatColoursGiveTenBitBT601Values(colour: PixelBuffer.Pixel, expected: [Int]) {
        let planar = YUVConverter(tenBit444: true).convert(PixelBuffer(width: 8, height: 4, fill: colour))
        #expect(planar.planes.count == 3)
        for (plane, value) in zip(planar.planes, expected) {
            // Within two 10-bit steps of the exact equations (libswscale's fixed point).
            #expect(Self.samples(plane).allSatisfy { abs($0 - value) <= 2 }, "\(colour): \(Self.samples(plane).prefix(4)) against \(value)")
        }
    }

    @Test func oddSizesAreKeptAsTheyAre() {
        let converter = YUVConverter(tenBit444: true)
        let planar = converter.convert(PixelBuffer(width: 5, height: 3, fill: .init(red: 255, green: 255, blue: 255)))
        #expect(planar.width == 5 && planar.height == 3)
        #expect(converter.encodedSize(width: 5, height: 3) == (5, 3))
        #expect(planar.strides == [10, 10, 10])
        #expect(Self.samples(planar.planes[0]).count == 15)
    }

    @Test func alphaIsKeptStraightInTenBits() {
        // Half-transparent red, premultiplied as Cairo stores it.
        let frame = PixelBuffer(width: 4, height: 2, fill: .init(red: 128, green: 0, blue: 0, alpha: 128))
        let planar = YUVConverter(keepsAlpha: true, tenBit444: true).convert(frame)
        #expect(planar.planes.count == 4)
        // 128 of 255 is 514 of 1023.
        #expect(Self.samples(planar.planes[3]).allSatisfy { abs($0 - 514) <= 1 }, "\(Self.samples(planar.planes[3]))")
        #expect(Self.samples(planar.planes[0]).allSatisfy { abs($0 - 326) <= 2 },
                "the colour is full red once unpremultiplied: \(Self.samples(planar.planes[0]))")
    }
}
