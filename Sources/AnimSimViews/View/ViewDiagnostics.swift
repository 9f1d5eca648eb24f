import Foundation

/// SwiftUI's runtime warnings ("Modifying state during view update …"), on standard error;
/// tests read them back through `messages`.
public enum ViewDiagnostics {
    nonisolated(unsafe) private static var log: [String] = []
    private static let lock = NSLock()

    static func warn(_ message: String) {
        lock.lock()
        log.append(message)
        lock.unlock()
        FileHandle.standardError.write(Data(("AnimSim: " + message + "\n").utf8))
    }

    nonisolated(unsafe) private static var warned: Set<String> = []

    /// `warn`, only the first time `key` is met in the process: for what every resolution of
    /// a view would otherwise repeat (an image's placeholder).
    static func warnOnce(key: String, _ message: String) {
        lock.lock()
        let isNew = warned.insert(key).inserted
        lock.unlock()
        if isNew { warn(message) }
    }

    /// `warnOnce` for a message placed at a file (`path: warning: …`), which starts the line
    /// itself as a compiler's does, so editors and terminals link it.
    static func warnOnce(key: String, placed message: String) {
        lock.lock()
        let isNew = warned.insert(key).inserted
        if isNew { log.append(message) }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }

    nonisolated(unsafe) private static var stops: [ViewHostError] = []

    /// A host stopped (`ViewHost.failure`): kept for the program running the view, which
    /// reports it and exits before any output (`SwiftFileProgram`), not written here.
    static func stopped(_ error: ViewHostError) {
        lock.lock()
        stops.append(error)
        lock.unlock()
    }

    /// Every host failure in this process so far, oldest first.
    public static var failures: [ViewHostError] {
        lock.lock()
        defer { lock.unlock() }
        return stops
    }

    /// Every warning so far, oldest first.
    public static var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }
}
