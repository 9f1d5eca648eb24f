import AnimSimScene
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How carried uses cross `exec`: an unlinked temporary file whose descriptor the new
/// process inherits, named in `ANIMSIM_PLAY_USES_FD`. The environment alone cannot hold
/// them (a slider dragged while playing makes a use a frame, thousands of them), and an
/// unlinked file leaves nothing on disk however the restart ends.
public enum CarriedUses {
    public static let environmentKey = "ANIMSIM_PLAY_USES_FD"

    /// What goes across: the controls panel's uses of a scene file, and a SwiftUI view's uses
    /// of its drawn controls, as a script's entries (`ViewControlSession`).
    public struct Payload: Codable, Equatable, Sendable {
        public var panel: [CarriedUse] = []
        public var views: [ControlScript.Use] = []

        public init(panel: [CarriedUse] = [], views: [ControlScript.Use] = []) {
            self.panel = panel
            self.views = views
        }

        public var isEmpty: Bool { panel.isEmpty && views.isEmpty }
    }

    /// Writes the uses for the next process; the descriptor, open and inheritable, or nil
    /// (nothing to carry, or no temporary file could be made: the uses then start over).
    public static func hand(_ uses: [CarriedUse], views: [ControlScript.Use] = []) -> Int32? {
        let payload = Payload(panel: uses, views: views)
        guard !payload.isEmpty, let data = try? JSONEncoder().encode(payload) else { return nil }
        var template = Array((NSTemporaryDirectory() + "/animsim-uses-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == data.count, lseek(fd, 0, SEEK_SET) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// The uses this process was handed, if any; the variable is removed and the descriptor
    /// closed either way. Anything unreadable is no uses, never a failed start.
    public static func take() -> Payload {
        defer { unsetenv(environmentKey) }
        guard let text = ProcessInfo.processInfo.environment[environmentKey], let fd = Int32(text), fd > 2 else { return Payload() }
        return read(from: fd)
    }

    /// Reads and closes what `hand` wrote.
    static func read(from fd: Int32) -> Payload {
        defer { close(fd) }
        // Only a regular file: a stray number in the environment must not block on a pipe.
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return Payload() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return (try? JSONDecoder().decode(Payload.self, from: data)) ?? Payload()
    }
}
