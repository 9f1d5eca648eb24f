import Foundation
import Testing

/// The seed articles' programs (Tests/AnimSimCommandsTests/Articles, one folder each, their
/// Swift files as the articles print them), run by the binary as a user would: `check`
/// passes, `render --contact-sheet` writes a sheet, and `trace` puts the views where the
/// article's geometry says. Each program is compiled once per process (the cache is shared).
@Suite struct ArticleProgramsTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func folder(_ name: String) -> URL {
        AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Articles/\(name)")
    }

    static func run(_ arguments: [String], in program: String) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: folder(program), environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    struct Program: CustomTestStringConvertible, Sendable {
        let folder: String
        let view: String?
        var testDescription: String { folder + (view.map { " --view " + $0 } ?? "") }
        var viewArguments: [String] { view.map { ["--view", $0] } ?? [] }
    }

    static let programs: [Program] = [
        Program(folder: "000-wheel", view: nil),
        Program(folder: "001-flexible", view: nil),
        Program(folder: "004-sizes", view: nil),
        Program(folder: "003-layouts", view: nil),
        Program(folder: "003-layouts", view: "MyCustomLayoutUsage"),
        Program(folder: "003-layouts", view: "CachedLayoutUsage"),
        Program(folder: "003-layouts", view: "CircularLayoutUsage"),
        Program(folder: "003-layouts", view: "WaterfallLayoutUsage"),
        Program(folder: "003-layouts", view: "MyView"),
        Program(folder: "003-layouts", view: "InCustomLayoutUsage"),
        Program(folder: "003-layouts", view: "CombinedLayoutsUsage"),
        Program(folder: "003-layouts", view: "DebugLayoutUsage"),
        Program(folder: "000-wheel", view: "FullTurnView"),
        Program(folder: "000-wheel-component", view: nil),
        Program(folder: "000-recursive", view: nil),
        Program(folder: "000-composed", view: nil),
        Program(folder: "000-interpolated", view: nil),
        Program(folder: "000-interpolated", view: "WaveLayoutUsage"),
        Program(folder: "000-tree", view: nil),
        Program(folder: "004-sizes", view: "FixedSizeView"),
        Program(folder: "004-sizes", view: "FrameView"),
        Program(folder: "004-sizes", view: "FrameAlignments"),
        Program(folder: "004-sizes", view: "FrameSizes"),
        Program(folder: "004-sizes", view: "ZStackAlignments"),
    ]

    @Test(arguments: programs)
    func checkPasses(program: Program) throws {
        let run = try Self.run(["check", "."] + program.viewArguments, in: program.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("type-checks"), "\(run.out)")
    }

    /// A contact sheet is written (a PNG with a size) and nothing next to the sources.
    @Test(arguments: programs)
    func rendersAContactSheet(program: Program) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = out.appendingPathComponent("sheet.png")
        let before = try FileManager.default.contentsOfDirectory(atPath: Self.folder(program.folder).path).sorted()
        let run = try Self.run(["render", "."] + program.viewArguments
            + ["--contact-sheet", sheet.path, "-o", out.appendingPathComponent("frames/").path],
            in: program.folder)
        #expect(run.status == 0, "\(run.err)")
        let data = try Data(contentsOf: sheet)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 100 && height > 100, "\(width)×\(height)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.folder(program.folder).path).sorted() == before)
    }

    /// Each view's frame, by trace id, in one strategy at one instant.
    static func frames(_ program: Program, strategy: String, at time: Double = 0, _ options: [String] = []) throws -> [String: [Double]] {
        let run = try run(["trace", ".", "--at", String(time), "--strategy", strategy] + program.viewArguments + options,
                          in: program.folder)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        return Dictionary(views.compactMap { view in
            (view["id"] as? String).flatMap { id in (view["frame"] as? [Double]).map { (id, $0) } }
        }, uniquingKeysWith: { a, _ in a })
    }

    static func centre(_ frame: [Double]) -> (x: Double, y: Double) { (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2) }

    /// Article 000's wheel: eight 70×70 squares on a circle of radius 130 about the
    /// wheel's centre, the first at the top, 45° apart clockwise; the wheel is
    /// (35 + 130) × 2 = 330 pt square.
    @Test(arguments: ["position", "animatable"])
    func theWheelPlacesItsSquaresOnTheArticlesCircle(strategy: String) throws {
        let frames = try Self.frames(Self.programs[0], strategy: strategy)
        let wheel = try #require(frames["root/content/0"])
        #expect(abs(wheel[2] - 330) < 0.01 && abs(wheel[3] - 330) < 0.01, "\(wheel)")
        let middle = Self.centre(wheel)
        for index in 0..<8 {
            let square = try #require(frames["root/content/0/content/[\(index)]"])
            let angle = Double(index) * .pi / 4
            let expected = (x: middle.x + 130 * sin(angle), y: middle.y - 130 * cos(angle))
            let centre = Self.centre(square)
            #expect(abs(square[2] - 70) < 0.01 && abs(square[3] - 70) < 0.01)
            #expect(abs(centre.x - expected.x) < 0.01 && abs(centre.y - expected.y) < 0.01,
                    "square \(index): \(centre) ≠ \(expected)")
        }
    }

    /// Article 003's circular layout: in its 300×300 frame, radius 300 / 3 = 100, the six
    /// 40-pt circles at 60° steps from the positive x axis (`cos`, `sin`).
    @Test func theCircularLayoutPlacesSixCirclesAtRadius100() throws {
        let program = Program(folder: "003-layouts", view: "CircularLayoutUsage")
        let frames = try Self.frames(program, strategy: "animatable")
        let layout = try #require(frames.first { $0.key.hasSuffix("~") == false && $0.value[2] == 300 && $0.value[3] == 300
            && frames["\($0.key)/content/[0]"] != nil }, "\(frames.keys.sorted())")
        let middle = Self.centre(layout.value)
        for index in 0..<6 {
            let circle = try #require(frames["\(layout.key)/content/[\(index)]"])
            let angle = Double(index) * .pi / 3
            let centre = Self.centre(circle)
            #expect(abs(circle[2] - 40) < 0.01 && abs(circle[3] - 40) < 0.01)
            #expect(abs(centre.x - (middle.x + 100 * cos(angle))) < 0.01 && abs(centre.y - (middle.y + 100 * sin(angle))) < 0.01,
                    "circle \(index): \(centre)")
        }
    }

    /// Article 003's `MyView` reads `horizontalSizeClass`, which follows the canvas (compact
    /// below 700 pt): its waterfall has two columns on a 400-pt canvas and four on 800.
    @Test(arguments: [(400, 2), (800, 4)])
    func myViewsColumnsFollowTheSizeClass(width: Int, columns: Int) throws {
        let frames = try Self.frames(Program(folder: "003-layouts", view: "MyView"), strategy: "animatable", ["--canvas", "\(width)x800"])
        // Each rounded rectangle inside its `.frame(height:)`: 20 of them, in `columns` columns.
        let tiles = frames.filter { $0.key.hasSuffix("]~") }
        #expect(tiles.count == 20, "\(frames.keys.sorted())")
        #expect(Set(tiles.values.map { Int($0[0].rounded()) }).count == columns)
    }

    /// Article 000's `CrashLayout` as the root view: SwiftUI crashes (it answers 0×0 with
    /// ∞×∞); AnimSim stops with the error placed at `CrashLayout {`, exit 1, no output.
    @Test func theCrashLayoutStopsWithAPlacedError() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let trace = try Self.run(["trace", "ContentView.swift"], in: "000-crash")
        #expect(trace.status == 1)
        #expect(trace.out.isEmpty)
        #expect(trace.err.contains("ContentView.swift:5:21: CrashLayout's sizeThatFits returned inf×inf for proposal 0×0"), "\(trace.err)")
        let render = try Self.run(["render", "ContentView.swift", "--contact-sheet", out.appendingPathComponent("sheet.png").path,
                                   "-o", out.appendingPathComponent("frames/").path], in: "000-crash")
        #expect(render.status == 1)
        #expect(try AnimSimBinary.pngFiles(out).isEmpty)
    }

    /// Every view of one strategy at one instant, in tree order (ids may repeat).
    static func views(_ program: Program, strategy: String, measurer: String) throws -> [(id: String, frame: [Double])] {
        let run = try run(["trace", ".", "--strategy", strategy, "--measurer", measurer] + program.viewArguments, in: program.folder)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let views = try #require((frame["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        return views.compactMap { view in
            (view["id"] as? String).flatMap { id in (view["frame"] as? [Double]).map { (id, $0) } }
        }
    }

    /// Article 001's app as it first shows, 75 words: `computeRows` fills a row while the
    /// remaining width minus (word + spacing 8) stays ≥ 0, of the 400 − 2 × 8 = 384 pt the
    /// `Color.clear` reader measured; so every row's words plus 8 each fit in 384 and the
    /// next row's first word would not. Rows are leading-aligned at x = 8, words 8 apart,
    /// rows 8 apart, each word its text plus 8 of padding a side, as tall as its row. With
    /// either measurer: the host settles `readSize`'s sizes with the command's (`--measurer`),
    /// so the sizes read back are the frames drawn.
    @Test(arguments: ["font", "fixed"])
    func theFlexibleViewFillsRowsAsComputeRowsSays(measurer: String) throws {
        let views = try Self.views(Self.programs[1], strategy: "animatable", measurer: measurer)
        let base = "root/content/stack/content/1/content/"
        let rows = views.filter { $0.id.hasPrefix(base + "[[") && $0.id.hasSuffix("]]") && !$0.id.dropFirst(base.count).contains("/") }
        var words: [[[Double]]] = []
        for row in rows {
            let prefix = row.id + "/content/["
            var seen = Set<String>()
            words.append(views.filter { view in
                guard view.id.hasPrefix(prefix) else { return false }
                let rest = view.id.dropFirst(prefix.count)
                return !rest.contains("/") && !rest.contains("~") && seen.insert(view.id).inserted
            }.map(\.frame))
        }
        #expect(words.map(\.count).reduce(0, +) == 75, "\(words.map(\.count))")
        for (index, (row, list)) in zip(rows, words).enumerated() {
            #expect(abs(row.frame[0] - 8) < 0.01)
            if index > 0 { #expect(abs(row.frame[1] - (rows[index - 1].frame[1] + rows[index - 1].frame[3] + 8)) < 0.01) }
            let used = list.map { $0[2] + 8 }.reduce(0, +)
            #expect(used <= 384 + 0.01, "row \(index) uses \(used)")
            if index + 1 < words.count, let next = words[index + 1].first {
                #expect(used + next[2] + 8 > 384, "row \(index) had room for the next word")
            }
            for (a, b) in zip(list, list.dropFirst()) { #expect(abs(b[0] - (a[0] + a[2] + 8)) < 0.01) }
            #expect(list.allSatisfy { abs($0[3] - row.frame[3]) < 0.01 && $0[3] > 16 }, "a line of text plus 8 above and below")
        }
    }
}
