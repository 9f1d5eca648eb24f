import AnimSimCairo
import AnimSimCore

extension WindowOverlay {
    /// The keyboard focus on a SwiftUI view's drawn control (Tab moves it, Enter uses it),
    /// in one pane: drawn in the window's overlay layer around the control, so exports,
    /// `--screenshot-at` and `P` saves (painted from the scene, not the window) never carry it.
    ///
    /// Its shape is the controls panel's focus (`ControlPanelPainter`): a rounded rectangle
    /// 5 pt wider and 3 pt taller on each side than the control, corners 6 pt. Its colour is
    /// the focus ring of the platforms the view is written for: the panel's yellow is picked
    /// for its dark background, while a view's canvas is light, where macOS and iPadOS draw
    /// keyboard focus as a translucent accent-blue band about 3 pt wide
    /// (`keyboardFocusIndicatorColor`).
    public struct FocusRing: Equatable, Sendable {
        /// The control's bounds in the pane, in frame points.
        public var rect: CGRect
        /// The pane's rectangle: the ring never spills over a neighbouring pane, a caption or
        /// the timeline.
        public var pane: CGRect

        public init(rect: CGRect, pane: CGRect) {
            self.rect = rect
            self.pane = pane
        }

        /// The panel's outset and corner (`ControlPanelPainter.draw`), so both foci look alike.
        static let outset = CGSize(width: 5, height: 3)
        static let radius: CGFloat = 6
        /// iOS and macOS's light-mode system blue, at a focus ring's translucency.
        static let color = Color(hex: 0x007AFF)
        static let alpha = 0.6
        static let width: CGFloat = 3

        /// The rings round the control made of `nodes`: in each pane (`panes[i]`, frame points,
        /// showing `lists[i]`), the union of those nodes' frames, as a click finds the control
        /// (`ViewControlHit`); none in a pane that does not show it, or whose list is nil (a
        /// scene that cannot be evaluated there shows its error, not the control).
        static func rings(around nodes: Set<String>, lists: [DisplayList?], panes: [CGRect]) -> [FocusRing] {
            zip(lists, panes).compactMap { list, pane in
                guard let list else { return nil }
                let frames = list.items.filter { nodes.contains($0.id) }.map(\.frame)
                guard let first = frames.first else { return nil }
                let bounds = frames.dropFirst().reduce(first) { $0.union($1) }
                return FocusRing(rect: bounds.offsetBy(dx: pane.minX, dy: pane.minY), pane: pane)
            }
        }

        /// Strokes the ring, clipped to its pane, in frame points.
        func draw(in canvas: CairoCanvas) {
            canvas.withState {
                canvas.clip(to: pane)
                canvas.newPath()
                canvas.addRoundedRect(rect.insetBy(dx: -Self.outset.width, dy: -Self.outset.height), radius: Self.radius)
                canvas.stroke(Self.color, width: Self.width, alpha: Self.alpha)
            }
        }
    }
}
