import AnimSimCairo
import Foundation
import Testing

/// `check` names the package that draws emoji in colour, once per run, when a checked text
/// has an emoji and the machine has no emoji font (`ANIMSIM_EMOJI_FONT` empty stands for
/// such a machine); a machine with the font, or scenes without emoji, hear nothing.
@Suite struct CheckEmojiNoteTests {
    static func scene(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-note-\(UUID().uuidString).yaml").path
        let yaml = """
            animsim: 1
            title: "Emoji note"
            canvas: { width: 300, height: 200 }
            duration: 1
            view:
              text: "\(text)"
              font: 32
            """
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func notes(_ texts: [String], withoutFont: Bool) throws -> Int {
        let paths = try texts.map(scene)
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let run = try BoundedRun.run(["check"] + paths, limit: BoundedRun.backstop,
                                     environment: withoutFont ? ["ANIMSIM_EMOJI_FONT": ""] : [:])
        #expect(run.succeeded, "\(run.outcome) \(run.err)")
        return run.err.components(separatedBy: CairoTextMeasurer.missingEmojiNote).count - 1
    }

    @Test func saidOnceWithoutTheFont() throws {
        #expect(try Self.notes(["🔥 hot", "plain", "❤️👍😂"], withoutFont: true) == 1)
    }

    @Test func notSaidWithTheFontOrWithoutEmoji() throws {
        #expect(try Self.notes(["🔥 hot"], withoutFont: false) == 0)
        #expect(try Self.notes(["plain ©"], withoutFont: true) == 0)
    }
}
