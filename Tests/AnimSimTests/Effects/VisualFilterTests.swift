import Foundation
import Testing
@testable import AnimSimCore

/// The colour matrices of design doc V5 on unpremultiplied (r, g, b, a, 1), values worked
/// out in comments (Y = 0.2126 r + 0.7152 g + 0.0722 b).
@Suite struct VisualFilterTests {
    static func apply(_ filter: VisualFilter, _ c: [Double]) -> [Double] {
        let m = filter.colorMatrix!
        return (0..<4).map { i in (0..<4).reduce(m[i][4]) { $0 + m[i][$1] * c[$1] } }
    }

    static func near(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }

    @Test(arguments: [
        // Pure red turned 90°: row i is A[i][0] + cos·(δ − A) + sin·K[i][0] = 0.2126 + K[i][0]:
        // (0.2126 − 0.2126, 0.2126 + 0.1430, 0.2126 − 0.7873).
        (VisualFilter(.hueRotation, [.pi / 2]), [1.0, 0, 0, 1], [0.0, 0.3556, -0.5747, 1]),
        // A full turn is the identity.
        (VisualFilter(.hueRotation, [2 * .pi]), [0.3, 0.6, 0.9, 1], [0.3, 0.6, 0.9, 1]),
        // Saturation 0 is the luminance: Y of (1, 0.5, 0) = 0.2126 + 0.3576 = 0.5702.
        (VisualFilter(.saturation, [0]), [1.0, 0.5, 0, 1], [0.5702, 0.5702, 0.5702, 1]),
        // Grayscale 0.2 is a fifth of the way to it: 0.8·(1, 0.5, 0) + 0.2·0.5702 = (0.914, 0.514, 0.114).
        (VisualFilter(.grayscale, [0.2]), [1.0, 0.5, 0, 1], [0.914, 0.514, 0.114, 1]),
        // Brightness adds; contrast 0 is mid grey, k scales about 0.5.
        (VisualFilter(.brightness, [0.25]), [0.1, 0.2, 0.3, 0.5], [0.35, 0.45, 0.55, 0.5]),
        (VisualFilter(.contrast, [0]), [0.1, 0.9, 0.3, 1], [0.5, 0.5, 0.5, 1]),
        (VisualFilter(.contrast, [2]), [0.25, 0.5, 0.75, 1], [0.0, 0.5, 1, 1]),
        // colorMultiply multiplies each channel, alpha too.
        (VisualFilter(.colorMultiply, [0.5, 1, 0, 0.5]), [0.8, 0.6, 0.4, 1], [0.4, 0.6, 0, 0.5]),
    ])
    func colourMatrices(filter: VisualFilter, input: [Double], expected: [Double]) {
        let out = Self.apply(filter, input)
        #expect(Self.near(out.map { ($0 * 10_000).rounded() / 10_000 }, expected), "\(filter.kind): \(out)")
    }

    @Test func aBlurHasNoColourMatrix() {
        #expect(VisualFilter(.blur, [4]).colorMatrix == nil)
    }
}
