import CCairo
import Foundation

/// An ARGB32 image surface's pixels, premultiplied, native-endian (a in the top byte), filtered
/// in place: fast enough to run at every frame of an animation (issue #39), so no per-pixel
/// allocation and a blur whose cost does not grow with its radius.
struct FilterImage {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int, stride: Int

    /// Nil for a surface with no pixels: a group pushed under a clip that is empty (a blurred
    /// or shadowed view of zero size, or wholly off the canvas) is a 0 × 0 image whose data
    /// Cairo gives as NULL; there is nothing to filter then.
    init?(_ surface: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                  width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                  stride: Int(cairo_image_surface_get_stride(surface)) / 4)
    }

    /// `stride` in pixels.
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        (self.pixels, self.width, self.height, self.stride) = (pixels, width, height, stride)
    }

    /// A 4×5 colour matrix on each pixel's unpremultiplied (r, g, b, a, 1). The matrix is read
    /// through one flat buffer and a run of equal pixels (a flat fill) is computed once.
    mutating func apply(_ m: [[Double]]) {
        let flat = (0..<4).flatMap { i in (0..<5).map { m[i][$0] } }
        let keepsClear = m[3][4] <= 0
        flat.withUnsafeBufferPointer { m in
            var (previous, result) = (UInt32(0), UInt32(0))
            var known = false
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixels[y * stride + x]
                    if known, p == previous {
                        pixels[y * stride + x] = result
                        continue
                    }
                    let a = Double(p >> 24) / 255
                    if a == 0, keepsClear { continue }
                    let inverse = a > 0 ? 1 / a : 0
                    let (r, g, b) = (Double((p >> 16) & 0xff) / 255 * inverse, Double((p >> 8) & 0xff) / 255 * inverse, Double(p & 0xff) / 255 * inverse)
                    func row(_ i: Int) -> Double { min(max(m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4], 0), 1) }
                    let alpha = row(3)
                    func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                    (previous, result, known) = (p, byte(alpha) << 24 | byte(row(0) * alpha) << 16 | byte(row(1) * alpha) << 8 | byte(row(2) * alpha), true)
                    pixels[y * stride + x] = result
                }
            }
        }
    }

    /// Fixed-point fraction bits the blur carries between its passes.
    private static let fraction = 8

    /// A Gaussian of standard deviation `sigma` pixels (`GaussianLine`), horizontally then
    /// vertically, on the premultiplied channels. Samples outside the image count as
    /// transparent, so edges fade as if the image had a transparent border, and the result is
    /// cut to the image: the meaning the exact blur had before.
    mutating func blur(sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0 else { return }
        let line = GaussianLine(sigma: sigma)
        var work = [Int32](repeating: 0, count: width * height * 4)
        work.withUnsafeMutableBufferPointer { work in
            let work = work.baseAddress!
            // Rows: 4 channels a sample, each row straight from the surface into `work`.
            lines(line, length: width, channels: 4, count: height) { y, into in
                for x in 0..<width {
                    let p = pixels[y * stride + x]
                    for c in 0..<4 { into[x * 4 + c] = Int32((p >> UInt32(24 - 8 * c)) & 0xff) << Self.fraction }
                }
            } store: { y, from in
                (work + y * width * 4).update(from: from, count: width * 4)
            }
            // Columns, `group` at a time as one line of 4·group channels, so each read of
            // `work` takes neighbouring pixels of a row rather than one pixel a row.
            let group = 16
            for x0 in Swift.stride(from: 0, to: width, by: group) {
                let columns = min(group, width - x0)
                lines(line, length: height, channels: 4 * columns, count: 1) { _, into in
                    for y in 0..<height { into.advanced(by: y * 4 * columns).update(from: work + (y * width + x0) * 4, count: 4 * columns) }
                } store: { _, from in
                    let (round, bits) = (Int32(1 << (Self.fraction - 1)), Int32(Self.fraction))
                    for y in 0..<height {
                        for column in 0..<columns {
                            let v = from + (y * columns + column) * 4
                            let a = min(max((v[0] + round) >> bits, 0), 255)
                            func colour(_ i: Int) -> UInt32 { UInt32(min(max((v[i] + round) >> bits, 0), a)) }
                            pixels[y * stride + x0 + column] = UInt32(a) << 24 | colour(1) << 16 | colour(2) << 8 | colour(3)
                        }
                    }
                }
            }
        }
    }

    /// Runs `line` over `count` lines: `load(i, samples)` fills line i's samples (the buffer's
    /// zeros around them stay), `store(i, samples)` takes the blurred ones.
    private func lines(_ line: GaussianLine, length: Int, channels: Int, count: Int,
                       load: (Int, UnsafeMutablePointer<Int32>) -> Void, store: (Int, UnsafeMutablePointer<Int32>) -> Void) {
        let size = line.bufferCount(length: length, channels: channels)
        let start = (line.margin + line.reach) * channels
        let a = UnsafeMutablePointer<Int32>.allocate(capacity: size), b = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: channels)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        for i in 0..<count {
            a.initialize(repeating: 0, count: size)
            b.initialize(repeating: 0, count: size)
            load(i, a + start)
            store(i, line.blur(a, b, length: length, channels: channels, sums: sums) + start)
        }
    }
}
