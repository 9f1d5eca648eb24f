import AnimSimCore
import AnimSimScene
import AnimSimSDL
import AnimSimViews
import Foundation

/// A SwiftUI view's controls for `animsim play` (AnimSimSDL's `ViewControlSource`): what is
/// drawn at an instant, and the scene with the window's uses, each made by hosting the view
/// afresh and applying the `--script` file's uses and the window's through `ViewScene.apply`,
/// the road every scripted use takes. So a click at t is the script entry `{ at: t, control:
/// NAME, value: … }`, and `--record` writes those entries for `render --script`.
///
/// Called by the window on the main thread, where views run.
final class ViewWindowControls: ViewControlSource, @unchecked Sendable {
    let view: HostedView
    let source: String
    let options: ViewSettings
    let prepare: @Sendable (LoadedScene) throws -> PreparedScene
    /// What `contentShapes(at:uses:)` answers without hosting the view again.
    private var shapes: (time: Double, uses: [ControlScript.Use], found: [String: ContentShape])?

    init(view: HostedView, source: String, options: ViewSettings, prepare: @escaping @Sendable (LoadedScene) throws -> PreparedScene) {
        self.view = view
        self.source = source
        self.options = options
        self.prepare = prepare
    }

    func controls(at time: Double, uses: [ControlScript.Use]) throws -> [ControlInfo] {
        try MainActor.assumeIsolated { () throws -> [ControlInfo] in
            let host = try ViewScene.hosted(view, options: options, source: source)
            for entry in try ViewScene.entries(options, uses: uses) where entry.time <= time { try ViewScene.apply(entry, to: host) }
            do { return try host.controls(at: time) } catch { throw ViewScene.placed(error, at: SourceLocation(file: source, line: 1, column: 1)) }
        }
    }

    func gestures(at time: Double, uses: [ControlScript.Use]) throws -> (targets: [GestureTarget], names: [String: String]) {
        try MainActor.assumeIsolated { () throws -> (targets: [GestureTarget], names: [String: String]) in
            let host = try ViewScene.hosted(view, options: options, source: source)
            for entry in try ViewScene.entries(options, uses: uses) where entry.time <= time { try ViewScene.apply(entry, to: host) }
            do {
                let targets = try host.gestureTargets(at: time)
                shapes = (time, uses, host.contentShapes)
                return (targets, host.sceneTraceNames)
            } catch {
                throw ViewScene.placed(error, at: SourceLocation(file: source, line: 1, column: 1))
            }
        }
    }

    /// The content shapes the last `gestures(at:uses:)` found, when asked for the same
    /// instant and uses (as a press asks right after), else the view hosted for them.
    func contentShapes(at time: Double, uses: [ControlScript.Use]) throws -> [String: ContentShape] {
        if let shapes, shapes.time == time, shapes.uses == uses { return shapes.found }
        _ = try gestures(at: time, uses: uses)
        return shapes?.found ?? [:]
    }

    func scene(with uses: [ControlScript.Use]) throws -> PreparedScene {
        let loaded = try MainActor.assumeIsolated { () throws -> LoadedScene in
            try ViewScene.load(view, source: source, options: options, uses: uses)
        }
        return try prepare(loaded)
    }

    /// Hosts the view once and applies the script's entries and the carried uses in the
    /// order `ViewScene.entries` merges them; a carried use that the view refuses is left
    /// out (the view hosted again with the uses kept so far, should the refusal have stopped
    /// it), and the uses after it go on. A script that fails keeps every use: the scene
    /// then fails as the script makes it, on the same road as a first run.
    func carried(_ uses: [ControlScript.Use]) -> (kept: [ControlScript.Use], dropped: [SceneError]) {
        MainActor.assumeIsolated { () -> (kept: [ControlScript.Use], dropped: [SceneError]) in
            guard let script = try? ViewScene.entries(options, uses: []) else { return (uses, []) }
            var kept: [ControlScript.Use] = [], dropped: [SceneError] = []
            var applied = 0
            @MainActor func host() throws -> any ViewHosting {
                let host = try ViewScene.hosted(view, options: options, source: source)
                applied = 0
                for (index, use) in kept.enumerated() {
                    while applied < script.count, script[applied].time <= use.time { try ViewScene.apply(script[applied], to: host); applied += 1 }
                    try ViewScene.apply(entry(use, index), to: host)
                }
                return host
            }
            do {
                var current = try host()
                for (index, use) in uses.enumerated() {
                    while applied < script.count, script[applied].time <= use.time { try ViewScene.apply(script[applied], to: current); applied += 1 }
                    let carried = entry(use, index)
                    do {
                        try ViewScene.apply(carried, to: current)
                        kept.append(use)
                    } catch {
                        dropped += (error as? SceneErrors)?.errors ?? [SceneError(carried.controlPlace, "\(error)")]
                        current = try host()
                    }
                }
            } catch {
                return (uses, [])
            }
            return (kept, dropped)
        }
    }

    /// A carried use as `ViewScene.entries` places a window's use: by its number.
    private func entry(_ use: ControlScript.Use, _ index: Int) -> ControlScript.Entry {
        ControlScript.Entry(use, place: SourceLocation(file: "the window's use \(index + 1)", line: 1, column: 1))
    }

    func recording(with uses: [ControlScript.Use]) -> String {
        MainActor.assumeIsolated {
            // The script was read when the view was first hosted, so it reads again here.
            let entries = (try? ViewScene.entries(options, uses: uses)) ?? []
            return ControlScript.text(of: entries.map { ControlScript.Use(time: $0.time, control: $0.control, value: $0.value?.text, gesture: $0.gesture) })
        }
    }
}
