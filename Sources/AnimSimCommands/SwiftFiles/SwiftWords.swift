/// The identifiers of one Swift file's code, with where each starts: what `PreviewRoots`
/// reads a preview's view and a file's uses of views from. Comments and string literals are
/// left out (`SwiftSourceMask`), so `Text("WifiView")` or `// uses ArcView` names no view.
struct SwiftWords {
    let words: [(word: String, offset: Int)]
    private let bytes: [UInt8]
    private let code: [Bool]

    init(_ text: String) {
        let mask = SwiftSourceMask(text)
        bytes = mask.bytes
        code = mask.code
        var words: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            guard code[index], SwiftFilePreviews.isIdentifier(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count && code[index] && SwiftFilePreviews.isIdentifier(bytes[index]) { index += 1 }
            // `2x` or `0.5` starts with a digit: a number, not a name.
            if !(48...57).contains(bytes[start]) { words.append((String(decoding: bytes[start..<index], as: UTF8.self), start)) }
        }
        self.words = words
    }

    private static let declarators: Set<String> = ["struct", "class", "enum", "actor"]

    /// The types the file declares (`struct`, `class`, `enum`, `actor`), in the order written.
    var declared: [String] {
        zip(words, words.dropFirst()).filter { Self.declarators.contains($0.0.word) }.map(\.1.word)
    }

    /// The first word in `span` that is one of `names`.
    func first(of names: Set<String>, in span: Range<Int>) -> String? {
        words.first { span.contains($0.offset) && names.contains($0.word) }?.word
    }

    /// The words outside every one of `spans` that name something used: the name a type or
    /// an extension declares is not a use of it.
    func words(outside spans: [Range<Int>]) -> Set<String> {
        Set(words.indices.filter { index in
            let word = words[index]
            if index > 0, Self.declarators.contains(words[index - 1].word) || words[index - 1].word == "extension" { return false }
            return !spans.contains { $0.contains(word.offset) }
        }.map { words[$0].word })
    }

    /// The bytes of the declaration of type `name`, its keyword to its closing brace.
    func declaration(of name: String) -> Range<Int>? {
        guard let at = zip(words, words.dropFirst()).first(where: { Self.declarators.contains($0.0.word) && $0.1.word == name }),
              let brace = (at.1.offset..<bytes.count).first(where: { code[$0] && bytes[$0] == UInt8(ascii: "{") }),
              let close = SwiftFilePreviews.matching(from: brace, open: "{", close: "}", bytes: bytes, code: code) else { return nil }
        return at.0.offset..<(close + 1)
    }
}
