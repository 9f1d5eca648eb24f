import AnimSimCairo
import AnimSimExport
import Testing

/// libyuv's conversion gives BT.601 limited-range YUV, as ffmpeg's `bgra` to `yuv420p`
/// did, pads odd sizes with black, and keeps straight alpha when asked.
@Suite struct YUVConverterTests {
    /// Colour, then Y, U, V from the BT.601 limited-range equations.
    static let colours: [(PixelBuffer.Pixel, [Int])] = [
        (.init(red: 255, green: 255, blue: 255), [235, 128, 128]),
        (.init(red: 0, green: 0, blue: 0), [16, 128, 128]),
        (.init(red: 255, green: 0, blue: 0), [81, 90, 240]),
        (.init(red: 0, green: 255, blue: 0), [145, 54, 34]),
        (.init(red: 0, green: 0, blue: 255), [41, 240, 110]),
    ]

    @Test(arguments: colours)
    func flatColoursGiveBT601Values(colour: PixelBuffer.Pixel, expected: [Int]) {
        let planar = YUVConverter().convert(PixelBuffer(width: 8, height: 4, fill: colour))
        #expect(planar.planes.count == 3)
        for (plane, value) in zip(planar.planes, expected) {
            // libyuv rounds with fixed-point coefficients: one step either way.
            #expect(plane.allSatisfy { abs(Int($0) - value) <= 2 }, "\(colour): \(plane.prefix(4)) against \(value)")
        }
    }

    @Test func oddSizesArePaddedWithBlack() {
        let planar = YUVConverter().convert(PixelBuffer(width: 5, height: 3, fill: .init(red: 255, green: 255, blue: 255)))
        #expect(planar.width == 6 && planar.height == 4)
        #expect(planar.strides == [6, 3, 3])
        let luma = planar.planes[0]
        #expect(luma[4] >= 233 && luma[5] == 16, "the added column is black")
        #expect(luma[3 * 6] == 16, "the added row is black")
    }

    @Test func alphaIsKeptStraight() {
        // Half-transparent red, premultiplied as Cairo stores it.
        let frame = PixelBuffer(width: 4, height: 2, fill: .init(red: 128, green: 0, blue: 0, alpha: 128))
        let planar = YUVConverter(keepsAlpha: true).convert(frame)
        #expect(planar.planes.count == 4)
        #expect(planar.planes[3].allSatisfy { $0 == 128 })
        #expect(planar.planes[0].allSatisfy { abs(Int($0) - 81) <= 2 }, "the colour is full red once unpremultiplied: \(planar.planes[0])")
    }
}
