import AnimSimCairo
import Foundation
import Testing

/// What SwiftUI files wrap around an animation (issue 40), run through the binary on files
/// written as an iOS developer writes them: the window's colour scheme, UIKit's names, the
/// navigation bar, lists and tabs, each where its geometry puts it in closed form.
@Suite struct SurroundingsTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// Writes `files` (name → text) into a new folder and runs `arguments` there.
    static func run(_ arguments: [String], files: [String: String]) throws -> AnimSimBinary.Run {
        let folder = try AnimSimBinary.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// The animatable pane's views at the trace's only frame, by name.
    static func views(_ output: String) throws -> [String: [String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let pane = try #require((frame["strategies"] as? [[String: Any]])?.first { $0["strategy"] as? String == "animatable" })
        let views = try #require(pane["views"] as? [[String: Any]])
        return Dictionary(views.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func trace(_ body: String, extra: [String] = [], header: String = "import SwiftUI\n") throws -> [String: [String: Any]] {
        let run = try Self.run(["trace", "ContentView.swift", "--at", "0", "--strategy", "animatable"] + extra,
                               files: ["ContentView.swift": header + "\nstruct ContentView: View {\n    var body: some View {\n" + body + "\n    }\n}\n"])
        try #require(run.status == 0, "\(run.err)")
        return try views(run.out)
    }

    static func center(_ view: [String: Any]?) -> [Double] { view?["center"] as? [Double] ?? [] }
    static func fill(_ view: [String: Any]?) -> [Double] { view?["fill"] as? [Double] ?? [] }

    static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 0.01) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// sRGB of a hex colour, with alpha 1.
    static func rgb(_ hex: UInt32) -> [Double] {
        [Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, 1]
    }

    static let colours = """
            VStack {
                Circle().frame(width: 40, height: 40).accessibilityIdentifier("dot")
                Color(.systemRed).frame(width: 40, height: 40).accessibilityIdentifier("red")
                Rectangle().fill(Color(uiColor: .label)).frame(width: 40, height: 40).accessibilityIdentifier("label")
            }
    """

    /// `.preferredColorScheme(.dark)` anywhere in the tree: the default foreground is white and
    /// the system colours take their dark values (iOS's: systemRed #FF453A, light #FF3B30).
    @Test(arguments: [(".dark", 0xFFFFFF as UInt32, 0xFF453A as UInt32), (".light", 0x000000, 0xFF3B30), ("nil", 0x000000, 0xFF3B30)])
    func theColourSchemeColoursTheViews(scheme: String, foreground: UInt32, red: UInt32) throws {
        let views = try Self.trace(Self.colours + "        .preferredColorScheme(\(scheme))")
        // Each identifier names the frame; the drawn view inside it is `name~`.
        #expect(Self.close(Self.fill(views["dot~"]), Self.rgb(foreground), 0.002), "\(views)")
        #expect(Self.close(Self.fill(views["label~"]), Self.rgb(foreground), 0.002), "\(views)")
        #expect(Self.close(Self.fill(views["red~"]), Self.rgb(red), 0.002), "\(views)")
    }

    /// The canvas is drawn in `systemBackground` of the window's scheme: black when dark.
    @Test(arguments: [(".dark", 0), (".light", 255)])
    func theCanvasIsDrawnInTheScheme(scheme: String, level: Int) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let still = out.appendingPathComponent("still.png")
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n"
            + "        Circle().fill(Color.red).frame(width: 20, height: 20).preferredColorScheme(\(scheme))\n    }\n}\n"
        let run = try Self.run(["render", "ContentView.swift", "--still", "0", "--strategy", "animatable", "-o", still.path],
                               files: ["ContentView.swift": text])
        #expect(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: still)
        // The canvas's centre row, a quarter of the way across: canvas, not the circle.
        let pixel = image[image.width / 2 - 100, image.height / 2]
        #expect(pixel.distance(to: .init(red: UInt8(level), green: UInt8(level), blue: UInt8(level))) <= 2, "\(pixel)")
    }

    /// `UIScreen.main.bounds` is the canvas: half its width is half of `--canvas`'s.
    @Test(arguments: [("300x200", 150.0), ("400x400", 200.0)])
    func theScreenIsTheCanvas(canvas: String, half: Double) throws {
        let views = try Self.trace("""
                Rectangle().frame(width: UIScreen.main.bounds.width / 2, height: 10).accessibilityIdentifier("bar")
        """, extra: ["--canvas", canvas], header: "import SwiftUI\nimport UIKit\n")
        let frame = views["bar"]?["frame"] as? [Double] ?? []
        #expect(frame.count == 4 && abs(frame[2] - half) < 0.001, "\(frame)")
    }

    /// A navigation stack's page is under the bar: 44 pt, and a 52-pt large title row, or
    /// inline in the bar, or no bar when hidden; the page is centred in the rest (400 × 400).
    @Test(arguments: [(".navigationTitle(\"Title\")", 96.0), (".navigationBarTitle(\"Title\", displayMode: .inline)", 44.0),
                      (".navigationBarTitleDisplayMode(.inline)", 44.0), (".navigationBarHidden(true)", 0.0)])
    func aNavigationStackPutsItsPageUnderTheBar(modifier: String, bar: Double) throws {
        let views = try Self.trace("""
                NavigationStack {
                    Circle().frame(width: 40, height: 40).accessibilityIdentifier("dot")
                        \(modifier)
                }
        """)
        #expect(Self.close(Self.center(views["dot"]), [200, bar + (400 - bar) / 2]), "\(views["dot"] ?? [:])")
    }

    /// An inset-grouped list: the card 16 pt in from the sides and 20 pt down, a row 44 pt
    /// tall with its view 16 pt in and centred between 11-pt margins (the separator lies along
    /// its bottom edge); a plain list: full width from the top.
    @Test(arguments: [("insetGrouped", 42.0, 42.0, 86.0), ("plain", 26.0, 22.0, 66.0)])
    func aListStacksItsRowsFromTheTop(style: String, x: Double, first: Double, second: Double) throws {
        let views = try Self.trace("""
                List {
                    Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b")
                }
                .listStyle(.\(style))
        """)
        #expect(Self.close(Self.center(views["a"]), [x, first]), "\(views["a"] ?? [:])")
        #expect(Self.close(Self.center(views["b"]), [x, second]), "\(views["b"] ?? [:])")
    }

    /// A navigation link in a list is a row of its label and a chevron, as wide as the row
    /// (16 + 16 pt in from each side of the 400-pt canvas); its destination is not shown.
    @Test func aNavigationLinkIsARowWithAChevron() throws {
        let views = try Self.trace("""
                NavigationStack {
                    List {
                        NavigationLink(destination: Circle().accessibilityIdentifier("destination")) {
                            Text("Spinner")
                        }
                        .accessibilityIdentifier("link")
                    }
                }
        """)
        let frame = views["link"]?["frame"] as? [Double] ?? []
        #expect(frame.count == 4 && abs(frame[0] - 32) < 0.001 && abs(frame[2] - 336) < 0.001, "\(views)")
        #expect(views["destination"] == nil)
    }

    /// Every view of a list of sections has an identity of its own: no trace name is a
    /// namesake's (`#2`), and the rows are under `rows`.
    @Test func aListsViewsHaveIdentitiesOfTheirOwn() throws {
        let views = try Self.trace("""
                List {
                    Section("First") {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                    Section("Second") { Color.green.frame(width: 20, height: 20) }
                }
        """)
        #expect(!views.keys.contains { $0.contains("#2") }, "\(views.keys.sorted())")
        #expect(views["root/rows/0/rows/1"] != nil && views["root/rows/1/rows"] != nil, "\(views.keys.sorted())")
    }

    /// A tab view shows its first tab over the 49-pt tab bar; the other tabs are not there.
    @Test func aTabViewShowsItsFirstTabOverTheBar() throws {
        let views = try Self.trace("""
                TabView {
                    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("first")
                        .tabItem { Label("One", systemImage: "star") }
                    Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("second")
                        .tabItem { Label("Two", systemImage: "gear") }
                }
        """)
        #expect(Self.close(Self.center(views["first"]), [200, (400 - 49) / 2]), "\(views["first"] ?? [:])")
        #expect(views["second"] == nil)
    }

    /// `@Observable` with `import SwiftUI` alone, a `@ViewBuilder` function in an enum, and a
    /// button's change animating the model: the bar grows from 60 to 90 pt.
    @Test func anObservableModelUnderSwiftUIAloneAnimates() throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("ObservableStepper.swift"), encoding: .utf8)
        let script = "- { at: 0.5, control: Add }\n"
        let run = try Self.run(["trace", "ObservableStepper.swift", "--script", "uses.yaml", "--at", "5", "--strategy", "animatable"],
                               files: ["ObservableStepper.swift": text, "uses.yaml": script])
        try #require(run.status == 0, "\(run.err)")
        let frame = try Self.views(run.out)["bar"]?["frame"] as? [Double] ?? []
        #expect(frame.count == 4 && abs(frame[2] - 90) < 0.001, "\(frame)")
    }

    /// A form's toggle is a control a script uses: the status dot in the row below grows
    /// from 12 to 24 pt under the binding's animation.
    @Test func aFormsControlsAreUsed() throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("SettingsFormToggle.swift"), encoding: .utf8)
        let run = try Self.run(["trace", "SettingsFormToggle.swift", "--script", "uses.yaml", "--at", "3", "--strategy", "animatable"],
                               files: ["SettingsFormToggle.swift": text, "uses.yaml": "- { at: 0.5, control: Notifications }\n"])
        try #require(run.status == 0, "\(run.err)")
        let frame = try Self.views(run.out)["status"]?["frame"] as? [Double] ?? []
        #expect(frame.count == 4 && abs(frame[2] - 24) < 0.001 && abs(frame[3] - 24) < 0.001, "\(frame)")
    }

    /// A whole app's folder: its `@main` app's window runs, and `Color("Brand")` is the
    /// colour set of its asset catalog (hex components light, floating-point dark).
    @Test(arguments: [("nil", [1.0, 0.0, 128.0 / 255, 1.0]), (".dark", [0.25, 0.5, 0.75, 1.0])])
    func anAppFolderUsesItsAssetColours(scheme: String, fill: [Double]) throws {
        let app = "import SwiftUI\n\n@main\nstruct BrandApp: App {\n    var body: some Scene {\n        WindowGroup { ContentView() }\n    }\n}\n"
        let view = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n"
            + "        Circle().fill(Color(\"Brand\")).frame(width: 40, height: 40).accessibilityIdentifier(\"dot\")\n"
            + "            .preferredColorScheme(\(scheme))\n    }\n}\n"
        let set = """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"0x00","red":"0xFF"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.750","green":"0.500","red":"0.250"}},"idiom":"universal"}],
            "info":{"author":"xcode","version":1}}
            """
        let run = try Self.run(["trace", "Brand", "--at", "0", "--strategy", "animatable"],
                               files: ["Brand/BrandApp.swift": app, "Brand/ContentView.swift": view,
                                       "Brand/Assets.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}",
                                       "Brand/Assets.xcassets/Brand.colorset/Contents.json": set])
        try #require(run.status == 0, "\(run.err)")
        #expect(Self.close(Self.fill(try Self.views(run.out)["dot~"]), fill, 0.002), "\(run.out)")
    }

    /// Two files of one name in different folders compile together, and an error in the
    /// second is placed in it, at its own line and column.
    @Test func twoFilesOfOneNameRunAndTheirErrorsArePlaced() throws {
        let main = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { VStack { RowA(); RowB() } }\n}\n"
        let a = "import SwiftUI\n\nstruct RowA: View {\n    var body: some View { Color.red.frame(width: 10, height: 10) }\n}\n"
        let b = "import SwiftUI\n\nstruct RowB: View {\n    var body: some View { Color.blue.frame(width: 10, height: 10) }\n}\n"
        let good = try Self.run(["check", "."], files: ["ContentView.swift": main, "A/Row.swift": a, "B/Row.swift": b])
        #expect(good.status == 0, "\(good.err)")
        let broken = b.replacingOccurrences(of: "Color.blue", with: "Colour.blue")
        let bad = try Self.run(["render", ".", "--still", "0", "-o", "x.png"], files: ["ContentView.swift": main, "A/Row.swift": a, "B/Row.swift": broken])
        #expect(bad.status == 1)
        #expect(bad.err.contains("B/Row.swift:4:27: error: cannot find 'Colour' in scope"), "\(bad.err)")
        #expect(!bad.err.contains("used twice"), "\(bad.err)")
    }
}
