import Foundation

/// The rebuild loop's state on the window's main thread: the package's watched sources (the
/// same polling `FileWatcher` as the scene's hot reload), the build running in the
/// background, and the last build's error while it stands.
///
/// A change starts `swift build`; edits during a build queue one more, so the window
/// restarts only on a build of the files' final content. A failed build leaves the running
/// executable alone: its last good frame stays on screen under the compiler's first error
/// until a later save builds.
final class RebuildLoop {
    let plan: PackageRebuild
    private var watcher: FileWatcher
    private let job: LatestJob<Void, BuildResult>
    /// The compiler's first error of the last build, nil once a build succeeds.
    var error: String?

    init(plan: PackageRebuild) {
        self.plan = plan
        watcher = FileWatcher(files: plan.sources())
        let build = plan.build
        job = LatestJob(label: "animsim.rebuild", qos: .userInitiated) { build() }
    }

    var isBuilding: Bool { job.isRunning }

    /// "Sources/ring/Layout.swift" when something worth a build changed since the last call,
    /// else nil. A folder's change (an entry added, removed or renamed) relists the sources
    /// and counts only when the set of files changed, so editors' temporary files do not.
    func changes() -> String? {
        let changed = watcher.changes()
        guard !changed.isEmpty else { return nil }
        var reasons = changed.filter { !$0.hasSuffix("/") }
        if reasons.count < changed.count {
            let before = Set(watcher.files)
            let now = plan.sources()
            watcher.watch(now)
            let added = Set(now).subtracting(before), removed = before.subtracting(now)
            reasons += (added.union(removed)).filter { !$0.hasSuffix("/") }.sorted()
        }
        let distinct = Set(reasons).sorted()
        guard let first = distinct.first else { return nil }
        return relative(first) + (distinct.count > 1 ? " and \(distinct.count - 1) more" : "")
    }

    func start() {
        job.request(())
    }

    /// The outcome of the last build once no build is running or queued, once.
    func takeOutcome() -> BuildResult? {
        guard !job.isRunning else { return nil }
        return job.take()
    }

    /// At exit: stop a running build and wait for it, so no `swift build` outlives the window.
    func stop() {
        guard job.isRunning else { return }
        plan.cancel()
        job.wait()
    }

    private func relative(_ path: String) -> String {
        let root = plan.root.hasSuffix("/") ? plan.root : plan.root + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
