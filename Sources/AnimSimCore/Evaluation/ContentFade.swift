import Foundation

/// What the naive pane shows of content it cannot interpolate, while a transaction runs: a
/// text whose characters changed, or an image (a placeholder labelled with its name) whose
/// name changed. A tool that only sees drawn output has no correspondence between two
/// strings, so it cross-fades them: the old content at 1 − p, the new at p, p the
/// transaction's progress (its animation's curve from 0 to 1). Nil before and after.
///
/// A text whose font size changed is drawn at the size between the two that the same curve
/// gives (`fontSize`), as a tool morphing the glyphs' outlines would draw it: its frame is
/// interpolated by that curve, and a text's ink grows in proportion to its size, so the text
/// keeps filling its frame. Drawn at the new size in the smaller frame, the layout would cut
/// it to "…" mid-flight (three boxes at 56 pt).
///
/// A change that interrupts a running fade fades out what was drawn at that instant, not
/// just the content the last fade was going to: the old side is the `earlier` layers (each
/// at its share) and the `from…` content (at `fromShare`), so nothing drawn jumps.
public struct ContentFade: Equatable, Sendable {
    /// Content a later change interrupted while it was fading: drawn at `share` of the old
    /// side's opacity, 1 − p.
    public struct Layer: Equatable, Sendable {
        public var text: String?
        public var label: DisplayItem.Label?
        public var image: DrawnImage?
        public var share: Double

        public init(text: String?, label: DisplayItem.Label?, image: DrawnImage?, share: Double) {
            (self.text, self.label, self.image, self.share) = (text, label, image, share)
        }
    }

    /// The text drawn before (a `Text`'s characters), when that changed.
    public var fromText: String?
    /// The label drawn before (an image's name), when that changed.
    public var fromLabel: DisplayItem.Label?
    /// The new content's share, 0…1.
    public var progress: Double
    /// The picture drawn before (an `Image` whose file changed), when that changed.
    public var fromImage: DrawnImage?
    /// The text's font size at this instant, when its size changed: unclamped, so it follows
    /// a spring's overshoot as the frame does.
    public var fontSize: CGFloat?
    /// What a fade this one interrupted still drew when it began, oldest first.
    public var earlier: [Layer]

    public init(fromText: String?, fromLabel: DisplayItem.Label?, progress: Double, fromImage: DrawnImage? = nil,
                fontSize: CGFloat? = nil, earlier: [Layer] = []) {
        (self.fromText, self.fromLabel, self.progress, self.fromImage) = (fromText, fromLabel, progress, fromImage)
        (self.fontSize, self.earlier) = (fontSize, earlier)
    }

    /// Whether any content fades (rather than only the font size changing).
    public var fadesContent: Bool {
        fromText != nil || fromLabel != nil || fromImage != nil || !earlier.isEmpty
    }

    /// The share of the old side drawn with the `from…` content of one kind (`text`,
    /// `label` or `image` of the layers): what the earlier layers holding that kind leave.
    public func fromShare<T>(_ kind: KeyPath<Layer, T?>) -> Double {
        max(0, 1 - earlier.filter { $0[keyPath: kind] != nil }.reduce(0) { $0 + $1.share })
    }

    /// The old side, for a fade that a new change at this instant interrupts: every layer,
    /// and each kind of `from…` content, at its share of what is drawn now (1 − p of it).
    var layersAtInterruption: [Layer] {
        let old = 1 - min(max(progress, 0), 1)
        var layers = earlier.map { Layer(text: $0.text, label: $0.label, image: $0.image, share: $0.share * old) }
        if let fromText { layers.append(Layer(text: fromText, label: nil, image: nil, share: fromShare(\.text) * old)) }
        if let fromLabel { layers.append(Layer(text: nil, label: fromLabel, image: nil, share: fromShare(\.label) * old)) }
        if let fromImage { layers.append(Layer(text: nil, label: nil, image: fromImage, share: fromShare(\.image) * old)) }
        // A layer under a millionth of the old side is not drawn (8-bit output cannot show it):
        // a text changing every frame keeps only the few it can.
        return layers.filter { $0.share >= 1e-6 }
    }
}
