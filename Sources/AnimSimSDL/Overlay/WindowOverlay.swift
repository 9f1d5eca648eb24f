import AnimSimCore
import AnimSimPresentation

/// What the live window draws over a composed frame and exports never show: the key help,
/// the last reload error, and a small status readout (paused, speed, loop, a short notice).
///
/// Plain Sendable data, so the window's main thread can describe it and a render thread
/// paint it (`WindowOverlayPainter`, through AnimSimCairo's drawing API: no Cairo call here).
public struct WindowOverlay: Equatable, Sendable {
    /// One line of the help panel: the keys (or mouse gesture) and what they do.
    public struct HelpEntry: Equatable, Sendable {
        public var keys: String
        public var action: String

        public init(keys: String, action: String) {
            self.keys = keys
            self.action = action
        }
    }

    /// nil: the help panel is hidden.
    public var help: [HelpEntry]?
    /// A reload failure, one problem a line (`file:line:column: message`); nil when the scene
    /// on screen is the file's current content.
    public var error: String?
    /// The error panel's heading; nil: a scene's ("Scene not reloaded — showing the last good
    /// version"). The rebuild loop's says the build failed.
    public var errorTitle: String?
    /// Right-aligned readout lines ("paused · 0.5× · loop", then a transient notice).
    public var status: [String]
    /// Painted along the bottom of the timeline band; nil: none.
    public var divergence: DivergenceStrip?
    /// The keyboard focus on a SwiftUI view's drawn control, one ring a pane that shows it
    /// (`FocusRing`); none without a focus.
    public var focusRings: [FocusRing] = []

    public init(help: [HelpEntry]? = nil, error: String? = nil, errorTitle: String? = nil, status: [String] = [],
                divergence: DivergenceStrip? = nil) {
        self.help = help
        self.error = error
        self.errorTitle = errorTitle
        self.status = status
        self.divergence = divergence
    }

    public var isEmpty: Bool { help == nil && error == nil && status.isEmpty && divergence == nil && focusRings.isEmpty }
}
