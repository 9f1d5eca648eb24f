import AnimSimCore
import AnimSimPresentation
import CCairo
import Foundation

/// `FramePainter` for the live window: the same frame, byte for byte, with its time-invariant
/// part painted once and reused.
///
/// Guides are each view's whole path, and with them ghosts, captions and pane backgrounds
/// are the same on every frame of a scene; with 1,000 views the dashed guides alone take
/// hundreds of milliseconds to stroke. The window keeps that layer, keyed by a token the
/// caller changes whenever the scene or the toggles change, and per frame paints only what
/// moves (trails, views, HUD, timeline) over a copy of it.
///
/// The drawing order is `FramePainter`'s; `WindowFrameTests` compares the two pixel for pixel
/// so the window can never drift from exports.
public final class LayeredFramePainter: @unchecked Sendable {
    /// What the static layer depends on besides the caller's token: its geometry, and the
    /// identity of the guides and ghosts (views can come and go over time).
    private struct StaticKey: Equatable {
        var token: Int
        var place: FrameCamera.Placement
        var transparent: Bool
        var heading: FrameComposition.Heading?
        var panes: [PaneKey]
    }

    private struct PaneKey: Equatable {
        var caption: String
        var background: Color
        var size: CGSize
        var guideIDs: [String]
        var ghostCount: Int
    }

    private let lock = NSLock()
    /// Held while a static layer is painted (see `staticLayer`); `lock` guards `cached` alone.
    private let painting = NSLock()
    private var cached: (key: StaticKey, layer: PixelBuffer)?
    /// The layer without guides and ghosts, shown while the whole one paints in the
    /// background (`deferringGuides`).
    private var bare: (key: StaticKey, layer: PixelBuffer)?
    private var inFlight: StaticKey?
    private var painted = 0
    /// Where a deferred static layer is painted; nil: nowhere, so layers paint in the frame.
    private let background: Background?

    /// Runs a job off the frame's thread. The window passes its lowest-priority thread
    /// (AnimSimSDL's `LowPriorityWorker`): when to paint is the window's business, what to
    /// paint this painter's.
    public typealias Background = @Sendable (@escaping @Sendable () -> Void) -> Void

    /// `background`: where `deferringGuides` paints the whole layer; without one (exports)
    /// every layer is painted before the frame that needs it.
    public init(background: Background? = nil) {
        self.background = background
    }

    /// The frame `FramePainter(scale:).paint(composition)` draws. `token` must change
    /// whenever the guides, ghosts or pane backgrounds could (another scene, other toggles).
    /// `parallelPanes`: paint each pane on its own core (the window); exports paint them in
    /// turn, since their workers already fill the cores and their bytes must not depend on
    /// which pane finishes first where two share a pixel column.
    /// `camera` and `transparent` are `FramePainter`'s.
    /// `deferringGuides`: when the layer changes but its geometry does not (the window's
    /// scene rebuilt after a use of a control, or reloaded), paint the new guides and ghosts
    /// in the background and draw frames over the layer without them until it lands
    /// (`layersPainted` counts landings): with 1,000 views stroking the guides takes longer
    /// than several refreshes, and a frame waiting on it is a run of dropped frames.
    public func paint(_ composition: FrameComposition, scale: CGFloat, token: Int,
                      parallelPanes: Bool = true, camera: FrameCamera? = nil, transparent: Bool = false,
                      deferringGuides: Bool = false) throws -> PixelBuffer {
        try paintReportingLayer(composition, scale: scale, token: token, parallelPanes: parallelPanes, camera: camera,
                                transparent: transparent, deferringGuides: deferringGuides).pixels
    }

    /// `paint`, and whether the frame has its whole static layer: false while it is drawn
    /// over the bare layer because the guides and ghosts are still painting in the background.
    /// The window reports complete frames, so a test can wait for one instead of guessing.
    /// `cpuSeconds`: the CPU every thread that painted this frame spent on it (the window's
    /// `--stats`; a loaded host inflates wall time, not this).
    public func paintReportingLayer(_ composition: FrameComposition, scale: CGFloat, token: Int,
                                    parallelPanes: Bool = true, camera: FrameCamera? = nil, transparent: Bool = false,
                                    deferringGuides: Bool = false) throws -> (pixels: PixelBuffer, complete: Bool, cpuSeconds: Double) {
        let cpuStart = ThreadCPUClock.now()
        var paneCPU = 0.0, callerCPU = 0.0
        let framePainter = FramePainter(scale: scale, camera: camera, transparent: transparent)
        let place = framePainter.placement(of: composition)
        let layout = place.layout
        let scale = place.scale
        let (width, height) = framePainter.pixelSize(of: composition)
        let key = StaticKey(token: token, place: place, transparent: transparent, heading: composition.heading,
                            panes: composition.panes.map {
            PaneKey(caption: $0.caption, background: $0.displayList.background, size: $0.displayList.size,
                    guideIDs: $0.overlays.guides.map(\.viewID), ghostCount: $0.overlays.ghosts.count)
        })
        let (base, complete) = try deferringGuides
            ? deferredLayer(for: key, composition: composition, layout: layout, width: width, height: height)
            : (staticLayer(for: key, composition: composition, layout: layout, width: width, height: height), true)
        var bytes = base.bytes
        try bytes.withUnsafeMutableBufferPointer { pixels in
            // The panes are disjoint, each clipped to its own rectangle, so each can be painted
            // on its own core through its own surface over the shared pixels: with 1,000 views
            // per pane, painting views is most of a frame.
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            let panes = Array(zip(composition.panes, layout.panes))
            let target = SharedPixels(base: pixels.baseAddress, width: base.width, height: base.height, stride: base.stride)
            // Each pane's painter returns the CPU its thread spent on it.
            let paintPane: @Sendable (Int) throws -> Double = { index in
                try ThreadCPUClock.measure {
                    try Self.paint(on: target) { canvas in
                        let (pane, rect) = panes[index]
                        canvas.scale(scale)
                        FramePainter.inPane(rect, canvas) { FramePainter.drawLive(pane, painter: painter, in: canvas) }
                    }
                }.seconds
            }
            callerCPU = ThreadCPUClock.now() - cpuStart
            if parallelPanes {
                let painted = ParallelResults<Double, any Error>.perform(panes.count) { index in Result { try paintPane(index) } }
                paneCPU = try painted.inOrder().reduce(0, +)
            } else {
                // Exports, a frame per call: in turn on this thread, the first failure thrown
                // as it comes, with no holder to allocate and read back per frame.
                for index in panes.indices { paneCPU += try paintPane(index) }
            }
            let bandsStart = ThreadCPUClock.now()
            defer { callerCPU += ThreadCPUClock.now() - bandsStart }
            try Self.paint(on: target) { canvas in
                canvas.scale(scale)
                FramePainter.drawBands(composition, place, in: canvas)
            }
        }
        return (PixelBuffer(width: base.width, height: base.height, stride: base.stride, bytes: bytes), complete,
                callerCPU + paneCPU)
    }

    private func staticLayer(for key: StaticKey, composition: FrameComposition, layout: CompositionLayout,
                             width: Int, height: Int) throws -> PixelBuffer {
        if let layer = cachedLayer(for: key) { return layer }
        // One painter at a time: export workers start together, all find the cache empty, and
        // each painted the same layer (a second of dashed guides for thousands of views, the
        // most of a two-frame render) before this lock. The others wait and take its copy.
        painting.lock()
        defer { painting.unlock() }
        if let layer = cachedLayer(for: key) { return layer }
        let layer = try Self.paintStatic(key, composition: composition, layout: layout, width: width, height: height)
        lock.withLock { cached = (key, layer) }
        return layer
    }

    /// Background, top bands, and each pane's backdrop: its fill, ghosts and guides.
    private static func paintStatic(_ key: StaticKey, composition: FrameComposition, layout: CompositionLayout,
                                    width: Int, height: Int) throws -> PixelBuffer {
        try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.scale(key.place.scale)
            if !key.transparent { canvas.paint(Palette.frameBackground) }
            FramePainter.drawTopBands(composition, key.place, in: canvas)
            let painter = DisplayListPainter(showSizes: composition.showSizes)
            for (pane, rect) in zip(composition.panes, layout.panes) {
                FramePainter.inPane(rect, canvas) {
                    FramePainter.drawBackdrop(of: pane, painter: painter, transparent: key.transparent, in: canvas)
                }
            }
        }
    }

    /// How many layers painted in the background have landed: a frame drawn over a bare
    /// layer is drawn again once this moves.
    public var layersPainted: Int {
        lock.lock()
        defer { lock.unlock() }
        return painted
    }

    /// The whole layer if it is ready; else, when a layer of the same geometry is on screen
    /// and this one has guides or ghosts to paint, the bare layer now and the whole one on
    /// the background queue.
    private func deferredLayer(for key: StaticKey, composition: FrameComposition, layout: CompositionLayout,
                               width: Int, height: Int) throws -> (layer: PixelBuffer, complete: Bool) {
        lock.lock()
        let ready = cached.flatMap { $0.key == key ? $0.layer : nil }
        let sameGeometry = cached.map { $0.key.place == key.place && $0.key.transparent == key.transparent } ?? false
        lock.unlock()
        if let ready { return (ready, true) }
        let heavy = composition.panes.contains { !$0.overlays.guides.isEmpty || !$0.overlays.ghosts.isEmpty }
        guard sameGeometry, heavy, let background else {
            return (try staticLayer(for: key, composition: composition, layout: layout, width: width, height: height), true)
        }
        var stripped = composition
        for index in stripped.panes.indices {
            stripped.panes[index].overlays.guides = []
            stripped.panes[index].overlays.ghosts = []
        }
        var bareKey = key
        bareKey.panes = bareKey.panes.map { PaneKey(caption: $0.caption, background: $0.background, size: $0.size, guideIDs: [], ghostCount: 0) }
        lock.lock()
        let start = inFlight != key
        if start { inFlight = key }
        let reusable = bare.flatMap { $0.key == bareKey ? $0.layer : nil }
        lock.unlock()
        if start {
            background { [self] in
                // Superseded while queued (a newer rebuild): its layer would never be shown.
                lock.lock()
                let wanted = inFlight == key
                lock.unlock()
                guard wanted else { return }
                let layer = try? Self.paintStatic(key, composition: composition, layout: layout, width: width, height: height)
                lock.lock()
                if inFlight == key {
                    // A failure paints synchronously on the next frame, which reports it.
                    if let layer { cached = (key, layer) }
                    inFlight = nil
                    painted += 1
                }
                lock.unlock()
            }
        }
        if let reusable { return (reusable, false) }
        let layer = try Self.paintStatic(bareKey, composition: stripped, layout: layout, width: width, height: height)
        lock.lock()
        bare = (bareKey, layer)
        lock.unlock()
        return (layer, false)
    }

    private func cachedLayer(for key: StaticKey) -> PixelBuffer? {
        lock.withLock { cached?.key == key ? cached?.layer : nil }
    }

    /// Draws through a new surface over pixels that others may be drawing on elsewhere.
    private static func paint(on target: SharedPixels, _ draw: (CairoCanvas) throws -> Void) throws {
        try FontPool.shared.withFaces { regular, bold in
            let canvas = try CairoCanvas(width: target.width, height: target.height, regularFont: regular, boldFont: bold,
                                         pixels: target.base, stride: target.stride)
            try draw(canvas)
            try canvas.checkStatus()
            cairo_surface_finish(canvas.surface)
        }
    }
}

/// The frame's pixels, lent to the pane painters. Unchecked: each painter is clipped to its
/// own pane, so no two write the same pixel, and the caller waits for all of them.
private struct SharedPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>?
    let width: Int, height: Int, stride: Int
}
