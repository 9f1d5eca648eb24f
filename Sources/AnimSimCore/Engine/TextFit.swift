import Foundation

/// How a `Text` fits a proposal it cannot fill at its size: SwiftUI's `.lineLimit(_:)` (and
/// its `reservesSpace:` and range forms) and `.minimumScaleFactor(_:)`, which reach every text
/// below them through the environment, and the letter spacing of `.tracking(_:)` and
/// `.kerning(_:)`, which widens every measure of the text. Layout and painters apply it
/// through `TextLayout`, so the lines drawn are the lines the frame was sized for.
public struct TextFit: Equatable, Hashable, Sendable {
    /// At most this many lines: the last kept one ends in "…" when text is cut. nil: as many
    /// as the proposed height holds.
    public var maximumLines: Int?
    /// At least this many lines' height, even for a shorter text (`reservesSpace: true`,
    /// `lineLimit(2...4)`'s lower bound).
    public var reservedLines: Int?
    /// The smallest share of its font size a text may shrink to before it is truncated.
    public var minimumScaleFactor: CGFloat = 1
    /// Points added after each character (SwiftUI's tracking, as Core Text's kern attribute
    /// adds them: after the last character too), so a text of n characters is n × tracking
    /// wider. Not scaled with the font under `minimumScaleFactor`: it is given in points.
    public var tracking: CGFloat = 0
    /// Points added between two lines of a wrapped text (SwiftUI's `.lineSpacing(_:)`): n
    /// lines are n line heights and n - 1 spacings tall, so one line is as tall as without
    /// it. Given in points like `tracking`, so not scaled under `minimumScaleFactor`.
    public var lineSpacing: CGFloat = 0

    public init(maximumLines: Int? = nil, reservedLines: Int? = nil, minimumScaleFactor: CGFloat = 1, tracking: CGFloat = 0,
                lineSpacing: CGFloat = 0) {
        self.maximumLines = maximumLines.map { max(1, $0) }
        self.reservedLines = reservedLines.map { max(1, $0) }
        self.minimumScaleFactor = min(1, max(0.01, minimumScaleFactor))
        self.tracking = tracking
        self.lineSpacing = lineSpacing
    }

    /// Whether it changes anything: a text without it lays out as it always did.
    public var isDefault: Bool {
        maximumLines == nil && reservedLines == nil && minimumScaleFactor == 1 && tracking == 0 && lineSpacing == 0
    }

    /// The height of `count` lines `lineHeight` tall, `lineSpacing` between each two.
    public func height(ofLines count: Int, lineHeight: CGFloat) -> CGFloat {
        count <= 0 ? 0 : CGFloat(count) * lineHeight + CGFloat(count - 1) * lineSpacing
    }

    /// How many lines fit in `height`: the most whose `height(ofLines:)` does, at least one.
    public func lineCount(fitting height: CGFloat, lineHeight: CGFloat) -> Int {
        max(1, Int(((height + lineSpacing) / (lineHeight + lineSpacing)).rounded(.down)))
    }
}
