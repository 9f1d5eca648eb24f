import Foundation

/// Fits a timing function to samples of progress against time fraction: how far along its
/// path a view is at each frame of a segment. Both players clamp the handles to [0, 1]
/// (SMIL refuses anything else), so the search stays inside that box.
struct EasingFit {
    /// (time fraction, progress fraction) per sample, both in [0, 1].
    var samples: [(t: Double, p: Double)]

    /// The best timing function found, stopping early once the largest progress error is
    /// at most `target`.
    func fit(target: Double) -> (easing: Easing, error: Double) {
        var best = hermite()
        var bestError = maxError(best)
        if bestError <= target { return (best, bestError) }
        for objective in [Objective.squares, .maximum] {
            let (found, _) = nelderMead(from: best, objective: objective, target: target)
            let error = maxError(found)
            if error < bestError { (best, bestError) = (found, error) }
            if bestError <= target { break }
        }
        return (best, bestError)
    }

    func maxError(_ easing: Easing) -> Double {
        samples.reduce(0) { max($0, abs(easing.progress(at: $1.t) - $1.p)) }
    }

    /// With x1 = 1/3 and x2 = 2/3 time runs linearly and progress is a cubic in τ, linear in
    /// y1 and y2: the least-squares handles come from a 2×2 system.
    func hermite() -> Easing {
        var (a11, a12, a22, b1, b2) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for (t, p) in samples {
            let r = 1 - t
            let (u, v, rest) = (3 * r * r * t, 3 * r * t * t, p - t * t * t)
            a11 += u * u; a12 += u * v; a22 += v * v; b1 += u * rest; b2 += v * rest
        }
        let det = a11 * a22 - a12 * a12
        guard abs(det) > 1e-12 else { return Easing(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3) }
        let y1 = (b1 * a22 - b2 * a12) / det, y2 = (a11 * b2 - a12 * b1) / det
        return Easing(x1: 1.0 / 3, y1: clamp(y1), x2: 2.0 / 3, y2: clamp(y2))
    }

    enum Objective { case squares, maximum }

    func cost(_ e: Easing, _ objective: Objective) -> Double {
        switch objective {
        case .squares: samples.reduce(0) { let d = e.progress(at: $1.t) - $1.p; return $0 + d * d }
        case .maximum: maxError(e)
        }
    }

    /// Nelder–Mead over the four handles, each clamped into [0, 1].
    func nelderMead(from start: Easing, objective: Objective, target: Double) -> (Easing, Double) {
        func easing(_ v: [Double]) -> Easing { Easing(x1: clamp(v[0]), y1: clamp(v[1]), x2: clamp(v[2]), y2: clamp(v[3])) }
        let origin = [start.x1, start.y1, start.x2, start.y2]
        var simplex: [[Double]] = [origin]
        for k in 0..<4 {
            var v = origin
            v[k] += v[k] > 0.5 ? -0.15 : 0.15
            simplex.append(v)
        }
        var costs = simplex.map { cost(easing($0), objective) }
        for _ in 0..<160 {
            let order = costs.indices.sorted { costs[$0] < costs[$1] }
            simplex = order.map { simplex[$0] }
            costs = order.map { costs[$0] }
            if objective == .maximum, costs[0] <= target { break }
            if costs[4] - costs[0] < 1e-14 { break }
            let centroid = (0..<4).map { k in simplex[0..<4].reduce(0) { $0 + $1[k] } / 4 }
            func along(_ factor: Double) -> [Double] { (0..<4).map { centroid[$0] + factor * (simplex[4][$0] - centroid[$0]) } }
            let reflected = along(-1), reflectedCost = cost(easing(reflected), objective)
            if reflectedCost < costs[0] {
                let expanded = along(-2), expandedCost = cost(easing(expanded), objective)
                (simplex[4], costs[4]) = expandedCost < reflectedCost ? (expanded, expandedCost) : (reflected, reflectedCost)
            } else if reflectedCost < costs[3] {
                (simplex[4], costs[4]) = (reflected, reflectedCost)
            } else {
                let contracted = along(0.5), contractedCost = cost(easing(contracted), objective)
                if contractedCost < costs[4] {
                    (simplex[4], costs[4]) = (contracted, contractedCost)
                } else {
                    for k in 1...4 {
                        simplex[k] = (0..<4).map { simplex[0][$0] + 0.5 * (simplex[k][$0] - simplex[0][$0]) }
                        costs[k] = cost(easing(simplex[k]), objective)
                    }
                }
            }
        }
        let bestIndex = costs.indices.min { costs[$0] < costs[$1] }!
        return (easing(simplex[bestIndex]), costs[bestIndex])
    }
}

func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
