import Foundation
import Testing

/// `Examples/Gradients/ContentView.swift` run by the binary as a user runs it. Its card's
/// `LinearGradient(colors: [.red, .blue])` becomes `[.green, .yellow]` and its ring's
/// `AngularGradient` goes from 2 colours (blue, mint) to 3 (orange, pink, purple), under
/// `withAnimation(.linear(duration: 1))` from t = 0. Expected colours come from the
/// formulas (R3, R4, C3), written out here (`OklabReference`), not from AnimSim's code.
@Suite struct SwiftUIGradientsTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let folder = AnimSimBinary.root.appendingPathComponent("Examples/Gradients")
    /// SwiftUI's light-mode system colours as AnimSim defines them (sRGB).
    static let red = (1.0, 59 / 255.0, 48 / 255.0), green = (52 / 255.0, 199 / 255.0, 89 / 255.0)
    static let blue = (0.0, 122 / 255.0, 1.0), mint = (0.0, 199 / 255.0, 190 / 255.0), pink = (1.0, 45 / 255.0, 85 / 255.0)

    /// Each pane's `gradient` of view `id` at `time`.
    static func gradients(_ id: String, at time: Double) throws -> [String: [String: Any]] {
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time)], in: folder,
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var result: [String: [String: Any]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            result[try #require(pane["strategy"] as? String)] = views.first { $0["id"] as? String == id }?["gradient"] as? [String: Any]
        }
        return result
    }

    static func stops(_ gradient: [String: Any]?) throws -> [[Double]] {
        try #require(gradient?["stops"] as? [[Double]])
    }

    static func expectColour(_ stop: [Double], _ rgb: (Double, Double, Double), sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(stop[0] - rgb.0) < 2e-4 && abs(stop[1] - rgb.1) < 2e-4 && abs(stop[2] - rgb.2) < 2e-4 && abs(stop[3] - 1) < 1e-9
        #expect(ok, "\(stop) ≠ \(rgb)", sourceLocation: sourceLocation)
    }

    /// The first stop at t = 0.25, progress ¼ of the linear animation. Animatable pane (R4):
    /// red → green in the perceptual space, `OklabReference.mix(red, green, ¼)`. Position
    /// pane, the naive morph of what is drawn: straight in sRGB, red + ¼(green − red).
    @Test func theFirstStopAQuarterOfTheWayIn() throws {
        let panes = try Self.gradients("linear~", at: 0.25)
        let animatable = try Self.stops(panes["animatable"]), position = try Self.stops(panes["position"])
        #expect(animatable.count == 2 && animatable[0][4] == 0 && animatable[1][4] == 1)
        Self.expectColour(animatable[0], OklabReference.mix(Self.red, Self.green, 0.25))
        let naive = (Self.red.0 + (Self.green.0 - Self.red.0) / 4, Self.red.1 + (Self.green.1 - Self.red.1) / 4,
                     Self.red.2 + (Self.green.2 - Self.red.2) / 4)
        Self.expectColour(position[0], naive)
        #expect(panes["animatable"]?["colorSpace"] as? String == "perceptual")
    }

    /// 2 stops → 3 stops (R4's union of locations): at t = 0.25 the ring has stops at 0, ½
    /// and 1; at ½ the 2-stop side is resampled half-way between blue and mint in the
    /// perceptual space's numbers, then ¼ of the way to pink.
    @Test func twoStopsToThreeOverTheUnionOfLocations() throws {
        let stops = try Self.stops(try Self.gradients("ring~", at: 0.25)["animatable"])
        #expect(stops.map { $0[4] } == [0, 0.5, 1])
        let from = zip(OklabReference.components(Self.blue), OklabReference.components(Self.mint)).map { ($0 + $1) / 2 }
        let to = OklabReference.components(Self.pink)
        Self.expectColour(stops[1], OklabReference.colour(zip(from, to).map { $0 + ($1 - $0) / 4 }))
    }

    /// Settled, both panes show the model gradient: the 3 given stops.
    @Test func settledBothPanesShowTheModel() throws {
        for (pane, gradient) in try Self.gradients("ring~", at: 1.5) {
            #expect(try Self.stops(gradient).map { $0[4] } == [0, 0.5, 1], "\(pane)")
        }
    }
}

/// Oklab written out from its definition (Björn Ottosson's matrices, SwiftUI's perceptual
/// space per R3): sRGB decoded, linear sRGB → LMS, cube roots, premultiplied (opaque here),
/// interpolated in a straight line, and back.
enum OklabReference {
    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encoded(_ v: Double) -> Double {
        let e = abs(v) <= 0.0031308 ? abs(v) * 12.92 : 1.055 * pow(abs(v), 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    static func components(_ c: (Double, Double, Double)) -> [Double] {
        let r = linear(c.0), g = linear(c.1), b = linear(c.2)
        return [cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
                cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
                cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)]
    }

    static func colour(_ lms: [Double]) -> (Double, Double, Double) {
        let m = lms.map { $0 * $0 * $0 }
        return (encoded(4.0767416621 * m[0] - 3.3077115913 * m[1] + 0.2309699292 * m[2]),
                encoded(-1.2684380046 * m[0] + 2.6097574011 * m[1] - 0.3413193965 * m[2]),
                encoded(-0.0041960863 * m[0] - 0.7034186147 * m[1] + 1.7076147010 * m[2]))
    }

    static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        colour(zip(components(a), components(b)).map { $0 + ($1 - $0) * t })
    }
}
