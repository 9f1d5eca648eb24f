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

    /// Straight alpha is made strip by strip (`YUVConverter.stripRows` rows at a time): a
    /// tall, odd-sized frame whose every row differs converts to the same planes as each of
    /// its row pairs converted as a frame of its own.
    @Test func stripsGiveTheSamePlanesAsEachRowPairAlone() {
        let (width, height) = (7, 2 * YUVConverter.stripRows + 5)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let alpha = UInt8(40 + (y * 5 + x * 3) % 215)
            // Premultiplied: no channel above alpha.
            return [UInt8(Int(alpha) * ((x * 37 + y) % 256) / 255), UInt8(Int(alpha) * ((y * 53) % 256) / 255),
                    UInt8(Int(alpha) * ((x + y * 11) % 256) / 255), alpha]
        }
        func frame(rows: Range<Int>) -> PixelBuffer {
            PixelBuffer(width: width, height: rows.count, stride: width * 4,
                        bytes: rows.flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })
        }
        let converter = YUVConverter(keepsAlpha: true)
        let whole = converter.convert(frame(rows: 0..<height))
        #expect(whole.width == 8 && whole.height == height + 1)
        for top in stride(from: 0, to: height, by: 2) {
            let pair = converter.convert(frame(rows: top..<min(top + 2, height)))
            for plane in [0, 3] {
                let rows = top * 8..<(top + 2) * 8
                #expect(Array(whole.planes[plane][rows]) == pair.planes[plane], "plane \(plane), rows \(top)-\(top + 1)")
            }
            for plane in [1, 2] {
                let row = top / 2 * 4..<(top / 2 + 1) * 4
                #expect(Array(whole.planes[plane][row]) == pair.planes[plane], "plane \(plane), chroma row \(top / 2)")
            }
        }
    }
}

