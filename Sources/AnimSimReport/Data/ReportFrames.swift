import AnimSimCore
import AnimSimPresentation
import AnimSimCompare
import Foundation

/// Every frame of every strategy as the page draws it: what each drawn item looks like
/// (once, `items`) and where it is at each frame (`frames`), in pane points rounded as
/// `animsim trace` rounds them, so a number read off the page equals the trace's.
///
/// Items are taken from the display lists generically: whatever the evaluator draws is
/// drawn, keyed by id, and each item is tied to the moving view it belongs to (the nearest
/// ancestor, or itself, among the comparison's views) so hovering any part of a tile
/// highlights the tile.
struct ReportFrames: Sendable {
    /// One drawn item's appearance, first seen.
    struct Item: Sendable {
        var id: String
        var view: String?
        var shape: DisplayItem.Shape?
        var fill: Color?
        var stroke: StrokeStyle?
        var label: DisplayItem.Label?
    }

    var strategies: [Strategy]
    var times: [Double]
    var items: [Item] = []
    /// [frame][strategy] → (item index, x, y, width, height, rotation°, scale, opacity).
    var placements: [[[[Double]]]] = []
    /// [frame][strategy] → SVG path data of the tree connections drawn at that frame.
    var connections: [[[String]]] = []
    /// [frame] → the scene's parameters (name, value), from the first strategy.
    var states: [[DisplayList.StateValue]] = []
    /// How far apart the first two strategies draw each frame: the strip the window
    /// paints under its timeline, measured the same way.
    var divergence: DivergenceStrip?

    init(evaluator: SceneEvaluator, strategies: [Strategy], views: [String]) throws(LayoutErrors) {
        self.strategies = strategies
        times = (0..<evaluator.frameCount).map(evaluator.time(ofFrame:))
        let moving = Set(views)
        var index: [String: Int] = [:]
        var distances: [Double] = [], parted: [String?] = []
        for time in times {
            var panes: [[[Double]]] = []
            var lines: [[String]] = []
            var lists: [DisplayList] = []
            for strategy in strategies {
                let list = try evaluator.evaluate(at: time, strategy: strategy)
                lists.append(list)
                if panes.isEmpty { states.append(list.state) }
                var placed: [[Double]] = []
                var paths: [String] = []
                for (offset, item) in list.items.enumerated() {
                    paths += item.paths.map(\.description)
                    guard item.isDrawn else { continue }
                    let slot: Int
                    if let known = index[item.id] { slot = known } else {
                        slot = items.count
                        index[item.id] = slot
                        items.append(Item(id: item.id, view: Self.owner(of: offset, in: list.items, among: moving),
                                          shape: item.shape, fill: item.fill, stroke: item.stroke, label: item.label))
                    }
                    let f = item.frame
                    placed.append([Double(slot), Double(f.minX), Double(f.minY), Double(f.width), Double(f.height),
                                   item.rotation.degrees, Double(item.scale), item.opacity])
                }
                panes.append(placed)
                lines.append(paths)
            }
            placements.append(panes)
            connections.append(lines)
            if lists.count >= 2 {
                let found = DivergenceStrip.distance(lists[0], lists[1])
                distances.append(found.distance)
                parted.append(found.item)
            }
        }
        if strategies.count >= 2 { divergence = DivergenceStrip(distances: distances, items: parted, fps: evaluator.scene.fps) }
    }

    /// The moving view an item belongs to: itself or its nearest ancestor in `moving`.
    static func owner(of offset: Int, in items: DisplayItems, among moving: Set<String>) -> String? {
        var current: Int? = offset
        while let index = current {
            if moving.contains(items[index].id) { return items[index].id }
            current = items[index].parent
        }
        return nil
    }

    var itemsJSON: JSONValue {
        .array(items.map { item in
            var fields: [(String, JSONValue)] = [("id", .string(item.id)), ("view", item.view.map { .string($0) } ?? .null)]
            switch item.shape {
            case .rectangle?: fields.append(("shape", .string("rect")))
            case .roundedRectangle(let radius)?: fields += [("shape", .string("rect")), ("radius", .number(Double(radius)))]
            case .circle?: fields.append(("shape", .string("ellipse")))
            case .capsule?: fields.append(("shape", .string("capsule")))
            case .text(let text, let size)?: fields += [("shape", .string("text")), ("text", .string(text)),
                                                        ("fontSize", .number(Double(size)))]
            case nil: fields.append(("shape", .null))
            }
            fields.append(("fill", item.fill.map { .string($0.description) } ?? .null))
            if let stroke = item.stroke {
                fields += [("stroke", .string(stroke.color.description)), ("lineWidth", .number(Double(stroke.lineWidth))),
                           ("dash", .numbers(stroke.dash.map(Double.init)))]
            }
            if let label = item.label {
                fields += [("label", .string(label.text)), ("labelSize", .number(Double(label.fontSize))),
                           ("labelColor", label.color.map { .string($0.description) } ?? .null)]
            }
            return .object(fields)
        })
    }

    var framesJSON: JSONValue {
        .array(times.indices.map { k in
            .object([
                ("t", .number(times[k])),
                ("panes", .array(placements[k].map { pane in .array(pane.map { .numbers($0) }) })),
                ("lines", .array(connections[k].map { paths in .array(paths.map { .string($0) }) })),
                ("state", .numbers(states[k].map(\.value))),
            ])
        })
    }
}
