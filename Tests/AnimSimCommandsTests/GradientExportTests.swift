import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `Examples/Gradients/gradients.yaml` exported as users meet the files: the SVG parsed by libxml2
/// (Foundation's `XMLDocument`) with the card's `<linearGradient>` stops checked against the
/// drawn ones, and the Lottie validated against the specification's schema and drawn by
/// rlottie, the card's pixels checked. At frame 0 (before the change at 0.2 s) the card is
/// `LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)`,
/// perceptual: drawn as the stops Cairo draws, from 0 to 1, each the Oklab mix at its offset
/// (`OklabReference`).
@Suite(.serialized) struct GradientExportTests {
    static let scene = "Examples/Gradients/gradients.yaml"
    static let red = (1.0, 59 / 255.0, 48 / 255.0), blue = (0.0, 122 / 255.0, 1.0)

    func export(format: String, extension ext: String) throws -> URL {
        let directory = try AnimSimBinary.temporaryDirectory()
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", directory.appendingPathComponent("out.\(ext)").path,
                                         "--format", format, "--strategy", "animatable"])
        #expect(run.status == 0, "\(run.err)")
        return directory
    }

    /// An attribute by its local name (the SVG namespace is the document's default).
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
    }

    static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }

    @Test func theSVGsStopsAreTheDrawnOnes() throws {
        let directory = try export(format: "svg", extension: "svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".svg") }
        let file = directory.appendingPathComponent(try #require(files.first))
        let document = try XMLDocument(contentsOf: file, options: [])
        let gradients = try document.nodes(forXPath: "//*[local-name()='linearGradient'][starts-with(@id, 'gradient-card')]")
        let gradient = try #require(gradients.first as? XMLElement)
        #expect(Self.attribute(gradient, "gradientUnits") == "userSpaceOnUse")
        let stops = (gradient.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == "stop" }
        #expect(stops.count > 2)
        var offsets: [Double] = []
        for (k, stop) in stops.enumerated() {
            let offset = try #require(Double(Self.attribute(stop, "offset") ?? ""))
            offsets.append(offset)
            let hex = try #require(Self.attribute(stop, "stop-color"))
            let value = try #require(Int(hex.dropFirst(), radix: 16))
            let mix = OklabReference.mix(Self.red, Self.blue, offset)
            let expected = [Self.byte(mix.0), Self.byte(mix.1), Self.byte(mix.2)]
            let got = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
            #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }, "stop \(k): \(hex), expected \(expected)")
        }
        #expect(offsets.first == 0 && offsets.last == 1 && offsets == offsets.sorted(), "\(offsets)")
        // What an SVG renderer draws between two stops, their straight sRGB mean, is the
        // Oklab mix at the middle offset too, within one level.
        let colours = try stops.map { stop in try #require(Int((Self.attribute(stop, "stop-color") ?? "").dropFirst(), radix: 16)) }
        for k in 1..<stops.count {
            let mix = OklabReference.mix(Self.red, Self.blue, (offsets[k - 1] + offsets[k]) / 2)
            let expected = [Self.byte(mix.0), Self.byte(mix.1), Self.byte(mix.2)]
            let mean = [16, 8, 0].map { shift in (((colours[k - 1] >> shift) & 0xFF) + ((colours[k] >> shift) & 0xFF)) / 2 }
            #expect(zip(mean, expected).allSatisfy { abs($0 - $1) <= 1 }, "between stops \(k - 1) and \(k): \(mean), expected \(expected)")
        }
        // The card's rect paints with it.
        let id = try #require(Self.attribute(gradient, "id"))
        let painted = try document.nodes(forXPath: "//*[@fill='url(#\(id))']")
        #expect(painted.count == 1)
    }

    /// rlottie draws the card (x 20…160, y 55…145 on the 420×200 canvas) red at its left and
    /// blue at its right: at x + ½ the location is (x + ½ − 20)/140, within 3 levels
    /// (rlottie's own 8-bit ramp).
    @Test func theLottieGradientDecodesInRlottie() throws {
        let directory = try export(format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        let file = directory.appendingPathComponent(try #require(files.first))
        let points = [[25, 100], [90, 100], [155, 100]]
        let pixels = try JSONSerialization.data(withJSONObject: ["0": points])
        let result = try PythonHelper.run("lottie_check.py", [file.path, "--frames", "0", "--pixels", String(decoding: pixels, as: UTF8.self)])
        let errors = try #require(result["schemaErrors"] as? [String])
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let drawn = try #require((result["pixels"] as? [String: [[Double]]])?["0"])
        for (point, pixel) in zip(points, drawn) {
            let mix = OklabReference.mix(Self.red, Self.blue, (Double(point[0]) + 0.5 - 20) / 140)
            let expected = [Self.byte(mix.0), Self.byte(mix.1), Self.byte(mix.2)]
            #expect(zip(pixel.prefix(3).map { Int($0) }, expected).allSatisfy { abs($0 - $1) <= 3 }, "\(point): \(pixel), expected \(expected)")
        }
    }
}
