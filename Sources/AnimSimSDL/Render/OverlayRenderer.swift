import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// Paints the window overlay (status, help, reload errors) off the main thread, as its own
/// layer: only when the overlay or the frame's geometry changes, not once per frame.
final class OverlayRenderer: Sendable {
    /// What the layer depends on: the overlay and the frame it must line up with.
    struct Key: Equatable, Sendable {
        var overlay: WindowOverlay
        var layout: CompositionLayout
        var scale: CGFloat
        var width: Int
        var height: Int
    }

    struct Result: Sendable {
        var key: Key
        var layer: OverlayLayer?
        /// `layer`'s pixels with straight alpha, ready for SDL's blending.
        var bytes: [UInt8]
    }

    private let job = LatestJob<Key, Result>(label: "animsim.overlay", qos: .userInteractive) { key in
        let layer = try? WindowOverlayPainter(scale: key.scale).layer(key.overlay, layout: key.layout,
                                                                      width: key.width, height: key.height)
        return Result(key: key, layer: layer, bytes: layer?.straightAlphaBytes ?? [])
    }

    func request(_ key: Key) { job.request(key) }

    var isBusy: Bool { job.isPending }

    /// The newest finished layer, once.
    func take() -> Result? { job.take() }
}
