import Foundation

/// What a spawned child inherits: only the descriptors its spawn actions set up.
///
/// Why: AnimSim and its tests start children from many threads at once. A descriptor another
/// thread has open at that moment (a PNG being written, a freshly copied executable, a pipe
/// before its close-on-exec flag is set) would otherwise stay open in the child for its whole
/// life: a pipe would never see end-of-file, and starting a file held open for writing fails
/// with "Text file busy".
public enum SpawnDescriptors {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Debian 12 has
    /// 2.36), which Swift's Glibc module does not declare, found at run time.
    private static let addCloseFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// Adds an action closing every descriptor from `lowest` on in the child, after the
    /// actions already added (so a `dup2` to a lower descriptor survives). Without glibc's
    /// action, the descriptors open now are closed one by one; one opened in between would
    /// slip through.
    public static func closeAll(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom {
            _ = addCloseFrom(&actions, lowest)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd >= lowest {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
}
