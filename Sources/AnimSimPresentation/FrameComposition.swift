import AnimSimCore
import Foundation

/// Everything one output frame shows: panes side by side (one per strategy, usually), each
/// with its overlays, plus the frame-wide HUD and timeline. Pure data, built by the caller
/// (the evaluator produces the display lists), so any renderer can draw it and tests can
/// build one from hand-made display lists.
public struct FrameComposition: Equatable, Sendable {
    /// One scene canvas: a display list, the caption naming its strategy, and what is drawn
    /// on top of (or beneath) its views.
    public struct Pane: Equatable, Sendable {
        public var displayList: DisplayList
        public var caption: String
        public var overlays: PaneOverlays

        public init(displayList: DisplayList, caption: String? = nil, overlays: PaneOverlays = PaneOverlays()) {
            self.displayList = displayList
            self.caption = caption ?? displayList.strategy.rawValue
            self.overlays = overlays
        }
    }

    public var panes: [Pane]
    /// The scene's title and description, in a band above the panes (exports show it).
    public var heading: Heading?
    public var hud: HUD?
    public var timeline: Timeline?
    /// Draws each view's measured sizes (min/ideal/max/current) at its top-leading corner.
    public var showSizes: Bool

    public init(panes: [Pane], hud: HUD? = nil, timeline: Timeline? = nil, showSizes: Bool = false) {
        self.panes = panes
        self.hud = hud
        self.timeline = timeline
        self.showSizes = showSizes
    }

    /// A scene's name for a viewer of an exported frame: its title, and its description
    /// where the frame has room for it.
    public struct Heading: Equatable, Sendable {
        public var title: String
        public var description: String?

        public init(title: String, description: String? = nil) {
            self.title = title
            self.description = description.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Every pane shows the same scene canvas, so the first one's size is the pane size.
    public var paneSize: CGSize { panes.first?.displayList.size ?? .zero }
}

/// Drawings that explain the motion rather than being part of the scene.
public struct PaneOverlays: Equatable, Sendable {
    /// Per view, where its centre has been: drawn fading with age.
    public var trails: [Trail]
    /// Per view, the path it follows for the whole animation: the straight chord for
    /// `position`, the layout's own curve (an arc, say) for `animatable`.
    public var guides: [GuidePath]
    /// Placements drawn faint behind the live views, typically the start and end states.
    public var ghosts: [DisplayList]

    public init(trails: [Trail] = [], guides: [GuidePath] = [], ghosts: [DisplayList] = []) {
        self.trails = trails
        self.guides = guides
        self.ghosts = ghosts
    }

    public var isEmpty: Bool { trails.isEmpty && guides.isEmpty && ghosts.isEmpty }
}

/// Past centres of one view, newest last. `age` runs from 0 (now) to 1 (oldest still shown),
/// so the renderer can fade the tail without knowing the frame rate or the trail length.
public struct Trail: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var position: CGPoint
        public var age: Double

        public init(_ position: CGPoint, age: Double) {
            self.position = position
            self.age = age
        }
    }

    public var viewID: String
    /// nil: the renderer's accent colour.
    public var color: Color?
    public var points: [Point]

    public init(viewID: String, color: Color? = nil, points: [Point]) {
        self.viewID = viewID
        self.color = color
        self.points = points
    }
}

/// A polyline, in pane coordinates, that a view's centre travels along.
public struct GuidePath: Equatable, Sendable {
    public var viewID: String
    public var color: Color?
    public var points: [CGPoint]

    public init(viewID: String, color: Color? = nil, points: [CGPoint]) {
        self.viewID = viewID
        self.color = color
        self.points = points
    }
}
