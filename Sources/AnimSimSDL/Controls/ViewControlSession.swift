import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// The uses made in the window of a SwiftUI view's drawn controls, and their builds: the
/// window's side of docs/swift.md, "Controls in the window". A value, so what a click or a
/// drag does to the list is unit-tested without a window.
///
/// Uses are kept as a script's entries (`ControlScript.Use`), in time order: the scene
/// played is the view hosted afresh with the `--script` file's uses and these
/// (`ViewControlSource.scene(with:)`), so scrubbing back replays them and `--record` writes
/// exactly what was played.
struct ViewControlSession {
    let source: any ViewControlSource
    let rebuilder = ControlRebuilder()
    private(set) var uses: [ControlScript.Use] = []
    /// Bumped whenever `uses` changes: a build is current when made from this revision.
    private(set) var revision = 0
    var builtRevision = 0, awaitingFull = false
    /// Uses accepted but not yet logged: logged when the scene holding them is on screen.
    var unlogged: [ControlScript.Use] = []
    /// The slider being dragged: as it was hit on the press (its bounds, its name then), in
    /// which pane, and the drag's newest x in scene points, used once a frame.
    var dragging: (hit: ViewControlHit, name: String, pane: Int)?
    var pendingDrag: CGFloat?
    /// The control Tab moved to, by its order (`#N`) among those present, and its nodes, by
    /// which the window finds it in each pane to draw its focus ring (`PlayerSession+Focus`).
    var focus: Int?
    var focusNodes: [String] = []
    /// The mouse's touch on a view with a gesture, from press to release, and the taps
    /// before it, for a double tap's count (`PlayerSession+Gestures`).
    var touch: WindowTouch?
    var taps = TapCounter()
    /// The index in `uses` of the drag's newest use, while a move may still replace it.
    private var dragUse: Int?

    init(source: any ViewControlSource) {
        self.source = source
    }

    /// A restarted window's session (a rebuild on save, a restart after a trap): the uses
    /// the view still has controls for, as the old window made them, already in the scene
    /// it opens on (so nothing is pending and nothing is logged again).
    init(source: any ViewControlSource, carrying uses: [ControlScript.Use]) {
        self.source = source
        self.uses = uses
    }

    /// "1 use of the controls", "3 uses of the controls".
    var usesText: String { "\(uses.count) use\(uses.count == 1 ? "" : "s") of the controls" }

    /// Whether the scene on screen lacks a use made, or its sampled overlays.
    var isPending: Bool { rebuilder.isRunning || awaitingFull || builtRevision != revision }

    /// These uses with `use` at its instant: after every use at or before it (a use made after
    /// scrubbing back goes before the later ones, as it happened first on the timeline). A
    /// drag's move at the same instant as its previous use replaces it (paused, or two moves
    /// in one frame): only the last value at an instant is ever seen.
    func adding(_ use: ControlScript.Use, drag: Bool) -> ViewControlSession {
        var next = self
        if drag, let last = dragUse, next.uses.indices.contains(last), next.uses[last].time == use.time,
           next.uses[last].control == use.control {
            next.uses.remove(at: last)
        }
        let index = next.uses.lastIndex { $0.time <= use.time }.map { $0 + 1 } ?? 0
        next.uses.insert(use, at: index)
        next.dragUse = drag ? index : nil
        next.revision += 1
        next.unlogged.append(use)
        return next
    }

    /// These uses with `old` (the newest use equal to it) taken out, then `use` added: a
    /// touch's use while held, replaced by the next, or a tap by the double tap it became.
    func replacing(_ old: ControlScript.Use, with use: ControlScript.Use) -> ViewControlSession {
        removing(old).adding(use, drag: false)
    }

    /// These uses without the newest use equal to `old`.
    func removing(_ old: ControlScript.Use) -> ViewControlSession {
        var next = self
        if let index = next.uses.lastIndex(of: old) {
            next.uses.remove(at: index)
            next.unlogged.removeAll { $0 == old }
            next.revision += 1
        }
        return next
    }

    /// How a script names `control` among those present: its label when no other control
    /// shows the same one, else `#N` (its order), so the recording reads as a person wrote it.
    static func scriptName(_ control: ControlInfo, among controls: [ControlInfo]) -> String {
        let named = controls.filter { $0.name == control.name }.count
        return !control.name.isEmpty && named == 1 && !control.name.hasPrefix("#") ? control.name : "#\(control.order)"
    }
}

/// A SwiftUI view's controls, as the window uses them with the mouse (docs/swift.md,
/// "Controls in the window"). The view layer is not this module's to import: the command
/// that hosts the view (AnimSimCommands' `ViewScene`) implements this, and every use goes
/// through the road a `--script` entry takes, so a use in the window and the same use
/// scripted at that instant make the same scene.
///
/// Called on the main thread only (views are `@MainActor`, as SwiftUI's are), with every
/// use made so far: the source keeps no uses of its own, so each scene is the view hosted
/// afresh with its script and the window's uses, a pure function of them.
public protocol ViewControlSource: AnyObject, Sendable {
    /// The controls present at `time`, after the uses before or at it, with their nodes and state.
    func controls(at time: Double, uses: [ControlScript.Use]) throws -> [ControlInfo]
    /// The scene with the `--script` file's uses and then `uses` applied, prepared to play.
    func scene(with uses: [ControlScript.Use]) throws -> PreparedScene
    /// What `--record FILE` writes: the script's uses and the window's, in the `--script` format.
    func recording(with uses: [ControlScript.Use]) -> String
    /// Of the uses a restarted window carries (in time order), those the view, perhaps
    /// edited, still takes, in order; for each other one, why not, placed as a script's
    /// error is (the control it names is gone at its instant, or refuses its value). The
    /// `--script` file's errors are not these: they stop the scene as on any run.
    func carried(_ uses: [ControlScript.Use]) -> (kept: [ControlScript.Use], dropped: [SceneError])
    /// The views with a gesture at `time`, after the uses before or at it, and every view's
    /// trace name by node id: what the window's mouse hit-tests (`PlayerSession+Gestures`).
    func gestures(at time: Double, uses: [ControlScript.Use]) throws -> (targets: [GestureTarget], names: [String: String])
    /// The views' `.contentShape`s then, by node id, which the hit test takes instead of
    /// what those views draw (`ViewHitTest`).
    func contentShapes(at time: Double, uses: [ControlScript.Use]) throws -> [String: ContentShape]
}

extension ViewControlSource {
    /// A source without gestures (a test's): the mouse only uses controls.
    public func gestures(at time: Double, uses: [ControlScript.Use]) throws -> (targets: [GestureTarget], names: [String: String]) { ([], [:]) }
    public func contentShapes(at time: Double, uses: [ControlScript.Use]) throws -> [String: ContentShape] { [:] }
}
