import AnimSimCore
import AnimSimCairo
import Testing

@Suite struct PixelBufferTests {
    @Test func bytesAreBGRAInMemory() {
        var image = PixelBuffer(width: 2, height: 1)
        image[1, 0] = .init(red: 1, green: 2, blue: 3, alpha: 4)
        #expect(Array(image.bytes[4..<8]) == [3, 2, 1, 4])
        #expect(image[1, 0] == .init(red: 1, green: 2, blue: 3, alpha: 4))
    }

    @Test func pixelFromColourIsPremultiplied() {
        let pixel = PixelBuffer.Pixel(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(pixel == .init(red: 128, green: 64, blue: 0, alpha: 128))
    }

    @Test func opacityIsDetected() {
        var image = PixelBuffer(width: 3, height: 3, fill: .init(red: 9, green: 9, blue: 9))
        #expect(image.isOpaque)
        image[2, 2] = .init(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(!image.isOpaque)
    }
}
