import AnimSimCore
import AnimSimCairo
import AnimSimPresentation
import Foundation

extension PlayerSession {
    /// The frame at a comfortable size: as large as 85% of the display allows, at most twice
    /// its natural size, never smaller than natural unless the display is.
    static func initialWindowSize(for composer: LiveComposer, state: PlayerState) -> (width: Int, height: Int) {
        var natural = (try? composer.composition(at: 0, view: FrameView(overlays: state.overlays,
                                                                         visiblePanes: state.visiblePanes)))
            .map { CompositionLayout($0).size } ?? CGSize(width: 960, height: 540)
        if !composer.controls.isEmpty { natural.width += ControlPanel.width }
        let display = SDLWindow.usableDisplayBounds() ?? CGSize(width: 1600, height: 900)
        let scale = min(2, display.width * 0.85 / natural.width, display.height * 0.85 / natural.height)
        return (Int((natural.width * scale).rounded()), Int((natural.height * scale).rounded()))
    }
}
