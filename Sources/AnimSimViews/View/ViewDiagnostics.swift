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

    /// Every warning so far, oldest first.
    public static var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }
}
