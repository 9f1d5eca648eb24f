import Foundation
import Testing

/// A Swift file's views in their own processes, as a user runs them: `--seed` gives the same
/// frames in every process when the view shuffles, another seed other frames; a view that
/// stops its host (a preference that never settles) is bad input, placed, exit 1, no output.
@Suite struct SwiftFileViewTests {
    static let deck = """
        import AnimSim

        struct ContentView: View {
            @State var cards = Array(0..<6).shuffled()
            @State var tags: Set<String> = ["a", "b", "c", "d", "e", "f", "g", "h"]
            var body: some View {
                VStack {
                    HStack {
                        ForEach(cards, id: \\.self) { card in Text("\\(card)").frame(width: 30, height: 30) }
                    }
                    Text(tags.joined())
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 1)) { cards.shuffle() }
                    }
                }
            }
        }

        """

    /// A shuffle in a file that says `import SwiftUI` (article 001's Shuffle button): the
    /// seeded generator must reach it too, through AnimSimSwiftUI's own declarations.
    static let swiftUIDeck = """
        import SwiftUI

        struct ContentView: View {
            @State var cards = ["a", "b", "c", "d", "e", "f", "g", "h"]
            var body: some View {
                VStack {
                    ForEach(cards, id: \\.self) { Text($0) }
                    Button("Shuffle") { cards.shuffle() }
                }
            }
        }

        """

    static let loop = """
        import AnimSim

        struct SumKey: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }

        struct ContentView: View {
            @State var n = 0
            var body: some View {
                Text("\\(n)")
                    .preference(key: SumKey.self, value: n)
                    .onPreferenceChange(SumKey.self) { n = $0 + 1 }
            }
        }

        """

    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try deck.write(to: folder.appendingPathComponent("Deck.swift"), atomically: true, encoding: .utf8)
        try swiftUIDeck.write(to: folder.appendingPathComponent("SwiftUIDeck.swift"), atomically: true, encoding: .utf8)
        try "- { at: 0.5, control: Shuffle }\n".write(to: folder.appendingPathComponent("shuffle.yaml"), atomically: true, encoding: .utf8)
        try loop.write(to: folder.appendingPathComponent("Loop.swift"), atomically: true, encoding: .utf8)
        return folder
    }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func trace(_ file: String, _ extra: [String]) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(["trace", file, "--csv", "--frames", "0-90"] + extra, in: try folder.get(),
                              environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    @Test(arguments: [["Deck.swift"], ["SwiftUIDeck.swift", "--script", "shuffle.yaml", "--duration", "2"]])
    func theSameSeedGivesTheSameFramesInTwoProcesses(arguments: [String]) throws {
        let file = arguments[0], extra = Array(arguments.dropFirst())
        let first = try Self.trace(file, extra + ["--seed", "3"]), second = try Self.trace(file, extra + ["--seed", "3"])
        let other = try Self.trace(file, extra + ["--seed", "4"]), unseeded = try Self.trace(file, extra)
        for run in [first, second, other, unseeded] { #expect(run.status == 0, "\(run.err)") }
        #expect(!first.out.isEmpty && first.out == second.out)
        #expect(first.out != other.out, "another seed shuffles otherwise")
        #expect(unseeded.out == (try Self.trace(file, extra + ["--seed", "0"])).out, "the default seed is 0")
    }

    @Test func aBadSeedIsOneLine() throws {
        let run = try Self.trace("Deck.swift", ["--seed", "x"])
        #expect(run.status == 1 && run.out.isEmpty)
        #expect(run.err == "animsim: --seed takes a whole number from 0 to 18446744073709551615, not 'x'\n")
    }

    @Test func aPreferenceLoopIsAPlacedErrorWithoutOutput() throws {
        let run = try Self.trace("Loop.swift", [])
        #expect(run.status == 1 && run.out.isEmpty)
        #expect(run.err.contains("Loop.swift:13:32: Bound preference SumKey tried to update multiple times per frame"), "\(run.err)")
    }
}
