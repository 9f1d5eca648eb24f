import Foundation
import Testing
import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCairo
@testable import AnimSimScene

/// The gallery's trace goldens (Tests/AnimSimSceneTests/Goldens, recorded with
/// `make goldens`): every scene still moves every view exactly as recorded, and a golden
/// catches a layout whose numbers move by 1 pt.
@Suite struct TraceGoldenTests {
    static let folder = "Tests/AnimSimSceneTests/Goldens"

    /// Every golden in the folder, whatever scenes it holds: re-recording adds or drops files.
    static var goldens: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.path(folder))) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func read(_ name: String) throws -> TraceDocument {
        try TraceDocument.read(try Data(contentsOf: URL(fileURLWithPath: TestSupport.path(folder + "/" + name))))
    }

    /// As `animsim trace` records them: text sized by the font the frames are drawn with.
    static func golden(for loaded: LoadedScene) throws -> TraceGolden {
        let measurer = try #require(CairoTextMeasurer.shared)
        return TraceGolden(loaded: loaded, evaluator: try loaded.evaluator(engine: LayoutEngine(measurer: measurer)))
    }

    @Test func everyGallerySceneHasAGolden() {
        let scenes = TestSupport.galleryScenes.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: ".json") }
        #expect(Self.goldens == scenes, "run `make goldens` to record the missing ones")
    }


    @Test(arguments: goldens)
    func galleryMatchesItsGolden(_ name: String) throws {
        let document = try Self.read(name)
        let drifts = try Self.golden(for: try TestSupport.load(document.source)).drifts(against: document)
        #expect(drifts.count == 0, "\(TraceDriftReport.text(drifts, golden: name, tolerance: TraceGolden.defaultTolerance))")
        #expect(document.frames.count >= 2)
    }

    /// Colours and corner radii are in the golden too: a tile that starts orange instead of
    /// red drifts in its fill's channels (and nowhere else), and one whose corners round to
    /// 30 instead of 40 drifts in its cornerRadius.
    @Test func aColourOrCornerChangeFails() throws {
        let document = try Self.read("colours-and-corners.json")
        let text = try String(contentsOfFile: TestSupport.path("scenes/colours-and-corners.yaml"), encoding: .utf8)
        for (from, to, field) in [("tint: red", "tint: orange", "fill.green"), ("radius: 40", "radius: 30", "cornerRadius")] {
            let changed = text.replacingOccurrences(of: from, with: to)
            try #require(changed != text)
            let loaded = try SceneLoader().load(yaml: changed, source: "scenes/colours-and-corners.yaml", directory: TestSupport.path("scenes"))
            let drifts = try Self.golden(for: loaded).drifts(against: document)
            #expect(drifts.contains { $0.view == "tile/0/0" && $0.field == field }, "\(field): \(drifts.prefix(3))")
            #expect(drifts.allSatisfy { $0.field.hasPrefix("fill") || $0.field == "cornerRadius" }, "\(drifts.prefix(3))")
        }
    }

    /// The wheel's radius moved by 1 pt (130 → 131): a view at the top moves up by exactly
    /// 1 pt in the first frame, the wheel itself grows by 2 pt, and the golden says so, worst
    /// first.
    @Test func aLayoutMovedByOnePointFails() throws {
        let document = try Self.read("wheel-90.json")
        let text = try String(contentsOfFile: TestSupport.path("scenes/wheel-90.yaml"), encoding: .utf8)
        let moved = text.replacingOccurrences(of: "radius: 130", with: "radius: 131")
        try #require(moved != text)
        let loaded = try SceneLoader().load(yaml: moved, source: "scenes/wheel-90.yaml",
                                            directory: TestSupport.path("scenes"))
        let drifts = try Self.golden(for: loaded).drifts(against: document)
        let worst = try #require(drifts.first)
        #expect(worst.view == "root" && worst.field == "width" && abs(worst.amount - 2) < 1e-3, "\(worst)")
        let top = try #require(drifts.first { $0.frame == 0 && $0.view == "v0" && $0.field == "y" })
        let current = try #require(top.current)
        #expect(top.golden == 0 && abs(current - -1) < 1e-9)
        #expect(drifts.filter { $0.view.hasPrefix("v") }.allSatisfy { TraceGolden.fields.contains($0.field) && $0.amount <= 1 + 1e-3 })
        // Loosened past the change, the same golden matches.
        #expect(try Self.golden(for: loaded).drifts(against: document, tolerance: 2.001).isEmpty)
    }

    @Test(arguments: [(1.0, 1), (0.02, 1), (0.005, 0)])
    func aStoredNumberOffByAnAmountIsReportedOnlyBeyondTheTolerance(_ offset: Double, expected: Int) throws {
        var document = try Self.read("wheel-90.json")
        document.frames[6].strategies[1].views[1].frame[0] += offset
        let drifts = try Self.golden(for: try TestSupport.load("scenes/wheel-90.yaml")).drifts(against: document)
        #expect(drifts.count == expected)
        if let drift = drifts.first {
            #expect(drift.field == "x" && drift.frame == 90 && drift.strategy == "animatable")
            #expect(abs(drift.amount - offset) < 1e-4, "the golden is rounded to 4 decimals")
        }
    }

    @Test func viewsMissingOnEitherSideAreTheWorstDrifts() throws {
        var document = try Self.read("wheel-90.json")
        let removed = document.frames[2].strategies[0].views.remove(at: 3)
        document.frames[4].strategies[1].views.append(.init(id: "ghost", frame: [0, 0, 1, 1], rotation: 0, scale: 1, opacity: 1))
        document.frames[5].strategies[0].views[2].opacity = 0.5
        let drifts = try Self.golden(for: try TestSupport.load("scenes/wheel-90.yaml")).drifts(against: document)
        #expect(drifts.count == 3)
        #expect(Set(drifts.prefix(2).map(\.view)) == [removed.id, "ghost"])
        #expect(drifts.last?.field == "opacity")
        let text = TraceDriftReport.text(drifts, golden: "g.json", tolerance: 0.01)
        #expect(text.hasPrefix("3 numbers drifted by more than 0.01 from g.json (3 views, 3 frames), worst first:"))
        #expect(text.contains("new: not in the golden") && text.contains("missing: in the golden, not drawn now"))
    }

    @Test(arguments: ["", "{\"version\":1}", "[1,2]", "{\"version\":9,\"scene\":\"\",\"source\":\"\",\"fps\":1,\"frameCount\":1,\"frames\":[]}"])
    func somethingElseIsNotATrace(_ text: String) {
        #expect(throws: TraceGoldenError.self) { try TraceDocument.read(Data(text.utf8)) }
    }
}
