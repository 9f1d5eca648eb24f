/// The piece-by-piece search both fitters share: from each key, the next key is pushed as far
/// as one piece still fits, doubling the reach and then bisecting between the last fit and the
/// first miss.
///
/// Why greedy: a player's keys cost file size, and the longest piece from each key gives few
/// keys without a global search; doubling first keeps long still-fitting runs at O(log n) tries.
enum GreedyPieces {
    /// Pieces covering `start...end`, each ending at the farthest frame `fit(from, to)` accepts.
    /// The one-frame piece `k → k + 1` is always taken, with `fallback(k)` as its value, even
    /// where `fit` would refuse it: samples a frame apart are the finest a player can show.
    static func fit<Piece>(from start: Int, to end: Int,
                           fallback: (Int) -> Piece,
                           fit: (Int, Int) -> Piece?) -> [(end: Int, piece: Piece)] {
        var pieces: [(end: Int, piece: Piece)] = []
        var k = start
        while k < end {
            var good = (index: k + 1, piece: fallback(k))
            var bad: Int?
            var step = 2
            while good.index < end {
                let candidate = min(k + step, end)
                guard let piece = fit(k, candidate) else { bad = candidate; break }
                good = (candidate, piece)
                step *= 2
            }
            if var high = bad {
                while high - good.index > 1 {
                    let mid = (good.index + high) / 2
                    if let piece = fit(k, mid) { good = (mid, piece) } else { high = mid }
                }
            }
            pieces.append((good.index, good.piece))
            k = good.index
        }
        return pieces
    }

    /// Keys for samples that a player holds still between runs of change: still stretches are
    /// cut out (`changing[k]`: sample k differs from k + 1), each run of change gets a key at
    /// its start and keys pushed as far as `fits(from, to)` accepts one straight piece.
    static func keysOverRuns(_ changing: [Bool], fits: (Int, Int) -> Bool) -> [Int] {
        var keys: [Int] = []
        var index = 0
        while index < changing.count {
            guard changing[index] else { index += 1; continue }
            var end = index
            while end < changing.count, changing[end] { end += 1 }
            keys.append(index)
            keys += fit(from: index, to: end, fallback: { _ in () }) { fits($0, $1) ? () : nil }.map(\.end)
            index = end
        }
        return keys
    }
}
