import AnimSim
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// Paints the window overlay (status, help, reload errors) off the main thread, as its own
/// layer: only when the overlay or the frame's geometry changes, not once per frame.
final class OverlayRenderer: @unchecked Sendable {
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

    private let lock = NSLock()
    private let queue = DispatchQueue(label: "animsim.overlay", qos: .userInteractive)
    private var busy = false
    private var waiting: Key?
    private var finished: Result?

    func request(_ key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if busy { waiting = key; return }
        busy = true
        queue.async { [self] in run(key) }
    }

    var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return busy || finished != nil
    }

    /// The newest finished layer, once.
    func take() -> Result? {
        lock.lock()
        defer { lock.unlock() }
        let result = finished
        finished = nil
        return result
    }

    private func run(_ first: Key) {
        var key = first
        while true {
            let layer = try? WindowOverlayPainter(scale: key.scale).layer(key.overlay, layout: key.layout,
                                                                          width: key.width, height: key.height)
            let result = Result(key: key, layer: layer, bytes: layer?.straightAlphaBytes ?? [])
            lock.lock()
            finished = result
            if let next = waiting {
                waiting = nil
                lock.unlock()
                key = next
                continue
            }
            busy = false
            lock.unlock()
            return
        }
    }
}
