import Foundation
import Testing

/// What `import SwiftUI` brings to a user's file (AnimSimSwiftUI, loaded through
/// `-module-alias SwiftUI=AnimSimSwiftUI`): SwiftUI's names and none of AnimSim's own, so a
/// file from a Mac declaring its own `WheelLayout`, `Scene` or `Strategy` compiles.
@Suite struct SwiftUIModuleTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ text: String, named name: String, _ options: [String] = []) throws -> AnimSimBinary.Run {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return try AnimSimBinary.run(["check", name] + options, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// Code off the main actor makes gradients (`LinearGradient(…)`, `.linearGradient(…)`,
    /// …) and strokes a path, as it may with Apple's SwiftUI, whose initializers and shape
    /// modifiers for these are nonisolated: in Swift 6 mode no diagnostic about the main actor
    /// (a main-actor initializer here was a warning at every call). `check` prints warnings
    /// only when the file fails, so the file ends with one planted error: it is the only one.
    @Test func nonisolatedCodeMakesGradientsAndStrokesAPath() throws {
        let run = try Self.check("""
            import SwiftUI

            func paints() -> [any ShapeStyle] {
                let linear: LinearGradient = .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                let radial: RadialGradient = .radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 9)
                let elliptical: EllipticalGradient = .ellipticalGradient(colors: [.red, .blue])
                let conic: AngularGradient = .conicGradient(colors: [.red, .blue], center: .center)
                return [linear, radial, elliptical, conic, LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom),
                        AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))]
            }

            func outline() -> some View {
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).stroke(.red, style: StrokeStyle(lineWidth: 2))
            }

            struct ContentView: View {
                var body: some View { outline().background(Rectangle().fill(.blue)) }
            }

            let planted: Int = "the planted error"
            """, named: "Paints.swift", ["--swift-version", "6"])
        #expect(run.status != 0)
        #expect(run.err.components(separatedBy: "error:").count == 2 && run.err.contains("error: cannot convert value of type 'String'"),
                "\(run.err)")
        #expect(!run.err.contains("main actor"), "\(run.err)")
    }

    /// A user's own `WheelLayout`, `Scene` and `Strategy` beside `import SwiftUI`, Foundation,
    /// Observation (`@Observable`) and Combine (`ObservableObject`, `@Published`) type-check;
    /// `Timer` is the scene clock's, not Foundation's; `some SwiftUI.Scene` is SwiftUI's protocol.
    @Test func aFileDeclaringAnimSimsNamesTypeChecks() throws {
        let run = try Self.check("""
            import SwiftUI
            import Foundation
            import Observation
            import Combine

            struct Scene { var name = "mine" }
            enum Strategy { case mine }

            struct WheelLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified) }
                }
            }

            @Observable final class Model { var count = 0 }
            final class Deck: ObservableObject { @Published var cards = [1, 2, 3] }

            struct DeckView: View {
                @StateObject private var deck = Deck()
                var body: some View {
                    Text("\\(deck.cards.count)")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in deck.cards.shuffle() }
                }
            }

            struct ContentView: View {
                let strategy = Strategy.mine
                let model = Model()
                var body: some View {
                    WheelLayout { Text(Scene().name + "\\(model.count)") }
                        .transition(AnyTransition.opacity)
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { model.count += 1 } }
                }
            }

            @main
            struct ClashApp: App {
                var body: some SwiftUI.Scene {
                    WindowGroup { ContentView() }
                }
            }
            """, named: "Clash.swift")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("Clash.swift: type-checks (Swift 5, "))
    }

    /// `Angle`'s and `DispatchTime`'s operators compile in a SwiftUI file (the module exports
    /// those types alone, so their own operators are not found; `Operators.swift` declares
    /// them), and compute what the types' own do: the program prints the results.
    @Test func angleAndDispatchTimeArithmeticCompiles() throws {
        let run = try Self.check("""
            import SwiftUI

            struct ContentView: View {
                @State var angle: Angle = .degrees(30)
                var body: some View {
                    let sum = angle + .degrees(60) - Angle.degrees(10) + (-angle) * 2 / 4
                    Button("Turn") { angle += .degrees(90); angle -= .degrees(45) }
                        .rotationEffect(sum)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { angle += .degrees(1) }
                            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { angle -= .degrees(1) }
                        }
                }
            }
            """, named: "Operators.swift")
        #expect(run.status == 0, "\(run.err)")
    }

    /// The public top-level names of AnimSim's Swift modules that a file with `import SwiftUI`
    /// sees, against the committed list (SwiftUINames.txt): each is either exported or
    /// withheld there, so a new public name is a choice to make, not a leak.
    @Test func theExportedNamesAreTheCommittedList() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("Tests/AnimSimCommandsTests/SwiftFiles/SwiftUINames.txt"),
                              encoding: .utf8)
        var committed: [String: Bool] = [:]
        for line in list.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            try #require(words.count == 2 && ["exported", "withheld"].contains(words[0]), "\(line)")
            committed[String(words[1])] = words[0] == "exported"
        }
        let names = try Self.publicNames()
        #expect(names.subtracting(committed.keys).sorted() == [], "public names missing from SwiftUINames.txt")
        #expect(Set(committed.keys).subtracting(names).sorted() == [], "names in SwiftUINames.txt that no module declares")

        let ordered = names.sorted()
        var probe = "import SwiftUI\n\nstruct ContentView: View { var body: some View { EmptyView() } }\n"
        let first = 4
        for (index, name) in ordered.enumerated() { probe += "func probe\(index)() { _ = \(name) }\n" }
        let run = try Self.check(probe, named: "Probe.swift")
        var hidden: Set<String> = []
        for line in run.err.split(separator: "\n") {
            guard line.contains(": error: cannot find '"), line.hasPrefix("Probe.swift:"),
                  let number = Int(line.split(separator: ":")[1]), number - first < ordered.count else { continue }
            hidden.insert(ordered[number - first])
        }
        #expect(!run.err.isEmpty, "the probe compiled with every name visible")
        let exported = ordered.filter { !hidden.contains($0) }
        #expect(exported == ordered.filter { committed[$0] == true })
        #expect(hidden.sorted() == ordered.filter { committed[$0] == false })
        for name in ["Scene", "Strategy", "WheelLayout", "Text", "Layout", "withAnimation", "App", "WindowGroup"] {
            #expect(committed[name] == ["Text", "Layout", "withAnimation", "App", "WindowGroup", "Scene"].contains(name), "\(name)")
        }
    }

    /// Public and open top-level declarations (at the start of a line) in the modules `import SwiftUI` reaches.
    static func publicNames() throws -> Set<String> {
        let pattern = #"(?m)^(?:@\w+(?:\([^)\n]*\))? +)*(?:public|open) +(?:final +|indirect +|nonisolated +)?(?:struct|class|enum|protocol|typealias|func|let|var|actor) +([A-Za-z_]\w*)"#
        let expression = try NSRegularExpression(pattern: pattern)
        var names: Set<String> = []
        for module in ["AnimSimCore", "AnimSimViews", "AnimSimSwiftUI", "AnimSimCombine", "AnimSimUIKit"] {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return names
    }
}
