import AnimSimCore
import AnimSimCairo
import CSDL2
import Foundation

/// The window, its renderer and the one streaming texture frames are uploaded into.
///
/// SDL handles are raw pointers bound to the thread that made them, so this class is owned
/// by the player on the main thread and is deliberately not Sendable; frames arrive as
/// `PixelBuffer` values from render threads. Cairo's ARGB32 is SDL's ARGB8888 byte for byte,
/// so an upload is a plain copy.
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The window overlay: its own small texture, blended over the frame.
    private var overlay: OverlayTexture?
    /// Where the last frame went in the drawable, for mapping the mouse back onto it.
    private(set) var frameDestination: CGRect = .zero
    /// The controls panel: its texture, drawn at the drawable's right edge, and its width
    /// in pixels, which the frame gives up (0: no panel, the frame has the whole drawable).
    private var panel: (texture: OpaquePointer, width: Int, height: Int)?
    var panelWidth = 0
    let background: (r: UInt8, g: UInt8, b: UInt8)
    /// "opengl (AMD Radeon …)", "software (instead of OpenGL on llvmpipe …)": for `--stats`.
    let rendererDescription: String

    /// Opens a resizable, HiDPI-aware window of `size` screen points at `position` (centred
    /// when nil), with a vsynced accelerated renderer, or a software one where there is no GPU path.
    init(title: String, size: (width: Int, height: Int), position: (x: Int, y: Int)? = nil,
         background: (r: UInt8, g: UInt8, b: UInt8)) throws(PlayerError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = position.map { Int32($0.x) } ?? centered, y = position.map { Int32($0.y) } ?? centered
        guard let window = sdl.SDL_CreateWindow(title, x, y, Int32(size.width), Int32(size.height), flags) else {
            throw .sdl(call: "SDL_CreateWindow", message: SDLVideo.lastError)
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        var created = sdl.SDL_CreateRenderer(window, -1, accelerated)
        var description = created.map { gl in
            SDLRendererInfo.name(of: gl) + (SDLRendererInfo.openGLRenderer(of: gl).map { " (\($0))" } ?? "")
        } ?? "none"
        // OpenGL emulated on the CPU (Mesa's llvmpipe: Xvfb, VMs, no GPU driver) costs a core's
        // worth of threads to upload and draw one textured quad per frame; SDL's software
        // renderer blits the same pixels with a copy. Unless the user picked a driver.
        if let gl = created, SDLRendererInfo.isSoftwareOpenGL(gl),
           ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil {
            sdl.SDL_DestroyRenderer(gl)
            // Blit through X11's own framebuffer (MIT-SHM), not a window texture that SDL
            // would again draw with OpenGL.
            _ = sdl.SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            created = sdl.SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            description = "software, instead of " + description
        }
        guard let renderer = created ?? sdl.SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = SDLVideo.lastError
            sdl.SDL_DestroyWindow(window)
            throw .sdl(call: "SDL_CreateRenderer", message: message)
        }
        self.window = window
        self.renderer = renderer
        rendererDescription = description
        self.background = background
        sdl.SDL_SetWindowMinimumSize(window, 240, 160)
    }

    deinit {
        if let texture { sdl.SDL_DestroyTexture(texture) }
        if let overlay { sdl.SDL_DestroyTexture(overlay.texture) }
        if let panel { sdl.SDL_DestroyTexture(panel.texture) }
        sdl.SDL_DestroyRenderer(renderer)
        sdl.SDL_DestroyWindow(window)
    }

    /// The renderer's output in pixels: the window size times the HiDPI factor.
    var drawableSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        _ = sdl.SDL_GetRendererOutputSize(renderer, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// Where frames go: the drawable less the panel.
    var frameArea: CGSize {
        let drawable = drawableSize
        return CGSize(width: max(drawable.width - CGFloat(panelWidth), 1), height: drawable.height)
    }

    /// Replaces the panel's pixels (nil: no panel).
    func uploadPanel(_ buffer: PixelBuffer?) {
        if let panel { sdl.SDL_DestroyTexture(panel.texture) }
        panel = nil
        guard let buffer, let texture = sdl.SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                          Int32(buffer.width), Int32(buffer.height)) else { return }
        buffer.bytes.withUnsafeBytes { bytes in
            _ = sdl.SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(buffer.stride))
        }
        panel = (texture, buffer.width, buffer.height)
    }

    /// The window in screen coordinates, the space mouse events use.
    var windowSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        sdl.SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// The window's top-left corner on screen, in screen coordinates.
    var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        sdl.SDL_GetWindowPosition(window, &x, &y)
        return (Int(x), Int(y))
    }

    /// Mouse coordinates (window space) to drawable pixels.
    func pixel(fromWindowPoint point: CGPoint) -> CGPoint {
        let window = windowSize, drawable = drawableSize
        guard window.width > 0, window.height > 0 else { return point }
        return CGPoint(x: point.x * drawable.width / window.width, y: point.y * drawable.height / window.height)
    }

    /// The display's refresh rate, 60 when SDL cannot tell (Xvfb reports none).
    var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = sdl.SDL_GetWindowDisplayIndex(window)
        guard display >= 0, sdl.SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// The usable area of the window's display, to size the first window sensibly.
    static func usableDisplayBounds() -> CGSize? {
        var rect = SDL_Rect()
        guard sdl.SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return CGSize(width: Int(rect.w), height: Int(rect.h))
    }

    /// A frame of `natural` size (nil: unknown) at a comfortable size: as large as 85% of the
    /// display allows, at most twice its natural size, never smaller unless the display is.
    static func initialSize(for natural: CGSize?) -> (width: Int, height: Int) {
        let natural = natural ?? CGSize(width: 960, height: 540)
        let display = usableDisplayBounds() ?? CGSize(width: 1600, height: 900)
        let scale = min(2, display.width * 0.85 / natural.width, display.height * 0.85 / natural.height)
        return (Int((natural.width * scale).rounded()), Int((natural.height * scale).rounded()))
    }

    func setTitle(_ title: String) {
        sdl.SDL_SetWindowTitle(window, title)
    }

    /// Copies a frame into the streaming texture (recreated when the frame size changes).
    ///
    /// The texture is XRGB (`RGB888`), not ARGB: a window frame is opaque (its static layer
    /// starts with the frame background), and an ARGB texture is alpha-blended by default,
    /// which SDL's software renderer does pixel by pixel on the main thread at every present.
    /// Without alpha it is a plain copy, and the pixels on screen are the same.
    func upload(_ frame: PixelBuffer) {
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { sdl.SDL_DestroyTexture(texture) }
            texture = sdl.SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(frame.width), Int32(frame.height))
            textureSize = texture == nil ? (0, 0) : (frame.width, frame.height)
        }
        guard let texture else { return }
        frame.bytes.withUnsafeBytes { bytes in
            _ = sdl.SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.stride))
        }
    }

    /// A layer in the frame's pixel space: where it goes in the frame, and the frame size it
    /// was painted for (so it follows the frame when a stale frame is stretched).
    private struct OverlayTexture {
        var texture: OpaquePointer
        var x: Int, y: Int, width: Int, height: Int
        var frameWidth: Int, frameHeight: Int
    }

    /// Replaces the overlay layer; `bytes` are straight-alpha BGRA rows of `layer`'s size.
    func uploadOverlay(_ layer: OverlayLayer?, bytes: [UInt8], frameWidth: Int, frameHeight: Int) {
        if let overlay { sdl.SDL_DestroyTexture(overlay.texture) }
        overlay = nil
        guard let layer, bytes.count >= layer.pixels.width * layer.pixels.height * 4,
              let texture = sdl.SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(layer.pixels.width), Int32(layer.pixels.height)) else { return }
        _ = sdl.SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        bytes.withUnsafeBytes { raw in
            _ = sdl.SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(layer.pixels.width * 4))
        }
        overlay = OverlayTexture(texture: texture, x: layer.x, y: layer.y, width: layer.pixels.width,
                                 height: layer.pixels.height, frameWidth: frameWidth, frameHeight: frameHeight)
    }

    /// Clears to the letterbox colour, draws the last uploaded frame aspect-fit and centred,
    /// the overlay over it, and presents (waiting for vsync where the driver honours it).
    func present() {
        _ = sdl.SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
        _ = sdl.SDL_RenderClear(renderer)
        if let texture, textureSize.width > 0 {
            let box = Letterbox(content: .zero, drawable: frameArea)
            let destination = box.destination(forFrame: CGSize(width: textureSize.width, height: textureSize.height))
            frameDestination = destination
            var rect = SDL_Rect(x: Int32(destination.minX), y: Int32(destination.minY),
                                w: Int32(destination.width), h: Int32(destination.height))
            _ = sdl.SDL_RenderCopy(renderer, texture, nil, &rect)
            if let overlay, overlay.frameWidth > 0, overlay.frameHeight > 0 {
                let sx = destination.width / CGFloat(overlay.frameWidth)
                let sy = destination.height / CGFloat(overlay.frameHeight)
                var box = SDL_Rect(x: Int32((destination.minX + CGFloat(overlay.x) * sx).rounded()),
                                   y: Int32((destination.minY + CGFloat(overlay.y) * sy).rounded()),
                                   w: Int32((CGFloat(overlay.width) * sx).rounded()),
                                   h: Int32((CGFloat(overlay.height) * sy).rounded()))
                _ = sdl.SDL_RenderCopy(renderer, overlay.texture, nil, &box)
            }
        }
        if let panel, panelWidth > 0 {
            var box = SDL_Rect(x: Int32(drawableSize.width) - Int32(panelWidth), y: 0, w: Int32(panel.width), h: Int32(panel.height))
            _ = sdl.SDL_RenderCopy(renderer, panel.texture, nil, &box)
        }
        sdl.SDL_RenderPresent(renderer)
    }
}
