import Foundation
import AnimSimCore

/// The text of a trace, piece by piece: header, one frame, footer. JSON is written by the
/// core's `JSONWriter` (numbers through `TraceNumber`), so the same scene gives byte-identical
/// traces on every run and platform.
struct TraceEncoder {
    let scene: Scene
    let format: TraceWriter.Format

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

    /// JSON: one frame a line, so the output streams and diffs line by line.
    func frame(index: Int?, time: Double, lists: [DisplayList], isFirst: Bool) -> String {
        switch format {
        case .json:
            let frame = JSONValue.object([("index", index.map(JSONValue.integer) ?? .null), ("time", .number(time)),
                                          ("strategies", .array(lists.map(Self.pane)))])
            return (isFirst ? "" : ",\n") + Self.writer.text(frame)
        case .csv:
            var text = ""
            for list in lists {
                let prefix = [index.map(String.init) ?? "", TraceNumber.format(time), list.strategy.rawValue]
                    + list.state.map { $0.discrete.map { Self.csvField($0.text) } ?? TraceNumber.format($0.value) }
                for item in list.items {
                    let f = item.frame
                    let fields = prefix + [Self.csvField(item.id)] + [f.minX, f.minY, f.width, f.height, f.midX, f.midY].map { TraceNumber.format(Double($0)) }
                        + [TraceNumber.format(item.rotation.degrees), TraceNumber.format(Double(item.scale)), TraceNumber.format(item.opacity)]
                    text += fields.joined(separator: ",") + "\n"
                }
            }
            return text
        }
    }

    func footer() -> String { format == .json ? "\n]}\n" : "" }

    private static func pane(_ list: DisplayList) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("strategy", .string(list.strategy.rawValue)),
            ("state", .object(list.state.map { ($0.name, $0.discrete.map(json) ?? .number($0.value)) })),
            ("views", .array(list.items.map(view))),
        ]
        if !list.layouts.isEmpty { fields.append(("layouts", .array(list.layouts.map(layout)))) }
        return .object(fields)
    }

    private static func view(_ item: DisplayItem) -> JSONValue {
        let f = item.frame
        var fields: [(String, JSONValue)] = [
            ("id", .string(item.id)), ("frame", .numbers([f.minX, f.minY, f.width, f.height].map { Double($0) })),
            ("center", .numbers([Double(f.midX), Double(f.midY)])), ("rotation", .number(item.rotation.degrees)),
            ("scale", .number(Double(item.scale))), ("opacity", .number(item.opacity)),
        ]
        // A drawn view's fill (sRGB, 0…1: colours animate, so the numbers are what a golden
        // compares), and a rounded rectangle's corner radius.
        if item.shape != nil, let fill = item.fill {
            fields.append(("fill", .numbers([fill.red, fill.green, fill.blue, fill.opacity])))
        }
        if case .roundedRectangle(let radius)? = item.shape { fields.append(("cornerRadius", .number(Double(radius)))) }
        if let phase = item.phase { fields.append(("phase", .string(phase.rawValue))) }
        return .object(fields)
    }

    /// `{"id":"root","animatableData":{"rotation":0.7854}}`: a layout's presented data, by
    /// component name where the scene named them, else as a list.
    private static func layout(_ data: DisplayList.LayoutData) -> JSONValue {
        let values: JSONValue
        if let names = data.names, names.count == data.values.count {
            values = .object(Array(zip(names, data.values.map(JSONValue.number))))
        } else {
            values = .numbers(data.values)
        }
        return .object([("id", .string(data.id)), ("animatableData", values)])
    }

    /// A boolean, word, list or colour parameter: `true`, `"leading"`, `["a","b"]`, `[1,2]`, `"#ff3b30"`.
    static func json(_ value: SceneValue) -> JSONValue {
        switch value {
        case .boolean(let flag): .bool(flag)
        case .word(let word): .string(word)
        case .list(let elements):
            .array(elements.map { element in
                switch element {
                case .word(let word): .string(word)
                case .number(let number): .number(number)
                }
            })
        case .color(let color): .string(color.description)
        }
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
