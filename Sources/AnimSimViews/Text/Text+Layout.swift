import AnimSimCore

/// SwiftUI's `Text.Layout`: what a `TextRenderer` draws from. Lines of runs of placed
/// glyphs, in the text's own coordinates (origin at its top-leading corner, y down), each
/// glyph placed where AnimSim's painter draws it: x at the advance of the characters before
/// it (the host's measurer, DejaVu Sans's advances under Cairo), the baseline where a line
/// of the text's frame has it (ascent + descent centred in the line's height).
///
/// A text is one line, as a `Text` without a width to wrap to is in AnimSim (`TextLayout`),
/// with one run per part of a `+` concatenation, each in its part's style (`TextRendering`).
extension Text {
    public struct Layout: RandomAccessCollection {
        let lines: [Line]
        /// The text's size: the line's advance and height.
        let size: CGSize

        public typealias CharacterIndex = Int

        /// Whether the text was cut to fit: never, since it is never wrapped or truncated.
        public var isTruncated: Bool { false }
        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }
    }

    /// SwiftUI's `TextAttribute` value set with `customAttribute(_:)`, which a renderer reads
    /// back from the run (`run[MyAttribute.self]`).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var text = self
        text.attributes[ObjectIdentifier(T.self)] = AnyHashable(value)
        return text
    }
}

/// SwiftUI's `TextAttribute`: a value tagging text for a renderer.
public protocol TextAttribute: Hashable {}

extension Text.Layout {
    /// SwiftUI's `Text.Layout.Line`: the runs of one line.
    public struct Line: RandomAccessCollection {
        let runs: [Run]
        /// The left end of the line's baseline.
        public var origin: CGPoint
        public var typographicBounds: TypographicBounds

        public var startIndex: Int { 0 }
        public var endIndex: Int { runs.count }
        public subscript(index: Int) -> Run { runs[index] }
    }

    /// SwiftUI's `Text.Layout.Run`: placed glyphs in one style, each a `RunSlice` of one glyph.
    public struct Run: RandomAccessCollection {
        /// One glyph: its characters and where it starts and ends on the baseline.
        struct Glyph {
            let string: String
            /// Where it starts on the baseline, and its advance.
            let x, width: CGFloat
            let characterIndex: Int
        }

        let glyphs: [Glyph]
        /// The text the run is drawn as (its weight, slant and attributes).
        let text: Text
        /// The line's baseline (`origin.y`), ascent and descent, which every glyph shares.
        let metrics: TypographicBounds
        /// The top of the line's frame, where a glyph's own text frame is placed.
        let lineTop: CGFloat

        public var startIndex: Int { 0 }
        public var endIndex: Int { glyphs.count }
        public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

        public var layoutDirection: LayoutDirection { .leftToRight }
        public var characterIndices: [CharacterIndex] { glyphs.map(\.characterIndex) }
        public var typographicBounds: TypographicBounds { bounds(of: startIndex..<endIndex) }

        /// The text's `customAttribute` of type `T`, or nil.
        public subscript<T: TextAttribute>(key: T.Type) -> T? { text.attributes[ObjectIdentifier(T.self)]?.base as? T }

        /// The bounds of the glyphs `range` on the run's baseline.
        func bounds(of range: Range<Int>) -> TypographicBounds {
            var bounds = metrics
            guard let first = range.first, range.upperBound <= glyphs.count else {
                bounds.origin.x = glyphs.last.map { $0.x + $0.width } ?? 0
                bounds.width = 0
                return bounds
            }
            let last = glyphs[range.upperBound - 1]
            bounds.origin.x = glyphs[first].x
            bounds.width = last.x + last.width - bounds.origin.x
            return bounds
        }
    }

    /// SwiftUI's `Text.Layout.RunSlice`: some glyphs of a run; iterating a run gives one per glyph.
    public struct RunSlice: RandomAccessCollection {
        public var run: Run
        public var indices: Range<Int>

        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }
        public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }

        public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
        public var characterIndices: [CharacterIndex] { indices.map { run.glyphs[$0].characterIndex } }

        public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

        /// The slice's characters, drawn as one text.
        var string: String { indices.map { run.glyphs[$0].string }.joined() }
    }

    /// SwiftUI's `Text.Layout.TypographicBounds`: a box on a baseline.
    public struct TypographicBounds: Equatable, Sendable {
        /// The left end of the baseline.
        public var origin: CGPoint
        public var width: CGFloat
        public var ascent: CGFloat
        public var descent: CGFloat
        public var leading: CGFloat = 0

        /// The box from the ascent's top to the descent's bottom.
        public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// SwiftUI's `Text.Layout.DrawingOptions`: accepted; AnimSim draws every glyph alike.
    public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
}
