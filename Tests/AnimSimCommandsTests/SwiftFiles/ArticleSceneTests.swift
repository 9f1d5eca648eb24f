import Foundation
import Testing
import AnimSimCore
import AnimSimScene

/// Each article app's scene file (scenes/articles) is the article's program
/// (Tests/AnimSimCommandsTests/Articles): both are traced by the binary after the same uses
/// of the same controls, the program's through `--script`, the scene's through its own
/// `controls:` (each use made as the window makes it, `ControlUse`, and written into the
/// timeline as `play --record` writes it), and every compared view agrees at every sampled
/// instant, in both panes, within 0.01 pt.
@Suite struct ArticleSceneTests {
    static let tolerance = 0.01

    /// One use of a control, as the program's script says it and as the scene's panel makes it.
    struct Use: Sendable {
        let time: Double
        /// The script's entry after `at:`: `control: Rotate`, `control: "#2", value: 30`.
        let script: String
        /// The scene's control, by its panel title, and what is done to it; nil for a shuffle,
        /// which the scene takes as the order the program's shuffle made (its generator is not
        /// the window's), as `play --record` writes a shuffle's result.
        let control: String
        let input: ControlUse.Input?
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let program: String
        let scene: String
        let uses: [Use]
        let duration: Double
        /// The views both traces draw, under one name: the program's trace name and the
        /// scene's id, each made a key; views a key function leaves out are not compared. A
        /// key ending in `#` is numbered in tree order (`word#1`, `word#2`, …).
        let programKey: @Sendable (String) -> String?
        let sceneKey: @Sendable (String) -> String?
        var testDescription: String { program }
    }

    /// Article 000: Rotate at 0.5 s (to 90°), at 3 s (back to 0°), and at 4 s, mid-turn,
    /// which aims at 90° again from where the first turn back has got to.
    static let wheel = Case(
        program: "000-wheel", scene: "scenes/articles/000-wheel.yaml",
        uses: [0.5, 3, 4].map { Use(time: $0, script: "control: Rotate", control: "Rotate", input: .press) },
        duration: 7,
        programKey: { _ in "view#" }, sceneKey: { _ in "view#" })

    /// Article 003: the toggle flipped at 0.5 s (to the custom stack) and at 1.5 s (back).
    static let toggle = Case(
        program: "003-layouts", scene: "scenes/articles/003-layout-toggle.yaml",
        uses: [0.5, 1.5].map { Use(time: $0, script: "control: 垂直布局", control: "useVerticalLayout", input: .flip) },
        duration: 2.5,
        programKey: { _ in "view#" }, sceneKey: { _ in "view#" })

    /// Article 001: every control of Settings once, each without animation: the Stepper up
    /// (76 words), padding 30, spacing 20, the Picker on center then its next, trailing, and
    /// Shuffle. Sliders are unnamed (`Text("")`), so the script names controls by order.
    static let flexible = Case(
        program: "001-flexible", scene: "scenes/articles/001-flexible.yaml",
        uses: [
            Use(time: 0.5, script: ##"control: "#1""##, control: "wordCount", input: .step(up: true)),
            Use(time: 1, script: ##"control: "#2", value: 30"##, control: "padding", input: .slide(to: 0.5)),
            Use(time: 1.5, script: ##"control: "#3", value: 20"##, control: "spacing", input: .slide(to: 0.5)),
            Use(time: 2, script: ##"control: "#4", value: center"##, control: "alignment", input: .select(1)),
            Use(time: 2.5, script: ##"control: "#4""##, control: "alignment", input: .press),
            Use(time: 3, script: "control: Shuffle", control: "Shuffle", input: nil),
        ],
        duration: 3.5,
        programKey: { id in
            // The word's outermost view, and its Text, four modifiers in (readSize, fixedSize, background, padding).
            word(id) != nil ? "word#" : id.hasSuffix("~~~~") && !id.hasSuffix("~~~~~") && word(String(id.dropLast(4))) != nil ? "text#" : nil
        },
        sceneKey: { id in
            id.range(of: #"^word[0-9]+$"#, options: .regularExpression) != nil ? "word#"
                : id.range(of: #"^word[0-9]+/1/0$"#, options: .regularExpression) != nil ? "text#" : nil
        })

    /// The word a program's view shows when it is the word's outermost view,
    /// `…/content/[[row]]/content/[word]` (`[word]#2` for a row's second of it).
    static func word(_ id: String) -> String? {
        guard id.hasPrefix("root/content/stack/content/1/content/[["),
              let start = id.range(of: "]]/content/[", options: .backwards) else { return nil }
        var rest = id[start.upperBound...]
        if let mark = rest.range(of: "]#", options: .backwards), rest[mark.upperBound...].allSatisfy(\.isNumber) {
            rest = rest[..<mark.lowerBound] + "]"
        }
        guard rest.hasSuffix("]"), !rest.contains("/"), !rest.contains("~") else { return nil }
        return String(rest.dropLast())
    }

    static let cases = [wheel, flexible, toggle]

    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// A view as traced: its id, and its frame and opacity.
    struct Traced {
        let id: String
        let values: [Double]
    }

    /// Every frame of `arguments`' trace, as [frame index: [strategy: [key: view]]].
    typealias Frames = [Int: [String: [String: Traced]]]

    static func trace(_ arguments: [String], in directory: URL? = nil, key: (String) -> String?) throws -> Frames {
        let run = try AnimSimBinary.run(["trace"] + arguments + ["--every", "3"], in: directory,
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        var frames: Frames = [:]
        for frame in try #require(json["frames"] as? [[String: Any]]) {
            let index = try #require(frame["index"] as? Int)
            for pane in try #require(frame["strategies"] as? [[String: Any]]) {
                let strategy = try #require(pane["strategy"] as? String)
                var views: [String: Traced] = [:]
                var numbered: [String: Int] = [:]
                for view in try #require(pane["views"] as? [[String: Any]]) {
                    guard let id = view["id"] as? String, var name = key(id), let box = view["frame"] as? [Double] else { continue }
                    if name.hasSuffix("#") {
                        numbered[name, default: 0] += 1
                        name += String(numbered[name]!)
                    }
                    #expect(views[name] == nil, "two views are '\(name)' (the second is \(id))")
                    views[name] = Traced(id: id, values: box + [view["opacity"] as? Double ?? 1])
                }
                frames[index, default: [:]][strategy] = views
            }
        }
        return frames
    }

    /// The scene file with each use appended to its timeline, as the window's controls make
    /// it and `play --record` writes it, and the duration the program is traced for.
    static func recorded(_ test: Case, shuffled: [Int]) throws -> String {
        let loaded = try SceneLoader().load(contentsOf: AnimSimBinary.root.appendingPathComponent(test.scene).path)
        var scene = loaded.scene
        var uses: [ControlUse] = []
        var random = SystemRandomNumberGenerator()
        for use in test.uses {
            let control = try #require(loaded.controls.first { $0.title == use.control }, "no control '\(use.control)' in \(test.scene)")
            let state = ControlUse.targetState(of: scene, at: use.time)
            let made: ControlUse
            if let input = use.input {
                made = try #require(ControlUse.make(control, input, at: use.time, from: state, random: &random),
                                    "\(use.control) at \(use.time) changes nothing")
            } else {
                let list = try #require(control.parameters.first)
                made = ControlUse(change: StateChange(at: use.time, animation: control.animation, set: [:],
                                                      discrete: [list: .list(shuffled.map { .number(Double($0)) })]),
                                  animationText: control.animationText, control: control.title)
            }
            scene.timeline.append(made.change)
            uses.append(made)
        }
        return try loaded.recording(with: uses, duration: test.duration) + "duration: \(test.duration)\n"
    }

    /// The order the program's Shuffle left, read from its trace's last frame, as places in
    /// the article's list: each word shown takes the first unused place of that word (repeated
    /// words look alike, so which "the" is which does not show), then the places not shown.
    static func shuffledOrder(_ test: Case, from program: Frames) throws -> [Int] {
        guard test.uses.contains(where: { $0.input == nil }) else { return [] }
        let last = try #require(program.keys.max().flatMap { program[$0]?["animatable"] })
        let shown = try last.filter { $0.key.hasPrefix("word#") }
            .sorted { Int($0.key.dropFirst(5))! < Int($1.key.dropFirst(5))! }
            .map { try #require(word($0.value.id)) }
        let list = try String(contentsOf: AnimSimBinary.root.appendingPathComponent("assets/crazy-ones.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        var unused = Array(list.indices), order: [Int] = []
        for text in shown {
            let place = try #require(unused.firstIndex { list[$0] == text }, "'\(text)' is not a word of the article's list")
            order.append(unused.remove(at: place))
        }
        return order + unused
    }

    @Test(arguments: cases)
    func theSceneTracesAsTheProgram(test: Case) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("uses.yaml"), scene = folder.appendingPathComponent("scene.yaml")
        try test.uses.map { "- { at: \($0.time), \($0.script) }\n" }.joined().write(to: script, atomically: true, encoding: .utf8)
        let programFolder = AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Articles/\(test.program)")
        let program = try Self.trace([".", "--script", script.path, "--duration", "\(test.duration)"], in: programFolder,
                                     key: test.programKey)
        try Self.recorded(test, shuffled: try Self.shuffledOrder(test, from: program)).write(to: scene, atomically: true, encoding: .utf8)
        let file = try Self.trace([scene.path], key: test.sceneKey)
        #expect(program.keys.sorted() == file.keys.sorted(), "the same frames are traced")
        for (index, panes) in program.sorted(by: { $0.key < $1.key }) {
            for strategy in ["position", "animatable"] {
                let a = try #require(panes[strategy]), b = try #require(file[index]?[strategy])
                #expect(a.keys.sorted() == b.keys.sorted(), "frame \(index) \(strategy): the same views")
                for (name, expected) in a {
                    guard let found = b[name] else { continue }
                    let worst = zip(expected.values, found.values).map { abs($0 - $1) }.max() ?? .infinity
                    let what = "frame \(index) \(strategy): program's \(expected.id) \(expected.values), scene's \(found.id) \(found.values)"
                    #expect(worst <= Self.tolerance, "\(what)")
                }
            }
        }
    }
}
