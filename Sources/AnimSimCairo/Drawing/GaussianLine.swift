import Foundation

/// A 1-D Gaussian of standard deviation σ pixels run along lines of `channels` interleaved
/// fixed-point samples, with transparent (zero) samples beyond each end of the line.
///
/// Why not the exact kernel: its cost is 6σ taps per sample, so a radius-50 blur of a
/// 1280×720 canvas took over a minute. From σ = 2 on it is `passes` extended box filters
/// (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical foundations of Gaussian convolution by
/// extended box filtering", 2011): a box of radius r plus a fractional weight α on the two
/// samples beyond it, with r and α chosen so the passes' variances add up to exactly σ², so
/// the result grows smoothly while a radius animates (plain boxes of integer width, as SVG's
/// d = ⌊3√(2π)/4·σ + ½⌋, jump a width at a time). A box's sum runs along the line, so each
/// pass costs the same whatever σ is. Five passes stay within 5/255 of the exact Gaussian
/// (`GaussianLineTests`); below σ = 2, where a box of radius 0 is a poor shape, the exact
/// kernel cut at 3σ is used: 13 taps at most.
struct GaussianLine {
    static let passes = 5
    static let exactBelow = 2.0
    /// Fractional bits of the integer weights, so a sample × weight sum fits an `Int`.
    static let weightBits = 24

    /// Exact taps from −reach to reach (σ < `exactBelow`), else empty.
    let taps: [Int]
    /// The box radius r and the weights of its inside samples and of the two beyond it.
    let radius: Int, inside: Int, beyond: Int
    /// How far the result spreads beyond the line on each side, and the zeros a pass may read
    /// beyond what it writes: the buffers hold `margin + reach` samples before the line.
    let reach: Int, margin: Int

    init(sigma: Double) {
        let unit = Double(1 << Self.weightBits)
        if sigma < Self.exactBelow {
            let extent = Int((3 * sigma).rounded(.up))
            let weights = (-extent...extent).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = weights.reduce(0, +)
            taps = weights.map { Int(($0 / total * unit).rounded()) }
            (radius, inside, beyond, reach, margin) = (0, 0, 0, extent, extent)
            return
        }
        // One pass's variance v = σ²/passes; a box of radius r has r(r+1)/3, and the extra
        // weight α at distance r + 1 makes it [r(r+1)(2r+1)/3 + 2α(r+1)²] / (2r+1+2α).
        let v = sigma * sigma / Double(Self.passes)
        var r = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
        while r > 0, Double(r * (r + 1)) / 3 > v { r -= 1 }
        let width = Double(2 * r + 1)
        let alpha = width * (v - Double(r * (r + 1)) / 3) / (2 * (Double((r + 1) * (r + 1)) - v))
        let total = width + 2 * alpha
        taps = []
        (radius, inside, beyond) = (r, Int((unit / total).rounded()), Int((alpha / total * unit).rounded()))
        (reach, margin) = (Self.passes * (r + 1), r + 1)
    }

    /// The samples a buffer for a line of `length` needs: margins, reach, line, reach, margins.
    func bufferCount(length: Int, channels: Int) -> Int { (length + 2 * (reach + margin)) * channels }

    /// Blurs the line held in `a` (its samples from `margin + reach`, zeros elsewhere), using
    /// `b` (zeros in its margins) as scratch; returns the buffer holding the result.
    func blur(_ a: UnsafeMutablePointer<Int32>, _ b: UnsafeMutablePointer<Int32>, length: Int, channels: Int,
              sums: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int32> {
        let count = length + 2 * reach
        let (src, dst) = (a + margin * channels, b + margin * channels)
        if !taps.isEmpty {
            exactPass(src, dst, count: count, channels: channels)
            return b
        }
        for pass in 0..<Self.passes {
            let forward = pass % 2 == 0
            if channels == 4 {
                boxPass4(forward ? src : dst, forward ? dst : src, count: count)
            } else {
                boxPass(forward ? src : dst, forward ? dst : src, count: count, channels: channels, sums: sums)
            }
        }
        return Self.passes % 2 == 1 ? b : a
    }

    /// out[i] = inside·Σ in[i−r … i+r] + beyond·(in[i−r−1] + in[i+r+1]), the sum kept running.
    private func boxPass(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, channels: Int,
                         sums: UnsafeMutablePointer<Int>) {
        let (r, inside, beyond, shift, half) = (radius, inside, beyond, Self.weightBits, 1 << (Self.weightBits - 1))
        for c in 0..<channels {
            var sum = 0
            for j in -r...r { sum += Int(src[j * channels + c]) }
            sums[c] = sum
        }
        for i in 0..<count {
            let (here, leaving, below, above) = (i * channels, (i - r) * channels, (i - r - 1) * channels, (i + r + 1) * channels)
            for c in 0..<channels {
                let sum = sums[c], next = Int(src[above + c])
                dst[here + c] = Int32(truncatingIfNeeded: (sum * inside + (Int(src[below + c]) + next) * beyond + half) >> shift)
                sums[c] = sum + next - Int(src[leaving + c])
            }
        }
    }

    /// `boxPass` for one pixel a sample (a row), its four sums kept in registers.
    private func boxPass4(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int) {
        let (r, inside, beyond, shift, half) = (radius, inside, beyond, Self.weightBits, 1 << (Self.weightBits - 1))
        var (s0, s1, s2, s3) = (0, 0, 0, 0)
        for j in -r...r { (s0, s1, s2, s3) = (s0 + Int(src[j * 4]), s1 + Int(src[j * 4 + 1]), s2 + Int(src[j * 4 + 2]), s3 + Int(src[j * 4 + 3])) }
        for i in 0..<count {
            let (leaving, below, above) = (src + (i - r) * 4, src + (i - r - 1) * 4, src + (i + r + 1) * 4)
            func out(_ sum: Int, _ c: Int) -> Int32 { Int32(truncatingIfNeeded: (sum * inside + (Int(below[c]) + Int(above[c])) * beyond + half) >> shift) }
            (dst[i * 4], dst[i * 4 + 1], dst[i * 4 + 2], dst[i * 4 + 3]) = (out(s0, 0), out(s1, 1), out(s2, 2), out(s3, 3))
            s0 += Int(above[0]) - Int(leaving[0]); s1 += Int(above[1]) - Int(leaving[1])
            s2 += Int(above[2]) - Int(leaving[2]); s3 += Int(above[3]) - Int(leaving[3])
        }
    }

    private func exactPass(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, channels: Int) {
        let (extent, shift, half) = (reach, Self.weightBits, 1 << (Self.weightBits - 1))
        taps.withUnsafeBufferPointer { taps in
            for i in 0..<count {
                for c in 0..<channels {
                    var sum = 0
                    for (k, weight) in taps.enumerated() { sum += weight * Int(src[(i + k - extent) * channels + c]) }
                    dst[i * channels + c] = Int32(truncatingIfNeeded: (sum + half) >> shift)
                }
            }
        }
    }
}
