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

    func scene(with uses: [ControlScript.Use]) throws -> PreparedScene {
        let loaded = try MainActor.assumeIsolated { () throws -> LoadedScene in
            try ViewScene.load(view, source: source, options: options, uses: uses)
        }
        return try prepare(loaded)
    }

    func recording(with uses: [ControlScript.Use]) -> String {
        MainActor.assumeIsolated {
            // The script was read when the view was first hosted, so it reads again here.
            let entries = (try? ViewScene.entries(options, uses: uses)) ?? []
            return ControlScript.text(of: entries.map { ControlScript.Use(time: $0.time, control: $0.control, value: $0.value?.text) })
        }
    }
}
