import AnimSimCore
import CCairo
import Foundation

/// Text widths from DejaVu Sans's real advances, and Noto Color Emoji's for emoji
/// (`EmojiClusters`), for the layout engine.
///
/// Uses the same face and font options as the painter, so a `Text` laid out with this
/// measurer fits its drawn glyphs exactly. Advances are unhinted, hence independent of the
/// output scale. Thread-safe: the measurer owns its face and serialises access with a lock.
///
/// Cairo measures a string by mapping each Unicode scalar to one glyph (no shaping, no
/// kerning for a FreeType face) and adding the glyphs' advances left to right. This
/// measurer asks Cairo for each scalar's advance once per size and adds them in the same
/// order, so its widths are Cairo's to the bit, and a run extends in time proportional to
/// the piece added: wrapping a long text stays linear (`TextRun`).
public final class CairoTextMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private let face: FontFace
    private var scaledFonts: [CGFloat: OpaquePointer] = [:]
    private var advances: [CGFloat: AdvanceTable] = [:]
    /// Noto Color Emoji, for the emoji clusters the painter draws with it (`EmojiClusters`),
    /// with its scaled fonts and each size's cluster advances; nil without the font.
    private let emoji: FontFace? = FontFace.hasEmoji ? try? FontFace(.emoji) : nil
    private var emojiFonts: [CGFloat: OpaquePointer] = [:]
    private var emojiAdvances: [CGFloat: [String: Double]] = [:]
    private var sawEmojiWithoutFont = false

    /// One size's advances: scalars below 0x800 (Latin, Greek, Cyrillic…) in an array, the
    /// rest in a dictionary. NaN marks an advance not yet asked of Cairo.
    private final class AdvanceTable {
        static let direct = 0x800
        var low = [Double](repeating: .nan, count: direct)
        var high: [UInt32: Double] = [:]
    }

    /// One measurer for the whole process: the painter wraps with it, and layouts that
    /// share it share its cache. nil only when the bundled font cannot be loaded.
    public static let shared: CairoTextMeasurer? = try? CairoTextMeasurer()
    /// The bold face's measurer (DejaVu Sans Bold), for text set in semibold or heavier.
    public static let sharedBold: CairoTextMeasurer? = try? CairoTextMeasurer(bold: true)

    public init(bold: Bool = false) throws {
        face = try FontFace(bold ? .bold : .regular)
    }

    /// Text in the bold face measures with the bold face's advances (`sharedBold`).
    public var boldFace: any TextMeasurer { face.weight == .bold ? self : (Self.sharedBold ?? self) }

    deinit {
        for font in scaledFonts.values { cairo_scaled_font_destroy(font) }
        for font in emojiFonts.values { cairo_scaled_font_destroy(font) }
    }

    public func width(of text: String, fontSize: CGFloat) -> CGFloat {
        var run = TextRun()
        extend(&run, with: Substring(text), fontSize: fontSize)
        return run.width
    }

    public func extend(_ run: inout TextRun, with piece: Substring, fontSize: CGFloat) {
        lock.lock()
        defer { lock.unlock() }
        var width = Double(run.width)
        // A scene has a few sizes; a pathological one is measured with a cache it keeps emptying.
        let table: AdvanceTable
        if let known = advances[fontSize] {
            table = known
        } else {
            if advances.count >= 64 { advances.removeAll(keepingCapacity: true) }
            table = AdvanceTable()
            advances[fontSize] = table
        }
        if EmojiClusters.mayContainEmoji(piece) {
            for character in piece {
                if EmojiClusters.isEmoji(character), emoji != nil {
                    width += emojiAdvance(EmojiClusters.drawn(character), fontSize: fontSize)
                } else {
                    sawEmojiWithoutFont = sawEmojiWithoutFont || EmojiClusters.isEmoji(character)
                    add(character.unicodeScalars, to: &width, table: table, fontSize: fontSize)
                }
            }
        } else {
            add(piece.unicodeScalars, to: &width, table: table, fontSize: fontSize)
        }
        run.width = CGFloat(width)
        run.characters += piece.count
    }

    /// Adds each scalar's advance in the text's face, left to right as Cairo does.
    /// Called with the lock held.
    private func add(_ scalars: some Sequence<Unicode.Scalar>, to width: inout Double, table: AdvanceTable, fontSize: CGFloat) {
        for scalar in scalars {
            let value = scalar.value
            if value < AdvanceTable.direct {
                var advance = table.low[Int(value)]
                if advance.isNaN {
                    advance = measure(scalar, fontSize: fontSize)
                    table.low[Int(value)] = advance
                }
                width += advance
            } else if let advance = table.high[value] {
                width += advance
            } else {
                let advance = measure(scalar, fontSize: fontSize)
                table.high[value] = advance
                width += advance
            }
        }
    }

    /// An emoji cluster's advance in the emoji font: its drawn glyphs' (`EmojiClusters.drawn`),
    /// as the painter measures them. Called with the lock held.
    private func emojiAdvance(_ drawn: String, fontSize: CGFloat) -> Double {
        if let known = emojiAdvances[fontSize]?[drawn] { return known }
        if emojiAdvances.count >= 64 { emojiAdvances.removeAll(keepingCapacity: true) }
        let font: OpaquePointer
        if let known = emojiFonts[fontSize] {
            font = known
        } else {
            if emojiFonts.count >= 64 {
                for old in emojiFonts.values { cairo_scaled_font_destroy(old) }
                emojiFonts.removeAll(keepingCapacity: true)
            }
            guard let emoji else { return 0 }
            font = emoji.makeScaledFont(size: fontSize)
            emojiFonts[fontSize] = font
        }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(font, drawn, &extents)
        emojiAdvances[fontSize, default: [:]][drawn] = extents.x_advance
        return extents.x_advance
    }

    /// What `check` says once when a scene's text or a Swift file has an emoji that this
    /// machine draws as a box.
    public static let missingEmojiNote =
        "animsim: emoji are drawn as boxes on this machine: the Debian package fonts-noto-color-emoji draws them in colour"

    /// Whether `text` has an emoji that this machine draws as a box (no emoji font).
    public static func drawsEmojiAsBoxes(in text: String) -> Bool {
        !FontFace.hasEmoji && EmojiClusters.mayContainEmoji(text) && text.contains(where: EmojiClusters.isEmoji)
    }

    /// Whether a text measured so far had an emoji that this machine draws as a box, for
    /// `check` to say once which package draws them in colour.
    public var measuredEmojiWithoutFont: Bool {
        lock.lock()
        defer { lock.unlock() }
        return sawEmojiWithoutFont
    }

    /// One scalar's advance, as Cairo adds it up: a one-glyph string's x advance.
    /// Called with the lock held. A NUL scalar ends a C string, so it measures as nothing,
    /// as Cairo would draw it.
    private func measure(_ scalar: Unicode.Scalar, fontSize: CGFloat) -> Double {
        guard scalar.value != 0 else { return 0 }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaledFont(fontSize), String(Character(scalar)), &extents)
        return extents.x_advance
    }

    /// Ascent plus descent, rounded up to whole points like the fixed-advance measurer.
    public func lineHeight(fontSize: CGFloat) -> CGFloat {
        lock.lock()
        defer { lock.unlock() }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaledFont(fontSize), &extents)
        return CGFloat(extents.ascent + extents.descent).rounded(.up)
    }

    /// The face's ascent and descent at `fontSize`, unrounded: the metrics the painter
    /// centres a line's glyphs with (`showText(_:centeredIn:)`).
    public func ascent(fontSize: CGFloat) -> CGFloat { fontExtents(fontSize).ascent }
    public func descent(fontSize: CGFloat) -> CGFloat { fontExtents(fontSize).descent }

    private func fontExtents(_ fontSize: CGFloat) -> (ascent: CGFloat, descent: CGFloat) {
        lock.lock()
        defer { lock.unlock() }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaledFont(fontSize), &extents)
        return (CGFloat(extents.ascent), CGFloat(extents.descent))
    }

    /// Called with the lock held.
    private func scaledFont(_ size: CGFloat) -> OpaquePointer {
        if let font = scaledFonts[size] { return font }
        let font = face.makeScaledFont(size: size)
        scaledFonts[size] = font
        return font
    }
}
