import Foundation
import AnimSimCore

/// The text of a trace, piece by piece: header, one frame, footer. JSON is written by the
/// core's `JSONWriter` (numbers through `TraceNumber`), so the same scene gives byte-identical
/// traces on every run and platform.
struct TraceEncoder {
    let scene: Scene
    let format: TraceWriter.Format
    /// What a view is called in the trace, by node id (`LoadedScene.traceNames`); an id not
    /// named here is its own name.
    var names: [String: String] = [:]

    /// On one line, nothing escaped beyond what JSON requires.
    static let writer = JSONWriter()

    func header(frameCount: Int, duration: Double) -> String {
        switch format {
        case .json:
            return Self.writer.opening([
                ("version", .integer(TraceWriter.version)), ("scene", .string(scene.title)), ("source", .string(scene.source)),
                ("fps", .number(scene.fps)), ("canvas", .numbers([Double(scene.canvas.width), Double(scene.canvas.height)])),
                ("duration", .number(duration)), ("frameCount", .integer(frameCount)),
            ], streaming: "frames") + "\n"
        case .csv:
            let state = scene.parameters.map { Self.csvField($0.name) }
            return (["index", "time", "strategy"] + state + ["id", "x", "y", "width", "height", "centerX", "centerY",
                                                               "rotation", "scale", "opacity"]).joined(separator: ",") + "\n"
        }
    }

    /// JSON: one frame a line, so the output streams and diffs line by line. Streamed into the
    /// text field by field (`JSONStream`), not built as a `JSONValue` first: a frame of a
    /// thousand views as a tree made `trace` of bench/wheel-1000.yaml a quarter slower.
    func frame(index: Int?, time: Double, lists: [DisplayList], isFirst: Bool) -> String {
        switch format {
        case .json:
            // Room for a view's fields, so a frame's text is rarely copied as it grows.
            var json = JSONStream(Self.writer, capacity: 64 + 192 * lists.reduce(0) { $0 + $1.items.count })
            json.object { json in
                json.key("index")
                if let index { json.integer(index) } else { json.null() }
                json.key("time"); json.number(time)
                json.key("strategies"); json.array { json in for list in lists { pane(list, &json) } }
            }
            return (isFirst ? "" : ",\n") + json.text
        case .csv:
            var text = ""
            for list in lists {
                let prefix = [index.map(String.init) ?? "", TraceNumber.format(time), list.strategy.rawValue]
                    + list.state.map { $0.discrete.map { Self.csvField($0.text) } ?? TraceNumber.format($0.value) }
                for item in list.items {
                    let f = item.frame
                    let fields = prefix + [Self.csvField(name(item.id))] + [f.minX, f.minY, f.width, f.height, f.midX, f.midY].map { TraceNumber.format(Double($0)) }
                        + [TraceNumber.format(item.rotation.degrees), TraceNumber.format(Double(item.scale)), TraceNumber.format(item.opacity)]
                    text += fields.joined(separator: ",") + "\n"
                }
            }
            return text
        }
    }

    private func name(_ id: String) -> String { names[id] ?? id }

    func footer() -> String { format == .json ? "\n]}\n" : "" }

    private func pane(_ list: DisplayList, _ json: inout JSONStream) {
        json.object { json in
            json.key("strategy"); json.string(list.strategy.rawValue)
            json.key("state")
            json.object { json in
                for parameter in list.state {
                    json.key(parameter.name)
                    if let discrete = parameter.discrete { Self.value(discrete, &json) } else { json.number(parameter.value) }
                }
            }
            json.key("views"); json.array { json in for item in list.items { Self.view(item, named: name(item.id), &json) } }
            if !list.layouts.isEmpty {
                json.key("layouts"); json.array { json in for data in list.layouts { Self.layout(data, &json) } }
            }
        }
    }

    private static func view(_ item: DisplayItem, named name: String, _ json: inout JSONStream) {
        let f = item.frame
        json.object { json in
            json.key("id"); json.string(name)
            // Number by number: an array for a view's four numbers cost a trace 3 allocations a view.
            json.key("frame")
            json.array(oneLine: true) { json in
                json.number(Double(f.minX)); json.number(Double(f.minY)); json.number(Double(f.width)); json.number(Double(f.height))
            }
            json.key("center"); json.array(oneLine: true) { json in json.number(Double(f.midX)); json.number(Double(f.midY)) }
            json.key("rotation"); json.number(item.rotation.degrees)
            json.key("scale"); json.number(Double(item.scale))
            json.key("opacity"); json.number(item.opacity)
            // A drawn view's fill (sRGB, 0…1: colours animate, so the numbers are what a golden
            // compares), and a rounded rectangle's corner radius.
            if item.shape != nil, let fill = item.fill {
                json.key("fill")
                json.array(oneLine: true) { json in
                    json.number(fill.red); json.number(fill.green); json.number(fill.blue); json.number(fill.opacity)
                }
            }
            if let gradient = item.gradient { json.key("gradient"); GradientTrace.write(gradient, &json) }
            // The stroke's own gradient over a filled paint (iOS 17's `fill(_:).stroke(_:)`).
            if let gradient = item.strokeGradient { json.key("strokeGradient"); GradientTrace.write(gradient, &json) }
            if case .roundedRectangle(let radius)? = item.shape { json.key("cornerRadius"); json.number(Double(radius)) }
            if let phase = item.phase { json.key("phase"); json.string(phase.rawValue) }
            // A running transition's blur radius (`.blurReplace`, a custom `Transition`'s `.blur`).
            if item.transitionBlur != 0 { json.key("blur"); json.number(item.transitionBlur) }
            // A shape's drawn outline as SVG path data in its local coordinates (`OutlineTrace`).
            if let outline = item.outline { json.key("outline"); json.string(OutlineTrace.svg(outline)) }
            if item.zIndex != 0 { json.key("zIndex"); json.number(item.zIndex) }
            if item.fontWeight != 0 { json.key("fontWeight"); json.number(Double(item.fontWeight)) }
            if item.isItalic { json.key("italic"); json.bool(true) }
            if item.lineAlignment != 0 { json.key("lineAlignment"); json.number(Double(item.lineAlignment)) }
            Self.textTransition(item, &json)
            Self.drawn(item, &json)
            TraceCompositing.write(item, &json)
            ImageTrace.write(item, &json)
        }
    }

    /// A text's running content transition: the old string, the animation's progress and
    /// each piece drawn (`TextTransition.runs`: `dy` in ems, its opacity, whether it is of the
    /// new string, and the string that places a piece of an interrupted transition).
    private static func textTransition(_ item: DisplayItem, _ json: inout JSONStream) {
        guard let transition = item.textTransition, case .text(let text, _)? = item.shape else { return }
        json.key("textTransition")
        json.object { json in
            json.key("from"); json.string(transition.from)
            json.key("progress"); json.number(transition.progress)
            json.key("runs")
            json.array { json in
                for run in transition.runs(to: text) {
                    json.object { json in
                        json.key("text"); json.string(run.text)
                        json.key("new"); json.bool(run.isNew)
                        json.key("dy"); json.number(run.dy)
                        json.key("opacity"); json.number(run.opacity)
                        if let line = run.line { json.key("line"); json.string(line) }
                    }
                }
            }
        }
    }

    /// The whole drawn transform, where it says more than frame, rotation and scale (an
    /// offset, a geometry effect, the naive pane's matrix morph), and each geometry effect
    /// with its matrix and presented `animatableData`.
    private static func drawn(_ item: DisplayItem, _ json: inout JSONStream) {
        if let transform = item.reportedTransform {
            json.key("transform"); numbers(transform.entries.map(Double.init), &json)
        }
        guard !item.effects.isEmpty else { return }
        json.key("effects")
        json.array { json in
            for effect in item.effects {
                json.object { json in
                    json.key("name"); json.string(effect.name)
                    json.key("matrix"); numbers(effect.matrix.entries.map(Double.init), &json)
                    json.key("animatableData"); numbers(effect.animatableData, &json)
                }
            }
        }
    }

    /// `{"id":"root","animatableData":{"rotation":0.7854}}`: a layout's presented data, by
    /// component name where the scene named them, else as a list.
    private static func layout(_ data: DisplayList.LayoutData, _ json: inout JSONStream) {
        json.object { json in
            json.key("id"); json.string(data.id)
            json.key("animatableData")
            if let names = data.names, names.count == data.values.count {
                json.object { json in
                    for (name, number) in zip(names, data.values) { json.key(name); json.number(number) }
                }
            } else {
                numbers(data.values, &json)
            }
        }
    }

    private static func numbers(_ values: [Double], _ json: inout JSONStream) {
        json.array(oneLine: true) { json in for number in values { json.number(number) } }
    }

    /// A boolean, word, list or colour parameter: `true`, `"leading"`, `["a","b"]`, `[1,2]`, `"#ff3b30"`.
    static func value(_ value: SceneValue, _ json: inout JSONStream) {
        switch value {
        case .boolean(let flag): json.bool(flag)
        case .word(let word): json.string(word)
        case .list(let elements):
            json.array { json in
                for element in elements {
                    switch element {
                    case .word(let word): json.string(word)
                    case .number(let number): json.number(number)
                    }
                }
            }
        case .color(let color): json.string(color.description)
        }
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
