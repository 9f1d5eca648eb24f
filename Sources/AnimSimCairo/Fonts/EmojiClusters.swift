import Foundation

/// Which characters of a text are emoji, drawn in colour from Noto Color Emoji while the
/// rest is drawn in DejaVu Sans (which has no emoji: its boxes were what 🔥 drew before).
///
/// The unit is the `Character` (an extended grapheme cluster), so a ZWJ sequence, a base
/// with a skin tone, a keycap or a flag's two regional indicators always go to one font
/// together, and wrapping, which cuts words at `Character`s, never splits one.
///
/// Cairo's text API maps each scalar to one glyph and does no shaping, so a cluster is drawn
/// as the glyphs of its visible scalars side by side: 👍🏽 is the thumb and a skin-tone
/// swatch, a ZWJ family its members, a flag its two letters. The advances measured are those
/// of exactly these glyphs, so layout matches what is drawn.
enum EmojiClusters {
    /// Variation selectors 15 and 16 (text and emoji presentation) and the zero-width joiner:
    /// they choose or join glyphs and have none to draw, but Noto maps U+FE0F to a blank
    /// glyph with a whole emoji's advance, which would leave a gap after every "❤️".
    static let invisible: Set<UInt32> = [0xFE0E, 0xFE0F, 0x200D]

    /// No scalar below U+200D (the joiner) starts or marks an emoji cluster: the first
    /// emoji-presentation scalar is U+231A ⌚, and "©️" or "1️⃣" carry U+FE0F. A text of such
    /// scalars alone (most text) skips the per-character look at once.
    static func mayContainEmoji<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x200D }
    }

    /// Whether `character` is drawn as an emoji: its first scalar defaults to emoji
    /// presentation (🔥, regional indicators, skin tones), or it asks for it with U+FE0F
    /// ("❤️", "#️⃣") or is a keycap (U+20E3), unless U+FE0E asks for text presentation.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return first.properties.isEmojiPresentation
            || scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// The scalars of an emoji cluster that have a glyph to draw (`invisible` left out).
    static func drawn(_ character: Character) -> String {
        var text = String.UnicodeScalarView()
        for scalar in character.unicodeScalars where !invisible.contains(scalar.value) { text.append(scalar) }
        return String(text)
    }

    /// `text` cut into runs for one font each: DejaVu's runs as they are, emoji runs as the
    /// glyphs they draw (`drawn`). Adjacent characters of one kind share a run.
    static func runs(_ text: String) -> [(text: String, isEmoji: Bool)] {
        var runs: [(text: String, isEmoji: Bool)] = []
        for character in text {
            let emoji = isEmoji(character)
            let piece = emoji ? drawn(character) : String(character)
            if let last = runs.last, last.isEmoji == emoji {
                runs[runs.count - 1].text += piece
            } else {
                runs.append((piece, emoji))
            }
        }
        return runs
    }
}
