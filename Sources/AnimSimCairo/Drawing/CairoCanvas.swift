import AnimSimCore
import CCairo
import Foundation

/// An ARGB32 Cairo image surface and its drawing context, owned together.
///
/// Cairo handles are plain pointers that must stay on one thread; a canvas is created,
/// drawn into and read out by one painter call, and only the resulting `PixelBuffer`
/// (a value) leaves. Drawing helpers live in extensions (shapes, text) so each file stays
/// about one concern.
public final class CairoCanvas {
    public let width: Int
    public let height: Int
    /// `cairo_surface_t *`
    let surface: OpaquePointer
    /// `cairo_t *`
    let cr: OpaquePointer
    /// The faces text is drawn with; borrowed from `FontPool` for the canvas's lifetime.
    let regularFont: FontFace
    let boldFont: FontFace
    /// The emoji face, borrowed from `FontPool` the first time a text has an emoji; nil on
    /// a machine without one (emoji are then drawn in DejaVu, as boxes).
    var emojiFont: FontFace? {
        if !emojiAsked {
            emojiAsked = true
            borrowedEmoji = FontPool.shared.checkOutEmoji()
        }
        return borrowedEmoji
    }
    private var emojiAsked = false
    private var borrowedEmoji: FontFace?
    /// Small shapes' coverage masks; borrowed from `ShapeStampPool` likewise.
    let stamps = ShapeStampPool.shared.checkOut()
    /// Small outlines' masks, for this canvas's pane of one frame (outlines change per frame).
    let outlineStamps = OutlineStamps()
    /// A gradient painting instead of colours while set (CairoCanvas+Gradient.swift).
    var gradientSource: GradientSource?
    /// The gradient patterns made so far, set again for every item that shares one.
    let gradientPatterns = GradientPatternCache()

    init(width: Int, height: Int, regularFont: FontFace, boldFont: FontFace,
         pixels: UnsafeMutablePointer<UInt8>? = nil, stride: Int = 0) throws {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw RenderError.invalidSize(width: width, height: height)
        }
        let surface = if let pixels {
            cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        } else {
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(call: "cairo_image_surface_create(\(width)×\(height))",
                                    status: String(cString: cairo_status_to_string(status)))
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.cr = cairo_create(surface)
        self.regularFont = regularFont
        self.boldFont = boldFont
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_font_options(cr, regularFont.options)
    }

    deinit {
        ShapeStampPool.shared.checkIn(stamps)
        if let borrowedEmoji { FontPool.shared.checkIn(borrowedEmoji) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with a canvas of the given pixel size and fonts from the shared pool.
    public static func with<R>(width: Int, height: Int, _ body: (CairoCanvas) throws -> R) throws -> R {
        try FontPool.shared.withFaces { regular, bold in
            let canvas = try CairoCanvas(width: width, height: height, regularFont: regular, boldFont: bold)
            return try body(canvas)
        }
    }

    /// Draws into a buffer that becomes the returned `PixelBuffer` as it is: no copy of
    /// the frame out of Cairo, which at 1280×720 is 3.7 MB per frame.
    public static func paint(width: Int, height: Int, _ draw: (CairoCanvas) throws -> Void) throws -> PixelBuffer {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw RenderError.invalidSize(width: width, height: height)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var bytes = [UInt8](repeating: 0, count: stride * height)
        try bytes.withUnsafeMutableBufferPointer { pixels in
            try FontPool.shared.withFaces { regular, bold in
                let canvas = try CairoCanvas(width: width, height: height, regularFont: regular, boldFont: bold,
                                             pixels: pixels.baseAddress, stride: stride)
                try draw(canvas)
                try canvas.checkStatus()
                // Cairo must not touch the bytes once this scope ends.
                cairo_surface_finish(canvas.surface)
            }
        }
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    func checkStatus() throws {
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(call: "drawing", status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// A copy of the pixels drawn so far.
    public func pixelBuffer() throws -> PixelBuffer {
        try checkStatus()
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    // MARK: State

    /// Saves the graphics state around `body`, so transforms and clips never leak.
    public func withState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return try body()
    }

    /// Draws `body` into an offscreen group and composites it at `alpha`: how a view's
    /// opacity applies to its fill, stroke and label together (overlaps do not darken).
    func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows {
        guard alpha < 1 else { return try body() }
        guard alpha > 0 else { return }
        cairo_push_group(cr)
        defer {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        try body()
    }

    public func translate(_ dx: CGFloat, _ dy: CGFloat) { cairo_translate(cr, Double(dx), Double(dy)) }
    public func scale(_ s: CGFloat) { cairo_scale(cr, Double(s), Double(s)) }
    func rotate(_ angle: Angle) { cairo_rotate(cr, angle.radians) }

    public func clip(to rect: CGRect) {
        addRect(rect)
        cairo_clip(cr)
    }

    // MARK: Paint

    func setColor(_ color: Color, alpha: Double = 1) {
        if let gradientSource, setGradient(gradientSource, alpha: alpha) { return }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity * alpha)
    }

    /// Fills the whole clip region.
    public func paint(_ color: Color) {
        setColor(color)
        cairo_paint(cr)
    }

    public func fill(_ color: Color, alpha: Double = 1, preserve: Bool = false) {
        setColor(color, alpha: alpha)
        preserve ? cairo_fill_preserve(cr) : cairo_fill(cr)
    }

    /// How a stroke's ends are drawn: a Swift name, so the drawing API shows no Cairo type
    /// to the targets that draw through it (the window's panels, in AnimSimSDL).
    public enum LineCap: Sendable {
        case butt, round
    }

    /// Strokes the current path. `dash` lengths are in the current user space, as in SwiftUI.
    public func stroke(_ color: Color, width: CGFloat, dash: [CGFloat] = [], alpha: Double = 1,
                       cap: LineCap = .butt, preserve: Bool = false) {
        setColor(color, alpha: alpha)
        cairo_set_line_width(cr, Double(width))
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let lengths = dash.map(Double.init).filter { $0 >= 0 }
        if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, lengths, Int32(lengths.count), 0)
        }
        preserve ? cairo_stroke_preserve(cr) : cairo_stroke(cr)
    }
}
