@testable import AnimSimCairo
import Foundation
import Testing

/// The painter's blur (`FilterImage.blur`, `GaussianLine`: extended boxes from σ = 2 on, the
/// exact kernel below) against the exact Gaussian (`ExactGaussian`), per pixel and channel,
/// in 8-bit levels of premultiplied ARGB.
@Suite struct GaussianLineTests {
    /// The stated tolerance: five extended boxes differ from the Gaussian by at most about
    /// 4.2/255 on an edge or bar (the shape error of a sum of boxes), plus rounding.
    static let tolerance = 5

    /// 96×80 premultiplied pixels: an opaque square, a 1-pixel line, a dot, a translucent
    /// coloured bar, and an opaque band along the top and left borders (the edge behaviour).
    static func scene(width: Int = 96, height: Int = 80) -> [UInt32] {
        (0..<width * height).map { i in
            let (x, y) = (i % width, i / width)
            func argb(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255) }
            if x < 6 || y < 4 { return argb(255, 240, 30, 30) }
            if (30..<54).contains(x), (20..<44).contains(y) { return argb(255, 20, 60, 250) }
            if x == 70, (10..<70).contains(y) { return argb(255, 255, 255, 255) }
            if x == 85, y == 60 { return argb(255, 255, 200, 0) }
            if (10..<90).contains(x), (55..<66).contains(y) { return argb(128, 0, 220, 90) }
            return 0
        }
    }

    static func fast(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> [UInt32] {
        var pixels = pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            var image = FilterImage(pixels: buffer.baseAddress!, width: width, height: height, stride: width)
            image.blur(sigma: sigma)
        }
        return pixels
    }

    /// The largest difference of any channel of any pixel, and where.
    static func worst(_ a: [UInt32], _ b: [UInt32]) -> (levels: Int, at: Int) {
        var worst = (levels: 0, at: 0)
        for i in a.indices {
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = abs(Int((a[i] >> UInt32(shift)) & 0xff) - Int((b[i] >> UInt32(shift)) & 0xff))
                if d > worst.levels { worst = (d, i) }
            }
        }
        return worst
    }

    /// Both sides of the exact kernel's threshold (σ = 2), small and large σ, and one wider
    /// than the image is tall.
    @Test(arguments: [0.5, 1, 1.9, 2, 3.5, 8, 20, 90])
    func theFastBlurIsTheGaussianWithinTolerance(sigma: Double) {
        let (width, height) = (96, 80)
        let image = Self.scene(width: width, height: height)
        let worst = Self.worst(Self.fast(image, width: width, height: height, sigma: sigma),
                               ExactGaussian.blur(image, width: width, height: height, sigma: sigma))
        #expect(worst.levels <= Self.tolerance, "σ \(sigma): \(worst.levels)/255 at (\(worst.at % width), \(worst.at / width))")
    }

    /// An opaque image fades at its borders as if surrounded by transparency, as before: the
    /// corner keeps about a quarter of its alpha (the Gaussian's mass inside one quadrant, here
    /// the exact discrete sum (Σ_{j ≥ 0} k_j)²), it is not renormalised back to opaque.
    @Test(arguments: [2.5, 6.0, 15.0])
    func edgesFadeAsIfTheBorderWereTransparent(sigma: Double) {
        let side = max(64, Int(6 * sigma) + 8)  // the centre beyond 3σ of every border
        let (width, height) = (side, side)
        let image = [UInt32](repeating: 0xffff_ffff, count: width * height)
        let blurred = Self.fast(image, width: width, height: height, sigma: sigma)
        let reach = Int((3 * sigma).rounded(.up))
        let kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let half = kernel[reach...].reduce(0, +) / kernel.reduce(0, +)
        let corner = Int(blurred[0] >> 24), centre = Int(blurred[width * height / 2 + width / 2] >> 24)
        #expect(abs(corner - Int((255 * half * half).rounded())) <= Self.tolerance, "corner alpha \(corner), σ \(sigma)")
        #expect(centre == 255, "centre alpha \(centre)")
        #expect(Self.worst(blurred, ExactGaussian.blur(image, width: width, height: height, sigma: sigma)).levels <= Self.tolerance)
    }

    /// Premultiplied stays valid: no colour channel above its alpha.
    @Test func noChannelExceedsItsAlpha() {
        let blurred = Self.fast(Self.scene(), width: 96, height: 80, sigma: 4.3)
        let bad = blurred.filter { p in (0..<3).contains { (p >> UInt32(8 * $0)) & 0xff > p >> 24 } }
        #expect(bad.isEmpty, "\(bad.count) pixels, first \(String(bad.first ?? 0, radix: 16))")
    }
}
