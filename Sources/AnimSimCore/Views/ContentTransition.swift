import Foundation

/// SwiftUI's `ContentTransition` on a `Text` (swiftui-animatable.md K4, swiftui-views.md A5):
/// how a change of its string is drawn. It "only take[s] effect within transactions that
/// apply an Animation"; without one the text changes at once.
public enum ContentTransition: Hashable, Sendable {
    /// The new text at once, even in an animated transaction.
    case identity
    /// Old text fades out while the new one fades in (SwiftUI's default for text, observed).
    case opacity
    /// SwiftUI interpolates glyph shapes and falls back to opacity where it cannot; AnimSim
    /// draws the cross-fade (`TextTransition`).
    case interpolate
    /// Changed digits roll (`TextTransition.runs`): `countsDown` fixes the direction;
    /// `value`, from `.numericText(value:)`, makes it automatic: down when the new value is
    /// smaller than the old one.
    case numericText(countsDown: Bool = false, value: Double? = nil)
    /// `.symbolEffect(.replace…)` and `.symbolEffect` (iOS 17): an `Image(systemName:)` whose
    /// name changes plays the replacement `style` at `speed` (the view layer's
    /// `SymbolReplace`); a text under it cross-fades, as under the default.
    case symbolReplace(SymbolReplaceStyle = .downUp, speed: Double = 1)

    /// How the old symbol leaves (`ReplaceSymbolEffect.downUp`, `.upUp`, `.offUp`); the new
    /// one always comes in scaling up.
    public enum SymbolReplaceStyle: Hashable, Sendable { case downUp, upUp, offUp }
}

/// A text's string changing under a content transition, at one instant: what the painter
/// draws instead of the plain text (`DisplayItem.textTransition`).
public struct TextTransition: Equatable, Sendable {
    public enum Style: Equatable, Sendable {
        case crossFade
        /// Changed characters roll; `down` when counting down.
        case numeric(down: Bool)
    }

    /// The string before the change (the item's shape holds the new one).
    public var from: String
    /// The animation's progress, 0 at the change and 1 when it settles (a spring overshoots).
    public var progress: Double
    public var style: Style
    /// What a transition this one interrupted drew at the instant of the change (its runs,
    /// each with its `line`): the old side, fading out at 1 − p in place of `from`, so
    /// nothing drawn jumps (AnimSim's rule: a content change runs from what is presented,
    /// as SwiftUI's animations do; SwiftUI documents no stacking of content transitions).
    public var earlier: [Run]

    public init(from: String, progress: Double, style: Style, earlier: [Run] = []) {
        self.from = from
        self.progress = progress
        self.style = style
        self.earlier = earlier
    }

    /// One piece of text to draw: `prefix` is what precedes it on the line (the painter
    /// measures it to place the piece), `dy` its vertical offset in ems, `opacity` its alpha.
    public struct Run: Equatable, Sendable {
        /// Whether it is a piece of the new string (else of the old one): each string is
        /// placed on the line as the plain text would be.
        public var isNew: Bool
        public var prefix: String
        public var text: String
        public var dy: Double
        public var opacity: Double
        /// The string whose plain one-line layout places it, when it is neither this
        /// transition's old nor its new one (a run of an interrupted transition).
        public var line: String?

        public init(isNew: Bool, prefix: String, text: String, dy: Double, opacity: Double, line: String? = nil) {
            self.isNew = isNew
            self.prefix = prefix
            self.text = text
            self.dy = dy
            self.opacity = opacity
            self.line = line
        }
    }

    /// How far a rolling glyph travels, in ems: half a line, fading as it goes, so it leaves
    /// its place without reaching the next line's (AnimSim's choice: the OS's packed
    /// "offset 19" has no stated unit, K4).
    public static let rollDistance = 0.5

    /// What to draw for new text `to` at this instant.
    ///
    /// - Cross-fade: the old text at 1 − p, the new at p.
    /// - Numeric: strings are aligned at their ends (digits of one place value face each
    ///   other); the characters equal at the same place stay (drawn where the new text has them); each changed one leaves and
    ///   its replacement enters along y, the old one up by `p` × `rollDistance` em (down
    ///   when counting down) at opacity 1 − p, the new one from `rollDistance` em below
    ///   (above when counting down) at opacity p. All changed places move together (no
    ///   stagger: the OS's "delay 18" is unexplained). Characters only one side has (a
    ///   longer number) enter or leave the same way.
    /// - Interrupting another (`earlier` not empty): its runs at 1 − p of their opacity are
    ///   the old side; the new side is as above, the characters a roll keeps fading in at p
    ///   (they were part of the picture fading out).
    public func runs(to: String) -> [Run] {
        let p = progress
        if !earlier.isEmpty {
            let old = earlier.map { run in
                Run(isNew: false, prefix: run.prefix, text: run.text, dy: run.dy, opacity: run.opacity * (1 - p), line: run.line)
            }
            let new = TextTransition(from: from, progress: p, style: style).runs(to: to).filter(\.isNew)
            return old + new.map { run in
                Run(isNew: true, prefix: run.prefix, text: run.text, dy: run.dy, opacity: min(run.opacity, p), line: run.line)
            }
        }
        switch style {
        case .crossFade:
            return [Run(isNew: false, prefix: "", text: from, dy: 0, opacity: 1 - p),
                    Run(isNew: true, prefix: "", text: to, dy: 0, opacity: p)]
        case .numeric(let down):
            let sign = down ? 1.0 : -1.0
            var runs: [Run] = []
            runs += Self.pieces(from, against: to).filter(\.changed).map { piece in
                Run(isNew: false, prefix: piece.prefix, text: piece.text, dy: sign * Self.rollDistance * p, opacity: 1 - p)
            }
            runs += Self.pieces(to, against: from).map { piece in
                Run(isNew: true, prefix: piece.prefix, text: piece.text, dy: piece.changed ? -sign * Self.rollDistance * (1 - p) : 0,
                    opacity: piece.changed ? p : 1)
            }
            return runs.filter { !$0.text.isEmpty }
        }
    }

    /// The runs drawn at this instant, each with its `line` (the string that places it) and
    /// its opacity clamped as the painter draws it: what a change interrupting this
    /// transition fades out.
    public func presented(to: String) -> [Run] {
        runs(to: to).compactMap { run in
            let opacity = min(max(run.opacity, 0), 1)
            guard opacity > 0, !run.text.isEmpty else { return nil }
            return Run(isNew: run.isNew, prefix: run.prefix, text: run.text, dy: run.dy, opacity: opacity,
                       line: run.line ?? (run.isNew ? to : from))
        }
    }

    /// `text` cut into maximal pieces that are equal (or not) to `other` at the same place
    /// counted from the end.
    static func pieces(_ text: String, against other: String) -> [(prefix: String, text: String, changed: Bool)] {
        let a = Array(text), b = Array(other)
        guard !a.isEmpty else { return [] }
        func changed(_ index: Int) -> Bool {
            let fromEnd = a.count - 1 - index
            return fromEnd >= b.count || b[b.count - 1 - fromEnd] != a[index]
        }
        var result: [(prefix: String, text: String, changed: Bool)] = []
        var start = 0
        for index in 1...a.count where index == a.count || changed(index) != changed(start) {
            result.append((String(a[..<start]), String(a[start..<index]), changed(start)))
            start = index
        }
        return result
    }
}
