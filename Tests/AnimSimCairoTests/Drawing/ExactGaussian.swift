import Foundation

/// The reference the fast blur is held to: the exact separable Gaussian the painter used
/// before issue #39 (taps cut at 3σ and normalised, Doubles between the passes, samples outside
/// the image skipped, so they count as transparent), on premultiplied ARGB32 pixels.
/// It costs 6σ taps a sample, which is why it lives here and not in the painter.
enum ExactGaussian {
    static func blur(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> [UInt32] {
        let reach = Int((3 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var channels = pixels.flatMap { p in (0..<4).map { Double((p >> UInt32(24 - 8 * $0)) & 0xff) } }
        var pass = [Double](repeating: 0, count: channels.count)
        for (dx, dy) in [(1, 0), (0, 1)] {
            for y in 0..<height {
                for x in 0..<width {
                    for c in 0..<4 {
                        var sum = 0.0
                        for (k, weight) in kernel.enumerated() {
                            let sx = x + (k - reach) * dx, sy = y + (k - reach) * dy
                            guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                            sum += weight * channels[(sy * width + sx) * 4 + c]
                        }
                        pass[(y * width + x) * 4 + c] = sum
                    }
                }
            }
            swap(&channels, &pass)
        }
        return (0..<width * height).map { i in
            (0..<4).reduce(UInt32(0)) { word, c in word | UInt32(min(max(channels[i * 4 + c].rounded(), 0), 255)) << UInt32(24 - 8 * c) }
        }
    }
}
