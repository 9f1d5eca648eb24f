#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One run of another program (`animsim` itself), timed from spawn to exit, with its own
/// peak memory. posix_spawn and wait4, timed around nothing else: Foundation's `Process`
/// waits through its run loop (about 10 ms on a 40 ms render) and gives no resource use.
/// `ru_maxrss` is the child's peak resident set; glibc's posix_spawn shares the parent's
/// memory until exec, so that figure is at least the parent's own peak (`ownPeakMegabytes`).
struct ChildRun {
    var seconds: Double
    var peakMegabytes: Double
    /// User and system time of the child: on a shared machine a steadier figure than `seconds`.
    var cpuSeconds: Double
    /// The wait status: 0 for a clean exit.
    var status: Int32

    /// Runs `executable` with `arguments`, its output thrown away.
    static func run(_ executable: String, _ arguments: [String]) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var spawned: Int32 = 0
        let start = DispatchTime.now().uptimeNanoseconds
        // Registered, so SIGTERM to `bench` alone (not its group) leaves no render running.
        let child = Interruption.spawnChild(ownGroup: false) { () -> pid_t? in
            var pid: pid_t = 0
            spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            return spawned == 0 ? pid : nil
        }
        guard let pid = child else {
            throw ExportError.benchmarkFailed("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var usage = rusage()
        let status = Interruption.reapChild(pid, usage: &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = [usage.ru_utime, usage.ru_stime].map { Double($0.tv_sec) + Double($0.tv_usec) / 1e6 }.reduce(0, +)
        return ChildRun(seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, cpuSeconds: cpu, status: status)
    }

    /// One run's seconds; a failed run is an error.
    static func seconds(_ executable: String, _ arguments: [String]) throws -> Double {
        let run = try run(executable, arguments)
        guard run.status == 0 else {
            throw ExportError.benchmarkFailed("\(executable) \(arguments.joined(separator: " ")) failed (wait status \(run.status))")
        }
        return run.seconds
    }

    /// This process's own peak resident set, in megabytes.
    static var ownPeakMegabytes: Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
