import Foundation

/// The random numbers user code draws (`shuffle()`, `randomElement()`, `.random(in:)`), from
/// a generator AnimSim seeds, so the same view and script give the same frames in every
/// process (`--seed N`, default 0).
///
/// How user code reaches it: `AnimSimViews` declares `shuffle()`, `shuffled()`,
/// `randomElement()`, `random(in:)` and `Bool.random()` with the standard library's own
/// signatures (`Random+Seeded.swift`). A module shadows the declarations of the modules it
/// imports, so in a file that says `import AnimSim` these win over the standard library's
/// (`RandomResolutionTests` checks it compiled, in a test file that imports AnimSim). Code
/// that does not import AnimSim, and calls with an explicit `using:` generator, are not
/// affected. The other mechanisms were weighed and set aside: interposing libc's
/// `getrandom` would reseed every random number of the process (Foundation's, the hashing
/// seed's) and needs C; a generator the layer installs around user code has nowhere to go,
/// since `SystemRandomNumberGenerator` takes none.
///
/// The state is per thread, as the view layer's is (`ThreadContext`): a thread's generator
/// starts from `seed` when first drawn from, so two processes that run the same code on
/// the same thread draw the same numbers. `reseed(_:)` starts the calling thread's anew.
public enum SceneRandom {
    /// The environment variable a process takes its seed from, so that a program `animsim`
    /// compiles from Swift files is seeded before its first view is built (`--seed N` sets
    /// it for the child); unset or not a number, the seed is 0.
    public static let environmentVariable = "ANIMSIM_SEED"

    nonisolated(unsafe) private static var processSeed: UInt64 =
        ProcessInfo.processInfo.environment[environmentVariable].flatMap { UInt64($0) } ?? 0
    private static let lock = NSLock()

    /// The seed new generators start from: `--seed N`, default 0.
    public static var seed: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return processSeed
    }

    /// Sets the seed and restarts the calling thread's generator from it.
    public static func reseed(_ seed: UInt64) {
        lock.lock()
        processSeed = seed
        lock.unlock()
        ThreadContext.current.random = SeededGenerator(seed: seed)
    }

    /// Draws from the calling thread's generator. Public for `import SwiftUI`'s module, which
    /// declares the same conveniences again (its scoped imports do not carry these extensions).
    public static func draw<Result>(_ body: (inout SeededGenerator) -> Result) -> Result {
        let context = ThreadContext.current
        var generator = context.random ?? SeededGenerator(seed: seed)
        defer { context.random = generator }
        return body(&generator)
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): 64 bits of state, every seed a full-period sequence, the same numbers on
/// every platform. Not for cryptography; user views asking for randomness want variety.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
