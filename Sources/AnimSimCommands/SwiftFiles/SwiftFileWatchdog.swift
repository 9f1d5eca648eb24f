import AnimSimCore
import Foundation

/// The watchdog on a Swift file's own code, in the program's process: when a call into it (a
/// body, an `onAppear`, a task, a control's action, a layout's method: `UserCodeWatch`) has
/// not returned within the bound, the program is stopped and the command says where.
///
/// The bound is wall time, the one deadline in AnimSim (everything else is counted, so it is
/// the same on any machine): 10 s by default, `--watchdog SECONDS` or `ANIMSIM_WATCHDOG` to
/// change it, 0 to turn it off. A thread of its own looks every tenth of the bound (at most
/// every 0.1 s): the same call still running at two looks the bound apart is stuck.
///
/// Stopping it: the watchdog writes what was stuck (the hook and the type whose code it is)
/// to the note `animsim` named (`ANIMSIM_WATCHDOG_NOTE`), then sends SIGQUIT to the stuck
/// thread alone. The Swift runtime's backtracer handles SIGQUIT as it handles a trap: its
/// report has that thread's frames, the first of them in the user's files is where the loop
/// is, and `animsim` reads it as it reads a crash's (`SwiftFileCrash`, `SwiftFileStuck`).
/// Without a note (a package's program run by hand) the program says it itself.
enum SwiftFileWatchdog {
    static let environmentKey = "ANIMSIM_WATCHDOG"
    static let noteKey = "ANIMSIM_WATCHDOG_NOTE"
    static let standardBound = 10.0

    /// `SECONDS`: a number of seconds, at least 0 (0: no watchdog); nil otherwise.
    static func bound(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    /// Starts the watchdog thread, on the thread that runs the views (the main thread).
    static func start() {
        let environment = ProcessInfo.processInfo.environment
        let bound = environment[environmentKey].flatMap(bound) ?? standardBound
        guard bound > 0 else { return }
        UserCodeWatch.threadIdentity = { UInt(pthread_self()) }
        // The program's own watch: every call into the file's code that no task binds to
        // another watch is counted here, before the first view runs.
        let counts = UserCodeWatch()
        UserCodeWatch.installed = counts
        let main = UInt(pthread_self()), note = environment[noteKey]
        let thread = Thread { watch(counts, bound: bound, note: note, fallback: main) }
        thread.name = "animsim watchdog"
        thread.start()
    }

    private static func watch(_ counts: UserCodeWatch, bound: Double, note: String?, fallback: UInt) -> Never {
        let tick = min(0.1, bound / 10)
        var seen = counts.look(), since = ContinuousClock.now
        while true {
            usleep(UInt32(tick * 1_000_000))
            let look = counts.look(), now = ContinuousClock.now
            guard look.inUserCode, look.progress == seen.progress else {
                (seen, since) = (look, now)
                continue
            }
            if now - since >= .seconds(bound) { stop(look, bound: bound, note: note, fallback: fallback) }
        }
    }

    /// Says what was stuck and stops its thread with SIGQUIT; never returns.
    private static func stop(_ look: UserCodeWatch.Look, bound: Double, note: String?, fallback: UInt) -> Never {
        let stuck = Stuck(hook: look.hook ?? .body, owner: look.owner, bound: bound)
        if let note {
            try? Data(stuck.record.utf8).write(to: URL(fileURLWithPath: note))
        } else {
            FileHandle.standardError.write(Data("animsim: \(stuck.message(function: nil))\n".utf8))
        }
        let thread = look.thread != 0 ? look.thread : fallback
        pthread_kill(pthread_t(thread), SIGQUIT)
        // The backtracer writes the stuck thread's report from the signal's handler, with every
        // other thread (this one too) paused, and the handler then returns: a signal sent with
        // pthread_kill does not come again as a fault's would, so the loop would go on. This
        // thread runs again once the report is written: seeing it, the program ends itself.
        // Without a report folder (a user's own SWIFT_BACKTRACE) it waits a second instead.
        let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        let folder = setting.contains("enable=yes") ? setting.split(separator: ",").first { $0.hasPrefix("output-to=") }
            .map { String($0.dropFirst("output-to=".count)) } : nil
        let deadline = ContinuousClock.now + .seconds(folder == nil ? 1 : 120)
        while ContinuousClock.now < deadline, !(folder.map(reportWritten) ?? false) { usleep(20_000) }
        kill(getpid(), SIGKILL)
        while true { pause() }
    }

    /// Whether the backtracer's report for this process is in `folder` (`NAME-PID-….log`).
    private static func reportWritten(in folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.contains("-\(getpid())-") }
    }

    /// What the watchdog found, as the note records it and as the command says it.
    struct Stuck: Equatable {
        var hook: UserCodeWatch.Hook
        var owner: String?
        var bound: Double

        var record: String { "\(hook.rawValue)\t\(owner ?? "")\t\(bound)\n" }

        init(hook: UserCodeWatch.Hook, owner: String?, bound: Double) {
            (self.hook, self.owner, self.bound) = (hook, owner, bound)
        }

        init?(record: String) {
            let fields = record.trimmingCharacters(in: .newlines).split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let raw = Int(fields[0]), let hook = UserCodeWatch.Hook(rawValue: raw),
                  let bound = Double(fields[2]) else { return nil }
            self.init(hook: hook, owner: fields[1].isEmpty ? nil : String(fields[1]), bound: bound)
        }

        /// The line said: what did not return, within what, and how to change the bound.
        /// `function`: the backtrace's top frame in the user's files, which names the view an
        /// action's closure belongs to (`closure #1 () -> () in ContentView.body.getter`).
        /// `at`: where the stuck thread was, when the report gives its line.
        func message(function: String?, at stopped: String? = nil) -> String {
            let view = owner ?? function.flatMap(Self.type(of:))
            let what: String
            switch hook {
            case .body: what = "\(view ?? "a view").body"
            case .sizeThatFits, .placeSubviews: what = "\(view ?? "a layout").\(hook.name)"
            case .path: what = "\(view ?? "a shape").\(hook.name)"
            case .effectValue: what = "\(view ?? "a geometry effect").\(hook.name)"
            case .action: what = "the action of a control" + (view.map { " in \($0)" } ?? "")
            case .scheduledWork: what = "DispatchQueue.main work" + (view.map { " in \($0)" } ?? "")
            case .onAppear, .onDisappear, .task, .preferenceAction, .onChange: what = (view.map { "\($0)'s " } ?? "") + hook.name
            }
            let seconds = bound == bound.rounded() ? String(Int(bound)) : String(bound)
            return "\(what) did not return within \(seconds) s (the watchdog's bound: --watchdog SECONDS or "
                + "ANIMSIM_WATCHDOG to change it, 0 to turn it off): the program was stopped"
                + (function.map { " in \($0)" } ?? "") + (stopped.map { " (at \($0))" } ?? "")
        }

        /// Where in `files` the hook is written, the place a stuck call is said at: the first
        /// `.onAppear` (`.onDisappear`, `.task`, `func placeSubviews`, …) after the declaration
        /// of the type whose code it is, as `FILE:LINE:COLUMN`. It is the same at every run,
        /// where the stuck thread's own frame is wherever the signal happened to land.
        func place(in files: [String], function: String?) -> String? {
            let spellings: [String]
            switch hook {
            case .onAppear, .onDisappear, .task, .onChange: spellings = ["." + hook.name]
            case .path: spellings = ["func path("]
            case .effectValue: spellings = ["func effectValue("]
            case .sizeThatFits: spellings = ["func sizeThatFits("]
            case .placeSubviews: spellings = ["func placeSubviews("]
            case .body: spellings = ["var body"]
            case .action: spellings = ["Button(", "Button {", "Toggle(", "Slider(", "Stepper(", "Picker("]
            case .scheduledWork, .preferenceAction: return nil
            }
            guard let view = owner ?? function.flatMap(Self.type(of:)) else { return nil }
            let found = spellings.lazy.compactMap { SwiftFileStack.find($0, of: view, in: files) }.min { $0.line < $1.line }
            return found.map { "\($0.file):\($0.line):\($0.column)" }
        }

        /// The type a function's name is in: `ContentView` of `closure #1 () -> () in
        /// ContentView.body.getter` or of `ContentView.spin()`.
        static func type(of function: String) -> String? {
            let last = function.components(separatedBy: " in ").last ?? function
            let name = last.split(separator: ".").first.map(String.init) ?? ""
            return name.first?.isLetter == true || name.first == "_" ? name : nil
        }
    }
}
