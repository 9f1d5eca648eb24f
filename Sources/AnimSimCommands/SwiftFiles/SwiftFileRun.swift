import AnimSimExport
import AnimSimSDL
import Foundation

/// The pid of the running program, for the signal handler: it only forwards signals to it.
nonisolated(unsafe) private var runningProgram: pid_t = 0

private func forwardToProgram(_ number: Int32) {
    if runningProgram > 0 { kill(runningProgram, number) }
}

/// Runs a Swift file's program as the command itself: same arguments, the terminal's
/// standard input, output and error, the same process group (so the terminal's Ctrl-C
/// reaches it, and it stops as every command stops, cleanly), and its exit status as
/// `animsim`'s. `animsim` only waits: it ignores SIGINT, which the program gets from the
/// terminal too, and passes SIGTERM and SIGHUP on.
struct SwiftFileRun {
    let program: String
    let inputs: SwiftFileInputs
    /// `--seed`: the program's views draw their random numbers from it (`ANIMSIM_SEED`, read
    /// by AnimSimViews' `SceneRandom` before the first view is built).
    var seed: UInt64 = 0
    /// `--watchdog SECONDS`, for the program (`SwiftFileWatchdog`); nil: `ANIMSIM_WATCHDOG` or the default.
    var watchdog: Double?

    /// The program's exit status, or 128 + the signal that ended it; a crash (a Swift trap:
    /// `fatalError`, an index out of range, a force-unwrapped nil) is said in one line under
    /// the runtime's own message, which names the file and line where it can. In `play`, a
    /// crash after a frame was shown restarts the program there, paused, with the message
    /// over it (`SwiftFileTrapRestart`, which also says the status then).
    func run() -> Int32 {
        let name = CommandLine.arguments.first ?? "animsim"
        var environment = ProcessInfo.processInfo.environment
        // The runtime's crash report to a file, whose frames (`-g`) name the user's file and line
        // where the trap's message names the standard library's. A user's own setting wins.
        let reports = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("crashes").path
        // The folder also holds the watchdog's note, whoever's the backtrace setting is.
        let folder = (try? FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)) != nil
        if environment["SWIFT_BACKTRACE"] == nil, folder {
            environment["SWIFT_BACKTRACE"] = SwiftFileCrash.backtraceSetting(folder: reports)
        }
        environment["ANIMSIM_SEED"] = String(seed)
        // The program ends when this process does, however it ends (`ProgramLifetime`).
        environment[ProgramLifetime.environmentKey] = String(getpid())
        if let watchdog { environment[SwiftFileWatchdog.environmentKey] = String(watchdog) }
        // Where the program's watchdog says what it stopped, read when the program ends by a signal.
        let note = reports + "/watchdog-\(getpid())"
        environment[SwiftFileWatchdog.noteKey] = note
        defer { unlink(note) }
        // Dictionary and Set order in user code is seeded per process unless this is set
        // before the program starts; the same frames in every process need it. A user's own
        // setting wins.
        if environment["SWIFT_DETERMINISTIC_HASHING"] == nil { environment["SWIFT_DETERMINISTIC_HASHING"] = "1" }
        // Per-frame bodies and timeline content run view code on the evaluating thread under
        // the one view lock (`BodyEvaluation`), which is what main-actor isolation stands for
        // in AnimSim; Swift 6's runtime would trap its own check that such code is on the main
        // thread. The lock gives the exclusion the check asks for, so the check is turned off
        // in the program (a user's own setting wins).
        if environment["SWIFT_IS_CURRENT_EXECUTOR_LEGACY_MODE_OVERRIDE"] == nil {
            environment["SWIFT_IS_CURRENT_EXECUTOR_LEGACY_MODE_OVERRIDE"] = "legacy"
        }
        if environment["SWIFT_UNEXPECTED_EXECUTOR_LOG_LEVEL"] == nil { environment["SWIFT_UNEXPECTED_EXECUTOR_LOG_LEVEL"] = "0" }
        // `play`'s rebuild loop compiles the files again through this same `animsim`.
        if let executable = OwnPackage.runningExecutable,
           let launch = try? JSONEncoder().encode(SwiftFileRebuild.Launch(launcher: executable, arguments: Array(CommandLine.arguments.dropFirst()),
                                                                          files: inputs.files, inputs: inputs.inputs)) {
            environment[SwiftFileRebuild.environmentKey] = String(decoding: launch, as: UTF8.self)
        }
        // `play`: the window's checkpoint, for a restart after a trap (`SwiftFileTrapRestart`).
        var restarts = inputs.command == "play"
            ? SwiftFileTrapRestart(path: URL(fileURLWithPath: reports).deletingLastPathComponent().appendingPathComponent("checkpoint.\(getpid())").path)
            : nil
        if let restarts { environment[PlayCheckpoint.environmentKey] = restarts.path }
        defer { if let restarts { PlayCheckpoint.remove(path: restarts.path) } }
        guard let errors = ProgramErrors() else {
            StandardError.write("animsim: cannot run \(program): no pipe for its standard error (\(String(cString: strerror(errno))))\n")
            return 1
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, forwardToProgram)
        signal(SIGHUP, forwardToProgram)
        var status = start(program, environment: environment, name: name, errors: errors, uses: nil)
        while let ended = status {
            let pid = ended.pid, waited = ended.status
            let signalNumber = waited & 0x7F
            if signalNumber == 0 { return restarts?.status(exited: (waited >> 8) & 0xFF) ?? (waited >> 8) & 0xFF }
            // The watchdog ends a stuck program with SIGKILL once its report is written.
            let stuck = (try? String(contentsOfFile: note, encoding: .utf8)).flatMap(SwiftFileWatchdog.Stuck.init(record:))
            unlink(note)
            guard stuck != nil || ![SIGINT, SIGTERM, SIGHUP, SIGKILL, SIGPIPE].contains(signalNumber) else { return 128 + signalNumber }
            let how = Self.describe(signalNumber)
            let crash = SwiftFileCrash.find(pid: pid, folder: reports, files: inputs.files)
            // A stack overflow is what it is even if the watchdog saw the recursion take long.
            if let stuck, crash?.isRecursion(signal: signalNumber) != true {
                // A call that never returned, exit 1 (bad input), placed at the hook that did not
                // return (the `.onAppear`, the `func placeSubviews(`): where the thread was when
                // the signal came is chance (inside AnimSim's code a loop calls, whose user frame
                // has no line, or on the loop's own line), so it only follows, when the report has
                // it. Without a report (the backtracer failed, or the program was ended before it
                // wrote one, as a loaded machine can make happen) the note still names the hook.
                let stopped = crash.flatMap { $0.place.contains(":") ? $0.place : nil }
                let place = stuck.place(in: inputs.files, function: crash?.function) ?? stopped ?? crash?.place
                let line = (place.map { "\($0): " } ?? "animsim: ")
                    + stuck.message(function: crash?.function, at: stopped == place ? nil : stopped)
                StandardError.write(line + "\n")
                guard let next = restarts?.next(after: 1, program: program) else { return 1 }
                status = restart(next, environment: environment, message: line, name: name, errors: errors)
                continue
            }
            if let crash, crash.isRecursion(signal: signalNumber) {
                // Said as what it is, bad input (exit 1), at the user's frame that repeats.
                let line = "\(crash.place): \(crash.function) recursed without end (a stack overflow, \(how)); the crash report: \(crash.report)"
                StandardError.write(line + "\n")
                guard let next = restarts?.next(after: 1, program: program) else { return 1 }
                status = restart(next, environment: environment, message: line, name: name, errors: errors)
                continue
            }
            if let crash {
                // A runtime check's reason is in the report alone: said here, or the user reads no why.
                let why = crash.failure.map { "\(how): \($0)" } ?? how
                StandardError.write("animsim: \(crash.place): the program stopped here, in \(crash.function) (\(why)); "
                                    + "the crash report: \(crash.report)\n")
            } else {
                StandardError.write("animsim: the program of \(inputs.inputs.joined(separator: ", ")) crashed (\(how))\n")
            }
            let message = [errors.trapMessage ?? "the program crashed (\(how))", crash.map { "\($0.place), in \($0.function)" }]
                .compactMap { $0 }.joined(separator: "\n")
            guard let next = restarts?.next(after: 128 + signalNumber, program: program) else { return 128 + signalNumber }
            status = restart(next, environment: environment, message: message, name: name, errors: errors)
        }
        return 1
    }

    /// `play`'s restart of the last good program, `message` over its frame (`SwiftFileTrapRestart`).
    private func restart(_ next: (program: String, resume: PlayerResume?), environment: [String: String], message: String,
                         name: String, errors: ProgramErrors) -> (pid: pid_t, status: Int32)? {
        errors.forget()
        var again = environment
        again[PlayerResume.environmentKey] = next.resume?.encoded
        again[PlayCheckpoint.trapKey] = message
        let uses = CarriedUses.hand(next.resume?.carried ?? [], views: next.resume?.viewUses ?? [])
        if uses != nil { again[CarriedUses.environmentKey] = "3" }
        defer { if let uses { close(uses) } }
        return start(next.program, environment: again, name: name, errors: errors, uses: uses)
    }

    /// Starts `executable` and waits for it: its pid and wait status, or nil (said) when it
    /// could not start.
    private func start(_ executable: String, environment: [String: String], name: String, errors: ProgramErrors,
                       uses: Int32?) -> (pid: pid_t, status: Int32)? {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in [SIGTERM, SIGHUP] { sigaddset(&blocked, number) }
        // A SIGTERM between the start and the pid's record would be lost: blocked until then.
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let started = ToolSpawn.spawn([executable] + inputs.programArguments, output: .errorTo(errors.writeEnd), ownGroup: false,
                                      environment: environment, arguments0: name, inheriting: uses)
        if case .success(let pid) = started { runningProgram = pid }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        guard case .success(let pid) = started else {
            if case .failure(let error) = started { StandardError.write("animsim: cannot run \(executable): \(error)\n") }
            return nil
        }
        let status = errors.wait(for: pid)
        runningProgram = 0
        return (pid, status)
    }

    static func describe(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: return "a Swift trap, signal \(signal)"
        case SIGSEGV, SIGBUS: return "a bad memory access, signal \(signal)"
        case SIGABRT: return "aborted, signal \(signal)"
        default: return "signal \(signal)"
        }
    }
}
