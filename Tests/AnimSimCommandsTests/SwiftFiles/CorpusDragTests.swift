import Foundation
import Testing

/// The corpus's drag (Corpus/SwipeToDismissCard.swift), scripted, traced through the binary:
/// a drag's `translation` at a script's instant, in closed form. Dragged by [120, 40] over
/// 0.4 s from 0.5 s, its samples come at every frame (1/60 s), the translation growing
/// linearly: at the frame of 0.7 s (k = 12 of 24) it is [60, 20], so the card's offset is
/// [60, 20 / 4] and its tilt 60 / 20 = 3°, in both panes (the drag writes state outside any
/// animation). The instants fall between two frames.
@Suite struct CorpusDragTests {
    /// The card's offset effect and rotation in each pane at `time`.
    static func card(at time: Double, script: String) throws -> [String: (offset: [Double], rotation: Double)] {
        let run = try CorpusTests.run(["trace", "SwipeToDismissCard.swift", "--at", String(time), "--script", script])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var byPane: [String: (offset: [Double], rotation: Double)] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            let card = try #require(views.first { $0["id"] as? String == "card" }, "\(views.compactMap { $0["id"] })")
            let effects = card["effects"] as? [[String: Any]] ?? []
            let offset = effects.first { $0["name"] as? String == "_OffsetEffect" }?["animatableData"] as? [Double] ?? [0, 0]
            byPane[try #require(pane["strategy"] as? String)] = (offset, card["rotation"] as? Double ?? .nan)
        }
        return byPane
    }

    @Test(arguments: [(0.25, 0.0, 0.0), (0.71, 60, 20), (0.805, 90, 30), (0.895, 115, 115.0 / 3)])
    func aDragsTranslationAtAScriptsInstant(time: Double, dx: Double, dy: Double) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("drag.yaml")
        try Data("- { at: 0.5, drag: card, by: [120, 40], duration: 0.4 }\n".utf8).write(to: script)
        let panes = try Self.card(at: time, script: script.path)
        #expect(panes.count == 2)
        for (pane, card) in panes {
            // Trace rounds to 4 decimals.
            #expect(abs(card.offset[0] - dx) < 1e-3 && abs(card.offset[1] - dy / 4) < 1e-3 && abs(card.rotation - dx / 20) < 1e-3,
                    "\(pane): offset \(card.offset), rotation \(card.rotation); expected [\(dx), \(dy / 4)], \(dx / 20)")
        }
    }
}
