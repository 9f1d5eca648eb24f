import Foundation
import Testing
import AnimSim

/// Two processes running the same view and script give the same frames when the script
/// shuffles: this test binary runs itself twice as a child (`frames`, below), each seeded
/// through `ANIMSIM_SEED` as `--seed` seeds a Swift file's program, and compares what they
/// wrote; a third child with another seed must differ, or the shuffle would not be in the
/// frames at all.
@MainActor @Suite struct ShuffleProcessTests {
    static let outputVariable = "ANIMSIM_TEST_SHUFFLE_OUT"

    struct Deck: View {
        @State var cards = Array(0..<8)
        var body: some View {
            VStack {
                HStack {
                    ForEach(cards, id: \.self) { card in Text("\(card)").frame(width: 30, height: 30) }
                }
                Button("Shuffle") { withAnimation(.linear(duration: 1)) { cards.shuffle() } }
            }
        }
    }

    /// The child's part: does nothing in an ordinary run.
    @Test func frames() throws {
        guard let output = ProcessInfo.processInfo.environment[Self.outputVariable] else { return }
        let host = ViewHost(Deck())
        try host.use(control: "Shuffle", at: 0.5)
        try host.use(control: "Shuffle", at: 2)
        let evaluator = try SceneEvaluator(scene: host.scene(duration: 3))
        var lines: [String] = []
        for step in 0...12 {
            let time = Double(step) * 0.25
            for strategy in Strategy.allCases {
                for item in try evaluator.evaluate(at: time, strategy: strategy).items {
                    lines.append("\(time) \(strategy) \(item.id) \(item.frame)")
                }
            }
        }
        try lines.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }

    func child(seed: Int) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("shuffle-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "ShuffleProcessTests/frames"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.outputVariable] = output
        environment[SceneRandom.environmentVariable] = String(seed)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    @Test func twoProcessesGiveTheSameFramesWithAShuffle() throws {
        guard ProcessInfo.processInfo.environment[Self.outputVariable] == nil else { return }
        let first = try child(seed: 0), second = try child(seed: 0), other = try child(seed: 1)
        #expect(!first.isEmpty)
        #expect(first == second, "the same seed in two processes")
        #expect(first != other, "another seed shuffles otherwise")
    }
}
