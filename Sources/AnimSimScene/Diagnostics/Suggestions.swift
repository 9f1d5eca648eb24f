import Foundation
import Synchronization

/// "Did you mean …?" for misspelt keys, names and animations. Levenshtein distance over
/// Unicode scalars, case-insensitive, accepting a candidate only when it is close relative
/// to the word's length (so `x` never "means" `frame`).
enum Suggestions {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars), b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long inputs (a fuzzed 10 kB key) are not worth a quadratic comparison.
        if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate, if it is close enough to be what the user meant.
    ///
    /// Remembered per word and candidate list: a mistake inside `forEach: 100000` is met once
    /// per index, and comparing it anew with a hundred names each time made `check` of one
    /// misspelt key take 30 s.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let names = Array(candidates)
        let key = word + "\u{0}" + names.joined(separator: "\u{1}")
        if let known = memory.withLock({ $0[key] }) { return known }
        let found = search(word, names)
        memory.withLock { remembered in
            if remembered.count >= 4096 { remembered.removeAll() }
            remembered[key] = .some(found)
        }
        return found
    }

    /// Answers so far, keyed by word and candidates; an entry of nil means "no suggestion".
    private static let memory = Mutex<[String: String?]>([:])

    private static func search(_ word: String, _ candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// ` (did you mean 'radius'?)`, or nothing.
    static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// `'a', 'b' or 'c'`, for "expected one of" messages.
    static func list(_ names: [String], quote: Bool = true, conjunction: String = "or") -> String {
        let quoted = quote ? names.map { "'\($0)'" } : names
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
