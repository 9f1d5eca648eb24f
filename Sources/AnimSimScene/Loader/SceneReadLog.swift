import Foundation

/// What one piece of work read and prepared: the scene files opened (at the layer that reads
/// them, `SceneFile.read`) and the evaluators made (`PreparedScene`, the one place outside the
/// core that makes them). Tests run a command inside `recording(_:)` and count: each command
/// reads its scene once and prepares it once. A task-local, so tests running side by side
/// each count their own, and nothing is counted when nobody asks.
package final class SceneReadLog: @unchecked Sendable {
    @TaskLocal package static var current: SceneReadLog?

    private let lock = NSLock()
    private var paths: [String] = []
    private var prepared = 0

    package init() {}

    /// Runs `body` with this log counting what it reads and prepares on its thread.
    package func recording<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }

    func read(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    func evaluatorMade() {
        lock.lock()
        prepared += 1
        lock.unlock()
    }

    /// How many times each file was read.
    package var reads: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return paths.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    package var evaluators: Int {
        lock.lock()
        defer { lock.unlock() }
        return prepared
    }
}
