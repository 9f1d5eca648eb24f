import Foundation

/// Whether a layout pass is running on this thread: user layouts that queue work from
/// `placeSubviews` (article 000's `DispatchQueue.main.async { binding.wrappedValue = … }`)
/// are answered by the view layer according to who runs the pass. The view host's own pass
/// queues the writes as state updates; a pane's evaluation, a pure function of time on any
/// thread, writes nothing back (docs/swift.md, "Writes from a layout").
public enum LayoutPass {
    @TaskLocal public static var isRunning = false
}
