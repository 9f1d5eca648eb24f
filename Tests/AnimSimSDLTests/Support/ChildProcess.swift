import AnimSimExport
import Foundation

/// Running the built `animsim` and the X tools from tests, with timeouts everywhere: on a
/// loaded 2-core machine things are slow, but a hung child must fail a test, not hang it.
///
/// Children are started with `posix_spawn` and a cleared signal mask. Foundation's
/// `Process` spawns from whatever thread runs the test, and libdispatch's worker threads
/// block nearly every signal; the child inherits that mask, so SIGTERM never reaches it and
/// an Xvfb or a player could not be stopped.
///
/// Children get only stdin, stdout and stderr. Every other descriptor of the test process is
/// closed in the child: tests run in parallel, and a file another test had open for writing
/// at that moment (a copied executable, a stand-in script) would otherwise stay open in a
/// long-lived Xvfb or player, and starting that file fails with "Text file busy" for as long
/// as the child lives.
final class ChildProcess {
    /// The limit of every wait on a child or an effect: a backstop against a hang, never a
    /// measure of speed (a loaded or one-core machine is slow, not wrong).
    static let backstop = 300.0

    let pid: pid_t
    private var exitStatus: Int32?

    /// Starts `executable`; stdout and stderr both go to `output` (appended) or /dev/null.
    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, output: String? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        SpawnDescriptors.closeAll(from: 3, in: &actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = environment ?? ProcessInfo.processInfo.environment
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw TestFailure("cannot start \(executable): \(String(cString: strerror(result)))") }
        self.pid = pid
    }

    deinit {
        terminate()
    }

    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result == 0 }
        // Exited normally: the code is in bits 8-15; killed: 128 + the signal, as shells say.
        exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return false
    }

    /// The exit status once the child has ended.
    var status: Int32? { isRunning ? nil : exitStatus }

    /// Waits up to `timeout` seconds for the child to end by itself; nil if it did not.
    func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning, Date() < deadline { usleep(20_000) }
        return status
    }

    /// SIGTERM, then SIGKILL if the child is still there after 5 s.
    func terminate() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        if wait(timeout: 5) == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
    }

    struct Output {
        var status: Int32
        var stdout: String
    }

    /// Runs to completion (killed after `timeout` seconds); stdout and stderr together.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = ChildProcess.backstop) throws -> Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-child-\(UUID()).out").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let child = try ChildProcess(executable, arguments, environment: environment, output: file)
        guard let status = child.wait(timeout: timeout) else {
            child.terminate()
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        return Output(status: status, stdout: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }

    /// Full path of a tool on PATH, nil when it is not installed.
    static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Polls `condition` every 100 ms until it returns a value or `timeout` passes.
    static func waitFor<T>(_ what: String, timeout: Double = ChildProcess.backstop, _ condition: () throws -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let value = try condition() { return value }
            if Date() >= deadline { throw TestFailure("timed out after \(timeout) s waiting for \(what)") }
            usleep(100_000)
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
