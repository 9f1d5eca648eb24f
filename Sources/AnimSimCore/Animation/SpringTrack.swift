import Foundation

/// A merging spring's offset from the model value: the displacement of a damped oscillator
/// released at the interruption with the presentation's value and velocity there.
///
/// **Blending.** When this spring takes over from another spring with a different response
/// and `blendDuration` > 0, the response moves linearly from the old spring's (as it stood
/// at the takeover) to this one's over `blendDuration`; the damping ratio is this spring's
/// throughout. A spring with a time-varying response has no closed form, so the blend
/// interval is integrated once, when the track is built, with classic RK4 at a fixed step of
/// at most 1/480 s counted from the track's start. The nodes are stored and read back with
/// cubic Hermite interpolation on (value, velocity), which keeps value and velocity
/// continuous and makes every reading a pure function of time: frame rate and evaluation
/// order cannot change a result. After the blend the closed form takes over from the last
/// node.
///
/// **Settling.** The track ends when the spring's energy norm falls to 0.1 % of what it was
/// at the takeover (see `Spring`), which for a spring released at rest is 0.1 % of the
/// distance, SwiftUI's `settlingDuration` rule. After that the offset is exactly zero.
struct SpringTrack<V: VectorArithmetic>: Sendable {
    let start: Double
    let spring: Spring
    /// Length of the blend; 0 when there is none.
    let blendDuration: Double
    /// Response at the start of the blend (equal to the spring's when there is none).
    let startResponse: Double
    let step: Double
    let nodeValues: [V]
    let nodeVelocities: [V]
    /// Displacement and velocity where the closed form takes over (`start + blendDuration`).
    let tailValue: V
    let tailVelocity: V
    let end: Double

    static var maxStep: Double { 1.0 / 480 }
    static var maxSteps: Int { 4800 }
    static var settleFraction: Double { 0.001 }

    init(start: Double, displacement x0: V, velocity v0: V, spring: Spring,
         blendDuration: Double, previousResponse: Double?) {
        self.start = start
        self.spring = spring
        let w0 = spring.omega0
        let norm0 = (x0.magnitudeSquared + v0.magnitudeSquared / (w0 * w0)).squareRoot()
        let r1 = spring.response
        if let r0 = previousResponse, blendDuration > 0, r0 != r1, norm0 > 0 {
            let n = min(max(1, Int((blendDuration / Self.maxStep).rounded(.up))), Self.maxSteps)
            let h = blendDuration / Double(n)
            let zeta = spring.dampingRatio
            func acceleration(_ tau: Double, _ x: V, _ v: V) -> V {
                let r = r0 + (r1 - r0) * min(tau / blendDuration, 1)
                let w = 2 * Double.pi / r
                return .zero - x.scaled(by: w * w) - v.scaled(by: 2 * zeta * w)
            }
            var xs = [x0], vs = [v0]
            xs.reserveCapacity(n + 1)
            vs.reserveCapacity(n + 1)
            var x = x0, v = v0
            for k in 0..<n {
                let tau = Double(k) * h
                let k1x = v, k1v = acceleration(tau, x, v)
                let k2x = v + k1v.scaled(by: h / 2)
                let k2v = acceleration(tau + h / 2, x + k1x.scaled(by: h / 2), k2x)
                let k3x = v + k2v.scaled(by: h / 2)
                let k3v = acceleration(tau + h / 2, x + k2x.scaled(by: h / 2), k3x)
                let k4x = v + k3v.scaled(by: h)
                let k4v = acceleration(tau + h, x + k3x.scaled(by: h), k4x)
                x = x + (k1x + k2x.scaled(by: 2) + k3x.scaled(by: 2) + k4x).scaled(by: h / 6)
                v = v + (k1v + k2v.scaled(by: 2) + k3v.scaled(by: 2) + k4v).scaled(by: h / 6)
                xs.append(x)
                vs.append(v)
            }
            self.blendDuration = blendDuration
            startResponse = r0
            step = h
            nodeValues = xs
            nodeVelocities = vs
            tailValue = x
            tailVelocity = v
        } else {
            self.blendDuration = 0
            startResponse = r1
            step = 0
            nodeValues = []
            nodeVelocities = []
            tailValue = x0
            tailVelocity = v0
        }
        if norm0 == 0 {
            end = start
        } else {
            end = start + self.blendDuration
                + spring.settlingTime(from: tailValue, velocity: tailVelocity, threshold: Self.settleFraction * norm0)
        }
    }

    /// The response in force at `time`, which a later spring blends away from.
    func response(at time: Double) -> Double {
        guard blendDuration > 0 else { return spring.response }
        let u = min(max((time - start) / blendDuration, 0), 1)
        return startResponse + (spring.response - startResponse) * u
    }

    func offset(at time: Double) -> V { state(at: time, wantsVelocity: false) }
    func velocity(at time: Double) -> V { state(at: time, wantsVelocity: true) }

    private func state(at time: Double, wantsVelocity: Bool) -> V {
        if time >= end { return .zero }
        let tau = max(time - start, 0)
        if tau >= blendDuration {
            let t = tau - blendDuration
            return wantsVelocity
                ? spring.displacementVelocity(from: tailValue, velocity: tailVelocity, time: t)
                : spring.displacement(from: tailValue, velocity: tailVelocity, time: t)
        }
        let k = min(Int(tau / step), nodeValues.count - 2)
        let h = step
        let u = (tau - Double(k) * h) / h
        let x0 = nodeValues[k], x1 = nodeValues[k + 1]
        let m0 = nodeVelocities[k].scaled(by: h), m1 = nodeVelocities[k + 1].scaled(by: h)
        let u2 = u * u, u3 = u2 * u
        if wantsVelocity {
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -d00, d11 = 3 * u2 - 2 * u
            return (x0.scaled(by: d00) + m0.scaled(by: d10) + x1.scaled(by: d01) + m1.scaled(by: d11))
                .scaled(by: 1 / h)
        }
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = 1 - h00, h11 = u3 - u2
        return x0.scaled(by: h00) + m0.scaled(by: h10) + x1.scaled(by: h01) + m1.scaled(by: h11)
    }
}
