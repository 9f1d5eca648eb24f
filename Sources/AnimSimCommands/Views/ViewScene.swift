import AnimSimCore
import AnimSimCairo
import AnimSimScene
import AnimSimViews
import Foundation

/// A SwiftUI view made into the scene a command takes: hosted on `--canvas`, its `--script`'s
/// uses applied at their instants, lasting `--duration` or until it has settled
/// (`ViewHost.settledTime`), its views named for `trace` (`ViewHost.sceneTraceNames`).
///
/// Everything that can be wrong is an error placed where it was written, `FILE:LINE:COLUMN:
/// what is wrong, and what would be right`, thrown before the command writes anything: a
/// script's bad entry (naming the controls present at its instant), or a view that stopped its
/// host (placed in the user's source).
@MainActor
enum ViewScene {
    /// The view hosted with the command's settings, then scripted.
    ///
    /// `uses`: the window's uses of the controls (`animsim play`), applied after the script's
    /// at the same instant, through the same `apply`. Each load hosts the view afresh, its
    /// random numbers drawn from the seed's start, so it is a pure function of the view, the
    /// seed and the uses, however many times the window hosts it again.
    static func load(_ view: HostedView, source: String, options: ViewSettings,
                     uses: [ControlScript.Use] = []) throws(SceneErrors) -> LoadedScene {
        let host = try hosted(view, options: options, source: source)
        for entry in try entries(options, uses: uses) { try apply(entry, to: host) }
        let scene = host.scene(duration: options.duration, background: host.canvasBackground, fps: 60)
        if let failure = host.failure { throw placed(failure) }
        var loaded = LoadedScene(swift: scene, source: source)
        loaded.traceNames = host.sceneTraceNames
        // Without `--duration` the scene lasts until it settled, which is no end: later
        // instants show the settled state. A `--duration` is the user's end, kept as a file's.
        loaded.hasNaturalEnd = options.duration != nil
        return loaded
    }

    /// A fresh host laid out with the command's `--measurer`, so what a view reads of its own
    /// size is what is drawn; its random numbers restart from the seed.
    static func hosted(_ view: HostedView, options: ViewSettings, source: String) throws(SceneErrors) -> any ViewHosting {
        let engine: LayoutEngine
        do { engine = try options.text.engine() } catch {
            throw SceneErrors(SceneError(SourceLocation(file: source, line: 1, column: 1),
                                         "cannot measure text with --measurer \(options.text.rawValue): \(error); try --measurer fixed"))
        }
        SceneRandom.reseed(SceneRandom.seed)
        return view.host(canvas: options.canvas?.size ?? ViewSettings.defaultCanvas, engine: engine)
    }

    /// The script file's entries, then the window's `uses` merged in by instant (a use at the
    /// same instant as a scripted one was made after it), each placed for its errors.
    static func entries(_ options: ViewSettings, uses: [ControlScript.Use]) throws(SceneErrors) -> [ControlScript.Entry] {
        var merged = try options.script.map(read)?.entries ?? []
        for (index, use) in uses.enumerated() {
            let entry = ControlScript.Entry(use, place: SourceLocation(file: "the window's use \(index + 1)", line: 1, column: 1))
            let at = merged.lastIndex { $0.time <= use.time }.map { $0 + 1 } ?? 0
            merged.insert(entry, at: at)
        }
        return merged
    }

    static func read(_ path: String) throws(SceneErrors) -> ControlScript {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw SceneErrors(SceneError(SourceLocation(file: path, line: 1, column: 1),
                                         "cannot read the script: \(error.localizedDescription); --script takes a YAML file of uses"))
        }
        return try ControlScript.read(text, file: path).get()
    }

    /// One use: the control found among those present at its instant, by label or `#N`; its
    /// value read for the control's kind; then used, after everything scheduled for that instant.
    static func apply(_ entry: ControlScript.Entry, to host: any ViewHosting) throws(SceneErrors) {
        if let gesture = entry.gesture {
            do { return try host.perform(gesture, on: entry.control, at: entry.time) } catch { throw placed(error, at: entry.controlPlace) }
        }
        let at = "t = \(TraceNumber.format(entry.time)) s"
        let controls: [ControlInfo]
        do { controls = try host.controls(at: entry.time) } catch { throw placed(error, at: entry.timePlace) }
        guard let control = find(entry.control, in: controls) else {
            let known = controls.isEmpty ? "there are no controls at \(at)"
                : "the controls at \(at) are " + controls.map { "'\($0.name)' (#\($0.order))" }.joined(separator: ", ")
            throw SceneErrors(SceneError(entry.controlPlace, "no control '\(entry.control)' at \(at): \(known); "
                + "write a label as shown then, or #N"))
        }
        let value = try self.value(entry, for: control)
        do { try host.use(control: "#\(control.order)", at: entry.time, value: value) } catch {
            throw placed(error, at: entry.value?.place ?? entry.controlPlace)
        }
    }

    static func find(_ name: String, in controls: [ControlInfo]) -> ControlInfo? {
        if name.hasPrefix("#"), let order = Int(name.dropFirst()) { return controls.first { $0.order == order } }
        return controls.first { $0.name == name }
    }

    /// What `value:` gives this kind of control, or the placed reason it cannot.
    static func value(_ entry: ControlScript.Entry, for control: ControlInfo) throws(SceneErrors) -> ControlValue? {
        let what = "\(control.kind.rawValue) '\(control.name)'"
        guard let value = entry.value else {
            if control.kind == .slider {
                throw SceneErrors(SceneError(entry.controlPlace, "\(what) needs a value: the number to set it to (value: 0.5)"))
            }
            return nil
        }
        let wrong = { (right: String) in SceneErrors(SceneError(value.place, "\(what) takes \(right), not \(Echo.quoted(value.text))")) }
        switch control.kind {
        case .button: throw wrong("no value (a press): leave out value:")
        case .toggle:
            guard let flag = ["true": true, "false": false][value.text] else { throw wrong("value: true or false") }
            return .flag(flag)
        case .slider, .stepper:
            guard let number = Double(value.text), number.isFinite else { throw wrong("a number (value: 2)") }
            return .number(number)
        case .picker: return .text(value.text)
        }
    }

    static func placed(_ error: Error, at place: SourceLocation) -> SceneErrors {
        if let failure = error as? ViewHostError { return placed(failure) }
        return SceneErrors(SceneError(place, "\(error)"))
    }

    /// A view that stopped its host, placed in the user's source.
    static func placed(_ failure: ViewHostError) -> SceneErrors {
        SceneErrors(SceneError(SourceLocation(file: failure.site.file, line: failure.site.line, column: failure.site.column), failure.message))
    }

    /// The options a scene file (or a `let scene`) does not take, refused at its start.
    nonisolated static func refuse(_ options: ViewSettings, scene: String, why: String) -> SceneErrors {
        SceneErrors(SceneError(SourceLocation(file: scene, line: 1, column: 1),
            "\(options.given.joined(separator: ", ")) \(options.given.count == 1 ? "applies" : "apply") to a SwiftUI view "
                + "(FILE.swift, or a package's AnimSimCommands.main(view:)), and \(why)"))
    }
}
