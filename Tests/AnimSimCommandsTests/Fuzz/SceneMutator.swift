import Foundation

/// Seeded mutations of scene files, aimed where the scene-format fuzz in AnimSimSceneTests
/// does not go: numbers at and past every range (what layout, Cairo and JSON must carry),
/// line structure (indentation, order, line ends) and raw bytes (BOM, invalid UTF-8). The
/// same seed gives the same mutants on every machine, so a failure names its case.
struct SceneMutator {
    /// SplitMix64: small, fast and identical on every platform.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let numbers = ["0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "1e6", "1000001", "-1000000", "1e-300", "999999",
                          "3600", "3601", "1e19", "0.001", "1e9", "inf", "-inf", ".nan", "nan", "1e400", "0x10", "1_000", "240", "241"]
    static let tokens = ["'", "\"", "[", "]", "{", "}", "(", ")", ":", ": ", ",", "- ", "#", "\t", "|", ">", "~", "&a", "*a", "$nope",
                         "$x", "-$x", "forEach", "include", "view", "children", "id", "spring(response: 0)", ".speed(0.001)",
                         "spring(response: 0.5, dampingFraction: 0)", ".repeatForever()", "90deg", "1e308deg", "é", "\u{0}", "!!str"]

    var random: Random

    init(seed: UInt64) { random = Random(state: seed) }

    /// Words, numbers, single punctuation and whitespace runs, so a number is replaced whole.
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        func kind(_ c: Character) -> Int { c.isNumber || c == "." ? 0 : c.isLetter || c == "_" || c == "$" ? 1 : c == " " ? 2 : 3 }
        for c in text {
            if let last = current.last, kind(last) == kind(c), kind(c) != 3 {
                current.append(c)
            } else {
                if !current.isEmpty { result.append(current) }
                current = String(c)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    /// One to three mutations of `text`, as bytes (the last kind may make it invalid UTF-8).
    mutating func mutate(_ text: String) -> [UInt8] {
        var text = text
        var bytesAfter: [(Int, [UInt8])] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3: text = replaceToken(in: text, numbersOnly: true)
            case 4, 5: text = replaceToken(in: text, numbersOnly: false)
            case 6: text = editLine(text)
            case 7: text = editLine(text)
            case 8: text = pick([text.replacingOccurrences(of: "\n", with: "\r\n"), text.replacingOccurrences(of: "\n", with: "\r"),
                                 "\u{FEFF}" + text, text + "\n# trailing (comment"])
            default: bytesAfter.append((Int.random(in: 0...max(0, text.utf8.count - 1), using: &random), pick([[0xFF], [0xC3], [0xE2, 0x82], [0x80]])))
            }
        }
        var bytes = Array(text.utf8)
        for (offset, inserted) in bytesAfter { bytes.insert(contentsOf: inserted, at: min(offset, bytes.count)) }
        return bytes
    }

    private mutating func replaceToken(in text: String, numbersOnly: Bool) -> String {
        var tokens = Self.tokens(text)
        let candidates = numbersOnly ? tokens.indices.filter { tokens[$0].first?.isNumber == true } : Array(tokens.indices)
        guard !candidates.isEmpty else { return text }
        let at = pick(candidates)
        if numbersOnly {
            tokens[at] = pick(Self.numbers)
        } else {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: tokens.remove(at: at)
            case 1: tokens.insert(tokens[at], at: at)
            default: tokens[at] = pick(Self.tokens)
            }
        }
        return tokens.joined()
    }

    /// Deletes, duplicates, swaps or re-indents one line.
    private mutating func editLine(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > 1 else { return text }
        let at = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: lines.remove(at: at)
        case 1: lines.insert(lines[at], at: at)
        case 2: lines.swapAt(at, min(at + 1, lines.count - 1))
        case 3: lines[at] = "  " + lines[at]
        default: if lines[at].hasPrefix("  ") { lines[at].removeFirst(2) } else { lines[at] = "\t" + lines[at] }
        }
        return lines.joined(separator: "\n")
    }
}
