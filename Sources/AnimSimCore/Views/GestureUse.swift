import Foundation

/// One performance of a gesture on a view, as a script writes it (docs/cli.md, "A view's
/// script"): `- { at: 1, tap: card }`, `- { at: 2, drag: knob, by: [120, 0], duration: 0.4 }`,
/// `- { at: 3, longPress: bulb }`, `magnify:` and `rotate:`. The window's mouse makes the same
/// (`play --record` writes them), so a recording replays through the same road.
///
/// Plain data in the core, so the script reader (AnimSimScene) and the view layer that runs
/// it (AnimSimViews) share it without meeting.
public struct GestureUse: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, Codable, CaseIterable {
        case tap, longPress, drag, magnify, rotate
    }

    public var kind: Kind
    /// A drag's translation [dx, dy] in points; a magnification's scale [s]; a rotation's
    /// angle [degrees]. Empty for a tap or a long press.
    public var by: [Double]
    /// How long the touch lasts, in seconds; nil for the kind's default (`duration`).
    public var length: Double?
    /// A tap's number of taps (a double tap is 2).
    public var count: Int
    /// Where in the view the touch starts, in its own points from its top-left corner; nil
    /// for its centre.
    public var from: [Double]?
    /// A drag's pointer path when it is not a straight line at one speed: timed points
    /// `[t, dx, dy]` (seconds since the touch began, strictly increasing; the translation
    /// from the start in points), the pointer moving linearly between them from `[0, 0, 0]`.
    /// `by` is then the last point's translation and the length its `t` (`GesturePath`).
    public var path: [[Double]]?
    /// True while the window's pointer still holds the touch: its samples so far, and no end
    /// (no `onEnded` yet). Never written to a script: the release replaces it.
    public var held: Bool?

    public init(kind: Kind, by: [Double] = [], duration: Double? = nil, count: Int = 1, from: [Double]? = nil) {
        self.kind = kind
        self.by = by
        length = duration
        self.count = count
        self.from = from
    }

    /// A drag along `path` (`[t, dx, dy]` points, as `path` says), from `from`.
    public init(drag path: [[Double]], from: [Double]? = nil) {
        let last = path.last ?? [0, 0, 0]
        self.init(kind: .drag, by: [last[1], last[2]], duration: last[0], from: from)
        self.path = path
    }

    /// The default length of each kind: a tap is instant; a long press lasts LongPressGesture's
    /// default minimum (0.5 s) unless the view asks longer; a drag, pinch or twist 0.25 s.
    public var duration: Double {
        if let length { return max(length, 0) }
        switch kind {
        case .tap: return 0
        case .longPress: return 0.5
        case .drag, .magnify, .rotate: return 0.25
        }
    }

    /// The script key that names the view (`tap: card`).
    public var key: String { kind.rawValue }

    /// The default amount of a kind: no move for a drag, twice the size, a quarter turn.
    public var amount: [Double] {
        if !by.isEmpty { return by }
        switch kind {
        case .drag: return [0, 0]
        case .magnify: return [2]
        case .rotate: return [90]
        case .tap, .longPress: return []
        }
    }
}
