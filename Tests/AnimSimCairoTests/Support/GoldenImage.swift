import AnimSimCairo
import Foundation
import Testing

/// Reference-image comparison for rendering tests.
///
/// References live in `Tests/AnimSimCairoTests/Goldens/<name>.png`. A render matches when
/// at most `maxDifferingShare` of its pixels differ by more than `tolerance` in any channel
/// (anti-aliasing may move by a level between Cairo builds; layout bugs move whole shapes).
/// On a mismatch the actual image and a diff (differing pixels red over a dimmed copy) are
/// written to a temporary directory and their paths printed.
///
/// Recording is explicit, `ANIMSIM_RECORD_GOLDENS=1`, and a recording run always fails, so a
/// test can never pass by silently writing its own reference.
struct GoldenImage {
    static let defaultDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    static var recordingRequested: Bool { ProcessInfo.processInfo.environment["ANIMSIM_RECORD_GOLDENS"] == "1" }

    var directory: URL = Self.defaultDirectory
    var record: Bool = Self.recordingRequested
    var tolerance: Int = 3
    var maxDifferingShare: Double = 0.002
    var failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-golden-failures")

    struct Comparison {
        var differing: Int
        var total: Int
        var diff: PixelBuffer
        var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    }

    func check(_ image: PixelBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = directory.appendingPathComponent(name + ".png")
        if record {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(PNGEncoder().encode(image)).write(to: golden)
            Issue.record("recorded golden \(golden.path); look at it, then run again without ANIMSIM_RECORD_GOLDENS",
                         sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            let actual = try writeFailure(image, name: name, suffix: "actual")
            Issue.record("no golden \(golden.path); actual image: \(actual.path). Record with ANIMSIM_RECORD_GOLDENS=1",
                         sourceLocation: sourceLocation)
            return
        }
        let reference = try PNGDecoder().decode(contentsOf: golden)
        guard reference.width == image.width, reference.height == image.height else {
            let actual = try writeFailure(image, name: name, suffix: "actual")
            Issue.record("\(name): size \(image.width)×\(image.height), golden is \(reference.width)×\(reference.height); actual: \(actual.path)",
                         sourceLocation: sourceLocation)
            return
        }
        let comparison = compare(image, reference)
        if comparison.share > maxDifferingShare {
            let actual = try writeFailure(image, name: name, suffix: "actual")
            let diff = try writeFailure(comparison.diff, name: name, suffix: "diff")
            let message = "\(name): \(comparison.differing) of \(comparison.total) pixels differ by more than \(tolerance)"
                + "\n  actual: \(actual.path)\n  diff:   \(diff.path)\n  golden: \(golden.path)"
            print(message)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    func compare(_ image: PixelBuffer, _ reference: PixelBuffer) -> Comparison {
        var diff = PixelBuffer(width: image.width, height: image.height)
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y]
                if a.distance(to: reference[x, y]) > tolerance {
                    differing += 1
                    diff[x, y] = .init(red: 255, green: 0, blue: 0)
                } else {
                    let grey = UInt8((Int(a.red) + Int(a.green) + Int(a.blue)) / 9)
                    diff[x, y] = .init(red: grey, green: grey, blue: grey)
                }
            }
        }
        return Comparison(differing: differing, total: image.width * image.height, diff: diff)
    }

    private func writeFailure(_ image: PixelBuffer, name: String, suffix: String) throws -> URL {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let url = failureDirectory.appendingPathComponent("\(name)-\(suffix).png")
        try Data(PNGEncoder().encode(image)).write(to: url)
        return url
    }
}
