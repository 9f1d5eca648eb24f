import AnimSimCore
import CSDL2
import Foundation

/// `animsim play`: the live window. The entry point the CLI calls, on the main thread.
public enum Player {
    /// Runs until the window is closed (Q, Esc, the close button, `--exit-after`), or until
    /// the rebuild loop has built the package again: then the window is closed and `.restart`
    /// says where to carry on, for the caller to `exec` the new build with.
    ///
    /// Fails before opening anything when there is no display, so a headless user gets one
    /// clear message pointing at `animsim render` instead of SDL's silent offscreen
    /// fallback; a scene that does not load at start is an error too (later, a broken save
    /// is shown in the window over the last good frame).
    @discardableResult
    public static func run(_ options: PlayerOptions) throws(PlayerError) -> PlayerOutcome {
        try SDLVideo.checkEnvironment(ProcessInfo.processInfo.environment)
        let composer: LiveComposer
        let files: [String]
        switch options.source.prepare() {
        case .success(let prepared): (composer, files) = prepared
        case .failure(let failure): throw .scene(failure.message)
        }
        try SDLVideo.start()
        defer { SDLVideo.stop() }
        let session = try PlayerSession(options: options, composer: composer, files: files)
        session.run()
        let failures = session.writer.failures + (session.recordFailure.map { [$0] } ?? [])
        if !failures.isEmpty { throw .unsaved(failures) }
        return session.restart.map(PlayerOutcome.restart) ?? .closed
    }

    /// Asks a running player to close as if its window were closed: how SIGINT and SIGTERM
    /// end `play`. Callable from any thread (SDL's event queue is thread-safe); before the
    /// window exists it does nothing, and opens no SDL to do it.
    public static func requestQuit() {
        guard SDLLibrary.isOpen, let sdl = try? SDLLibrary.load() else { return }
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = sdl.SDL_PushEvent(&event)
    }

    /// "AnimSim — Wheel: rotate 0° → 90° — wheel.yaml"
    public static func title(sceneTitle: String, file: String) -> String {
        "AnimSim — \(sceneTitle) — \(file)"
    }
}

/// How a window's run ended.
public enum PlayerOutcome: Equatable, Sendable {
    /// Closed by the user, a signal or `--exit-after`.
    case closed
    /// The package was rebuilt: exec its new executable with this resume.
    case restart(PlayerResume)
}

/// Why `animsim play` could not run, worded for the person at the terminal. Each case says
/// what to do next; the CLI prints `description` and exits with `exitCode`.
public enum PlayerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither DISPLAY nor WAYLAND_DISPLAY is set.
    case noDisplay
    /// SDL started but only with a driver that shows nothing (offscreen, dummy).
    case headlessDriver(String)
    /// SDL_Init, SDL_CreateWindow or SDL_CreateRenderer failed.
    case sdl(call: String, message: String)
    /// SDL2's library cannot be opened (`SDLLibrary`): not installed, or without a function.
    case sdlMissing(package: String, reason: String)
    /// The scene could not be loaded at start (reload failures are shown in the window).
    case scene(String)
    case invalidOption(String)
    /// Frames the window was asked to save (`--screenshot-at`, P) that could not be written.
    case unsaved([String])

    public var description: String {
        let headless = "To make frames without a window, use `animsim render [SCENE]` (PNG frames or a video)."
        switch self {
        case .noDisplay:
            return "animsim play needs a display, but neither DISPLAY nor WAYLAND_DISPLAY is set.\n" + headless
        case .headlessDriver(let driver):
            return "animsim play needs a display, but SDL found only its '\(driver)' video driver, which shows nothing.\n"
                + headless
        case .sdlMissing(let package, let reason):
            return "animsim play needs SDL2 to open a window: \(reason)\n"
                + "Install the Debian package \(package): apt-get install \(package). " + headless
        case .sdl(let call, let message):
            return "animsim play could not open a window: \(call) failed: \(message)\n"
                + "Check that DISPLAY points at a running X server (or WAYLAND_DISPLAY at a compositor). " + headless
        case .scene(let text): return text
        case .invalidOption(let text): return text
        case .unsaved(let lines): return lines.joined(separator: "\n")
        }
    }

    /// 69 (EX_UNAVAILABLE) when there is no usable display or no SDL2, 1 for a bad scene or an unsaved
    /// frame, 64 for usage.
    public var exitCode: Int32 {
        switch self {
        case .noDisplay, .headlessDriver, .sdl, .sdlMissing: 69
        case .scene, .unsaved: 1
        case .invalidOption: 64
        }
    }
}
