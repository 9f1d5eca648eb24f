import CSDL2
import Foundation

/// Starting and stopping SDL's video subsystem, refusing to run blind.
///
/// Without a display SDL quietly falls back to its `offscreen` driver: the program would
/// "play" into nothing. A user who asked for a window gets a clear error instead, unless
/// they chose a headless driver themselves with SDL_VIDEODRIVER (useful for experiments).
enum SDLVideo {
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The display check on its own, before any SDL call, so it is testable and instant.
    static func checkEnvironment(_ environment: [String: String]) throws(PlayerError) {
        if let driver = environment["SDL_VIDEODRIVER"], !driver.isEmpty { return }
        let display = environment["DISPLAY"] ?? ""
        let wayland = environment["WAYLAND_DISPLAY"] ?? ""
        if display.isEmpty, wayland.isEmpty { throw .noDisplay }
    }

    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws(PlayerError) {
        try checkEnvironment(environment)
        let sdl = try SDLLibrary.load()
        // Linear filtering for the rare frame that must be stretched (mid-resize).
        _ = sdl.SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        // Keep the compositor on: the window is a viewer, not a game.
        _ = sdl.SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard sdl.SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw .sdl(call: "SDL_Init", message: lastError)
        }
        let driver = sdl.SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let requested = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        if !requested, headlessDrivers.contains(driver) {
            sdl.SDL_Quit()
            throw .headlessDriver(driver)
        }
    }

    static func stop() {
        sdl.SDL_Quit()
    }

    static var lastError: String {
        let text = sdl.SDL_GetError().map { String(cString: $0) } ?? ""
        return text.isEmpty ? "unknown error" : text
    }
}

/// What SDL's renderer runs on, for choosing between OpenGL and SDL's own software blitter.
enum SDLRendererInfo {
    /// Mesa's CPU rasterizers, as `glGetString(GL_RENDERER)` names them.
    static let softwareRasterizers = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// The renderer's name: "opengl", "opengles2", "software", …
    static func name(of renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard sdl.SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The OpenGL implementation behind an OpenGL renderer (its context is current once the
    /// renderer exists), e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"; nil for other renderers.
    static func openGLRenderer(of renderer: OpaquePointer) -> String? {
        guard name(of: renderer).hasPrefix("opengl"), let address = sdl.SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return glGetString(glRenderer).map { String(cString: $0) }
    }

    static func isSoftwareOpenGL(_ renderer: OpaquePointer) -> Bool {
        guard let gl = openGLRenderer(of: renderer)?.lowercased() else { return false }
        return softwareRasterizers.contains { gl.contains($0) }
    }
}
