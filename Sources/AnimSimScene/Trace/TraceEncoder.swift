import Foundation
import AnimSimCore

/// The text of a trace, piece by piece: header, one frame, footer. Numbers go through
/// `TraceNumber`, so the same scene gives byte-identical traces on every run and platform.
struct TraceEncoder {
    let scene: Scene
    let format: TraceWriter.Format
    /// What a view is called in the trace, by node id (`LoadedScene.traceNames`); an id not
    /// named here is its own name.
    var names: [String: String] = [:]

    func header(frameCount: Int, duration: Double) -> String {
        switch format {
        case .json:
            return "{\"version\":\(TraceWriter.version),\"scene\":\(Self.string(scene.title)),\"source\":\(Self.string(scene.source)),"
                + "\"fps\":\(TraceNumber.json(scene.fps)),\"canvas\":[\(TraceNumber.json(scene.canvas.width)),\(TraceNumber.json(scene.canvas.height))],"
                + "\"duration\":\(TraceNumber.json(duration)),\"frameCount\":\(frameCount),\"frames\":[\n"
        case .csv:
            let state = scene.parameters.map { Self.csvField($0.name) }
            return (["index", "time", "strategy"] + state + ["id", "x", "y", "width", "height", "centerX", "centerY",
                                                               "rotation", "scale", "opacity"]).joined(separator: ",") + "\n"
        }
    }

    func frame(index: Int?, time: Double, lists: [DisplayList], isFirst: Bool) -> String {
        switch format {
        case .json:
            var text = isFirst ? "" : ",\n"
            text += "{\"index\":\(index.map(String.init) ?? "null"),\"time\":\(TraceNumber.json(time)),\"strategies\":["
            text += lists.map(jsonPane).joined(separator: ",")
            return text + "]}"
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

    private func jsonPane(_ list: DisplayList) -> String {
        let state = list.state.map { "\(Self.string($0.name)):\($0.discrete.map(Self.json) ?? TraceNumber.json($0.value))" }
            .joined(separator: ",")
        let views = list.items.map { item -> String in
            let f = item.frame
            let n = { (v: CGFloat) in TraceNumber.json(Double(v)) }
            return "{\"id\":\(Self.string(name(item.id))),\"frame\":[\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height))],"
                + "\"center\":[\(n(f.midX)),\(n(f.midY))],\"rotation\":\(TraceNumber.json(item.rotation.degrees)),"
                + "\"scale\":\(n(item.scale)),\"opacity\":\(TraceNumber.json(item.opacity))"
                + Self.paint(item) + (item.phase.map { ",\"phase\":\"\($0.rawValue)\"" } ?? "") + "}"
        }.joined(separator: ",")
        let layouts = list.layouts.isEmpty ? "" : ",\"layouts\":[" + list.layouts.map(Self.layout).joined(separator: ",") + "]"
        return "{\"strategy\":\"\(list.strategy.rawValue)\",\"state\":{\(state)},\"views\":[\(views)]\(layouts)}"
    }

    /// `,"fill":[1,0.2314,0.1882,1]` for a drawn view with a fill (sRGB, 0…1: colours
    /// animate, so the numbers are what a golden compares), and `,"cornerRadius":8` for a
    /// rounded rectangle.
    private static func paint(_ item: DisplayItem) -> String {
        var text = ""
        if item.shape != nil, let fill = item.fill {
            text += ",\"fill\":[" + [fill.red, fill.green, fill.blue, fill.opacity].map(TraceNumber.json).joined(separator: ",") + "]"
        }
        if case .roundedRectangle(let radius)? = item.shape { text += ",\"cornerRadius\":\(TraceNumber.json(Double(radius)))" }
        return text
    }

    /// `{"id":"root","animatableData":{"rotation":0.7854}}`: a layout's presented data, by
    /// component name where the scene named them, else as a list.
    private static func layout(_ data: DisplayList.LayoutData) -> String {
        let values: String
        if let names = data.names, names.count == data.values.count {
            values = "{" + zip(names, data.values).map { "\(string($0)):\(TraceNumber.json($1))" }.joined(separator: ",") + "}"
        } else {
            values = "[" + data.values.map(TraceNumber.json).joined(separator: ",") + "]"
        }
        return "{\"id\":\(string(data.id)),\"animatableData\":\(values)}"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String { JSONString.quoted(text) }

    /// A boolean, word, list or colour parameter as JSON: `true`, `"leading"`, `["a","b"]`, `[1,2]`, `"#ff3b30"`.
    static func json(_ value: SceneValue) -> String {
        switch value {
        case .boolean(let flag): flag ? "true" : "false"
        case .word(let word): string(word)
        case .list(let elements):
            "[" + elements.map { element in
                switch element {
                case .word(let word): string(word)
                case .number(let number): TraceNumber.json(number)
                }
            }.joined(separator: ",") + "]"
        case .color(let color): string(color.description)
        }
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
