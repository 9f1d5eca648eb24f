import AnimSimCore
import Foundation

/// The frame `animsim render` draws when a scene cannot be laid out (article 000's
/// CrashLayout, a layout loop): the scene's background with the errors in the panel the
/// window shows for a failed reload, so the picture says what went wrong and which layout
/// did it, instead of nothing at all.
public struct ErrorFramePainter: Sendable {
    public var scale: CGFloat

    public init(scale: CGFloat = 1) {
        self.scale = scale
    }

    /// - Parameters:
    ///   - errors: one problem per line (`file:line:column: layout error: CrashLayout …`).
    ///   - size: in points: the panes the scene would have filled.
    public func paint(errors: String, title: String, size: CGSize, background: Color) throws -> PixelBuffer {
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        return try CairoCanvas.with(width: width, height: height) { canvas in
            canvas.scale(scale)
            let area = CGRect(origin: .zero, size: size)
            canvas.newPath()
            canvas.addRect(area)
            canvas.fill(background)
            ErrorOverlayPainter(text: errors, title: title).draw(over: area, in: canvas)
            return try canvas.pixelBuffer()
        }
    }
}
