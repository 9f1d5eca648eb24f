import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL2, opened when `play` opens a window, and the functions of it that the window calls,
/// looked up once.
///
/// Linked, SDL2 cost every command its start-up: it brings about 35 libraries of its own
/// (PulseAudio, ALSA, Wayland, D-Bus, systemd, libsndfile's codecs) for the dynamic loader
/// to map and relocate, for `check`, `trace` and renders that never open a window. The
/// release binary links Swift's runtime statically, so the window cannot be a second Swift
/// library opened later (it would bring a runtime of its own): the C functions are looked up
/// here by name instead, and called through this table, as AnimSimExport's `VideoLibraries`
/// does for FFmpeg. Nothing links SDL2 (CSDL2's module map has no `link` and its target no
/// pkgConfig), so a call that bypassed the table would fail the build, not load it at start.
///
/// Fields keep the C names, so each call reads as SDL's documentation spells it.
final class SDLLibrary: Sendable {
    /// What is opened, and the Debian package that ships it, for the message when it is missing.
    struct Name: Sendable, Equatable {
        var soname: String
        var package: String
    }

    /// SDL 2's soname has kept its ABI since 2.0.0; Debian names the package after it.
    static let name = Name(soname: "libSDL2-2.0.so.0", package: "libsdl2-2.0-0")

    let SDL_SetHint: csdl2_SDL_SetHint
    let SDL_Init: csdl2_SDL_Init
    let SDL_Quit: csdl2_SDL_Quit
    let SDL_GetError: csdl2_SDL_GetError
    let SDL_GetCurrentVideoDriver: csdl2_SDL_GetCurrentVideoDriver
    let SDL_GL_GetProcAddress: csdl2_SDL_GL_GetProcAddress
    // windows and displays
    let SDL_CreateWindow: csdl2_SDL_CreateWindow
    let SDL_DestroyWindow: csdl2_SDL_DestroyWindow
    let SDL_SetWindowMinimumSize: csdl2_SDL_SetWindowMinimumSize
    let SDL_SetWindowTitle: csdl2_SDL_SetWindowTitle
    let SDL_GetWindowSize: csdl2_SDL_GetWindowSize
    let SDL_GetWindowPosition: csdl2_SDL_GetWindowPosition
    let SDL_GetWindowDisplayIndex: csdl2_SDL_GetWindowDisplayIndex
    let SDL_GetCurrentDisplayMode: csdl2_SDL_GetCurrentDisplayMode
    let SDL_GetDisplayUsableBounds: csdl2_SDL_GetDisplayUsableBounds
    // renderers and textures
    let SDL_CreateRenderer: csdl2_SDL_CreateRenderer
    let SDL_DestroyRenderer: csdl2_SDL_DestroyRenderer
    let SDL_GetRendererInfo: csdl2_SDL_GetRendererInfo
    let SDL_GetRendererOutputSize: csdl2_SDL_GetRendererOutputSize
    let SDL_SetRenderDrawColor: csdl2_SDL_SetRenderDrawColor
    let SDL_RenderClear: csdl2_SDL_RenderClear
    let SDL_RenderCopy: csdl2_SDL_RenderCopy
    let SDL_RenderPresent: csdl2_SDL_RenderPresent
    let SDL_CreateTexture: csdl2_SDL_CreateTexture
    let SDL_UpdateTexture: csdl2_SDL_UpdateTexture
    let SDL_DestroyTexture: csdl2_SDL_DestroyTexture
    let SDL_SetTextureBlendMode: csdl2_SDL_SetTextureBlendMode
    // events
    let SDL_PollEvent: csdl2_SDL_PollEvent
    let SDL_PushEvent: csdl2_SDL_PushEvent
    let SDL_GetMouseState: csdl2_SDL_GetMouseState
    let SDL_Delay: csdl2_SDL_Delay

    /// Opened on first use; a failure is kept too, so a second window names the same package.
    private static let loaded = Result { () throws(PlayerError) in try SDLLibrary(SDLLibrary.name) }

    /// SDL, opened now if it was not yet; throws `sdlMissing` naming the Debian package.
    static func load() throws(PlayerError) -> SDLLibrary { try loaded.get() }

    /// For code that runs only inside a window's life, after `SDLVideo.start` loaded SDL.
    static var required: SDLLibrary {
        switch loaded {
        case .success(let library): library
        case .failure(let error): preconditionFailure("\(error)")
        }
    }

    /// Whether this process has SDL mapped, without mapping it: dlopen's RTLD_NOLOAD only
    /// looks. A signal that asks a window to close before there is one has nothing to tell.
    static var isOpen: Bool {
        guard let handle = dlopen(name.soname, RTLD_NOW | RTLD_NOLOAD) else { return false }
        dlclose(handle)
        return true
    }

    init(_ name: Name) throws(PlayerError) {
        // RTLD_NOW: a library whose own dependencies are missing fails here, with the
        // loader's words, not at the first call. Never closed: the table lives as long as
        // the process.
        guard let handle = dlopen(name.soname, RTLD_NOW | RTLD_LOCAL) else {
            throw .sdlMissing(package: name.package, reason: dlerror().map { String(cString: $0) } ?? "\(name.soname) cannot be opened")
        }
        func function<Function>(_ symbol: String) throws(PlayerError) -> Function {
            precondition(MemoryLayout<Function>.size == MemoryLayout<UnsafeRawPointer>.size, "\(Function.self) is not a C function pointer")
            guard let address = dlsym(handle, symbol) else {
                throw .sdlMissing(package: name.package, reason: "\(name.soname) has no function \(symbol)")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        SDL_SetHint = try function("SDL_SetHint")
        SDL_Init = try function("SDL_Init")
        SDL_Quit = try function("SDL_Quit")
        SDL_GetError = try function("SDL_GetError")
        SDL_GetCurrentVideoDriver = try function("SDL_GetCurrentVideoDriver")
        SDL_GL_GetProcAddress = try function("SDL_GL_GetProcAddress")
        SDL_CreateWindow = try function("SDL_CreateWindow")
        SDL_DestroyWindow = try function("SDL_DestroyWindow")
        SDL_SetWindowMinimumSize = try function("SDL_SetWindowMinimumSize")
        SDL_SetWindowTitle = try function("SDL_SetWindowTitle")
        SDL_GetWindowSize = try function("SDL_GetWindowSize")
        SDL_GetWindowPosition = try function("SDL_GetWindowPosition")
        SDL_GetWindowDisplayIndex = try function("SDL_GetWindowDisplayIndex")
        SDL_GetCurrentDisplayMode = try function("SDL_GetCurrentDisplayMode")
        SDL_GetDisplayUsableBounds = try function("SDL_GetDisplayUsableBounds")
        SDL_CreateRenderer = try function("SDL_CreateRenderer")
        SDL_DestroyRenderer = try function("SDL_DestroyRenderer")
        SDL_GetRendererInfo = try function("SDL_GetRendererInfo")
        SDL_GetRendererOutputSize = try function("SDL_GetRendererOutputSize")
        SDL_SetRenderDrawColor = try function("SDL_SetRenderDrawColor")
        SDL_RenderClear = try function("SDL_RenderClear")
        SDL_RenderCopy = try function("SDL_RenderCopy")
        SDL_RenderPresent = try function("SDL_RenderPresent")
        SDL_CreateTexture = try function("SDL_CreateTexture")
        SDL_UpdateTexture = try function("SDL_UpdateTexture")
        SDL_DestroyTexture = try function("SDL_DestroyTexture")
        SDL_SetTextureBlendMode = try function("SDL_SetTextureBlendMode")
        SDL_PollEvent = try function("SDL_PollEvent")
        SDL_PushEvent = try function("SDL_PushEvent")
        SDL_GetMouseState = try function("SDL_GetMouseState")
        SDL_Delay = try function("SDL_Delay")
    }
}

/// The table, for the window's code: `sdl.SDL_RenderPresent(renderer)` reads as SDL's own
/// call. Only valid inside a window's life, after `SDLVideo.start` opened SDL.
var sdl: SDLLibrary { SDLLibrary.required }
