import Foundation
import AnimSimCore
import Yams

/// `animsim play --record FILE`: the scene as loaded, with each use of a control appended to
/// its `timeline:` as an ordinary entry holding absolute values (docs/cli.md, "Controls and
/// recording"), so `animsim render FILE` draws exactly the frames the window showed.
///
/// It is written from the document as read, includes resolved in place, so the file stands
/// alone wherever it is saved; comments and the original's quoting are not kept.
extension LoadedScene {
    /// The recording's text. `duration` is the window's, written when the scene gives one
    /// (uses may have run the clock past it); without one, the settle time is recomputed
    /// from the same timeline and comes out the same.
    public func recording(with uses: [ControlUse], duration: Double) throws -> String {
        guard let document, case .mapping(let pairs, _) = document else {
            throw RecordingError(message: "this scene is not a file, so there is no scene to write the uses into")
        }
        var root = pairs.filter { $0.key.text != "timeline" }.map { (Node.scalar(.init($0.key.text)), Self.node($0.value)) }
        let kept = pairs.first { $0.key.text == "timeline" }?.value.items?.map(Self.node) ?? []
        let entries = uses.map { Self.entry($0, kinds: Dictionary(scene.parameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })) }
        if !(kept + entries).isEmpty { root.append((.scalar(.init("timeline")), .sequence(.init(kept + entries)))) }
        if scene.duration != nil, let index = root.firstIndex(where: { $0.0.scalar?.string == "duration" }) {
            root[index].1 = .scalar(.init(Self.number(max(duration, scene.duration ?? 0))))
        }
        return try Yams.serialize(node: .mapping(.init(root)), width: -1, allowUnicode: true)
    }

    /// `{ at: 1.25, animation: easeInOut(duration: 2), set: { angle: 135deg } }`.
    static func entry(_ use: ControlUse, kinds: [String: SceneParameter.Kind]) -> Node {
        var set: [(Node, Node)] = []
        for name in use.change.values.keys.sorted() {
            let value = number(use.change.values[name]!)
            set.append((.scalar(.init(name)), .scalar(.init(kinds[name] == .angle ? value + "deg" : value))))
        }
        for name in use.change.discrete.keys.sorted() {
            set.append((.scalar(.init(name)), node(use.change.discrete[name]!)))
        }
        return .mapping(.init([
            (.scalar(.init("at")), .scalar(.init(number(use.change.time)))),
            (.scalar(.init("animation")), .scalar(.init(use.animationText))),
            (.scalar(.init("set")), .mapping(.init(set, .implicit, .flow))),
        ], .implicit, .flow))
    }

    /// Every digit Double keeps, so the recording replays the exact instant and value.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func node(_ value: SceneValue) -> Node {
        switch value {
        case .boolean(let flag): .scalar(.init(flag ? "true" : "false"))
        case .word(let word): .scalar(.init(word))
        case .list(let elements): .sequence(.init(elements.map { .scalar(.init($0.text)) }, .implicit, .flow))
        // Scene colours are whole bytes (names or #rrggbb[aa]), so the hex form replays exactly;
        // quoted, since # starts a YAML comment.
        case .color(let color): .scalar(.init(color.name ?? color.description, .implicit, color.name == nil ? .doubleQuoted : .plain))
        }
    }

    static func node(_ value: YAMLValue) -> Node {
        switch value {
        case .scalar(let scalar):
            return .scalar(.init(scalar.text, .implicit, scalar.style == .plain ? .plain : .doubleQuoted))
        case .sequence(let items, _):
            return .sequence(.init(items.map(node)))
        case .mapping(let pairs, _):
            return .mapping(.init(pairs.map { (Node.scalar(.init($0.key.text)), node($0.value)) }))
        }
    }
}

public struct RecordingError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
