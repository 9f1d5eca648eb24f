import Synchronization

/// Where AnimSim has called into a view's own code (a body, an action, a layout's method) and
/// not yet been given control back: what a Swift file's watchdog reads from its own thread to
/// tell code that never returns (`while true {}` in an `onAppear`) from work that goes on.
///
/// Each call in is counted (`progress`, on the way in and on the way out) and the innermost
/// one is kept (its hook, its type, its thread): while `depth` is above zero and `progress`
/// has not moved for the watchdog's bound, user code has held its thread that long without
/// returning, and the innermost call is the one stuck. Lock-free and cheap (a few relaxed
/// atomic operations), since a body or a layout call goes through here many times a frame.
/// Frames laid out on several threads at once share the counts: a stuck call is seen once
/// the others have returned.
///
/// The counts are one watch's, not the process's: a call is counted by the watch bound to
/// its task (`bound`, for a host watched on its own) or else by the one the program's
/// watchdog installed (`installed`), and by none when there is neither, so two hosts in one
/// process (tests in parallel) never move each other's counts.
public final class UserCodeWatch: Sendable {
    /// What AnimSim called.
    public enum Hook: Int, Sendable, CaseIterable {
        case body = 1, onAppear, onDisappear, task, action, scheduledWork, preferenceAction, sizeThatFits, placeSubviews
        case onChange, path, effectValue

        /// As the user's code spells it.
        public var name: String {
            switch self {
            case .body: "body"
            case .onAppear: "onAppear"
            case .onDisappear: "onDisappear"
            case .task: "task"
            case .action: "action"
            case .scheduledWork: "DispatchQueue.main work"
            case .preferenceAction: "onPreferenceChange"
            case .sizeThatFits: "sizeThatFits(proposal:subviews:cache:)"
            case .placeSubviews: "placeSubviews(in:proposal:subviews:cache:)"
            case .onChange: "onChange"
            case .path: "path(in:)"
            case .effectValue: "effectValue(size:)"
            }
        }
    }

    let progress = Atomic<UInt64>(0)
    let depth = Atomic<Int>(0)
    let hook = Atomic<Int>(0)
    let type = Atomic<UInt>(0)
    let thread = Atomic<UInt>(0)

    public init() {}

    /// The watch of the program's watchdog, set once before any view runs; nil: none.
    nonisolated(unsafe) public static var installed: UserCodeWatch?

    /// The watch that counts the calls made in a task (and, outside any task, on a thread)
    /// while it is bound, in place of the installed one.
    @TaskLocal public static var bound: UserCodeWatch?

    /// The calling thread's identity (`pthread_self`), set by a program that watches: the
    /// core imports no C module to ask for it itself.
    nonisolated(unsafe) public static var threadIdentity: (@Sendable () -> UInt)?

    /// Runs `body`, a call into user code, counted by the current watch (if any) and marked
    /// there as the innermost such call.
    @inline(__always)
    public static func run<Result>(_ called: Hook, _ owner: Any.Type? = nil, _ body: () throws -> Result) rethrows -> Result {
        guard let watch = bound ?? installed else { return try body() }
        return try watch.run(called, owner, body)
    }

    /// Runs `body`, a call into user code, counted by this watch.
    @inline(__always)
    public func run<Result>(_ called: Hook, _ owner: Any.Type? = nil, _ body: () throws -> Result) rethrows -> Result {
        let outer = (hook.load(ordering: .relaxed), type.load(ordering: .relaxed), thread.load(ordering: .relaxed))
        hook.store(called.rawValue, ordering: .relaxed)
        type.store(owner.map { unsafeBitCast($0, to: UInt.self) } ?? 0, ordering: .relaxed)
        thread.store(Self.threadIdentity?() ?? 0, ordering: .relaxed)
        depth.wrappingAdd(1, ordering: .relaxed)
        progress.wrappingAdd(1, ordering: .relaxed)
        defer {
            hook.store(outer.0, ordering: .relaxed)
            type.store(outer.1, ordering: .relaxed)
            thread.store(outer.2, ordering: .relaxed)
            depth.wrappingSubtract(1, ordering: .relaxed)
            progress.wrappingAdd(1, ordering: .relaxed)
        }
        return try body()
    }

    /// What a watchdog looks at: whether user code is running, the count of calls in and
    /// out so far, and the innermost call.
    public struct Look: Equatable, Sendable {
        public let inUserCode: Bool
        public let progress: UInt64
        public let hook: Hook?
        /// The type whose code it is (a view's for its body, a layout's for its methods), by name.
        public let owner: String?
        public let thread: UInt
    }

    public func look() -> Look {
        let bits = type.load(ordering: .relaxed)
        return Look(inUserCode: depth.load(ordering: .relaxed) > 0, progress: progress.load(ordering: .relaxed),
                    hook: Hook(rawValue: hook.load(ordering: .relaxed)),
                    owner: bits == 0 ? nil : "\(unsafeBitCast(bits, to: Any.Type.self))",
                    thread: thread.load(ordering: .relaxed))
    }
}
