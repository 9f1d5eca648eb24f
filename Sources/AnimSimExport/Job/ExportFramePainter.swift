import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// How an export paints its frames: the window's layered painter, whose time-invariant
/// layer (background, captions, pane backgrounds, ghosts, guides) is painted once per job
/// and copied under every frame. Guides alone were 40 % of painting an export frame: each
/// is a dashed stroke of the whole path, at every frame. Panes are painted one after the
/// other, so even at a fractional scale, where two panes share a pixel column, the bytes
/// never depend on thread timing; at whole scales they equal `FramePainter`'s exactly.
public struct ExportFramePainter: Sendable {
    public let frame: FramePainter
    private let layered = LayeredFramePainter()

    public init(scale: CGFloat) {
        self.init(FramePainter(scale: scale))
    }

    /// Paints what `frame` paints (its scale, camera and transparency).
    public init(_ frame: FramePainter) {
        self.frame = frame
    }

    public func paint(_ composition: FrameComposition) throws -> PixelBuffer {
        // One scene and one set of overlays per job: the static layer never changes for
        // another reason than what its own key already covers.
        try layered.paint(composition, scale: frame.scale, token: 0, parallelPanes: false, camera: frame.camera,
                          transparent: frame.transparent)
    }
}
