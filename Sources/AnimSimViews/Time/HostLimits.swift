import AnimSimCore
import Foundation

/// What one hosted view may make AnimSim do, at one instant and in one scene: the bounds
/// that keep a view's own code from holding time still or filling memory, beside the limits
/// scene files have (docs/swift.md, "Errors"). Each is counted, not timed, so the same file
/// is refused the same way on any machine; each refusal is a placed error naming its bound.
///
/// A hop to "now" (`DispatchQueue.main.async`, `asyncAfter(deadline: .now())`) runs at the
/// same instant, after the work that scheduled it, as the run loop's next turn would run it
/// with no time between: a short chain (an `onAppear` that hops once or twice before it
/// animates) is what SwiftUI code does and keeps its instant. A chain that never ends holds
/// time still, which SwiftUI refuses as "tried to update multiple times per frame"; here it
/// is refused at `workPerInstant`, at the place that scheduled the last hop.
enum HostLimits {
    /// Scheduled items (hops, timer ticks) run at one instant.
    static let workPerInstant = 1_000
    /// Scheduled items run in one scene: 60 s of a timer ticking every 3 ms.
    static let workPerScene = 20_000
    /// Items waiting on the scene's clock at once.
    static let pendingWork = 10_000
    /// State updates (transactions, each a snapshot of the tree) at one instant.
    static let updatesPerInstant = 1_000
    /// State updates in one scene.
    static let updatesPerScene = 20_000
    /// Views in all the snapshots of one scene: what its memory grows with (a few hundred
    /// bytes each), so 200,000 views can update ten times, 100 views 20,000 times.
    static let recordedViews = 2_000_000
    /// Uses of controls (a script's entries, the window's presses) at one instant, and in one scene.
    static let usesPerInstant = 1_000
    static let usesPerScene = 20_000
    /// Views nested in one tree: layout walks a tree recursively, as deep as it nests, on the
    /// main thread's stack. A debug build lays out 2,001 nested views (a `VStack` in a view,
    /// a thousand times over) within 8 MB and overflowed at 6,000; 2,500 keeps below both.
    static let nesting = 2_500
    /// Views in one tree, as a scene file's (`SceneLimits.maximumViews`): each is laid out and
    /// evaluated in both panes every frame, and 200,000 took the program past 1.8 GB.
    static let viewsPerTree = 100_000
}

/// The host's running counts against `HostLimits`: each `count…` returns nil within the
/// bound, or the message of the bound it passed.
struct WorkTally {
    private var instant = -Double.infinity
    private var workNow = 0, updatesNow = 0, usesNow = 0
    private var work = 0, updates = 0, uses = 0, views = 0

    private mutating func move(to time: Double) {
        guard time != instant else { return }
        instant = time
        (workNow, updatesNow, usesNow) = (0, 0, 0)
    }

    static func at(_ time: Double) -> String { "t = " + String(format: "%.3f", time) + " s" }

    mutating func countWork(at time: Double) -> String? {
        move(to: time)
        workNow += 1
        work += 1
        if workNow > HostLimits.workPerInstant {
            return "work scheduled on the scene's clock ran more than \(HostLimits.workPerInstant) times at \(Self.at(time)) "
                + "(the bound on scheduled work an instant): a hop to .now() that schedules itself again never lets time move. "
                + "SwiftUI runs such a hop once a run-loop turn, while time goes on; schedule the next step later, "
                + "with DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60), or end the chain"
        }
        if work > HostLimits.workPerScene {
            return "work scheduled on the scene's clock ran more than \(HostLimits.workPerScene) times in one scene, the last at "
                + "\(Self.at(time)) (the bound on scheduled work a scene): a timer or an asyncAfter chain this frequent "
                + "records an update each time; tick once a frame (1.0 / 60 s) or less often, or give the scene a --duration"
        }
        return nil
    }

    static func pending(_ count: Int, at time: Double) -> String? {
        guard count > HostLimits.pendingWork else { return nil }
        return "more than \(HostLimits.pendingWork) items wait on the scene's clock at \(Self.at(time)) (the bound on pending "
            + "scheduled work): work that schedules more than it runs never drains; schedule one next step at a time"
    }

    mutating func countUpdate(at time: Double, views count: Int) -> String? {
        move(to: time)
        updatesNow += 1
        updates += 1
        views += count
        if updatesNow > HostLimits.updatesPerInstant {
            return "more than \(HostLimits.updatesPerInstant) state updates at \(Self.at(time)) (the bound on transactions an "
                + "instant): state written again and again at one instant never lets time move; write it once, or later"
        }
        if updates > HostLimits.updatesPerScene {
            return "more than \(HostLimits.updatesPerScene) state updates in one scene, the last at \(Self.at(time)) (the bound "
                + "on transactions a scene): update state once a frame (1.0 / 60 s) or less often, or give the scene a --duration"
        }
        if views > HostLimits.recordedViews {
            return "the scene's updates hold more than \(HostLimits.recordedViews) views in all at \(Self.at(time)) (the bound on "
                + "recorded views a scene, each update a snapshot of the whole tree): use fewer views or fewer updates"
        }
        return nil
    }

    mutating func countUse(at time: Double) -> String? {
        move(to: time)
        usesNow += 1
        uses += 1
        if usesNow > HostLimits.usesPerInstant {
            return "more than \(HostLimits.usesPerInstant) uses of controls at \(Self.at(time)) (the bound on uses an instant); "
                + "space the uses out in time"
        }
        if uses > HostLimits.usesPerScene {
            return "more than \(HostLimits.usesPerScene) uses of controls in one scene (the bound on uses a scene), the last at \(Self.at(time))"
        }
        return nil
    }
}

extension WorkTally {
    /// The views in `tree`, counted without recursion (a tree may be thousands deep).
    static func views(in tree: ViewNode) -> Int {
        var stack = [tree], count = 0
        while let node = stack.popLast() {
            count += 1
            stack += node.children
        }
        return count
    }

    /// The message when `tree` nests deeper than `HostLimits.nesting` or holds more than
    /// `HostLimits.viewsPerTree` views, or nil.
    static func nesting(of tree: ViewNode, root: String) -> String? {
        var stack = [(tree, 1)], deepest = 0, count = 0
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            count += 1
            if deepest > HostLimits.nesting || count > HostLimits.viewsPerTree { break }
            stack += node.children.map { ($0, depth + 1) }
        }
        if count > HostLimits.viewsPerTree {
            return "\(root)'s body makes more than \(HostLimits.viewsPerTree) views (the bound on views a tree, as a scene "
                + "file's): each is laid out and drawn in both panes every frame; show fewer views"
        }
        guard deepest > HostLimits.nesting else { return nil }
        return "\(root)'s views nest more than \(HostLimits.nesting) deep (the bound on nesting: layout walks the tree as deep as it "
            + "nests, on the thread's stack); a body that makes its own view again needs a condition that ends it sooner, "
            + "and a nesting this deep, fewer levels"
    }
}
